import { DATATABLE_LIMITS, type ColumnType } from './DataTable'
import { characterCount, truncateCharacters } from './textChecks'

/**
 * Column names and keys: the spreadsheet letter of a position (A, B, … Z, AA, …), the heading a
 * spreadsheet shows for a column ("长度 [mm]": the name and its unit), and stable keys made from
 * names. Imports and the grid editor name columns through these, so a heading reads back as the
 * name and unit it was written from.
 */

/** Keys are 1-40 characters of `[A-Za-z0-9_-]`. */
export const COLUMN_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

/** The spreadsheet letters of the 0-based column `index`: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1
  let letters = ''
  while (n > 0) {
    const rest = (n - 1) % 26
    letters = String.fromCharCode(65 + rest) + letters
    n = Math.floor((n - 1) / 26)
  }
  return letters
}

/** The heading of a column as spreadsheets show it: the name, then the unit in brackets when there is one. */
export function columnHeading(name: string, unit: string): string {
  return unit === '' ? name : `${name} [${unit}]`
}

// "长度 [mm]", "长度(mm)" or "长度（mm）": a name, then a unit in brackets at the end.
const HEADING_WITH_UNIT = /^(.*?\S)\s*(?:\[([^[\]()（）]+)\]|\(([^[\]()（）]+)\)|（([^[\]()（）]+)）)$/su

/**
 * Name and unit of a column read from a spreadsheet heading. White space runs (line breaks in a
 * heading cell included) become one space; an empty heading takes the column's letters. A number
 * column's heading ending in a bracketed unit of at most 20 characters is split into name and
 * unit; other headings are the name whole. Names are cut to 80 characters.
 */
export function nameAndUnitFromHeading(heading: string, type: ColumnType, index: number): { name: string; unit: string } {
  const clean = heading.replace(/\s+/gu, ' ').trim()
  if (clean === '') return { name: columnLetters(index), unit: '' }
  if (type === 'number' || type === 'integer') {
    const m = HEADING_WITH_UNIT.exec(clean)
    const unit = (m?.[2] ?? m?.[3] ?? m?.[4] ?? '').trim()
    if (m && unit !== '' && characterCount(unit) <= DATATABLE_LIMITS.unitLength) {
      return { name: truncateCharacters(m[1]!, DATATABLE_LIMITS.nameLength), unit }
    }
  }
  return { name: truncateCharacters(clean, DATATABLE_LIMITS.nameLength), unit: '' }
}

/**
 * A key for a column named `name`, not among `taken`: the name's ASCII letters, digits, `_` and
 * `-` (other runs become `_`), or the column's letters when nothing is left, with `_2`, `_3`, …
 * added until it is free. Adds the key to `taken`.
 */
export function uniqueColumnKey(name: string, index: number, taken: Set<string>): string {
  const slug = name.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, DATATABLE_LIMITS.keyLength)
  const base = slug === '' ? columnLetters(index) : slug
  let key = base
  for (let n = 2; taken.has(key); n++) {
    const suffix = `_${n}`
    key = base.slice(0, DATATABLE_LIMITS.keyLength - suffix.length) + suffix
  }
  taken.add(key)
  return key
}
