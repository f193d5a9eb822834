import type { CavityId, ModuleId } from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../model/defaults'
import {
  TYPE_NAMES, type AnyId, type CavityRecord, type ConnectorRecord, type HarnessRecord, type RecordOf, type SealRecord, type SettingsRecord,
  type SpliceRecord, type TerminalRecord, type TypeName, type WireEndpoint, type WireRecord,
} from '../model/records'
import type { EndPart, EndPlace } from './DocReader'
import type { RecordStore, applyRecordsDiff } from './RecordStore'
import { IdSlots, NO_SLOT } from './IdSlots'
import { RecordIndex } from './RecordIndex'
import { ReverseIndex } from './ReverseIndex'
import { OrderLog } from './OrderLog'
import { TypeTable } from './TypeTable'
import { endKey } from './wireEndKeys'
import { MODULE_RELATION, RELATIONS, type RelationName } from './relations'
import { RelationReader } from './RelationReader'

const TYPE_CODE = new Map<TypeName, number>(TYPE_NAMES.map((t, i) => [t, i]))
const CAVITY = TYPE_CODE.get('cavity')!
const CONNECTOR = TYPE_CODE.get('connector')!
const SPLICE = TYPE_CODE.get('splice')!
const SETTINGS = TYPE_CODE.get('settings')!
const WIRE = TYPE_CODE.get('wire')!
const TERMINAL = TYPE_CODE.get('terminal')!
const SEAL = TYPE_CODE.get('seal')!

/** Whether `ids` hold exactly the ids of `records`, in order (else the store interns afresh). */
function adoptable(ids: IdSlots, records: readonly HarnessRecord[]): boolean {
  if (ids.size !== records.length) return false
  for (let slot = 0; slot < records.length; slot++) if (ids.idAt(slot) !== records[slot]!.id || ids.typeAt(slot) !== 255) return false
  return true
}

/**
 * The records of one harness document with their indexes. It changes only through a transaction
 * (record by record, then one version step) or {@link applyRecordsDiff} (undo and redo). Reads
 * never copy records.
 *
 * Ids are interned to integer slots ({@link IdSlots}); each type keeps its records in rows of a
 * {@link TypeTable} with its insertion order as a typed-array list, and the reverse indexes are
 * typed-array lists of rows ({@link ReverseIndex}), so an XL document holds no map or set per
 * record beyond the one id table.
 */
export class Store extends RelationReader implements RecordStore {
  private slots = new IdSlots()
  private settingsSlot = NO_SLOT
  private readonly tables: TypeTable[] = TYPE_NAMES.map(() => new TypeTable())
  private readonly indexes = Object.fromEntries(
    Object.entries(RELATIONS).map(([name, r]) => [name, new ReverseIndex(r.keysOf, r.types, r.positions)]),
  ) as Record<RelationName, ReverseIndex>
  /** Every record's slot in insertion order. */
  private readonly order = new OrderLog()
  /** Wires and configurations by module: few keys with many records, kept in sets. */
  private readonly byModule = new RecordIndex(MODULE_RELATION.keysOf, MODULE_RELATION.types)
  /** For each type code, the indexes that can hold records of it with the type's index in each. */
  private readonly indexesOf: { index: ReverseIndex; typeIndex: number }[][] = TYPE_NAMES.map(() => [])
  private currentVersion = 0

  /**
   * A store holding `records` (settings default when absent) at version 0. `ids`, when given, are
   * the records' ids already interned in the same order (a decoder's), so they are not hashed again;
   * ids that do not match the records, or that another store already adopted, are not used.
   */
  constructor(records: Iterable<HarnessRecord> = [], ids?: IdSlots) {
    super()
    for (const index of Object.values(this.indexes)) {
      index.types.forEach((type, typeIndex) => this.indexesOf[TYPE_CODE.get(type)!]!.push({ index, typeIndex }))
    }
    if (ids && Array.isArray(records) && adoptable(ids, records)) {
      this.slots = ids
      this.reserve(records)
      for (let slot = 0; slot < records.length; slot++) this.put(records[slot]!, slot)
    } else {
      for (const record of records) this.insert(record)
    }
    if (!this.get('settings')) this.insert(DEFAULT_SETTINGS)
    this.settingsSlot = this.slots.find('settings')
  }

