import type { HarnessRecord, TypeName } from '../model/records'
import { NO_SLOT, type IdSlots } from './IdSlots'
import { RowLists } from './RowLists'

/**
 * A reverse index over typed-array linked lists: for each key (the slot of an id a record names,
 * e.g. a cavity's connector), the rows of the records that name it, in the order they were
 * indexed. A record names at most `positions` keys (a wire: the cavities or splices of its two
 * ends); a key named twice by one record is listed once. Nothing is allocated per key or per
 * record beyond the typed arrays, so an XL document's half a million links cost a few megabytes.
 */
export class ReverseIndex {
  private readonly lists = new RowLists()
  private readonly typeCount: number

  /**
   * `keysOf` names a record's keys (at most `positions`); `types` are the record types that can
   * have any, in a fixed order.
   */
  constructor(
    readonly keysOf: (record: HarnessRecord) => readonly string[],
    readonly types: readonly TypeName[],
    private readonly positions: number,
  ) {
    this.typeCount = types.length
  }

  /**
   * Makes room for `rows` rows of each type and keys at slots below `keySlots`, so a bulk load
   * does not regrow.
   */
  reserve(rows: number, keySlots: number): void {
    this.lists.reserve(this.entry(0, rows, 0), keySlots)
  }

  /** Lists `record`, at `row` of its type's table (`typeIndex` into `types`), under its keys. */
  add(record: HarnessRecord, typeIndex: number, row: number, slots: IdSlots): void {
    const keys = this.keysOf(record)
    for (let p = 0; p < keys.length && p < this.positions; p++) {
      const key = keys[p]!
      if (keys.indexOf(key) < p) continue
      this.lists.append(slots.intern(key), this.entry(typeIndex, row, p))
    }
  }

  /** Takes the record at `row` of `typeIndex` out of every list it is in. */
  delete(typeIndex: number, row: number): void {
    for (let p = 0; p < this.positions; p++) this.lists.remove(this.entry(typeIndex, row, p))
  }

  /**
   * Calls `visit` with the type index and row of every record listed under the key at `keySlot`,
   * in indexing order; nothing when the key has no slot.
   */
  forEach(keySlot: number, visit: (typeIndex: number, row: number) => void): void {
    if (keySlot === NO_SLOT) return
    for (let e = this.lists.first(keySlot); e !== NO_SLOT; e = this.lists.next(e)) {
      const rest = Math.floor(e / this.positions)
      const typeIndex = rest % this.typeCount
      visit(typeIndex, (rest - typeIndex) / this.typeCount)
    }
  }

  /** How many records are listed under the key at `keySlot` (0 when the key has no slot). */
  count(keySlot: number): number {
    if (keySlot === NO_SLOT) return 0
    let n = 0
    for (let e = this.lists.first(keySlot); e !== NO_SLOT; e = this.lists.next(e)) n++
    return n
  }

  /**
   * The slot of the key the record at `row` of `typeIndex` is listed under at `position`, or
   * {@link NO_SLOT} when it is listed under none there: an integer reference, no id lookup.
   */
  keyOf(typeIndex: number, row: number, position: number): number {
    return this.lists.listOf(this.entry(typeIndex, row, position))
  }

  private entry(typeIndex: number, row: number, position: number): number {
    return (row * this.typeCount + typeIndex) * this.positions + position
  }
}
