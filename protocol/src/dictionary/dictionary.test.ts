import { describe, expect, it } from 'vitest'
import { COLOUR_CODES, colourCodeOf, readWireColours } from './colourCodes'
import { WIRE_GAUGES, awgDiameter } from './wireGauges'

describe('the dictionary tables', () => {
  it('reads colours as files write them, in any case and language', () => {
    expect(colourCodeOf('sw')).toBe('BK')
    expect(colourCodeOf(' Rot ')).toBe('RD')
    expect(colourCodeOf('weiß')).toBe('WH')
    expect(colourCodeOf('VT')).toBe('VT')
    expect(colourCodeOf('gray')).toBe('GY')
    expect(colourCodeOf('mauve')).toBeNull()
    expect(new Set(COLOUR_CODES.map((c) => c.code)).size).toBe(COLOUR_CODES.length)
  })

  it('sizes gauges by their definition (worked example: 18 AWG is 1.024 mm, 0.823 mm², nearest 0.75 mm²)', () => {
    expect(awgDiameter('36')).toBeCloseTo(0.127, 6)
    expect(awgDiameter('4/0')).toBeCloseTo(11.684, 3)
    const g18 = WIRE_GAUGES.find((g) => g.awg === '18')!
    expect(g18.diameter).toBeCloseTo(1.0237, 4)
    expect(g18.area).toBeCloseTo(0.823, 3)
    expect(g18.nearestMetric).toBe(0.75)
    expect(WIRE_GAUGES.find((g) => g.awg === '20')!.nearestMetric).toBe(0.5)
    // Each gauge is larger than the one before.
    for (let i = 1; i < WIRE_GAUGES.length; i++) expect(WIRE_GAUGES[i]!.area).toBeGreaterThan(WIRE_GAUGES[i - 1]!.area)
  })

  it('reads a wire\'s colours as a designer types them: codes, German, English or Chinese names', () => {
    expect(readWireColours('RD/BK')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours(' rt sw ')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours('red, black')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours('红/黑')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours('红黑')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours('红色黑色')).toEqual({ ok: true, codes: ['RD', 'BK'] })
    expect(readWireColours('粉红白')).toEqual({ ok: true, codes: ['PK', 'WH'] })
    expect(readWireColours('绿黄')).toEqual({ ok: true, codes: ['GNYE'] })
    expect(readWireColours('')).toEqual({ ok: true, codes: [] })
    expect(readWireColours('RD/XX')).toEqual({ ok: false, unknown: 'XX' })
    expect(readWireColours('红蓝绿白黑')).toEqual({ ok: false, tooMany: 5 })
    expect(colourCodeOf('红色')).toBe('RD')
  })
})
