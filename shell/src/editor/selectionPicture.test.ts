import { describe, expect, it } from 'vitest'
import { MAX_PICTURE_PX } from '@harness/engine'
import { needsRepaint, paintPlan, REPAINT_ZOOM, SelectionPicture } from './selectionPicture'

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

describe('SelectionPicture', () => {
  ;(globalThis as { window?: unknown }).window ??= { devicePixelRatio: 1 }
  const camera = { scale: 2, offsetX: 0, offsetY: 0 }
  /** A canvas element's stand-in: its style, size and the bitmaps given to its bitmap renderer. */
  const fakeCanvas = () => {
    const shown: unknown[] = []
    const canvas = { style: {} as Record<string, string>, width: 0, height: 0, getContext: () => ({ transferFromImageBitmap: (b: unknown) => shown.push(b) }) }
    return { canvas: canvas as unknown as HTMLCanvasElement, style: canvas.style, shown }
  }
  /** A painter whose answers the test gives, in order, and a bitmap that says whether it was closed. */
  const painter = () => {
    const asks: { token: number; answer: (bitmap: ImageBitmap | null) => void }[] = []
    const paint = (token: number) => new Promise<ImageBitmap | null>((answer) => asks.push({ token, answer }))
    return { asks, paint }
  }
  const bitmap = () => {
    const b = { width: 10, height: 10, closed: false, close() { b.closed = true } }
    return b
  }
  const whole = (token: number) => ({ token, found: 10, pieces: 10, box: { minX: 0, minY: 0, maxX: 100, maxY: 50 } })
  const settle = () => new Promise((done) => setTimeout(done, 0))

  it('shows the picture asked for last, closing one that arrives for a selection since replaced, and sends only the newest ask', async () => {
    const { canvas, style, shown } = fakeCanvas()
    const p = painter()
    const picture = new SelectionPicture(canvas, p.paint, () => camera)
    picture.show(whole(1), camera, SIZE)
    picture.show(whole(2), camera, SIZE)
    picture.show(whole(3), camera, SIZE)
    // One in flight; of the two asked meanwhile only the newest waits.
    expect(p.asks.map((a) => a.token)).toEqual([1])
    const late = bitmap()
    p.asks[0]!.answer(late as unknown as ImageBitmap)
    await settle()
    expect(late.closed).toBe(true)
    expect(shown).toEqual([])
    expect(p.asks.map((a) => a.token)).toEqual([1, 3])
    const current = bitmap()
    p.asks[1]!.answer(current as unknown as ImageBitmap)
    await settle()
    expect(shown).toEqual([current])
    expect(style.display).toBe('block')
    // Placed where the camera draws the painted box's corner, scaled from the picture's own px per mm.
    expect(style.transform).toMatch(/^translate\(-\d+(\.\d+)?px, -\d+(\.\d+)?px\) scale\(1\)$/)
    expect(picture.wants(whole(3), camera, SIZE)).toBe(false)
  })

  it('asks nothing again when the worker could not paint, and hides the picture when the selection goes', async () => {
    const { canvas, style } = fakeCanvas()
    const p = painter()
    const picture = new SelectionPicture(canvas, p.paint, () => camera)
    const taken = whole(7)
    picture.show(taken, camera, SIZE)
    p.asks[0]!.answer(null)
    await settle()
    expect(picture.wants(taken, camera, SIZE)).toBe(false)
    picture.show(taken, camera, SIZE)
    expect(p.asks).toHaveLength(1)
    picture.show(null, camera, SIZE)
    expect(style.display).toBe('none')
    expect(picture.wants(null, camera, SIZE)).toBe(false)
  })
})
