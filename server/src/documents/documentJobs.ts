import type { DataTable, DataTableComparison, FactoryFormat, FactoryReport, FileSummary, FileType, LibraryPartKind, PartTableMapping, WorkspaceConfig } from '@harness/protocol'
import type { HarnessSearchText, PartUses } from '@harness/engine'
import { checkTable, compareTableBytes, emptyTableFile, exportTable, readSpreadsheet, type SpreadsheetRefusal, type TableRefusal } from '../features/files/datatable/tableJobs'
import {
  checkHarness, compareHarnessVersions, emptyDrawing, emptyHarness, harnessReport, nativeFromCanonical, searchTextFromCanonical, type HarnessDifferences, type HarnessRefusal,
} from './harnessJobs'
import { importFile, type ImportNoteCode } from './importJobs'
import { harnessParts, type HarnessPartsAnswer } from './partsJobs'
import { partTable, type PartTableAnswer } from './partTableJobs'
import { prepareBlob, type PreparedBlob } from './preparedBlob'
import { sampleProjectFiles } from './sampleProject'

/**
 * The jobs the document worker runs, as plain messages (structured-cloneable, bytes as
 * Uint8Array), and what each answers. Every job that makes file content answers it prepared for
 * the chunk store, so hashing and compression happen off the server's event loop too. Expected
 * failures are values inside the answer; a job that throws is a defect, reported by the pool.
 */
export type DocumentJob =
  | { readonly kind: 'checkHarness'; readonly bytes: Uint8Array }
  | { readonly kind: 'emptyHarness' }
  | { readonly kind: 'emptyDrawing' }
  | { readonly kind: 'sampleProject'; readonly seed: number }
  | { readonly kind: 'importFile'; readonly name: string; readonly bytes: Uint8Array }
  | { readonly kind: 'harnessReport'; readonly canonical: Uint8Array; readonly config: WorkspaceConfig; readonly report: FactoryReport; readonly format: FactoryFormat }
  | { readonly kind: 'nativeHarness'; readonly canonical: Uint8Array }
  | { readonly kind: 'harnessSearchText'; readonly canonical: Uint8Array }
  | { readonly kind: 'compareHarness'; readonly before: Uint8Array; readonly after: { readonly canonical: Uint8Array } | { readonly native: Uint8Array }; readonly limit: number }
  | { readonly kind: 'checkTable'; readonly bytes: Uint8Array }
  | { readonly kind: 'emptyTable' }
  | { readonly kind: 'readSpreadsheet'; readonly extension: '.xlsx' | '.csv'; readonly bytes: Uint8Array }
  | { readonly kind: 'exportTable'; readonly canonical: Uint8Array; readonly format: 'xlsx' | 'csv' }
  | { readonly kind: 'compareTables'; readonly before: Uint8Array; readonly after: Uint8Array }
  | { readonly kind: 'harnessParts'; readonly name: string; readonly bytes: Uint8Array }
  | { readonly kind: 'partTable'; readonly name: string; readonly bytes: Uint8Array; readonly mapping: PartTableMapping | null; readonly partKind: LibraryPartKind | null }

/**
 * File content ready to store, with what lists show of it: its canonical form (what every version
 * keeps) and, when they differ, its exact bytes (what the current version keeps for downloads).
 */
export interface PreparedFile {
  readonly ok: true
  readonly summary: FileSummary
  /** A harness's part numbers and their uses (null for tables). */
  readonly partUses: PartUses | null
  /** A harness's content index for the text search (`harnessSearchText`; null for tables). */
  readonly searchText: HarnessSearchText | null
  readonly canonical: PreparedBlob
  readonly raw: PreparedBlob | null
}

/** The answer of each job kind. */
export interface DocumentAnswers {
  checkHarness: PreparedFile | HarnessRefusal
  emptyHarness: PreparedFile
  emptyDrawing: PreparedFile
  sampleProject: { readonly ok: true; readonly harness: PreparedFile; readonly wireList: PreparedFile }
  importFile:
    | (PreparedFile & { readonly fileType: FileType; readonly format: string; readonly notes: readonly ImportNoteCode[] })
    | { readonly ok: false; readonly key: 'importUnsupported' | 'importFailed' | 'fileInvalid' | 'dataFormatIncorrect'; readonly detail: string }
  harnessReport: { readonly ok: true; readonly rows: number; readonly blob: PreparedBlob } | HarnessRefusal
  nativeHarness: { readonly ok: true; readonly bytes: Uint8Array; readonly raw: PreparedBlob; readonly searchText: HarnessSearchText } | HarnessRefusal
  harnessSearchText: { readonly ok: true; readonly searchText: HarnessSearchText } | HarnessRefusal
  compareHarness: HarnessDifferences | HarnessRefusal
  checkTable: PreparedFile | TableRefusal
  emptyTable: PreparedFile
  readSpreadsheet: { readonly ok: true; readonly table: DataTable } | SpreadsheetRefusal
  exportTable: { readonly ok: true; readonly bytes: Uint8Array; readonly rows: number } | TableRefusal
  compareTables: { readonly ok: true; readonly comparison: DataTableComparison } | TableRefusal
  harnessParts: HarnessPartsAnswer
  partTable: PartTableAnswer
}

