import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ConnectorId, NodeId, SegmentId, SpliceId } from '@harness/protocol'
import { deleteRecords, createRecords } from '../commands/records'
import { moveNode, splitSegment } from '../commands/topology'
import { disconnectWireEnd } from '../commands/wiring'
import { Editor } from '../Editor'
import { generateHarness } from '../generate'
import type { LabelRecord } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { touchedIds } from '../store/RecordsDiff'
import { bodyOrientation, connectorBodyBox, connectorBodySize } from './connectorBody'
import { CONNECTOR_SIDE_MM, MM_PER_POINT, SPLICE_SIDE_MM, TABLE_ROW_MM, levelAt, nodeLegible, outlined, pinsLegible, textLegible } from './lodRules'
import { strokeGrid, type LodTileData } from './LodTile'
import { LodTiles, type LodView } from './LodTiles'
import { NODE_RADIUS, SpatialIndex, tableBox, type SheetBox } from './SpatialIndex'
import { TILE_PX, clipPiece, tileBox, tileRange, tileScale, tileSide } from './tileGrid'

/** A tile's drawing in a form that compares by value: sorted ids, stroke multiset, point set. */
interface Flat {
  ids: string[]
  strokes: Record<string, number>
  points: string[]
}

const flatten = (tile: LodTileData): Flat => {
  const strokes: Record<string, number> = {}
  for (let i = 0; i < tile.strokeCounts.length; i++) {
    const c = [...tile.strokes.subarray(i * 4, i * 4 + 4)].map((v) => v.toFixed(6))
    const a = `${c[0]},${c[1]}`
    const b = `${c[2]},${c[3]}`
    strokes[a < b ? `${a};${b}` : `${b};${a}`] = tile.strokeCounts[i]!
  }
  const points: string[] = []
  for (let i = 0; i < tile.points.length; i += 2) points.push(`${tile.points[i]!.toFixed(6)},${tile.points[i + 1]!.toFixed(6)}`)
  return { ids: [...tile.ids].sort(), strokes, points: points.sort() }
}

const viewOf = (view: LodView) => Object.fromEntries(view.tiles.map((t) => [t.key, flatten(t)]))

/** What tile (z, x, y) must draw, read by walking every record of the document (no R-tree, no caches). */
function bruteTile(doc: DocReader, z: number, x: number, y: number, wiresByEnd: ReadonlyMap<string, readonly string[]>): Flat {
  const box = tileBox(z, x, y)
  const scale = tileScale(z)
  const pixel = (box.maxX - box.minX) / TILE_PX
  const owns = (p: readonly [number, number]) => p[0] >= box.minX && p[0] < box.maxX && p[1] >= box.minY && p[1] < box.maxY
  const ids = new Set<string>()
  const points = new Set<string>()
  const strokes: Record<string, number> = {}
  const detail = levelAt(scale) === 'detail'
  const point = (p: readonly [number, number]) => {
    const cx = Math.min(TILE_PX - 1, Math.floor((p[0] - box.minX) / pixel))
    const cy = Math.min(TILE_PX - 1, Math.floor((p[1] - box.minY) / pixel))
    points.add(`${(box.minX + (cx + 0.5) * pixel).toFixed(6)},${(box.minY + (cy + 0.5) * pixel).toFixed(6)}`)
  }
  for (const node of doc.all('node')) if (owns(node.position) && nodeLegible(scale)) ids.add(node.id)
  // A connector's pins are its cavities (each with the wires ending there); a splice's, its wire ends.
  const endsAt = (id: string) => [...new Set(wiresByEnd.get(id) ?? [])]
  const bodies = [
    ...[...doc.all('connector')].map((c) => ({ id: c.id, nodeId: c.nodeId, side: CONNECTOR_SIDE_MM, pitch: (n: number) => connectorBodySize(n).pitch, pins: () => [...doc.all('cavity')].filter((cv) => cv.connectorId === c.id).map((cv) => [cv.id, ...endsAt(cv.id)]) })),
    ...[...doc.all('splice')].map((sp) => ({ id: sp.id, nodeId: sp.nodeId, side: SPLICE_SIDE_MM, pitch: (n: number) => SPLICE_SIDE_MM / Math.max(1, n), pins: () => endsAt(sp.id).map((w) => [w]) })),
  ]
  for (const body of bodies) {
    const at = doc.getOf('node', body.nodeId)?.position
    if (!at || !owns(at)) continue
    if (!outlined(body.side, scale)) point(at)
    else {
      ids.add(body.id)
      const pins = detail ? body.pins() : []
      if (detail && pinsLegible(body.pitch(pins.length), scale)) for (const pin of pins) for (const id of pin) ids.add(id)
    }
  }
  for (const l of doc.all('label')) if (owns(l.position) && textLegible(l.fontSize * MM_PER_POINT, scale)) ids.add(l.id)
  for (const t of doc.all('table')) if (owns(t.position) && textLegible(TABLE_ROW_MM, scale)) ids.add(t.id)
  const out = new Float64Array(4)
  for (const s of doc.all('segment')) {
    const a = doc.getOf('node', s.startNodeId)
    const b = doc.getOf('node', s.endNodeId)
    if (!a || !b) continue
    const shape = [a.position, ...s.points, b.position]
    for (let i = 1; i < shape.length; i++) {
      if (!clipPiece(shape[i - 1]![0], shape[i - 1]![1], shape[i]![0], shape[i]![1], box, out)) continue
      const grid = strokeGrid(z)
      const q = [0, 1, 2, 3].map((k) => Math.round((out[k]! - (k % 2 === 0 ? box.minX : box.minY)) / grid))
      if (q[0] === q[2] && q[1] === q[3]) continue
      const p = (k: number) => `${(box.minX + q[k]! * grid).toFixed(6)},${(box.minY + q[k + 1]! * grid).toFixed(6)}`
      const key = p(0) < p(2) ? `${p(0)};${p(2)}` : `${p(2)};${p(0)}`
      strokes[key] = (strokes[key] ?? 0) + 1
    }
  }
  return { ids: [...ids].sort(), strokes, points: [...points].sort() }
}

