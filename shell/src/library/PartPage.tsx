import { PART_KIND_DEFS, PER_METRE_KINDS, type LibraryView, type PartDetail, type PartRelation, type PartView } from '@harness/protocol'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { deletePart, getPart, listLibraries, setPartStatus } from '../api/libraryApi'
import { idFromSearch } from '../app/queryId'
import { navigate, routerState } from '../app/router'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { PageHeader } from '../ui/PageHeader'
import { SecondClickButton } from '../ui/SecondClickButton'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { LIBRARY_PATH, libraryName } from './LibraryPage'
import { LinkEditorDialog, RELATION_LABELS } from './LinkEditorDialog'
import { PartFormDialog, USAGE_LABELS } from './PartFormDialog'
import { PartSymbol } from './PartSymbol'
import { changedNames } from './changedNames'
import { formatNumber, formatParameter, kindName, parameterName, parameterSummary } from './partText'

const HISTORY_LABELS: Readonly<Record<PartDetail['history'][number]['action'], UiKey>> = {
  create: 'historyCreate', update: 'historyUpdate', status: 'historyStatus', links: 'historyLinks', builtin: 'historyBuiltin',
}

/** The relations a part of this kind keeps: a housing's terminals, seals and plugs, and every part's alternatives. */
function relationsOf(part: PartView): PartRelation[] {
  return part.kind === 'connector' ? ['terminal', 'seal', 'plug', 'alternative'] : ['alternative']
}

/** The library badge of a part. */
function LibraryBadge({ part, libraries }: { readonly part: PartView; readonly libraries: readonly LibraryView[] }) {
  const { t } = useI18n()
  const team = part.scope === 'team' ? libraries.find((l) => l.teamId === part.teamId) : undefined
  return <span className={`badge library-badge-${part.scope}`}>{libraryName(t, team ?? { scope: part.scope, name: '' })}</span>
}

/**
 * One part (/part?partId=…): its symbol, identity, makers, usage, weight and cost, every parameter
 * with its unit, the parts it takes or may be replaced by (editable by the library's managers), the
 * parts that reference it, and its whole history. Managers edit it, mark it invalid or normal, and
 * delete it when nothing references it.
 */
