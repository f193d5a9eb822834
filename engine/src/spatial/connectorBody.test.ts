import { describe, expect, it } from 'vitest'
import { CONNECTOR_SIDE_MM, MIN_PIN_PITCH_MM, PINS_PER_COLUMN, bodyExit, bodyHalfExtent, bodyOrientation, connectorBodyBox, connectorBodySize } from './connectorBody'

describe('connectorBody', () => {
  it('keeps a small connector\'s pins in 12 mm of height, the body 1 mm beyond them at each end', () => {
    expect(connectorBodySize(1)).toEqual({ width: 12, height: 14, rows: 1, columns: 1, pitch: 12, end: 1 })
    expect(connectorBodySize(4)).toEqual({ width: 12, height: 14, rows: 4, columns: 1, pitch: 3, end: 1 })
    expect(connectorBodySize(8)).toEqual({ width: 12, height: 14, rows: 8, columns: 1, pitch: 1.5, end: 1 })
    // No cavities, or a count that is not one, draws as one.
    expect(connectorBodySize(0)).toEqual(connectorBodySize(1))
    expect(connectorBodySize(Number.NaN)).toEqual(connectorBodySize(1))
  })

  it('grows taller from 9 cavities and wider beyond one column, keeping the rows legible', () => {
    expect(connectorBodySize(20)).toEqual({ width: 12, height: 32, rows: 20, columns: 1, pitch: 1.5, end: 1 })
    expect(connectorBodySize(9)).toEqual({ width: 12, height: 15.5, rows: 9, columns: 1, pitch: 1.5, end: 1 })
    expect(connectorBodySize(32)).toEqual({ width: 12, height: 50, rows: 32, columns: 1, pitch: 1.5, end: 1 })
    expect(connectorBodySize(33)).toEqual({ width: 18, height: 27.5, rows: 17, columns: 2, pitch: 1.5, end: 1 })
    expect(connectorBodySize(121)).toEqual({ width: 30, height: 48.5, rows: 31, columns: 4, pitch: 1.5, end: 1 })
    for (let count = 1; count <= 400; count++) {
      const body = connectorBodySize(count)
      expect(body.rows * body.columns).toBeGreaterThanOrEqual(count)
      expect((body.rows - 1) * body.columns).toBeLessThan(count)
      expect(body.rows).toBeLessThanOrEqual(PINS_PER_COLUMN)
      expect(body.pitch).toBeGreaterThanOrEqual(MIN_PIN_PITCH_MM)
      expect(body.width).toBeGreaterThanOrEqual(CONNECTOR_SIDE_MM)
      expect(body.height).toBeGreaterThanOrEqual(CONNECTOR_SIDE_MM)
      expect(body.height).toBeCloseTo(body.rows * body.pitch + 2 * body.end, 9)
      expect(body.end).toBeGreaterThanOrEqual(CONNECTOR_SIDE_MM * 0.08)
    }
  })

  it('swaps width and height for a quarter turn and centres the box on the node', () => {
    const body = connectorBodySize(20)
    expect(bodyHalfExtent(body, bodyOrientation(0, true))).toEqual([6, 16])
    expect(bodyHalfExtent(body, bodyOrientation(90, false))).toEqual([16, 6])
    expect(bodyHalfExtent(body, bodyOrientation(-180, false))).toEqual([6, 16])
    expect(connectorBodyBox([100, 50], 20, bodyOrientation(270, false))).toEqual({ minX: 84, minY: 44, maxX: 116, maxY: 56 })
  })

  it('leaves a body through the nearer edge along a direction', () => {
    expect(bodyExit([6, 15], 1, 0)).toBe(6)
    expect(bodyExit([6, 15], 0, -1)).toBe(15)
    expect(bodyExit([6, 6], Math.SQRT1_2, Math.SQRT1_2)).toBeCloseTo(6 * Math.SQRT2, 9)
    expect(bodyExit([6, 15], 0.6, 0.8)).toBeCloseTo(10, 9)
  })
})