const bruteView = (doc: DocReader, box: SheetBox, z: number) => {
  const out: Record<string, Flat> = {}
  const wiresByEnd = new Map<string, string[]>()
  for (const w of doc.all('wire')) {
    for (const e of [w.endA, w.endB]) {
      const at = e.kind === 'cavity' ? e.cavityId : e.kind === 'splice' ? e.spliceId : null
      if (at !== null) wiresByEnd.set(at, [...(wiresByEnd.get(at) ?? []), w.id])
    }
  }
  const r = tileRange(box, z)
  const add = (x: number, y: number) => {
    const flat = bruteTile(doc, z, x, y, wiresByEnd)
    if (flat.ids.length + flat.points.length + Object.keys(flat.strokes).length > 0) out[`${z}/${x}/${y}`] = flat
  }
  for (let x = r.x0; x <= r.x1; x++) for (let y = r.y0; y <= r.y1; y++) add(x, y)
  // A body is listed by the tile of its anchor: one anchored beyond the range that reaches into the view brings its tile.
  const side = tileSide(z)
  for (const body of bodyBoxes(doc)) {
    if (body.maxX < box.minX || body.minX > box.maxX || body.maxY < box.minY || body.minY > box.maxY) continue
    const x = Math.floor(body.anchor[0] / side)
    const y = Math.floor(body.anchor[1] / side)
    if (x < r.x0 || x > r.x1 || y < r.y0 || y > r.y1) add(x, y)
  }
  return out
}

/** Every body's box and anchor, read from its record as the spatial index sizes it (connector, splice, label, table). */
function bodyBoxes(doc: DocReader): (SheetBox & { anchor: readonly [number, number] })[] {
  const around = (p: readonly [number, number], pad: number) => ({ minX: p[0] - pad, minY: p[1] - pad, maxX: p[0] + pad, maxY: p[1] + pad, anchor: p })
  const out: (SheetBox & { anchor: readonly [number, number] })[] = []
  const cavities = new Map<string, number>()
  for (const cv of doc.all('cavity')) cavities.set(cv.connectorId, (cavities.get(cv.connectorId) ?? 0) + 1)
  for (const c of doc.all('connector')) {
    const at = doc.getOf('node', c.nodeId)?.position
    if (at) out.push({ ...connectorBodyBox(at, cavities.get(c.id) ?? 0, bodyOrientation(c.rotation, c.mirrored)), anchor: at })
  }
  for (const sp of doc.all('splice')) {
    const at = doc.getOf('node', sp.nodeId)?.position
    if (at) out.push(around(at, NODE_RADIUS * 1.5))
  }
  for (const l of doc.all('label')) out.push(around(l.position, l.fontSize * 0.35 * Math.max(1, l.text.length) * 0.5))
  for (const t of doc.all('table')) out.push({ ...tableBox(t.position, t.rows, t.cols), anchor: t.position })
  return out
}

