import {
  FILE_VERSION_HEADER,
  FilePaths,
  isApiEnvelope,
  type FileComparison,
  type FileDetail,
  type FileType,
  type FileVersionView,
  type ImportedFile,
  type SavedFile,
  type StaleSaveData,
} from '@harness/protocol'
import { request, requestDownload } from './apiClient'
import { getData, postJson } from './calls'
import type { DownloadedFile } from './request'

/**
 * Typed calls of the file API (protocol `FilePaths`): a file's details and versions, its bytes in
 * and out (raw request and response bodies), the stale-save answer, comparison and restore.
 */

/** A file's details, summary and the caller's right to change it. */
export function getFile(fileId: number): Promise<FileDetail> {
  return getData(FilePaths.getFile, { fileId })
}

/** A file's bytes (the current version, or `version`), with the version they hold. */
export async function downloadFile(fileId: number, version?: number, signal?: AbortSignal): Promise<DownloadedFile & { readonly version: number | null }> {
  const file = await requestDownload({ method: 'GET', url: FilePaths.download, data: { fileId, version }, ...(signal ? { signal } : {}) })
  const header = Number(file.headers.get(FILE_VERSION_HEADER))
  return { ...file, version: Number.isInteger(header) && header > 0 ? header : null }
}

/** Uploads `bytes` as a new file named `name` under `parentId` (null: the top level). */
export async function uploadFile(projectId: number, parentId: number | null, name: string, fileType: FileType, bytes: Blob): Promise<SavedFile> {
  const envelope = await request<SavedFile>({
    method: 'POST', url: FilePaths.upload, mode: 'raw', bytes, query: { projectId, parentId: parentId ?? '', name, fileType },
  })
  return envelope.data
}

/** What a save came to: a new version, or a refusal because someone else saved first. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly file: SavedFile; readonly message: string }
  | { readonly kind: 'stale'; readonly stale: StaleSaveData; readonly message: string }

/** True when `error` is the 409 answer of a stale save. */
export function isStaleAnswer(error: unknown): error is { code: 409; message: string; data: StaleSaveData } {
  return isApiEnvelope(error) && error.code === 409 && (error.data as { reason?: unknown } | null)?.reason === 'stale'
}

/**
 * Saves `bytes` as the next version of a file, naming the version they were based on. Resolves
 * with the new version, or with the stale answer when another save came first (nothing was
 * overwritten); rejects on any other failure.
 */
export async function saveFile(fileId: number, baseVersion: number, bytes: Blob, comment: string): Promise<SaveOutcome> {
  try {
    const envelope = await request<SavedFile>({
      method: 'POST', url: FilePaths.save, mode: 'raw', bytes, query: { fileId, baseVersion, comment: comment === '' ? undefined : comment },
    })
    return { kind: 'saved', file: envelope.data, message: envelope.message }
  } catch (error) {
    if (isStaleAnswer(error)) return { kind: 'stale', stale: error.data, message: error.message }
    throw error
  }
}

/** Imports a KBL, WireViz, Excel, CSV or native file; `name` carries the extension that picks the format. */
export async function importFile(projectId: number, parentId: number | null, name: string, bytes: Blob): Promise<ImportedFile> {
  const envelope = await request<ImportedFile>({
    method: 'POST', url: FilePaths.importFile, mode: 'raw', bytes, query: { projectId, parentId: parentId ?? '', name },
  })
  return envelope.data
}

/** A file's versions, newest first. */
export function listVersions(fileId: number): Promise<FileVersionView[]> {
  return getData(FilePaths.listVersions, { fileId })
}

/** What changed from version `from` to version `to`. */
export function compareVersions(fileId: number, from: number, to: number): Promise<FileComparison> {
  return getData(FilePaths.compareVersions, { fileId, from, to })
}

/** What changed from stored version `version` to unsaved `bytes` (nothing is stored). */
export async function compareWithVersion(fileId: number, version: number, bytes: Blob): Promise<FileComparison> {
  const envelope = await request<FileComparison>({ method: 'POST', url: FilePaths.compareWithVersion, mode: 'raw', bytes, query: { fileId, version } })
  return envelope.data
}

/** Makes `version` current again as a new version; `baseVersion` is the version the caller saw as current. */
export function restoreVersion(fileId: number, version: number, baseVersion: number): Promise<SavedFile> {
  return postJson(FilePaths.restoreVersion, { fileId, version, baseVersion })
}

/** A data table as a spreadsheet file. */
export function exportTable(fileId: number, format: 'xlsx' | 'csv', version?: number): Promise<DownloadedFile> {
  return requestDownload({ method: 'GET', url: FilePaths.exportTable, data: { fileId, version, format } })
}

/** Records that the caller opened a file (for recent files). */
export function markOpened(fileId: number): Promise<unknown> {
  return postJson(FilePaths.markOpened, { fileId })
}