  /** Sizes the tables, the order and the indexes for `records` at once (a bulk load). */
  private reserve(records: readonly HarnessRecord[]): void {
    const perType = new Array<number>(TYPE_NAMES.length).fill(0)
    for (let i = 0; i < records.length; i++) perType[TYPE_CODE.get(records[i]!.typeName)!]! += 1
    perType.forEach((rows, type) => this.tables[type]!.reserve(rows))
    this.order.reserve(records.length)
    for (const index of Object.values(this.indexes)) {
      const rows = Math.max(...index.types.map((type) => perType[TYPE_CODE.get(type)!]!))
      index.reserve(rows, this.slots.size)
    }
  }

  get version(): number {
    return this.currentVersion
  }

  get(id: AnyId | string): HarnessRecord | undefined {
    const slot = this.slots.find(id)
    if (slot === NO_SLOT) return undefined
    const type = this.slots.typeAt(slot)
    return type === 255 ? undefined : this.tables[type]!.at(this.slots.rowAt(slot))
  }

  getOf<T extends TypeName>(typeName: T, id: string): RecordOf<T> | undefined {
    const slot = this.slots.find(id)
    if (slot === NO_SLOT) return undefined
    const type = this.slots.typeAt(slot)
    return type === TYPE_CODE.get(typeName) ? (this.tables[type]!.at(this.slots.rowAt(slot)) as RecordOf<T> | undefined) : undefined
  }

  /**
   * Every wire with its end parts and terminals by integer references: the wire's rows in the
   * wire-end and terminal indexes name the slots of its cavities or splices and list its
   * terminals, so no id is looked up.
   */
  override eachWireWithEnds(visit: (wire: WireRecord, partA: EndPart, partB: EndPart, terminals: readonly TerminalRecord[]) => void): void {
    this.walkWires((end, key) => this.partAt(end, key), visit)
  }

  /** Every wire with the places of its ends and its terminals by integer references, as {@link eachWireWithEnds}. */
  override eachWireWithPlaces(visit: (wire: WireRecord, placeA: EndPlace, placeB: EndPlace, terminals: readonly TerminalRecord[]) => void): void {
    this.walkWires((end, key) => this.placeAt(end, key), visit)
  }

  /** Walks the wire table by row, resolving each end with `at` from its slot in the wire-end index. */
  private walkWires<P>(at: (end: WireEndpoint, key: number) => P, visit: (wire: WireRecord, a: P, b: P, terminals: readonly TerminalRecord[]) => void): void {
    const table = this.tables[WIRE]!
    const walk = table.walk()
    for (let row = walk.next(); row !== NO_SLOT; row = walk.next()) {
      const wire = table.at(row) as WireRecord
      const terminals = this.terminalsAtSlot(table.slotAt(row))
      visit(wire, at(wire.endA, this.endSlot(row, wire, 0)), at(wire.endB, this.endSlot(row, wire, 1)), terminals)
    }
  }

  /** Every terminal with its wire and the place of its end, by integer references (the terminal and wire-end indexes). */
  override eachTerminalWithPlace(visit: (terminal: TerminalRecord, wire: WireRecord | undefined, place: EndPlace) => void): void {
    const table = this.tables[TERMINAL]!
    const walk = table.walk()
    for (let row = walk.next(); row !== NO_SLOT; row = walk.next()) {
      const terminal = table.at(row) as TerminalRecord
      const wireRow = this.keyedRow(this.indexes.terminalByWire, row, WIRE)
      if (wireRow === NO_SLOT) {
        visit(terminal, undefined, undefined)
        continue
      }
      const wire = this.tables[WIRE]!.at(wireRow) as WireRecord
      const side = terminal.end === 'A' ? 0 : 1
      visit(terminal, wire, this.placeAt(side === 0 ? wire.endA : wire.endB, this.endSlot(wireRow, wire, side)))
    }
  }

  /** Every seal and plug with its cavity and connector, by integer references (the seal and connector indexes). */
  override eachSealWithCavity(visit: (seal: SealRecord, cavity: CavityRecord | undefined, connector: ConnectorRecord | undefined) => void): void {
    const table = this.tables[SEAL]!
    const walk = table.walk()
    for (let row = walk.next(); row !== NO_SLOT; row = walk.next()) {
      const cavityRow = this.keyedRow(this.indexes.sealByCavity, row, CAVITY)
      const cavity = cavityRow === NO_SLOT ? undefined : (this.tables[CAVITY]!.at(cavityRow) as CavityRecord)
      visit(table.at(row) as SealRecord, cavity, cavity && this.connectorAtCavityRow(cavityRow))
    }
  }

