import { describe, expect, it } from 'vitest'
import { connectorBodySize } from '../spatial/connectorBody'
import { bodyOrientation, pinCentre, pinIndexAt, pinLayout, pinLeadPath } from './pinLayout'

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

  it('leads a pin straight to its exit, or between the rows across the pin columns in its way (the worked example)', () => {
    const layout = pinLayout([0, 0], 40)
    const round = (path: number[]) => path.map((v) => Math.round(v * 1000) / 1000)
    // Pin 1 in the first column, beside the right edge the bundle leaves by: straight.
    expect(round(pinLeadPath(layout, 0, [9, 0]))).toEqual([8.04, -14.25, 9, 0])
    // Pin 21, the second column's first: half a pitch down, across the first column, to the exit.
    expect(round(pinLeadPath(layout, 20, [9, 0]))).toEqual([2.04, -14.25, 2.04, -13.5, 8.04, -13.5, 9, 0])
    // The way across runs between two rows of the first column, clear of their pin boxes.
    const rowsAbove = pinCentre(layout, 0)[1] + layout.side / 2
    const rowsBelow = pinCentre(layout, 1)[1] - layout.side / 2
    expect(-13.5).toBeGreaterThan(rowsAbove)
    expect(-13.5).toBeLessThan(rowsBelow)
    // Pin 40, the second column's last, with the exit above it: half a pitch up.
    expect(round(pinLeadPath(layout, 39, [9, 0]))).toEqual([2.04, 14.25, 2.04, 13.5, 8.04, 13.5, 9, 0])
    // A bundle leaving by the left edge: the second column leads straight, the first crosses it.
    expect(round(pinLeadPath(layout, 20, [-9, 0]))).toEqual([0.99, -14.25, -9, 0])
    expect(round(pinLeadPath(layout, 0, [-9, 0]))).toEqual([6.99, -14.25, 6.99, -13.5, 0.99, -13.5, -9, 0])
    // A bundle leaving a 4-column body mid-way through its top end (x 0, the body 30 × 48.5 mm):
    // pin 1 (first column, x 13.515) leads out of its box's outer side into the strip beside it,
    // up the strip past the first row into the end margin, then to the exit.
    const wide = pinLayout([0, 0], 121)
    expect(round(pinLeadPath(wide, 0, [0, -24.25]))).toEqual([14.04, -22.5, 14.52, -22.5, 14.52, -23.75, 0, -24.25])
    // Pin 63, the third column's first (x 1.515), likewise in its own strip.
    expect(round(pinLeadPath(wide, 62, [0, -24.25]))).toEqual([2.04, -22.5, 2.52, -22.5, 2.52, -23.75, 0, -24.25])
    // Every strip lies clear of its own pins and short of the next column out's names (which
    // reach 1.45 pin sides and two digits of 0.7 of the pitch in from that column's pins), or of
    // the body's edge; the last piece runs in the end margin, above the first row's pin boxes.
    for (let index = 0; index < 121; index++) {
      const path = pinLeadPath(wide, index, [0, -24.25])
      const [px] = pinCentre(wide, index)
      const outer = index < 31 ? 15 : px + 6 - 1.45 * wide.side - 2 * 0.6 * 0.7 * wide.pitch
      expect(path[2]).toBeGreaterThan(px + wide.side / 2)
      expect(path[2]).toBeLessThan(outer)
      expect(path[5]).toBeLessThan(pinCentre(wide, 0)[1] - wide.side / 2)
    }
    // At the bottom end, the same strips run down.
    expect(round(pinLeadPath(wide, 30, [0, 24.25])).slice(4)).toEqual([14.52, 23.75, 0, 24.25])
    // Turned a quarter (first column at the bottom), the way across runs up between columns' pins.
    const turned = pinLayout([0, 0], 40, bodyOrientation(90, false))
    const [x, y] = pinCentre(turned, 20)
    const path = round(pinLeadPath(turned, 20, [0, 9]))
    expect(path.slice(0, 2)).toEqual(round([x, y + turned.side / 2]))
    expect(path[2]).toBeCloseTo(x - turned.pitch / 2, 3)
    expect(path[5]! - path[3]!).toBeCloseTo(6, 3)
    expect(path.slice(6)).toEqual([0, 9])
  })
})
