import type { WireId } from '@harness/protocol'

/**
 * Integer rows for the wires of a document: each wire id gets a row that stays its own while the
 * wire exists, so derived columns are indexed by integers; rows of removed wires are reused.
 */
export class WireRows {
  private readonly rowById = new Map<WireId, number>()
  private readonly idByRow: (WireId | null)[] = []
  private readonly free: number[] = []

  /** Number of wires with a row. */
  get size(): number {
    return this.rowById.size
  }

  /** One more than the highest row ever given (rows are below it). */
  get capacity(): number {
    return this.idByRow.length
  }

  /** The row of wire `id`, or undefined. */
  rowOf(id: WireId): number | undefined {
    return this.rowById.get(id)
  }

  /** The wire in row `w`, or null for a free row. */
  idAt(w: number): WireId | null {
    return this.idByRow[w] ?? null
  }

  /** Gives wire `id` a row (a freed one first) and answers it. */
  add(id: WireId): number {
    const w = this.free.pop() ?? this.idByRow.length
    this.idByRow[w] = id
    this.rowById.set(id, w)
    return w
  }

  /** Frees row `w`. */
  remove(w: number): void {
    const id = this.idByRow[w]
    if (id === null || id === undefined) return
    this.rowById.delete(id)
    this.idByRow[w] = null
    this.free.push(w)
  }

  /** Forgets every row. */
  clear(): void {
    this.rowById.clear()
    this.idByRow.length = 0
    this.free.length = 0
  }

  /** The ids of the wires with rows, in row order. */
  ids(): IterableIterator<WireId> {
    return this.rowById.keys()
  }
}
