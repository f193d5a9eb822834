import { describe, expect, it } from 'vitest'
import { CheckedByteBuffer, CorruptFileError } from './CheckedByteBuffer'

function buffer(...words: number[]): CheckedByteBuffer {
  const bytes = new Uint8Array(words.length * 4)
  const view = new DataView(bytes.buffer)
  words.forEach((w, i) => view.setInt32(i * 4, w, true))
  return new CheckedByteBuffer(bytes)
}

function failure(read: () => unknown): CorruptFileError {
  try {
    read()
  } catch (error) {
    if (error instanceof CorruptFileError) return error
    throw error
  }
  throw new Error('expected a CorruptFileError')
}

describe('CheckedByteBuffer', () => {
  it('reads like ByteBuffer inside the buffer', () => {
    const bb = buffer(0x01020304, -2)
    expect(bb.readInt32(0)).toBe(0x01020304)
    expect(bb.readUint8(0)).toBe(4)
    expect(bb.readInt16(4)).toBe(-2)
    expect(bb.readUint32(4)).toBe(0xfffffffe)
  })

  it('refuses reads outside the buffer, reporting only offsets inside it', () => {
    const bb = buffer(0, 0)
    expect(failure(() => bb.readInt32(5))).toMatchObject({ offset: 5 })
    expect(failure(() => bb.readFloat64(1)).message).toContain('outside the file')
    expect(failure(() => bb.readUint8(-1)).offset).toBeUndefined()
    expect(failure(() => bb.readUint8(8)).offset).toBeUndefined()
  })

  it('refuses malformed vtables', () => {
    // Table at 4 whose vtable (at 4 - 4 = 0) claims an odd size.
    expect(failure(() => buffer(0x00000005, 4).__offset(4, 4)).message).toContain('malformed vtable')
    // A vtable smaller than its two header fields.
    expect(failure(() => buffer(0x00000002, 4).__offset(4, 4)).message).toContain('malformed vtable')
  })

  it('refuses strings that run past the end or lack their terminating zero', () => {
    // Offset at 0 points to a string at 4 of length 100.
    expect(failure(() => buffer(4, 100, 0).__string(0)).message).toContain('runs past the end')
    // Length 4 with "abcd" and no zero byte after it.
    expect(failure(() => buffer(4, 4, 0x64636261).__string(0)).message).toContain('not terminated')
    expect(buffer(4, 3, 0x00636261).__string(0)).toBe('abc')
  })

  it('refuses vector lengths the file cannot hold, and caps their sum at the file size', () => {
    expect(failure(() => buffer(4, 0x7fffffff).__vector_len(0)).message).toContain('more than the file can hold')
    expect(failure(() => buffer(4, -1).__vector_len(0)).message).toContain('more than the file can hold')
    const bb = buffer(4, 4, 0)
    let reads = 0
    expect(() => {
      for (;;) {
        bb.__vector_len(0)
        reads++
      }
    }).toThrow(CorruptFileError)
    expect(reads).toBe(3) // 12 bytes of budget, 4 entries a time
  })

  it('reads each string once, at aligned and unaligned starts alike', () => {
    // Offsets at 0 and 4 both point to "abc" at 8 (aligned); the offset at 20 points to a string
    // at 25 (unaligned, as only a hand-made file has): length 1, "z", zero.
    const bytes = new Uint8Array(32)
    const view = new DataView(bytes.buffer)
    view.setInt32(0, 8, true)
    view.setInt32(4, 4, true)
    view.setInt32(8, 3, true)
    bytes.set([0x61, 0x62, 0x63, 0], 12)
    view.setInt32(20, 5, true)
    bytes.set([1, 0, 0, 0, 0x7a, 0], 25)
    const bb = new CheckedByteBuffer(bytes)
    const first = bb.__string(0)
    expect(first).toBe('abc')
    expect(bb.__string(4)).toBe(first)
    expect(bb.__string(20)).toBe('z')
    expect(bb.__string(20)).toBe('z')
  })

  it('reads ASCII texts of every short length and longer ones alike', () => {
    for (let n = 0; n <= 60; n++) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join('')
      const bytes = new Uint8Array(8 + n + 4)
      const view = new DataView(bytes.buffer)
      view.setInt32(0, 4, true)
      view.setInt32(4, n, true)
      for (let i = 0; i < n; i++) bytes[8 + i] = text.charCodeAt(i)
      expect(new CheckedByteBuffer(bytes).__string(0)).toBe(text)
    }
  })
})
