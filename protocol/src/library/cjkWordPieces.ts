import { HARNESS_WORDS, HARNESS_WORD_MAX } from './harnessWords'

/**
 * Chinese query words cut into the words they are made of, for a second try when a search finds
 * nothing. Chinese is written without spaces, so "防水护套" (sealed housing) is typed as one
 * word, and a search for it as a substring misses "防水母护套" (sealed female housing). Cut into
 * "防水" and "护套", each found anywhere, it finds that part.
 *
 * The cut takes the trade's own words first ({@link HARNESS_WORDS}, the longest at each place:
 * "发动机线束" → "发动机", "线束"), and what lies between them is cut by the runtime's word
 * segmenter (`Intl.Segmenter`, ICU's dictionary of Chinese words, in Node and every browser the
 * product runs in), whose single characters stay single ("主线前门" with 主线 and 前门 known;
 * "插接件护套" → "插接件", "护套"). Worked example: "防水护套" → ["防水", "护套"].
 */

/** Han characters only (the script whose words the segmenter's dictionary knows). */
const HAN_ONLY = /^\p{Script=Han}+$/u

/** The segmenter, made once; null where the runtime has none (then text between trade words is not cut). */
let segmenter: Intl.Segmenter | null | undefined

function chineseSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  return segmenter
}

/** `text` cut into words by the runtime's segmenter (or whole without one). */
function segmented(text: string): string[] {
  const cut = chineseSegmenter()
  return cut === null ? [text] : [...cut.segment(text)].map((s) => s.segment)
}

/**
 * The pieces of `word` (already folded): for a word of three or more Han characters, the trade
 * words it holds and the segmenter's words between them; otherwise, or when that leaves one piece,
 * `[word]`. Example: `cjkWordPieces('防水护套')` → `['防水', '护套']`.
 */
export function cjkWordPieces(word: string): string[] {
  const chars = [...word]
  if (chars.length < 3 || !HAN_ONLY.test(word)) return [word]
  const pieces: string[] = []
  let between = ''
  for (let i = 0; i < chars.length;) {
    let known = 0
    for (let n = Math.min(HARNESS_WORD_MAX, chars.length - i); n >= 2 && known === 0; n--) {
      if (HARNESS_WORDS.has(chars.slice(i, i + n).join(''))) known = n
    }
    if (known === 0) {
      between += chars[i]
      i += 1
      continue
    }
    if (between !== '') pieces.push(...segmented(between))
    between = ''
    pieces.push(chars.slice(i, i + known).join(''))
    i += known
  }
  if (between !== '') pieces.push(...segmented(between))
  return pieces.length > 1 ? pieces : [word]
}

/**
 * The words of a query with each Chinese word cut into its pieces ({@link cjkWordPieces}), each
 * once, or null when no word is cut (a second try would find the same) or when the pieces are
 * more than `max` words (the most a search takes). Example: `['防水护套', '12']` →
 * `['防水', '护套', '12']`; `['端子', '12']` → null.
 */
export function relaxedWords(words: readonly string[], max: number): string[] | null {
  if (!words.some((w) => cjkWordPieces(w).length > 1)) return null
  const out = [...new Set(words.flatMap(cjkWordPieces))]
  return out.length <= max ? out : null
}
