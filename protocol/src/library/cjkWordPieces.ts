/**
 * Chinese query words cut into the words they are made of, for a second try when a search finds
 * nothing. Chinese is written without spaces, so "防水护套" (sealed housing) is typed as one
 * word, and a search for it as a substring misses "防水母护套" (sealed female housing). Cut into
 * "防水" and "护套", each found anywhere, it finds that part. The cut is the runtime's own word
 * segmenter (`Intl.Segmenter`, ICU's dictionary of Chinese words, in Node and every browser the
 * product runs in), with one correction for a harness's words, which its dictionary lacks and
 * cuts into single characters ("线束" → 线 | 束): characters it leaves alone next to each other are
 * taken as words of two characters, the most common length of a Chinese word, an odd one joining
 * the last pair ("前门线束" → 前 | 门 | 线 | 束 → "前门", "线束"; "热缩管" → "热缩管", not cut).
 *
 * Worked example: "防水护套" → ["防水", "护套"]; "屏蔽双绞线" → 屏蔽 | 双 | 绞 | 线 → ["屏蔽", "双绞线"];
 * "插接件护套" → ["插接", "件", "护套"] (a lone character between two words stays a piece).
 */

/** Han characters only (the script whose words the segmenter's dictionary knows). */
const HAN_ONLY = /^\p{Script=Han}+$/u

/** The segmenter, made once; null where the runtime has none (then nothing is cut). */
let segmenter: Intl.Segmenter | null | undefined

function chineseSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  return segmenter
}

/** A run of characters the segmenter left alone, as words of two (an odd one joins the last pair). */
function pairsOf(run: string): string[] {
  const chars = [...run]
  if (chars.length <= 3) return [run]
  const pairs: string[] = []
  for (let i = 0; i < chars.length; i += 2) pairs.push(chars.slice(i, i + 2).join(''))
  if ([...pairs[pairs.length - 1]!].length === 1) pairs[pairs.length - 2] += pairs.pop()!
  return pairs
}

/**
 * The pieces of `word` (already folded): for a word of three or more Han characters, the words
 * the segmenter finds, runs of lone characters taken in pairs; otherwise, or when that leaves
 * one piece, `[word]`. Example: `cjkWordPieces('防水护套')` → `['防水', '护套']`.
 */
export function cjkWordPieces(word: string): string[] {
  const chars = [...word]
  if (chars.length < 3 || !HAN_ONLY.test(word)) return [word]
  const cut = chineseSegmenter()
  if (cut === null) return [word]
  const pieces: string[] = []
  let lone = ''
  for (const { segment } of cut.segment(word)) {
    if ([...segment].length === 1) {
      lone += segment
      continue
    }
    if (lone !== '') pieces.push(...pairsOf(lone))
    lone = ''
    pieces.push(segment)
  }
  if (lone !== '') pieces.push(...pairsOf(lone))
  return pieces.length > 1 ? pieces : [word]
}

/**
 * The words of a query with each Chinese word cut into its pieces ({@link cjkWordPieces}), or null
 * when no word is cut (a second try would find the same). Example: `['防水护套', '12']` →
 * `['防水', '护套', '12']`; `['端子', '12']` → null.
 */
export function relaxedWords(words: readonly string[]): string[] | null {
  const out = words.flatMap(cjkWordPieces)
  return out.length > words.length ? out : null
}
