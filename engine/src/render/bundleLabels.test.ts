import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { addBundleLabels } from './bundleLabels'
import { NAME_HEIGHT_MM } from './sceneStyle'
import type { SceneLabel } from './tileScene'

/** The length labels the tiles of `doc` over its drawing place at 20 px per mm. */
const labelsOf = (doc: OpenDocument): SceneLabel[] => {
  const diameters = doc.derived.get().diameters
  const out: SceneLabel[] = []
  for (const tile of doc.lod.query({ minX: -20, minY: -20, maxX: 140, maxY: 40 }, 20).tiles) addBundleLabels(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id), NAME_HEIGHT_MM, out)
  return out
}

/** Whether two labels' texts cover each other (text CHAR_WIDTH 0.6 of the height per digit). */
const meet = (a: SceneLabel, b: SceneLabel) => {
  const wa = a.size * 0.6 * a.text.length
  const wb = b.size * 0.6 * b.text.length
  return a.x < b.x + wb && b.x < a.x + wa && a.y - a.size < b.y && b.y - b.size < a.y
}

describe('addBundleLabels', () => {
  it('labels each segment once with its length, above a bundle running across', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 123.45).connector('X1', 'A', 1).connector('X2', 'B', 1)
    const labels = labelsOf(OpenDocument.fromRecords(built.records))
    expect(labels.map((l) => [l.id, l.text])).toEqual([['A-B', '123.5']])
    expect(labels[0]!.y).toBeLessThan(0)
    expect(labels[0]!.size).toBe(NAME_HEIGHT_MM)
  })

  it('moves a label along its bundle when it would cover a longer bundle\'s label, the longer keeping the middle', () => {
    // Two bundles side by side 2 mm apart with the same middle: their labels met there.
    const built = harness()
      .node('A', 'branch', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'branch', [20, 2]).node('D', 'branch', [80, 2])
      .segment('A', 'B', 300).segment('C', 'D', 60)
    const labels = labelsOf(OpenDocument.fromRecords(built.records))
    const long = labels.find((l) => l.id === 'A-B')!
    const short = labels.find((l) => l.id === 'C-D')!
    expect(long.x + long.size * 0.6 * long.text.length / 2).toBeCloseTo(50, 5)
    expect(meet(long, short)).toBe(false)
    // A third of the way along its piece (20 + 60 / 3 = 40 mm), centred there.
    expect(short.x + short.size * 0.6 * short.text.length / 2).toBeCloseTo(40, 5)
  })

  it('keeps a label clear of a longer bundle\'s label placed by the neighbouring tile', () => {
    // At 20 px per mm tiles are 16 mm wide. A-B's middle (15.5, 0) is in the first tile, C-D's
    // (19, 2) in the second; at their middles their labels met across the tile edge at x = 16.
    const built = harness()
      .node('A', 'branch', [0, 0]).node('B', 'branch', [31, 0]).node('C', 'branch', [12, 2]).node('D', 'branch', [26, 2])
      .segment('A', 'B', 300).segment('C', 'D', 60)
    const labels = labelsOf(OpenDocument.fromRecords(built.records))
    expect(labels.map((l) => l.id).sort()).toEqual(['A-B', 'C-D'])
    const long = labels.find((l) => l.id === 'A-B')!
    const short = labels.find((l) => l.id === 'C-D')!
    expect(long.x + long.size * 0.6 * long.text.length / 2).toBeCloseTo(15.5, 5)
    expect(meet(long, short)).toBe(false)
    // Two thirds of the way along its piece (12 + 14 · 2 / 3), centred there.
    expect(short.x + short.size * 0.6 * short.text.length / 2).toBeCloseTo(12 + 14 * 2 / 3, 5)
  })

  it('keeps a label off a connector housing: it moves along its bundle', () => {
    // X3's housing (12 x 14 mm around (30, -6)) stands over the middle of A-B, where "60" would go.
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'connector', [60, 0]).node('C', 'connector', [30, -6])
      .segment('A', 'B', 60).connector('X1', 'A', 1).connector('X2', 'B', 1).connector('X3', 'C', 1)
    const [label] = labelsOf(OpenDocument.fromRecords(built.records))
    const width = label!.size * 0.6 * label!.text.length
    // A third of the way along (20 mm), clear of X3's housing (x 24 to 36).
    expect(label!.x + width / 2).toBeCloseTo(20, 5)
    expect(label!.x + width).toBeLessThan(24)
  })
})
