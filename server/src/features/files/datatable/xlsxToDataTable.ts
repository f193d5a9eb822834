import ExcelJS from 'exceljs'
import { DATATABLE_LIMITS, columnLetters, inferDataTable, isEmptyCell, type DataTable, type RawCell } from '@harness/protocol'
import { inflateEntry } from './inflateEntry'
import { SheetScanner, type CellRange } from './sheetScan'
import { findWorkbookParts, type WorkbookParts } from './workbookParts'
import { workbookStream } from './workbookStream'
import { rawCellOf } from './xlsxCellValue'
import { readZipDirectory, type ZipEntry } from './zipDirectory'
import { AsciiMeasure, type AsciiPart } from './asciiXml'

/**
 * Reads the first worksheet of an xlsx workbook into a table: the first row with a value holds
 * the headings, types are inferred as for CSV (`inferDataTable`), Excel dates become ISO dates,
 * formulas their cached results, rich text its plain text, and every cell of a merged range takes
 * the range's top-left value. The limits hold while reading, in this order: the ZIP directory is
 * walked without inflating; the parts to read are inflated once, counted, against
 * {@link XLSX_XML_BUDGET} and checked against their CRC; a sheet whose declared dimension exceeds
 * the row limit is refused before a row is parsed; then exceljs's streaming reader reads the rows,
 * stopping at the first cell beyond 256 columns or row beyond 1,000,000. Never throws.
 */

/** Most bytes of XML (styles, shared strings and the worksheet, inflated) one import reads. */
export const XLSX_XML_BUDGET = 256 * 1024 * 1024
/** Most bytes the shared strings or the worksheet may take once rewritten in ASCII (streamed, never held: a CJK character takes 8 bytes, `²` 6). */
const ASCII_BUDGET = 3 * XLSX_XML_BUDGET
/** Most cells merged ranges may fill, over all ranges (bounds overlapping hostile ranges). */
const MAX_MERGE_FILL = 20_000_000

/** The table, or a short technical reason for the server's `tableInvalid` message. */
export type XlsxRead = { readonly ok: true; readonly table: DataTable } | { readonly ok: false; readonly message: string }

/** One non-empty row of the sheet: its 1-based row number and its cells from column A. */
export interface SheetRow {
  readonly number: number
  readonly cells: RawCell[]
}

type Step<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string; readonly tooManyRows?: true }

/** What checking the parts found: the worksheet's scan, and the text parts rewritten in ASCII where they held more (see `AsciiXml`). */
interface CheckedParts {
  readonly scanner: SheetScanner
  readonly ascii: Map<ZipEntry, AsciiPart>
}

/** Inflates the parts once within the budget; scans the worksheet's dimension and merged ranges on the way, and rewrites the text parts in ASCII. */
async function checkParts(bytes: Uint8Array, parts: WorkbookParts, maxRows: number): Promise<Step<CheckedParts>> {
  let budget = XLSX_XML_BUDGET
  const ascii = new Map<ZipEntry, AsciiPart>()
  if (parts.styles) {
    const result = await inflateEntry(bytes, parts.styles, budget)
    if (!result.ok) return result
    budget -= result.size
  }
  if (parts.sharedStrings) {
    const text = new AsciiMeasure(ASCII_BUDGET)
    const result = await inflateEntry(bytes, parts.sharedStrings, budget, (chunk) => text.push(chunk))
    if (!result.ok) return result
    budget -= result.size
    const rewritten = text.finish()
    if (rewritten) ascii.set(parts.sharedStrings, rewritten)
  }
  const scanner = new SheetScanner()
  const sheetText = new AsciiMeasure(ASCII_BUDGET)
  const sheet = await inflateEntry(bytes, parts.firstSheet, budget, (chunk) => {
    scanner.push(chunk)
    sheetText.push(chunk)
  })
  if (!sheet.ok) return sheet.message.includes('inflates to more than') ? { ok: false, message: `the workbook holds more than ${XLSX_XML_BUDGET / 1024 / 1024} MiB of sheet data; split it or save it as CSV` } : sheet
  scanner.finish()
  if (scanner.tooManyMerges) return { ok: false, message: 'the worksheet has more than 100000 merged ranges' }
  const declared = scanner.dimension
  if (declared && declared.lastRow - declared.firstRow > maxRows) {
    return { ok: false, message: `the worksheet declares ${declared.lastRow - declared.firstRow + 1} rows; a table holds at most ${maxRows} rows and a heading row`, tooManyRows: true }
  }
  const rewritten = sheetText.finish()
  if (rewritten) ascii.set(parts.firstSheet, rewritten)
  return { ok: true, value: { scanner, ascii } }
}

