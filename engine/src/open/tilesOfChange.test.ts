import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { addWire } from '../commands/addWire'
import { translateRecords } from '../commands/arrange'
import { deleteRecords, setProperties } from '../commands/records'
import { ALL_TILES, tileBox, tileScale, zoomFor } from '../spatial/tileGrid'
import { tilePlacementReach } from '../render/tileScene'
import type { DocumentChange } from './OpenDocument'
import { OpenDocument } from './OpenDocument'

// X1 at A, X2 at C through B; X3 far away at D, on its own branch from E.
const open = () => OpenDocument.fromRecords(harness()
  .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80])
  .node('D', 'connector', [5000, 5000]).node('E', 'connector', [5100, 5000])
  .segment('A', 'B', 100).segment('B', 'C', 80).segment('D', 'E', 100)
  .connector('X1', 'A', 2).connector('X2', 'C', 2).connector('X3', 'D', 1).connector('X4', 'E', 1)
  .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X3:1', 'X4:1').records)

const versionsAt = (doc: OpenDocument, scale: number) =>
  new Map(doc.lod.query({ minX: -100, minY: -100, maxX: 5200, maxY: 5200 }, scale).tiles.map((t) => [t.key, t.version]))

describe('tiles of a change', () => {
  it('redraws the tiles over a recoloured wire, at new versions, and leaves the others', () => {
    const doc = open()
    const before = versionsAt(doc, 0.2)
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    expect(doc.editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { colors: ['RD'] } })).toBe(true)
    const tiles = changes[0]!.tiles
    expect(tiles.length).toBeGreaterThan(0)
    // Every tile named lies over A-B-C, none near D-E.
    for (const key of tiles) {
      const [z, x, y] = key.split('/').map(Number) as [number, number, number]
      const box = tileBox(z, x, y)
      expect(box.minX).toBeLessThanOrEqual(100)
      expect(box.minY).toBeLessThanOrEqual(80)
    }
    const after = versionsAt(doc, 0.2)
    const redrawn = [...after].filter(([key, v]) => before.get(key) !== v).map(([key]) => key)
    expect(redrawn.length).toBeGreaterThan(0)
    for (const key of redrawn) expect(tiles).toContain(key)
    const far = [...after.keys()].filter((key) => !tiles.includes(key))
    expect(far.length).toBeGreaterThan(0)
    for (const key of far) expect(after.get(key)).toBe(before.get(key))
  })

  it('redraws the pins of a wire added between two pins of one connector, though it runs through no bundle', () => {
    const doc = open()
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    expect(doc.editor.run(addWire, { endA: { kind: 'cavity', cavityId: 'X1:1' as never }, endB: { kind: 'cavity', cavityId: 'X1:2' as never }, name: 'W9' })).toBe(true)
    const near = (key: string) => {
      const [z, x, y] = key.split('/').map(Number) as [number, number, number]
      const box = tileBox(z, x, y)
      return box.minX <= 6 && box.minY <= 6 && box.maxX >= -6 && box.maxY >= -6
    }
    expect(changes[0]!.tiles.length).toBeGreaterThan(0)
    expect(changes[0]!.tiles.every(near)).toBe(true)
  })

  it('redraws every tile after a change of the drawing settings', () => {
    const doc = open()
    const before = versionsAt(doc, 0.2)
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    doc.editor.run(setProperties(), { typeName: 'settings', id: 'settings', patch: { bundleLabels: false } })
    expect(changes[0]!.tiles).toEqual([ALL_TILES])
    const after = versionsAt(doc, 0.2)
    for (const [key, v] of after) expect(v).not.toBe(before.get(key))
  })

  it('redraws the tiles that write names near a moved connector, and no farther', () => {
    // At 4 px per mm names 3 mm high are written and reach 36 mm; tiles are 64 mm wide there.
    const doc = OpenDocument.fromRecords(harness()
      .node('P', 'connector', [30, 20]).node('Q', 'connector', [80, 20]).node('R', 'connector', [230, 20])
      .node('P2', 'branch', [30, 50]).node('Q2', 'branch', [80, 50]).node('R2', 'branch', [230, 50])
      .segment('P', 'P2', 30).segment('Q', 'Q2', 30).segment('R', 'R2', 30)
      .connector('X1', 'P', 2).connector('X5', 'Q', 2).connector('X6', 'R', 2).records)
    const scale = 4
    const z = zoomFor(scale)
    const key = (x: number) => `${z}/${x}/0`
    const versions = () => new Map(doc.lod.query({ minX: 0, minY: 0, maxX: 255, maxY: 60 }, scale).tiles.map((t) => [t.key, t.version]))
    const before = versions()
    expect([...before.keys()]).toEqual(expect.arrayContaining([key(0), key(1), key(3)]))
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    // X1 moves within its own tile, to 14 mm from the next one (X5's).
    expect(doc.editor.run(translateRecords, { ids: ['P'], dx: 20, dy: 0 })).toBe(true)
    const tiles = changes[0]!.tiles
    expect(tiles).toContain(key(0))
    expect(tiles).toContain(key(1))
    expect(tiles).not.toContain(key(3))
    const after = versions()
    expect(after.get(key(1))).not.toBe(before.get(key(1)))
    expect(after.get(key(3))).toBe(before.get(key(3)))
  })

  it('follows a long bundle tile by tile, not by its box, and redraws around a housing that changed size', () => {
    // A bundle 1.4 m long on the diagonal; at 4 px per mm its 64 mm tiles are built over its box.
    const doc = OpenDocument.fromRecords(harness()
      .node('P', 'connector', [40, 40]).node('Q', 'connector', [1000, 1000]).segment('P', 'Q', 1358)
      .connector('X1', 'P', 3).connector('X2', 'Q', 2).wire('W1', 'X1:1', 'X2:1').records)
    const scale = 4
    const z = zoomFor(scale)
    doc.lod.query({ minX: -50, minY: -50, maxX: 1050, maxY: 1050 }, scale)
    // The view's tiles, built (those with nothing in them too): 18 × 18 from -64 to 1088 mm.
    const built = 18 * 18
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    expect(doc.editor.run(translateRecords, { ids: ['Q'], dx: 5, dy: 0 })).toBe(true)
    const atStep = changes[0]!.tiles.filter((key) => key.startsWith(`${z}/`))
    // Those along the bundle and a ring of one tile around them (its box would name all 324).
    expect(atStep.length).toBeGreaterThan(16)
    expect(atStep.length).toBeLessThan(built / 2)
    // A cavity deleted: X1's body shrinks though X1 itself is not in the change; its neighbours
    // follow (the view shown again first: the drag dropped the tiles along the bundle).
    doc.lod.query({ minX: -50, minY: -50, maxX: 1050, maxY: 1050 }, scale)
    expect(doc.editor.run(deleteRecords, { ids: ['X1:3'] })).toBe(true)
    // The tile up and left of X1's own (0, 0), which neither the cavity nor the bundle touches.
    expect(changes[1]!.tiles).toContain(`${z}/-1/-1`)
  })

  it('redraws no neighbours where the tiles write neither names nor lengths', () => {
    const doc = open()
    versionsAt(doc, 0.2)
    const changes: DocumentChange[] = []
    doc.subscribe((c) => changes.push(c))
    expect(doc.editor.run(translateRecords, { ids: ['D'], dx: 1, dy: 0 })).toBe(true)
    // At 0.2 px per mm no tile writes names or lengths: none is named for being near.
    expect(doc.lod.tilesNear(['D'], (z) => tilePlacementReach(doc.editor.doc.settings, tileScale(z)))).toEqual([])
    for (const key of changes[0]!.tiles) {
      const [z, x, y] = key.split('/').map(Number) as [number, number, number]
      const box = tileBox(z, x, y)
      expect(box.maxX).toBeGreaterThanOrEqual(4990)
      expect(box.maxY).toBeGreaterThanOrEqual(4990)
    }
  })
})
