import { DATATABLE_LIMITS, type DataTable } from './DataTable'
import { detectDelimiter, readDelimited, type Delimiter } from './delimitedText'
import { unguardFormula } from './formulaGuard'
import { inferDataTable } from './inferDataTable'

/** How to read a CSV file. */
export interface CsvOptions {
  /** The field delimiter; detected from the header line when absent. */
  readonly delimiter?: Delimiter
}

/** The outcome of reading a CSV file: the table, or a message naming the line. */
export type CsvRead =
  | { readonly ok: true; readonly table: DataTable; readonly delimiter: Delimiter }
  | { readonly ok: false; readonly error: { readonly message: string; readonly line: number } }

/**
 * Reads CSV text (RFC 4180; a BOM, CRLF or LF; `,` `;` or tab, detected from the header line) into
 * a table: the first record holds the headings, column types are inferred from the values (see
 * `inferDataTable`), empty cells are null and fully empty rows are dropped. A field written with
 * the formula guard (`'=…`) reads back as the text it guarded. Never throws.
 */
export function csvToDataTable(text: string, options: CsvOptions = {}): CsvRead {
  const delimiter = options.delimiter ?? detectDelimiter(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  // One heading record beyond the row limit; blank records are dropped later, so allow a margin.
  const read = readDelimited(text, delimiter, { records: 2 * DATATABLE_LIMITS.rows + 1, fields: DATATABLE_LIMITS.columns * 4 })
  if (!read.ok) return { ok: false, error: { message: read.message, line: read.line } }
  const { records, lines } = read.value
  if (records.length === 0) return { ok: false, error: { message: 'line 1: the file is empty (no heading line)', line: 1 } }
  for (const record of records) for (let c = 0; c < record.length; c++) record[c] = unguardFormula(record[c]!)
  const built = inferDataTable(records)
  if (!built.ok) {
    const line = lines[built.problem.row] ?? 1
    return { ok: false, error: { message: `line ${line}, field ${built.problem.column + 1}: ${built.problem.message}`, line } }
  }
  return { ok: true, table: built.table, delimiter }
}
