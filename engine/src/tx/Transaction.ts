import type { AnyId, HarnessRecord, RecordOf, TypeName } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { DiffBuilder, type RecordsDiff } from '../store/RecordsDiff'
import type { RecordStore } from '../store/RecordStore'

/**
 * The only way to write a document: puts, updates and removals against the store, recorded as
 * one diff. Writes apply at once so a command reads its own changes; {@link rollback} undoes them
 * all if the command or a rule refuses, and {@link commit} hands the diff to the editor.
 */
export class Transaction {
  private readonly builder = new DiffBuilder()
  private closed = false

  constructor(private readonly store: RecordStore) {}

  /** The document as it stands inside this transaction. */
  get doc(): DocReader {
    return this.store
  }

  /** Puts `record`, adding it or replacing the record with its id. */
  put(record: HarnessRecord): void {
    this.assertOpen()
    const previous = this.store.get(record.id)
    if (previous === record) return
    this.store.insert(record)
    this.builder.put(previous, record)
  }

  /** Changes fields of the record `id` of type `typeName`; refuses an unknown id with a RangeError. */
  update<T extends TypeName>(typeName: T, id: string, patch: Partial<Omit<RecordOf<T>, 'id' | 'typeName'>>): RecordOf<T> {
    const previous = this.store.getOf(typeName, id)
    if (!previous) throw new RangeError(`update: no ${typeName} ${id}`)
    const next = { ...previous, ...patch } as RecordOf<T>
    this.put(next)
    return next
  }

  /** Removes the records `ids` (unknown ids are ignored). Rules cascade what depended on them. */
  remove(ids: Iterable<AnyId | string>): void {
    this.assertOpen()
    for (const id of ids) {
      const previous = this.store.delete(id)
      if (previous) this.builder.remove(previous)
    }
  }

  /** The changes made so far. */
  get diff(): RecordsDiff {
    return this.builder.toDiff()
  }

  /** Ids removed so far (rules read them to cascade). */
  removedRecords(): HarnessRecord[] {
    return Object.values(this.builder.removed)
  }

  /** Ends the transaction keeping its changes; bumps the document version; answers the diff. */
  commit(): RecordsDiff {
    this.assertOpen()
    this.closed = true
    this.store.bumpVersion()
    return this.builder.toDiff()
  }

  /** Ends the transaction undoing every change it made; the version stays. */
  rollback(): void {
    this.assertOpen()
    this.closed = true
    const diff = this.builder.toDiff()
    for (const record of Object.values(diff.added)) this.store.delete(record.id)
    for (const [from] of Object.values(diff.updated)) this.store.insert(from)
    for (const record of Object.values(diff.removed)) this.store.insert(record)
  }

  private assertOpen(): void {
    if (this.closed) throw new RangeError('Transaction: already committed or rolled back')
  }
}
