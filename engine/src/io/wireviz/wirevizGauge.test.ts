import { describe, expect, it } from 'vitest'
import { awgToMm2, gaugeToMm2 } from './wirevizGauge'
import { cableLengthMm } from './wirevizLength'

describe('gaugeToMm2', () => {
  it('gives the ASTM B258 cross-sections of AWG sizes', () => {
    // Published table values (mm², 4 significant digits).
    expect(awgToMm2(10)).toBe(5.261)
    expect(awgToMm2(18)).toBe(0.823)
    expect(awgToMm2(20)).toBe(0.5176)
    expect(awgToMm2(24)).toBe(0.2047)
    expect(awgToMm2(-3)).toBe(107.2)
    expect(() => awgToMm2(41)).toThrow(RangeError)
  })

  it('reads mm², AWG (with 0000 and 4/0 forms) and kcmil, and refuses the rest', () => {
    expect(gaugeToMm2(0.5, 'mm²')).toBe(0.5)
    expect(gaugeToMm2('0.250', 'mm²')).toBe(0.25)
    expect(gaugeToMm2(1n, 'mm2')).toBe(1)
    expect(gaugeToMm2(22n, 'AWG')).toBe(awgToMm2(22))
    expect(gaugeToMm2('0000', 'awg')).toBe(awgToMm2(-3))
    expect(gaugeToMm2('4/0', 'AWG')).toBe(awgToMm2(-3))
    expect(gaugeToMm2('2/0', 'AWG')).toBe(awgToMm2(-1))
    expect(gaugeToMm2(250n, 'kcmil')).toBeCloseTo(126.677, 3)
    for (const [gauge, unit] of [[null, null], ['', 'mm²'], [0n, 'mm²'], [-1, 'mm²'], [2, 'furlongs'], [50n, 'AWG'], [1e9, 'mm²'], [NaN, 'mm²'], [true, 'mm²']] as const) {
      expect(gaugeToMm2(gauge, unit), `${String(gauge)} ${String(unit)}`).toBeNull()
    }
  })
})

describe('cableLengthMm', () => {
  it('converts SI and imperial units and keeps 0.3 m at exactly 300 mm', () => {
    expect(cableLengthMm(0.3, 'm')).toEqual({ ok: true, mm: 300 })
    expect(cableLengthMm(2n, null)).toEqual({ ok: true, mm: 2000 })
    expect(cableLengthMm(2.5, 'ft')).toEqual({ ok: true, mm: 762 })
    expect(cableLengthMm(10n, 'in')).toEqual({ ok: true, mm: 254 })
    expect(cableLengthMm(500n, 'mm')).toEqual({ ok: true, mm: 500 })
  })

  it('says why a length cannot be used', () => {
    expect(cableLengthMm(0n, 'm')).toEqual({ ok: false, reason: 'noLength' })
    expect(cableLengthMm(1n, 'parsec')).toEqual({ ok: false, reason: 'unknownUnit' })
    expect(cableLengthMm(1n, 'constructor')).toEqual({ ok: false, reason: 'unknownUnit' })
    expect(cableLengthMm(-1, 'm')).toEqual({ ok: false, reason: 'invalidLength' })
    expect(cableLengthMm(Infinity, 'm')).toEqual({ ok: false, reason: 'invalidLength' })
    expect(cableLengthMm(2n, 'km')).toEqual({ ok: false, reason: 'invalidLength' })
  })
})
