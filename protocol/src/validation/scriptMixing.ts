/**
 * Which writing systems a name mixes, after Unicode Technical Standard #39 (Unicode Security
 * Mechanisms), section 5.1 "Mixed-Script Detection" and its "Highly Restrictive" level, so a name
 * cannot pass one script's letters off as another's (`pаypal` with a Cyrillic а, `Αlice` with a
 * Greek Alpha). Only the scripts UAX #31 table 5 recommends for identifiers are accepted; historic
 * and limited-use scripts are refused outright.
 */

/** The scripts UAX #31 (table 5, "Recommended Scripts") allows in identifiers, besides Common and Inherited. */
export const RECOMMENDED_SCRIPTS = [
  'Arabic', 'Armenian', 'Bengali', 'Bopomofo', 'Cyrillic', 'Devanagari', 'Ethiopic', 'Georgian', 'Greek',
  'Gujarati', 'Gurmukhi', 'Han', 'Hangul', 'Hebrew', 'Hiragana', 'Kannada', 'Katakana', 'Khmer', 'Lao',
  'Latin', 'Malayalam', 'Myanmar', 'Oriya', 'Sinhala', 'Tamil', 'Telugu', 'Thaana', 'Thai', 'Tibetan',
] as const

/** One recommended script, or one of UTS #39's three CJK writing systems (Japanese, Han with Bopomofo, Korean). */
type ScriptName = (typeof RECOMMENDED_SCRIPTS)[number] | 'Jpan' | 'Hanb' | 'Kore'

/**
 * UTS #39's augmented script sets: a Han character also counts as Japanese, Han-with-Bopomofo and
 * Korean writing; kana count as Japanese, Hangul as Korean, Bopomofo as Han-with-Bopomofo. So
 * 山田たろう (Han and Hiragana) is one writing system, Japanese.
 */
const AUGMENTED: Readonly<Partial<Record<ScriptName, readonly ScriptName[]>>> = {
  Han: ['Jpan', 'Hanb', 'Kore'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
}

/** The writing systems Latin letters may join at the highly restrictive level. */
const LATIN_PARTNERS: readonly ScriptName[] = ['Jpan', 'Hanb', 'Kore']

const SCRIPT_TESTS: ReadonlyArray<readonly [ScriptName, RegExp]> = RECOMMENDED_SCRIPTS.map((name) => [name, new RegExp(`^\\p{scx=${name}}$`, 'u')])

/** Characters of no particular script (digits, punctuation, symbols, emoji; combining marks of any script). */
const NEUTRAL = /^[\p{scx=Common}\p{scx=Inherited}]$/u

/** How a name's letters are written. */
export type ScriptMixing =
  /** Letters of one writing system (or none at all: digits and symbols only). */
  | 'single'
  /** Latin with Japanese, Chinese (Han, Bopomofo) or Korean writing: allowed at the highly restrictive level. */
  | 'latinWithCjk'
  /** Any other mix, such as Latin with Cyrillic or Greek. */
  | 'mixed'
  /** A letter of a script outside {@link RECOMMENDED_SCRIPTS}. */
  | 'unsupported'

/** The augmented script set of one character (its Script_Extensions among the recommended scripts), or null for a neutral one. */
function scriptSet(char: string): ReadonlySet<ScriptName> | null {
  if (NEUTRAL.test(char)) return null
  const set = new Set<ScriptName>()
  for (const [name, test] of SCRIPT_TESTS) {
    if (!test.test(char)) continue
    set.add(name)
    for (const extra of AUGMENTED[name] ?? []) set.add(extra)
  }
  return set
}

/** UTS #39's resolved script set: the scripts every one of `sets` shares. */
function resolve(sets: ReadonlyArray<ReadonlySet<ScriptName>>): Set<ScriptName> {
  const [first, ...rest] = sets
  const shared = new Set(first ?? [])
  for (const set of rest) for (const name of shared) if (!set.has(name)) shared.delete(name)
  return shared
}

/**
 * Classifies the scripts of `text` (compared in NFC): one writing system, Latin with CJK writing
 * (张三abc, やまだTaro), a confusable mix (Latin with Cyrillic or Greek), or an unsupported script.
 */
export function classifyScriptMixing(text: string): ScriptMixing {
  const sets: Array<ReadonlySet<ScriptName>> = []
  for (const char of text.normalize('NFC')) {
    const set = scriptSet(char)
    if (set === null) continue
    if (set.size === 0) return 'unsupported'
    sets.push(set)
  }
  if (sets.length === 0 || resolve(sets).size > 0) return 'single'
  const withoutLatin = sets.filter((set) => !set.has('Latin'))
  const rest = resolve(withoutLatin)
  return LATIN_PARTNERS.some((name) => rest.has(name)) ? 'latinWithCjk' : 'mixed'
}
