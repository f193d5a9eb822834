import { describe, expect, it } from 'vitest'
import type { OverlayInput } from './StageOverlays'

// PixiJS reads the browser's navigator when it loads; graphics need nothing else of a browser.
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { StageOverlays } = await import('./StageOverlays')

/** Whether drawing `input` would change any overlay. */
const differs = (overlays: InstanceType<typeof StageOverlays>, input: OverlayInput) => Object.values(overlays.changes(input)).some(Boolean)

const NONE: readonly Float32Array[] = []
const base: OverlayInput = {
  camera: { scale: 1, offsetX: 0, offsetY: 0 }, size: { width: 800, height: 600 },
  page: { width: 420, height: 297, color: 0xffffff }, grid: null, leads: new Float32Array(), highlight: NONE, hoverHighlight: NONE,
  handles: new Float32Array(), brush: null,
}

describe('StageOverlays', () => {
  it('draws everything first, then only what an input changes', () => {
    const overlays = new StageOverlays()
    expect(differs(overlays, base)).toBe(true)
    expect(overlays.draw(base)).toBe(true)
    // The same things for a camera object equal to the last: nothing to draw, no frame needed.
    expect(differs(overlays, { ...base, camera: { ...base.camera } })).toBe(false)
    // A pan moves nothing the page draws (its frame line is as wide at every offset), and there is no grid or lead.
    expect(overlays.changes({ ...base, camera: { scale: 1, offsetX: 40, offsetY: 0 } })).toEqual({ page: false, grid: false, leads: false, highlight: false, hover: false })
    // A zoom changes the page's line width; the selection is empty, so it stays.
    expect(overlays.changes({ ...base, camera: { scale: 2, offsetX: 0, offsetY: 0 } })).toEqual({ page: true, grid: false, leads: false, highlight: false, hover: false })
  })

  it('draws the grid and the leads again when the view moves (they cover the visible box only)', () => {
    const overlays = new StageOverlays()
    const shown = { ...base, grid: { size: 10, color: '#dddddd' }, leads: new Float32Array([0, 0, 100, 100]) }
    overlays.draw(shown)
    const panned = { ...shown, camera: { scale: 1, offsetX: -300, offsetY: 0 } }
    expect(overlays.changes(panned)).toMatchObject({ grid: true, leads: true, page: false })
    overlays.draw(panned)
    expect(overlays.changes({ ...panned, size: { width: 1000, height: 600 } })).toMatchObject({ grid: true, leads: true })
    expect(overlays.grid.bounds.width).toBeGreaterThan(0)
  })

  it('tells a hover change from a selection change, and draws the selection again at a new scale', () => {
    const overlays = new StageOverlays()
    const line = [new Float32Array([0, 0, 50, 0])]
    overlays.draw({ ...base, highlight: line })
    expect(overlays.changes({ ...base, highlight: line, hoverHighlight: line })).toMatchObject({ highlight: true, hover: true })
    expect(overlays.changes({ ...base, highlight: [new Float32Array([0, 0, 60, 0])] })).toMatchObject({ highlight: true, hover: false })
    expect(overlays.changes({ ...base, highlight: line, camera: { scale: 3, offsetX: 0, offsetY: 0 } })).toMatchObject({ highlight: true, hover: false })
    expect(overlays.changes({ ...base, highlight: line, camera: { scale: 1, offsetX: 9, offsetY: 9 } })).toMatchObject({ highlight: false })
  })
})
