import { describe, expect, it } from 'vitest'
import { EDGE_BAND_PX, EDGE_PAN_MAX_PX_PER_S, EdgePanner, edgePanStep } from './edgePan'

const VIEW = { width: 1000, height: 600 }

describe('panning at the edge during a drag', () => {
  it('moves the drawing away from the edge the pointer is at, faster the deeper it is', () => {
    const [dx, dy] = edgePanStep(993, 300, VIEW, 16)
    expect(dx).toBeCloseTo(-10.8, 6)
    expect(dy).toBe(0)
    expect(edgePanStep(3, 300, VIEW, 16)[0]).toBeGreaterThan(0)
    expect(edgePanStep(500, 2, VIEW, 16)[1]).toBeGreaterThan(0)
    expect(edgePanStep(500, 599, VIEW, 16)[1]).toBeLessThan(0)
    // Deeper is faster; beyond the edge (the pointer captured) is the ceiling.
    expect(Math.abs(edgePanStep(995, 300, VIEW, 16)[0])).toBeGreaterThan(Math.abs(edgePanStep(980, 300, VIEW, 16)[0]))
    expect(edgePanStep(1200, 300, VIEW, 16)[0]).toBeCloseTo(-EDGE_PAN_MAX_PX_PER_S * 0.016, 6)
    // In a corner both ways.
    const corner = edgePanStep(-10, -10, VIEW, 16)
    expect(corner[0]).toBeGreaterThan(0)
    expect(corner[1]).toBeGreaterThan(0)
  })

  it('does not move with the pointer clear of the band, a view without size, or a step without time; a long pause counts as 50 ms', () => {
    expect(edgePanStep(500, 300, VIEW, 16)).toEqual([0, 0])
    expect(edgePanStep(EDGE_BAND_PX, 300, VIEW, 16)).toEqual([0, 0])
    expect(edgePanStep(0, 0, { width: 0, height: 0 }, 16)).toEqual([0, 0])
    expect(edgePanStep(0, 300, VIEW, 0)).toEqual([0, 0])
    expect(edgePanStep(0, 300, VIEW, 5000)[0]).toBeCloseTo(EDGE_PAN_MAX_PX_PER_S * 0.05, 6)
  })

  it('keeps panning each frame while the pointer stays in the band, and stops when it leaves or the drag ends', () => {
    const queued: ((time: number) => void)[] = []
    const pans: [number, number][] = []
    const panner = new EdgePanner(() => VIEW, (dx, dy) => pans.push([dx, dy]), {
      request: (run) => queued.push(run),
      cancel: (id) => { queued[id - 1] = () => undefined },
    })
    const runFrame = (time: number) => queued.shift()?.(time)
    panner.follow(500, 300)
    expect(queued).toHaveLength(0)
    panner.follow(999, 300)
    panner.follow(999, 300)
    expect(queued).toHaveLength(1)
    runFrame(1000)
    runFrame(1016)
    runFrame(1032)
    expect(pans).toHaveLength(3)
    expect(pans.every(([dx, dy]) => dx < 0 && dy === 0)).toBe(true)
    panner.follow(500, 300)
    runFrame(1048)
    expect(pans).toHaveLength(3)
    expect(queued).toHaveLength(0)
    panner.follow(0, 300)
    panner.stop()
    runFrame(1064)
    expect(pans).toHaveLength(3)
  })

  it('asks for one frame at a time when each pan reports the pointer again, and none after a pan that ends the drag', () => {
    const queued: ((time: number) => void)[] = []
    let panner: EdgePanner | null = null
    let pans = 0
    panner = new EdgePanner(() => VIEW, () => {
      pans += 1
      // The canvas forwards the pointer again after each pan (the tool hears it as a move).
      panner!.follow(999, 300)
      if (pans === 3) panner!.stop()
    }, { request: (run) => queued.push(run), cancel: () => undefined })
    panner.follow(999, 300)
    for (let frame = 0; frame < 5; frame++) {
      expect(queued.length).toBeLessThanOrEqual(1)
      queued.shift()?.(1000 + frame * 16)
    }
    expect(pans).toBe(3)
    expect(queued).toHaveLength(0)
  })
})
