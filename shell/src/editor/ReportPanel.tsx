import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { onEditorCommand } from '../search/editorCommandBus'
import type { EditorCommandName } from '../search/functionCatalogue'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { HeightSplitter } from './HeightSplitter'
import { WindowedList } from './WindowedList'
import { extendsSelection } from './listSelection'
import { useSettled } from './useSettled'
import { useReportExport } from './useReportExport'
import { ManufacturingFieldsDialog } from './ManufacturingFieldsDialog'
import { numericCell, reportCellText } from './reportCellText'

type ReportKind = 'cut-table' | 'assembly' | 'bom' | 'manufacturing-bom'
const KINDS: readonly (readonly [ReportKind, UiKey])[] = [
  ['cut-table', 'edReportCut'], ['assembly', 'edReportAssembly'], ['bom', 'edReportBom'], ['manufacturing-bom', 'edReportMbom'],
]

/** Width of a report column of `chars` characters, in CSS px. */
const columnPx = (chars: number) => Math.max(48, chars * 9)

/**
 * The last column of each report that stays at the left while its columns scroll sideways: the
 * row's name (a cut-table line's wire number, an assembly step's operation, a BOM line's part
 * number) with the columns before it.
 */
const FROZEN_THROUGH: Readonly<Record<ReportKind, string>> = { 'cut-table': 'wireNumber', assembly: 'operation', bom: 'partNumber', 'manufacturing-bom': 'partNumber' }

/** The class and the sticky offset (CSS px) of column `i` when it is frozen (`lefts` holds one offset per frozen column). */
function frozenCell(i: number, lefts: readonly number[]): { className?: string; left?: number } {
  if (i >= lefts.length) return {}
  return { className: i === lefts.length - 1 ? 'ed-report-frozen ed-report-frozen-last' : 'ed-report-frozen', left: lefts[i] }
}

/** The open panel's height in CSS px at first, and the least it takes; the most leaves the canvas 160 px. */
const PANEL_PX = { initial: 260, min: 120, canvasLeft: 160 }

/** Where this browser keeps the panel's height. */
const HEIGHT_KEY = 'harness.reportHeight'

/** The panel height kept in this browser, or the initial one. */
function keptHeight(): number {
  try {
    const kept = Number(localStorage.getItem(HEIGHT_KEY))
    return Number.isFinite(kept) && kept >= PANEL_PX.min && kept <= 4000 ? kept : PANEL_PX.initial
  } catch {
    return PANEL_PX.initial
  }
}

/** One loaded row of a report: its cells and the records it is about. */
interface ReportRow {
  readonly cells: ReadonlyArray<string | number | null>
  readonly ids: readonly string[]
}

/** How long the document must stay at a version before an open report follows it, in ms. */
const REPORT_SETTLE_MS = 300

/** The reports the function palette opens, by its command. */
const PALETTE_REPORTS: Partial<Record<EditorCommandName, ReportKind>> = {
  reportCutTable: 'cut-table', reportAssembly: 'assembly', reportBom: 'bom', reportManufacturingBom: 'manufacturing-bom',
}

/**
 * The report panel under the canvas: the wire-cut table, the assembly table, the BOM and the
 * manufacturing BOM of the current version, as windowed tables fed by the worker (a 100,000-row
 * cut table holds only the rows shown); a row selects its records on the canvas (a cut-table row
 * its wire, an assembly step its parts, a BOM row every part it counts). Folded by default: the report is
 * built when the panel opens and again after changes while it is open, once the document has
 * stayed at a version for {@link REPORT_SETTLE_MS} (not on every step of a drag). The open report
 * exports to Excel from a report worker of its own, with a progress bar. A manufacturing-BOM line's
 * fields (the file's manufacturing BOM state) open for editing from the line picked last, or a
 * double click on it.
 */