/** The answer type of job `J`. */
export type AnswerOf<J extends DocumentJob> = DocumentAnswers[J['kind']]

function prepared(file: { readonly summary: FileSummary; readonly bytes: Uint8Array; readonly canonical: Uint8Array | null; readonly partUses?: PartUses | null; readonly searchText?: HarnessSearchText | null }): PreparedFile {
  const partUses = file.partUses ?? null
  const searchText = file.searchText ?? null
  return file.canonical === null
    ? { ok: true, summary: file.summary, partUses, searchText, canonical: prepareBlob(file.bytes), raw: null }
    : { ok: true, summary: file.summary, partUses, searchText, canonical: prepareBlob(file.canonical), raw: prepareBlob(file.bytes) }
}

/** Runs one job. */
export async function runDocumentJob(job: DocumentJob): Promise<DocumentAnswers[DocumentJob['kind']]> {
  switch (job.kind) {
    case 'checkHarness': {
      const checked = checkHarness(job.bytes)
      return checked.ok ? prepared(checked) : checked
    }
    case 'emptyHarness': return prepared(emptyHarness())
    case 'emptyDrawing': return prepared(emptyDrawing())
    case 'sampleProject': {
      const files = sampleProjectFiles(job.seed)
      return { ok: true, harness: prepared(files.harness), wireList: prepared({ ...files.wireList, canonical: null }) }
    }
    case 'importFile': {
      const imported = await importFile(job.name, job.bytes)
      return imported.ok ? { ...prepared(imported), fileType: imported.fileType, format: imported.format, notes: imported.notes } : imported
    }
    case 'harnessReport': {
      const made = await harnessReport(job.canonical, job.config, job.report, job.format)
      return made.ok ? { ok: true, rows: made.rows, blob: prepareBlob(made.bytes) } : made
    }
    case 'compareHarness': return compareHarnessVersions(job.before, job.after, job.limit)
    case 'harnessSearchText': return searchTextFromCanonical(job.canonical)
    case 'nativeHarness': {
      const native = nativeFromCanonical(job.canonical)
      return native.ok ? { ok: true, bytes: native.bytes, raw: prepareBlob(native.bytes), searchText: native.searchText } : native
    }
    // A table's stored bytes are its canonical form (serializeDataTable's text): no raw copy.
    case 'checkTable': {
      const checked = checkTable(job.bytes)
      return checked.ok ? prepared({ ...checked, canonical: null }) : checked
    }
    case 'emptyTable': return prepared({ ...emptyTableFile(), canonical: null })
    case 'readSpreadsheet': return readSpreadsheet(job.extension, job.bytes)
    case 'exportTable': return exportTable(job.canonical, job.format)
    case 'compareTables': return compareTableBytes(job.before, job.after)
    case 'harnessParts': return harnessParts(job.name, job.bytes)
    case 'partTable': return partTable(job.name, job.bytes, job.mapping, job.partKind)
    default: {
      const never: never = job
      throw new RangeError(`runDocumentJob: unknown job ${JSON.stringify(never)}`)
    }
  }
}

/**
 * The byte buffers inside an answer (at any depth), to transfer rather than copy back to the
 * server thread. Only buffers a view owns whole are moved: a view into Node's shared buffer pool
 * stays a copy, or moving it would detach unrelated buffers.
 */
export function transferablesOf(answer: unknown): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>()
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || typeof value !== 'object' || value === null) return
    if (value instanceof Uint8Array) {
      if (value.byteOffset === 0 && value.byteLength === value.buffer.byteLength && value.buffer instanceof ArrayBuffer) found.add(value.buffer)
      return
    }
    for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item, depth + 1)
  }
  visit(answer, 0)
  return [...found]
}
