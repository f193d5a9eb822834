import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deleteRecords, decodeDocument, deriveHarness, Editor, encodeDocument, generateHarness, IncrementalDerived, moveNode, setSegmentLength, SpatialIndex,
  harnessBom, touchedIds, wireCutTable, buildGraph, routeWire, type HarnessSize, type Mm,
} from '@harness/engine'
import { buildReportSheet } from '@harness/engine'
import { writeXlsxReport } from '../xlsxReport'
import { heapMiB, median, ms, percentiles, timed, timedAsync } from './measure'

/** The measurements of one harness size, in milliseconds unless named otherwise. */
export type SizeResult = Record<string, number | string | Record<string, number> | Record<string, { p50: number; p95: number }>>

/**
 * Measures the engine on a generated harness of `size`: decode, open (decode + index + derive
 * all), routing all wires, incremental edits until the derived data is current (move a node,
 * change the busiest segment's length, delete a connector with its wires) with their undo and
 * redo, BOM and cut-table rows, the xlsx cut table, viewport queries, hit tests and heap.
 */
export async function benchSize(size: HarnessSize, seed: number, repeat: number): Promise<SizeResult> {
  const heapBefore = heapMiB()
  const generated = timed(() => generateHarness(size, seed))
  const encoded = timed(() => encodeDocument(generated.value))
  const decoded = timed(() => decodeDocument(encoded.value))
  if (!decoded.value.ok) throw new Error(`bench: decode failed: ${decoded.value.error.message}`)
  const open = timed(() => {
    const result = decodeDocument(encoded.value)
    if (!result.ok) throw new Error(result.error.message)
    const editor = new Editor(result.records)
    const derived = new IncrementalDerived(editor.doc)
    const spatial = new SpatialIndex(editor.doc)
    editor.subscribe((event) => {
      spatial.update(touchedIds(event.diff))
      derived.update(event.diff)
    })
    return { editor, derived, spatial }
  })
  const { editor, derived, spatial } = open.value
  const heapOpen = heapMiB()
  const doc = editor.doc
  const counts = { records: generated.value.length, wires: doc.count('wire'), connectors: doc.count('connector'), segments: doc.count('segment') }
  const routeAll = median(Math.min(repeat, 3), () => {
    const graph = buildGraph(doc)
    for (const wire of doc.all('wire')) routeWire(doc, graph, wire)
  })

  const nodes = [...doc.all('node')]
  const busiest = [...derived.get().diameters.values()].sort((a, b) => b.wireCount - a.wireCount)[0]!
  // The connectors with the most wires: deleting one opens their ends and re-sizes their bundles.
  const wireCount = (id: string) => doc.cavitiesOf(id as never).reduce((n, c) => n + doc.wiresAt(c.id).length, 0)
  const connectors = [...doc.all('connector')].map((c) => ({ c, n: wireCount(c.id) })).sort((a, b) => b.n - a.n).map((x) => x.c)
  const wiresOfDeleted = wireCount(connectors[0]!.id)
  const deriveAll = median(Math.min(repeat, 3), () => deriveHarness(doc))
  const edits: Record<string, { p50: number; p95: number }> = {}
  edits.moveNode = percentiles(repeat * 4, (i) => editor.run(moveNode, { nodeId: nodes[i % nodes.length]!.id, position: [i, i] }))
  edits.setSegmentLength = percentiles(repeat, (i) => editor.run(setSegmentLength, { segmentId: busiest.segmentId, length: (500 + i) as Mm }))
  edits.deleteConnector = percentiles(repeat, (i) => editor.run(deleteRecords, { ids: [connectors[i]!.id] }))
  edits.undo = percentiles(repeat, () => editor.undo())
  edits.redo = percentiles(repeat, () => editor.redo())
  const wiresThroughBusiest = busiest.wireCount

  const state = derived.get()
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
  const viewport = percentiles(repeat * 20, (i) => {
    // Viewports centred on nodes, so they look at drawn parts of the harness.
    const [cx, cy] = nodes[(i * 7919) % nodes.length]!.position
    visible = Math.max(visible, spatial.query({ minX: cx - w / 2, minY: cy - h / 2, maxX: cx + w / 2, maxY: cy + h / 2 }).length)
  })
  const hitTest = percentiles(repeat * 20, (i) => spatial.hitTest(nodes[(i * 7919) % nodes.length]!.position, 2))

  return {
    size,
    ...counts,
    generateMs: ms(generated.ms),
    documentBytes: encoded.value.length,
    encodeMs: ms(encoded.ms),
    decodeMs: ms(decoded.ms),
    openMs: ms(open.ms),
    routeAllMs: ms(routeAll),
    deriveAllMs: ms(deriveAll),
    incrementalEditMs: edits,
    wiresThroughBusiestSegment: wiresThroughBusiest,
    wiresOfDeletedConnector: wiresOfDeleted,
    bomRowsMs: ms(bomRows.ms),
    bomRows: bomRows.value.length,
    cutTableRowsMs: ms(cutRows.ms),
    xlsxCutTableMs: ms(xlsx.ms),
    viewportQueryMs: viewport,
    viewportMostVisibleRecords: visible,
    hitTestMs: hitTest,
    heapMiB: Math.round((heapOpen - heapBefore) * 10) / 10,
  }
}
