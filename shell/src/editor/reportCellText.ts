/**
 * The text a report cell shows in the panel: a number of a column with fixed decimals (the
 * report's lengths in mm: one) with those decimals in every row, so a column of cut lengths reads
 * 4038.0 above 730.4 as a cut table prints it rather than 4038 above 730.4; other numbers and text
 * as they are; nothing for an empty cell. The report's data (and the Excel and CSV exports) keep
 * the numbers themselves.
 * Example: (cut length column, 4038) → "4038.0"; (quantity column, 2) → "2"; (any, null) → "".
 */
export function reportCellText(column: { readonly key: string; readonly decimals?: number } | undefined, cell: string | number | null): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return column?.decimals !== undefined && Number.isFinite(cell) ? cell.toFixed(column.decimals) : String(cell)
  return cell
}

/** Whether a cell holds a number (shown right-aligned, figures under figures). */
export function numericCell(cell: string | number | null): boolean {
  return typeof cell === 'number'
}
