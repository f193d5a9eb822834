import { useId, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { sessionState } from '../state/sessionState'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { useListKeys } from '../ui/useListKeys'
import { editorCommandUsable, editorPresence, runEditorCommand } from './editorCommandBus'
import { findFunctions, type FunctionGroup, type ProductFunction } from './functionCatalogue'

const GROUP_LABELS: Readonly<Record<FunctionGroup, UiKey>> = {
  screen: 'fnGroupScreen', library: 'fnGroupLibrary', editor: 'fnGroupEditor', report: 'fnGroupReport', account: 'fnGroupAccount',
}

/**
 * The function palette: a search box over every function of the product (screens, library views,
 * editor commands and reports) in the interface language and the other, and the functions it
 * finds, best first. Arrow keys move, Enter runs, a click runs; editor commands run in the open
 * harness editor and are greyed without one. `onDone` hears that a function ran (a dialog closes).
 */
export function FunctionPalette({ onDone, autoFocus = true }: { readonly onDone?: () => void; readonly autoFocus?: boolean }) {
  const { t, locale } = useI18n()
  const { user } = useSnapshot(sessionState)
  const presence = useSnapshot(editorPresence)
  const [query, setQuery] = useState('')
  const listId = useId()
  const found = useMemo(() => findFunctions(query, user?.roles ?? [], locale), [query, user, locale])
  const usable = (fn: ProductFunction) => fn.target.kind === 'route' || editorCommandUsable(fn.target.command, presence)

  const runFn = (fn: ProductFunction) => {
    if (fn.target.kind === 'route') void navigate(fn.target.path)
    else if (!runEditorCommand(fn.target.command)) return notify('info', t(presence.open ? 'fnNeedsEditing' : 'fnNeedsEditor'))
    onDone?.()
  }
  const { active, setActive, list, onKeyDown: onKey } = useListKeys(found.length, (i) => { runFn(found[i]!.fn) })

  return (
    <div className="fn-palette" data-testid={TestIds.fnPalette}>
      <input className="input fn-palette-input" type="search" role="combobox" aria-expanded="true" aria-controls={listId} aria-label={t('fnSearchLabel')}
        aria-activedescendant={found[active] ? `${listId}-${active}` : undefined} placeholder={t('fnSearchPlaceholder')} value={query} autoFocus={autoFocus}
        data-testid={TestIds.fnPaletteInput} onChange={(e) => { setQuery(e.target.value); setActive(0) }} onKeyDown={onKey} />
      <ul id={listId} ref={list} role="listbox" className="fn-palette-list" aria-label={t('fnResults')}>
        {found.length === 0 ? <li className="ws-muted fn-palette-empty">{t('fnNone')}</li> : null}
        {found.map(({ fn }, i) => (
          <li key={fn.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} aria-disabled={!usable(fn)} data-index={i} data-fn={fn.id}
            className={`fn-palette-item${i === active ? ' fn-palette-active' : ''}${usable(fn) ? '' : ' fn-palette-disabled'}`}
            onMouseEnter={() => setActive(i)} onClick={() => runFn(fn)}>
            <span className="fn-palette-name">{locale === 'en' ? fn.en : fn.zh}</span>
            <span className="fn-palette-other">{locale === 'en' ? fn.zh : fn.en}</span>
            <span className="badge">{t(GROUP_LABELS[fn.group])}</span>
            {usable(fn) ? null : <span className="ws-muted">{t(presence.open ? 'fnNeedsEditing' : 'fnNeedsEditor')}</span>}
          </li>
        ))}
      </ul>
      <p className="ws-muted fn-palette-hint">{t('fnHint')}</p>
    </div>
  )
}
