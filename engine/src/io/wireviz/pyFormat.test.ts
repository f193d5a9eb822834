import { describe, expect, it } from 'vitest'
import { pyFloatRepr, pyRepr, pyRound, pyStr } from './pyFormat'
import { pyParseFloat, pyParseInt, pySum } from './pyNumber'
import { PyDict } from './pyValue'

describe('Python str() of values', () => {
  it('None, booleans and ints', () => {
    expect(pyStr(null)).toBe('None')
    expect(pyStr(true)).toBe('True')
    expect(pyStr(false)).toBe('False')
    expect(pyStr(83n)).toBe('83')
    expect(pyStr(-(10n ** 30n))).toBe('-1000000000000000000000000000000')
  })

  it('floats keep a fraction and use exponents outside [1e-4, 1e16)', () => {
    const cases: Array<[number, string]> = [
      [1, '1.0'], [1500, '1500.0'], [0.5, '0.5'], [12.5, '12.5'], [0.1 + 0.2, '0.30000000000000004'],
      [1e16, '1e+16'], [1.5e16, '1.5e+16'], [9999999999999998, '9999999999999998.0'], [1e-4, '0.0001'],
      [1e-5, '1e-05'], [1.25e-7, '1.25e-07'], [1e300, '1e+300'], [-0, '-0.0'], [0, '0.0'], [-2.5, '-2.5'],
      [Infinity, 'inf'], [-Infinity, '-inf'], [NaN, 'nan'], [123456789012345.6, '123456789012345.6'],
    ]
    for (const [x, want] of cases) expect(pyFloatRepr(x)).toBe(want)
  })

  it('lists and dicts as repr', () => {
    const d = new PyDict()
    d.set('a', [1n, 'b', null, 1.0])
    d.set(2n, "it's")
    expect(pyRepr(d)).toBe(`{'a': [1, 'b', None, 1.0], 2: "it's"}`)
  })
})

describe('Python round(x, 3)', () => {
  it('rounds the exact binary value with ties to even', () => {
    expect(pyRound(0.0625, 3)).toBe(0.062) // exact tie → even (toFixed says 0.063)
    expect(pyRound(0.0635, 3)).toBe(0.064) // 0.0635 is slightly above the tie in binary
    expect(pyRound(2.675, 2)).toBe(2.67) // 2.675 is slightly below the tie in binary
    expect(pyRound(0.4334, 3)).toBe(0.433)
    expect(pyRound(1.9996, 3)).toBe(2)
    expect(pyRound(-0.0005, 3)).toBe(-0.001) // -0.0005 is slightly beyond the tie in binary
    expect(Object.is(pyRound(-0.0001, 3), -0)).toBe(true)
    expect(pyRound(0.7999999999999999, 3)).toBe(0.8)
  })

  it('rejects invalid digit counts as a programmer error', () => {
    expect(() => pyRound(1, -1)).toThrow(RangeError)
  })
})

describe('Python int(), float() and sum()', () => {
  it('parses like int() and float()', () => {
    expect(pyParseInt(' 12 ')).toBe(12n)
    expect(pyParseInt('1_000')).toBe(1000n)
    expect(pyParseInt('1__0')).toBeNull()
    expect(pyParseInt('1.0')).toBeNull()
    expect(pyParseInt('')).toBeNull()
    expect(pyParseFloat('2.5')).toBe(2.5)
    expect(pyParseFloat('1e3')).toBe(1000)
    expect(pyParseFloat('1.')).toBe(1)
    expect(pyParseFloat('-inf')).toBe(-Infinity)
    expect(pyParseFloat('1,5')).toBeNull()
  })

  it('sums ints exactly and floats with Neumaier compensation (Python 3.12+)', () => {
    expect(pySum([1n, 2n])).toBe(3n)
    expect(pySum([0.7, 0.1, 0.1, 0.1])).toBe(1)
    expect(pySum([1n, 0.5])).toBe(1.5)
    expect(pySum([1e100, 1, -1e100])).toBe(1)
    expect(pySum([])).toBe(0n)
  })
})
