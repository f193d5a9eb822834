import { grow } from './grow'

const NONE = -1

/**
 * Many ordered lists over integer rows, in typed arrays: each row is in at most one list, lists
 * keep insertion order, and appending, removing and visiting cost O(1) per row with no object per
 * row or per list. The store keeps its reverse indexes in them (a cavity's
 * row in the list of its connector, a wire end's row in the list of its cavity).
 *
 * Example: `append(7, 3)`, `append(7, 5)`, `remove(3)` leaves list 7 holding row 5 alone.
 */
export class RowLists {
  private heads = new Int32Array(16).fill(NONE)
  private tails = new Int32Array(16).fill(NONE)
  private nexts = new Int32Array(16).fill(NONE)
  private prevs = new Int32Array(16).fill(NONE)
  /** The list each row is in, plus one; 0 when in none. */
  private listOfRow = new Int32Array(16)

  /** Makes room for rows below `rows` and lists below `lists`, so a bulk load does not regrow. */
  reserve(rows: number, lists: number): void {
    if (rows > this.listOfRow.length) this.ensureRow(rows - 1)
    if (lists > this.heads.length) this.ensureList(lists - 1)
  }

  /** Puts `row` at the end of `list`; a row already in a list is moved. */
  append(list: number, row: number): void {
    this.ensureRow(row)
    this.ensureList(list)
    if (this.listOfRow[row] !== 0) this.remove(row)
    const tail = this.tails[list]!
    this.prevs[row] = tail
    this.nexts[row] = NONE
    if (tail === NONE) this.heads[list] = row
    else this.nexts[tail] = row
    this.tails[list] = row
    this.listOfRow[row] = list + 1
  }

  /** Takes `row` out of its list; a row in no list is left as it is. */
  remove(row: number): void {
    if (row >= this.listOfRow.length || this.listOfRow[row] === 0) return
    const list = this.listOfRow[row]! - 1
    const prev = this.prevs[row]!
    const next = this.nexts[row]!
    if (prev === NONE) this.heads[list] = next
    else this.nexts[prev] = next
    if (next === NONE) this.tails[list] = prev
    else this.prevs[next] = prev
    this.listOfRow[row] = 0
  }

  /** The list `row` is in, or -1. */
  listOf(row: number): number {
    return row < this.listOfRow.length ? this.listOfRow[row]! - 1 : NONE
  }

  /** The first row of `list`, or -1 when it is empty. */
  first(list: number): number {
    return list < this.heads.length ? this.heads[list]! : NONE
  }

  /** The row after `row` in its list, or -1 at the end. */
  next(row: number): number {
    return this.nexts[row]!
  }

  private ensureRow(row: number): void {
    if (row < this.listOfRow.length) return
    const size = Math.max(row + 1, this.listOfRow.length * 2)
    const from = this.listOfRow.length
    this.nexts = grow(this.nexts, size)
    this.prevs = grow(this.prevs, size)
    this.listOfRow = grow(this.listOfRow, size)
    this.nexts.fill(NONE, from)
    this.prevs.fill(NONE, from)
  }

  private ensureList(list: number): void {
    if (list < this.heads.length) return
    const size = Math.max(list + 1, this.heads.length * 2)
    const from = this.heads.length
    this.heads = grow(this.heads, size)
    this.tails = grow(this.tails, size)
    this.heads.fill(NONE, from)
    this.tails.fill(NONE, from)
  }
}
