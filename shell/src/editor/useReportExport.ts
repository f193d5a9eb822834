import { useCallback, useState } from 'react'
import { transfer } from 'comlink'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { createReportClient, type ReportKind, type ReportProgress } from '../../../workers/src/client/reportClient'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { saveBlob } from '../ui/saveBlob'

/** Where the browser loads the report worker from (built by esbuild.config.mjs beside the shell). */
export const REPORT_WORKER_URL = '/workers/report.worker.js'

/** The MIME type of an xlsx workbook. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Excel export of a report from the editor (specification section 1): the document as it is now
 * (a snapshot from the engine worker, written in slices so editing goes on), handed to a report
 * worker of its own that builds the report and writes the workbook, with its progress (reading,
 * measuring, rows, writing) for a progress bar; the file is then downloaded and the worker
 * stopped. The editing worker and the page stay responsive throughout. `parts`, the part library
 * the editor checks against, goes with it, so the cut table's status says what the panel says.
 */
export function useReportExport(engine: EngineClient, fileName: string, parts: unknown) {
  const { t } = useI18n()
  const [progress, setProgress] = useState<ReportProgress | null>(null)
  const exportXlsx = useCallback(async (kind: ReportKind, language: 'zh' | 'en', title: string) => {
    if (progress !== null) return
    setProgress({ phase: 'decode', done: 0, total: 1 })
    const worker = new Worker(REPORT_WORKER_URL, { type: 'module', name: 'report' })
    try {
      const snapshot = await engine.api.snapshot()
      const buffer = snapshot.buffer.slice(snapshot.byteOffset, snapshot.byteOffset + snapshot.byteLength) as ArrayBuffer
      const client = createReportClient(worker, transfer)
      const result = await client.exportXlsx(buffer, [kind], language, (p) => setProgress(p), { parts })
      if (!result.ok) {
        notify('error', t('edRefused', { reason: result.message }))
        return
      }
      saveBlob(new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }), `${fileName}-${title}.xlsx`)
      notify('success', t('edExported', { name: `${fileName}-${title}.xlsx` }))
    } catch (error) {
      notify('error', t('edRefused', { reason: error instanceof Error ? error.message : String(error) }))
    } finally {
      worker.terminate()
      setProgress(null)
    }
  }, [engine, fileName, parts, progress, t])
  return { progress, exportXlsx }
}
