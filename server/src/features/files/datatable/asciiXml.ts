import { crc32, createInflateRaw } from 'node:zlib'
import { Readable } from 'node:stream'
import type { ZipEntry } from './zipDirectory'

/**
 * An XML part of a workbook rewritten in ASCII: every character beyond ASCII becomes a numeric
 * character reference (`中` → `&#20013;`), which an XML reader reads back as the same character.
 *
 * Why: exceljs's streaming reader (4.4.0, `lib/utils/parse-sax.js`) turns each inflated chunk
 * into text on its own, so a character whose UTF-8 bytes straddle two chunks (every 16 KiB or so)
 * reads as two replacement characters; a Chinese parts list of a few thousand rows loses a
 * character in a few rows (exceljs issues 2063, 2084, 2316). In ASCII no character straddles.
 * SpreadsheetML keeps non-ASCII text in element content and attribute values, where a character
 * reference means the character itself.
 *
 * Nothing is held whole: a first pass ({@link AsciiMeasure}, while the part is inflated and
 * checked) counts the rewritten bytes and their CRC-32 for the archive's header; the reader's
 * stream then inflates the part again and rewrites it chunk by chunk ({@link asciiChunks}). The
 * rewrite of a byte stream is the same however it is cut into chunks, so both passes agree.
 */

/** Rewrites UTF-8 chunks in ASCII as they come (a character split between chunks is held until whole). */
export class AsciiRewriter {
  private readonly decoder = new TextDecoder('utf-8')
  /** Whether a character beyond ASCII was met. */
  beyondAscii = false

  /** The next chunk rewritten. */
  push(chunk: Uint8Array): Buffer {
    return this.rewrite(this.decoder.decode(chunk, { stream: true }))
  }

  /** What the decoder still holds (an incomplete character at the end becomes U+FFFD). */
  end(): Buffer {
    return this.rewrite(this.decoder.decode())
  }

  private rewrite(text: string): Buffer {
    const ascii = text.replace(/[^\x00-\x7f]/gu, (c) => `&#${c.codePointAt(0)!};`)
    if (ascii.length !== text.length) this.beyondAscii = true
    return Buffer.from(ascii, 'latin1')
  }
}

/** The size and CRC-32 of a part once rewritten, measured as it streams past. */
export class AsciiMeasure {
  private readonly rewriter = new AsciiRewriter()
  private size = 0
  private crc = 0

  constructor(private readonly maxBytes: number) {}

  /** Takes the next chunk of the part's UTF-8 bytes; throws when the rewritten part would exceed `maxBytes`. */
  push(chunk: Uint8Array): void {
    this.count(this.rewriter.push(chunk))
  }

  /** The rewritten part's size and CRC, or null when it held only ASCII (the original bytes serve). */
  finish(): AsciiPart | null {
    this.count(this.rewriter.end())
    return this.rewriter.beyondAscii ? { size: this.size, crc32: this.crc } : null
  }

  private count(out: Buffer): void {
    this.size += out.byteLength
    if (this.size > this.maxBytes) throw new RangeError(`the sheet data exceeds ${Math.round(this.maxBytes / 1024 / 1024)} MiB once read`)
    this.crc = crc32(out, this.crc)
  }
}

/** A part's rewritten size and CRC-32, for a stored entry's local header. */
export interface AsciiPart {
  readonly size: number
  readonly crc32: number
}

/** The part `entry` of `archive` inflated again and rewritten in ASCII, chunk by chunk (the entry was checked once already). */
export async function* asciiChunks(archive: Uint8Array, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)
  const rewriter = new AsciiRewriter()
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const source: Iterable<Uint8Array> | AsyncIterable<Uint8Array> = entry.method === 0 ? [bytes] : Readable.from([bytes]).pipe(createInflateRaw())
  for await (const chunk of source) yield rewriter.push(chunk)
  yield rewriter.end()
}
