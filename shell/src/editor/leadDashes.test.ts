import { describe, expect, it } from 'vitest'
import { clipToBox, leadDashes } from './leadDashes'

const WIDE = { minX: -1000, minY: -1000, maxX: 1000, maxY: 1000 }

describe('leadDashes', () => {
  it('cuts a lead into 6 px dashes 4 px apart, measured on screen', () => {
    expect(Array.from(leadDashes(new Float32Array([0, 0, 20, 0]), WIDE, 1).dashes)).toEqual([0, 0, 6, 0, 10, 0, 16, 0])
    // At 2 px per mm the dashes are 3 mm long, 2 mm apart.
    expect(Array.from(leadDashes(new Float32Array([0, 0, 0, 10]), WIDE, 2).dashes)).toEqual([0, 0, 0, 3, 0, 5, 0, 8])
  })

  it('cuts only what the view shows, keeping the dashes where they were on the whole lead', () => {
    // The view starts at x = 12: the dash 10-16 shows from 12, the next from 20 to the view's end at 23.
    const view = { minX: 12, minY: -5, maxX: 23, maxY: 5 }
    expect(Array.from(leadDashes(new Float32Array([0, 0, 100, 0]), view, 1).dashes)).toEqual([12, 0, 16, 0, 20, 0, 23, 0])
    // A lead outside the view draws nothing.
    expect(leadDashes(new Float32Array([0, 50, 100, 50]), view, 1).dashes).toHaveLength(0)
  })

  it('draws the visible parts whole when the view would hold too many dashes', () => {
    const many = leadDashes(new Float32Array([0, 0, 1000, 0, 0, 10, 1000, 10]), WIDE, 1, 50)
    expect(many.solid).toBe(true)
    expect(Array.from(many.dashes)).toEqual([0, 0, 1000, 0, 0, 10, 1000, 10])
  })

  it('clips a line to a box as distances along it', () => {
    expect(clipToBox(0, 0, 10, 0, { minX: 2, minY: -1, maxX: 5, maxY: 1 })).toEqual([2, 5])
    expect(clipToBox(0, 0, 10, 0, { minX: 2, minY: 1, maxX: 5, maxY: 3 })).toBeNull()
    // A diagonal 3-4-5 line cut at x = 3 is 5 long up to there.
    expect(clipToBox(0, 0, 6, 8, { minX: 0, minY: 0, maxX: 3, maxY: 8 })).toEqual([0, 5])
  })
})
