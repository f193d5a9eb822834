import type { HarnessRecord } from '../model/records'
import type { DocReader } from './DocReader'
import type { RecordsDiff } from './RecordsDiff'

/**
 * A document's records as a transaction writes them: {@link DocReader} plus the record-by-record
 * writes a transaction makes and undoes. Implemented by the columnar {@link Store} the product
 * uses and by the previous map store the benchmark compares it with.
 */
export interface RecordStore extends DocReader {
  /** Every record, in insertion order. */
  allRecords(): IterableIterator<HarnessRecord>
  /** Number of records of every type. */
  readonly size: number
  /** Puts one record; a record replacing one of the same id keeps its place in insertion order. */
  insert(record: HarnessRecord): void
  /** Removes one record; answers it, or undefined when absent. */
  delete(id: string): HarnessRecord | undefined
  /** Increments the version after direct inserts and deletes (a committed transaction). */
  bumpVersion(): void
}

/**
 * Applies `diff` to `store` (removals, then updates, then additions) as one new version: how undo
 * and redo restore a committed change. The diff must fit the store: an update's `from` and a
 * removal must be the stored record.
 */
export function applyRecordsDiff(store: RecordStore, diff: RecordsDiff): void {
  for (const record of Object.values(diff.removed)) store.delete(record.id)
  for (const [, to] of Object.values(diff.updated)) store.insert(to)
  for (const record of Object.values(diff.added)) store.insert(record)
  store.bumpVersion()
}

/** Makes the store of a document from its records. */
export type RecordStoreFactory = (records: Iterable<HarnessRecord>) => RecordStore
