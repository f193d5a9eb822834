import type { CellValue, DataColumn, DataRow, DataTable } from '@harness/protocol'

/**
 * The edits of the table editor as plain data, and `applyEdit`, which carries one out on an
 * immutable table and answers the new table with the edit that undoes it. Positions are row and
 * column indexes at the moment the edit applies; the editor's history replays inverses strictly
 * last-in first-out, so an inverse always meets the table its edit produced. Each edit copies only
 * what it changes (the row array and the changed rows), so a cell edit on 100,000 rows stays cheap.
 */

/** One cell to set: row and column index, and the new value (already checked against the column type). */
export interface CellChange {
  readonly row: number
  readonly column: number
  readonly value: CellValue
}

/** A row to put back at `index` (indexes ascending, each the row's position once all before it are in). */
export interface PlacedRow {
  readonly index: number
  readonly row: DataRow
}

/** Everything the editor can do to a table. */
export type TableEdit =
  | { readonly kind: 'setCells'; readonly changes: readonly CellChange[] }
  | { readonly kind: 'insertRows'; readonly rows: readonly PlacedRow[] }
  | { readonly kind: 'deleteRows'; readonly indexes: readonly number[] }
  | { readonly kind: 'insertColumn'; readonly at: number; readonly column: DataColumn; readonly cells: readonly CellValue[] | null }
  | { readonly kind: 'deleteColumn'; readonly at: number }
  | { readonly kind: 'updateColumn'; readonly at: number; readonly column: DataColumn; readonly cells: readonly CellValue[] | null }
  | { readonly kind: 'replaceTable'; readonly table: DataTable }
  | { readonly kind: 'batch'; readonly edits: readonly TableEdit[] }

/** The table after an edit and the edit that undoes it. */
export interface Applied {
  readonly table: DataTable
  readonly inverse: TableEdit
}

function setCells(table: DataTable, changes: readonly CellChange[]): Applied {
  const rows = table.rows.slice()
  const copied = new Map<number, CellValue[]>()
  const undo: CellChange[] = []
  for (const { row, column, value } of changes) {
    let cells = copied.get(row)
    if (!cells) {
      cells = rows[row]!.cells.slice()
      copied.set(row, cells)
    }
    undo.push({ row, column, value: cells[column] ?? null })
    cells[column] = value
  }
  for (const [index, cells] of copied) rows[index] = { id: rows[index]!.id, cells }
  // Undo in reverse order, so a cell changed twice in one edit gets its first value back.
  return { table: { ...table, rows }, inverse: { kind: 'setCells', changes: undo.reverse() } }
}

function insertRows(table: DataTable, placed: readonly PlacedRow[]): Applied {
  const rows = table.rows.slice()
  for (const { index, row } of placed) rows.splice(index, 0, row)
  return { table: { ...table, rows }, inverse: { kind: 'deleteRows', indexes: placed.map((p) => p.index) } }
}

function deleteRows(table: DataTable, indexes: readonly number[]): Applied {
  const gone = new Set(indexes)
  const sorted = [...gone].sort((a, b) => a - b)
  const placed = sorted.map((index) => ({ index, row: table.rows[index]! }))
  return { table: { ...table, rows: table.rows.filter((_, i) => !gone.has(i)) }, inverse: { kind: 'insertRows', rows: placed } }
}

function insertColumn(table: DataTable, at: number, column: DataColumn, cells: readonly CellValue[] | null): Applied {
  const columns = [...table.columns.slice(0, at), column, ...table.columns.slice(at)]
  const rows = table.rows.map((row, i) => {
    const next = row.cells.slice()
    next.splice(at, 0, cells ? cells[i] ?? null : null)
    return { id: row.id, cells: next }
  })
  return { table: { ...table, columns, rows }, inverse: { kind: 'deleteColumn', at } }
}

function deleteColumn(table: DataTable, at: number): Applied {
  const column = table.columns[at]!
  const cells = table.rows.map((row) => row.cells[at] ?? null)
  const columns = table.columns.filter((_, i) => i !== at)
  const rows = table.rows.map((row) => ({ id: row.id, cells: row.cells.filter((_, i) => i !== at) }))
  return { table: { ...table, columns, rows }, inverse: { kind: 'insertColumn', at, column, cells } }
}

function updateColumn(table: DataTable, at: number, column: DataColumn, cells: readonly CellValue[] | null): Applied {
  const old = table.columns[at]!
  const columns = table.columns.map((c, i) => (i === at ? column : c))
  if (!cells) return { table: { ...table, columns }, inverse: { kind: 'updateColumn', at, column: old, cells: null } }
  const previous = table.rows.map((row) => row.cells[at] ?? null)
  const rows = table.rows.map((row, i) => {
    const next = row.cells.slice()
    next[at] = cells[i] ?? null
    return { id: row.id, cells: next }
  })
  return { table: { ...table, columns, rows }, inverse: { kind: 'updateColumn', at, column: old, cells: previous } }
}

/** Carries out `edit` on `table`; answers the new table and the edit that undoes it. */
export function applyEdit(table: DataTable, edit: TableEdit): Applied {
  switch (edit.kind) {
    case 'setCells': return setCells(table, edit.changes)
    case 'insertRows': return insertRows(table, edit.rows)
    case 'deleteRows': return deleteRows(table, edit.indexes)
    case 'insertColumn': return insertColumn(table, edit.at, edit.column, edit.cells)
    case 'deleteColumn': return deleteColumn(table, edit.at)
    case 'updateColumn': return updateColumn(table, edit.at, edit.column, edit.cells)
    case 'replaceTable': return { table: edit.table, inverse: { kind: 'replaceTable', table } }
    case 'batch': {
      let current = table
      const inverses: TableEdit[] = []
      for (const part of edit.edits) {
        const applied = applyEdit(current, part)
        current = applied.table
        inverses.push(applied.inverse)
      }
      return { table: current, inverse: { kind: 'batch', edits: inverses.reverse() } }
    }
    default: {
      const never: never = edit
      throw new RangeError(`applyEdit: unknown edit ${JSON.stringify(never)}`)
    }
  }
}
