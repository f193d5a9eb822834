import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, GENERIC_SETTINGS, pageDimensions } from './defaults'
import type { Mm } from './units'

describe('page dimensions', () => {
  it('turn the format for landscape: A4 landscape 297 × 210 mm, letter portrait 8.5 × 11 in', () => {
    expect(pageDimensions(DEFAULT_SETTINGS)).toEqual([297, 210])
    expect(pageDimensions(GENERIC_SETTINGS)).toEqual([215.9, 279.4])
    expect(pageDimensions({ ...GENERIC_SETTINGS, landscape: true })).toEqual([279.4, 215.9])
  })

  it('take a custom page as given, turned for landscape', () => {
    const custom = { ...DEFAULT_SETTINGS, pageSize: 'custom' as const, customPageWidth: 400 as Mm, customPageHeight: 100 as Mm }
    expect(pageDimensions({ ...custom, landscape: false })).toEqual([400, 100])
    expect(pageDimensions(custom)).toEqual([100, 400])
  })

  it('start a generic drawing from unit 1 (points), letter portrait, custom size 850 × 1100 hundredths of an inch', () => {
    expect([GENERIC_SETTINGS.unit, GENERIC_SETTINGS.pageSize, GENERIC_SETTINGS.landscape]).toEqual([1, 'letter', false])
    expect([GENERIC_SETTINGS.customPageWidth / 25.4 * 100, GENERIC_SETTINGS.customPageHeight / 25.4 * 100].map(Math.round)).toEqual([850, 1100])
  })
})
