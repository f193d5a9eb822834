/**
 * What a worksheet's XML says about its shape before its rows are read: the `<dimension>` it
 * declares (ECMA-376 18.3.1.35, the used range; Excel and most writers give it, so a sheet far
 * beyond the table limits is refused before a row is parsed) and its merged ranges
 * (`<mergeCell ref="A2:A4"/>`, 18.3.1.55), which exceljs's streaming reader skips. The scanner
 * takes the inflated XML chunk by chunk and keeps only a short tail between chunks.
 */

/** A rectangle of cells, 1-based rows and columns, first ≤ last. */
export interface CellRange {
  readonly firstRow: number
  readonly firstColumn: number
  readonly lastRow: number
  readonly lastColumn: number
}

/** The most merged ranges a sheet may have (a large wire list with merged connector cells has a few thousand). */
export const MAX_MERGED_RANGES = 100_000

const MERGE = /<(?:[\w.-]+:)?mergeCell\b[^>]*?\bref="([A-Za-z]{1,3}\d{1,7}(?::[A-Za-z]{1,3}\d{1,7})?)"/g
const DIMENSION = /<(?:[\w.-]+:)?dimension\b[^>]*?\bref="([A-Za-z]{1,3}\d{1,7}(?::[A-Za-z]{1,3}\d{1,7})?)"/
/** A tag of interest is far shorter; a longer tail is text or a long tag and is scanned as it is. */
const MAX_TAIL = 4096

/** The 1-based column number of spreadsheet letters (A → 1, AA → 27). */
export function columnNumber(letters: string): number {
  let n = 0
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n
}

/** A range from an A1 reference (`B3`, `A2:C4`), or null when it is not one. */
export function parseRange(ref: string): CellRange | null {
  const m = /^([A-Za-z]{1,3})(\d{1,7})(?::([A-Za-z]{1,3})(\d{1,7}))?$/.exec(ref)
  if (!m) return null
  const a = { row: Number(m[2]), column: columnNumber(m[1]!) }
  const b = m[3] ? { row: Number(m[4]), column: columnNumber(m[3]) } : a
  if (a.row < 1 || b.row < 1) return null
  return {
    firstRow: Math.min(a.row, b.row),
    firstColumn: Math.min(a.column, b.column),
    lastRow: Math.max(a.row, b.row),
    lastColumn: Math.max(a.column, b.column),
  }
}

/** Scans worksheet XML for its declared dimension and merged ranges. */
export class SheetScanner {
  /** The used range the sheet declares, or null when it declares none. */
  dimension: CellRange | null = null
  readonly merges: CellRange[] = []
  /** True when the sheet has more than {@link MAX_MERGED_RANGES} merged ranges. */
  tooManyMerges = false
  private readonly decoder = new TextDecoder('utf-8')
  private tail = ''

  /** Takes the next chunk of inflated XML. */
  push(chunk: Uint8Array): void {
    const text = this.tail + this.decoder.decode(chunk, { stream: true })
    const cut = text.lastIndexOf('<')
    if (cut < 0 || text.length - cut > MAX_TAIL) {
      this.scan(text)
      this.tail = ''
    } else {
      this.scan(text.slice(0, cut))
      this.tail = text.slice(cut)
    }
  }

  /** Scans what is left after the last chunk. */
  finish(): void {
    this.scan(this.tail + this.decoder.decode())
    this.tail = ''
  }

  private scan(text: string): void {
    if (this.dimension === null) {
      const m = DIMENSION.exec(text)
      if (m) this.dimension = parseRange(m[1]!)
    }
    if (!text.includes('mergeCell')) return
    for (const m of text.matchAll(MERGE)) {
      const range = parseRange(m[1]!)
      if (!range) continue
      if (this.merges.length >= MAX_MERGED_RANGES) {
        this.tooManyMerges = true
        return
      }
      this.merges.push(range)
    }
  }
}
