import type { DataTable } from '../../datatable/DataTable'
import type { FileType } from './projects'

/**
 * The file API: file contents, versions, stale-save protection, comparison and restore. A file's
 * bytes travel as the raw request or response body (`application/octet-stream`), streamed, with the
 * other parameters in the query string. A `harness` file is the engine's native document (FlatBuffers
 * "HRNS"), checked with the engine's decoder on every upload and save; a `datatable` file is the JSON
 * of {@link DataTable} (see `protocol/src/datatable`). Every saved version is kept with its author and
 * time; a save names the version it edited and is refused with 409 `fileVersionConflict` when another
 * save came first, so nothing is ever silently overwritten.
 */
export const FilePaths = {
  /** GET query fileId. Answers {@link FileDetail}. */
  getFile: '/api/file/getFile',
  /** GET query fileId, version? (default current). Answers the bytes, with `X-File-Version`. */
  download: '/api/file/download',
  /** POST body bytes; query projectId, parentId (digits or empty), name, fileType. Answers {@link SavedFile}. */
  upload: '/api/file/upload',
  /** POST body bytes; query fileId, baseVersion, comment?. Answers {@link SavedFile}; 409 with {@link StaleSaveData} when stale. */
  save: '/api/file/save',
  /** POST body bytes; query projectId, parentId, name (its extension picks the format: .kbl .xml .yml .yaml .xlsx .csv .harness). Answers {@link ImportedFile}. */
  importFile: '/api/file/importFile',
  /** GET query fileId. Answers {@link FileVersionView}[], newest first. */
  listVersions: '/api/file/listVersions',
  /** GET query fileId, from, to (version numbers). Answers {@link FileComparison}. */
  compareVersions: '/api/file/compareVersions',
  /** POST body bytes; query fileId, version: compares a stored version with unsaved bytes (nothing is stored). Answers {@link FileComparison}. */
  compareWithVersion: '/api/file/compareWithVersion',
  /** POST JSON {fileId, version, baseVersion}: makes an old version current again, as a new version. Answers {@link SavedFile}. */
  restoreVersion: '/api/file/restoreVersion',
  /** GET query fileId, version?, format ('xlsx' | 'csv'): a data table as a spreadsheet. */
  exportTable: '/api/file/exportTable',
  /** POST body bytes; query name (its extension, .xlsx or .csv, picks the reader): answers the {@link DataTable} the spreadsheet holds. Nothing is stored; the table editor replaces its contents with it. */
  readTable: '/api/file/readTable',
  /** POST JSON {fileId}: records that the caller opened the file (recent files). */
  markOpened: '/api/file/markOpened',
} as const

/** Response header naming the version a download holds. */
export const FILE_VERSION_HEADER = 'X-File-Version'

/** What a file holds, for lists and version rows. */
export type FileSummary =
  | {
      readonly kind: 'harness'
      /** Records in the document. */
      readonly records: number
      readonly connectors: number
      readonly wires: number
      readonly splices: number
      readonly segments: number
      readonly multicores: number
      readonly protections: number
    }
  | { readonly kind: 'datatable'; readonly rows: number; readonly columns: number }

/** `data` of getFile. */
export interface FileDetail {
  readonly fileId: number
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
  readonly name: string
  readonly fileType: FileType
  /** Folder names from the top of the project to the file's folder. */
  readonly path: readonly string[]
  readonly parentId: number | null
  readonly version: number
  readonly size: number
  readonly updatedAt: string
  readonly updatedBy: string
  readonly summary: FileSummary
  readonly versionCount: number
  /** True when the caller may save, rename, move or delete it. */
  readonly canWrite: boolean
}

/** `data` of upload, save and restoreVersion. */
export interface SavedFile {
  readonly fileId: number
  readonly version: number
  readonly size: number
  readonly summary: FileSummary
}

/** What the importer reports beside the new file. */
export interface ImportNote {
  /** A stable code, e.g. 'generatedTopology' for a WireViz harness given one bundle star per cable. */
  readonly code: string
  /** The note in the server's catalogue language (zh-CN); `code` lets a client word it itself. */
  readonly message: string
}

/** `data` of importFile. */
export interface ImportedFile extends SavedFile {
  readonly name: string
  readonly fileType: FileType
  /** The format read: 'kbl' (with its version), 'wireviz', 'xlsx', 'csv' or 'native'. */
  readonly format: string
  readonly notes: readonly ImportNote[]
}

/** `data` of a save refused because another save came first (code 409). */
export interface StaleSaveData {
  readonly reason: 'stale'
  readonly fileId: number
  /** The version the refused save said it edited. */
  readonly baseVersion: number
  /** The version now current. */
  readonly currentVersion: number
  readonly savedBy: string
  readonly savedAt: string
}

/** One saved version of a file. */
export interface FileVersionView {
  readonly version: number
  readonly author: string
  readonly createdAt: string
  readonly size: number
  readonly comment: string
  /** The version this one restored, or null. */
  readonly restoredFrom: number | null
  readonly summary: FileSummary
}

/** One changed record of a harness comparison. */
export interface RecordChangeView {
  readonly kind: 'added' | 'removed' | 'changed'
  readonly id: string
  readonly typeName: string
  /** The record's name or designator, else its id. */
  readonly label: string
  /** Top-level fields that differ (changed records only). */
  readonly fields: readonly string[]
}

/** One changed cell of a table comparison. */
export interface CellChangeView {
  readonly rowId: string
  /** 1-based row number in the newer table. */
  readonly row: number
  readonly column: string
  readonly before: string | number | boolean | null
  readonly after: string | number | boolean | null
}

/** What changed between two versions of one file (or a version and unsaved bytes). */
export type FileComparison =
  | {
      readonly kind: 'harness'
      readonly from: number
      /** The newer version, or null for unsaved bytes. */
      readonly to: number | null
      /** Records per type on each side. */
      readonly countsBefore: Readonly<Record<string, number>>
      readonly countsAfter: Readonly<Record<string, number>>
      readonly added: number
      readonly removed: number
      readonly changed: number
      /** The changes, capped; `truncated` says when more exist. */
      readonly changes: readonly RecordChangeView[]
      readonly truncated: boolean
    }
  | {
      readonly kind: 'datatable'
      readonly from: number
      readonly to: number | null
      readonly rowsBefore: number
      readonly rowsAfter: number
      readonly columnsAdded: readonly string[]
      readonly columnsRemoved: readonly string[]
      readonly rowsAdded: number
      readonly rowsRemoved: number
      readonly cellsChanged: number
      readonly cells: readonly CellChangeView[]
      readonly truncated: boolean
    }
