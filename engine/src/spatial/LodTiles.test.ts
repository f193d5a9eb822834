import { describe, expect, it } from 'vitest'
import type { NodeId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { moveNode } from '../commands/topology'
import { Editor } from '../Editor'
import { touchedIds } from '../store/RecordsDiff'
import { LodTiles, type LodView } from './LodTiles'
import { SpatialIndex } from './SpatialIndex'
import { clipPiece, forTilesOnPolyline, parseTileKey, tileBox, zoomFor } from './tileGrid'

// Two connectors joined through a branch point; X1 has 2 cavities, X2 has 40 (pins legible only close up).
const drawing = () =>
  harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [1000, 0]).node('C', 'connector', [1000, 800])
    .segment('A', 'B', 1000).segment('B', 'C', 800).connector('X1', 'A', 2).connector('X2', 'C', 40)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2')

const open = () => {
  const editor = new Editor(drawing().records)
  const spatial = new SpatialIndex(editor.doc)
  const lod = new LodTiles(editor.doc, spatial)
  editor.subscribe((event) => spatial.update(touchedIds(event.diff)))
  return { editor, spatial, lod }
}

const everything = { minX: -100, minY: -100, maxX: 1100, maxY: 900 }
const ids = (view: LodView) => new Set(view.tiles.flatMap((t) => t.ids))
const segments = (view: LodView) => new Set(view.tiles.flatMap((t) => t.strokeSegments))
const points = (view: LodView) => view.tiles.reduce((n, t) => n + t.points.length / 2, 0)

describe('tile grid', () => {
  it('picks the step whose tiles are 256 to 512 px on screen', () => {
    expect(zoomFor(1)).toBe(8)
    expect(zoomFor(1.5)).toBe(8)
    expect(zoomFor(0.99)).toBe(9)
    expect(zoomFor(0)).toBe(24)
    expect(parseTileKey('3/-1/2')).toEqual({ z: 3, x: -1, y: 2 })
    expect(parseTileKey('x/1/2')).toBeNull()
    expect(parseTileKey('99/1/2')).toBeNull()
  })

  it('clips pieces to a box and walks exactly the tiles a polyline crosses', () => {
    const out = new Float64Array(4)
    expect(clipPiece(-10, 5, 20, 5, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, out)).toBe(true)
    expect([...out]).toEqual([0, 5, 10, 5])
    expect(clipPiece(-10, 50, 20, 50, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, out)).toBe(false)
    const shape = [[1, 1], [70, 37], [70, 90]] as const
    const walked: string[] = []
    forTilesOnPolyline(shape, 4, (x, y) => walked.push(`${x}/${y}`))
    const brute: string[] = []
    for (let x = -1; x <= 5; x++) {
      for (let y = -1; y <= 6; y++) {
        const box = tileBox(4, x, y)
        if ([1, 2].some((i) => clipPiece(shape[i - 1]![0], shape[i - 1]![1], shape[i]![0], shape[i]![1], box, out))) brute.push(`${x}/${y}`)
      }
    }
    expect(walked.sort()).toEqual(brute.sort())
  })
})

