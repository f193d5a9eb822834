import { describe, expect, it } from 'vitest'
import { fromMm, mm, toMm, unitFromCode } from './units'

describe('units', () => {
  it('converts inches and points to millimetres and back', () => {
    expect(toMm(1, 'in')).toBeCloseTo(25.4, 9)
    expect(toMm(72, 'pt')).toBeCloseTo(25.4, 9)
    expect(fromMm(mm(50.8), 'in')).toBeCloseTo(2, 9)
  })
  it('maps the specification unit codes', () => {
    expect(unitFromCode(2)).toBe('mm')
    expect(unitFromCode(1)).toBe('pt')
    expect(unitFromCode(9)).toBeNull()
  })
})
