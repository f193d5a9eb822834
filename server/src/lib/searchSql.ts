import { foldSearchText } from '@harness/protocol'

/**
 * Text search in SQL: the fold of Latin text (`foldSearchText`) as a database expression, and LIKE
 * patterns that match their words literally. The expression is what the trigram indexes of the
 * text search are built on (migration 0008), so a query that writes it the same way uses them.
 */

/** The accented Latin letters (Latin-1 Supplement, Extended-A and -B) whose fold is one ASCII letter, and those letters. */
function latinFold(): { readonly from: string; readonly to: string } {
  let from = ''
  let to = ''
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code)
    const folded = foldSearchText(letter)
    if (/^[a-z]$/.test(folded)) {
      from += letter
      to += folded
    }
  }
  return { from, to }
}

const LATIN = latinFold()

/**
 * The SQL expression of `column`'s fold as far as the database can make it in every locale:
 * lower case, then accented Latin letters (either case, since `lower` of a C-locale database
 * leaves them) to their plain letters. "Müller" becomes "muller"; Chinese stays as it is.
 * `column` is a column reference written by the caller (never user input).
 */
export function foldedSql(column: string): string {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(column)) throw new RangeError(`foldedSql: not a column reference: ${column}`)
  return `translate(lower(${column}), '${LATIN.from}', '${LATIN.to}')`
}

/** A LIKE pattern matching `word` anywhere, its wildcards escaped (write `ESCAPE '\\'` after it). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A LIKE pattern matching text that starts with `word` (wildcards escaped as in {@link containsPattern}). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
