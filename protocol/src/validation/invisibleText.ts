/**
 * Characters that take up no visible space of their own: the Unicode default-ignorable code points
 * (soft hyphen U+00AD, zero-width space, joiners, word joiner, bidi controls, variation selectors,
 * the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, tag characters), the other format characters
 * (general category Cf), the C0 and C1 controls, and the blank Braille pattern U+2800, which fonts
 * draw as empty. Text made of these and white space looks empty however many characters it holds.
 */
const INVISIBLE = '\\p{Default_Ignorable_Code_Point}\\p{Cf}\\p{Cc}\\u2800'

/** Matches one invisible character (see the module comment for the set). */
export const INVISIBLE_CHARACTER = new RegExp(`[${INVISIBLE}]`, 'u')

const BLANK = new RegExp(`^[\\p{White_Space}${INVISIBLE}]*$`, 'u')

/**
 * True when `text` shows nothing: it is empty or holds only white space (any Unicode space,
 * ideographic space U+3000 included) and invisible characters. A forum post of zero-width spaces is
 * blank like one of spaces (spec 5: 不能回复空内容).
 */
export function isBlankText(text: string): boolean {
  return BLANK.test(text)
}
