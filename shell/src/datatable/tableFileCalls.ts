import {
  FilePaths, csvToDataTable, parseDataTable, serializeDataTable,
  type DataTable, type FileComparison, type FileDetail, type ImportedFile, type SavedFile,
} from '@harness/protocol'
import { request } from '../api/apiClient'
import { compareWithVersion, downloadFile, exportTable, getFile, importFile, saveFile, type SaveOutcome } from '../api/fileApi'
import { saveCopyBeside } from '../files/saveCopyBeside'
import { saveBlob } from '../ui/saveBlob'
import { decodeCsvBytes } from './decodeText'

/**
 * The file calls of the table editor, over the shell's file API: loading a table file and its
 * version, saving (or learning that the save was stale), saving a copy beside the file under the
 * next free "(我的副本)" name, comparing a stored version with the unsaved table, exporting and
 * importing. Table bytes are `serializeDataTable`'s text, as the server stores them.
 */

/** A table file opened for editing. */
export interface OpenedTable {
  readonly detail: FileDetail
  readonly table: DataTable
  /** The version the table is. */
  readonly version: number
}

/** Why a file could not be opened as a table: not a table, or a table whose bytes do not read (with the detail). */
export type OpenFailure = { readonly kind: 'wrongType' } | { readonly kind: 'unreadable'; readonly detail: string }

/** The bytes a table is saved as. */
export function tableBlob(table: DataTable): Blob {
  return new Blob([serializeDataTable(table)], { type: 'application/octet-stream' })
}

/** Loads the file's details and then exactly the version they name, so details and contents agree. */
export async function openTable(fileId: number): Promise<OpenedTable | OpenFailure> {
  const detail = await getFile(fileId)
  if (detail.fileType !== 'datatable') return { kind: 'wrongType' }
  return readVersion(detail, detail.version)
}

/** Loads version `version` of an already known table file. */
export async function readVersion(detail: FileDetail, version: number): Promise<OpenedTable | OpenFailure> {
  const file = await downloadFile(detail.fileId, version)
  const parsed = parseDataTable(await file.blob.text())
  if (!parsed.ok) return { kind: 'unreadable', detail: parsed.error.message }
  return { detail, table: parsed.table, version: file.version ?? version }
}

/** Saves `table` as the version after `baseVersion`; answers the new version or the stale refusal. */
export function saveTable(fileId: number, baseVersion: number, table: DataTable): Promise<SaveOutcome> {
  return saveFile(fileId, baseVersion, tableBlob(table), '')
}

/** Saves `table` as a new file in the folder of `detail`, named "<name> (<suffix>)" or the next free variant. */
export function saveTableCopy(detail: FileDetail, table: DataTable, suffix: string): Promise<{ readonly name: string; readonly saved: SavedFile }> {
  return saveCopyBeside(detail, tableBlob(table), suffix)
}

/** What differs between stored version `version` and the unsaved `table` (nothing is stored). */
export function compareWithTable(fileId: number, version: number, table: DataTable): Promise<FileComparison> {
  return compareWithVersion(fileId, version, tableBlob(table))
}

/** Downloads the stored current version as a spreadsheet and hands it to the browser as a file. */
export async function exportToFile(detail: FileDetail, format: 'xlsx' | 'csv'): Promise<void> {
  const file = await exportTable(detail.fileId, format)
  saveBlob(file.blob, file.fileName ?? `${detail.name}.${format}`)
}

/** Imports a spreadsheet the user picked as a new table file beside `detail`. */
export function importBeside(detail: FileDetail, file: File): Promise<ImportedFile> {
  return importFile(detail.projectId, detail.parentId, file.name, file)
}

/** A spreadsheet read for "replace the table": its table, why it did not read, or an unsupported kind of file. */
export type SpreadsheetRead =
  | { readonly kind: 'table'; readonly table: DataTable }
  | { readonly kind: 'invalid'; readonly detail: string }
  | { readonly kind: 'unsupported' }

/**
 * Reads a spreadsheet the user picked: CSV in the browser (UTF-8 or GB18030, the rules of
 * `csvToDataTable`), an Excel workbook through the server's `readTable` (the xlsx reader and its
 * limits live there; nothing is stored). Other files are not read.
 */
export async function readSpreadsheet(file: File): Promise<SpreadsheetRead> {
  const name = file.name.toLowerCase()
  if (name.endsWith('.csv')) {
    const read = csvToDataTable(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).text)
    return read.ok ? { kind: 'table', table: read.table } : { kind: 'invalid', detail: read.error.message }
  }
  if (!name.endsWith('.xlsx')) return { kind: 'unsupported' }
  const envelope = await request<unknown>({ method: 'POST', url: FilePaths.readTable, mode: 'raw', bytes: file, query: { name: file.name } })
  const parsed = parseDataTable(JSON.stringify(envelope.data))
  return parsed.ok ? { kind: 'table', table: parsed.table } : { kind: 'invalid', detail: parsed.error.message }
}
