import { describe, expect, it } from 'vitest'
import { MAX_PAGE_SIDE_MM, MIN_PAGE_SIDE_MM, toMm, type Mm } from '@harness/engine'
import { customPageFields } from './customPageSides'

const letter = { unit: 1 as const, landscape: false, customPageWidth: 215.9 as Mm, customPageHeight: 279.4 as Mm }

describe('the custom page fields', () => {
  it('show the sides as drawn in the drawing unit: letter portrait in points is 612 × 792', () => {
    const f = customPageFields(letter)
    expect([f.unit, f.width, f.height]).toEqual(['pt', 612, 792])
    expect(f.widthPatch(1200)).toEqual({ customPageWidth: toMm(1200, 'pt') })
  })

  it('turn the fields in landscape: the width edits the stored height', () => {
    const f = customPageFields({ ...letter, unit: 2, landscape: true })
    expect([f.width, f.height]).toEqual([279.4, 215.9])
    expect(f.widthPatch(400)).toEqual({ customPageHeight: 400 })
    expect(f.heightPatch(300)).toEqual({ customPageWidth: 300 })
  })

  it('keep both bounds inside 1 cm to 10 m in every unit, and clamp what is typed', () => {
    for (const unit of [1, 2, 3] as const) {
      const f = customPageFields({ ...letter, unit })
      const side = (patch: Record<string, unknown>) => Object.values(patch)[0] as number
      expect(side(f.widthPatch(f.min))).toBeGreaterThanOrEqual(MIN_PAGE_SIDE_MM)
      expect(side(f.widthPatch(f.max))).toBeLessThanOrEqual(MAX_PAGE_SIDE_MM)
      expect(side(f.widthPatch(0))).toBe(MIN_PAGE_SIDE_MM)
      expect(side(f.widthPatch(1e9))).toBe(MAX_PAGE_SIDE_MM)
    }
    // Inches: 1 cm is 0.3937 in, so the field starts at 0.4 (0.39 in would be 9.9 mm).
    expect(customPageFields({ ...letter, unit: 3 }).min).toBe(0.4)
  })
})
