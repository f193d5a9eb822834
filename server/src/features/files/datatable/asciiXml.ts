/**
 * An XML part of a workbook rewritten in ASCII: every character beyond ASCII becomes a numeric
 * character reference (`中` → `&#20013;`), which an XML reader reads back as the same character.
 *
 * Why: exceljs's streaming reader (4.4.0, `lib/utils/parse-sax.js`) turns each inflated chunk
 * into text on its own, so a character whose UTF-8 bytes straddle two chunks (every 16 KiB or so)
 * reads as two replacement characters; a Chinese parts list of a few thousand rows loses a
 * character in a few rows (exceljs issues 2063, 2084, 2316). In ASCII no character straddles.
 * SpreadsheetML keeps non-ASCII text in element content and attribute values only, where a
 * character reference means the character itself.
 */
export class AsciiXml {
  private readonly decoder = new TextDecoder('utf-8')
  private readonly pieces: Buffer[] = []
  private bytes = 0
  private beyondAscii = false

  constructor(private readonly maxBytes: number) {}

  /** Takes the next chunk of the part's UTF-8 bytes; throws when the rewritten part would exceed `maxBytes`. */
  push(chunk: Uint8Array): void {
    this.add(this.decoder.decode(chunk, { stream: true }))
  }

  /** The whole part in ASCII, or null when it held only ASCII already (the original bytes serve). */
  finish(): Buffer | null {
    this.add(this.decoder.decode())
    return this.beyondAscii ? Buffer.concat(this.pieces, this.bytes) : null
  }

  private add(text: string): void {
    if (text === '') return
    const ascii = text.replace(/[^\x00-\x7f]/gu, (c) => `&#${c.codePointAt(0)!};`)
    if (ascii.length !== text.length) this.beyondAscii = true
    this.bytes += ascii.length
    if (this.bytes > this.maxBytes) throw new RangeError(`the sheet data exceeds ${Math.round(this.maxBytes / 1024 / 1024)} MiB once read`)
    this.pieces.push(Buffer.from(ascii, 'latin1'))
  }
}
