import {
  compareDataTables, csvToDataTable, dataTableToCsv, emptyDataTable, parseDataTable, serializeDataTable, summariseDataTable,
  type DataTable, type DataTableComparison, type FileSummary,
} from '@harness/protocol'
import { dataTableToXlsx } from './dataTableToXlsx'
import { xlsxToDataTable } from './xlsxToDataTable'

/**
 * The data table work of the file routes, as pure functions over bytes for the document worker
 * (beside the harness jobs): checking uploaded and saved table files, the empty table of a new
 * file, importing .xlsx and .csv, exporting to both, and comparing two versions or a version and
 * unsaved bytes. Expected failures are values: `tableInvalid` with a technical detail for the
 * catalogue message "表格数据不正确：{detail}", `importFailed` for a spreadsheet that does not read.
 */

/** A table file's bytes (as stored: `serializeDataTable`'s text) with what lists show of it. */
export interface TableBytes {
  readonly ok: true
  readonly bytes: Uint8Array
  readonly summary: FileSummary
}

/** Why table bytes were refused, with the reader's detail (the JSON path of the first problem). */
export interface TableRefusal {
  readonly ok: false
  readonly key: 'tableInvalid'
  readonly detail: string
}

/** A table as its stored bytes. */
export function tableFile(table: DataTable): TableBytes {
  return { ok: true, bytes: new TextEncoder().encode(serializeDataTable(table)), summary: summariseDataTable(table) }
}

/** Reads table bytes (strict UTF-8, then every check of `parseDataTable`). */
export function readTable(bytes: Uint8Array): { readonly ok: true; readonly table: DataTable } | TableRefusal {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, key: 'tableInvalid', detail: 'the file is not UTF-8 text' }
  }
  const parsed = parseDataTable(text)
  return parsed.ok ? parsed : { ok: false, key: 'tableInvalid', detail: parsed.error.message }
}

/**
 * Checks uploaded or saved table bytes; what is stored is the table written afresh by
 * `serializeDataTable`, one row per line, so versions share storage chunks whatever the client's
 * JSON layout was.
 */
export function checkTable(bytes: Uint8Array): TableBytes | TableRefusal {
  const read = readTable(bytes)
  return read.ok ? tableFile(read.table) : read
}

/** The content of a new, empty table file. */
export function emptyTableFile(): TableBytes {
  return tableFile(emptyDataTable())
}

/** The text of a CSV file: UTF-8 (a BOM is fine), else GB18030, as Chinese-locale Excel saves CSV. */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

/** Why a spreadsheet did not read, with the reader's detail (line or cell where it has one). */
export interface SpreadsheetRefusal {
  readonly ok: false
  readonly key: 'importFailed'
  readonly detail: string
}

/** Reads a spreadsheet into a table: `.xlsx` (its first worksheet) or `.csv`. */
export async function readSpreadsheet(extension: '.xlsx' | '.csv', bytes: Uint8Array): Promise<{ readonly ok: true; readonly table: DataTable } | SpreadsheetRefusal> {
  if (extension === '.xlsx') {
    const read = await xlsxToDataTable(bytes)
    return read.ok ? read : { ok: false, key: 'importFailed', detail: read.message }
  }
  const read = csvToDataTable(csvText(bytes))
  return read.ok ? read : { ok: false, key: 'importFailed', detail: read.error.message }
}

/** An imported spreadsheet as a table file, or why it did not read. */
export type TableImport = (TableBytes & { readonly format: 'xlsx' | 'csv' }) | SpreadsheetRefusal

/** Imports a spreadsheet into a table file: `.xlsx` (first worksheet) or `.csv`. */
export async function importTable(extension: '.xlsx' | '.csv', bytes: Uint8Array): Promise<TableImport> {
  const read = await readSpreadsheet(extension, bytes)
  return read.ok ? { ...tableFile(read.table), format: extension === '.xlsx' ? 'xlsx' : 'csv' } : read
}

/** A stored table as a spreadsheet file: xlsx bytes, or CSV text as UTF-8 with a BOM. */
export async function exportTable(bytes: Uint8Array, format: 'xlsx' | 'csv'): Promise<{ readonly ok: true; readonly bytes: Uint8Array; readonly rows: number } | TableRefusal> {
  const read = readTable(bytes)
  if (!read.ok) return read
  const out = format === 'xlsx' ? await dataTableToXlsx(read.table) : new TextEncoder().encode(dataTableToCsv(read.table))
  return { ok: true, bytes: out, rows: read.table.rows.length }
}

/** What changed from the table in `before` to the table in `after` (a later version, or unsaved bytes). */
export function compareTableBytes(before: Uint8Array, after: Uint8Array): { readonly ok: true; readonly comparison: DataTableComparison } | TableRefusal {
  const a = readTable(before)
  if (!a.ok) return a
  const b = readTable(after)
  if (!b.ok) return b
  return { ok: true, comparison: compareDataTables(a.table, b.table) }
}
