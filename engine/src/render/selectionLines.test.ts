import { describe, expect, it } from 'vitest'
import { harness, starHarness } from '../../test/harnessBuilder'
import { generateHarness } from '../generate/generateHarness'
import { OpenDocument } from '../open/OpenDocument'
import { paintSelectionLines, pictureSize, selectionLines, type LinePainter, type SelectionLines } from './selectionLines'

// Three connectors on a star around branch point B; W1 and W2 run X1-X2, W3 runs X1-X3.
const open = () => OpenDocument.fromRecords(starHarness().records)

const linesOf = (doc: OpenDocument, ids: readonly unknown[]): SelectionLines =>
  selectionLines(doc.editor.doc, { routed: (id) => doc.derived.isRouted(id), segmentsUsedBy: (wires) => doc.derived.segmentsUsedBy(wires) }, doc.spatial, ids)

/** The pieces as rounded `[x1, y1, x2, y2]` lists, sorted, to compare without caring for order. */
const pieces = (lines: SelectionLines): number[][] => {
  const out: number[][] = []
  for (let i = 0; i < lines.pieces.length; i += 4) out.push(Array.from(lines.pieces.subarray(i, i + 4), (v) => Math.round(v * 100) / 100))
  return out.sort((a, b) => a.join().localeCompare(b.join()))
}

describe('selectionLines', () => {
  it('gives each segment the selected wires run through once, however many wires share it', () => {
    const doc = open()
    const lines = linesOf(doc, ['W1', 'W2', 'A-B'])
    // W1 and W2 run A-B then B-C; A-B is selected itself too: two pieces, not five.
    expect(pieces(lines)).toEqual([[0, 0, 100, 0], [100, 0, 100, 80]])
    expect(lines.found).toBe(3)
    expect(lines.box).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 80 })
  })

  it('boxes connectors and branch points, and marks a pin by its box and its wires\' routes', () => {
    const doc = open()
    // X1's 12 x 14 mm body (3 pins) around A (0, 0).
    expect(pieces(linesOf(doc, ['X1']))).toEqual([[-6, -7, 6, -7], [6, -7, 6, 7], [6, 7, -6, 7], [-6, 7, -6, -7]].sort((a, b) => a.join().localeCompare(b.join())))
    // Branch point B by the 4 mm square it is picked by.
    expect(pieces(linesOf(doc, ['B']))).toContainEqual([98, -2, 102, -2])
    // Pin X1:3: its 2.4 mm box at (3.84, 4) and W3's route A-B, B-D.
    const pin = pieces(linesOf(doc, ['X1:3']))
    expect(pin).toContainEqual([0, 0, 100, 0])
    expect(pin).toContainEqual([100, 0, 200, 0])
    expect(pin).toContainEqual([2.64, 2.8, 5.04, 2.8])
    expect(pin).toHaveLength(6)
  })

  it('draws a wire without a route as the dashes of its flying lead', () => {
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('E', 'connector', [0, 12])
      .segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 1).connector('X4', 'E', 1)
      .wire('W1', 'X1:1', 'X2:1').wire('W4', 'X1:2', 'X4:1')
    const doc = OpenDocument.fromRecords(built.records)
    expect(pieces(linesOf(doc, ['W4']))).toEqual([[0, 0, 0, 3], [0, 10, 0, 12], [0, 5, 0, 8]])
  })

  it('skips unknown ids and values that are not ids, and answers no box for nothing', () => {
    const doc = open()
    const lines = linesOf(doc, ['nothing', 42, null, { id: 'W1' }])
    expect([lines.pieces.length, lines.found, lines.box]).toEqual([0, 0, null])
  })

  it('lights a select-all of a generated harness with no more pieces than its segments and boxes', () => {
    const doc = OpenDocument.fromRecords(generateHarness('S', 1))
    const ids: string[] = []
    for (const type of ['node', 'segment', 'connector', 'splice', 'wire', 'protection'] as const) for (const r of doc.editor.doc.all(type)) ids.push(r.id)
    const lines = linesOf(doc, ids)
    const segmentPieces = [...doc.editor.doc.all('segment')].reduce((n, s) => n + Math.max(0, (doc.spatial.entry(s.id)?.shape.length ?? 1) - 1), 0)
    const boxes = [...doc.editor.doc.all('connector')].length + [...doc.editor.doc.all('splice')].length
    const nodes = [...doc.editor.doc.all('node')].length
    expect(lines.found).toBe(ids.length)
    // Every segment once, four sides per box, at most four per node (a point is one).
    expect(lines.pieces.length / 4).toBeLessThanOrEqual(segmentPieces + 4 * (boxes + nodes))
    expect(lines.pieces.length / 4).toBeGreaterThanOrEqual(segmentPieces + 4 * boxes)
  })

  it('paints the pieces that reach into the plan\'s box, from its corner, as one round-capped path', () => {
    const calls: string[] = []
    const ctx: LinePainter = {
      lineWidth: 0, lineCap: 'butt', lineJoin: 'miter', strokeStyle: '',
      beginPath: () => calls.push('begin'), moveTo: (x, y) => calls.push(`M${x},${y}`), lineTo: (x, y) => calls.push(`L${x},${y}`), stroke: () => calls.push('stroke'),
    }
    const plan = { box: { minX: 0, minY: 0, maxX: 100, maxY: 50 }, pxPerMm: 2, lineWidthPx: 3, colour: '#f97316' }
    const drawn = paintSelectionLines(ctx, Float32Array.of(10, 10, 20, 10, 500, 500, 600, 500, 30, 30, 30, 30, 30.1, 30, 30, 30.1, 40, 40, 40.5, 40, 40.5, 40, 40, 40), plan)
    // The second dot on the same pixel and the short piece given back to front are not drawn again.
    expect(drawn).toBe(3)
    expect(calls).toEqual(['begin', 'M20,20', 'L40,20', 'M60,60', 'L60,60', 'M80,80', 'L81,80', 'stroke'])
    expect([ctx.lineWidth, ctx.lineCap, ctx.strokeStyle]).toEqual([3, 'round', '#f97316'])
    expect(pictureSize(plan)).toEqual({ width: 200, height: 100 })
  })
})
