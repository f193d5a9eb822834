import { describe, expect, it } from 'vitest'
import { chunkEnds, DEFAULT_CHUNK_SIZES, type ChunkSizes } from './contentChunks'

function randomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length)
  let s = seed >>> 0
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    out[i] = s >>> 24
  }
  return out
}

function chunks(bytes: Uint8Array, sizes?: ChunkSizes): string[] {
  let start = 0
  return chunkEnds(bytes, sizes).map((end) => {
    const piece = Buffer.from(bytes.subarray(start, end)).toString('base64')
    start = end
    return piece
  })
}

describe('chunkEnds (FastCDC)', () => {
  it('covers the input exactly, with every chunk but the last within the size bounds', () => {
    const bytes = randomBytes(2_000_000, 7)
    const ends = chunkEnds(bytes)
    expect(ends[ends.length - 1]).toBe(bytes.length)
    let start = 0
    for (const [k, end] of ends.entries()) {
      const size = end - start
      if (k < ends.length - 1) expect(size).toBeGreaterThanOrEqual(DEFAULT_CHUNK_SIZES.min)
      expect(size).toBeLessThanOrEqual(DEFAULT_CHUNK_SIZES.max)
      start = end
    }
    const mean = bytes.length / ends.length
    expect(mean).toBeGreaterThan(DEFAULT_CHUNK_SIZES.avg / 2)
    expect(mean).toBeLessThan(DEFAULT_CHUNK_SIZES.avg * 2)
  })

  it('is deterministic and gives no chunk for empty input', () => {
    const bytes = randomBytes(300_000, 3)
    expect(chunkEnds(bytes)).toEqual(chunkEnds(bytes.slice()))
    expect(chunkEnds(new Uint8Array(0))).toEqual([])
    expect(chunkEnds(new Uint8Array(100))).toEqual([100])
  })

  it('keeps the chunks away from an insertion: only those around it change', () => {
    const before = randomBytes(1_500_000, 11)
    const at = 700_000
    const after = new Uint8Array(before.length + 5)
    after.set(before.subarray(0, at))
    after.set([1, 2, 3, 4, 5], at)
    after.set(before.subarray(at), at + 5)
    const old = new Set(chunks(before))
    const fresh = chunks(after)
    const changed = fresh.filter((c) => !old.has(c))
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.length).toBeLessThanOrEqual(3)
  })

  it('refuses sizes out of order', () => {
    expect(() => chunkEnds(new Uint8Array(10), { min: 100, avg: 50, max: 200 })).toThrow(RangeError)
  })
})
