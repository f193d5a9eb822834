import { describe, expect, it } from 'vitest'
import { MAX_PICTURE_PX, needsRepaint, paintPlan, REPAINT_ZOOM } from './selectionPicture'

const SIZE = { width: 1000, height: 500 }
const SHEET = { minX: -10_000, minY: -10_000, maxX: 10_000, maxY: 10_000 }
let tokens = 0
const lines = (box: { minX: number; minY: number; maxX: number; maxY: number } | null) => ({ token: ++tokens, found: 1, pieces: 1, box })

describe('paintPlan', () => {
  it('paints the view and half of it again on every side, at the screen\'s resolution', () => {
    // The view (0, 0)-(500, 250) at 2 px per mm.
    expect(paintPlan(SHEET, { scale: 2, offsetX: 0, offsetY: 0 }, SIZE, 1)).toEqual({ box: { minX: -250, minY: -125, maxX: 750, maxY: 375 }, pxPerMm: 2 })
    expect(paintPlan(SHEET, { scale: 2, offsetX: 0, offsetY: 0 }, SIZE, 2)!.pxPerMm).toBe(4)
  })

  it('keeps to the lines\' box, a line\'s width around it', () => {
    const plan = paintPlan({ minX: 100, minY: 50, maxX: 200, maxY: 60 }, { scale: 2, offsetX: 0, offsetY: 0 }, SIZE, 1)!
    expect(plan.box).toEqual({ minX: 98.5, minY: 48.5, maxX: 201.5, maxY: 61.5 })
  })

  it('lowers the resolution of a picture that would be larger than the GPU takes', () => {
    // Zoomed out over a 20 m sheet at 1 px per mm, with a density of 3: 6,000 px would be too many.
    const plan = paintPlan(SHEET, { scale: 1, offsetX: 5000, offsetY: 2500 }, { width: 2000, height: 1000 }, 3)!
    expect((plan.box.maxX - plan.box.minX) * plan.pxPerMm).toBeCloseTo(MAX_PICTURE_PX, 6)
  })

  it('paints nothing where the view and the lines do not meet', () => {
    expect(paintPlan({ minX: 5000, minY: 5000, maxX: 5100, maxY: 5100 }, { scale: 2, offsetX: 0, offsetY: 0 }, SIZE, 1)).toBeNull()
  })
})

describe('needsRepaint', () => {
  const camera = { scale: 2, offsetX: 0, offsetY: 0 }
  const all = lines(SHEET)
  const painted = { token: all.token, box: paintPlan(SHEET, camera, SIZE, 1)!.box, scale: 2, view: { minX: 0, minY: 0, maxX: 500, maxY: 250 } }

  it('paints new lines, and clears a picture when the lines go', () => {
    expect(needsRepaint(null, all, camera, SIZE)).toBe(true)
    expect(needsRepaint(painted, lines(SHEET), camera, SIZE)).toBe(true)
    expect(needsRepaint(painted, null, camera, SIZE)).toBe(true)
    expect(needsRepaint(null, null, camera, SIZE)).toBe(false)
  })

  it('keeps the picture for a pan within its margin and a zoom within the repaint factor', () => {
    expect(needsRepaint(painted, all, camera, SIZE)).toBe(false)
    expect(needsRepaint(painted, all, { scale: 2, offsetX: -400, offsetY: 0 }, SIZE)).toBe(false)
    expect(needsRepaint(painted, all, { scale: 2 * REPAINT_ZOOM * 0.99, offsetX: 0, offsetY: 0 }, SIZE)).toBe(false)
  })

  it('paints again past the margin or the zoom factor', () => {
    expect(needsRepaint(painted, all, { scale: 2, offsetX: -600, offsetY: 0 }, SIZE)).toBe(true)
    expect(needsRepaint(painted, all, { scale: 2 * REPAINT_ZOOM * 1.01, offsetX: 0, offsetY: 0 }, SIZE)).toBe(true)
    expect(needsRepaint(painted, all, { scale: 2 / REPAINT_ZOOM / 1.01, offsetX: 0, offsetY: 0 }, SIZE)).toBe(true)
  })

  it('needs nothing more for a view beyond every line', () => {
    const few = lines({ minX: 0, minY: 0, maxX: 100, maxY: 100 })
    const small = { token: few.token, box: paintPlan(few.box!, camera, SIZE, 1)!.box, scale: 2, view: painted.view }
    expect(needsRepaint(small, few, { scale: 2, offsetX: -4000, offsetY: 0 }, SIZE)).toBe(false)
    expect(needsRepaint(small, few, { scale: 2, offsetX: 100, offsetY: 0 }, SIZE)).toBe(false)
  })
})
