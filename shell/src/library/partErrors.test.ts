import { describe, expect, it } from 'vitest'
import { readTypedNumber } from './partErrors'

describe('readTypedNumber', () => {
  it('reads decimals with a point or a comma, and refuses what could be read two ways or not at all', () => {
    expect(readTypedNumber(' 1.5 ')).toBe(1.5)
    expect(readTypedNumber('0,75')).toBe(0.75)
    expect(readTypedNumber('-2')).toBe(-2)
    expect(readTypedNumber('')).toBeNull()
    // Full-width digits, as a Chinese input method types them.
    expect(readTypedNumber('０.５')).toBe(0.5)
    expect(readTypedNumber('１２')).toBe(12)
    for (const bad of ['1,000', '1,250.5', '0x1F', '1e3', '1.2.3', 'abc', '--1']) expect(readTypedNumber(bad), bad).toBeNaN()
  })
})
