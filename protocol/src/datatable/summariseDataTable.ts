import type { FileSummary } from '../api/workspace/files'
import type { DataTable } from './DataTable'

/** What a table file holds, for file lists and version rows: its row and column counts. */
export function summariseDataTable(table: DataTable): Extract<FileSummary, { kind: 'datatable' }> {
  return { kind: 'datatable', rows: table.rows.length, columns: table.columns.length }
}
