import { Worker } from 'node:worker_threads'
import { proxy, releaseProxy, transfer, wrap } from 'comlink'
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs'
import { nativeCodec } from '../../../src/api/nativeCodec'
import { REPORT_KINDS, type ReportKind } from '@harness/engine'
import type { ReportThreadApi } from '../../report.thread'
import { choice, parseCommandArgs, required } from '../args'
import { CliError, usageError } from '../CliError'
import { loadDocument } from '../loadDocument'
import { progressBar } from '../progressBar'
import { detectFormat, readInput } from '../readInput'

/**
 * `harness report cut-table|assembly|bom|manufacturing-bom DOC --format xlsx|csv|json --out FILE [--lang zh|en]`:
 * builds the report in a report worker thread from the document's snapshot and writes it, with a
 * progress bar on a terminal.
 */
export async function reportCommand(argv: readonly string[], threadUrl: URL): Promise<void> {
  const args = parseCommandArgs(argv, { format: { type: 'string' }, out: { type: 'string' }, lang: { type: 'string' } }, { min: 2, max: 2, names: 'KIND DOC' })
  const [kindArg, path] = args.positionals as [string, string]
  if (!(REPORT_KINDS as readonly string[]).includes(kindArg)) throw usageError(`KIND must be one of ${REPORT_KINDS.join(', ')}, not "${kindArg}"`)
  const format = choice('format', args.values.format, ['xlsx', 'csv', 'json'] as const, 'xlsx')
  const language = choice('lang', args.values.lang, ['zh', 'en'] as const, 'zh')
  const out = required('out', args.values.out)
  const bytes = await readInput(path)
  const fileFormat = detectFormat(path, bytes)
  const native = fileFormat === 'native' ? bytes : nativeCodec.encode(loadDocument(path, fileFormat, bytes).records)
  const buffer = native.buffer.slice(native.byteOffset, native.byteOffset + native.byteLength) as ArrayBuffer
  const worker = new Worker(threadUrl)
  const api = wrap<ReportThreadApi>(nodeEndpoint(worker))
  const bar = progressBar(`report ${kindArg}`)
  try {
    const result = await api.writeReport(transfer(buffer, [buffer]), [kindArg as ReportKind], format, out, language, proxy((p) => bar.update(p.done, p.total, p.phase)))
    bar.finish()
    if (!result.ok) throw new CliError(`${path}: ${result.message}`)
    process.stderr.write(`wrote ${result.rows} rows to ${out}\n`)
  } finally {
    api[releaseProxy]()
    await worker.terminate()
  }
}
