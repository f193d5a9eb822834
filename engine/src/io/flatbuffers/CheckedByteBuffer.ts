import { ByteBuffer, Encoding } from 'flatbuffers'

/**
 * Why bytes could not be read as a harness file, at a byte offset. Thrown only inside this folder's
 * readers and turned into a decode error value at their boundary (decodeDocument, decodeDiff): the
 * readers are deep and hot, and threading a result through every field access would cost both.
 */
export class CorruptFileError extends Error {
  constructor(
    message: string,
    readonly offset?: number,
  ) {
    super(message)
    this.name = 'CorruptFileError'
  }
}

/** Strings up to this many bytes that are pure ASCII are decoded without TextDecoder. */
const SHORT_ASCII = 48

function isAscii(u8: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (u8[i]! >= 0x80) return false
  return true
}

/**
 * One plain array of each length up to {@link SHORT_ASCII}, reused for every longer short text:
 * spreading a plain array of small integers through `apply` takes 0.6 of the time of spreading a
 * typed array's `subarray` (400,000 texts of 13-42 characters in Node: 39-43 ms against 62-66),
 * and leaves no view behind for the collector (52 MB of them in an XL open).
 */
const SCRATCH: number[][] = Array.from({ length: SHORT_ASCII + 1 }, (_, n) => new Array<number>(n).fill(0))

/**
 * The ASCII text of `b[f, f + n)` (n at most {@link SHORT_ASCII}) as one flat string. Ids and part
 * numbers are mostly up to 12 characters: for those the character codes are passed as arguments,
 * which Chromium runs about twice as fast as spreading a typed array through `apply` (measured on
 * 700,000 strings); longer ones are copied into the scratch array of their length and spread
 * through `apply`. Concatenating char by char would make a rope that every later hash (the id
 * table, the indexes) has to flatten.
 */
function asciiText(b: Uint8Array, f: number, n: number): string {
  const c = String.fromCharCode
  switch (n) {
    case 0: return ''
    case 1: return c(b[f]!)
    case 2: return c(b[f]!, b[f + 1]!)
    case 3: return c(b[f]!, b[f + 1]!, b[f + 2]!)
    case 4: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!)
    case 5: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!)
    case 6: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!)
    case 7: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!)
    case 8: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!, b[f + 7]!)
    case 9: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!, b[f + 7]!, b[f + 8]!)
    case 10: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!, b[f + 7]!, b[f + 8]!, b[f + 9]!)
    case 11: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!, b[f + 7]!, b[f + 8]!, b[f + 9]!, b[f + 10]!)
    case 12: return c(b[f]!, b[f + 1]!, b[f + 2]!, b[f + 3]!, b[f + 4]!, b[f + 5]!, b[f + 6]!, b[f + 7]!, b[f + 8]!, b[f + 9]!, b[f + 10]!, b[f + 11]!)
    default: {
      const codes = SCRATCH[n]!
      for (let i = 0; i < n; i++) codes[i] = b[f + i]!
      return c.apply(null, codes)
    }
  }
}

/**
 * A FlatBuffers ByteBuffer that checks what the runtime does not: every read lies within the
 * buffer, vtables are well formed (even size of at least 4 bytes, inside the buffer), strings fit
 * and end with their zero byte, vector lengths are not negative and, summed over the whole read,
 * never exceed the buffer's size (so a corrupt length cannot make a reader loop far beyond the
 * data). Violations throw {@link CorruptFileError} with the offending offset. Strings are cached
 * by offset, so a string shared by many records is decoded once and the work stays linear.
 */
export class CheckedByteBuffer extends ByteBuffer {
  private readonly u8: Uint8Array
  private readonly view: DataView
  private readonly size: number
  private vectorBudget: number
  /**
   * Strings read so far, by where they start: `stringSlots[start / 4]` is one more than the
   * string's index in `texts` (0: not read yet). FlatBuffers writers align strings to 4 bytes;
   * a string at an unaligned start (only in a hand-made or damaged file) is cached in `unaligned`.
   * A typed index costs 1 byte per byte of file while reading and far less time than a map of
   * a million entries.
   */
  private stringSlots: Int32Array | null = null
  private readonly texts: string[] = []
  private readonly unaligned = new Map<number, string>()

