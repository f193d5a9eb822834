import { OpenDocument, exportKbl, generateHarness, importKbl, type HarnessSize, type OpenProgress } from '@harness/engine'
import { heapMiB, ms, timed } from './measure'

/** The measurements of one KBL round through the engine, in ms, MB and MiB as named. */
export interface KblBenchResult {
  readonly benchmark: 'kbl-import'
  readonly size: HarnessSize
  readonly seed: number
  readonly records: number
  readonly generateMs: number
  /** Writing the KBL text from the generated records. */
  readonly exportMs: number
  /** Heap V8 had reserved when the export returned (generated records, index and text), in MiB. */
  readonly exportHeapReservedMiB: number
  /** The KBL text's size in MB (10⁶ bytes of UTF-8). */
  readonly kblMB: number
  readonly kblLines: number
  /** Reading the KBL text into records (parse, resolve, map). */
  readonly importMs: number
  readonly importedRecords: number
  readonly importWarnings: number
  /** Heap held by the imported records (the text still held), above the heap before import, in MiB. */
  readonly importHeapMiB: number
  /**
   * Heap V8 had reserved when the import returned, before any collection, in MiB: it grows to hold
   * the element tree and the records at once, so it bounds the import's peak from above.
   */
  readonly importHeapReservedMiB: number
  /** Opening the imported records as users open a document: editor, derived data, spatial index. */
  readonly openMs: number
  readonly openPhasesMs: Readonly<Record<string, number>>
  /** Heap held by the open document, above the heap before it, in MiB. */
  readonly openHeapMiB: number
  /** Import plus open: a KBL file to an editable harness with its derived data. */
  readonly endToEndMs: number
  /**
   * Processor time (user + system, all threads, including the collector) of export, import and
   * open, in ms: on a shared machine it varies less than the wall-clock times above.
   */
  readonly cpuMs: { readonly export: number; readonly import: number; readonly open: number }
}

/** `fn` timed by the wall clock and by processor time (user + system), in ms. */
function timedCpu<T>(fn: () => T): { ms: number; cpuMs: number; value: T } {
  const cpu = process.cpuUsage()
  const { ms: wall, value } = timed(fn)
  const used = process.cpuUsage(cpu)
  return { ms: wall, cpuMs: (used.user + used.system) / 1000, value }
}

/**
 * Measures a KBL file of harness size `size` end to end: generates the harness (seed `seed`),
 * exports it through the engine's KBL writer, imports the text, and opens the imported records
 * through {@link OpenDocument} (the path the worker, the CLI and the engine benchmark use). Heap
 * figures are most telling with `node --expose-gc`, which lets each reading collect first.
 */
export function benchKblImport(size: HarnessSize, seed: number): KblBenchResult {
  const generated = timed(() => generateHarness(size, seed))
  const records = generated.value.length
  const exported = timedCpu(() => exportKbl(generated.value))
  const exportReserved = process.memoryUsage().heapTotal / 1048576
  generated.value.length = 0
  const xml = exported.value
  const kblMB = Math.round(Buffer.byteLength(xml, 'utf8') / 1e4) / 100
  let kblLines = 0
  for (let i = xml.indexOf('\n'); i !== -1; i = xml.indexOf('\n', i + 1)) kblLines += 1

  const heapBefore = heapMiB()
  const imported = timedCpu(() => importKbl(xml))
  const reserved = process.memoryUsage().heapTotal / 1048576
  const result = imported.value
  if (!result.ok) throw new Error(`benchKblImport: the exported ${size} harness did not import: ${result.error.message} at ${result.error.line}:${result.error.column}`)
  const heapImported = heapMiB()

  const phases: Record<string, number> = {}
  const onProgress = (p: OpenProgress) => {
    if (p.done) phases[p.phase] = ms(p.ms)
  }
  const heapBeforeOpen = heapMiB()
  const opened = timedCpu(() => OpenDocument.fromRecords(result.records, onProgress))
  const heapOpen = heapMiB()
  if (opened.value.editor.doc.count('wire') === 0) throw new Error('benchKblImport: the opened harness has no wires')

  return {
    benchmark: 'kbl-import',
    size,
    seed,
    records,
    generateMs: ms(generated.ms),
    exportMs: ms(exported.ms),
    exportHeapReservedMiB: Math.round(exportReserved * 10) / 10,
    kblMB,
    kblLines,
    importMs: ms(imported.ms),
    // The harness's records (the import adds the drawing settings of the page it is placed on).
    importedRecords: result.records.filter((r) => r.typeName !== 'settings').length,
    importWarnings: result.report.warnings.length,
    importHeapMiB: Math.round((heapImported - heapBefore) * 10) / 10,
    importHeapReservedMiB: Math.round(reserved * 10) / 10,
    openMs: ms(opened.ms),
    openPhasesMs: phases,
    openHeapMiB: Math.round((heapOpen - heapBeforeOpen) * 10) / 10,
    endToEndMs: ms(imported.ms + opened.ms),
    cpuMs: { export: ms(exported.cpuMs), import: ms(imported.cpuMs), open: ms(opened.cpuMs) },
  }
}
