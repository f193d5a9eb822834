import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import type { SceneLabel } from './tileScene'
import { placeNames } from './namePlaces'

/** The names the tiles of `doc` over `box` place at 20 px per mm, 3 mm high. */
const namesOf = (doc: OpenDocument, box = { minX: -40, minY: -60, maxX: 80, maxY: 60 }): Map<string, SceneLabel> => {
  const out = new Map<string, SceneLabel>()
  for (const tile of doc.lod.query(box, 20).tiles) for (const [id, label] of placeNames(tile, doc.editor.doc, doc.spatial, 3)) out.set(id, label)
  return out
}

describe('placeNames', () => {
  it('names a housing above its body, left-aligned, 0.8 mm clear', () => {
    const doc = OpenDocument.fromRecords(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [60, 0]).segment('A', 'B', 60)
      .connector('X1', 'A', 8).connector('X2', 'B', 2).records)
    const names = namesOf(doc)
    // X1's body is 12 x 14 mm around (0, 0).
    expect(names.get('X1')).toEqual({ x: -6, y: -7.8, size: 3, text: 'X1', id: 'X1' })
    expect(names.size).toBe(2)
  })

  it('puts a name below its body where above it would cover another housing (the worked example)', () => {
    const doc = OpenDocument.fromRecords(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [0, -16]).node('C', 'connector', [60, 0])
      .segment('A', 'C', 60).segment('B', 'C', 60).connector('X1', 'A', 8).connector('X2', 'B', 2).connector('X3', 'C', 1).records)
    const names = namesOf(doc)
    expect(names.get('X1')!.y).toBeCloseTo(10.8, 6)
    // X2 keeps its place above its own body.
    expect(names.get('X2')!.y).toBeCloseTo(-16 - 7 - 0.8, 6)
  })

  it('keeps clear of a housing in the neighbouring tile', () => {
    // At 20 px per mm tiles are 16 mm high: X1 at (8, 4) lies in the tile below y = 0, X2 at
    // (8, -12) in the tile above it, its body (y -19 to -5) where X1's name would go (y -6.8 to -3.2).
    const doc = OpenDocument.fromRecords(harness().node('A', 'connector', [8, 4]).node('B', 'connector', [8, -12]).node('C', 'branch', [60, 0])
      .segment('A', 'C', 60).segment('B', 'C', 60).connector('X1', 'A', 8).connector('X2', 'B', 2).records)
    const names = namesOf(doc)
    expect(names.get('X1')!.y).toBeCloseTo(4 + 7 + 0.8 + 3, 6)
    expect(names.get('X2')!.y).toBeCloseTo(-12 - 7 - 0.8, 6)
  })

  it('writes a name beside its body where housings stand right above and below it', () => {
    // X1 (8 cavities, 12 x 14 mm around (0, 0)) between X2 16 mm above and X3 16 mm below, both
    // as wide: above, below and both right-aligned places cover one of them; X1's bundle leaves it
    // to the right, so its name goes left of its body, level with its top: 0.8 mm clear of the
    // body's left edge (-6) and 3.6 mm wide (x -10.4, baseline -7 + 3).
    const doc = OpenDocument.fromRecords(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [0, -16]).node('C', 'connector', [0, 16])
      .node('D', 'branch', [60, 0]).segment('A', 'D', 60).segment('B', 'D', 60).segment('C', 'D', 60)
      .connector('X1', 'A', 8).connector('X2', 'B', 8).connector('X3', 'C', 8).records)
    const names = namesOf(doc)
    expect(names.get('X1')!.x).toBeCloseTo(-10.4, 6)
    expect(names.get('X1')!.y).toBe(-4)
    // Every name clear of every other housing's body and of the other names.
    const boxes = [...names.values()].map((l) => ({ id: l.id, minX: l.x, maxX: l.x + 2 * 0.6 * 3, minY: l.y - 3, maxY: l.y }))
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY).toBe(true)
  })
})
