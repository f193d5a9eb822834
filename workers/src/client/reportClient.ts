import { proxy, wrap, type Endpoint, type Remote } from 'comlink'
import type { ReportApi, ReportOptions, ReportProgress, SheetsResult, XlsxResult } from '../api/reportApi'
import type { ReportKind } from '@harness/engine'

export type { ReportApi, ReportOptions, ReportProgress, SheetsResult, XlsxResult } from '../api/reportApi'
export type { ReportColumn, ReportKind, ReportSheet } from '@harness/engine'

/** A typed handle on a report worker. */
export interface ReportClient {
  readonly api: Remote<ReportApi>
  /** Builds report sheets from a document snapshot (transferred), reporting progress; `options.parts` is the part library. */
  build(snapshot: ArrayBuffer, kinds: readonly ReportKind[], language: 'zh' | 'en', onProgress?: (p: ReportProgress) => void, options?: ReportOptions): Promise<SheetsResult>
  /** Writes report sheets from a document snapshot (transferred) as one xlsx file, reporting progress; `options.parts` is the part library. */
  exportXlsx(snapshot: ArrayBuffer, kinds: readonly ReportKind[], language: 'zh' | 'en', onProgress?: (p: ReportProgress) => void, options?: ReportOptions): Promise<XlsxResult>
}

/** Wraps a worker (or any Comlink endpoint) running the report entry in a typed client. */
export function createReportClient(endpoint: Endpoint, transfer: <T>(value: T, transferables: Transferable[]) => T): ReportClient {
  const api = wrap<ReportApi>(endpoint)
  return {
    api,
    build(snapshot, kinds, language, onProgress = () => undefined, options = {}) {
      return api.buildSheets(transfer(snapshot, [snapshot]), kinds, language, proxy(onProgress), options)
    },
    exportXlsx(snapshot, kinds, language, onProgress = () => undefined, options = {}) {
      return api.exportXlsx(transfer(snapshot, [snapshot]), kinds, language, proxy(onProgress), options)
    },
  }
}