  /**
   * The row, in the table of `type`, of the record that the entry of `row` names in `index` (its
   * first key); NO_SLOT when it names none, names a record of another type, or one deleted (a
   * deleted record keeps its slot and type with an empty row).
   */
  private keyedRow(index: ReverseIndex, row: number, type: number): number {
    const slot = index.keyOf(0, row, 0)
    if (slot === NO_SLOT || this.slots.typeAt(slot) !== type) return NO_SLOT
    const keyed = this.slots.rowAt(slot)
    return this.tables[type]!.at(keyed) === undefined ? NO_SLOT : keyed
  }

  /**
   * The slot of the cavity or splice that end `side` (0 = A, 1 = B) of the wire in `row` names, from
   * the wire-end index; NO_SLOT for an open end. Keys are listed for attached ends only, A first; an
   * end naming the same id as A is not listed again.
   */
  private endSlot(row: number, wire: WireRecord, side: 0 | 1): number {
    const attachedA = wire.endA.kind !== 'open'
    if (side === 0) return attachedA ? this.indexes.wireByEnd.keyOf(0, row, 0) : NO_SLOT
    if (wire.endB.kind === 'open') return NO_SLOT
    if (attachedA && endKey(wire.endB) === endKey(wire.endA)) return this.indexes.wireByEnd.keyOf(0, row, 0)
    return this.indexes.wireByEnd.keyOf(0, row, attachedA ? 1 : 0)
  }

  private terminalsAtSlot(wireSlot: number): TerminalRecord[] {
    const terminals: TerminalRecord[] = []
    this.indexes.terminalByWire.forEach(wireSlot, (_, t) => terminals.push(this.tables[TERMINAL]!.at(t) as TerminalRecord))
    return terminals
  }

  private sealsAtSlot(cavitySlot: number): SealRecord[] {
    const seals: SealRecord[] = []
    this.indexes.sealByCavity.forEach(cavitySlot, (_, s) => seals.push(this.tables[SEAL]!.at(s) as SealRecord))
    return seals
  }

  /** The place of `end` whose cavity or splice has the slot `key` (see {@link EndPlace}). */
  private placeAt(end: WireEndpoint, key: number): EndPlace {
    if (key === NO_SLOT) return undefined
    const type = this.slots.typeAt(key)
    const row = this.slots.rowAt(key)
    if (end.kind === 'splice') {
      const splice = type === SPLICE ? (this.tables[SPLICE]!.at(row) as SpliceRecord | undefined) : undefined
      return splice ? { kind: 'splice', splice } : undefined
    }
    if (type !== CAVITY) return undefined
    const cavity = this.tables[CAVITY]!.at(row) as CavityRecord | undefined
    const connector = this.connectorAtCavityRow(row)
    return cavity && connector ? { kind: 'cavity', cavity, connector, seals: this.sealsAtSlot(key) } : undefined
  }

  /** The part of `end` whose cavity or splice has the slot `key`. */
  private partAt(end: WireEndpoint, key: number): EndPart {
    if (key === NO_SLOT) return undefined
    const type = this.slots.typeAt(key)
    if (end.kind === 'splice') return type === SPLICE ? (this.tables[SPLICE]!.at(this.slots.rowAt(key)) as SpliceRecord | undefined) : undefined
    return type === CAVITY ? this.connectorAtCavityRow(this.slots.rowAt(key)) : undefined
  }

  /** The connector of the cavity in `row` of the cavity table, through the connector index. */
  private connectorAtCavityRow(row: number): ConnectorRecord | undefined {
    if (this.tables[CAVITY]!.at(row) === undefined) return undefined
    const connector = this.keyedRow(this.indexes.cavityByConnector, row, CONNECTOR)
    return connector === NO_SLOT ? undefined : (this.tables[CONNECTOR]!.at(connector) as ConnectorRecord)
  }

  /**
   * The connector of a cavity by integer references: one id lookup for the cavity, then the slot
   * of its connector from the cavity's entry in the connector index.
   */
  override connectorOfCavity(cavityId: CavityId): ConnectorRecord | undefined {
    const cavity = this.slots.find(cavityId)
    if (cavity === NO_SLOT || this.slots.typeAt(cavity) !== CAVITY) return undefined
    return this.connectorAtCavityRow(this.slots.rowAt(cavity))
  }

