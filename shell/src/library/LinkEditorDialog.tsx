import { RELATION_KIND, type PartRelation, type PartView } from '@harness/protocol'
import { notify } from '../state/noticeState'
import { reportFailure } from '../ui/reportFailure'
import { isStale } from './partErrors'
import { useState, type FormEvent } from 'react'
import { listParts, setPartLinks } from '../api/libraryApi'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { useRemote } from '../ui/useRemote'
import { parameterSummary } from './partText'

/** The catalogue names of the relations. */
export const RELATION_LABELS: Readonly<Record<PartRelation, UiKey>> = {
  terminal: 'relationTerminal', seal: 'relationSeal', plug: 'relationPlug', alternative: 'relationAlternative',
}

/** Props of {@link LinkEditorDialog}. */
export interface LinkEditorDialogProps {
  readonly part: PartView
  readonly relation: PartRelation
  readonly linked: readonly PartView[]
  readonly onClose: () => void
  readonly onSaved: () => void
  /** The part moved on since the page read it (409 partStale): the page reads it again. */
  readonly onStale: () => void
}

/**
 * Edits one relation of a part's links (a housing's terminals, seals or plugs; any part's
 * alternatives): the linked parts in order, with remove, and a search over the parts of the right
 * kind within reach of the part's library, with add. Saving replaces the relation's links at the
 * part's current version.
 */
export function LinkEditorDialog({ part, relation, linked, onClose, onSaved, onStale }: LinkEditorDialogProps) {
  const { t, locale } = useI18n()
  const [chosen, setChosen] = useState<readonly PartView[]>(linked)
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const kind = relation === 'alternative' ? part.kind : RELATION_KIND[relation]
  // Only parts within the part's reach (its library and the wider ones), as the server allows.
  const candidates = useRemote(`link-candidates:${part.partId}:${kind}:${q}`, () => listParts({ kind, q: q || undefined, status: 'normal', reachOf: part.partId, pageSize: 50 }))
  const [busy, setBusy] = useState(false)
  const offered = candidates.state.kind === 'ready'
    ? candidates.state.data.parts.filter((c) => c.partId !== part.partId && !chosen.some((x) => x.partId === c.partId))
    : []

  const save = async () => {
    setBusy(true)
    try {
      const saved = await setPartLinks(part.partId, part.version, relation, chosen.map((p) => p.partId))
      notify('success', t('partSavedAs', { version: saved.version }))
      onSaved()
    } catch (error) {
      reportFailure(error)
      if (isStale(error)) onStale()
    } finally {
      setBusy(false)
    }
  }
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQ(text.trim())
  }

  return (
    <DraggableDialog isOpen onClose={onClose} width={640} testId={TestIds.partLinkEditor}
      title={t('partLinksTitle', { relation: t(RELATION_LABELS[relation]), partNumber: part.partNumber })}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.partLinkSave} disabled={busy} onClick={() => void save()}>{t('save')}</GuardedButton>
        </>
      }>
      <div className="part-links-editor">
        <ul className="part-link-chips" aria-label={t(RELATION_LABELS[relation])}>
          {chosen.length === 0 ? <li className="ws-muted">{t('partNoLinks')}</li> : null}
          {chosen.map((p) => (
            <li key={p.partId} className="part-link-chip" data-part-number={p.partNumber}>
              <span>{p.partNumber}</span>
              <button type="button" className="icon-button" aria-label={t('partLinksRemove', { partNumber: p.partNumber })}
                onClick={() => setChosen((list) => list.filter((x) => x.partId !== p.partId))}><Icon name="close" size={14} /></button>
            </li>
          ))}
        </ul>
        <form className="part-link-search" role="search" onSubmit={onSearch}>
          <input className="input" type="search" value={text} aria-label={t('partLinksSearch')} placeholder={t('partLinksSearch')} data-testid={TestIds.partLinkSearch}
            onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn-secondary btn-sm">{t('librarySearch')}</button>
        </form>
        <ul className="part-link-candidates" data-testid={TestIds.partLinkCandidates}>
          {candidates.state.kind === 'ready' && offered.length === 0 ? <li className="ws-muted">{t('partLinksNoMatch')}</li> : null}
          {offered.map((c) => (
            <li key={c.partId} data-part-number={c.partNumber}>
              <span className="library-part-number">{c.partNumber}</span>
              <span className="ws-muted">{c.description} · {parameterSummary(c, locale, 3)}</span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setChosen((list) => [...list, c])}><Icon name="plus" size={14} />{t('partLinksAdd')}</button>
            </li>
          ))}
        </ul>
      </div>
    </DraggableDialog>
  )
}
