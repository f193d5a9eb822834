import { describe, expect, it } from 'vitest'
import type { SegmentId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'
import { tileScale } from '../spatial/tileGrid'
import { BodyKind, StrokeKind, buildTileScene, sceneTransferables } from './tileScene'
import { setProperties } from '../commands/records'

// X1 (2 cavities) at A, X2 (2 cavities) at C, through a branch point B.
const open = () => {
  const built = harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80])
    .segment('A', 'B', 100).segment('B', 'C', 80).connector('X1', 'A', 2).connector('X2', 'C', 2)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2')
  return OpenDocument.fromRecords(built.records)
}

const scenesAt = (doc: OpenDocument, box: { minX: number; minY: number; maxX: number; maxY: number }, scale: number) => {
  const diameters = doc.derived.get().diameters
  return doc.lod.query(box, scale).tiles.map((t) => buildTileScene(t, doc.editor.doc, doc.spatial, (id) => diameters.get(id)))
}

describe('tile scenes', () => {
  it('draws every bundle stroke of a tile with its covered diameter, never thinner than a pixel', () => {
    const doc = open()
    const scenes = scenesAt(doc, { minX: -20, minY: -20, maxX: 120, maxY: 100 }, 4)
    const diameter = doc.derived.get().diameters.get('A-B' as SegmentId)!
    expect(diameter.covered).toBeGreaterThan(0)
    let strokes = 0
    for (const scene of scenes) {
      const tile = doc.lod.tilesOf([scene.key])[0]!
      expect(scene.strokes.length).toBe(tile.strokes.length)
      expect(Array.from(scene.strokes)).toEqual(Array.from(tile.strokes, (v) => Math.fround(v)))
      for (let i = 0; i < scene.widths.length; i++) {
        const d = doc.derived.get().diameters.get(tile.strokeSegments[i]!)!
        expect(scene.widths[i]).toBeCloseTo(Math.max(1 / tileScale(scene.z), d.covered), 5)
        expect(scene.strokeKinds[i]).toBe(d.covered > d.diameter ? StrokeKind.protected : StrokeKind.bundle)
      }
      strokes += scene.widths.length
    }
    expect(strokes).toBeGreaterThanOrEqual(2)
  })

  it('outlines connectors centred on their node, with their cavities inside and their names above', () => {
    const doc = open()
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 10, maxY: 10 }, 20)
    const bodies = scenes.flatMap((s) => Array.from(s.bodyKinds, (kind, i) => ({ kind, id: s.bodyIds[i], box: Array.from(s.bodies.subarray(i * 4, i * 4 + 4)) })))
    const x1 = bodies.find((b) => b.id === 'X1')!
    expect(x1.kind).toBe(BodyKind.connector)
    expect(x1.box).toEqual([-CONNECTOR_SIDE_MM / 2, -CONNECTOR_SIDE_MM / 2, CONNECTOR_SIDE_MM, CONNECTOR_SIDE_MM])
    const pins = bodies.filter((b) => b.kind === BodyKind.cavity)
    expect(pins.map((p) => p.id).sort()).toEqual(['X1:1', 'X1:2'])
    for (const pin of pins) {
      const [x, y, w, h] = pin.box as [number, number, number, number]
      expect(x).toBeGreaterThanOrEqual(-CONNECTOR_SIDE_MM / 2)
      expect(x + w).toBeLessThanOrEqual(CONNECTOR_SIDE_MM / 2)
      expect(y).toBeGreaterThanOrEqual(-CONNECTOR_SIDE_MM / 2)
      expect(y + h).toBeLessThanOrEqual(CONNECTOR_SIDE_MM / 2)
    }
    expect(pins[0]!.box[1]).toBeLessThan(pins[1]!.box[1]!)
    expect(scenes.flatMap((s) => s.labels).map((l) => l.text)).toContain('X1')
  })

  it('shows connectors as points and no text when zoomed far out', () => {
    const doc = open()
    const scenes = scenesAt(doc, { minX: -20, minY: -20, maxX: 120, maxY: 100 }, 0.05)
    expect(scenes.reduce((n, s) => n + s.points.length / 2, 0)).toBeGreaterThan(0)
    expect(scenes.flatMap((s) => Array.from(s.bodyKinds)).filter((k) => k === BodyKind.connector)).toEqual([])
    expect(scenes.flatMap((s) => s.labels)).toEqual([])
  })

  it('hands over its typed arrays for transfer, none shared with the tile it was built from', () => {
    const doc = open()
    const [scene] = scenesAt(doc, { minX: -10, minY: -10, maxX: 10, maxY: 10 }, 20)
    const buffers = sceneTransferables(scene!)
    expect(buffers).toHaveLength(6)
    const tile = doc.lod.tilesOf([scene!.key])[0]!
    expect(buffers).not.toContain(tile.strokes.buffer)
    expect(new Set(buffers).size).toBe(6)
  })

  it('follows the drawing settings: bundle lengths shown, nodes hidden or named', () => {
    const doc = open()
    const labels = () => scenesAt(doc, { minX: -10, minY: -10, maxX: 110, maxY: 90 }, 20).flatMap((s) => s.labels)
    const nodeBodies = () => scenesAt(doc, { minX: -10, minY: -10, maxX: 110, maxY: 90 }, 20).flatMap((s) => Array.from(s.bodyKinds)).filter((k) => k === BodyKind.node)
    expect(labels().filter((l) => l.id === 'A-B').map((l) => l.text)).toEqual(['100'])
    expect(nodeBodies().length).toBeGreaterThan(0)
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { bundleLabels: false, nodesVisible: false } })
    expect(labels().filter((l) => l.id === 'A-B')).toEqual([])
    expect(nodeBodies()).toEqual([])
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { nodesVisible: true, nodeLabels: true } })
    expect(labels().map((l) => l.text)).toContain('B')
  })
})
