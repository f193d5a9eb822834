import { useCallback, useMemo, useState } from 'react'
import { Input, SearchField } from 'react-aria-components'
import type { CatalogPart, LibraryPartKind } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { kindName } from '../library/partText'
import { PartSymbol } from '../library/PartSymbol'
import { PART_DRAG_TYPE, PLACEABLE_KINDS, isDroppable, partsToList, pickKey, withPick } from './partPicks'
import { WindowedList } from './WindowedList'

/** Where the favourites and the recently used parts are kept (this browser). */
const FAVOURITES_KEY = 'harness-part-favourites'
const RECENT_KEY = 'harness-part-recent'

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function writeList(key: string, list: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // A full or refused storage forgets the list at the next visit.
  }
}

/**
 * The part panel: the library the file's team sees (built-in, global, team; narrowest first) by
 * kind, with the parts' symbols, a search over part numbers (with or without separators) and
 * descriptions, favourites (★) and recently used parts first. A click picks the part for its
 * tool (connector, wire, splice, clip, grommet): the canvas then places it, or draws wires of it.
 * When the selection holds records a part fits (generic connectors drawn first, say), its row
 * offers 应用 (apply): the part goes to those records (`assignPart`).
 */
export function PartPanel({ parts, picked, editable, onPick, applicable, onApply }: {
  readonly parts: readonly CatalogPart[]
  /** The key ({@link pickKey}) of the part the current tool places, if any. */
  readonly picked: string | null
  readonly editable: boolean
  readonly onPick: (part: CatalogPart) => void
  /** How many selected records a part of `kind` would go to (0: no apply button). */
  readonly applicable: (kind: LibraryPartKind) => number
  readonly onApply: (part: CatalogPart) => void
}) {
  const { t, locale } = useI18n()
  const [kind, setKind] = useState<LibraryPartKind>('connector')
  const [query, setQuery] = useState('')
  const [favourites, setFavourites] = useState(() => readList(FAVOURITES_KEY))
  const [recent, setRecent] = useState(() => readList(RECENT_KEY))
  const listed = useMemo(() => partsToList(parts, kind, query, favourites, recent), [parts, kind, query, favourites, recent])
  const load = useCallback(async (offset: number, limit: number) => ({ total: listed.length, rows: listed.slice(offset, offset + limit) }), [listed])

  const pick = (part: CatalogPart) => {
    const next = withPick(recent, pickKey(part), 'front')
    setRecent(next)
    writeList(RECENT_KEY, next)
    onPick(part)
  }
  const toggleFavourite = (part: CatalogPart) => {
    const next = withPick(favourites, pickKey(part), 'toggle')
    setFavourites(next)
    writeList(FAVOURITES_KEY, next)
  }

  return (
    <div className="ed-parts" data-testid="part-panel">
      <div className="ed-type-row" role="group" aria-label={t('edParts')}>
        {PLACEABLE_KINDS.map(({ kind: k }) => (
          <button key={k} type="button" className={`ed-chip${k === kind ? ' ed-chip-on' : ''}`} aria-pressed={k === kind} onClick={() => setKind(k)} data-testid={`part-kind-${k}`}>
            {kindName(k, locale).replace(/（.*）|\(.*\)/, '')}
          </button>
        ))}
      </div>
      <SearchField value={query} onChange={setQuery} aria-label={t('edPartSearch')} className="ed-search">
        <Input placeholder={t('edPartSearch')} data-testid="part-search" />
      </SearchField>
      {parts.length === 0 ? <p className="ed-muted">{t('edPartsEmpty')}</p> : null}
      <WindowedList<CatalogPart> load={load} loadKey={`${kind}|${query}|${favourites.join(',')}|${recent.join(',')}|${parts.length}|${picked}|${applicable(kind)}`} label={t('edParts')} testId="part-list"
        render={(part) => {
          const key = pickKey(part)
          const favourite = favourites.includes(key)
          return (
            <div className={`ed-part-row${picked === key ? ' ed-part-on' : ''}`}>
              <button type="button" className="ed-row-button" disabled={!editable} onClick={() => pick(part)} data-part={part.partNumber} title={part.description}
                // Dragged onto the canvas, the part is picked as a click picks it and placed where it is dropped.
                draggable={editable && isDroppable(part.kind)}
                onDragStart={(event) => {
                  event.dataTransfer.setData(PART_DRAG_TYPE, key)
                  event.dataTransfer.effectAllowed = 'copy'
                  pick(part)
                }}>
                <PartSymbol kind={part.kind} params={part.params} size={22} />
                <span className="ed-row-title">{part.partNumber}</span><span className="ed-row-detail">{part.description}</span>
              </button>
              {editable && applicable(part.kind) > 0 ? (
                <button type="button" className="ed-apply" data-testid="part-apply" onClick={() => onApply(part)} title={t('edPartApplyTitle', { count: applicable(part.kind) })}>{t('edPartApply')}</button>
              ) : null}
              <button type="button" className={`ed-star${favourite ? ' ed-star-on' : ''}`} aria-pressed={favourite} aria-label={t('edPartFavourite')} onClick={() => toggleFavourite(part)}>★</button>
            </div>
          )
        }} />
    </div>
  )
}
