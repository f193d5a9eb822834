import { describe, expect, it } from 'vitest'
import { compareNatural, mmToM, roundMm } from './reportCells'

describe('compareNatural', () => {
  it('orders numbers by value, decimals included, and text by code point', () => {
    const names = ['X10', 'W2', 'X2', 'FLRY 1.5', 'X1:10', 'FLRY 0.5', 'X1:2', 'FLRY 0.35', 'X01', 'X1', 'W10', '']
    expect([...names].sort(compareNatural)).toEqual(['', 'FLRY 0.35', 'FLRY 0.5', 'FLRY 1.5', 'W2', 'W10', 'X01', 'X1', 'X1:2', 'X1:10', 'X2', 'X10'])
  })

  it('is a total order: antisymmetric and zero only for equal strings', () => {
    const names = ['a1', 'a01', 'a1b', 'a', 'b', '1', '01', '1.0', '1.00']
    for (const x of names) for (const y of names) {
      expect(Math.sign(compareNatural(x, y)) + Math.sign(compareNatural(y, x))).toBe(0)
      if (x !== y) expect(compareNatural(x, y)).not.toBe(0)
    }
  })

  it('reads digit runs as Number does, long and decimal ones included', () => {
    expect(compareNatural('W1234567890123456', 'W1234567890123457')).toBeLessThan(0)
    // Equal once read as doubles, so code-point order decides, as before.
    expect(compareNatural('W99999999999999999', 'W100000000000000000')).toBe(1)
    expect(compareNatural('X007', 'X7')).toBeLessThan(0)
    expect(compareNatural('X8', 'X007')).toBeGreaterThan(0)
    expect(compareNatural('0.5', '0.35')).toBeGreaterThan(0)
  })
})

describe('report rounding', () => {
  it('rounds lengths to 0.1 mm and material to 0.001 m without float noise', () => {
    expect(roundMm(100 * 1.1)).toBe(110)
    expect(roundMm(126.04)).toBe(126)
    expect(roundMm(-0.01)).toBe(0)
    expect(mmToM(355.4)).toBe(0.355)
    expect(mmToM(1234.5)).toBe(1.235)
  })
})
