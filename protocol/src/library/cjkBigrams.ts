/**
 * Two-character CJK words made findable through a trigram index. `pg_trgm` takes no trigram from a
 * word of two characters, and Chinese words mostly have two ("端子", "护套"), so a search for one
 * scanned the whole library. A part's search text therefore ends with every pair of adjacent CJK
 * characters it holds, each as a word of its own between spaces (`\u0002 端子 子线 `): the
 * pattern `% 端子 %` has two trigrams (" 端子", "端子 "), so the index answers it. A text holding
 * "端子" anywhere holds the token, so the condition only narrows what the substring match then
 * checks, never drops a part.
 */

/** Han, Hiragana, Katakana and Hangul characters: the scripts whose words are not spelled with spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/gu

/** Marks where the bigram tokens begin in a search text (a character no query word contains). */
export const BIGRAM_MARK = '\u0002'

/**
 * The bigram section of a search text built from `texts` (already lower-cased and normalised):
 * `\u0002 ` and every distinct pair of adjacent CJK characters followed by a space, in order of
 * first appearance; '' when the texts hold no such pair.
 */
export function cjkBigramSection(texts: readonly string[]): string {
  const seen = new Set<string>()
  for (const text of texts) {
    for (const run of text.match(CJK_RUN) ?? []) {
      const chars = [...run]
      for (let i = 0; i + 1 < chars.length; i++) seen.add(chars[i]! + chars[i + 1]!)
    }
  }
  return seen.size === 0 ? '' : `${BIGRAM_MARK} ${[...seen].join(' ')} `
}

/** Whether a query word is exactly two CJK characters: the words the bigram tokens make indexable. */
export function isCjkBigram(word: string): boolean {
  const chars = [...word]
  return chars.length === 2 && chars.every((c) => CJK.test(c))
}
