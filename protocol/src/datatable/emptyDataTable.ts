import type { DataTable } from './DataTable'

/**
 * The table a new file starts with: three empty text columns named A, B and C, as a blank sheet
 * of a spreadsheet, and no rows. Columns are renamed and retyped in the grid; the first row is
 * added by typing into the empty grid's "add row" line.
 */
export function emptyDataTable(): DataTable {
  return {
    format: 'datatable',
    version: 1,
    columns: ['A', 'B', 'C'].map((letter) => ({ key: letter, name: letter, type: 'text' as const, unit: '' })),
    rows: [],
  }
}
