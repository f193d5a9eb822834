import type { HarnessRecord } from '../model/records'
import { NO_SLOT } from './IdSlots'
import { grow } from './grow'
import { OrderLog, type OrderWalk } from './OrderLog'

/**
 * The records of one type in rows, with their insertion order as an {@link OrderLog}. A row
 * belongs to one id for the life of the store: a deleted record leaves its row empty, and undo
 * puts the record back into the same row, so integer row references never dangle onto another
 * record.
 */
export class TypeTable {
  private readonly rows: (HarnessRecord | undefined)[] = []
  private readonly order = new OrderLog()
  private slots = new Int32Array(64)

  /** Makes room for `rows` rows, so a bulk load does not regrow. */
  reserve(rows: number): void {
    if (rows > this.slots.length) this.slots = grow(this.slots, rows)
    this.order.reserve(rows)
  }

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

  /** The record in `row`, or undefined when the row is empty. */
  at(row: number): HarnessRecord | undefined {
    return this.rows[row]
  }

  /** Puts `record` into the empty `row`, last in insertion order. */
  put(row: number, record: HarnessRecord): void {
    this.rows[row] = record
    this.order.append(row)
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
    return this.order.count
  }

  /** A walk over the occupied rows in insertion order (see {@link OrderWalk}). */
  walk(): OrderWalk {
    return this.order.walk()
  }

  /** The records in insertion order; the walk tolerates changes on the way as a map's does. */
  records(): Iterable<HarnessRecord> {
    return { [Symbol.iterator]: () => new TableIterator(this.rows, this.order.walk()) }
  }
}

/** Walks a table's insertion order without a generator's overhead. */
class TableIterator implements Iterator<HarnessRecord> {
  constructor(
    private readonly rows: readonly (HarnessRecord | undefined)[],
    private readonly walk: OrderWalk,
  ) {}

  next(): IteratorResult<HarnessRecord> {
    const row = this.walk.next()
    return row === NO_SLOT ? { done: true, value: undefined } : { done: false, value: this.rows[row]! }
  }
}