/** Reads the worksheet's non-empty rows with exceljs, within the row and column limits. */
async function readRows(bytes: Uint8Array, parts: WorkbookParts, ascii: ReadonlyMap<ZipEntry, AsciiPart>, maxRows: number): Promise<Step<SheetRow[]>> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbookStream(bytes, parts, ascii), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
  })
  const rows: SheetRow[] = []
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const cells: RawCell[] = []
      let wide = 0
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const raw = rawCellOf(cell.value, cell.numFmt, parts.date1904)
        if (column > DATATABLE_LIMITS.columns) {
          if (!isEmptyCell(raw)) wide = column
        } else cells[column - 1] = raw
      })
      if (wide > 0) return { ok: false, message: `row ${row.number}, column ${columnLetters(wide - 1)}: more than ${DATATABLE_LIMITS.columns} columns` }
      for (let c = 0; c < cells.length; c++) cells[c] ??= null
      if (cells.every(isEmptyCell)) continue
      // The heading row plus the data rows.
      if (rows.length > maxRows) return { ok: false, message: `row ${row.number}: more than ${maxRows} rows`, tooManyRows: true }
      rows.push({ number: row.number, cells })
    }
  }
  return { ok: true, value: rows }
}

/** Gives every cell of each merged range its top-left value (rows the sheet has, columns up to the limit). */
function fillMerges(rows: SheetRow[], merges: readonly CellRange[]): Step<null> {
  const index = new Map(rows.map((row, i) => [row.number, i]))
  let filled = 0
  for (const m of merges) {
    const top = index.get(m.firstRow)
    const value = top === undefined ? null : rows[top]!.cells[m.firstColumn - 1] ?? null
    if (value === null) continue
    const lastColumn = Math.min(m.lastColumn, DATATABLE_LIMITS.columns)
    // Rows are in sheet order, so the rows of the range follow the top one.
    for (let i = top!; i < rows.length && rows[i]!.number <= m.lastRow; i++) {
      const cells = rows[i]!.cells
      for (let c = m.firstColumn - 1; c < lastColumn; c++) {
        if (++filled > MAX_MERGE_FILL) return { ok: false, message: 'the merged ranges cover too many cells' }
        if (isEmptyCell(cells[c] ?? null)) cells[c] = value
      }
      for (let c = 0; c < cells.length; c++) cells[c] ??= null
    }
  }
  return { ok: true, value: null }
}

/**
 * The non-empty rows of an xlsx workbook's first worksheet, each with its sheet row number, merged
 * ranges filled, within the limits above and `maxRows` rows besides the heading row (a failure
 * for too many rows says so: `tooManyRows`). Never throws.
 */
export async function xlsxSheetRows(bytes: Uint8Array, maxRows: number = DATATABLE_LIMITS.rows): Promise<Step<SheetRow[]>> {
  try {
    const directory = readZipDirectory(bytes)
    if (!directory.ok) return directory
    const found = await findWorkbookParts(bytes, directory.entries)
    if (!found.ok) return found
    const checked = await checkParts(bytes, found.parts, maxRows)
    if (!checked.ok) return checked
    const read = await readRows(bytes, found.parts, checked.value.ascii, maxRows)
    if (!read.ok) return read
    if (read.value.length === 0) return { ok: false, message: 'the first worksheet is empty' }
    const merged = fillMerges(read.value, checked.value.scanner.merges)
    return merged.ok ? read : merged
  } catch (error) {
    return { ok: false, message: `the worksheet could not be read: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Reads an xlsx workbook's first worksheet into a table. Never throws, for any bytes. */
export async function xlsxToDataTable(bytes: Uint8Array): Promise<XlsxRead> {
  const read = await xlsxSheetRows(bytes)
  if (!read.ok) return read
  const rows = read.value
  const built = inferDataTable(rows.map((r) => r.cells))
  if (!built.ok) {
    const { row, column, message } = built.problem
    return { ok: false, message: `row ${rows[row]?.number ?? row + 1}, column ${columnLetters(column)}: ${message}` }
  }
  return { ok: true, table: built.table }
}
