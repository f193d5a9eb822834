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
  /** Applies `diff` (removals, updates, additions) and increments the version. */
  applyDiff(diff: RecordsDiff): void
  /** Puts one record; a record replacing one of the same id keeps its place in insertion order. */
  insert(record: HarnessRecord): void
  /** Removes one record; answers it, or undefined when absent. */
  delete(id: string): HarnessRecord | undefined
  /** Increments the version after direct inserts and deletes (a committed transaction). */
  bumpVersion(): void
}

/** Makes the store of a document from its records. */
export type RecordStoreFactory = (records: Iterable<HarnessRecord>) => RecordStore
