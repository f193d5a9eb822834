import { DATATABLE_LIMITS, cellToText, readDelimited, writeDelimited, type DataTable } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import { checkCellInput } from './cellInput'
import type { CellPos, CellRect } from './gridSelection'
import type { CellChange, PlacedRow, TableEdit } from './tableEdits'

/**
 * Copy and paste of rectangular ranges in the format spreadsheets use on the clipboard: rows on
 * CRLF lines, cells separated by tabs, a cell with a tab, quote or line break in quotes. Pasting
 * checks every value against its target column first and changes nothing when one does not fit;
 * rows past the end of the table are added, columns past its right edge are left out; one copied
 * cell pasted onto a larger selection fills the selection.
 */

/** The clipboard text of the cells in `rect`. */
export function rangeToClipboard(table: DataTable, rect: CellRect): string {
  const records: string[][] = []
  for (let r = rect.top; r <= rect.bottom; r++) {
    const cells = table.rows[r]!.cells
    const record: string[] = []
    for (let c = rect.left; c <= rect.right; c++) record.push(cellToText(cells[c] ?? null))
    records.push(record)
  }
  return writeDelimited(records, '\t')
}

/** The cells of clipboard text, or null when it is not tab-separated cells (an unclosed quote). */
export function parseClipboard(text: string): string[][] | null {
  const read = readDelimited(text, '\t', { records: DATATABLE_LIMITS.rows, fields: DATATABLE_LIMITS.columns * 4 })
  return read.ok ? read.value.records : null
}

/** A paste that can be applied, or the first cell that does not fit. */
export type PastePlan =
  | { readonly ok: true; readonly edit: TableEdit; readonly rowsAdded: number; readonly columnsLeftOut: number }
  | { readonly ok: false; readonly problem: UiKey; readonly row: number; readonly column: string }

/**
 * Plans pasting `cells` at the selection `target` (its top-left cell, or the whole of it when one
 * cell is pasted); `newIds` supplies ids for rows added at the end.
 */
export function planPaste(table: DataTable, target: CellRect, cells: readonly (readonly string[])[], newIds: (count: number) => string[]): PastePlan {
  const single = cells.length === 1 && cells[0]!.length === 1
  const height = single ? target.bottom - target.top + 1 : cells.length
  const width = single ? target.right - target.left + 1 : Math.max(...cells.map((r) => r.length))
  const columns = Math.min(width, table.columns.length - target.left)
  const changes: CellChange[] = []
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < columns; c++) {
      const text = single ? cells[0]![0]! : cells[r]![c] ?? ''
      const pos: CellPos = { row: target.top + r, column: target.left + c }
      const column = table.columns[pos.column]!
      const check = checkCellInput(column.type, text)
      if (!check.ok) return { ok: false, problem: check.problem, row: pos.row + 1, column: column.name }
      changes.push({ row: pos.row, column: pos.column, value: check.value })
    }
  }
  const missing = Math.max(0, target.top + height - table.rows.length)
  if (table.rows.length + missing > DATATABLE_LIMITS.rows) return { ok: false, problem: 'dtTooManyRows', row: DATATABLE_LIMITS.rows + 1, column: '' }
  const ids = newIds(missing)
  const empty = table.columns.map(() => null)
  const added: PlacedRow[] = ids.map((id, i) => ({ index: table.rows.length + i, row: { id, cells: empty } }))
  const setCells: TableEdit = { kind: 'setCells', changes }
  const edit: TableEdit = added.length > 0 ? { kind: 'batch', edits: [{ kind: 'insertRows', rows: added }, setCells] } : setCells
  return { ok: true, edit, rowsAdded: missing, columnsLeftOut: width - columns }
}
