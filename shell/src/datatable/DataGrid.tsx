import {
  useEffect, useId, useLayoutEffect, useRef, useState,
  type ClipboardEvent, type KeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject,
} from 'react'
import { useSnapshot } from 'valtio'
import type { ColumnType, DataColumn } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { displayCell, type BooleanWords } from './cellInput'
import {
  HEADER_HEIGHT, ROW_HEIGHT, clampColumnWidth, columnOffsets, defaultColumnWidth, rowNumberWidth, scrollToColumn,
} from './columnLayout'
import { moveSelection, rectContains, selectCell, selectionRect, type CellPos } from './gridSelection'
import { commitEditing, startEditing, type TableEditorState } from './tableEditorState'
import { rowWindow, scrollToRow } from './virtualWindow'

/** Props of {@link DataGrid}. */
export interface DataGridProps {
  readonly store: TableEditorState
  readonly words: BooleanWords
  readonly label: string
  readonly rowNumberLabel: string
  readonly addRowLabel: string
  readonly emptyLabel: string
  readonly problemText: (key: UiKey) => string
  readonly typeLabel: (type: ColumnType) => string
  /** The menu button of a column's heading (none when read-only). */
  readonly columnMenu: (index: number, column: DataColumn) => ReactNode
  /** The grid's scrolling element; focusing it focuses the grid's input. */
  readonly gridRef: RefObject<HTMLDivElement | null>
  /** Key presses in the grid (the page tells a cell being edited from selection work by the store). */
  readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  readonly onCopy: (event: ClipboardEvent<HTMLTextAreaElement>) => void
  readonly onCut: (event: ClipboardEvent<HTMLTextAreaElement>) => void
  readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void
  readonly onAppendRow: () => void
  /** Called when a click could not leave the cell being edited (its text does not fit). */
  readonly onEditProblem: (problem: UiKey) => void
  /** A cell to mark as the current find match. */
  readonly highlight: CellPos | null
}

/** Where a pointer press landed: a cell, a row number (whole row) or a heading (whole column). */
type Hit = { readonly kind: 'cell'; readonly pos: CellPos } | { readonly kind: 'row'; readonly row: number } | { readonly kind: 'column'; readonly column: number }

function hitOf(target: EventTarget | null): Hit | null {
  const el = (target as HTMLElement | null)?.closest<HTMLElement>('[data-row],[data-column-head]')
  if (!el) return null
  if (el.dataset.columnHead !== undefined) return { kind: 'column', column: Number(el.dataset.columnHead) }
  const row = Number(el.dataset.row)
  return el.dataset.column === undefined ? { kind: 'row', row } : { kind: 'cell', pos: { row, column: Number(el.dataset.column) } }
}

/**
 * The table grid, virtualised: only the rows in view (and a few beyond) are in the DOM, every row
 * the same height, the heading row and the row numbers sticky, so scrolling through 100,000 rows
 * draws about forty rows a frame. Mouse: click selects, Shift+click or drag extends, a row number
 * or heading selects its row or column, double click edits, dragging a heading's right edge
 * resizes. The keyboard works through one text area that always sits on the focus cell: invisible
 * while cells are selected, it becomes the cell editor the moment text arrives, so typing, pasting
 * and an input method's composition (Chinese, Japanese) start editing in place, as in a
 * spreadsheet. Keys and the clipboard are handled by the page through the callbacks.
 */