/** A screen of 1280 × 720 px at `scale` px per mm, centred on `centre`. */
const screen = (centre: readonly [number, number], scale: number): SheetBox => ({
  minX: centre[0] - 640 / scale, maxX: centre[0] + 640 / scale, minY: centre[1] - 360 / scale, maxY: centre[1] + 360 / scale,
})

describe('LodTiles on a generated M harness', () => {
  const editor = new Editor(generateHarness('M', 3))
  const spatial = new SpatialIndex(editor.doc)
  const lod = new LodTiles(editor.doc, spatial)
  editor.subscribe((event) => spatial.update(touchedIds(event.diff)))
  const nodes = [...editor.doc.all('node')]
  // From fit-all (about 0.04 px/mm) to pins of small connectors (8 px/mm).
  const scaleArb = fc.double({ min: Math.log2(0.05), max: Math.log2(8), noNaN: true }).map((e) => 2 ** e)

  it('answers what a brute-force filter of every record answers, at every level', () => {
    fc.assert(
      fc.property(fc.nat(), scaleArb, (n, scale) => {
        const box = screen(nodes[n % nodes.length]!.position, scale)
        const view = lod.query(box, scale)
        expect(viewOf(view)).toEqual(bruteView(editor.doc, box, view.z))
      }),
      { numRuns: 40, seed: 8 },
    )
  }, 120_000)

  it('after random edits, answers what tiles built afresh answer', () => {
    const step = fc.record({ kind: fc.integer({ min: 0, max: 4 }), a: fc.nat(), x: fc.double({ min: 0.05, max: 0.95, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), scaleArb, fc.nat(), (steps, scale, n) => {
        const mark = editor.mark('lod-property')
        const doc = editor.doc
        const box = screen(nodes[n % nodes.length]!.position, scale)
        lod.query(box, scale)
        for (const s of steps) {
          const all = <T>(items: Iterable<T>) => [...items]
          const node = nodes[s.a % nodes.length]!
          switch (s.kind) {
            case 0:
              editor.run(moveNode, { nodeId: node.id as NodeId, position: [box.minX + (box.maxX - box.minX) * s.x, box.minY + (box.maxY - box.minY) * (1 - s.x)] })
              break
            case 1: {
              const connectors = all(doc.all('connector'))
              if (connectors.length) editor.run(deleteRecords, { ids: [connectors[s.a % connectors.length]!.id as ConnectorId] })
              break
            }
            case 2: {
              const segments = all(doc.all('segment'))
              const seg = segments[s.a % segments.length]!
              editor.run(splitSegment, { segmentId: seg.id as SegmentId, offset: (seg.length * s.x) as Mm })
              break
            }
            case 3: {
              const wires = all(doc.all('wire'))
              if (wires.length) editor.run(disconnectWireEnd, { wireId: wires[s.a % wires.length]!.id, end: 'A' })
              break
            }
            default: {
              const splices = all(doc.all('splice'))
              const label: LabelRecord = { id: `label:p${s.a}` as LabelRecord['id'], typeName: 'label', position: node.position, text: `L${s.a}`, fontSize: 2 + (s.a % 40) }
              if (splices.length && s.a % 2 === 0) editor.run(deleteRecords, { ids: [splices[s.a % splices.length]!.id as SpliceId] })
              else editor.run(createRecords, { records: [label] })
            }
          }
          lod.query(box, scale)
        }
        const fresh = new LodTiles(doc, new SpatialIndex(doc))
        for (const k of [1, 0.25, 4]) {
          expect(viewOf(lod.query(box, scale * k))).toEqual(viewOf(fresh.query(box, scale * k)))
        }
        editor.bailToMark(mark)
      }),
      { numRuns: 25, seed: 11 },
    )
  }, 180_000)
})
