import { describe, expect, it } from 'vitest'
import type { SpatialEntry } from '../spatial/SpatialIndex'
import { MAX_GUIDE_POINTS, MAX_GUIDE_REACH_MM, guideCandidates, guideReach, snapDrag, snapToGuides } from './guides'

const point = (id: string, x: number, y: number, typeName: SpatialEntry['typeName'] = 'node'): SpatialEntry =>
  ({ id, typeName, shape: [[x, y]], kind: 'point', minX: x, minY: y, maxX: x, maxY: y }) as unknown as SpatialEntry

describe('smart guides', () => {
  it('snaps each axis to the nearest candidate within the tolerance, and names the guide', () => {
    const candidates = { xs: Float64Array.from([100, 250]), ys: Float64Array.from([0]) }
    expect(snapToGuides([101.5, 40], candidates, 2)).toEqual({ point: [100, 40], x: 100, y: null })
    expect(snapToGuides([249, 1], candidates, 2)).toEqual({ point: [250, 0], x: 250, y: 0 })
    expect(snapToGuides([175, 10], candidates, 2)).toEqual({ point: [175, 10], x: null, y: null })
    // Between two candidates the nearer wins.
    expect(snapToGuides([101, 0], { xs: Float64Array.from([100, 102.5]), ys: new Float64Array(0) }, 3).x).toBe(100)
  })

  it('gathers nodes, parts and bend points, sorted and distinct, without the dragged point, up to a bound', () => {
    const bent: SpatialEntry = { id: 'S', typeName: 'segment', shape: [[0, 0], [50, 70], [100, 0]], kind: 'polyline', minX: 0, minY: 0, maxX: 100, maxY: 70 } as unknown as SpatialEntry
    const found = guideCandidates([point('A', 100, 0), point('X1', 100, 0, 'connector'), point('B', 30, 20), bent, point('me', 5, 5)], (x, y) => x === 5 && y === 5)
    expect(Array.from(found.xs)).toEqual([30, 50, 100])
    expect(Array.from(found.ys)).toEqual([0, 20, 70])
    // Too many: the nearest to where the drag began are kept.
    const many = Array.from({ length: MAX_GUIDE_POINTS + 10 }, (_, i) => point(`N${i}`, i, i))
    const near = guideCandidates(many, () => false, [MAX_GUIDE_POINTS + 9, MAX_GUIDE_POINTS + 9])
    expect(near.xs.length).toBe(MAX_GUIDE_POINTS)
    expect(near.xs[0]).toBe(10)
    expect(near.xs.at(-1)).toBe(MAX_GUIDE_POINTS + 9)
  })

  it('reaches about a screen around the drag, and no farther than a bound when zoomed far out', () => {
    expect(guideReach([0, 0], 10)).toEqual({ minX: -150, minY: -150, maxX: 150, maxY: 150 })
    expect(guideReach([0, 0], 0.01).maxX).toBe(MAX_GUIDE_REACH_MM)
  })

  it('lands a drag on a guide where one holds an axis, else on the grid, else where the pointer is', () => {
    const guides = { xs: new Float64Array([100]), ys: new Float64Array([]), tolerance: 2 }
    expect(snapDrag([101.5, 43], guides, 10)).toEqual({ point: [100, 40], x: 100, y: null })
    expect(snapDrag([101.5, 43], null, 10)).toEqual({ point: [100, 40], x: null, y: null })
    expect(snapDrag([101.5, 43], guides, null)).toEqual({ point: [100, 43], x: 100, y: null })
    expect(snapDrag([101.5, 43], null, null).point).toEqual([101.5, 43])
  })
})
