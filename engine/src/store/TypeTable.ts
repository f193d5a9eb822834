import type { HarnessRecord } from '../model/records'
import { NO_SLOT } from './IdSlots'
import { grow } from './grow'
import { RowLists } from './RowLists'

/**
 * The records of one type in rows, with their insertion order as a typed-array list. A row
 * belongs to one id for the life of the store: a deleted record leaves its row empty, and undo
 * puts the record back into the same row, so integer row references never dangle onto another
 * record.
 */
export class TypeTable {
  private readonly rows: (HarnessRecord | undefined)[] = []
  private readonly order = new RowLists()
  private slots = new Int32Array(64)

  /** A new empty row for the id at `slot`. */
  newRow(slot: number): number {
    this.rows.push(undefined)
    const row = this.rows.length - 1
    if (row >= this.slots.length) this.slots = grow(this.slots, this.slots.length * 2)
    this.slots[row] = slot
    return row
  }

  /** The id slot whose record `row` holds. */
  slotAt(row: number): number {
    return this.slots[row]!
  }

  /** The first row in insertion order, or -1 when the table is empty. */
  firstRow(): number {
    return this.order.first(0)
  }

  /** The row after `row` in insertion order, or -1. */
  nextRow(row: number): number {
    return this.order.next(row)
  }

  /** The record in `row`, or undefined when the row is empty. */
  at(row: number): HarnessRecord | undefined {
    return this.rows[row]
  }

  /** Puts `record` into the empty `row`, last in insertion order. */
  put(row: number, record: HarnessRecord): void {
    this.rows[row] = record
    this.order.append(0, row)
  }

  /** Replaces the record in the occupied `row`, keeping its place in insertion order. */
  replace(row: number, record: HarnessRecord): void {
    this.rows[row] = record
  }

  /** Empties `row`. */
  take(row: number): void {
    this.rows[row] = undefined
    this.order.remove(row)
  }

  /** How many rows hold a record. */
  get count(): number {
    return this.order.count(0)
  }

  /** The records in insertion order. */
  records(): Iterable<HarnessRecord> {
    return { [Symbol.iterator]: () => new TableIterator(this.rows, this.order) }
  }
}

/**
 * Walks a table's insertion order without a generator's overhead. Like a map's iterator it
 * tolerates changes on the way: a record deleted before it is reached is skipped (a removed row
 * keeps its link to the row after it), and records added at the end are visited.
 */
class TableIterator implements Iterator<HarnessRecord> {
  private row: number

  constructor(
    private readonly rows: readonly (HarnessRecord | undefined)[],
    private readonly order: RowLists,
  ) {
    this.row = order.first(0)
  }

  next(): IteratorResult<HarnessRecord> {
    for (;;) {
      const row = this.row
      if (row === NO_SLOT) return { done: true, value: undefined }
      this.row = this.order.next(row)
      const record = this.rows[row]
      if (record !== undefined) return { done: false, value: record }
    }
  }
}
