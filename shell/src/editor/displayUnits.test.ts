import { describe, expect, it } from 'vitest'
import { displayUnitOf, fromDisplay, toDisplay, unitSymbol } from './displayUnits'

describe('display units', () => {
  it('shows millimetres in points, millimetres or inches and reads them back', () => {
    expect(toDisplay(25.4, 3)).toBe(1)
    expect(toDisplay(25.4, 1)).toBeCloseTo(72, 9)
    expect(toDisplay(12.5, 2)).toBe(12.5)
    expect(fromDisplay(2, 3)).toBeCloseTo(50.8, 9)
    expect(fromDisplay(toDisplay(123.4, 1), 1)).toBeCloseTo(123.4, 9)
    expect([1, 2, 3].map((u) => unitSymbol(u as 1 | 2 | 3))).toEqual(['pt', 'mm', 'in'])
    expect(displayUnitOf(3)).toBe(3)
    expect(displayUnitOf('x')).toBe(2)
  })
})
