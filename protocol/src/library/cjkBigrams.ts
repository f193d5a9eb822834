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

/**
 * A query word cut where CJK characters meet letters or digits: Chinese is written without
 * spaces, also next to Latin, so "PVC胶带" means the words "pvc" and "胶带", and "母端子0.5"
 * "母端子" and "0.5". A word of one script, or punctuation between the runs, stays as it is
 * ("dj7041-1.5" is one word). Example: `cutAtScripts('端子dj7041')` → `['端子', 'dj7041']`.
 */
export function cutAtScripts(word: string): string[] {
  const out: string[] = []
  let current = ''
  let cjk: boolean | null = null
  for (const c of word) {
    const isCjk = CJK.test(c)
    if (cjk !== null && isCjk !== cjk && current !== '') {
      out.push(current)
      current = ''
    }
    current += c
    cjk = isCjk
  }
  if (current !== '') out.push(current)
  return out
}