describe('LodTiles', () => {
  it('zoomed out, returns bundles and connector points but no wire, cavity or outline', () => {
    const { lod } = open()
    const view = lod.query(everything, 0.01)
    expect(view.level).toBe('overview')
    expect(ids(view).size).toBe(0)
    expect(segments(view)).toEqual(new Set(['A-B', 'B-C']))
    expect(points(view)).toBe(2)
  })

  it('at outline scale, lists connectors but not their pins', () => {
    const { lod } = open()
    const view = lod.query(everything, 0.5)
    expect(view.level).toBe('outline')
    expect(ids(view)).toEqual(new Set(['X1', 'X2']))
  })

  it('zoomed in, lists pins and wires only where they are legible', () => {
    const { lod } = open()
    // 1.5 px per mm: X1's 2 pins are 9 px apart, X2's 40 pins (two columns of 20 rows 1.5 mm
    // apart: connectorBody.ts) 2.25 px apart.
    const near = lod.query({ minX: -50, minY: -50, maxX: 50, maxY: 50 }, 1.5)
    expect(near.level).toBe('detail')
    expect(ids(near)).toEqual(new Set(['A', 'X1', 'X1:1', 'X1:2', 'W1', 'W2']))
    const far = lod.query({ minX: 950, minY: 750, maxX: 1050, maxY: 850 }, 1.5)
    expect(ids(far)).toEqual(new Set(['C', 'X2']))
    // At 4 px per mm they are 6 px apart: listed.
    expect(ids(lod.query({ minX: 950, minY: 750, maxX: 1050, maxY: 850 }, 4)).has('X2:40' as never)).toBe(true)
  })

  it('zoomed in far enough, returns everything in the box', () => {
    const { lod, editor } = open()
    const view = lod.query({ minX: 990, minY: 790, maxX: 1010, maxY: 810 }, 64)
    const cavities = [...editor.doc.all('cavity')].filter((c) => c.connectorId === 'X2').map((c) => c.id)
    expect(ids(view)).toEqual(new Set(['C', 'X2', ...cavities, 'W1', 'W2']))
    expect(segments(view)).toEqual(new Set(['B-C']))
  })

  it('answers the tile of a body anchored outside the view that reaches into it', () => {
    const { lod } = open()
    // X2 (40 cavities) at C (1000, 800): a body 18 × 30 mm, y 785 to 815. At 16 px per mm the
    // tiles are 16 mm: C's tile spans y 800-816, and a view of y 786-798 lies in the tile above.
    const view = lod.query({ minX: 995, minY: 786, maxX: 1005, maxY: 798 }, 16)
    expect(ids(view)).toContain('X2')
    expect(view.tiles.map((t) => t.key)).toContain(`${view.z}/62/50`)
    // A view beside the body, as far from the node, answers no tile of it.
    expect(ids(lod.query({ minX: 1030, minY: 786, maxX: 1040, maxY: 798 }, 16))).not.toContain('X2')
    // Zoomed out to points, nothing is fetched for bodies.
    expect(lod.query({ minX: 995, minY: 786, maxX: 1005, maxY: 798 }, 0.01).level).toBe('overview')
  })

  it('merges bundles that fall on the same pixels', () => {
    const records = harness()
      .node('A', 'branch', [0, 0]).node('B', 'branch', [5000, 0]).node('C', 'branch', [0, 1]).node('D', 'branch', [5000, 1])
      .segment('A', 'B', 5000).segment('C', 'D', 5000).records
    const editor = new Editor(records)
    const lod = new LodTiles(editor.doc, new SpatialIndex(editor.doc))
    const far = lod.query({ minX: 0, minY: 0, maxX: 5000, maxY: 1 }, 0.05)
    expect(far.tiles.reduce((n, t) => n + t.strokeSegments.length, 0)).toBeLessThan(far.tiles.reduce((n, t) => n + [...t.strokeCounts].reduce((a, b) => a + b, 0), 0))
    const near = lod.query({ minX: 0, minY: 0, maxX: 100, maxY: 1 }, 20)
    expect(near.tiles.flatMap((t) => [...t.strokeCounts])).toEqual(near.tiles.flatMap((t) => t.strokeSegments.map(() => 1)))
  })

  it('after moveNode, the touched tiles cover where the moved items were and are, and their versions move', () => {
    const { lod, editor } = open()
    const before = lod.query(everything, 0.01)
    const near = lod.query({ minX: 950, minY: 750, maxX: 1050, maxY: 850 }, 4)
    editor.run(moveNode, { nodeId: 'C' as NodeId, position: [3000, 3000] })
    const touched = new Set(lod.tilesTouched(['C']))
    // Every tile that shows C, X2 or B-C now, or showed them before, is named.
    for (const view of [before, near, lod.query(everything, 0.01), lod.query({ minX: 2950, minY: 2950, maxX: 3050, maxY: 3050 }, 4)]) {
      for (const tile of view.tiles) {
        if (tile.ids.some((id) => id === 'C' || id === 'X2') || tile.strokeSegments.includes('B-C' as never)) expect(touched).toContain(tile.key)
      }
    }
    expect(new Set(lod.touchedByLastChange)).toEqual(new Set(lod.touchedByLastChange.filter((k) => touched.has(k))))
    const after = lod.query(everything, 0.01)
    const moved = after.tiles.find((t) => t.strokeSegments.includes('B-C' as never))!
    const old = before.tiles.find((t) => t.key === moved.key)
    if (old) expect(moved.version).toBeGreaterThan(old.version)
    const again = lod.query({ minX: 2950, minY: 2950, maxX: 3050, maxY: 3050 }, 1.5)
    expect(ids(again)).toEqual(new Set(['C', 'X2']))
    expect(ids(lod.query({ minX: 950, minY: 750, maxX: 1050, maxY: 850 }, 1.5)).size).toBe(0)
  })

  it('names the tiles of a rewired wire at both its old and new ends', () => {
    const { lod, editor } = open()
    const shown = lod.query({ minX: -50, minY: -50, maxX: 50, maxY: 50 }, 4).tiles.filter((t) => t.ids.includes('W1' as never))
    expect(shown.length).toBeGreaterThan(0)
    const w1 = editor.doc.getOf('wire', 'W1')!
    editor.run((_doc, _args, tx) => (tx?.put({ ...w1, endA: { kind: 'open' } }), true), {})
    const keys = new Set(lod.tilesTouched(['W1']))
    // The old end (at X1) is known from the tile that listed it; the kept end at X2 from the document.
    for (const tile of shown) expect(keys).toContain(tile.key)
    expect(keys).toContain('6/15/12')
    expect(ids(lod.query({ minX: -50, minY: -50, maxX: 50, maxY: 50 }, 4))).toEqual(new Set(['A', 'X1', 'X1:1', 'X1:2', 'W2']))
  })

  it('refetches tiles by key and leaves out malformed keys', () => {
    const { lod } = open()
    const view = lod.query(everything, 0.5)
    expect(lod.tilesOf([view.tiles[0]!.key, 'nonsense']).map((t) => t.key)).toEqual([view.tiles[0]!.key])
  })

  it('stops following edits once closed', () => {
    const { lod, editor } = open()
    const before = lod.query(everything, 0.01).tiles.map((t) => t.version)
    lod.close()
    editor.run(moveNode, { nodeId: 'C' as NodeId, position: [3000, 3000] })
    expect(lod.touchedByLastChange).toEqual([])
    expect(lod.query(everything, 0.01).tiles.map((t) => t.version)).toEqual(before)
  })
})
