import { cellToText } from './cellText'
import { columnHeading } from './columnNames'
import type { DataTable } from './DataTable'
import { writeDelimited } from './delimitedText'
import { guardFormula } from './formulaGuard'

/**
 * A table as CSV text for spreadsheets: a byte-order mark (so Excel reads the UTF-8 Chinese text
 * right), a heading line ("name [unit]"), one line per row, comma-delimited, CRLF line ends,
 * fields quoted by RFC 4180. Numbers are written in full, booleans as TRUE/FALSE, dates as ISO,
 * empty cells as empty fields; texts a spreadsheet would run as formulas carry the formula guard.
 * `csvToDataTable` reads the text back to the same columns and cells.
 */
export function dataTableToCsv(table: DataTable): string {
  const records: string[][] = [table.columns.map((c) => guardFormula(columnHeading(c.name, c.unit)))]
  for (const row of table.rows) {
    records.push(row.cells.map((value) => (typeof value === 'string' ? guardFormula(value) : cellToText(value))))
  }
  return '\uFEFF' + writeDelimited(records, ',')
}
