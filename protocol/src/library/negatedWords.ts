/**
 * Chinese words negated by the character before them. Part descriptions say what a part is not
 * with 非: 非防水母护套 is an unsealed housing, 非屏蔽 unshielded, 非标 non-standard. A search for
 * 防水 (sealed) that answered the unsealed housings because their text holds the characters 防水
 * would answer the opposite of the question, so a Chinese word is found where it stands without
 * 非 before it: "非防水母护套" does not hold 防水, "防水母护套 (非防水款另见)" does. A word that
 * itself starts with 非 ("非防水") is found as typed.
 */

/** The character that negates the Chinese word after it in part descriptions. */
export const NEGATION = '非'

const HAN_FIRST = /^\p{Script=Han}/u

/** Whether `word` (folded) can stand negated: it starts with a Han character other than {@link NEGATION}. */
export function negatable(word: string): boolean {
  return HAN_FIRST.test(word) && !word.startsWith(NEGATION)
}

/**
 * Whether `text` holds `word` (both folded) other than negated ({@link negatable} words only; any
 * other word as a plain substring). Examples: ('非防水母护套', '防水') → false; ('防水母护套', '防水')
 * → true; ('非防水', '非防水') → true.
 */
export function holdsUnnegated(text: string, word: string): boolean {
  if (!negatable(word)) return text.includes(word)
  return text.split(NEGATION + word).some((part) => part.includes(word))
}
