import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { overviewNames, overviewNamesWanted } from './overviewNames'

// X1 (8 cavities) at A (0, 0), X2 (2) at B (10, 0), X3 (1) at C (1000, 0).
const open = () => {
  const built = harness()
    .node('A', 'connector', [0, 0]).node('B', 'connector', [10, 0]).node('C', 'connector', [1000, 0])
    .segment('A', 'B', 10).segment('B', 'C', 990)
    .connector('X1', 'A', 8).connector('X2', 'B', 2).connector('X3', 'C', 1)
  return OpenDocument.fromRecords(built.records)
}
const box = { minX: -100, minY: -100, maxX: 1100, maxY: 100 }
const names = (doc: OpenDocument, scale: number) => overviewNames(doc.editor.doc, doc.spatial, box, scale).map((n) => n.text)

describe('overviewNames', () => {
  it('names the connectors of a view zoomed out, larger first, none touching another on the screen', () => {
    const doc = open()
    // At 0.2 px per mm X1 and X2 are 2 px apart: only X1 (8 cavities) is named; X3 is 200 px away.
    expect(names(doc, 0.2)).toEqual(['X1', 'X3'])
    // At 1.9 px per mm they are 19 px apart, room for both two-letter names (13.2 px wide, 3 px between).
    expect(names(doc, 1.9)).toEqual(['X1', 'X2', 'X3'])
    // Bodies are outlines at 1.9 px per mm: X1's name sits above its body (8 cavities: 14 mm tall).
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 1.9)[0]).toEqual({ id: 'X1', at: [0, -7], below: false, text: 'X1' })
    // At 0.2 px per mm they are points: the name sits above the node itself.
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 0.2)[0]).toEqual({ id: 'X1', at: [0, 0], below: false, text: 'X1' })
  })

  it('places none where the canvas draws names itself, nor outside the view, nor past the limit', () => {
    const doc = open()
    // The tiles draw 3 mm names from 4 px per mm, where they are 12 px: at least the overview's 11.
    expect(overviewNamesWanted(3.99)).toBe(true)
    expect(overviewNamesWanted(4)).toBe(false)
    // Names twice the height (24 pt) are the tiles' own from 2 px per mm; half (6 pt) from 8.
    expect(overviewNamesWanted(2, 6)).toBe(false)
    expect(overviewNamesWanted(1.99, 6)).toBe(true)
    expect(overviewNamesWanted(7.9, 1.5)).toBe(true)
    expect(overviewNamesWanted(8, 1.5)).toBe(false)
    // Where connectors are points the tiles name nothing, however large the names.
    expect(overviewNamesWanted(0.2, 50)).toBe(true)
    expect(names(doc, 4)).toEqual([])
    expect(overviewNames(doc.editor.doc, doc.spatial, { minX: 500, minY: -100, maxX: 1100, maxY: 100 }, 0.2).map((n) => n.text)).toEqual(['X3'])
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 1.5, 1).map((n) => n.text)).toEqual(['X1'])
    expect(overviewNames(doc.editor.doc, doc.spatial, box, Number.NaN)).toEqual([])
  })

  it('keeps names off the outlined bodies of other connectors: below its own body where above is taken, else none', () => {
    // X1 (8 cavities) at (0, 0); X2 (2) right above it at (0, -20), its body 14 mm tall (-27..-13),
    // X3 (2) 24 mm to the right of X1. At 0.8 px per mm the space between X1 and X2 is 4.8 px,
    // less than a name (11 px and 4 px clear): X1 is named below its body.
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'connector', [0, -20]).node('C', 'connector', [24, 0])
      .segment('A', 'B', 20).segment('A', 'C', 24)
      .connector('X1', 'A', 8).connector('X2', 'B', 2).connector('X3', 'C', 2)
    const doc = OpenDocument.fromRecords(built.records)
    const placed = overviewNames(doc.editor.doc, doc.spatial, box, 0.8)
    expect(placed.find((n) => n.id === 'X1')).toEqual({ id: 'X1', at: [0, 7], below: true, text: 'X1' })
    expect(placed.find((n) => n.id === 'X2')).toEqual({ id: 'X2', at: [0, -27], below: false, text: 'X2' })
    // No name's box (px) overlaps a body's: bodies are 12 mm wide, names 13.2 px wide and 11 tall.
    const bodies = [[0, 0, 7], [0, -20, 7], [24, 0, 7]].map(([x, y, hy]) => ({ minX: (x! - 6) * 0.8, maxX: (x! + 6) * 0.8, minY: (y! - hy!) * 0.8, maxY: (y! + hy!) * 0.8 }))
    for (const n of placed) {
      const x = n.at[0] * 0.8
      const y = n.at[1] * 0.8
      const r = n.below ? { minX: x - 6.6, maxX: x + 6.6, minY: y + 4, maxY: y + 15 } : { minX: x - 6.6, maxX: x + 6.6, minY: y - 15, maxY: y - 4 }
      for (const b of bodies) expect(r.minX < b.maxX && r.maxX > b.minX && r.minY < b.maxY && r.maxY > b.minY, n.text).toBe(false)
    }
    // Hemmed in above and below (a fourth connector right under X1), X1 goes unnamed.
    const hemmed = OpenDocument.fromRecords(harness()
      .node('A', 'connector', [0, 0]).node('B', 'connector', [0, -20]).node('D', 'connector', [0, 20]).segment('A', 'B', 20).segment('A', 'D', 20)
      .connector('X1', 'A', 8).connector('X2', 'B', 2).connector('X4', 'D', 2).records)
    expect(overviewNames(hemmed.editor.doc, hemmed.spatial, box, 0.8).map((n) => n.text).sort()).toEqual(['X2', 'X4'])
  })

  it('writes a name below its body where a bundle leaves the body upwards, as the drawing does', () => {
    // X1 at A (0, 0), its only bundle straight up to B (0, -100); X2 at C (100, 0), its bundle to the side.
    const doc = OpenDocument.fromRecords(harness()
      .node('A', 'connector', [0, 0]).node('B', 'branch', [0, -100]).node('C', 'connector', [100, 0]).node('D', 'branch', [200, -10])
      .segment('A', 'B', 100).segment('C', 'D', 100)
      .connector('X1', 'A', 8).connector('X2', 'C', 8).records)
    const placed = overviewNames(doc.editor.doc, doc.spatial, box, 1.9)
    // X1's body is 14 mm tall: its name hangs from the bottom edge, off the bundle.
    expect(placed.find((n) => n.id === 'X1')).toEqual({ id: 'X1', at: [0, 7], below: true, text: 'X1' })
    expect(placed.find((n) => n.id === 'X2')?.below).toBe(false)
    // As points (0.2 px per mm) names are written above only.
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 0.2).every((n) => !n.below)).toBe(true)
  })
})
