import { describe, expect, it } from 'vitest'
import { ISO_6722_DIAMETERS, iso6722MaxOd, iso6722Rows } from './iso6722'

describe('the ISO 6722-1 outer diameters', () => {
  it('give the worked example: 1.5 mm² is at most 3.0 mm thick wall, 2.4 mm thin, 2.1 mm ultra-thin', () => {
    expect(iso6722MaxOd(1.5, 'thick')).toBe(3)
    expect(iso6722MaxOd(1.5, 'thin')).toBe(2.4)
    expect(iso6722MaxOd(1.5, 'ultraThin')).toBe(2.1)
  })

  it('answer null for a size the wall does not have, or a size between rows', () => {
    expect(iso6722MaxOd(0.35, 'thick')).toBeNull()
    expect(iso6722MaxOd(4, 'ultraThin')).toBeNull()
    expect(iso6722MaxOd(0.4, 'thin')).toBeNull()
  })

  it('keep the type A thin wall apart at 0.35 mm² (FLRY-A 1.3 mm, FLRY-B 1.4 mm)', () => {
    const row = ISO_6722_DIAMETERS.find((r) => r.csa === 0.35)!
    expect([row.thinTypeA, row.thin]).toEqual([1.3, 1.4])
    expect(ISO_6722_DIAMETERS.filter((r) => r.thinTypeA !== undefined)).toHaveLength(1)
  })

  it('are ordered by size, each wall thinner than the one before it, and each wall growing with the size', () => {
    for (let i = 1; i < ISO_6722_DIAMETERS.length; i++) expect(ISO_6722_DIAMETERS[i]!.csa).toBeGreaterThan(ISO_6722_DIAMETERS[i - 1]!.csa)
    for (const r of ISO_6722_DIAMETERS) {
      if (r.thick !== null && r.thin !== null) expect(r.thick).toBeGreaterThan(r.thin)
      if (r.thin !== null && r.ultraThin !== null) expect(r.thin).toBeGreaterThan(r.ultraThin)
    }
    for (const wall of ['thick', 'thin', 'ultraThin'] as const) {
      const rows = iso6722Rows(wall)
      for (let i = 1; i < rows.length; i++) expect(rows[i]![1]).toBeGreaterThan(rows[i - 1]![1])
    }
    expect(iso6722Rows('ultraThin').at(-1)).toEqual([2.5, 2.7])
    expect(iso6722Rows('thick')[0]).toEqual([0.5, 2.3])
  })
})
