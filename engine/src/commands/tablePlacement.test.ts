import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { TABLE_GAP_MM, boxOfTable, freeTablePosition } from './tablePlacement'
import { tableBox } from '../spatial/SpatialIndex'
import type { SheetBox } from '../spatial/SpatialIndex'

const overlap = (a: SheetBox, b: SheetBox) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY

describe('freeTablePosition', () => {
  it('keeps the wanted corner when nothing is there, and moves down past what is (the worked example)', () => {
    expect(freeTablePosition([0, 10], 3, 5, [])).toEqual([0, 10])
    const first = { minX: 50, minY: 0, maxX: 150, maxY: 30 }
    expect(freeTablePosition([0, 10], 3, 5, [first])).toEqual([0, 30 + TABLE_GAP_MM])
    expect(freeTablePosition([0, 10], 3, 5, [first, { minX: 0, minY: 34, maxX: 40, maxY: 40 }])).toEqual([0, 44])
    // A table beside it, or one it only touches, leaves it where it is.
    expect(freeTablePosition([0, 10], 3, 5, [{ minX: 100, minY: 0, maxX: 200, maxY: 100 }])).toEqual([0, 10])
  })

  it('measures a table as the canvas draws it: 20 mm a column, 6 mm a row', () => {
    expect(tableBox([5, 7], 3, 5)).toEqual({ minX: 5, minY: 7, maxX: 105, maxY: 25 })
    expect(boxOfTable({ position: [0, 0], rows: 1, cols: 1 })).toEqual({ minX: 0, minY: 0, maxX: 20, maxY: 6 })
  })

  it('never answers a place that covers a table, stays in its column and never moves up', () => {
    const box = fc.record({ x: fc.integer({ min: -200, max: 200 }), y: fc.integer({ min: -200, max: 200 }), w: fc.integer({ min: 1, max: 150 }), h: fc.integer({ min: 1, max: 150 }) })
      .map(({ x, y, w, h }) => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }))
    fc.assert(fc.property(fc.array(box, { maxLength: 40 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 6 }), (taken, x, y, rows, cols) => {
      const [px, py] = freeTablePosition([x, y], rows, cols, taken)
      expect(px).toBe(x)
      expect(py).toBeGreaterThanOrEqual(y)
      const placed = tableBox([px, py], rows, cols)
      expect(taken.some((t) => overlap(placed, t))).toBe(false)
    }))
  })
})
