import type { FileSummary, FileType } from '@harness/protocol'
import { importWirevizHarness, type HarnessSearchText, type PartUses, type WirevizHarnessNote } from '@harness/engine'
import { importTable } from '../features/files/datatable/tableJobs'
import { checkHarness, harnessFile, kblHarness } from './harnessJobs'
import type { KblImportNote } from './kblImportNotes'

/** A note the importer adds to its answer (the engine's WireViz notes, a KBL import's report): the server turns it into a catalogue message. */
export type ImportNoteCode = WirevizHarnessNote | KblImportNote

/** What an import answers: a file of our own kind, or why not. */
export type ImportAnswer =
  | {
      readonly ok: true
      readonly fileType: FileType
      readonly bytes: Uint8Array
      /** The canonical stored form; null when the bytes are canonical themselves (tables). */
      readonly canonical: Uint8Array | null
      readonly summary: FileSummary
      /** A harness's part numbers and their uses (null for tables). */
      readonly partUses: PartUses | null
      /** A harness's content index for the text search (null for tables). */
      readonly searchText: HarnessSearchText | null
      /** The format read, e.g. 'kbl 2.4', 'wireviz', 'csv'. */
      readonly format: string
      readonly notes: readonly ImportNoteCode[]
    }
  | { readonly ok: false; readonly key: 'importUnsupported' | 'importFailed' | 'fileInvalid' | 'dataFormatIncorrect'; readonly detail: string }

/** The import formats, by file-name extension (lower case, with the dot). */
export const IMPORT_EXTENSIONS = ['.kbl', '.xml', '.yml', '.yaml', '.harness', '.xlsx', '.csv'] as const

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}

/** Decodes UTF-8 text strictly: bytes that are not UTF-8 are a failed import, not a garbled one. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * Turns an uploaded file into a project file by its extension: KBL (.kbl, .xml) into a harness
 * through the engine's importer, WireViz YAML (.yml, .yaml) into a harness with one generated
 * bundle star per cable (the notes say so), a native harness (.harness) checked as it is, a
 * spreadsheet (.xlsx, .csv) into a data table (`importTable`: types inferred, headings with units). Anything else
 * answers `importUnsupported`; a file of a known format that does not read answers `importFailed`
 * with the reader's detail (line and column where it has them).
 */
export async function importFile(name: string, bytes: Uint8Array): Promise<ImportAnswer> {
  const ext = extensionOf(name)
  switch (ext) {
    case '.kbl':
    case '.xml': {
      const text = utf8(bytes)
      if (text === null) return { ok: false, key: 'importFailed', detail: 'the file is not UTF-8 text' }
      const harness = kblHarness(text)
      if (!harness.ok) return { ok: false, key: 'importFailed', detail: harness.detail }
      return { ok: true, fileType: 'harness', bytes: harness.bytes, canonical: harness.canonical, summary: harness.summary, partUses: harness.partUses, searchText: harness.searchText, format: harness.format, notes: harness.notes }
    }
    case '.yml':
    case '.yaml': {
      const text = utf8(bytes)
      if (text === null) return { ok: false, key: 'importFailed', detail: 'the file is not UTF-8 text' }
      const imported = importWirevizHarness(text)
      if (!imported.ok) {
        const e = imported.error
        const where = [e.path, e.line !== null ? `line ${e.line}, column ${e.column}` : null].filter(Boolean).join(', ')
        return { ok: false, key: 'importFailed', detail: where ? `${where}: ${e.message}` : e.message }
      }
      const harness = harnessFile(imported.records)
      return { ok: true, fileType: 'harness', bytes: harness.bytes, canonical: harness.canonical, summary: harness.summary, partUses: harness.partUses, searchText: harness.searchText, format: 'wireviz', notes: imported.notes }
    }
    case '.harness': {
      const checked = checkHarness(bytes)
      if (!checked.ok) return checked
      return { ok: true, fileType: 'harness', bytes: checked.bytes, canonical: checked.canonical, summary: checked.summary, partUses: checked.partUses, searchText: checked.searchText, format: 'native', notes: [] }
    }
    case '.xlsx':
    case '.csv': {
      const table = await importTable(ext, bytes)
      if (!table.ok) return table
      return { ok: true, fileType: 'datatable', bytes: table.bytes, canonical: null, summary: table.summary, partUses: null, searchText: null, format: table.format, notes: [] }
    }
    default:
      return { ok: false, key: 'importUnsupported', detail: ext === '' ? 'no file extension' : `extension ${ext}` }
  }
}
