import type { AnyId, TypeName } from '../model/records'
import { TYPE_NAMES } from '../model/records'

/** One record that differs between two versions of a harness. */
export interface HarnessChange {
  readonly kind: 'added' | 'removed' | 'changed'
  readonly id: AnyId
  readonly typeName: TypeName
  /** What a designer calls the record (recordLabel); a changed record is labelled as it is after the change. */
  readonly label: string
  /** Top-level fields that differ, in the type's field order; empty for added and removed records. */
  readonly fields: readonly string[]
}

const TYPE_ORDER = new Map<TypeName, number>(TYPE_NAMES.map((t, i) => [t, i]))

/** Sort order of changes: record type (TYPE_NAMES order), then label, then id, by code units (no locale). */
export function compareChanges(x: HarnessChange, y: HarnessChange): number {
  const t = TYPE_ORDER.get(x.typeName)! - TYPE_ORDER.get(y.typeName)!
  if (t !== 0) return t
  if (x.label !== y.label) return x.label < y.label ? -1 : 1
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0
}

/**
 * The first `limit` changes in {@link compareChanges} order among all changes offered, kept in a
 * max-heap, so choosing them costs n log limit however many changes there are; `seen` counts all.
 */
export class FirstChanges {
  private readonly heap: HarnessChange[] = []
  /** How many changes were offered. */
  seen = 0

  constructor(private readonly limit: number) {}

  /**
   * Considers one change; its label is asked for only when the change could be kept (the heap is
   * not full, or the change's type does not come after the last kept one's), so a large
   * comparison does not build labels it would throw away.
   */
  offer(change: Omit<HarnessChange, 'label'>, label: () => string): void {
    this.seen += 1
    if (this.limit === 0) return
    const h = this.heap
    if (h.length < this.limit) {
      h.push({ ...change, label: label() })
      this.up(h.length - 1)
      return
    }
    if (TYPE_ORDER.get(change.typeName)! > TYPE_ORDER.get(h[0]!.typeName)!) return
    const full = { ...change, label: label() }
    if (compareChanges(full, h[0]!) < 0) {
      h[0] = full
      this.down(0)
    }
  }

  /** The kept changes in order. */
  sorted(): HarnessChange[] {
    return [...this.heap].sort(compareChanges)
  }

  private up(i: number): void {
    const h = this.heap
    while (i > 0) {
      const p = (i - 1) >> 1
      if (compareChanges(h[i]!, h[p]!) <= 0) return
      ;[h[i], h[p]] = [h[p]!, h[i]!]
      i = p
    }
  }

  private down(i: number): void {
    const h = this.heap
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let top = i
      if (l < h.length && compareChanges(h[l]!, h[top]!) > 0) top = l
      if (r < h.length && compareChanges(h[r]!, h[top]!) > 0) top = r
      if (top === i) return
      ;[h[i], h[top]] = [h[top]!, h[i]!]
      i = top
    }
  }
}
