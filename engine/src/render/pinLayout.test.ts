import { describe, expect, it } from 'vitest'
import { connectorBodySize } from '../spatial/connectorBody'
import { bodyOrientation, pinCentre, pinIndexAt, pinLayout } from './pinLayout'

const round = (p: readonly number[]) => p.map((v) => Math.round(v * 1000) / 1000)

describe('pinLayout of a many-way connector', () => {
  it('lays 121 cavities in four columns of 31 rows from the pin edge inwards', () => {
    const layout = pinLayout([100, 50], 121)
    expect(layout.pitch).toBe(1.5)
    expect(layout.side).toBeCloseTo(1.05, 9)
    expect(round(pinCentre(layout, 0))).toEqual([113.515, 27.5])
    expect(round(pinCentre(layout, 30))).toEqual([113.515, 72.5])
    expect(round(pinCentre(layout, 31))).toEqual([107.515, 27.5])
    expect(round(pinCentre(layout, 120))).toEqual([95.515, 68])
  })

  it('keeps every pin inside the body, apart from the others, in any orientation', () => {
    for (const count of [1, 4, 9, 32, 33, 121, 200]) {
      for (const [rotation, mirror] of [[0, false], [90, false], [180, true], [270, true]] as const) {
        const orientation = bodyOrientation(rotation, mirror)
        const layout = pinLayout([0, 0], count, orientation)
        const body = connectorBodySize(count)
        const [hx, hy] = orientation.quarter % 2 === 0 ? [body.width / 2, body.height / 2] : [body.height / 2, body.width / 2]
        const seen = new Set<string>()
        for (let i = 0; i < count; i++) {
          const [x, y] = pinCentre(layout, i)
          expect(Math.abs(x) + layout.side / 2).toBeLessThanOrEqual(hx + 1e-9)
          expect(Math.abs(y) + layout.side / 2).toBeLessThanOrEqual(hy + 1e-9)
          seen.add(round([x, y]).join(','))
          // A press on the pin's centre, or a little off it, picks that pin.
          expect(pinIndexAt([0, 0], count, [x, y], orientation)).toBe(i)
          expect(pinIndexAt([0, 0], count, [x + layout.side * 0.4, y - layout.side * 0.4], orientation)).toBe(i)
        }
        expect(seen.size).toBe(count)
      }
    }
  })

  it('takes the nearest pin for a press beside the body or past a short last column', () => {
    const layout = pinLayout([0, 0], 121)
    // Right of the body, level with pin 1's row: pin 1.
    expect(pinIndexAt([0, 0], 121, [40, pinCentre(layout, 0)[1]])).toBe(0)
    // Left of the body, level with the last row: the fourth column holds 28 pins, so the last one.
    expect(pinIndexAt([0, 0], 121, [-40, 100])).toBe(120)
    expect(pinIndexAt([0, 0], 0, [0, 0])).toBeNull()
  })
})