export function ReportPanel({ engine, version, fileName, editable, onSelect, selection, parts, libraryStamp }: {
  readonly engine: EngineClient
  readonly version: number
  /** The part library the editor checks against (for the Excel export), and its stamp: a new library shows the report again. */
  readonly parts: unknown
  readonly libraryStamp: number
  readonly fileName: string
  /** The file is open in edit mode: the manufacturing fields can be changed. */
  readonly editable: boolean
  /** Selects a row's records; `extend` (Shift, Ctrl or ⌘ held) adds them to the selection or takes them out. */
  readonly onSelect: (ids: readonly string[], extend: boolean) => void
  /** The records selected: a row whose records are all among them is marked. */
  readonly selection: readonly string[]
}) {
  const { t, locale } = useI18n()
  const exporter = useReportExport(engine, fileName, parts)
  const [kind, setKind] = useState<ReportKind | null>(null)
  // The open panel's height, set with the splitter on its top edge and kept in this browser.
  const [height, setHeight] = useState(keptHeight)
  const section = useRef<HTMLElement>(null)
  // The room the panel and the canvas share (their column's height): the panel leaves the canvas
  // at least 160 px of it, whatever height was kept (a smaller window, a kept 700 px).
  const [room, setRoom] = useState(0)
  useEffect(() => {
    const column = section.current?.parentElement
    if (!column) return
    const observer = new ResizeObserver(() => setRoom(column.clientHeight))
    observer.observe(column)
    setRoom(column.clientHeight)
    return () => observer.disconnect()
  }, [])
  const most = room > 0 ? Math.max(PANEL_PX.min, room - PANEL_PX.canvasLeft) : Infinity
  const shown = Math.min(height, most)
  const keepHeight = useCallback((h: number) => {
    try { localStorage.setItem(HEIGHT_KEY, String(h)) } catch { /* refused: the next visit starts at the initial height */ }
  }, [])
  // The manufacturing BOM's line picked last (its item number), and the line whose fields are open.
  const [pickedItem, setPickedItem] = useState<number | null>(null)
  const [editedItem, setEditedItem] = useState<number | null>(null)
  // The function palette (Ctrl+K) opens a report by name.
  useEffect(() => onEditorCommand((command) => {
    const opened = PALETTE_REPORTS[command]
    if (opened) setKind(opened)
  }), [])
  // Looked up by the rows shown; not made while the panel is folded (select all at XL is 10⁵ ids).
  const selected = useMemo(() => (kind === null ? NOTHING_SELECTED : new Set(selection)), [selection, kind])
  const [columns, setColumns] = useState<ReadonlyArray<{ key: string; zh: string; en: string; width: number; numeric?: true; decimals?: number }>>([])
  const language = locale === 'zh-CN' ? 'zh' : 'en'
  // The report follows the document once its version has stayed put a moment (see useSettled).
  const shownVersion = useSettled(version, REPORT_SETTLE_MS)
  // Item numbers belong to one report: a new kind or version forgets the pick.
  useEffect(() => setPickedItem(null), [kind, shownVersion])
  // While the version has not settled, a window scrolled to waits rather than asking the worker,
  // which answers for its newest version (two versions would mix in one table, and a whole report
  // be rebuilt per drag step). Once the version settles the list asks again under the new key and
  // drops what the waiting loads answer.
  const unsettled = useRef(false)
  unsettled.current = version !== shownVersion
  const waiting = useRef<Array<() => void>>([])
  useEffect(() => {
    const release = () => {
      const waiters = waiting.current
      waiting.current = []
      for (const resolve of waiters) resolve()
    }
    release()
    return release
  }, [shownVersion])
  // The column each report's rows are sorted by (a heading clicked: rising, falling, then the
  // report's own order), kept per report so another report never loads under this one's sort.
  const [sorts, setSorts] = useState<Partial<Record<ReportKind, { readonly column: string; readonly descending: boolean } | null>>>({})
  const sort = kind === null ? null : sorts[kind] ?? null
  const setSort = (next: { readonly column: string; readonly descending: boolean } | null) => { if (kind !== null) setSorts((all) => ({ ...all, [kind]: next })) }
  const load = useCallback(async (offset: number, limit: number) => {
    if (kind === null) return { total: 0, rows: [] as ReportRow[] }
    if (unsettled.current) {
      await new Promise<void>((resolve) => waiting.current.push(resolve))
      return { total: 0, rows: [] as ReportRow[] }
    }
    const answer = await engine.api.reportWindow(kind, language, offset, limit, sort)
    if (!answer.ok) return { total: 0, rows: [] as ReportRow[] }
    setColumns(answer.columns)
    return { total: answer.total, rows: answer.rows.map((cells, i) => ({ cells, ids: answer.rowIds[i] ?? [] })) }
  }, [engine, kind, language, sort])
  const width = columns.reduce((n, c) => n + columnPx(c.width), 0)
  // The frozen columns' offsets from the left (one per frozen column; at least the first).
  const lefts = useMemo(() => {
    const through = kind ? columns.findIndex((c) => c.key === FROZEN_THROUGH[kind]) : -1
    const out: number[] = []
    for (let i = 0, at = 0; i < Math.max(1, through + 1) && i < columns.length; i++) {
      out.push(at)
      at += columnPx(columns[i]!.width)
    }
    return out
  }, [kind, columns])
  // The rows scroll sideways in their list; the header follows them, its frozen columns held at
  // the left like the rows' (a CSS variable, no render).
  const table = useRef<HTMLDivElement>(null)
  const scrolledSideways = useCallback((left: number) => {
    table.current?.style.setProperty('--sx', `${left}px`)
    table.current?.classList.toggle('ed-report-scrolled', left > 0)
  }, [])

  return (
    <section ref={section} className={`ed-reports${kind ? ' ed-reports-open' : ''}`} aria-label={t('edReports')} style={kind ? { height: shown } : undefined}>
      {kind === null ? null : (
        <HeightSplitter height={shown} min={PANEL_PX.min} max={most} initial={PANEL_PX.initial} label={t('edReportResize')} testId="report-splitter"
          onHeight={setHeight} onDone={keepHeight} />
      )}
      <div className="ed-reports-bar" role="tablist" aria-label={t('edReports')}>
        {KINDS.map(([k, label]) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} className={`ed-chip${kind === k ? ' ed-chip-on' : ''}`} data-testid={`report-${k}`}
            onClick={() => setKind(kind === k ? null : k)}>{t(label)}</button>
        ))}
        {kind === null ? null : (
          <span className="ed-report-export">
            {exporter.progress ? (
              <>
                <progress max={exporter.progress.total || 1} value={exporter.progress.phase === 'write' ? exporter.progress.done : undefined} aria-label={t('edExporting')} data-testid="report-export-progress" />
                <span className="ed-muted">{t(`edExportPhase_${exporter.progress.phase}`)}</span>
              </>
            ) : null}
            {kind === 'manufacturing-bom' ? (
              <button type="button" className="btn btn-secondary btn-sm" data-testid="report-edit-line" disabled={pickedItem === null}
                onClick={() => setEditedItem(pickedItem)}>{t('edEditLine')}</button>
            ) : null}
            <button type="button" className="btn btn-secondary btn-sm" data-testid="report-export" disabled={exporter.progress !== null}
              onClick={() => void exporter.exportXlsx(kind, language, t(KINDS.find(([k]) => k === kind)![1]))}>{t('edExportXlsx')}</button>
          </span>
        )}
      </div>
      {kind === null ? null : (
        <div className="ed-report-scroll" ref={table}>
          <div className="ed-report-head" style={{ width }}>
            {columns.map((c, i) => {
              const sorted = sort?.column === c.key ? sort : null
              return (
                <span key={c.key} role="columnheader" aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : 'none'} className={cellClass(frozenCell(i, lefts).className, c.numeric === true)} style={{ width: columnPx(c.width) }}>
                  <button type="button" className="ed-report-sort" data-testid={`report-sort-${c.key}`} title={t('edSortBy')}
                    onClick={() => setSort(nextSort(sort, c.key))}>
                    {language === 'zh' ? c.zh : c.en}{sorted ? (sorted.descending ? ' ▼' : ' ▲') : ''}
                  </button>
                </span>
              )
            })}
          </div>
          <div className="ed-report-body">
            <WindowedList<ReportRow> load={load} loadKey={`${kind}|${language}|${shownVersion}|${libraryStamp}|${sort ? `${sort.column}|${sort.descending}` : ''}`} label={t('edReports')} testId="report-rows"
              width={width} onScrollLeft={scrolledSideways}
              render={(row) => (
                <button type="button" className={`ed-report-row${rowMark(kind === 'manufacturing-bom' && row.cells[0] === pickedItem, row.ids, selected)}`}
                  aria-pressed={row.ids.length > 0 && row.ids.every((id) => selected.has(id))}
                  disabled={row.ids.length === 0 && kind !== 'manufacturing-bom'}
                  onClick={(e) => {
                    if (kind === 'manufacturing-bom' && typeof row.cells[0] === 'number') setPickedItem(row.cells[0])
                    if (row.ids.length > 0) onSelect(row.ids, extendsSelection(e))
                  }}
                  onDoubleClick={() => { if (kind === 'manufacturing-bom' && typeof row.cells[0] === 'number') setEditedItem(row.cells[0]) }}>
                  {row.cells.map((cell, i) => {
                    const frozen = frozenCell(i, lefts)
                    return <span key={i} className={cellClass(frozen.className, numericCell(cell))} style={{ width: columnPx(columns[i]?.width ?? 8), left: frozen.left }}>{reportCellText(columns[i], cell)}</span>
                  })}
                </button>
              )} />
          </div>
        </div>
      )}
      <ManufacturingFieldsDialog engine={engine} item={editedItem} version={shownVersion} editable={editable} onClose={() => setEditedItem(null)} />
    </section>
  )
}

/** A cell's classes: its frozen-column class, if any, and `ed-cell-num` for figures (aligned right). */
function cellClass(frozen: string | undefined, numeric: boolean): string | undefined {
  return numeric ? (frozen ? `${frozen} ed-cell-num` : 'ed-cell-num') : frozen
}

/** The sort after a click on column `column`'s heading: rising, then falling, then none. */
export function nextSort(sort: { readonly column: string; readonly descending: boolean } | null, column: string): { column: string; descending: boolean } | null {
  if (sort?.column !== column) return { column, descending: false }
  return sort.descending ? null : { column, descending: true }
}

/** The selection of a folded panel. */
const NOTHING_SELECTED: ReadonlySet<string> = new Set()

/**
 * The class a report row is marked with: the manufacturing BOM's line picked last, else a row
 * whose records (`ids`, at least one) are all selected, whether by the row or on the canvas.
 */
function rowMark(picked: boolean, ids: readonly string[], selected: ReadonlySet<string>): string {
  if (picked) return ' ed-report-row-picked'
  return ids.length > 0 && ids.every((id) => selected.has(id)) ? ' ed-report-row-selected' : ''
}
