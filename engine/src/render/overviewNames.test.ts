import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { overviewNames, overviewNamesWanted, textWidth } from './overviewNames'

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
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 1.9)[0]!.at).toEqual([0, 0])
  })

  it('places none where the canvas draws names itself, nor outside the view, nor past the limit', () => {
    const doc = open()
    expect(overviewNamesWanted(1.99)).toBe(true)
    expect(overviewNamesWanted(2)).toBe(false)
    // Names twice the height (24 pt) are the tiles' own from 1 px per mm; half (6 pt) from 4.
    expect(overviewNamesWanted(1, 6)).toBe(false)
    expect(overviewNamesWanted(0.99, 6)).toBe(true)
    expect(overviewNamesWanted(3.9, 1.5)).toBe(true)
    expect(overviewNamesWanted(4, 1.5)).toBe(false)
    // Where connectors are points the tiles name nothing, however large the names.
    expect(overviewNamesWanted(0.2, 50)).toBe(true)
    expect(names(doc, 2)).toEqual([])
    expect(overviewNames(doc.editor.doc, doc.spatial, { minX: 500, minY: -100, maxX: 1100, maxY: 100 }, 0.2).map((n) => n.text)).toEqual(['X3'])
    expect(overviewNames(doc.editor.doc, doc.spatial, box, 1.5, 1).map((n) => n.text)).toEqual(['X1'])
    expect(overviewNames(doc.editor.doc, doc.spatial, box, Number.NaN)).toEqual([])
  })

  it('estimates a text\'s width from its characters', () => {
    expect(textWidth('X12', 3)).toBeCloseTo(5.4, 6)
    expect(textWidth('接点1', 2)).toBeCloseTo(5.2, 6)
  })
})
