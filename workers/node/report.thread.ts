/**
 * The report worker under Node worker_threads: builds report sheets from a transferred snapshot
 * and writes them (xlsx with the streaming writer, or CSV/JSON), sending progress to the caller.
 */
import { writeFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import { expose } from 'comlink'
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs'
import { nativeCodec } from '../src/api/nativeCodec'
import { createReportApi, type ReportProgress } from '../src/api/reportApi'
import { sheetToCsv, sheetToJson, type ReportKind } from '@harness/engine'
import { writeXlsxReport } from './xlsxReport'

/** The report file formats. */
export type ReportFormat = 'xlsx' | 'csv' | 'json'

const core = createReportApi(nativeCodec.decode)

const reportThreadApi = {
  /** Builds `kinds` from the snapshot and writes them to `path` in `format`; CSV and JSON take one report. */
  async writeReport(
    buffer: ArrayBuffer,
    kinds: readonly ReportKind[],
    format: ReportFormat,
    path: string,
    language: 'zh' | 'en',
    onProgress: (p: ReportProgress) => void,
  ): Promise<{ ok: true; rows: number } | { ok: false; message: string }> {
    const built = await core.buildSheets(buffer, kinds, language, onProgress)
    if (!built.ok) return built
    const rows = built.sheets.reduce((n, s) => n + s.rows.length, 0)
    try {
      if (format === 'xlsx') {
        await writeXlsxReport(path, built.sheets, language, (done, total) => onProgress({ phase: 'write', done, total }))
      } else {
        if (built.sheets.length !== 1) return { ok: false, message: `${format} holds one report; ask for one kind` }
        await writeFile(path, format === 'csv' ? sheetToCsv(built.sheets[0]!, language) : sheetToJson(built.sheets[0]!))
      }
    } catch (error) {
      return { ok: false, message: `cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` }
    }
    onProgress({ phase: 'done', done: rows, total: rows })
    return { ok: true, rows }
  },
}

/** The report thread's API type, for the command-line tool. */
export type ReportThreadApi = typeof reportThreadApi

if (parentPort) expose(reportThreadApi, nodeEndpoint(parentPort))