export function DataGrid(props: DataGridProps) {
  const { store, words, gridRef } = props
  const snap = useSnapshot(store)
  const { table, selection, editing, readOnly } = snap
  const id = useId()
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState({ width: 800, height: 600 })
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(new Map())
  const dragging = useRef<'select' | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const frame = useRef(0)

  const columnWidths = table.columns.map((c) => widths.get(c.key) ?? defaultColumnWidth(c))
  const numberWidth = rowNumberWidth(table.rows.length)
  const { lefts, total } = columnOffsets(columnWidths, numberWidth)
  const bodyHeight = viewport.height - HEADER_HEIGHT
  const visible = rowWindow(scrollTop, bodyHeight, ROW_HEIGHT, table.rows.length)
  const rect = selectionRect(selection)
  const focus = selection.focus

  useLayoutEffect(() => {
    const el = gridRef.current
    if (!el) return
    const observer = new ResizeObserver(() => setViewport({ width: el.clientWidth, height: el.clientHeight }))
    observer.observe(el)
    setViewport({ width: el.clientWidth, height: el.clientHeight })
    return () => observer.disconnect()
  }, [gridRef])

  // Keep the focus cell in view whenever it moves.
  useEffect(() => {
    const el = gridRef.current
    if (!el || table.rows.length === 0) return
    const top = scrollToRow(focus.row, el.scrollTop, el.clientHeight - HEADER_HEIGHT, ROW_HEIGHT)
    if (top !== null) el.scrollTop = top
    const left = lefts[focus.column]
    const width = columnWidths[focus.column]
    if (left !== undefined && width !== undefined) {
      const x = scrollToColumn(left, width, el.scrollLeft, el.clientWidth, numberWidth)
      if (x !== null) el.scrollLeft = x
    }
    // Only a move of the focus scrolls; widths changing under a still focus do not.
  }, [focus.row, focus.column, gridRef])

  const onScroll = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const el = gridRef.current
      if (el) setScrollTop(el.scrollTop)
    })
  }

  /** Leaves the cell being edited; false when its text does not fit (editing goes on). */
  const leaveEditing = (): boolean => {
    if (!store.editing) return true
    const problem = commitEditing(store)
    if (problem) props.onEditProblem(problem)
    return problem === null
  }

  const select = (hit: Hit, extend: boolean) => {
    const rows = store.table.rows.length
    const columns = store.table.columns.length
    if (hit.kind === 'cell') store.selection = moveSelection(store.selection, hit.pos, extend, rows, columns)
    else if (hit.kind === 'row') {
      const anchor = extend ? { row: store.selection.anchor.row, column: 0 } : { row: hit.row, column: 0 }
      store.selection = { anchor, focus: { row: hit.row, column: Math.max(0, columns - 1) } }
    } else {
      const anchor = extend ? { row: 0, column: store.selection.anchor.column } : { row: 0, column: hit.column }
      store.selection = { anchor, focus: { row: Math.max(0, rows - 1), column: hit.column } }
    }
  }

  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('textarea, button, [data-resize]')) return
    const hit = hitOf(event.target)
    if (!hit) return
    if (!leaveEditing()) {
      event.preventDefault()
      return
    }
    select(hit, event.shiftKey)
    dragging.current = hit.kind === 'cell' ? 'select' : null
    input.current?.focus({ preventScroll: true })
    event.preventDefault()
  }

  const onMouseMove = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (dragging.current !== 'select' || (event.buttons & 1) === 0) return
    const hit = hitOf(event.target)
    if (hit?.kind === 'cell') select(hit, true)
  }

  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const hit = hitOf(event.target)
    if (hit?.kind !== 'cell' || readOnly) return
    store.selection = selectCell(hit.pos)
    startEditing(store, 'edit', words)
  }

  const startResize = (event: ReactPointerEvent<HTMLDivElement>, column: DataColumn, start: number) => {
    event.preventDefault()
    event.stopPropagation()
    const handle = event.currentTarget
    handle.setPointerCapture(event.pointerId)
    const x0 = event.clientX
    const move = (e: PointerEvent) => setWidths((m) => new Map(m).set(column.key, clampColumnWidth(start + e.clientX - x0)))
    const up = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', up)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', up)
  }

  // Editing begun with F2, Enter or a double click puts the caret after the text it starts with.
  const editKey = editing?.mode === 'edit' ? `${editing.pos.row}:${editing.pos.column}` : ''
  useLayoutEffect(() => {
    const el = input.current
    if (!el || editKey === '') return
    el.focus({ preventScroll: true })
    el.setSelectionRange(el.value.length, el.value.length)
  }, [editKey])

  const cellId = (pos: CellPos) => `${id}-r${pos.row}-c${pos.column}`
  const focusVisible = focus.row >= visible.first && focus.row <= visible.last && table.rows.length > 0
  const rows: ReactNode[] = []
  for (let r = visible.first; r <= visible.last; r++) {
    const row = table.rows[r]!
    const inRows = r >= rect.top && r <= rect.bottom
    rows.push(
      <div key={row.id} role="row" aria-rowindex={r + 2} className="dt-row" style={{ top: r * ROW_HEIGHT, width: total }}>
        <div role="rowheader" className={`dt-rownum${inRows ? ' dt-rownum-selected' : ''}`} data-row={r} style={{ width: numberWidth }}>{r + 1}</div>
        {table.columns.map((column, c) => {
          const pos = { row: r, column: c }
          const isFocus = r === focus.row && c === focus.column
          const isEditing = editing !== null && editing.pos.row === r && editing.pos.column === c
          const selected = inRows && rectContains(rect, pos)
          const value = row.cells[c] ?? null
          const classes = ['dt-cell', `dt-cell-${column.type}`, selected ? 'dt-cell-selected' : '', isFocus ? 'dt-cell-focus' : '',
            props.highlight && props.highlight.row === r && props.highlight.column === c ? 'dt-cell-match' : ''].filter(Boolean).join(' ')
          return (
            <div key={column.key} id={cellId(pos)} role="gridcell" aria-colindex={c + 2} aria-selected={selected} className={classes}
              data-row={r} data-column={c} style={{ left: lefts[c], width: columnWidths[c] }} title={typeof value === 'string' && value.length > 20 ? value : undefined}>
              {isEditing ? null : displayCell(value, words)}
            </div>
          )
        })}
      </div>,
    )
  }

  const inputLeft = lefts[focus.column] ?? numberWidth
  const inputWidth = columnWidths[focus.column] ?? 0
  const lines = editing ? editing.text.split('\n').length : 1
  const problem = editing?.problem ? props.problemText(editing.problem) : null

  return (
    <div ref={gridRef} className="dt-grid" role="grid" tabIndex={-1} aria-label={props.label} aria-readonly={readOnly}
      aria-multiselectable="true" aria-rowcount={table.rows.length + 1} aria-colcount={table.columns.length + 1} data-testid={TestIds.dtGrid}
      onFocus={(e) => { if (e.target === e.currentTarget) input.current?.focus({ preventScroll: true }) }}
      onScroll={onScroll} onMouseDown={onMouseDown} onMouseMove={onMouseMove}
      onMouseUp={() => { dragging.current = null }} onDoubleClick={onDoubleClick}>
      <div className="dt-canvas" style={{ width: total, height: HEADER_HEIGHT + table.rows.length * ROW_HEIGHT + (readOnly ? 0 : ROW_HEIGHT) }}>
        <div role="row" aria-rowindex={1} className="dt-head" style={{ width: total, height: HEADER_HEIGHT }}>
          <div role="columnheader" className="dt-corner" style={{ width: numberWidth }}>{props.rowNumberLabel}</div>
          {table.columns.map((column, c) => (
            <div key={column.key} role="columnheader" aria-colindex={c + 2} data-column-head={c} data-testid={TestIds.dtColumnHead}
              className={`dt-head-cell${c >= rect.left && c <= rect.right ? ' dt-head-selected' : ''}`} style={{ left: lefts[c], width: columnWidths[c] }}>
              <span className="dt-head-name" title={column.name}>{column.name}</span>
              <span className="dt-head-meta">{props.typeLabel(column.type)}{column.unit ? ` · ${column.unit}` : ''}</span>
              {props.columnMenu(c, column)}
              <div className="dt-resize" data-resize onPointerDown={(e) => startResize(e, column, columnWidths[c]!)} />
            </div>
          ))}
        </div>
        <div className="dt-body" style={{ height: table.rows.length * ROW_HEIGHT }}>{rows}</div>
        {readOnly ? null : table.columns.length === 0 ? (
          <p className="dt-empty-note">{props.emptyLabel}</p>
        ) : (
          <button type="button" className="dt-add-row" style={{ width: Math.min(total, viewport.width) }}
            data-testid={TestIds.dtAddRow} onMouseDown={(e) => e.stopPropagation()} onClick={props.onAppendRow}>{props.addRowLabel}</button>
        )}
        <textarea ref={input} className={editing ? 'dt-editor' : 'dt-catcher'} value={editing ? editing.text : ''} rows={1} spellCheck={false}
          readOnly={readOnly} aria-label={props.label} aria-describedby={problem ? 'dt-editor-problem' : focusVisible ? cellId(focus) : undefined}
          aria-invalid={problem !== null} data-testid={editing ? TestIds.dtCellEditor : undefined}
          style={{ top: HEADER_HEIGHT + focus.row * ROW_HEIGHT, left: inputLeft, width: inputWidth, height: editing ? Math.max(ROW_HEIGHT, lines * 18 + 8) : ROW_HEIGHT }}
          onChange={(e) => {
            const text = e.target.value
            if (store.editing) {
              store.editing.text = text
              store.editing.problem = null
            } else if (text !== '') startEditing(store, 'enter', words, text)
          }}
          onCompositionStart={() => { if (!store.editing) startEditing(store, 'enter', words, '') }}
          onKeyDown={props.onKeyDown} onCopy={props.onCopy} onCut={props.onCut} onPaste={props.onPaste} />
        {problem ? (
          <div id="dt-editor-problem" role="alert" className="dt-editor-problem" data-testid={TestIds.dtCellProblem}
            style={{ top: HEADER_HEIGHT + (focus.row + 1) * ROW_HEIGHT + 2, left: inputLeft }}>{problem}</div>
        ) : null}
      </div>
    </div>
  )
}
