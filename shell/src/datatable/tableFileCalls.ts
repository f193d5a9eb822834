import {
  FilePaths, NODE_NAME_MAX, csvToDataTable, isApiEnvelope, parseDataTable, serializeDataTable,
  type DataTable, type FileComparison, type FileDetail, type ImportedFile, type SavedFile,
} from '@harness/protocol'
import { request } from '../api/apiClient'
import { compareWithVersion, downloadFile, exportTable, getFile, importFile, saveFile, uploadFile, type SaveOutcome } from '../api/fileApi'
import { getProjectTree } from '../api/projectApi'
import { decodeCsvBytes } from './decodeText'
import { freeCopyName } from './freeCopyName'

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

/** True when `error` is the answer that a name is taken in the folder. */
function isNameTaken(error: unknown): boolean {
  return isApiEnvelope(error) && error.code === 409 && (error.data as { field?: unknown } | null)?.field === 'name'
}

/**
 * Saves `table` as a new file in the folder of `detail`, named "<name> (<suffix>)" or the next
 * free variant; tries the next name when another file took the chosen one meanwhile.
 */
export async function saveTableCopy(detail: FileDetail, table: DataTable, suffix: string): Promise<{ readonly name: string; readonly saved: SavedFile }> {
  const tree = await getProjectTree(detail.projectId)
  const taken = new Set(tree.nodes.filter((n) => n.parentId === detail.parentId).map((n) => n.name))
  for (let attempt = 0; ; attempt++) {
    const name = freeCopyName(detail.name, suffix, taken, NODE_NAME_MAX)
    try {
      return { name, saved: await uploadFile(detail.projectId, detail.parentId, name, 'datatable', tableBlob(table)) }
    } catch (error) {
      if (!isNameTaken(error) || attempt >= 5) throw error
      taken.add(name)
    }
  }
}

/** What differs between stored version `version` and the unsaved `table` (nothing is stored). */
export function compareWithTable(fileId: number, version: number, table: DataTable): Promise<FileComparison> {
  return compareWithVersion(fileId, version, tableBlob(table))
}

/** Downloads the stored current version as a spreadsheet and hands it to the browser as a file. */
export async function exportToFile(detail: FileDetail, format: 'xlsx' | 'csv'): Promise<void> {
  const file = await exportTable(detail.fileId, format)
  const url = URL.createObjectURL(file.blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = file.fileName ?? `${detail.name}.${format}`
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
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
