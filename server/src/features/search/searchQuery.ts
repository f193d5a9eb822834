import { SEARCH_WORDS_MAX, cutAtScripts, foldSearchText, holdsUnnegated, partNumberKey, relaxedWords, type SearchField, type SearchHitKind, type SearchMatch } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'

/**
 * What a text search looks for and how a hit ranks. A query is read into words, each folded
 * (`foldSearchText`: case, accents and full-width forms do not matter) with its part-number key
 * (`partNumberKey`: only letters and digits); a word is cut where CJK characters meet letters or
 * digits (`cutAtScripts`: "PVC胶带" is "pvc" and "胶带"). A hit must hold every word somewhere in its fields;
 * it ranks by the best of its own fields that holds the whole query: the query itself (`exact`),
 * at its start (`prefix`), or anywhere (`substring`), a name or number before other text.
 */

/** One word of a query: its fold, and its part-number key (null when it has no letter or digit). */
export interface SearchWord {
  readonly text: string
  readonly key: string | null
}

/** A query as read. */
export interface SearchQuery {
  /** The query as typed, trimmed (the library's own search reads this). */
  readonly raw: string
  /** The folded words joined by one space: what an exact or prefix match compares with. */
  readonly phrase: string
  /** The phrase's part-number key (null when it has no letter or digit). */
  readonly phraseKey: string | null
  readonly words: readonly SearchWord[]
}

/** A text of a hit the query is compared with. */
export interface HitField {
  /** The field's fold. */
  readonly text: string
  /** A part number's key, compared with the words' keys (only part-number fields have one). */
  readonly key?: string
  /** True for the hit's own name or number (a designator, a file name, a part number); false for other text. */
  readonly name: boolean
  /**
   * False for a field of the hit's context (the file and project names of a record inside a
   * file): it may hold words, but a hit needs one word in a field of its own, and only its own
   * fields rank it.
   */
  readonly own?: boolean
}

/** How a hit met the query. */
export interface Ranked {
  readonly match: SearchMatch
  readonly field: SearchField
}

/** White space and control characters, which separate words. */
const SEPARATORS = /[\s\u0000-\u001f\u007f]+/u

/** The 400 of a query that is empty or too long in words. */
function badQuery(): ApiError {
  return new ApiError(400, 'wrongFieldType', { field: 'q' }, { field: 'q' })
}

/** Reads a query: at least one word, at most {@link SEARCH_WORDS_MAX}; else 400 `wrongFieldType` naming `q`. */
export function readSearchQuery(q: string): SearchQuery {
  const typed = foldSearchText(q).split(SEPARATORS).filter((w) => w !== '')
  if (typed.length === 0 || typed.length > SEARCH_WORDS_MAX) throw badQuery()
  // Chinese next to Latin or digits is two words ("pvc胶带": "pvc", "胶带").
  const words = typed.flatMap(cutAtScripts)
  return { ...queryOf(words), raw: q.trim() }
}

/** The query of `words` (folded), its raw text the words between spaces. */
function queryOf(words: readonly string[]): SearchQuery {
  const keyOf = (text: string) => partNumberKey(text) || null
  return { raw: words.join(' '), phrase: words.join(' '), phraseKey: keyOf(words.join('')), words: words.map((text) => ({ text, key: keyOf(text) })) }
}

/**
 * The second try of a query that found nothing: its Chinese words cut into their pieces
 * (`relaxedWords`: "防水护套" is "防水" and "护套"), or null when no word is cut.
 */
export function relaxedSearchQuery(query: SearchQuery): SearchQuery | null {
  const words = relaxedWords(query.words.map((w) => w.text), SEARCH_WORDS_MAX)
  return words === null ? null : queryOf(words)
}

/**
 * True when `field` holds `word`: its fold (a Chinese word not where 非 negates it, `holdsUnnegated`),
 * or its key in the field's key.
 */
export function holds(field: HitField, word: SearchWord): boolean {
  return holdsUnnegated(field.text, word.text) || (word.key !== null && field.key !== undefined && field.key.includes(word.key))
}

/** True when every word of `query` is in some field and at least one is in a field of the hit's own. */
export function covers(query: SearchQuery, fields: readonly HitField[]): boolean {
  let own = false
  for (const word of query.words) {
    let found = false
    for (const field of fields) {
      if (!holds(field, word)) continue
      found = true
      if (field.own !== false) own = true
    }
    if (!found) return false
  }
  return own
}

const CLASS: Readonly<Record<SearchMatch, number>> = { exact: 3, prefix: 2, substring: 1 }

/** How `field` holds the whole query, or null when it does not. */
function classOf(query: SearchQuery, field: HitField): SearchMatch | null {
  const key = query.phraseKey !== null && field.key !== undefined ? field.key : null
  if (field.text === query.phrase || (key !== null && key === query.phraseKey)) return 'exact'
  if (field.text.startsWith(query.phrase) || (key !== null && key.startsWith(query.phraseKey!))) return 'prefix'
  if (field.text.includes(query.phrase) || (key !== null && key.includes(query.phraseKey!))) return 'substring'
  return null
}

/**
 * How a hit that holds the query (see {@link covers}, or a database filter of the same rule) ranks:
 * the best of its own fields that holds the whole query, a name before other text at the same
 * match; a hit whose words are spread over its fields is a `substring` match, of its name when
 * every word it holds itself (not through its context) is in a name.
 */
export function rank(query: SearchQuery, fields: readonly HitField[]): Ranked {
  let best: { match: SearchMatch; name: boolean } | null = null
  for (const field of fields) {
    if (field.own === false) continue
    const match = classOf(query, field)
    if (match === null) continue
    if (best === null || CLASS[match] > CLASS[best.match] || (CLASS[match] === CLASS[best.match] && field.name && !best.name)) best = { match, name: field.name }
  }
  if (best !== null) return { match: best.match, field: best.name ? 'name' : 'content' }
  // Words only the context holds do not count here.
  const own = fields.filter((f) => f.own !== false)
  const ownWords = query.words.filter((word) => own.some((f) => holds(f, word)))
  const inNames = ownWords.length > 0 && ownWords.every((word) => own.some((f) => f.name && holds(f, word)))
  return { match: 'substring', field: inNames ? 'name' : 'content' }
}

/** Kinds in the order equal matches keep (see `SearchHitBase.score`). */
const KIND_ORDER: Readonly<Record<SearchHitKind, number>> = { project: 6, file: 5, harnessRecord: 4, part: 3, dictionary: 2, issue: 1 }

/** The score of a hit (`SearchHitBase.score`): 100 per match class, 50 for a name, then its kind's place. */
export function scoreOf(kind: SearchHitKind, ranked: Ranked): number {
  return CLASS[ranked.match] * 100 + (ranked.field === 'name' ? 50 : 0) + KIND_ORDER[kind]
}

/** A field of a hit: `text` folded, with the key when it is a part number. */
export function field(text: string, name: boolean, options: { readonly partNumber?: boolean; readonly own?: boolean } = {}): HitField {
  const folded = foldSearchText(text)
  return { text: folded, name, ...(options.partNumber ? { key: partNumberKey(text) } : {}), ...(options.own === false ? { own: false } : {}) }
}
