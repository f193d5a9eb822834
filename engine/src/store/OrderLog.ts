import { grow } from './grow'

const NONE = -1

/**
 * Insertion order of integer rows as an append-only log, the way a JavaScript map keeps its
 * entries: appending writes the row at the end with a rising sequence number, removing only marks
 * its place dead, and the log is compacted when the dead places outnumber the live ones. A walk
 * ({@link OrderWalk}) therefore behaves as a map's iterator does while rows come and go: rows
 * removed before it reaches them are skipped, rows appended (again) are visited at the end.
 *
 * Example: append 4, 7, 9; remove 7; append 7 — the order is 4, 9, 7.
 */
export class OrderLog {
  private log = new Int32Array(16)
  private seqs = new Float64Array(16)
  private length = 0
  private positions = new Int32Array(16).fill(NONE)
  private live = 0
  private nextSeq = 0
  /** Grows by one with every compaction, so walks know to find their place again. */
  epoch = 0

  /** Makes room for rows below `rows` and as many appends, so a bulk load does not regrow. */
  reserve(rows: number): void {
    if (rows > this.positions.length) {
      const from = this.positions.length
      this.positions = grow(this.positions, rows)
      this.positions.fill(NONE, from)
    }
    if (rows > this.log.length) {
      this.log = grow(this.log, rows)
      this.seqs = grow(this.seqs, rows)
    }
  }

  /** Puts `row` last; a row already in the log moves to the end. */
  append(row: number): void {
    if (row >= this.positions.length) {
      const from = this.positions.length
      this.positions = grow(this.positions, Math.max(row + 1, from * 2))
      this.positions.fill(NONE, from)
    }
    if (this.positions[row] !== NONE) this.remove(row)
    if (this.length === this.log.length) {
      this.log = grow(this.log, this.length * 2)
      this.seqs = grow(this.seqs, this.length * 2)
    }
    this.log[this.length] = row
    this.seqs[this.length] = this.nextSeq++
    this.positions[row] = this.length++
    this.live += 1
  }

  /** Takes `row` out of the order; a row not in it is left as it is. */
  remove(row: number): void {
    if (row >= this.positions.length || this.positions[row] === NONE) return
    this.positions[row] = NONE
    this.live -= 1
    if (this.length > 64 && this.length - this.live > this.live) this.compact()
  }

  /** How many rows are in the order. */
  get count(): number {
    return this.live
  }

  /** A walk from the first row. */
  walk(): OrderWalk {
    return new OrderWalk(this)
  }

  /**
   * The first live row at or after log place `from` (written to `out[0]`, its place to `out[1]`),
   * or false at the end. For {@link OrderWalk}.
   */
  liveFrom(from: number, out: Int32Array): boolean {
    for (let p = from; p < this.length; p++) {
      const row = this.log[p]!
      if (this.positions[row] === p) {
        out[0] = row
        out[1] = p
        return true
      }
    }
    return false
  }

  /** The log place a walk that last visited sequence number `seq` goes on from. */
  placeAfter(seq: number): number {
    let lo = 0
    let hi = this.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.seqs[mid]! <= seq) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The sequence number at log place `place`. */
  seqAt(place: number): number {
    return this.seqs[place]!
  }

  private compact(): void {
    let to = 0
    for (let p = 0; p < this.length; p++) {
      const row = this.log[p]!
      if (this.positions[row] !== p) continue
      this.log[to] = row
      this.seqs[to] = this.seqs[p]!
      this.positions[row] = to++
    }
    this.length = to
    this.epoch += 1
  }
}

/** A walk over an {@link OrderLog} that survives appends, removals and compactions on the way. */
export class OrderWalk {
  private place = 0
  private epoch: number
  private lastSeq = -1
  private readonly found = new Int32Array(2)

  constructor(private readonly order: OrderLog) {
    this.epoch = order.epoch
  }

  /** The next live row, or -1 at the end. */
  next(): number {
    if (this.epoch !== this.order.epoch) {
      this.epoch = this.order.epoch
      this.place = this.order.placeAfter(this.lastSeq)
    }
    if (!this.order.liveFrom(this.place, this.found)) return NONE
    const place = this.found[1]!
    this.lastSeq = this.order.seqAt(place)
    this.place = place + 1
    return this.found[0]!
  }
}
