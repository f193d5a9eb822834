import { grow } from './grow'
import { IdHash } from './IdHash'

/** No slot, row or type. */
export const NO_SLOT = -1

/**
 * Record ids interned to dense integer slots. An id keeps its slot for the life of the store,
 * through deletion and undo, so integer references stay valid; ids that records name but that no
 * record has (a wire end naming a deleted cavity) get slots too. Each slot also remembers the row
 * its record holds within its type's table, so a slot finds its record without another lookup.
 *
 * Example: `intern('cavity:a')` answers 0, `intern('wire:b')` 1, `intern('cavity:a')` 0 again.
 */
export class IdSlots {
  private readonly ids: string[] = []
  private readonly slotById: IdHash
  private rows: Int32Array
  private types: Uint8Array

  /** An empty table with room for `capacity` ids before it regrows. */
  constructor(capacity = 1024) {
    this.rows = new Int32Array(Math.max(capacity, 16)).fill(NO_SLOT)
    this.types = new Uint8Array(Math.max(capacity, 16)).fill(255)
    this.slotById = new IdHash(this.ids, capacity)
  }

  /** The slot of `id`, made on first use. */
  intern(id: string): number {
    let slot = this.slotById.find(id)
    if (slot === NO_SLOT) {
      slot = this.ids.length
      this.ids.push(id)
      this.slotById.insert(id, slot)
      this.makeRoom(slot)
    }
    return slot
  }

  /** Grows the row and type columns to hold `slot`. */
  private makeRoom(slot: number): void {
    if (slot < this.rows.length) return
    const size = this.rows.length * 2
    this.rows = grow(this.rows, size)
    this.rows.fill(NO_SLOT, slot)
    this.types = grow(this.types, size)
    this.types.fill(255, slot)
  }

  /**
   * Gives `id` the next slot without looking it up first: one hash probe instead of two, for
   * filling a fresh table in record order (a decoder's ids). Answers false, and changes nothing,
   * when `id` already had a slot (the caller reports the duplicate).
   */
  appendNew(id: string): boolean {
    const slot = this.ids.length
    this.ids.push(id)
    if (!this.slotById.insert(id, slot)) {
      this.ids.pop()
      return false
    }
    this.makeRoom(slot)
    return true
  }

  /** The slot of `id`, or {@link NO_SLOT} when no record has named it. */
  find(id: string): number {
    // A caller outside the types (a value read from JSON) gets no slot rather than an exception.
    return typeof id === 'string' ? this.slotById.find(id) : NO_SLOT
  }

  /** The id interned at `slot`. */
  idAt(slot: number): string {
    return this.ids[slot]!
  }

  /** The type code of the table row `slot` holds, or 255 when it holds none. */
  typeAt(slot: number): number {
    return this.types[slot]!
  }

  /** The row `slot` holds in the table of {@link typeAt}, or {@link NO_SLOT}. */
  rowAt(slot: number): number {
    return this.rows[slot]!
  }

  /** Gives `slot` the row `row` in the table of type `type`. */
  setRow(slot: number, type: number, row: number): void {
    this.types[slot] = type
    this.rows[slot] = row
  }

  /** How many ids have slots. */
  get size(): number {
    return this.ids.length
  }
}
