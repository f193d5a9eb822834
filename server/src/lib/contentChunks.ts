/**
 * Content-defined chunking for version storage: FastCDC (Xia et al., "FastCDC: a Fast and
 * Efficient Content-Defined Chunking Approach for Data Deduplication", USENIX ATC 2016).
 *
 * A chunk boundary depends only on the bytes just before it (a gear rolling hash, `fp = (fp << 1)
 * + GEAR[byte]`, so bit k of fp depends on the last k + 1 bytes), never on offsets, so an edit
 * changes the chunks around it and the chunks after it line up again: saving a new version of a
 * file stores only the chunks that are new.
 *
 * The paper's three techniques, with 32-bit fingerprints:
 * - gear hash: one shift and one add per byte, the table below;
 * - cut-point skipping: the first `min` bytes of a chunk are not hashed, no chunk is shorter
 *   (except the last one of a stream);
 * - normalized chunking, level 2: before `avg` bytes a boundary needs log2(avg) + 2 zero mask bits
 *   (harder), from `avg` on log2(avg) − 2 (easier), which narrows the chunk-size spread around
 *   `avg`; at `max` bytes a chunk is cut whatever the hash says. The mask bits are the top bits of
 *   the fingerprint, so a boundary looks at the last 32 bytes.
 *
 * The chunker is a pure streaming state machine: feed it buffers as they arrive and it returns
 * the chunk ends found in them, as absolute offsets from the start of the stream; the same bytes
 * give the same boundaries however they are split into buffers.
 *
 * The gear table is generated deterministically in code (SplitMix32 from a fixed seed). Changing
 * it, the mask layout or the size rules moves every boundary, so stored chunks would stop matching
 * new versions: treat them as part of the storage format.
 */

/** Chunk size rules in bytes: `avg` a power of two, `min` ≤ `avg` ≤ `max`. */
export interface ChunkSizes {
  readonly min: number
  readonly avg: number
  readonly max: number
}

/** SplitMix32 (a 32-bit variant of Steele, Lea and Flood's SplitMix): well-mixed values from a counter. */
function splitMix32(state: number): () => number {
  let s = state >>> 0
  return () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/** Seed of the gear table ("FCDC"). */
const GEAR_SEED = 0x46434443

/** The gear table: one pseudo-random 32-bit value per byte value (see the module comment). */
export const GEAR: Uint32Array = (() => {
  const next = splitMix32(GEAR_SEED)
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) table[i] = next()
  return table
})()

/** The paper's proportions around an average: min = avg / 4, max = avg × 8 (2, 8 and 64 KiB in its evaluation). */
export function chunkSizesFor(avg: number): ChunkSizes {
  return { min: avg / 4, avg, max: avg * 8 }
}

/** Smallest and largest average chunk sizes accepted: 64 B and 256 MiB (masks must fit 32 bits). */
const AVG_BITS = { min: 6, max: 28 } as const

/** A mask of the top `bits` bits of a 32-bit fingerprint. */
function topBits(bits: number): number {
  return bits >= 32 ? 0xffffffff : ((2 ** bits - 1) * 2 ** (32 - bits)) >>> 0
}

/** Checks the size rules; throws a RangeError naming what is wrong (a programmer error). */
function checkSizes(sizes: ChunkSizes): number {
  const { min, avg, max } = sizes
  const bits = Math.log2(avg)
  if (!Number.isInteger(bits) || bits < AVG_BITS.min || bits > AVG_BITS.max) {
    throw new RangeError(`contentChunks: avg must be a power of two from ${2 ** AVG_BITS.min} to ${2 ** AVG_BITS.max}, got ${avg}`)
  }
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 1 || min > avg || max < avg) {
    throw new RangeError(`contentChunks: need whole numbers 1 ≤ min ≤ avg ≤ max, got min ${min}, avg ${avg}, max ${max}`)
  }
  return bits
}

/**
 * The FastCDC chunker of one stream (see the module comment). `push` the stream's bytes in order,
 * then `finish`; each answers the chunk ends it found, ascending absolute offsets.
 */
export class ContentChunker {
  private readonly min: number
  private readonly avg: number
  private readonly max: number
  private readonly maskSmall: number
  private readonly maskLarge: number
  /** Bytes of the current, unfinished chunk. */
  private length = 0
  private fingerprint = 0
  /** Offset of the first byte of the next buffer. */
  private offset = 0
  private finished = false

  constructor(sizes: ChunkSizes) {
    const bits = checkSizes(sizes)
    this.min = sizes.min
    this.avg = sizes.avg
    this.max = sizes.max
    this.maskSmall = topBits(bits + 2)
    this.maskLarge = topBits(bits - 2)
  }

  /** Feeds the next bytes of the stream; returns the chunk ends that fall inside them. */
  push(bytes: Uint8Array): number[] {
    if (this.finished) throw new RangeError('contentChunks: push after finish')
    const ends: number[] = []
    const n = bytes.length
    const { min, avg, max, maskSmall, maskLarge } = this
    let length = this.length
    let fp = this.fingerprint
    let i = 0
    while (i < n) {
      if (length < min - 1) {
        // Cut-point skipping: bytes before the minimum size are not hashed.
        const skip = Math.min(min - 1 - length, n - i)
        length += skip
        i += skip
        continue
      }
      const limit = Math.min(n, i + (max - length))
      let cut = -1
      while (i < limit) {
        fp = ((fp << 1) + GEAR[bytes[i]!]!) >>> 0
        length += 1
        i += 1
        if ((fp & (length < avg ? maskSmall : maskLarge)) === 0 || length === max) {
          cut = i
          break
        }
      }
      if (cut < 0) continue
      ends.push(this.offset + cut)
      length = 0
      fp = 0
    }
    this.length = length
    this.fingerprint = fp
    this.offset += n
    return ends
  }

  /** Ends the stream: the end of the last chunk when bytes are pending, else nothing. */
  finish(): number[] {
    if (this.finished) throw new RangeError('contentChunks: finish called twice')
    this.finished = true
    return this.length > 0 ? [this.offset] : []
  }
}

/** The chunk ends of a whole buffer (one push and finish). */
export function chunkEnds(bytes: Uint8Array, sizes: ChunkSizes): number[] {
  const chunker = new ContentChunker(sizes)
  return [...chunker.push(bytes), ...chunker.finish()]
}

/** The chunks of a whole buffer as views into it (no copies), in order. */
export function splitChunks(bytes: Uint8Array, sizes: ChunkSizes): Uint8Array[] {
  let start = 0
  return chunkEnds(bytes, sizes).map((end) => {
    const chunk = bytes.subarray(start, end)
    start = end
    return chunk
  })
}
