/**
 * Checks on the text a table holds (cells, headings, units): no NUL character, no unpaired UTF-16
 * surrogate (which UTF-8 cannot encode and PostgreSQL refuses), and a length limit counted in
 * Unicode characters, so a Chinese heading and an English one of the same length fit alike.
 */

const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Characters (Unicode code points) of `text`. */
export function characterCount(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--
        i++
      }
    }
  }
  return count
}

/** The first `max` characters of `text`, never splitting a surrogate pair. */
export function truncateCharacters(text: string, max: number): string {
  if (text.length <= max) return text
  return Array.from(text).slice(0, max).join('')
}

/**
 * What is wrong with `text` as stored table text, in a few English words, or null when it is fine:
 * a NUL character, an unpaired surrogate, or more than `max` characters.
 */
export function textProblem(text: string, max: number): string | null {
  if (BAD_CHARACTER.test(text)) return text.includes('\u0000') ? 'contains a NUL character' : 'contains an unpaired UTF-16 surrogate'
  // Every character is at least one code unit, so short text needs no counting.
  if (text.length > max && characterCount(text) > max) return `longer than ${max} characters`
  return null
}
