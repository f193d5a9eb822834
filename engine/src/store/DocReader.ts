import type {
  CavityId, ConnectorId, ModuleId, MulticoreId, NodeId, SegmentId, SpliceId, WireGroupId, WireId,
} from '@harness/protocol'
import type {
  AnyId, CavityRecord, ConnectorRecord, HarnessRecord, RecordOf, SealRecord, SettingsRecord, SpliceRecord, TerminalRecord, TypeName,
  WireEndpoint, WireRecord,
} from '../model/records'

/** The part a wire end is attached to: its cavity's connector or its splice; undefined when open or missing. */
export type EndPart = ConnectorRecord | SpliceRecord | undefined

/**
 * Where a wire end sits, as the reports name it: the cavity with its connector and the seals and
 * plugs fitted in it (KBL `Extremity` -> `Contact_point`), or the splice; undefined for an open end
 * or one naming a record that is not there (a cavity whose connector is missing counts as missing).
 */
export type EndPlace =
  | { readonly kind: 'cavity'; readonly cavity: CavityRecord; readonly connector: ConnectorRecord; readonly seals: readonly SealRecord[] }
  | { readonly kind: 'splice'; readonly splice: SpliceRecord }
  | undefined

/**
 * Read access to a harness document at one version: records by id and type, and the reverse
 * lookups commands, rules and computations need. Implemented by the store; commands only read
 * through this interface and write through a transaction.
 */
export interface DocReader {
  /** The document's version; it grows by one with every committed transaction. */
  readonly version: number
  get(id: AnyId | string): HarnessRecord | undefined
  /** The record `id` if it has type `typeName`. */
  getOf<T extends TypeName>(typeName: T, id: string): RecordOf<T> | undefined
  /** Every record of `typeName`, in insertion order. */
  all<T extends TypeName>(typeName: T): Iterable<RecordOf<T>>
  /** How many records of `typeName` there are. */
  count(typeName: TypeName): number
  readonly settings: SettingsRecord
  /** Cavities of a connector, by index order. */
  cavitiesOf(connectorId: ConnectorId): RecordOf<'cavity'>[]
  /** How many cavities a connector has (without reading them: its drawn body is sized by it). */
  cavityCount(connectorId: ConnectorId): number
  /**
   * The part a wire end is attached to: the connector of its cavity, or its splice; undefined for
   * an open end or one naming a record that is not there.
   */
  endPartOf(end: WireEndpoint): EndPart
  /**
   * Calls `visit` with every wire in insertion order, the parts its ends A and B are attached to
   * (see {@link endPartOf}) and its terminals: what a full derivation reads of each wire.
   */
  eachWireWithEnds(visit: (wire: WireRecord, partA: EndPart, partB: EndPart, terminals: readonly TerminalRecord[]) => void): void
  /** The place of a wire end (see {@link EndPlace}), by id lookups. */
  endPlaceOf(end: WireEndpoint): EndPlace
  /**
   * Calls `visit` with every wire in insertion order, the places of its ends A and B (see
   * {@link EndPlace}) and its terminals: what a wire-cut table or a BOM reads of each wire. The
   * store answers from integer references, with no id looked up.
   */
  eachWireWithPlaces(visit: (wire: WireRecord, placeA: EndPlace, placeB: EndPlace, terminals: readonly TerminalRecord[]) => void): void
  /**
   * Calls `visit` with every terminal in insertion order, its wire (undefined when missing) and
   * the place of the wire end it is crimped on; by integer references in the store.
   */
  eachTerminalWithPlace(visit: (terminal: TerminalRecord, wire: WireRecord | undefined, place: EndPlace) => void): void
  /**
   * Calls `visit` with every seal and plug in insertion order, its cavity and that cavity's
   * connector (each undefined when missing); by integer references in the store.
   */
  eachSealWithCavity(visit: (seal: SealRecord, cavity: CavityRecord | undefined, connector: ConnectorRecord | undefined) => void): void
  /** The connector a cavity belongs to; undefined when the cavity or its connector is not there. */
  connectorOfCavity(cavityId: CavityId): ConnectorRecord | undefined
  /** Wires with an end at the cavity or splice. */
  wiresAt(endpoint: CavityId | SpliceId): RecordOf<'wire'>[]
  /** Segments that start or end at the node. */
  segmentsAt(nodeId: NodeId): RecordOf<'segment'>[]
  /** Connectors and splices placed at the node. */
  connectorsAt(nodeId: NodeId): RecordOf<'connector'>[]
  splicesAt(nodeId: NodeId): RecordOf<'splice'>[]
  /** Protection runs on a segment. */
  protectionsOn(segmentId: SegmentId): RecordOf<'protection'>[]
  /** Fixings on a segment or at a node. */
  fixingsAt(place: SegmentId | NodeId): RecordOf<'fixing'>[]
  /** Cores of a multicore. */
  coresOf(multicoreId: MulticoreId): RecordOf<'wire'>[]
  /** Terminals on a wire's ends. */
  terminalsOf(wireId: WireId): RecordOf<'terminal'>[]
  /** Seals and plugs in a cavity. */
  sealsIn(cavityId: CavityId): RecordOf<'seal'>[]
  /** Wires of a group (in the group's order). */
  membersOf(groupId: WireGroupId): RecordOf<'wire'>[]
  /** Wires and configurations that name a module. */
  usersOfModule(moduleId: ModuleId): HarnessRecord[]
}