  all<T extends TypeName>(typeName: T): Iterable<RecordOf<T>> {
    return this.tables[TYPE_CODE.get(typeName)!]!.records() as Iterable<RecordOf<T>>
  }

  count(typeName: TypeName): number {
    return this.tables[TYPE_CODE.get(typeName)!]!.count
  }

  /** Every record, in insertion order. */
  *allRecords(): IterableIterator<HarnessRecord> {
    // The walk tolerates records deleted and added on the way, as a map's iterator does.
    const walk = this.order.walk()
    for (let slot = walk.next(); slot !== NO_SLOT; slot = walk.next()) yield this.tables[this.slots.typeAt(slot)]!.at(this.slots.rowAt(slot))!
  }

  /** Number of records of every type. */
  get size(): number {
    return this.order.count
  }

  /** The project settings, read through their slot: derivations read them once per wire. */
  get settings(): SettingsRecord {
    return this.tables[SETTINGS]!.at(this.slots.rowAt(this.settingsSlot)) as SettingsRecord
  }

  usersOfModule(moduleId: ModuleId): HarnessRecord[] {
    return [...this.byModule.get(moduleId)].map((id) => this.get(id)!)
  }

  /**
   * Puts one record without recording anything (used by transactions, which record the diff). A
   * record replacing one of the same id keeps its place in the insertion order.
   */
  insert(record: HarnessRecord): void {
    this.put(record, this.slots.intern(record.id))
  }

  /** Puts `record` whose id is interned at `slot`. */
  private put(record: HarnessRecord, slot: number): void {
    const type = TYPE_CODE.get(record.typeName)!
    const table = this.tables[type]!
    const heldType = this.slots.typeAt(slot)
    const previous = heldType === 255 ? undefined : this.tables[heldType]!.at(this.slots.rowAt(slot))
    if (previous && heldType === type) {
      this.unindex(type, this.slots.rowAt(slot))
      table.replace(this.slots.rowAt(slot), record)
    } else {
      // A record of another type under the same id leaves its old table but keeps its place in
      // the document's order, as replacing a map entry does.
      if (previous) this.takeFromTable(heldType, this.slots.rowAt(slot))
      const row = this.slots.typeAt(slot) === type ? this.slots.rowAt(slot) : table.newRow(slot)
      this.slots.setRow(slot, type, row)
      table.put(row, record)
      if (!previous) this.order.append(slot)
    }
    const row = this.slots.rowAt(slot)
    for (const { index, typeIndex } of this.indexesOf[type]!) index.add(record, typeIndex, row, this.slots)
    if (type === TYPE_CODE.get('wire') || type === TYPE_CODE.get('configuration')) this.byModule.add(record)
  }

  /** Removes one record without recording anything; answers it, or undefined when absent. */
  delete(id: string): HarnessRecord | undefined {
    const slot = this.slots.find(id)
    if (slot === NO_SLOT) return undefined
    const type = this.slots.typeAt(slot)
    if (type === 255) return undefined
    const row = this.slots.rowAt(slot)
    const previous = this.tables[type]!.at(row)
    if (!previous) return undefined
    this.takeFromTable(type, row)
    this.order.remove(slot)
    return previous
  }

  private takeFromTable(type: number, row: number): void {
    this.unindex(type, row)
    this.tables[type]!.take(row)
  }

  /** Increments the version after direct inserts and deletes (a committed transaction). */
  bumpVersion(): void {
    this.currentVersion += 1
  }

  private unindex(type: number, row: number): void {
    const record = this.tables[type]!.at(row)
    if (record && (record.typeName === 'wire' || record.typeName === 'configuration')) this.byModule.delete(record)
    for (const { index, typeIndex } of this.indexesOf[type]!) index.delete(typeIndex, row)
  }

  protected related(relation: RelationName, key: string): HarnessRecord[] {
    const index = this.indexes[relation]
    const out: HarnessRecord[] = []
    index.forEach(this.slots.find(key), (typeIndex, row) => {
      out.push(this.tables[TYPE_CODE.get(index.types[typeIndex]!)!]!.at(row)!)
    })
    return out
  }

  protected relatedCount(relation: RelationName, key: string): number {
    return this.indexes[relation].count(this.slots.find(key))
  }
}
