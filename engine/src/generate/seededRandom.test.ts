import { describe, expect, it } from 'vitest'
import { createRandom, weightedTable } from './seededRandom'

/** The reference mulberry32 (Tommy Ettinger's algorithm as commonly published for JavaScript). */
function referenceMulberry32(a: number): () => number {
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('createRandom', () => {
  it('is plain mulberry32 without a stream name', () => {
    for (const seed of [0, 1, 42, 0xdeadbeef, -7]) {
      const ours = createRandom(seed)
      const reference = referenceMulberry32(seed)
      for (let i = 0; i < 100; i++) expect(ours.next()).toBe(reference())
    }
  })

  it('repeats for the same seed and stream, and differs across seeds and streams', () => {
    const draw = (seed: number, stream?: string) => {
      const r = createRandom(seed, stream)
      return Array.from({ length: 20 }, () => r.next())
    }
    expect(draw(7, 'wiring')).toEqual(draw(7, 'wiring'))
    expect(draw(7, 'wiring')).not.toEqual(draw(8, 'wiring'))
    expect(draw(7, 'wiring')).not.toEqual(draw(7, 'topology'))
  })

  it('keeps int() within bounds and reaches both ends', () => {
    const r = createRandom(3)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const x = r.int(3, 5)
      expect(x >= 3 && x <= 5 && Number.isInteger(x)).toBe(true)
      seen.add(x)
    }
    expect([...seen].sort()).toEqual([3, 4, 5])
    expect(() => r.int(5, 3)).toThrow(RangeError)
    expect(() => createRandom(1.5)).toThrow(RangeError)
  })

  it('draws weighted entries in proportion to their weights', () => {
    const r = createRandom(11)
    const table = weightedTable([['a', 1], ['b', 3]] as const)
    let b = 0
    for (let i = 0; i < 20000; i++) if (r.weighted(table) === 'b') b += 1
    expect(b / 20000).toBeCloseTo(0.75, 1)
    expect(() => weightedTable([['a', 0]])).toThrow(RangeError)
  })

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    const shuffled = createRandom(5).shuffle([...items])
    expect(shuffled).not.toEqual(items)
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items)
  })
})
