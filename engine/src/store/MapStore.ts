import type { ModuleId } from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../model/defaults'
import type { AnyId, HarnessRecord, RecordOf, SettingsRecord, TypeName } from '../model/records'
import type { RecordStore } from './RecordStore'
import { RecordIndex } from './RecordIndex'
import { MODULE_RELATION, RELATIONS, type RelationName } from './relations'
import { RelationReader } from './RelationReader'

/**
 * The previous record store: every record in maps keyed by id and every reverse index a set of
 * ids per key. Same meaning as {@link Store}, about three times its memory at XL (141 against 41
 * MiB beside 175 MiB of records). Kept for the benchmark's `--store previous` run and as the
 * reference the store's tests compare against, until the columnar store has won on every row.
 */
export class MapStore extends RelationReader implements RecordStore {
  private readonly records = new Map<string, HarnessRecord>()
  private readonly byType = new Map<TypeName, Map<string, HarnessRecord>>()
  private readonly indexes = Object.fromEntries(
    Object.entries(RELATIONS).map(([name, r]) => [name, new RecordIndex(r.keysOf, r.types)]),
  ) as Record<RelationName, RecordIndex>
  private readonly byModule = new RecordIndex(MODULE_RELATION.keysOf, MODULE_RELATION.types)
  /** The indexes that can hold each type of record, so a record visits only those. */
  private readonly indexesOf = new Map<TypeName, RecordIndex[]>()
  private currentVersion = 0

  /** A map store holding `records` (settings default when absent) at version 0. */
  constructor(records: Iterable<HarnessRecord> = []) {
    super()
    for (const index of [...Object.values(this.indexes), this.byModule]) {
      for (const type of index.types) this.indexesOf.set(type, [...(this.indexesOf.get(type) ?? []), index])
    }
    for (const record of records) this.insert(record)
    if (!this.records.has('settings')) this.insert(DEFAULT_SETTINGS)
  }

  get version(): number {
    return this.currentVersion
  }

  get(id: AnyId | string): HarnessRecord | undefined {
    return this.records.get(id)
  }

  getOf<T extends TypeName>(typeName: T, id: string): RecordOf<T> | undefined {
    const record = this.records.get(id)
    return record && record.typeName === typeName ? (record as RecordOf<T>) : undefined
  }

  all<T extends TypeName>(typeName: T): Iterable<RecordOf<T>> {
    return (this.byType.get(typeName)?.values() ?? []) as Iterable<RecordOf<T>>
  }

  count(typeName: TypeName): number {
    return this.byType.get(typeName)?.size ?? 0
  }

  /** Every record, in insertion order. */
  allRecords(): IterableIterator<HarnessRecord> {
    return this.records.values()
  }

  /** Number of records of every type. */
  get size(): number {
    return this.records.size
  }

  get settings(): SettingsRecord {
    return this.records.get('settings') as SettingsRecord
  }

  usersOfModule(moduleId: ModuleId): HarnessRecord[] {
    return [...this.byModule.get(moduleId)].map((id) => this.records.get(id)!)
  }

  /** Puts one record without recording anything (used by transactions, which record the diff). */
  insert(record: HarnessRecord): void {
    const previous = this.records.get(record.id)
    if (previous) this.unindex(previous)
    if (previous && previous.typeName !== record.typeName) this.byType.get(previous.typeName)?.delete(record.id)
    this.records.set(record.id, record)
    let typed = this.byType.get(record.typeName)
    if (!typed) this.byType.set(record.typeName, (typed = new Map()))
    typed.set(record.id, record)
    for (const index of this.indexesOf.get(record.typeName) ?? []) index.add(record)
  }

  /** Removes one record without recording anything; answers it, or undefined when absent. */
  delete(id: string): HarnessRecord | undefined {
    const previous = this.records.get(id)
    if (!previous) return undefined
    this.unindex(previous)
    this.records.delete(id)
    this.byType.get(previous.typeName)?.delete(id)
    return previous
  }

  /** Increments the version after direct inserts and deletes (a committed transaction). */
  bumpVersion(): void {
    this.currentVersion += 1
  }

  private unindex(record: HarnessRecord): void {
    for (const index of this.indexesOf.get(record.typeName) ?? []) index.delete(record)
  }

  protected related(relation: RelationName, key: string): HarnessRecord[] {
    const out: HarnessRecord[] = []
    for (const id of this.indexes[relation].get(key)) out.push(this.records.get(id)!)
    return out
  }

  protected relatedCount(relation: RelationName, key: string): number {
    return this.indexes[relation].get(key).size
  }
}
