/**
 * Columns of the report panel that hold lengths in millimetres (cut, DMU and drawing lengths,
 * strip lengths, a run's start and end, a lay length, an outer diameter): shown to one decimal.
 */
const MM_COLUMNS: ReadonlySet<string> = new Set(['productionLength', 'dmuLength', 'drawingLength', 'aStrip', 'bStrip', 'layLength', 'od', 'from', 'to'])

/**
 * The text a report cell shows in the panel: a length in mm to one decimal in every row, so a
 * column of cut lengths reads 4038.0 above 730.4 as a cut table prints it rather than 4038 above
 * 730.4; other numbers and text as they are; nothing for an empty cell. The report's data (and
 * the Excel and CSV exports) keep the numbers themselves.
 * Example: ('productionLength', 4038) → "4038.0"; ('quantity', 2) → "2"; ('aCavity', null) → "".
 */
export function reportCellText(column: string, cell: string | number | null): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return MM_COLUMNS.has(column) && Number.isFinite(cell) ? cell.toFixed(1) : String(cell)
  return cell
}

/** Whether a cell holds a number (shown right-aligned, figures under figures). */
export function numericCell(cell: string | number | null): boolean {
  return typeof cell === 'number'
}
