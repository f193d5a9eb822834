import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { Editor } from '../Editor'
import { OpenDocument } from '../open/OpenDocument'
import { bodyOrientation, pinCentre, pinIndexAt, pinLayout } from '../render/pinLayout'
import { BodyKind, buildTileScene } from '../render/tileScene'
import { mirrorConnectors, rotateConnectors } from './orientConnectors'

// X1 (4 cavities) at A (0, 0), X2 (4 cavities) at C (200, 0) through B (100, 0).
const records = () =>
  harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0])
    .segment('A', 'B', 100).segment('B', 'C', 100).connector('X1', 'A', 4).connector('X2', 'C', 4)
    .wire('W1', 'X1:1', 'X2:1').records

/** The centres of X1's pin boxes in the detail tiles around it. */
function drawnPins(doc: OpenDocument): Array<readonly [number, number]> {
  const diameters = doc.derived.get().diameters
  const pins: Array<readonly [number, number]> = []
  for (const tile of doc.lod.query({ minX: -20, minY: -20, maxX: 20, maxY: 20 }, 8).tiles) {
    const scene = buildTileScene(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id), (id, limit) => doc.derived.wiresThrough(id, limit))
    scene.bodyKinds.forEach((kind, i) => {
      if (kind === BodyKind.cavity && String(scene.bodyIds[i]).startsWith('X1:')) pins.push([scene.bodies[i * 4]! + scene.bodies[i * 4 + 2]! / 2, scene.bodies[i * 4 + 1]! + scene.bodies[i * 4 + 3]! / 2])
    })
  }
  return pins
}

describe('rotate and mirror connectors', () => {
  it('turns the selected connectors a quarter at a time and mirrors them, each one undo step', () => {
    const editor = new Editor(records())
    expect(editor.run(rotateConnectors, { ids: ['X1', 'C', 'W1'], quarters: 1 })).toBe(true)
    expect([editor.doc.getOf('connector', 'X1')!.rotation, editor.doc.getOf('connector', 'X2')!.rotation]).toEqual([90, 90])
    expect(editor.run(rotateConnectors, { ids: ['X1'], quarters: 3 })).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')!.rotation).toBe(0)
    expect(editor.run(rotateConnectors, { ids: ['X1'], quarters: -1 })).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')!.rotation).toBe(270)
    expect(editor.run(mirrorConnectors, { ids: ['X1'] })).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')!.mirrored).toBe(true)
    expect(editor.undo() && editor.undo() && editor.undo() && editor.undo()).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')).toMatchObject({ rotation: 0, mirrored: false })
  })

  it('refuses a selection without connectors and turns that are not quarter turns, changing nothing', () => {
    const editor = new Editor(records())
    expect(editor.run(rotateConnectors, { ids: ['W1', 'B'], quarters: 1 })).toMatchObject({ reason: 'invalidArguments', detail: 'the selection holds no connector' })
    expect(editor.run(rotateConnectors, { ids: ['X1'], quarters: 0.5 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(rotateConnectors, { ids: ['X1'], quarters: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(mirrorConnectors, { ids: [] })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(mirrorConnectors, { ids: 'X1' as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })

  it('lays the pins along the side the orientation puts them on, and finds the pin under the pointer there', () => {
    expect(pinCentre(pinLayout([100, 50], 4), 0)).toEqual([103.99, 45.5])
    const turned = pinLayout([100, 50], 4, bodyOrientation(90, false))
    expect(pinCentre(turned, 0).map((v) => Math.round(v * 100) / 100)).toEqual([104.5, 53.99])
    expect(pinCentre(turned, 3).map((v) => Math.round(v * 100) / 100)).toEqual([95.5, 53.99])
    const mirrored = pinLayout([100, 50], 4, bodyOrientation(0, true))
    expect(pinCentre(mirrored, 0).map((v) => Math.round(v * 100) / 100)).toEqual([96.01, 45.5])
    expect(bodyOrientation(-90, false)).toEqual({ quarter: 3, mirrored: false })
    expect(bodyOrientation(265, false)).toEqual({ quarter: 3, mirrored: false })
    for (const [rotation, mirror] of [[0, false], [90, false], [180, true], [270, true]] as const) {
      const orientation = bodyOrientation(rotation, mirror)
      const layout = pinLayout([10, 20], 5, orientation)
      for (let i = 0; i < 5; i++) expect(pinIndexAt([10, 20], 5, pinCentre(layout, i), orientation)).toBe(i)
    }
  })

  it('redraws a turned connector with its pins along the bottom, and the wire tool picks them there', () => {
    const doc = OpenDocument.fromRecords(records())
    const before = drawnPins(doc)
    expect(new Set(before.map(([x]) => Math.round(x * 100))).size).toBe(1) // one column
    let redrawn = 0
    doc.subscribe((event) => { if (event.tiles.length > 0) redrawn++ })
    expect(doc.editor.run(rotateConnectors, { ids: ['X1'], quarters: 1 })).toBe(true)
    expect(redrawn).toBeGreaterThan(0)
    const after = drawnPins(doc)
    expect(after).toHaveLength(4)
    expect(new Set(after.map(([, y]) => Math.round(y * 100))).size).toBe(1) // one row
    expect(after.every(([, y]) => y > 0)).toBe(true) // below the node

    const editor = new TestEditor(records(), 4)
    editor.document.editor.run(rotateConnectors, { ids: ['X1'], quarters: 1 })
    editor.tool('wire')
    const pin3 = pinCentre(pinLayout([0, 0], 4, bodyOrientation(90, false)), 2)
    expect(editor.pointerMove(pin3).hover).toBe('X1:3')
  })
})
