import type { HarnessRecord, TypeName } from '../model/records'

/**
 * A reverse index: for each key, the ids of the records that have it (e.g. cavity id → wires
 * attached to it). `keysOf` names the keys of one record; the index is kept current record by
 * record as the store changes, so lookups cost O(1) on documents of any size.
 */
export class RecordIndex {
  private readonly byKey = new Map<string, Set<string>>()

  /** `keysOf` names a record's keys; `types` are the record types that can have any. */
  constructor(
    readonly keysOf: (record: HarnessRecord) => readonly string[],
    readonly types: readonly TypeName[],
  ) {}

  /** Adds `record` under its keys. */
  add(record: HarnessRecord): void {
    for (const key of this.keysOf(record)) {
      let ids = this.byKey.get(key)
      if (!ids) this.byKey.set(key, (ids = new Set()))
      ids.add(record.id)
    }
  }

  /** Removes `record` from under its keys. */
  delete(record: HarnessRecord): void {
    for (const key of this.keysOf(record)) {
      const ids = this.byKey.get(key)
      if (!ids) continue
      ids.delete(record.id)
      if (ids.size === 0) this.byKey.delete(key)
    }
  }

  /** The ids of the records under `key` (empty when none). */
  get(key: string): ReadonlySet<string> {
    return this.byKey.get(key) ?? EMPTY
  }
}

const EMPTY: ReadonlySet<string> = new Set()
