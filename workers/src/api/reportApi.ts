import { deriveHarness, PartCatalog, Store } from '@harness/engine'
import { readCatalogue } from './catalogInput'
import type { DocumentDecoder } from './engineApi'
import { buildReportSheet, type ReportKind, type ReportSheet } from '@harness/engine'
import { sheetsToXlsx } from './xlsxWorkbook'

/** Progress of a report job: a phase and, while writing rows, how many of how many. */
export interface ReportProgress {
  readonly phase: 'decode' | 'derive' | 'rows' | 'write' | 'done'
  readonly done: number
  readonly total: number
}

/** What building report sheets answers: the sheets, or why the snapshot could not be read. */
export type SheetsResult = { readonly ok: true; readonly sheets: ReportSheet[] } | { readonly ok: false; readonly message: string }

/**
 * What a report job may be given beside the document: `parts`, the part library as the engine
 * worker's `setPartCatalog` takes it (narrowest library first), so the cut table's status says
 * which wires carry a terminal or seal that does not fit, as the editor's panel does.
 */
export interface ReportOptions {
  readonly parts?: unknown
}

/**
 * The report worker's core: builds whole reports from a transferred document snapshot, away from
 * the editing worker, telling `onProgress` how far it is. Hosts add the file writing (xlsx in Node).
 */
export function createReportApi(decode: DocumentDecoder) {
  return {
    /** Builds the sheets of `kinds` from native document bytes; a part library that cannot be read is refused before any work. */
    async buildSheets(
      buffer: ArrayBuffer, kinds: readonly ReportKind[], language: 'zh' | 'en', onProgress: (p: ReportProgress) => void = () => undefined, options: ReportOptions = {},
    ): Promise<SheetsResult> {
      const library = options?.parts === undefined ? { ok: true as const, parts: [] } : readCatalogue(options.parts)
      if (!library.ok) return { ok: false, message: `the part library cannot be read: ${library.detail}` }
      const catalog = library.parts.length === 0 ? PartCatalog.EMPTY : new PartCatalog(library.parts)
      onProgress({ phase: 'decode', done: 0, total: 1 })
      const decoded = decode(new Uint8Array(buffer))
      if (!decoded.ok) return { ok: false, message: decoded.error.message }
      onProgress({ phase: 'derive', done: 0, total: 1 })
      const store = new Store(decoded.records)
      const derived = deriveHarness(store)
      const sheets: ReportSheet[] = []
      for (const [i, kind] of kinds.entries()) {
        onProgress({ phase: 'rows', done: i, total: kinds.length })
        sheets.push(buildReportSheet(kind, store, derived, language, false, catalog))
      }
      onProgress({ phase: 'rows', done: kinds.length, total: kinds.length })
      return { ok: true, sheets }
    },

    /**
     * The reports of `kinds` from native document bytes as one xlsx workbook (a worksheet each),
     * telling `onProgress` the phases and, while writing, the rows written of how many.
     */
    async exportXlsx(
      buffer: ArrayBuffer, kinds: readonly ReportKind[], language: 'zh' | 'en', onProgress: (p: ReportProgress) => void = () => undefined, options: ReportOptions = {},
    ): Promise<XlsxResult> {
      const built = await this.buildSheets(buffer, kinds, language, onProgress, options ?? {})
      if (!built.ok) return built
      const bytes = await sheetsToXlsx(built.sheets, language, (done, total) => onProgress({ phase: 'write', done, total }))
      onProgress({ phase: 'done', done: 1, total: 1 })
      return { ok: true, bytes }
    },
  }
}

/** What an Excel export answers: the xlsx file's bytes, or why the snapshot could not be read. */
export type XlsxResult = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string }

/** The report API's type, for typed clients. */
export type ReportApi = ReturnType<typeof createReportApi>
