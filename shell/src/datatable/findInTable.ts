import type { CellValue, DataTable } from '@harness/protocol'
import type { CellPos } from './gridSelection'

/**
 * Find in the table: every cell whose shown text contains the query, ignoring case, in reading
 * order (row by row, left to right), and the next or previous match from the current cell with
 * wrap-around. The scan is one pass over the cells and stops at `limit` matches.
 */

/** The matches, in reading order, and whether the scan stopped at the limit. */
export interface FindResult {
  readonly matches: readonly CellPos[]
  readonly capped: boolean
}

/** Matches listed at most. */
export const FIND_LIMIT = 10_000

/** The cells of `table` whose text (as `show` gives it) contains `query`, ignoring case. */
export function findInTable(table: DataTable, query: string, show: (value: CellValue) => string, limit = FIND_LIMIT): FindResult {
  const needle = query.toLocaleLowerCase()
  if (needle === '') return { matches: [], capped: false }
  const matches: CellPos[] = []
  for (let row = 0; row < table.rows.length; row++) {
    const cells = table.rows[row]!.cells
    for (let column = 0; column < cells.length; column++) {
      const value = cells[column] ?? null
      if (value === null) continue
      if (!show(value).toLocaleLowerCase().includes(needle)) continue
      if (matches.length >= limit) return { matches, capped: true }
      matches.push({ row, column })
    }
  }
  return { matches, capped: false }
}

function before(a: CellPos, b: CellPos): boolean {
  return a.row < b.row || (a.row === b.row && a.column < b.column)
}

/** The index of the match after (or before, when `backwards`) `from`, wrapping around; -1 when there are none. */
export function nextMatch(matches: readonly CellPos[], from: CellPos, backwards: boolean): number {
  if (matches.length === 0) return -1
  if (backwards) {
    for (let i = matches.length - 1; i >= 0; i--) if (before(matches[i]!, from)) return i
    return matches.length - 1
  }
  for (let i = 0; i < matches.length; i++) if (before(from, matches[i]!)) return i
  return 0
}
