import { grow } from '../../store/grow'

/**
 * The routes of every wire in typed arrays, and for every segment the wires routed through it.
 *
 * Routes are compressed sparse rows with slack: wire row `w` owns the entries
 * `routeStart[w] .. routeStart[w] + routeCount[w]` of `routeSegments` (segment indexes of the
 * bundle graph, in walking order). A re-routed wire takes fresh entries at the end; the old ones
 * become garbage, and the pool compacts itself when garbage passes half of it. Each entry is also a
 * link in its segment's doubly linked list of entries (`segmentHead`, `entryNext`, `entryPrev`), so
 * "the wires through segment s" is a walk over integers and re-routing a wire costs O(its route).
 * Nothing here allocates per wire or per entry once the arrays have grown to size.
 */
export class RoutePool {
  /** First entry of each wire row's route. */
  routeStart = new Int32Array(0)
  /** Number of steps of each wire row's route (0 for an unrouted wire). */
  routeCount = new Int32Array(0)
  /** Segment index of each entry. */
  routeSegments = new Int32Array(0)
  /** Wire row of each entry (-1 for garbage). */
  entryWire = new Int32Array(0)
  /** Next entry on the same segment, or -1. */
  entryNext = new Int32Array(0)
  /** Previous entry on the same segment, or -1. */
  entryPrev = new Int32Array(0)
  /** First entry on each segment, or -1. */
  segmentHead = new Int32Array(0)
  /** Number of wire entries on each segment. */
  segmentWires = new Int32Array(0)
  private used = 0
  private garbage = 0

  /** An empty pool for `wireRows` wire rows and `segments` segment indexes. */
  reset(wireRows: number, segments: number, entries: number): void {
    this.routeStart = new Int32Array(Math.max(wireRows, 16))
    this.routeCount = new Int32Array(Math.max(wireRows, 16))
    this.routeSegments = new Int32Array(Math.max(entries, 64))
    this.entryWire = new Int32Array(Math.max(entries, 64))
    this.entryNext = new Int32Array(Math.max(entries, 64))
    this.entryPrev = new Int32Array(Math.max(entries, 64))
    this.segmentHead = new Int32Array(segments).fill(-1)
    this.segmentWires = new Int32Array(segments)
    this.used = 0
    this.garbage = 0
  }

  /** Makes room for wire rows up to `rows` (exclusive). */
  ensureWireRows(rows: number): void {
    if (rows <= this.routeStart.length) return
    const size = Math.max(rows, this.routeStart.length * 2)
    this.routeStart = grow(this.routeStart, size)
    this.routeCount = grow(this.routeCount, size)
  }

  /** Gives wire row `w` the route `segments[0..count)`, linking each step into its segment's list. */
  setRoute(w: number, segments: Int32Array, count: number): void {
    this.clearRoute(w)
    if (count === 0) return
    this.ensureEntries(count)
    const start = this.used
    for (let i = 0; i < count; i++) {
      const e = start + i
      const s = segments[i]!
      this.routeSegments[e] = s
      this.entryWire[e] = w
      const head = this.segmentHead[s]!
      this.entryPrev[e] = -1
      this.entryNext[e] = head
      if (head !== -1) this.entryPrev[head] = e
      this.segmentHead[s] = e
      this.segmentWires[s]! += 1
    }
    this.used += count
    this.routeStart[w] = start
    this.routeCount[w] = count
  }

  /** Removes wire row `w`'s route (its entries become garbage). */
  clearRoute(w: number): void {
    const count = this.routeCount[w]!
    if (count === 0) return
    const start = this.routeStart[w]!
    for (let e = start; e < start + count; e++) {
      const s = this.routeSegments[e]!
      const prev = this.entryPrev[e]!
      const next = this.entryNext[e]!
      if (prev === -1) this.segmentHead[s] = next
      else this.entryNext[prev] = next
      if (next !== -1) this.entryPrev[next] = prev
      this.entryWire[e] = -1
      this.segmentWires[s]! -= 1
    }
    this.routeCount[w] = 0
    this.garbage += count
  }

  /** Number of entries in use, garbage included. */
  get size(): number {
    return this.used
  }

  /** Makes room for `count` more entries, compacting first when half the pool is garbage. */
  private ensureEntries(count: number): void {
    if (this.used + count <= this.routeSegments.length) return
    if (this.garbage * 2 > this.used) this.compact()
    if (this.used + count <= this.routeSegments.length) return
    const size = Math.max(this.used + count, this.routeSegments.length * 2)
    this.routeSegments = grow(this.routeSegments, size)
    this.entryWire = grow(this.entryWire, size)
    this.entryNext = grow(this.entryNext, size)
    this.entryPrev = grow(this.entryPrev, size)
  }

  /** Moves every live entry to the front, in wire-row order, and rebuilds the segment lists. */
  private compact(): void {
    const rows = this.routeStart.length
    const segments = new Int32Array(this.routeSegments.length)
    let at = 0
    for (let w = 0; w < rows; w++) {
      const count = this.routeCount[w]!
      if (count === 0) continue
      segments.set(this.routeSegments.subarray(this.routeStart[w]!, this.routeStart[w]! + count), at)
      this.routeStart[w] = at
      at += count
    }
    this.routeSegments = segments
    this.used = at
    this.garbage = 0
    this.segmentHead.fill(-1)
    for (let w = 0; w < rows; w++) {
      const count = this.routeCount[w]!
      const start = this.routeStart[w]!
      for (let e = start; e < start + count; e++) {
        const s = this.routeSegments[e]!
        const head = this.segmentHead[s]!
        this.entryWire[e] = w
        this.entryPrev[e] = -1
        this.entryNext[e] = head
        if (head !== -1) this.entryPrev[head] = e
        this.segmentHead[s] = e
      }
    }
  }
}
