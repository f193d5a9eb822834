/**
 * Content-defined chunking with FastCDC (Xia et al., "FastCDC: a Fast and Efficient
 * Content-Defined Chunking Approach for Data Deduplication", USENIX ATC 2016): a rolling "gear"
 * hash over the bytes marks a chunk boundary where its masked bits are zero, so boundaries depend
 * on the content around them, not on offsets. An edit therefore changes only the chunks around it;
 * the rest of a new version's chunks are those of the old one. Normalized chunking (a stricter mask
 * before the average size, a looser one after it) keeps chunk sizes close to the average.
 */

/** Chunk size bounds in bytes: no chunk is shorter than `min` (but the last) or longer than `max`. */
export interface ChunkSizes {
  readonly min: number
  readonly avg: number
  readonly max: number
}

/** The sizes the file store uses (see docs/workspace.md for the measurement). */
export const DEFAULT_CHUNK_SIZES: ChunkSizes = { min: 8 * 1024, avg: 32 * 1024, max: 128 * 1024 }

/** 256 pseudo-random 32-bit gear values, generated (splitmix32 from a fixed seed) so they never change between versions. */
const GEAR: Uint32Array = (() => {
  const table = new Uint32Array(256)
  let state = 0x9e3779b9
  for (let i = 0; i < 256; i++) {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    table[i] = (z ^ (z >>> 16)) >>> 0
  }
  return table
})()

/** A mask of `bits` one-bits at the top of a 32-bit word: the hash's newest 32 bytes all reach them. */
function topMask(bits: number): number {
  return bits >= 32 ? 0xffffffff : (0xffffffff << (32 - bits)) >>> 0
}

function checkSizes(sizes: ChunkSizes): void {
  const { min, avg, max } = sizes
  if (!(Number.isInteger(min) && Number.isInteger(avg) && Number.isInteger(max) && min >= 64 && min <= avg && avg <= max && max <= 1 << 30)) {
    throw new RangeError(`contentChunks: need 64 <= min <= avg <= max, got ${min}/${avg}/${max}`)
  }
}

/**
 * The end offset (exclusive) of each chunk of `bytes`, in order; the last is `bytes.length`
 * (none for empty input). Deterministic: the same bytes always give the same ends.
 */
export function chunkEnds(bytes: Uint8Array, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): number[] {
  checkSizes(sizes)
  const bits = Math.round(Math.log2(sizes.avg))
  const maskS = topMask(bits + 2)
  const maskL = topMask(bits - 2)
  const ends: number[] = []
  let start = 0
  const n = bytes.length
  while (start < n) {
    const remaining = n - start
    if (remaining <= sizes.min) {
      ends.push(n)
      break
    }
    const limit = Math.min(remaining, sizes.max)
    const normal = Math.min(limit, sizes.avg)
    let fp = 0
    let i = sizes.min
    let cut = limit
    for (; i < normal; i++) {
      fp = ((fp << 1) + GEAR[bytes[start + i]!]!) >>> 0
      if ((fp & maskS) === 0) {
        cut = i + 1
        break
      }
    }
    if (i >= normal) {
      for (; i < limit; i++) {
        fp = ((fp << 1) + GEAR[bytes[start + i]!]!) >>> 0
        if ((fp & maskL) === 0) {
          cut = i + 1
          break
        }
      }
    }
    start += cut
    ends.push(start)
  }
  return ends
}
