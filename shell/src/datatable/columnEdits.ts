import { DATATABLE_LIMITS, cellToText, parseCellText, textProblem, uniqueColumnKey, type CellValue, type ColumnType, type DataColumn, type DataTable } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import type { TableEdit } from './tableEdits'

/**
 * Column edits of the editor, checked before they happen: a name of 1-80 characters and a unit of
 * at most 20, a fresh key for a new column, and a change of type that converts every cell through
 * its text (1 → "1" → 1.0 …) and is refused, naming the first cell, when a value has no reading in
 * the new type. Nothing is changed by a refused edit.
 */

/** The column settings a user gives. */
export interface ColumnDraft {
  readonly name: string
  readonly type: ColumnType
  readonly unit: string
}

/** An edit ready to perform, or the problem to show (with the 1-based row of the first bad cell and how many there are). */
export type ColumnPlan = { readonly ok: true; readonly edit: TableEdit } | { readonly ok: false; readonly problem: UiKey; readonly row?: number; readonly count?: number }

/** The problem with a column's name and unit, or null. */
export function columnDraftProblem(draft: ColumnDraft): UiKey | null {
  const name = draft.name.trim()
  if (name === '') return 'dtColumnNameEmpty'
  if (textProblem(name, DATATABLE_LIMITS.nameLength)) return 'dtColumnNameTooLong'
  if (textProblem(draft.unit.trim(), DATATABLE_LIMITS.unitLength)) return 'dtColumnUnitTooLong'
  return null
}

/** Plans adding a column at `at`, empty in every row. */
export function planAddColumn(table: DataTable, at: number, draft: ColumnDraft): ColumnPlan {
  const problem = columnDraftProblem(draft)
  if (problem) return { ok: false, problem }
  if (table.columns.length >= DATATABLE_LIMITS.columns) return { ok: false, problem: 'dtTooManyColumns' }
  const name = draft.name.trim()
  const key = uniqueColumnKey(name, at, new Set(table.columns.map((c) => c.key)))
  const column: DataColumn = { key, name, type: draft.type, unit: draft.unit.trim() }
  return { ok: true, edit: { kind: 'insertColumn', at, column, cells: null } }
}

/** The cells of column `at` converted to `type`, or the first row that cannot be and how many cannot. */
export function convertColumn(table: DataTable, at: number, type: ColumnType): { ok: true; cells: CellValue[] } | { ok: false; row: number; count: number } {
  const cells: CellValue[] = []
  let first = -1
  let count = 0
  table.rows.forEach((row, index) => {
    const value = row.cells[at] ?? null
    const read = parseCellText(type, cellToText(value))
    if (read.ok) cells.push(read.value)
    else {
      if (first < 0) first = index
      count++
      cells.push(null)
    }
  })
  return first < 0 ? { ok: true, cells } : { ok: false, row: first + 1, count }
}

/** Plans renaming, re-uniting or retyping column `at`; the key stays, so comparisons follow the column. */
export function planUpdateColumn(table: DataTable, at: number, draft: ColumnDraft): ColumnPlan {
  const problem = columnDraftProblem(draft)
  if (problem) return { ok: false, problem }
  const old = table.columns[at]!
  const column: DataColumn = { key: old.key, name: draft.name.trim(), type: draft.type, unit: draft.unit.trim() }
  if (column.type === old.type) return { ok: true, edit: { kind: 'updateColumn', at, column, cells: null } }
  const converted = convertColumn(table, at, column.type)
  if (!converted.ok) return { ok: false, problem: 'dtRetypeRefused', row: converted.row, count: converted.count }
  return { ok: true, edit: { kind: 'updateColumn', at, column, cells: converted.cells } }
}
