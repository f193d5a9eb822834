import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chunkEnds, chunkSizesFor, ContentChunker, GEAR, splitChunks, type ChunkSizes } from './contentChunks'

/** Deterministic pseudo-random bytes (xorshift32), so failures replay. */
function randomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length)
  let s = seed >>> 0 || 1
  for (let i = 0; i < length; i++) {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    out[i] = s & 0xff
  }
  return out
}

const digest = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')
const SIZES: ChunkSizes = chunkSizesFor(4096)
const data = randomBytes(1 << 20, 7)

describe('ContentChunker (FastCDC)', () => {
  it('keeps its gear table: stored chunks depend on it', () => {
    expect(GEAR).toHaveLength(256)
    expect(new Set(GEAR).size).toBe(256)
    // Pinned values of SplitMix32 from the seed 0x46434443.
    expect([GEAR[0], GEAR[1], GEAR[255]]).toEqual([0x9f6ef9e9, 0x57b45cb8, 0x573d3bd9])
    expect(GEAR.reduce((x, v) => (x ^ v) >>> 0, 0)).toBe(0x6ff8cc71)
  })

  it('cuts chunks within the size bounds, the last one possibly shorter, covering every byte', () => {
    const ends = chunkEnds(data, SIZES)
    expect(ends[ends.length - 1]).toBe(data.length)
    let start = 0
    ends.forEach((end, i) => {
      const size = end - start
      expect(size).toBeLessThanOrEqual(SIZES.max)
      if (i < ends.length - 1) expect(size).toBeGreaterThanOrEqual(SIZES.min)
      start = end
    })
    // Normalized chunking keeps the mean near avg on random data.
    const mean = data.length / ends.length
    expect(mean).toBeGreaterThan(SIZES.avg * 0.75)
    expect(mean).toBeLessThan(SIZES.avg * 1.5)
  })

  it('cuts data without boundaries (all zeros) at the maximum size', () => {
    const zeros = new Uint8Array(SIZES.max * 3 + 5)
    const ends = chunkEnds(zeros, SIZES)
    expect(ends.every((end, i) => i === ends.length - 1 || (end - (ends[i - 1] ?? 0)) <= SIZES.max)).toBe(true)
    expect(ends[ends.length - 1]).toBe(zeros.length)
  })

  it('finds the same boundaries however the stream is split into buffers', () => {
    const whole = chunkEnds(data.subarray(0, 200_000), SIZES)
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 199_999 }), { maxLength: 40 }), (cuts) => {
      const points = [0, ...cuts.sort((a, b) => a - b), 200_000]
      const chunker = new ContentChunker(SIZES)
      const ends: number[] = []
      for (let k = 1; k < points.length; k++) ends.push(...chunker.push(data.subarray(points[k - 1], points[k])))
      ends.push(...chunker.finish())
      expect(ends).toEqual(whole)
    }), { numRuns: 60 })
    // One byte at a time, and empty buffers in between.
    const chunker = new ContentChunker(SIZES)
    const ends: number[] = []
    for (let i = 0; i < 50_000; i++) {
      ends.push(...chunker.push(data.subarray(i, i + 1)), ...chunker.push(new Uint8Array(0)))
    }
    ends.push(...chunker.finish())
    expect(ends).toEqual(chunkEnds(data.subarray(0, 50_000), SIZES))
  })

  it('changes only the chunks around an insertion; the others are stored already', () => {
    const at = 500_000
    const edited = new Uint8Array(data.length + 100)
    edited.set(data.subarray(0, at))
    edited.set(randomBytes(100, 99), at)
    edited.set(data.subarray(at), at + 100)
    const before = splitChunks(data, SIZES).map(digest)
    const after = splitChunks(edited, SIZES).map(digest)
    const known = new Set(before)
    const fresh = after.filter((h) => !known.has(h))
    expect(fresh.length).toBeGreaterThanOrEqual(1)
    expect(fresh.length).toBeLessThanOrEqual(3)
    // Every chunk ending before the insertion is unchanged and in place.
    const ends = chunkEnds(data, SIZES)
    const untouched = ends.filter((e) => e <= at).length
    expect(after.slice(0, untouched)).toEqual(before.slice(0, untouched))
  })

  it('refuses size rules it cannot honour, and use after finish', () => {
    expect(() => new ContentChunker({ min: 1024, avg: 3000, max: 8192 })).toThrow(RangeError)
    expect(() => new ContentChunker({ min: 8192, avg: 4096, max: 32768 })).toThrow(RangeError)
    expect(() => new ContentChunker({ min: 1024, avg: 4096, max: 2048 })).toThrow(RangeError)
    expect(() => new ContentChunker(chunkSizesFor(32))).toThrow(RangeError)
    const chunker = new ContentChunker(SIZES)
    expect(chunker.finish()).toEqual([])
    expect(() => chunker.push(data)).toThrow(RangeError)
    expect(() => chunker.finish()).toThrow(RangeError)
  })
})
