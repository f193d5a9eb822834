import { describe, expect, it } from 'vitest'
import { multicoreCoreLength, roundLength, twistTakeUpFactor, wireLength, type WireLengthInput } from './wireLength'

/** The Capital knowledge-base example [S4]: bundles 45 + 55, connector add-ons 12 + 5, one junction × 3. */
const capital: WireLengthInput = {
  route: [45, 55],
  endA: { connector: 12 },
  endB: { connector: 5 },
  nodeAddOns: [{ count: 1, value: 3 }],
  percentage: { percent: 5, min: 0, max: 20 },
  rounding: { value: 5, method: 'nearest' },
}

function ok(input: WireLengthInput) {
  const r = wireLength(input)
  if (!r.ok) throw new Error(`expected a length, got ${r.reason}`)
  return r
}

describe('wireLength', () => {
  it('reproduces the Capital worked example 45+55+12+5+3 = 120 → 5 % → 126 → 125', () => {
    const r = ok(capital)
    expect(r.breakdown.base).toBe(120)
    expect(r.breakdown.percentageAddOn).toBeCloseTo(6, 12)
    expect(r.breakdown.unrounded).toBeCloseTo(126, 12)
    expect(r.production).toBe(125)
    expect(r.dmu).toBe(100)
    expect(r.drawing).toBe(100)
  })

  it('clamps the percentage add-on to ΔL max = 1 → 121', () => {
    const r = ok({ ...capital, percentage: { percent: 5, min: 0, max: 1 }, rounding: { value: 0, method: 'nearest' } })
    expect(r.breakdown.percentageAddOn).toBe(1)
    expect(r.production).toBe(121)
    // With the example's rounding to 5 the clamped length 121 becomes 120.
    expect(ok({ ...capital, percentage: { percent: 5, min: 0, max: 1 } }).production).toBe(120)
  })

  it('clamps the percentage add-on up to ΔL min', () => {
    const r = ok({ route: [100], percentage: { percent: 1, min: 10 } })
    expect(r.breakdown.percentageAddOn).toBe(10)
    expect(r.production).toBe(110)
  })

  it('keeps DMU, drawing and production lengths apart', () => {
    const r = ok({ route: [101.7, 200], endA: { terminal: 4, splice: 2 }, serviceLoops: [50], rounding: { value: 10, method: 'up' } })
    expect(r.dmu).toBeCloseTo(301.7, 12)
    expect(r.drawing).toBe(310)
    expect(r.breakdown.unrounded).toBeCloseTo(357.7, 12)
    expect(r.production).toBe(360)
  })

  it('applies the twist take-up factor to the path part only', () => {
    const r = ok({ route: [1000], endA: { connector: 10 }, twist: { kind: 'pair', outerDiameter: 1.6, layLength: 25 } })
    const f = twistTakeUpFactor(1.6, 25)
    expect(r.breakdown.twistFactor).toBe(f)
    expect(r.breakdown.path).toBeCloseTo(1000 * f, 9)
    expect(r.production).toBeCloseTo(1000 * f + 10, 9)
    expect(r.dmu).toBe(1000)
    expect(ok({ route: [100], twist: { kind: 'factor', factor: 1.1 } }).production).toBeCloseTo(110, 12)
  })

  it('reports a production length ≤ 0 as a value, not an exception', () => {
    const r = wireLength({ route: [2], endA: { splice: -3 } })
    expect(r).toMatchObject({ ok: false, reason: 'nonPositiveLength' })
  })

  it('throws RangeError for programmer errors', () => {
    expect(() => wireLength({ route: [-1] })).toThrow(/route\[0\] must be ≥ 0/)
    expect(() => wireLength({ route: [Number.NaN] })).toThrow(RangeError)
    expect(() => wireLength({ route: [1], percentage: { percent: 5, min: 3, max: 1 } })).toThrow(/exceeds/)
    expect(() => wireLength({ route: [1], nodeAddOns: [{ count: 1.5, value: 3 }] })).toThrow(RangeError)
    expect(() => wireLength({ route: [1], twist: { kind: 'factor', factor: 0.9 } })).toThrow(RangeError)
  })
})

describe('roundLength', () => {
  it('rounds to the nearest multiple with ties going up', () => {
    expect(roundLength(126, { value: 5, method: 'nearest' })).toBe(125)
    expect(roundLength(127.5, { value: 5, method: 'nearest' })).toBe(130)
    expect(roundLength(127.49, { value: 5, method: 'nearest' })).toBe(125)
  })
  it('rounds up and down', () => {
    expect(roundLength(121, { value: 5, method: 'up' })).toBe(125)
    expect(roundLength(124.9, { value: 5, method: 'down' })).toBe(120)
  })
  it('snaps lengths within 1e-6 mm of a multiple instead of stepping past it', () => {
    expect(100 * 1.1).not.toBe(110)
    expect(roundLength(100 * 1.1, { value: 10, method: 'up' })).toBe(110)
    expect(roundLength(125 - 1e-9, { value: 5, method: 'down' })).toBe(125)
  })
  it('leaves the length alone for round value 0 and rejects a negative step', () => {
    expect(roundLength(123.4, { value: 0, method: 'up' })).toBe(123.4)
    expect(() => roundLength(1, { value: -5, method: 'up' })).toThrow(RangeError)
  })
})

describe('twistTakeUpFactor and multicoreCoreLength', () => {
  it('gives 1.020 for d 1.6 mm and lay length 25 mm', () => {
    expect(twistTakeUpFactor(1.6, 25).toFixed(3)).toBe('1.020')
    expect(twistTakeUpFactor(0, 25)).toBe(1)
    expect(() => twistTakeUpFactor(1.6, 0)).toThrow(RangeError)
  })
  it('adds both cut-backs to the jacket length', () => {
    expect(multicoreCoreLength(1000, 40, 25)).toBe(1065)
    expect(() => multicoreCoreLength(1000, -1, 0)).toThrow(RangeError)
  })
})
