/**
 * How the text search compares text: both the words of a query and the text they are looked for
 * in are folded first. The fold is compatibility-normalised (full-width letters and digits become
 * ASCII), has accents and other combining marks dropped, and is in lower case. "Müller", "MULLER"
 * and "ｍｕｌｌｅｒ" fold to "muller"; Chinese is unchanged, so a Chinese word still matches inside a
 * longer Chinese text.
 */

/** Printable ASCII only: its fold is its lower case. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/

/** Combining marks (accents, the Japanese voicing marks), dropped by the fold. */
const MARKS = /\p{M}+/gu

/** The fold of `text` (see the module comment). */
export function foldSearchText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFKD').replace(MARKS, '').normalize('NFC').toLowerCase()
}
