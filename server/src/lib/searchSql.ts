import { LATIN_FOLD } from '@harness/protocol'

/**
 * Text search in SQL: the fold of Latin text (`foldSearchText`) as a database expression, and LIKE
 * patterns that match their words literally. The expression is what the trigram indexes of the
 * text search are built on (migration 0008), so a query that writes it the same way uses them.
 */

const LATIN = LATIN_FOLD

/**
 * The SQL expression of `column`'s fold, the fold `foldSearchText` makes: NFKC (full-width forms
 * plain), lower case, then accented Latin letters (either case, since `lower` of a C-locale
 * database leaves them) to their plain letters. "Müller" becomes "muller", "主线束（A）" "主线束(a)".
 * `column` is a column reference written by the caller (never user input).
 */
export function foldedSql(column: string): string {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(column)) throw new RangeError(`foldedSql: not a column reference: ${column}`)
  return `translate(lower(normalize(${column}, NFKC)), '${LATIN.from}', '${LATIN.to}')`
}

/** A LIKE pattern matching `word` anywhere, its wildcards escaped (write `ESCAPE '\\'` after it). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A LIKE pattern matching text that starts with `word` (wildcards escaped as in {@link containsPattern}). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
