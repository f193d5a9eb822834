import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeDocument, generateHarness, harnessBom, wireCutTable, buildReportSheet, type HarnessSize } from '@harness/engine'
import { writeXlsxReport } from '../xlsxReport'
import { openBenchDocument, type BenchStore } from './openBenchDocument'
import { heapMiB, median, ms, percentilesAsync, timed, timedAsync } from './measure'

/** The measurements of one harness size, in milliseconds unless named otherwise. */
export type SizeResult = Readonly<Record<string, unknown>>

/**
 * Measures the engine on a generated harness of `size` through the assembly `store`: open from
 * native bytes (decode + index + derive all + spatial), routing all wires, derive all, edits until
 * the derived data and the change event are current (move a node, change the busiest segment's
 * length, delete a connector with its wires) with their undo and redo, BOM and cut-table rows, the
 * xlsx cut table, viewport queries, hit tests and the heap held after opening.
 */
export async function benchSize(size: HarnessSize, seed: number, repeat: number, store: BenchStore = 'columns'): Promise<SizeResult> {
  const generated = timed(() => generateHarness(size, seed))
  const encoded = timed(() => encodeDocument(generated.value))
  const records = generated.value.length
  generated.value.length = 0
  const heapBefore = heapMiB()
  const open = await timedAsync(() => openBenchDocument(encoded.value, store))
  const bench = open.value
  const heapOpen = heapMiB()
  const doc = bench.doc
  const counts = { records, wires: doc.count('wire'), connectors: doc.count('connector'), segments: doc.count('segment') }
  const routeAll = median(Math.min(repeat, 3), () => bench.routeAll())
  const deriveAll = median(Math.min(repeat, 3), () => bench.deriveAll())

  const nodes = [...doc.all('node')]
  const busiest = [...bench.derived().diameters.values()].sort((a, b) => b.wireCount - a.wireCount)[0]!
  // The connectors with the most wires: deleting one opens their ends and re-sizes their bundles.
  const wireCount = (id: string) => doc.cavitiesOf(id as never).reduce((n, c) => n + doc.wiresAt(c.id).length, 0)
  const connectors = [...doc.all('connector')].map((c) => ({ c, n: wireCount(c.id) })).sort((a, b) => b.n - a.n).map((x) => x.c)
  const wiresOfDeleted = wireCount(connectors[0]!.id)
  const edits: Record<string, { p50: number; p95: number }> = {}
  edits.moveNode = await percentilesAsync(repeat * 4, (i) => bench.apply('moveNode', { nodeId: nodes[i % nodes.length]!.id, position: [i, i] }))
  edits.setSegmentLength = await percentilesAsync(repeat * 4, (i) => bench.apply('setSegmentLength', { segmentId: busiest.segmentId, length: 500 + i }))
  edits.deleteConnector = await percentilesAsync(repeat, (i) => bench.apply('deleteRecords', { ids: [connectors[i]!.id] }))
  edits.undo = await percentilesAsync(repeat, () => bench.undo())
  edits.redo = await percentilesAsync(repeat, () => bench.redo())

  const state = bench.derived()
  const bomRows = timed(() => harnessBom(doc, state))
  const cutRows = timed(() => wireCutTable(doc, state))
  const dir = mkdtempSync(join(tmpdir(), 'harness-bench-'))
  const sheet = buildReportSheet('cut-table', doc, state)
  const xlsx = await timedAsync(() => writeXlsxReport(join(dir, 'cut.xlsx'), [sheet], 'zh'))
  rmSync(dir, { recursive: true, force: true })

  // A viewport of a tenth of the drawing's width and height; hit tests at node positions.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
  for (const n of nodes) {
    minX = Math.min(minX, n.position[0]); maxX = Math.max(maxX, n.position[0])
    minY = Math.min(minY, n.position[1]); maxY = Math.max(maxY, n.position[1])
  }
  const w = (maxX - minX) / 10
  const h = (maxY - minY) / 10
  let visible = 0
  const viewport = await percentilesAsync(repeat * 20, async (i) => {
    // Viewports centred on nodes, so they look at drawn parts of the harness.
    const [cx, cy] = nodes[(i * 7919) % nodes.length]!.position
    visible = Math.max(visible, (await bench.viewport({ minX: cx - w / 2, minY: cy - h / 2, maxX: cx + w / 2, maxY: cy + h / 2 })).length)
  })
  const viewportLevels = bench.viewportLevels(nodes, repeat)
  const hitTest = await percentilesAsync(repeat * 20, (i) => bench.hitTest(nodes[(i * 7919) % nodes.length]!.position, 2))

  return {
    size,
    store,
    ...counts,
    generateMs: ms(generated.ms),
    documentBytes: encoded.value.length,
    encodeMs: ms(encoded.ms),
    openMs: ms(open.ms),
    openPhasesMs: bench.openPhasesMs,
    routeAllMs: ms(routeAll),
    deriveAllMs: ms(deriveAll),
    incrementalEditMs: edits,
    wiresThroughBusiestSegment: busiest.wireCount,
    wiresOfDeletedConnector: wiresOfDeleted,
    bomRowsMs: ms(bomRows.ms),
    bomRows: bomRows.value.length,
    cutTableRowsMs: ms(cutRows.ms),
    xlsxCutTableMs: ms(xlsx.ms),
    viewportQueryMs: viewport,
    viewportMostVisibleRecords: visible,
    hitTestMs: hitTest,
    ...(viewportLevels ? { viewportLevelOfDetail: viewportLevels } : {}),
    heapMiB: Math.round((heapOpen - heapBefore) * 10) / 10,
  }
}
