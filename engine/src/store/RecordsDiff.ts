import type { AnyId, HarnessRecord } from '../model/records'

/**
 * The change unit of the document: records added, updated (from → to) and removed, keyed by id.
 * It is invertible ({@link reverseDiff}), composable ({@link squashDiffs}) and plain data, so it
 * can be serialised and later carry multi-user edits (last writer wins per record field).
 */
export interface RecordsDiff {
  readonly added: Readonly<Record<string, HarnessRecord>>
  readonly updated: Readonly<Record<string, readonly [from: HarnessRecord, to: HarnessRecord]>>
  readonly removed: Readonly<Record<string, HarnessRecord>>
}

/** A diff that changes nothing. */
export function emptyDiff(): RecordsDiff {
  return { added: {}, updated: {}, removed: {} }
}

/** True when `diff` changes nothing. */
export function isEmptyDiff(diff: RecordsDiff): boolean {
  for (const _ in diff.added) return false
  for (const _ in diff.updated) return false
  for (const _ in diff.removed) return false
  return true
}

/** The diff that undoes `diff`. */
export function reverseDiff(diff: RecordsDiff): RecordsDiff {
  const updated: Record<string, readonly [HarnessRecord, HarnessRecord]> = {}
  for (const [id, [from, to]] of Object.entries(diff.updated)) updated[id] = [to, from]
  return { added: { ...diff.removed }, updated, removed: { ...diff.added } }
}

/** A mutable diff being built by a transaction. */
export class DiffBuilder {
  readonly added: Record<string, HarnessRecord> = {}
  readonly updated: Record<string, [HarnessRecord, HarnessRecord]> = {}
  readonly removed: Record<string, HarnessRecord> = {}

  /** Notes that `record` was put, replacing `previous` (undefined when it is new). */
  put(previous: HarnessRecord | undefined, record: HarnessRecord): void {
    const id = record.id as string
    if (this.added[id]) {
      this.added[id] = record
    } else if (this.updated[id]) {
      this.updated[id] = [this.updated[id][0], record]
    } else if (this.removed[id]) {
      const from = this.removed[id]
      delete this.removed[id]
      this.updated[id] = [from, record]
    } else if (previous) {
      this.updated[id] = [previous, record]
    } else {
      this.added[id] = record
    }
  }

  /** Notes that `record` was removed. */
  remove(record: HarnessRecord): void {
    const id = record.id as string
    if (this.added[id]) {
      delete this.added[id]
    } else if (this.updated[id]) {
      this.removed[id] = this.updated[id][0]
      delete this.updated[id]
    } else {
      this.removed[id] = record
    }
  }

  /** Appends every change of `diff`, as if applied after what is already here. */
  append(diff: RecordsDiff): void {
    for (const record of Object.values(diff.removed)) this.remove(record)
    for (const [from, to] of Object.values(diff.updated)) this.put(from, to)
    for (const record of Object.values(diff.added)) this.put(undefined, record)
  }

  /** The diff built so far (a snapshot: later changes to the builder do not alter it). */
  toDiff(): RecordsDiff {
    return { added: { ...this.added }, updated: { ...this.updated }, removed: { ...this.removed } }
  }
}

/** One diff with the effect of applying `diffs` in order. */
export function squashDiffs(diffs: readonly RecordsDiff[]): RecordsDiff {
  const builder = new DiffBuilder()
  for (const diff of diffs) builder.append(diff)
  return builder.toDiff()
}

/** The ids a diff touches. */
export function touchedIds(diff: RecordsDiff): AnyId[] {
  return [...Object.keys(diff.added), ...Object.keys(diff.updated), ...Object.keys(diff.removed)] as AnyId[]
}
