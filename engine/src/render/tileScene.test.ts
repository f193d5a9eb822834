import { describe, expect, it } from 'vitest'
import type { SegmentId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'
import { tileScale } from '../spatial/tileGrid'
import { BodyKind, StrokeKind, buildTileScene, sceneTransferables } from './tileScene'
import { setProperties } from '../commands/records'
import { createFixing, createProtection, createSeal, createTerminal, createWireGroup } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import { LaneKind } from './wireLanes'
import { RunPattern } from './protectionRuns'
import { NO_STRIPE, wireColour } from './wireColours'

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
  return doc.lod.query(box, scale).tiles.map((t) => buildTileScene(t, doc.editor.doc, doc.spatial, (id) => diameters.get(id), (id, limit) => doc.derived.wiresThrough(id, limit)))
}

// The same harness with coloured wires, W1 and W3 twisted, a tape run, a clip and a grommet on A-B
// (A at `a`: the origin unless a test moves it off the tiles' stroke grid).
const dressed = (a: readonly [number, number] = [0, 0]) => {
  const built = harness()
    .node('A', 'connector', [a[0], a[1]]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80])
    .segment('A', 'B', 100).segment('B', 'C', 80).connector('X1', 'A', 3).connector('X2', 'C', 3)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X1:3', 'X2:3')
  const records: HarnessRecord[] = built.records.map((r) => r.typeName !== 'wire' ? r
    : { ...r, colors: r.id === 'W1' ? ['RD', 'WH'] : r.id === 'W2' ? ['BK'] : ['GN'], groupId: r.id === 'W2' ? null : 'G1' as never })
  records.push(
    createWireGroup({ id: 'G1' as never, name: 'G1', kind: 'twisted', pitch: 25 as never, wireIds: ['W1', 'W3'] as never }),
    createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'A-B' as SegmentId, start: 20 as never, end: 60 as never, material: 'pvcTape', winding: 'overlap', width: 19 as never, thickness: 0.13 as never, overlap: 0.5 }),
    createFixing({ id: 'F1' as never, name: 'F1', kind: 'clip', place: { kind: 'segment', segmentId: 'A-B' as SegmentId, offset: 80 as never } }),
    createFixing({ id: 'F2' as never, name: 'F2', kind: 'grommet', place: { kind: 'node', nodeId: 'B' as never } }),
  )
  return OpenDocument.fromRecords(records)
}

