import type { Builder } from 'flatbuffers'

/** Strings up to this many UTF-16 units that are pure ASCII skip the TextEncoder. */
const SHORT_ASCII = 64

/**
 * The strings of one buffer being built, each written once: a repeated id, colour code or part
 * number costs a 4-byte offset after its first use. Unlike the runtime's `createSharedString`, the
 * empty string gets a real offset too, so it can stand in a vector or a present nullable field.
 * Strings must be taken before the table that uses them is started.
 */
export class StringPool {
  private readonly offsets = new Map<string, number>()
  private readonly scratch = new Uint8Array(SHORT_ASCII)

  constructor(private readonly builder: Builder) {}

  /** The offset of `text`, written on first use. */
  get(text: string): number {
    let offset = this.offsets.get(text)
    if (offset === undefined) {
      offset = this.builder.createString(text.length <= SHORT_ASCII ? this.ascii(text) ?? text : text)
      this.offsets.set(text, offset)
    }
    return offset
  }

  /**
   * The bytes of a short ASCII `text` in a view of the scratch buffer (the builder copies them at
   * once), or null for other text: cheaper than a TextEncoder call and its fresh buffer per string.
   */
  private ascii(text: string): Uint8Array | null {
    const scratch = this.scratch
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c >= 0x80) return null
      scratch[i] = c
    }
    return scratch.subarray(0, text.length)
  }

  /** A vector of the strings `texts`, or 0 (field absent) when it is empty. */
  vector(texts: readonly string[]): number {
    if (texts.length === 0) return 0
    const offsets = new Array<number>(texts.length)
    for (let i = 0; i < texts.length; i++) offsets[i] = this.get(texts[i]!)
    const b = this.builder
    b.startVector(4, offsets.length, 4)
    for (let i = offsets.length - 1; i >= 0; i--) b.addOffset(offsets[i]!)
    return b.endVector()
  }
}