  constructor(bytes: Uint8Array) {
    super(bytes)
    this.u8 = bytes
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.size = bytes.byteLength
    this.vectorBudget = bytes.byteLength
  }

  private check(offset: number, width: number): void {
    if (!(offset >= 0 && offset + width <= this.size)) {
      // The offset reported is a place in the file; a target outside it is named in the message only.
      throw new CorruptFileError(
        `a reference points outside the file (offset ${offset}, file size ${this.size})`,
        offset >= 0 && offset < this.size ? offset : undefined,
      )
    }
  }

  override readInt8(offset: number): number {
    this.check(offset, 1)
    return this.view.getInt8(offset)
  }

  override readUint8(offset: number): number {
    this.check(offset, 1)
    return this.u8[offset]!
  }

  override readInt16(offset: number): number {
    this.check(offset, 2)
    return this.view.getInt16(offset, true)
  }

  override readUint16(offset: number): number {
    this.check(offset, 2)
    return this.view.getUint16(offset, true)
  }

  override readInt32(offset: number): number {
    this.check(offset, 4)
    return this.view.getInt32(offset, true)
  }

  override readUint32(offset: number): number {
    this.check(offset, 4)
    return this.view.getUint32(offset, true)
  }

  override readInt64(offset: number): bigint {
    this.check(offset, 8)
    return this.view.getBigInt64(offset, true)
  }

  override readUint64(offset: number): bigint {
    this.check(offset, 8)
    return this.view.getBigUint64(offset, true)
  }

  override readFloat32(offset: number): number {
    this.check(offset, 4)
    return this.view.getFloat32(offset, true)
  }

  override readFloat64(offset: number): number {
    this.check(offset, 8)
    return this.view.getFloat64(offset, true)
  }

  /** The field's offset within the table at `tablePos`, or 0 when absent; the vtable is checked. */
  override __offset(tablePos: number, vtableOffset: number): number {
    const vtable = tablePos - this.readInt32(tablePos)
    const vtableSize = this.readUint16(vtable)
    if (vtableSize < 4 || (vtableSize & 1) !== 0 || vtable + vtableSize > this.size) {
      throw new CorruptFileError(`a table has a malformed vtable (size ${vtableSize} at offset ${vtable})`, vtable)
    }
    return vtableOffset < vtableSize ? this.readUint16(vtable + vtableOffset) : 0
  }

  override __vector_len(offset: number): number {
    const start = offset + this.readInt32(offset)
    const length = this.readInt32(start)
    this.vectorBudget -= length
    if (length < 0 || start + 4 + length > this.size || this.vectorBudget < 0) {
      throw new CorruptFileError(`a list claims ${length} entries, more than the file can hold`, start)
    }
    return length
  }

  override __string(offset: number, encoding?: Encoding): string | Uint8Array {
    const start = offset + this.readInt32(offset)
    const length = this.readInt32(start)
    const from = start + 4
    if (length < 0 || from + length >= this.size || this.u8[from + length] !== 0) {
      throw new CorruptFileError(`a text of ${length} bytes runs past the end of the file or is not terminated`, start)
    }
    if (encoding === Encoding.UTF8_BYTES) return this.u8.subarray(from, from + length)
    const aligned = (start & 3) === 0
    let slots = this.stringSlots
    if (aligned) {
      if (slots === null) slots = this.stringSlots = new Int32Array((this.size >> 2) + 1)
      const slot = slots[start >> 2]!
      if (slot !== 0) return this.texts[slot - 1]!
    } else {
      const cached = this.unaligned.get(start)
      if (cached !== undefined) return cached
    }
    let text: string
    if (length <= SHORT_ASCII && isAscii(this.u8, from, from + length)) {
      text = asciiText(this.u8, from, length)
    } else {
      text = super.__string(offset) as string
    }
    if (aligned) {
      this.texts.push(text)
      slots![start >> 2] = this.texts.length
    } else {
      this.unaligned.set(start, text)
    }
    return text
  }
}