describe('tile scenes', () => {
  it('draws every bundle stroke of a tile with its diameter (covered when zoomed out), never thinner than a pixel', () => {
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
        expect(scene.widths[i]).toBeCloseTo(Math.max(1 / tileScale(scene.z), scene.level === 'overview' ? d.covered : d.diameter), 5)
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
    // 12 mm wide; its pins share 12 mm of height, with 1 mm beyond them at each end.
    expect(x1.box).toEqual([-CONNECTOR_SIDE_MM / 2, -CONNECTOR_SIDE_MM / 2 - 1, CONNECTOR_SIDE_MM, CONNECTOR_SIDE_MM + 2])
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
    // No node dot over the body: the connector is what is drawn at its node.
    expect(bodies.filter((b) => b.kind === BodyKind.node && b.id === 'A')).toEqual([])
    // Pin names start left of the terminal box's reach (1.45 pin sides from the pin's centre).
    for (const pin of pins) {
      const [x, , w] = pin.box as [number, number, number, number]
      const name = scenes.flatMap((s) => s.labels).find((l) => l.id === pin.id)!
      expect(name.x + name.size * 0.6 * name.text.length).toBeLessThanOrEqual(x + w / 2 - w * 1.45)
    }
  })

  it('draws a many-way connector in a body that holds its pins in columns, its leads leaving at the body\'s edge', () => {
    // X2 with 40 cavities at C (100, 80): two columns of 20 rows 1.5 mm apart, a body 18 × 32 mm.
    // W1 ends in pin 1 (first column), W2 in pin 40 (second column); B-C leaves upwards.
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80])
      .segment('A', 'B', 100).segment('B', 'C', 80).connector('X1', 'A', 2).connector('X2', 'C', 40)
      .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:40')
    const doc = OpenDocument.fromRecords(built.records)
    const scenes = scenesAt(doc, { minX: 80, minY: 60, maxX: 120, maxY: 100 }, 8)
    const bodies = scenes.flatMap((s) => Array.from(s.bodyKinds, (kind, i) => ({ kind, id: s.bodyIds[i], box: Array.from(s.bodies.subarray(i * 4, i * 4 + 4)) })))
    expect(bodies.find((b) => b.id === 'X2')!.box).toEqual([91, 64, 18, 32])
    const pins = bodies.filter((b) => b.kind === BodyKind.cavity)
    expect(pins).toHaveLength(40)
    // Every pin inside the body, clear of its top and bottom edges by the 1 mm end margin.
    for (const { box: [x, y, w, h] } of pins) {
      expect(x!).toBeGreaterThanOrEqual(91)
      expect(x! + w!).toBeLessThanOrEqual(109)
      expect(y!).toBeGreaterThanOrEqual(65)
      expect(y! + h!).toBeLessThanOrEqual(95)
    }
    expect(new Set(pins.map((p) => p.box[0])).size).toBe(2)
    // The name sits below the body (its bundle leaves upwards), not inside it.
    const name = scenes.flatMap((s) => s.labels).find((l) => l.text === 'X2')!
    expect(name.y).toBeGreaterThan(96)
    // Both leads run from their pins to the top edge, where B-C leaves the body, each in three
    // pieces: out of the pin's outer (right) side, up the strip beside its column into the end
    // margin (y 64 to 65), then to the exit; no piece crosses another pin's box.
    const leads = scenes.flatMap((s) => Array.from({ length: s.leadWidths.length }, (_, i) => Array.from(s.leads.subarray(i * 4, i * 4 + 4))))
    expect(leads).toHaveLength(6)
    expect(leads.filter((l) => Math.abs(l[3]! - 64) < 1e-3)).toHaveLength(2)
    expect(leads.filter((l) => Math.abs(l[3]! - 64.5) < 1e-3)).toHaveLength(2)
    const crosses = (l: number[], [x, y, w, h]: number[]) => {
      const steps = 50
      for (let k = 1; k < steps; k++) {
        const px = l[0]! + ((l[2]! - l[0]!) * k) / steps
        const py = l[1]! + ((l[3]! - l[1]!) * k) / steps
        if (px > x! && px < x! + w! && py > y! && py < y! + h!) return true
      }
      return false
    }
    for (const l of leads) expect(pins.filter((p) => crosses(l, p.box))).toEqual([])
  })

  it('leads the pins of a body whose bundle leaves it into the next tile', () => {
    // X1 with 60 cavities at A (0, 0), on the corner of four tiles; its bundle leaves straight up
    // to B, so the tile that draws X1 (below y = 0) holds none of the bundle's stroke.
    let built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [0, -100]).node('C', 'connector', [60, -160])
      .segment('A', 'B', 100).segment('B', 'C', 90).connector('X1', 'A', 60).connector('X2', 'C', 40)
    for (let i = 1; i <= 10; i++) built = built.wire(`W${i}`, `X1:${i * 5}`, `X2:${i}`)
    const doc = OpenDocument.fromRecords(built.records)
    const scenes = scenesAt(doc, { minX: -30, minY: -40, maxX: 30, maxY: 40 }, 8)
    const leads = scenes.flatMap((s) => Array.from({ length: s.leadWidths.length }, (_, i) => Array.from(s.leads.subarray(i * 4, i * 4 + 4))))
    // Every wire's lead ends on the body's top edge, inside the bundle's width.
    const top = Math.min(...scenes.flatMap((s) => Array.from(s.bodyKinds, (kind, i) => (s.bodyIds[i] === 'X1' ? s.bodies[i * 4 + 1]! : Infinity))))
    const d = doc.derived.get().diameters.get('A-B' as SegmentId)!.diameter
    const ends = leads.filter((l) => Math.abs(l[3]! - top) < 1e-3)
    expect(ends).toHaveLength(10)
    for (const l of ends) expect(Math.abs(l[2]!)).toBeLessThanOrEqual(d / 2)
  })

  it('carries the drawing settings\' style, and a change of the settings gives every tile a new version in the new style', () => {
    const doc = open()
    const box = { minX: -20, minY: -20, maxX: 120, maxY: 100 }
    const before = scenesAt(doc, box, 8)
    expect(before.map((s) => s.style.lineColor)).toEqual(before.map(() => 0))
    const patch = { stroke: { color: '#1e40af', width: 2, opacity: 50 }, font: { family: 'SimSun', size: 12, color: '#b91c1c' }, lineJoint: 'rounded' }
    expect(doc.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: patch as never })).toBe(true)
    const after = scenesAt(doc, box, 8)
    expect(after.map((s) => s.key)).toEqual(before.map((s) => s.key))
    after.forEach((scene, i) => expect(scene.version).toBeGreaterThan(before[i]!.version))
    expect(new Set(after.map((s) => JSON.stringify(s.style)))).toEqual(new Set([JSON.stringify({ lineColor: 0x1e40af, lineWidth: 2 * 25.4 / 96, lineAlpha: 0.5, textColor: 0xb91c1c, fontFamily: 'SimSun', nameHeight: 3, joint: 'round', background: 0xffffff })]))
  })

  it('sizes names, lengths and pin numbers by the settings\' font size, and lists names where that size is legible', () => {
    const doc = open()
    const box = { minX: -20, minY: -20, maxX: 120, maxY: 100 }
    const labelsAt = (scale: number) => scenesAt(doc, box, scale).flatMap((s) => s.labels)
    const at20 = labelsAt(20)
    expect(at20.find((l) => l.text === 'X1')!.size).toBe(3)
    expect(at20.find((l) => l.id === 'A-B')!.size).toBe(3)
    // 3 mm names are drawn from 4 px per mm (12 px, the overview's names being 11): at 2 none;
    // lengths, which the overview does not write, from 2 (6 px).
    expect(labelsAt(2).find((l) => l.text === 'X1')).toBeUndefined()
    expect(labelsAt(4).find((l) => l.text === 'X1')!.size).toBe(3)
    expect(labelsAt(2).find((l) => l.id === 'A-B')!.size).toBe(3)
    expect(labelsAt(1).find((l) => l.id === 'A-B')).toBeUndefined()
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { font: { family: 'Arial', size: 24, color: '#000000' } } })
    const big = labelsAt(20)
    expect(big.find((l) => l.text === 'X1')!.size).toBe(6)
    expect(big.find((l) => l.id === 'A-B')!.size).toBe(6)
    // Twice the height: drawn from 2 px per mm.
    expect(labelsAt(2).find((l) => l.text === 'X1')!.size).toBe(6)
    expect(labelsAt(1).find((l) => l.text === 'X1')).toBeUndefined()
    // The name sits above its body with its baseline 0.8 mm over it, whatever its size.
    const x1 = big.find((l) => l.text === 'X1')!
    const body = scenesAt(doc, box, 20).flatMap((s) => Array.from({ length: s.bodyIds.length }, (_, i) => ({ id: s.bodyIds[i], y: s.bodies[i * 4 + 1]! }))).find((b) => b.id === x1.id)!
    expect(x1.y).toBeCloseTo(body.y - 0.8, 5)
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
    expect(buffers).toHaveLength(21)
    const tile = doc.lod.tilesOf([scene!.key])[0]!
    expect(buffers).not.toContain(tile.strokes.buffer)
    expect(new Set(buffers).size).toBe(21)
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

  it('names a splice once with node labels on: its body is named, its node is not named again', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('S', 'splice', [50, 0]).node('B', 'connector', [100, 0])
      .segment('A', 'S', 50).segment('S', 'B', 50).connector('X1', 'A', 1).connector('X2', 'B', 1).splice('SP1', 'S')
    const doc = OpenDocument.fromRecords(built.records)
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { nodesVisible: true, nodeLabels: true } })
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 110, maxY: 10 }, 20)
    const texts = scenes.flatMap((s) => s.labels).map((l) => l.text)
    expect(texts.filter((text) => text === 'SP1')).toHaveLength(1)
    expect(texts).not.toContain('S')
    expect(scenes.flatMap((s) => Array.from(s.bodyKinds)).filter((k) => k === BodyKind.node)).toEqual([])
  })

  it('puts the length of a steep bundle right of it, whichever way the bundle was drawn', () => {
    // Steep pieces leaning either way, drawn from their lower end and from their upper one.
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [-20, -80]).node('C', 'branch', [100, 0]).node('D', 'connector', [120, -80])
      .segment('A', 'B', 90).segment('D', 'C', 90).connector('X1', 'A', 1).connector('X2', 'D', 1)
    const doc = OpenDocument.fromRecords(built.records)
    const labels = scenesAt(doc, { minX: -40, minY: -100, maxX: 140, maxY: 20 }, 20).flatMap((s) => s.labels)
    for (const [id, [ax, ay], [bx, by]] of [['A-B', [0, 0], [-20, -80]], ['D-C', [120, -80], [100, 0]]] as const) {
      const label = labels.find((l) => l.id === id)!
      expect(label.text).toBe('90')
      // The bundle's x at the label's height; the label starts right of it and of its half width.
      const x = ax + ((label.y - ay) / (by - ay)) * (bx - ax)
      const half = doc.derived.get().diameters.get(id as SegmentId)!.covered / 2
      expect(label.x, id).toBeGreaterThan(x + half)
    }
  })

  it('leads each wire into its own lane whichever way its segment was drawn, leftwards, rightwards, up or down', () => {
    // X1 at A (0, 0), its bundle to B drawn from A or from B, leaving right, left, up or down.
    for (const [bx, by] of [[60, 0], [-60, 0], [0, -60], [0, 60]] as const) {
      for (const fromA of [true, false]) {
        const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [bx, by])
        const records = (fromA ? built.segment('A', 'B', 60) : built.segment('B', 'A', 60)).connector('X1', 'A', 2).connector('X2', 'B', 2)
          .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').records
          .map((r) => (r.typeName === 'wire' ? { ...r, colors: r.id === 'W1' ? ['RD'] : ['GN'] } : r))
        const doc = OpenDocument.fromRecords(records)
        const scenes = scenesAt(doc, { minX: -30, minY: -30, maxX: 30, maxY: 30 }, 40)
        const pieces = scenes.flatMap((s) => Array.from({ length: s.leadWidths.length }, (_, i) => ({ start: [s.leads[i * 4]!, s.leads[i * 4 + 1]!], end: [s.leads[i * 4 + 2]!, s.leads[i * 4 + 3]!], colour: s.leadColours[i]! })))
        // The last piece of each lead: its end starts no other piece.
        const leads = pieces.filter((p) => !pieces.some((q) => q !== p && q.start[0] === p.end[0] && q.start[1] === p.end[1]))
        expect(leads.length, `${bx},${by},${fromA}`).toBe(2)
        // Each lead's end lies on the line of the lane of its colour, on a stroke that meets the body.
        for (const lead of leads) {
          const onLane = scenes.some((s) => Array.from({ length: s.laneStart.length - 1 }, (_, k) => k).some((k) => {
            const [x0, y0, x1, y1] = [s.strokes[k * 4]!, s.strokes[k * 4 + 1]!, s.strokes[k * 4 + 2]!, s.strokes[k * 4 + 3]!]
            const a = s.laneStart[k]!, b = s.laneStart[k + 1]!
            const length = Math.hypot(x1 - x0, y1 - y0)
            if (b <= a || length === 0) return false
            const [tx, ty] = [(x1 - x0) / length, (y1 - y0) / length]
            return Array.from({ length: b - a }, (_, j) => j).some((j) => {
              if (s.laneColours[a + j] !== lead.colour) return false
              const offset = -s.widths[k]! / 2 + (j + 0.5) * (s.widths[k]! / (b - a))
              // Distance of the lead's end from the lane's line: point x0 + n·offset, direction t.
              const [px, py] = [lead.end[0]! - (x0 - ty * offset), lead.end[1]! - (y0 + tx * offset)]
              return Math.abs(px * ty - py * tx) < 1e-3
            })
          }))
          expect(onLane, `${bx},${by},${fromA}`).toBe(true)
        }
      }
    }
  })

  it('splits a bundle into lanes of its wires in their colours when zoomed in, twisted members side by side', () => {
    const doc = dressed()
    const scenes = scenesAt(doc, { minX: 40, minY: -5, maxX: 45, maxY: 5 }, 40)
    const scene = scenes.find((s) => s.laneIds.length > 0)!
    expect(scene).toBeDefined()
    const i = Array.from(scene.laneStart).findIndex((start, k) => k < scene.laneStart.length - 1 && scene.laneStart[k + 1]! > start)
    const lanes = Array.from({ length: scene.laneStart[i + 1]! - scene.laneStart[i]! }, (_, j) => scene.laneStart[i]! + j)
    expect(lanes.map((l) => scene.laneIds[l])).toEqual(['W2', 'W1', 'W3'])
    expect(lanes.map((l) => scene.laneColours[l])).toEqual([wireColour('BK'), wireColour('RD'), wireColour('GN')])
    expect(lanes.map((l) => scene.laneStripes[l])).toEqual([NO_STRIPE, wireColour('WH'), NO_STRIPE])
    expect(lanes.map((l) => scene.laneKinds[l])).toEqual([LaneKind.wire, LaneKind.twisted, LaneKind.twisted])
    expect(lanes.map((l) => scene.laneGroups[l])).toEqual([0, 1, 1])
    expect(scene.laneLays[lanes[1]!]).toBe(25)
  })

  it('leads each lane from its pin to where it leaves the connector, in its colours', () => {
    const doc = dressed()
    // X1 at A (0, 0); A-B leaves it to the right.
    const scenes = scenesAt(doc, { minX: -8, minY: -8, maxX: 8, maxY: 8 }, 40)
    const scene = scenes.find((s) => s.leadWidths.length > 0)!
    expect(scene).toBeDefined()
    const d = doc.derived.get().diameters.get('A-B' as SegmentId)!.diameter
    const leads = Array.from({ length: scene.leadWidths.length }, (_, i) => Array.from(scene.leads.subarray(i * 4, i * 4 + 4)))
    // Lanes across the bundle W2, W1, W3 (offsets -d/3, 0, +d/3 from the left normal (0, 1)); pins
    // 1, 2, 3 top to bottom in the body's right column; every lead leaves at the body's edge.
    const half = CONNECTOR_SIDE_MM / 2
    const exits = leads.map((l) => [l[2], l[3]])
    expect(exits.map(([x]) => x)).toEqual(exits.map(() => expect.closeTo(half, 4)))
    expect(exits.map(([, y]) => y).sort((a, b) => a! - b!)).toEqual([-d / 3, 0, d / 3].map((y) => expect.closeTo(y, 4)))
    const pinY = (k: number) => -half + (k + 0.5) * (CONNECTOR_SIDE_MM / 3)
    const byStartY = [...leads].sort((a, b) => a[1]! - b[1]!)
    expect(byStartY.map((l) => l[1])).toEqual([0, 1, 2].map((k) => expect.closeTo(pinY(k), 4)))
    // Pin 1 holds W1 (red with a white stripe), lane offset 0; pin 2 W2 (black), offset -d/3.
    const colourAt = (y: number) => scene.leadColours[leads.findIndex((l) => Math.abs(l[1]! - y) < 1e-3)]
    expect(colourAt(pinY(0))).toBe(wireColour('RD'))
    expect(scene.leadStripes[leads.findIndex((l) => Math.abs(l[1]! - pinY(0)) < 1e-3)]).toBe(wireColour('WH'))
    expect(colourAt(pinY(1))).toBe(wireColour('BK'))
    expect(byStartY[1]![3]).toBeCloseTo(-d / 3, 4)
    // Far out, no lanes and so no leads.
    expect(scenesAt(doc, { minX: -8, minY: -8, maxX: 8, maxY: 8 }, 1).flatMap((s) => Array.from(s.leadWidths))).toEqual([])
  })

  it('leads the lanes of a connector that lies off the tiles\' stroke grid (stroke ends are snapped, the node is not)', () => {
    for (const a of [[0.37, 0.11], [1.37, 0], [0, 2.71]] as const) {
      const doc = dressed(a)
      const scenes = scenesAt(doc, { minX: a[0] - 8, minY: a[1] - 8, maxX: a[0] + 8, maxY: a[1] + 8 }, 40)
      const leads = scenes.flatMap((s) => Array.from({ length: s.leadWidths.length }, (_, i) => Array.from(s.leads.subarray(i * 4, i * 4 + 4))))
      expect(leads).toHaveLength(3)
      // Each leaves the housing at its right edge, whatever the snapping.
      for (const l of leads) expect(l[2]).toBeCloseTo(a[0] + CONNECTOR_SIDE_MM / 2, 1)
    }
  })

  it('lists no lanes where they would be narrower than two pixels', () => {
    const doc = dressed()
    const d = doc.derived.get().diameters.get('A-B' as SegmentId)!.diameter
    // Three lanes need 6 px across the bundle.
    const scale = 5 / d
    expect(scale).toBeGreaterThanOrEqual(1)
    const scenes = scenesAt(doc, { minX: 40, minY: -5, maxX: 45, maxY: 5 }, scale)
    expect(scenes.flatMap((s) => s.laneIds)).toEqual([])
  })

  it('bands a tape run over its stretch with its winding pattern and places clips and grommets on the bundle', () => {
    const doc = dressed()
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 110, maxY: 90 }, 4)
    const pieces = scenes.flatMap((s) => Array.from(s.runPatterns, (pattern, i) => ({ id: s.runIds[i], pattern, piece: Array.from(s.runs.subarray(i * 4, i * 4 + 4)), metrics: Array.from(s.runMetrics.subarray(i * 3, i * 3 + 3)) })))
    expect(pieces.length).toBeGreaterThan(0)
    expect(new Set(pieces.map((p) => p.id))).toEqual(new Set(['P1']))
    expect(pieces.every((p) => p.pattern === RunPattern.hatch)).toBe(true)
    // Drawn along A-B at the run's fraction of the segment (the segment is drawn as long as it is).
    const xs = pieces.flatMap((p) => [p.piece[0]!, p.piece[2]!])
    expect(Math.min(...xs)).toBeCloseTo(20, 3)
    expect(Math.max(...xs)).toBeCloseTo(60, 3)
    const d = doc.derived.get().diameters.get('A-B' as SegmentId)!
    expect(pieces[0]!.metrics[0]).toBeCloseTo(d.covered, 5)
    expect(pieces[0]!.metrics[1]).toBeCloseTo(9.5, 5)
    const bodies = scenes.flatMap((s) => Array.from(s.bodyKinds, (kind, i) => ({ kind, id: s.bodyIds[i], box: Array.from(s.bodies.subarray(i * 4, i * 4 + 4)) })))
    const clip = bodies.filter((b) => b.id === 'F1')
    expect(clip).toHaveLength(1)
    expect(clip[0]!.kind).toBe(BodyKind.clip)
    expect(clip[0]!.box[0]! + clip[0]!.box[2]! / 2).toBeCloseTo(80, 3)
    expect(bodies.filter((b) => b.id === 'F2').map((b) => b.kind)).toEqual([BodyKind.grommet])
  })

  it('begins a run from a connector\'s node where the bundle leaves the housing, not over its pins', () => {
    const records = dressed().editor.doc
    const doc = OpenDocument.fromRecords([...records.all('node'), ...records.all('segment'), ...records.all('connector'), ...records.all('cavity'), ...records.all('wire'),
      createProtection({ id: 'P2' as never, name: 'P2', segmentId: 'A-B' as SegmentId, start: 0 as never, end: 100 as never, material: 'pvcTube', winding: 'tube', innerDiameter: 14 as never, thickness: 0.5 as never }),
      createProtection({ id: 'P3' as never, name: 'P3', segmentId: 'B-C' as SegmentId, start: 0 as never, end: 80 as never, material: 'pvcTube', winding: 'tube', innerDiameter: 14 as never, thickness: 0.5 as never })])
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 110, maxY: 90 }, 4)
    const ends = (id: string) => scenes.flatMap((s) => Array.from(s.runPatterns, (_, i) => (s.runIds[i] === id ? Array.from(s.runs.subarray(i * 4, i * 4 + 4)) : []))).flat()
    // A-B runs from X1 at (0, 0) to the branch point B: it begins 6 mm out, at the housing's edge, and reaches B.
    const ab = ends('P2').filter((_, k) => k % 2 === 0)
    expect(Math.min(...ab)).toBeCloseTo(CONNECTOR_SIDE_MM / 2, 3)
    expect(Math.max(...ab)).toBeCloseTo(100, 3)
    // B-C runs down into X2 at (100, 80): it ends at the body's top edge, 7 mm before the node (the
    // pins' 12 mm and 1 mm beyond them).
    const bc = ends('P3').filter((_, k) => k % 2 === 1)
    expect(Math.min(...bc)).toBeCloseTo(0, 3)
    expect(Math.max(...bc)).toBeCloseTo(80 - CONNECTOR_SIDE_MM / 2 - 1, 3)
  })

  it('gives each piece of a run cut by tile edges its distance from the run\'s start, so the marks keep one spacing', () => {
    const doc = dressed()
    // Zoomed in so far that the run (x 20 to 60) crosses several tiles.
    const scenes = scenesAt(doc, { minX: 15, minY: -5, maxX: 65, maxY: 5 }, 40)
    const pieces = scenes.flatMap((s) => Array.from(s.runPatterns, (_, i) => ({ x0: s.runs[i * 4]!, x1: s.runs[i * 4 + 2]!, phase: s.runPhases[i]! })))
      .sort((a, b) => a.x0 - b.x0)
    expect(pieces.length).toBeGreaterThan(1)
    // The run begins at x 20 on a straight segment: each piece begins as far along it as it lies from there.
    for (const p of pieces) expect(p.phase).toBeCloseTo(p.x0 - 20, 3)
    expect(pieces[0]!.phase).toBeCloseTo(0, 5)
  })

  it('draws no runs, lanes or fixings when zoomed far out', () => {
    const doc = dressed()
    const scenes = scenesAt(doc, { minX: -20, minY: -20, maxX: 120, maxY: 100 }, 0.05)
    expect(scenes.flatMap((s) => s.runIds)).toEqual([])
    expect(scenes.flatMap((s) => s.laneIds)).toEqual([])
    expect(scenes.flatMap((s) => Array.from(s.bodyKinds)).filter((k) => k === BodyKind.clip || k === BodyKind.grommet)).toEqual([])
  })

  it('marks the seal, the plug and the terminals at the pins', () => {
    const built = harness()
      .node('A', 'connector', [0, 0]).node('C', 'connector', [100, 0]).segment('A', 'C', 100)
      .connector('X1', 'A', 3).connector('X2', 'C', 3).wire('W1', 'X1:1', 'X2:1')
    const doc = OpenDocument.fromRecords([
      ...built.records,
      createSeal({ id: 'SL1' as never, cavityId: 'X1:1' as never, kind: 'seal' }),
      createSeal({ id: 'PL3' as never, cavityId: 'X1:3' as never, kind: 'plug' }),
      createTerminal({ id: 'T1A' as never, wireId: 'W1' as never, end: 'A' }),
      createTerminal({ id: 'T1B' as never, wireId: 'W1' as never, end: 'B' }),
    ])
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 10, maxY: 10 }, 20)
    const bodies = scenes.flatMap((s) => Array.from(s.bodyKinds, (kind, i) => ({ kind, id: s.bodyIds[i], box: Array.from(s.bodies.subarray(i * 4, i * 4 + 4)) })))
    const pin = (id: string) => bodies.find((b) => b.id === id && b.kind === BodyKind.cavity)!.box
    expect(bodies.find((b) => b.id === 'SL1')).toMatchObject({ kind: BodyKind.seal, box: pin('X1:1') })
    expect(bodies.find((b) => b.id === 'PL3')).toMatchObject({ kind: BodyKind.plug, box: pin('X1:3') })
    const terminal = bodies.find((b) => b.id === 'T1A')!
    expect(terminal.kind).toBe(BodyKind.terminal)
    // Beside pin 1, to its left, at its height.
    expect(terminal.box[0]! + terminal.box[2]!).toBeLessThanOrEqual(pin('X1:1')[0]!)
    expect(terminal.box[1]!).toBeGreaterThan(pin('X1:1')[1]!)
    // The terminal at the other end belongs to X2's pin, not here.
    expect(bodies.find((b) => b.id === 'T1B')).toBeUndefined()
  })

  it('draws a reference point whatever the node settings, and a table with its cells and their text', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('R', 'reference', [30, 0]).segment('A', 'R', 30).connector('X1', 'A', 1)
    const table = { id: 'TB1', typeName: 'table', position: [0, 20], rows: 2, cols: 2, cells: ['Pos', 'Teil', 'X1', ''] } as unknown as HarnessRecord
    const doc = OpenDocument.fromRecords([...built.records, table])
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { nodesVisible: false } })
    const scenes = scenesAt(doc, { minX: -10, minY: -10, maxX: 60, maxY: 40 }, 20)
    const kinds = (id: string) => scenes.flatMap((s) => Array.from(s.bodyKinds).filter((_, i) => s.bodyIds[i] === id))
    expect(kinds('R')).toEqual([BodyKind.reference])
    expect(scenes.flatMap((s) => s.labels).map((l) => l.text)).toContain('R')
    expect(kinds('TB1').filter((k) => k === BodyKind.table)).toHaveLength(1)
    expect(kinds('TB1').filter((k) => k === BodyKind.tableCell)).toHaveLength(4)
    expect(scenes.flatMap((s) => s.labels).filter((l) => l.id === 'TB1').map((l) => l.text).sort()).toEqual(['Pos', 'Teil', 'X1'])
  })
})
