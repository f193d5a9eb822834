/**
 * Delimited text as RFC 4180 defines it (CSV) and as spreadsheets put it on the clipboard (tab
 * separated): records of fields, a field quoted with `"` when it holds the delimiter, a quote or a
 * line break, a quote inside a quoted field doubled. Reading is lenient where spreadsheets are
 * (CRLF, LF or a lone CR end a record; a stray quote inside an unquoted field is kept as text; text
 * after a closing quote is joined to the field) and strict where data would be lost (a quoted field
 * still open at the end is an error). Reading is one pass over the text, linear in its length.
 */

/** The delimiters a CSV file may use: comma, semicolon (European Excel) or tab. */
export type Delimiter = ',' | ';' | '\t'

/** Records read from delimited text, with the 1-based line each record starts on. */
export interface DelimitedRecords {
  readonly records: string[][]
  readonly lines: number[]
}

/** The outcome of reading: the records, or why not with the line where the trouble started. */
export type DelimitedRead =
  | { readonly ok: true; readonly value: DelimitedRecords }
  | { readonly ok: false; readonly line: number; readonly message: string; readonly limit?: 'records' | 'fields' }

/** Bounds a reader keeps while reading, so oversized input stops early. */
export interface DelimitedLimits {
  readonly records: number
  readonly fields: number
}

const QUOTE = 34
const CR = 13
const LF = 10

/**
 * The delimiter of a file, from its first line (outside quotes): whichever of `,` `;` and tab it
 * holds most often; a tie or none goes to the comma, then the semicolon.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++
  }
  let best: Delimiter = ','
  for (const d of [';', '\t'] as const) if (counts[d] > counts[best]) best = d
  return best
}

/**
 * Reads `text` (a leading byte-order mark is skipped) into records split on `delimiter`. A text
 * that ends with a line break has no empty last record. Stops with an error as soon as a record
 * count or field count passes `limits`.
 */
export function readDelimited(text: string, delimiter: Delimiter, limits: DelimitedLimits): DelimitedRead {
  const sep = delimiter.charCodeAt(0)
  const records: string[][] = []
  const lines: number[] = []
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  const n = text.length
  while (i < n) {
    const record: string[] = []
    const recordLine = line
    for (;;) {
      // One field, starting at i.
      let field = ''
      if (text.charCodeAt(i) === QUOTE) {
        const openLine = line
        i++
        for (;;) {
          const close = text.indexOf('"', i)
          if (close < 0) return { ok: false, line: openLine, message: `line ${openLine}: a quoted field is never closed` }
          line += countLineBreaks(text, i, close)
          field += text.slice(i, close)
          i = close + 1
          if (text.charCodeAt(i) === QUOTE) {
            field += '"'
            i++
          } else break
        }
      }
      // Unquoted text, or text after a closing quote, up to the delimiter or the end of the line.
      let j = i
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === sep || c === CR || c === LF) break
        j++
      }
      field += text.slice(i, j)
      i = j
      record.push(field)
      if (record.length > limits.fields) return { ok: false, line: recordLine, message: `line ${recordLine}: more than ${limits.fields} fields`, limit: 'fields' }
      if (i < n && text.charCodeAt(i) === sep) {
        i++
        continue
      }
      break
    }
    // The record ends at a line break or at the end of the text.
    if (i < n) {
      if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i++
      i++
      line++
    }
    records.push(record)
    lines.push(recordLine)
    if (records.length > limits.records) return { ok: false, line: recordLine, message: `line ${recordLine}: more than ${limits.records} records`, limit: 'records' }
  }
  return { ok: true, value: { records, lines } }
}

/** Line breaks (CRLF, LF or CR) in `text` between `from` and `to`. */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === LF) count++
    else if (c === CR && text.charCodeAt(k + 1) !== LF) count++
  }
  return count
}

// Any of the three delimiters is quoted whichever is in use, so a heading line always detects as written.
const NEEDS_QUOTES = /[,;\t"\r\n]|^\s|\s$/

/** `field` quoted when it must be: it holds a delimiter, a quote or a line break, or begins or ends with white space. */
export function quoteField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field
}

/** Writes records as delimited text, each record ended by `lineEnd` (CRLF for CSV and the clipboard). */
export function writeDelimited(records: readonly (readonly string[])[], delimiter: Delimiter, lineEnd = '\r\n'): string {
  const parts: string[] = []
  for (const record of records) parts.push(record.map(quoteField).join(delimiter), lineEnd)
  return parts.join('')
}
