import {
  DATATABLE_LIMITS, columnLetters, detectDelimiter, isEmptyCell, mappingProblem, partNumberIdentity, spreadsheetExtension, partsOfTable, proposePartMapping, readDelimited, unguardFormula,
  type LibraryPartKind, type PartTableCell, type PartTableMapping, type PartTableRow, type PartTableView, type RawCell, tableCellText, type TablePart, type TableProblem,
} from '@harness/protocol'
import { csvText } from '../features/files/datatable/tableJobs'
import { xlsxSheetRows } from '../features/files/datatable/xlsxToDataTable'

/** Most rows one part table may hold (the size of a whole library). */
export const PART_TABLE_ROWS_MAX = 100_000
/** Rows of a table the mapping screen shows under the headings. */
export const PART_TABLE_SAMPLES = 5

/**
 * What reading a part table answers: the table as the mapping screen shows it, and the parts its
 * rows state under the mapping (none while the mapping lacks a part-number column or a kind);
 * or why the file does not read.
 */
export type PartTableAnswer =
  | { readonly ok: true; readonly table: PartTableView; readonly parts: readonly TablePart[]; readonly problems: readonly TableProblem[] }
  | { readonly ok: false; readonly key: 'importUnsupported' | 'importFailed' | 'tableTooManyRows'; readonly detail: string }

/** A worksheet's cell as a part table's: a date as its ISO text. */
function tableCell(cell: RawCell | undefined): PartTableCell {
  return cell === undefined ? null : typeof cell === 'object' && cell !== null ? cell.date : cell
}

/** The non-empty rows of a table file with their sheet row numbers (a CSV record is a row), or why it does not read. */
async function sheetRows(extension: '.xlsx' | '.csv', bytes: Uint8Array): Promise<{ ok: true; rows: PartTableRow[] } | { ok: false; detail: string; tooManyRows: boolean }> {
  if (extension === '.xlsx') {
    const read = await xlsxSheetRows(bytes, PART_TABLE_ROWS_MAX)
    return read.ok ? { ok: true, rows: read.value.map((r) => ({ row: r.number, cells: r.cells.map(tableCell) })) } : { ok: false, detail: read.message, tooManyRows: read.tooManyRows === true }
  }
  const text = csvText(bytes)
  // Blank records are passed over, so allow as many of them as rows before calling the table too long.
  const read = readDelimited(text, detectDelimiter(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), { records: 2 * PART_TABLE_ROWS_MAX + 2, fields: DATATABLE_LIMITS.columns })
  if (!read.ok) return { ok: false, detail: read.message, tooManyRows: read.limit === 'records' }
  const rows = read.value.records.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => unguardFormula(c)) }))
  return { ok: true, rows: rows.filter((r) => !r.cells.every((c) => isEmptyCell(c))) }
}

/**
 * Reads an xlsx (first worksheet) or CSV file of parts: its headings (the first row with a
 * value), a few sample rows, and, under `mapping` (the one proposed from the headings when null,
 * every row of `kind` when no column holds kinds), the parts of its rows and the rows that do
 * not read, each by its row number in the sheet. Runs in the document worker: a 100,000-row
 * workbook takes seconds to read.
 */
export async function partTable(name: string, bytes: Uint8Array, mapping: PartTableMapping | null, kind: LibraryPartKind | null): Promise<PartTableAnswer> {
  const extension = spreadsheetExtension(name)
  if (!extension) return { ok: false, key: 'importUnsupported', detail: name }
  const read = await sheetRows(extension, bytes)
  if (!read.ok) return read.tooManyRows ? { ok: false, key: 'tableTooManyRows', detail: String(PART_TABLE_ROWS_MAX) } : { ok: false, key: 'importFailed', detail: read.detail }
  const [head, ...rows] = read.rows
  if (!head) return { ok: false, key: 'importFailed', detail: 'the table is empty' }
  if (rows.length > PART_TABLE_ROWS_MAX) return { ok: false, key: 'tableTooManyRows', detail: String(PART_TABLE_ROWS_MAX) }
  const width = Math.max(head.cells.length, ...rows.slice(0, 1000).map((r) => r.cells.length))
  const headings = Array.from({ length: width }, (_, c) => tableCellText(head.cells[c] ?? null) || columnLetters(c))
  const used = mapping ?? proposePartMapping(headings, kind)
  const fitted: PartTableMapping = { columns: headings.map((_, i) => used.columns[i] ?? 'ignore'), kind: used.kind ?? kind }
  const problem = mappingProblem(fitted)
  const table: PartTableView = {
    headings,
    samples: rows.slice(0, PART_TABLE_SAMPLES).map((r) => headings.map((_, c) => tableCellText(r.cells[c] ?? null))),
    rows: rows.length,
    mapping: fitted,
    mappingProblem: problem,
  }
  if (problem) return { ok: true, table, parts: [], problems: [] }
  const { parts, problems } = partsOfTable(headings, rows, fitted, partNumberIdentity)
  return { ok: true, table, parts, problems }
}
