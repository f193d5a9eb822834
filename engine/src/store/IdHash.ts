/** No slot: the id is not in the table. */
const EMPTY = -1

/** Probes after which the ids are taken to collide on purpose (see {@link IdHash}). */
const MAX_PROBE = 128

/**
 * The hash index of {@link IdSlots}: from an id to its slot, the id's position in the shared list
 * `ids`. Open addressing with linear probing over an Int32Array of slots kept at most half full,
 * hashed with FNV-1a over the id's UTF-16 code units from a random starting value.
 *
 * Why not a `Map`: filling one with the 707,007 fresh ids of an XL document took 0.3-0.4 s in the
 * decoder (its table regrows and rehashes as it fills, in pieces scattered over the heap); this
 * table is sized once from the record count and filled in about a third of that, in 8 MiB instead
 * of about 30. Lookups of ids already hashed by V8 cost the same as the Map's.
 *
 * A file could hold ids made to collide (a hash-flooding attack turns every insert into a walk of
 * the whole table). A probe longer than 128 slots, which a half-full table practically never sees
 * by chance (the longest walk measured over a million ids was 32-46), moves the index to a `Map` (V8 seeds its string hash per process) for the rest of its
 * life, so no input makes interning quadratic.
 */
export class IdHash {
  private slots: Int32Array
  private mask: number
  private readonly seed = (Math.random() * 0x1_0000_0000) | 0
  private count = 0
  private fallback: Map<string, number> | null = null

  /**
   * An index over `ids` (the caller appends to it) with room for `capacity` ids before it regrows.
   * `hashOf` replaces the hash (tests make ids collide with it).
   */
  constructor(private readonly ids: readonly string[], capacity: number, private readonly hashOf?: (id: string) => number) {
    let size = 16
    while (size < capacity * 2) size *= 2
    this.slots = new Int32Array(size).fill(EMPTY)
    this.mask = size - 1
  }

  /** The slot of `id`, or -1 when it has none. */
  find(id: string): number {
    if (this.fallback) return this.fallback.get(id) ?? EMPTY
    const slots = this.slots
    const mask = this.mask
    for (let i = this.hash(id) & mask, probes = 0; probes <= mask; i = (i + 1) & mask, probes++) {
      const slot = slots[i]!
      if (slot === EMPTY || this.ids[slot] === id) return slot
    }
    return EMPTY
  }

  /**
   * Indexes `id` at `slot` (its position in `ids`, where the caller has put it). Answers false,
   * and changes nothing, when `id` already has a slot.
   */
  insert(id: string, slot: number): boolean {
    if (this.fallback) {
      if (this.fallback.has(id)) return false
      this.fallback.set(id, slot)
      return true
    }
    if ((this.count + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2)
    const slots = this.slots
    const mask = this.mask
    let i = this.hash(id) & mask
    for (let probes = 0; ; i = (i + 1) & mask, probes++) {
      const held = slots[i]!
      if (held === EMPTY) break
      if (this.ids[held] === id) return false
      if (probes === MAX_PROBE) {
        this.fallBack()
        return this.insert(id, slot)
      }
    }
    slots[i] = slot
    this.count += 1
    return true
  }

  /** FNV-1a over the code units of `id`, from this table's random starting value. */
  private hash(id: string): number {
    if (this.hashOf) return this.hashOf(id)
    let h = this.seed ^ 0x811c9dc5
    for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 0x01000193)
    return h ^ (h >>> 15)
  }

  /** Rebuilds the table at `size` slots from the ids indexed so far. */
  private rehash(size: number): void {
    const old = this.slots
    this.slots = new Int32Array(size).fill(EMPTY)
    this.mask = size - 1
    for (let k = 0; k < old.length; k++) {
      const slot = old[k]!
      if (slot === EMPTY) continue
      let i = this.hash(this.ids[slot]!) & this.mask
      while (this.slots[i] !== EMPTY) i = (i + 1) & this.mask
      this.slots[i] = slot
    }
  }

  /** Moves the index to a Map (see the class comment). */
  private fallBack(): void {
    const map = new Map<string, number>()
    for (let k = 0; k < this.slots.length; k++) {
      const slot = this.slots[k]!
      if (slot !== EMPTY) map.set(this.ids[slot]!, slot)
    }
    this.fallback = map
    this.slots = new Int32Array(0)
  }

  /** True once the index has moved to a Map (for tests). */
  get flooded(): boolean {
    return this.fallback !== null
  }
}
