import type { FileComparison } from '../api/workspace/files'
import type { CellValue, DataTable } from './DataTable'

/** The `datatable` branch of `FileComparison` without the version numbers, which the server adds. */
export type DataTableComparison = Omit<Extract<FileComparison, { kind: 'datatable' }>, 'from' | 'to'>

/** How many changed cells a comparison lists by default. */
export const COMPARISON_CELL_LIMIT = 1000

/**
 * What changed from `before` to `after`: columns added and removed (by key), rows added and
 * removed (by row id), and every changed cell of the rows and columns both tables hold, in the
 * newer table's order (row, then column), with its 1-based row number in the newer table. At most
 * `limit` cells are listed; `cellsChanged` counts them all and `truncated` says some were left out.
 * A column whose type changed shows its cells whose values differ. Linear in the size of the tables.
 */
export function compareDataTables(before: DataTable, after: DataTable, limit: number = COMPARISON_CELL_LIMIT): DataTableComparison {
  const beforeColumn = new Map(before.columns.map((c, i) => [c.key, i]))
  const afterKeys = new Set(after.columns.map((c) => c.key))
  const columnsAdded = after.columns.filter((c) => !beforeColumn.has(c.key)).map((c) => c.key)
  const columnsRemoved = before.columns.filter((c) => !afterKeys.has(c.key)).map((c) => c.key)
  // Pairs of positions of the columns both tables hold, in the newer table's order.
  const shared: { key: string; from: number; to: number }[] = []
  after.columns.forEach((c, to) => {
    const from = beforeColumn.get(c.key)
    if (from !== undefined) shared.push({ key: c.key, from, to })
  })

  const beforeRow = new Map<string, readonly CellValue[]>()
  for (const row of before.rows) beforeRow.set(row.id, row.cells)
  let matched = 0
  let cellsChanged = 0
  const cells: DataTableComparison['cells'][number][] = []
  after.rows.forEach((row, index) => {
    const old = beforeRow.get(row.id)
    if (old === undefined) return
    matched++
    for (const { key, from, to } of shared) {
      const was = old[from] ?? null
      const now = row.cells[to] ?? null
      if (was === now) continue
      cellsChanged++
      if (cells.length < limit) cells.push({ rowId: row.id, row: index + 1, column: key, before: was, after: now })
    }
  })
  return {
    kind: 'datatable',
    rowsBefore: before.rows.length,
    rowsAfter: after.rows.length,
    columnsAdded,
    columnsRemoved,
    rowsAdded: after.rows.length - matched,
    rowsRemoved: before.rows.length - matched,
    cellsChanged,
    cells,
    truncated: cellsChanged > cells.length,
  }
}
