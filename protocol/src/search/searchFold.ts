/**
 * How the text search compares text: both the words of a query and the text they are looked for
 * in are folded first. The fold is compatibility-normalised (NFKC: full-width letters, digits and
 * punctuation become ASCII, ligatures their letters), in lower case, and the accented Latin
 * letters (Latin-1 Supplement, Extended-A and -B) become their plain letters. "Müller", "MULLER"
 * and "ｍｕｌｌｅｒ" fold to "muller", "主线束（A）" to "主线束(a)"; Chinese, kana and other scripts keep
 * their letters (lower-cased), so a Chinese word still matches inside a longer Chinese text.
 *
 * The database computes the same fold with `translate(lower(normalize(x, NFKC)), from, to)` over
 * {@link LATIN_FOLD} (`server/src/lib/searchSql.ts`), so names folded in SQL meet query words
 * folded here.
 */

/** Printable ASCII only: its fold is its lower case. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/

/**
 * The accented Latin letters U+00C0-U+024F whose decomposition is one ASCII letter and marks, in
 * either case, and their plain lower-case letters, position for position.
 */
export const LATIN_FOLD: { readonly from: string; readonly to: string } = (() => {
  let from = ''
  let to = ''
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code)
    const base = letter.normalize('NFKD').replace(/\p{M}+/gu, '')
    if (/^[A-Za-z]$/.test(base) && base !== letter) {
      from += letter
      to += base.toLowerCase()
    }
  }
  return { from, to }
})()

const LATIN_MAP: ReadonlyMap<string, string> = new Map([...LATIN_FOLD.from].map((c, i) => [c, LATIN_FOLD.to[i]!]))
const LATIN_ACCENTED = /[\u00c0-\u024f]/gu

/** The fold of `text` (see the module comment). */
export function foldSearchText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFKC').toLowerCase().replace(LATIN_ACCENTED, (c) => LATIN_MAP.get(c) ?? c)
}