export function PartPage() {
  const { t, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const partId = idFromSearch(search, 'partId')
  const [refresh, setRefresh] = useState(0)
  const [editing, setEditing] = useState(false)
  const [linking, setLinking] = useState<PartRelation | null>(null)
  const detail = useRemote(partId === null ? null : `part:${partId}`, () => getPart(partId!), refresh)
  const libraries = useRemote('libraries', listLibraries)
  const { busy, run } = useBusyAction()
  const known = libraries.state.kind === 'ready' ? libraries.state.data : []
  const reload = () => setRefresh((n) => n + 1)
  const back = <Link to={LIBRARY_PATH} className="forum-back"><Icon name="arrowLeft" size={16} /><span>{t('partBack')}</span></Link>

  if (partId === null || detail.state.kind === 'failed') {
    return (
      <section className="ws-page" aria-labelledby="part-title">
        <PageHeader titleId="part-title" title={t('pagePart')} subtitle={t('partNotFound')} before={back} />
      </section>
    )
  }
  if (detail.state.kind === 'loading') return <Spinner label={t('loading')} />
  const { part, links, linkedFrom, history } = detail.state.data
  const def = PART_KIND_DEFS[part.kind]
  const perMetre = PER_METRE_KINDS.has(part.kind)

  const toggleStatus = async () => {
    const next = part.status === 'invalid' ? 'normal' : 'invalid'
    // Refused or not, the page reads the part again: a refusal is mostly "changed meanwhile".
    await run(() => setPartStatus(part.partId, part.version, next), (v) => t('partSavedAs', { version: v.version }))
    reload()
  }
  const remove = async () => {
    if ((await run(() => deletePart(part.partId), () => t('partDeleted', { partNumber: part.partNumber }))).ok) void navigate(LIBRARY_PATH)
  }
  const identity: [UiKey, string][] = [
    ['partKind', kindName(part.kind, locale)],
    ['partDescription', part.description || '—'],
    ['partManufacturer', part.manufacturer || '—'],
    ['partManufacturerNumber', part.manufacturerPartNumber || '—'],
    ['partSupplier', part.supplier || '—'],
    ['partSupplierNumber', part.supplierPartNumber || '—'],
    ['partUsage', t(USAGE_LABELS[part.usage])],
    ['partWeight', part.weight === null ? '—' : `${formatNumber(part.weight, locale)} ${perMetre ? 'g/m' : 'g'}`],
    ['partCost', part.unitCost === null ? '—' : `${formatNumber(part.unitCost, locale)} ${perMetre ? t('partPerMetre') : t('partPerPiece')}`],
    ['partUpdated', `${formatForumDate(part.updatedAt, locale)}${part.updatedBy ? ` · ${part.updatedBy}` : ''}`],
  ]

  return (
    <section className="ws-page part-page" aria-labelledby="part-title" data-testid={TestIds.partPage} data-part-id={part.partId}>
      <PageHeader titleId="part-title" title={part.partNumber} subtitle={part.description || kindName(part.kind, locale)} before={back}>
        <div className="ws-page-actions">
          <LibraryBadge part={part} libraries={known} />
          <span className="badge">{t('partVersion', { version: part.version })}</span>
          {part.status === 'invalid' ? <span className="badge badge-danger" data-testid={TestIds.partInvalidBadge}>{t('partStatusInvalid')}</span> : null}
          {part.canEdit ? (
            <>
              <GuardedButton size="sm" variant="secondary" testId={TestIds.partEdit} disabled={busy} onClick={() => setEditing(true)}><Icon name="edit" size={15} />{t('partEdit')}</GuardedButton>
              <GuardedButton size="sm" variant="secondary" testId={TestIds.partStatusToggle} disabled={busy} onClick={() => void toggleStatus()}>
                {t(part.status === 'invalid' ? 'partMarkNormal' : 'partMarkInvalid')}
              </GuardedButton>
              <SecondClickButton disabled={busy} testId={TestIds.partDelete} onConfirm={() => void remove()}>{t('partDelete')}</SecondClickButton>
            </>
          ) : null}
        </div>
      </PageHeader>
      <div className="part-grid">
        <section className="ws-card part-symbol-card" aria-label={t('partSymbol')}>
          <PartSymbol kind={part.kind} params={part.params} size={168} title={`${kindName(part.kind, locale)} ${part.partNumber}`} />
          <p className="ws-muted">{parameterSummary(part, locale, 6)}</p>
        </section>
        <section className="ws-card" aria-labelledby="part-identity">
          <h2 id="part-identity" className="ws-card-title">{t('partIdentity')}</h2>
          <dl className="part-facts">
            {identity.map(([key, value]) => <div key={key}><dt>{t(key)}</dt><dd>{value}</dd></div>)}
          </dl>
        </section>
        <section className="ws-card" aria-labelledby="part-params">
          <h2 id="part-params" className="ws-card-title">{t('partParameters')}</h2>
          <dl className="part-facts" data-testid={TestIds.partParams}>
            {def.parameters.map((p) => (
              <div key={p.key} data-key={p.key}><dt>{parameterName(p, locale)}</dt><dd>{formatParameter(p, part.params[p.key], locale)}</dd></div>
            ))}
          </dl>
        </section>
        <section className="ws-card part-links" aria-labelledby="part-links" data-testid={TestIds.partLinks}>
          <h2 id="part-links" className="ws-card-title">{t('partLinks')}</h2>
          {relationsOf(part).map((relation) => {
            const of = links.filter((l) => l.relation === relation)
            return (
              <div key={relation} className="part-relation" data-relation={relation}>
                <h3>{t(RELATION_LABELS[relation])}</h3>
                {of.length === 0 ? <p className="ws-muted">{t('partNoLinks')}</p> : (
                  <ul>
                    {of.map((l) => (
                      <li key={l.part.partId}>
                        <PartSymbol kind={l.part.kind} params={l.part.params} size={18} />
                        <Link to={`/part?partId=${l.part.partId}`} className="library-part-number">{l.part.partNumber}</Link>
                        <span className="ws-muted">{parameterSummary(l.part, locale, 2)}</span>
                        {l.part.status === 'invalid' ? <span className="badge badge-danger">{t('partStatusInvalid')}</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
                {part.canEdit ? (
                  <button type="button" className="btn btn-ghost btn-sm" data-testid={TestIds.partLinksEdit} data-relation={relation} onClick={() => setLinking(relation)}>
                    <Icon name="link" size={14} />{t('partLinksEdit')}
                  </button>
                ) : null}
              </div>
            )
          })}
          <h3>{t('partLinkedFrom')}</h3>
          {linkedFrom.length === 0 && detail.state.data.linkedFromHidden === 0 ? <p className="ws-muted">{t('partNoLinks')}</p> : null}
          {detail.state.data.linkedFromHidden > 0 ? <p className="ws-muted" data-testid={TestIds.partLinkedHidden}>{t('partLinkedHidden', { count: detail.state.data.linkedFromHidden })}</p> : null}
          {linkedFrom.length === 0 ? null : (
            <ul data-testid={TestIds.partLinkedFrom}>
              {linkedFrom.map((l) => (
                <li key={`${l.relation}:${l.part.partId}`}>
                  <Link to={`/part?partId=${l.part.partId}`} className="library-part-number">{l.part.partNumber}</Link>
                  <span className="ws-muted">{t(RELATION_LABELS[l.relation])} · {l.part.description}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="ws-card part-uses" aria-labelledby="part-uses" data-testid={TestIds.partUsedIn}>
          <h2 id="part-uses" className="ws-card-title"><Icon name="harness" size={16} />{t('partUsedIn')}</h2>
          {detail.state.data.usedIn.length === 0 ? <p className="ws-muted">{t('partUsedNowhere')}</p> : (
            <ul>
              {detail.state.data.usedIn.map((use) => (
                <li key={use.fileId} data-file-id={use.fileId}>
                  <Link to={`/editor/harness?fileId=${use.fileId}`}>{use.fileName}</Link>
                  <span className="ws-muted">{use.projectName} · {t('partUses', { count: use.uses })}</span>
                </li>
              ))}
            </ul>
          )}
          {detail.state.data.usedInFiles > detail.state.data.usedIn.length ? (
            <p className="ws-muted">{t('partUsedElsewhere', { count: detail.state.data.usedInFiles - detail.state.data.usedIn.length })}</p>
          ) : null}
        </section>
        <section className="ws-card part-history" aria-labelledby="part-history">
          <h2 id="part-history" className="ws-card-title"><Icon name="history" size={16} />{t('partHistory')}</h2>
          <ol data-testid={TestIds.partHistory}>
            {history.map((h) => (
              <li key={h.version} data-version={h.version}>
                <span className="badge">v{h.version}</span>
                <strong>{t(HISTORY_LABELS[h.action])}</strong>
                <span className="ws-muted">{h.author ?? t('historySystem')} · {formatForumDate(h.at, locale)}</span>
                {h.changed.length > 0 && h.version > 1 ? (
                  <span className="part-history-changed">{t('historyChanged', { fields: changedNames(part.kind, h.changed, locale, t) })}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {editing ? <PartFormDialog part={part} onClose={() => setEditing(false)} onSaved={() => { setEditing(false); reload() }} onStale={() => { setEditing(false); reload() }} /> : null}
      {linking ? (
        <LinkEditorDialog part={part} relation={linking} linked={links.filter((l) => l.relation === linking).map((l) => l.part)}
          onClose={() => setLinking(null)} onSaved={() => { setLinking(null); reload() }} onStale={() => { setLinking(null); reload() }} />
      ) : null}
    </section>
  )
}

