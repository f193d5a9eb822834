import { describe, expect, it } from 'vitest'
import { ACTUAL_SIZE_SCALE, MAX_SCALE, MIN_SCALE, containsBox, fitBox, panBy, resizedCamera, revealBox, sameCamera, toScreen, toSheet, unionBox, visibleBox, wheelFactor, zoomAt, zoomPercent, zoomTo } from './camera'

describe('camera', () => {
  const camera = { scale: 2, offsetX: 10, offsetY: 20 }

  it('maps sheet mm to screen px and back', () => {
    expect(toScreen(camera, 5, 5)).toEqual([20, 30])
    expect(toSheet(camera, 20, 30)).toEqual([5, 5])
  })

  it('keeps the sheet point under the pointer when zooming', () => {
    const zoomed = zoomAt(camera, 3, 100, 50)
    const before = toSheet(camera, 100, 50)
    const after = toSheet(zoomed, 100, 50)
    expect(after[0]).toBeCloseTo(before[0], 9)
    expect(after[1]).toBeCloseTo(before[1], 9)
    expect(zoomed.scale).toBe(6)
  })

  it('clamps the zoom to its range', () => {
    expect(zoomAt(camera, 1e9, 0, 0).scale).toBe(MAX_SCALE)
    expect(zoomAt(camera, 1e-9, 0, 0).scale).toBe(MIN_SCALE)
  })

  it('pans with the pointer', () => {
    expect(panBy(camera, 5, -5)).toEqual({ scale: 2, offsetX: 15, offsetY: 15 })
  })

  it('fits a box centred with a margin', () => {
    const fitted = fitBox({ minX: 0, minY: 0, maxX: 1000, maxY: 100 }, { width: 548, height: 400 }, 24)
    expect(fitted.scale).toBeCloseTo(0.5, 9)
    const box = visibleBox(fitted, { width: 548, height: 400 })
    expect(box.minX).toBeCloseTo(-48, 6)
    expect(box.maxX).toBeCloseTo(1048, 6)
    expect((box.minY + box.maxY) / 2).toBeCloseTo(50, 6)
  })

  it('fits a single point at 1 px/mm', () => {
    const fitted = fitBox({ minX: 5, minY: 5, maxX: 5, maxY: 5 }, { width: 100, height: 100 })
    expect(fitted.scale).toBe(1)
    expect(toScreen(fitted, 5, 5)).toEqual([50, 50])
  })

  it('zooms one notch per 100 px of wheel, in for negative deltas', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.25, 9)
    expect(wheelFactor(100)).toBeCloseTo(0.8, 9)
    expect(wheelFactor(0)).toBe(1)
  })

  it('zooms to a scale about the centre', () => {
    const size = { width: 200, height: 100 }
    const centre = toSheet(camera, 100, 50)
    const at = zoomTo(camera, 4, size)
    expect(at.scale).toBe(4)
    expect(toSheet(at, 100, 50)[0]).toBeCloseTo(centre[0], 9)
  })

  it('unites boxes, either missing', () => {
    const a = { minX: 0, minY: 0, maxX: 1, maxY: 1 }
    expect(unionBox(null, a)).toBe(a)
    expect(unionBox(a, { minX: -1, minY: 2, maxX: 0, maxY: 3 })).toEqual({ minX: -1, minY: 0, maxX: 1, maxY: 3 })
  })

  it('tells whether a drawing lies wholly inside the view', () => {
    const view = { minX: 0, minY: 0, maxX: 100, maxY: 50 }
    expect(containsBox(view, { minX: 10, minY: 10, maxX: 100, maxY: 50 })).toBe(true)
    expect(containsBox(view, { minX: 10, minY: 10, maxX: 100.5, maxY: 50 })).toBe(false)
    expect(containsBox(view, { minX: -1, minY: 10, maxX: 20, maxY: 20 })).toBe(false)
  })

  it('brings a box into view with the least change: none when on screen, a pan at the same zoom, else a fit', () => {
    const camera = { scale: 2, offsetX: 0, offsetY: 0 }
    const size = { width: 1000, height: 600 }
    expect(revealBox(camera, { minX: 100, minY: 100, maxX: 140, maxY: 140 }, size)).toBe(camera)
    const panned = revealBox(camera, { minX: 900, minY: 100, maxX: 940, maxY: 140 }, size)
    expect(panned.scale).toBe(2)
    expect(toScreen(panned, 920, 120)).toEqual([500, 300])
    const fitted = revealBox(camera, { minX: 0, minY: 0, maxX: 3000, maxY: 10 }, size)
    expect(fitted.scale).toBeCloseTo((1000 - 48) / 3000)
  })

  it('shows the zoom as whole percent from 10 %, one decimal from 1 %, two significant digits below', () => {
    expect(zoomPercent(ACTUAL_SIZE_SCALE)).toBe(100)
    expect(zoomPercent(ACTUAL_SIZE_SCALE * 0.734)).toBe(73)
    expect(zoomPercent(ACTUAL_SIZE_SCALE * 0.0456)).toBe(4.6)
    // The XL harness fitted to a laptop screen: 0.0136 px per mm.
    expect(zoomPercent(0.0136)).toBe(0.36)
    expect(zoomPercent(ACTUAL_SIZE_SCALE * 32)).toBe(3200)
  })

  it('keeps the view\'s centre where the canvas changes size', () => {
    const camera = { scale: 1, offsetX: 0, offsetY: 0 }
    const resized = resizedCamera(camera, { width: 1000, height: 800 }, { width: 1000, height: 400 })
    expect(resized).toEqual({ scale: 1, offsetX: 0, offsetY: -200 })
    expect(toSheet(resized, 500, 200)).toEqual(toSheet(camera, 500, 400))
    const zoomed = { scale: 3, offsetX: -120, offsetY: 40 }
    const wider = resizedCamera(zoomed, { width: 600, height: 500 }, { width: 900, height: 300 })
    expect(toSheet(wider, 450, 150)).toEqual(toSheet(zoomed, 300, 250))
    expect(sameCamera(resizedCamera(zoomed, { width: 600, height: 500 }, { width: 600, height: 500 }), zoomed)).toBe(true)
    expect(sameCamera(wider, zoomed)).toBe(false)
  })
})
