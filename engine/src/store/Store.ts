import type { CavityId, ConnectorId, ModuleId, MulticoreId, NodeId, SegmentId, SpliceId, WireGroupId, WireId } from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../model/defaults'
import type { AnyId, HarnessRecord, RecordOf, SettingsRecord, TypeName } from '../model/records'
import type { DocReader } from './DocReader'
import { RecordIndex } from './RecordIndex'
import type { RecordsDiff } from './RecordsDiff'

/** The reverse indexes of the store: what refers to what. */
function createIndexes() {
  return {
    cavityByConnector: new RecordIndex((r) => (r.typeName === 'cavity' ? [r.connectorId] : []), ['cavity']),
    wireByEnd: new RecordIndex((r) => {
      if (r.typeName !== 'wire') return []
      const keys: string[] = []
      for (const end of [r.endA, r.endB]) {
        if (end.kind === 'cavity') keys.push(end.cavityId)
        else if (end.kind === 'splice') keys.push(end.spliceId)
      }
      return keys
    }, ['wire']),
    segmentByNode: new RecordIndex((r) => (r.typeName === 'segment' ? [r.startNodeId, r.endNodeId] : []), ['segment']),
    partByNode: new RecordIndex((r) => (r.typeName === 'connector' || r.typeName === 'splice' ? [r.nodeId] : []), ['connector', 'splice']),
    protectionBySegment: new RecordIndex((r) => (r.typeName === 'protection' ? [r.segmentId] : []), ['protection']),
    fixingByPlace: new RecordIndex(
      (r) => (r.typeName === 'fixing' ? [r.place.kind === 'node' ? r.place.nodeId : r.place.segmentId] : []),
      ['fixing'],
    ),
    coreByMulticore: new RecordIndex((r) => (r.typeName === 'wire' && r.multicoreId ? [r.multicoreId] : []), ['wire']),
    terminalByWire: new RecordIndex((r) => (r.typeName === 'terminal' ? [r.wireId] : []), ['terminal']),
    sealByCavity: new RecordIndex((r) => (r.typeName === 'seal' ? [r.cavityId] : []), ['seal']),
    byModule: new RecordIndex((r) => (r.typeName === 'wire' ? r.moduleIds : r.typeName === 'configuration' ? r.moduleIds : []), ['wire', 'configuration']),
  }
}

/**
 * The records of one harness document with their indexes. It changes only by {@link applyDiff},
 * which a transaction calls; every applied diff increments `version`. Reads never copy records.
 */
export class Store implements DocReader {
  private readonly records = new Map<string, HarnessRecord>()
  private readonly byType = new Map<TypeName, Map<string, HarnessRecord>>()
  private readonly indexes = createIndexes()
  /** The indexes that can hold each type of record, so a record visits only those. */
  private readonly indexesOf = new Map<TypeName, RecordIndex[]>()
  private currentVersion = 0

  /** A store holding `records` (settings default when absent) at version 0. */
  constructor(records: Iterable<HarnessRecord> = []) {
    for (const index of Object.values(this.indexes)) {
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

  cavitiesOf(connectorId: ConnectorId): RecordOf<'cavity'>[] {
    return this.lookup<'cavity'>(this.indexes.cavityByConnector, connectorId).sort((a, b) => a.index - b.index)
  }

  wiresAt(endpoint: CavityId | SpliceId): RecordOf<'wire'>[] {
    return this.lookup<'wire'>(this.indexes.wireByEnd, endpoint)
  }

  segmentsAt(nodeId: NodeId): RecordOf<'segment'>[] {
    return this.lookup<'segment'>(this.indexes.segmentByNode, nodeId)
  }

  connectorsAt(nodeId: NodeId): RecordOf<'connector'>[] {
    return this.lookup<'connector' | 'splice'>(this.indexes.partByNode, nodeId).filter((r): r is RecordOf<'connector'> => r.typeName === 'connector')
  }

  splicesAt(nodeId: NodeId): RecordOf<'splice'>[] {
    return this.lookup<'connector' | 'splice'>(this.indexes.partByNode, nodeId).filter((r): r is RecordOf<'splice'> => r.typeName === 'splice')
  }

  protectionsOn(segmentId: SegmentId): RecordOf<'protection'>[] {
    return this.lookup<'protection'>(this.indexes.protectionBySegment, segmentId)
  }

  fixingsAt(place: SegmentId | NodeId): RecordOf<'fixing'>[] {
    return this.lookup<'fixing'>(this.indexes.fixingByPlace, place)
  }

  coresOf(multicoreId: MulticoreId): RecordOf<'wire'>[] {
    return this.lookup<'wire'>(this.indexes.coreByMulticore, multicoreId)
  }

  terminalsOf(wireId: WireId): RecordOf<'terminal'>[] {
    return this.lookup<'terminal'>(this.indexes.terminalByWire, wireId)
  }

  sealsIn(cavityId: CavityId): RecordOf<'seal'>[] {
    return this.lookup<'seal'>(this.indexes.sealByCavity, cavityId)
  }

  membersOf(groupId: WireGroupId): RecordOf<'wire'>[] {
    const group = this.getOf('wireGroup', groupId)
    if (!group) return []
    return group.wireIds.map((id) => this.getOf('wire', id)).filter((w): w is RecordOf<'wire'> => w !== undefined)
  }

  usersOfModule(moduleId: ModuleId): HarnessRecord[] {
    return [...this.indexes.byModule.get(moduleId)].map((id) => this.records.get(id)!)
  }

  /**
   * Applies `diff` (removals, then updates, then additions) and increments the version. The diff
   * must fit the store: an update's `from` and a removal must be the stored record.
   */
  applyDiff(diff: RecordsDiff): void {
    for (const record of Object.values(diff.removed)) this.delete(record.id)
    for (const [, to] of Object.values(diff.updated)) this.insert(to)
    for (const record of Object.values(diff.added)) this.insert(record)
    this.currentVersion += 1
  }

  /** Puts one record without recording anything (used by transactions, which record the diff). */
  insert(record: HarnessRecord): void {
    const previous = this.records.get(record.id)
    if (previous) this.unindex(previous)
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

  private lookup<T extends TypeName>(index: RecordIndex, key: string): RecordOf<T>[] {
    const out: RecordOf<T>[] = []
    for (const id of index.get(key)) out.push(this.records.get(id) as RecordOf<T>)
    return out
  }
}
