import type { CavityId, ConnectorId, ModuleId, MulticoreId, NodeId, SegmentId, SpliceId, WireGroupId, WireId } from '@harness/protocol'
import type {
  AnyId, CavityRecord, ConnectorRecord, HarnessRecord, RecordOf, SealRecord, SettingsRecord, TerminalRecord, TypeName, WireEndpoint,
  WireRecord,
} from '../model/records'
import type { DocReader, EndPart, EndPlace } from './DocReader'
import type { RelationName } from './relations'

/**
 * The reverse lookups of {@link DocReader} written once over a store's two primitives: the records
 * naming a key in one relation, and the records naming a module. Both stores extend it.
 */
export abstract class RelationReader implements DocReader {
  abstract readonly version: number
  abstract readonly settings: SettingsRecord
  abstract get(id: AnyId | string): HarnessRecord | undefined
  abstract getOf<T extends TypeName>(typeName: T, id: string): RecordOf<T> | undefined
  abstract all<T extends TypeName>(typeName: T): Iterable<RecordOf<T>>
  abstract count(typeName: TypeName): number
  /** The records naming `key` in `relation`, in the order they were indexed. */
  protected abstract related(relation: RelationName, key: string): HarnessRecord[]
  /** How many records `related(relation, key)` would answer, reading none of them. */
  protected abstract relatedCount(relation: RelationName, key: string): number
  abstract usersOfModule(moduleId: ModuleId): HarnessRecord[]

  endPartOf(end: WireEndpoint): EndPart {
    if (end.kind === 'splice') return this.getOf('splice', end.spliceId)
    if (end.kind !== 'cavity') return undefined
    return this.connectorOfCavity(end.cavityId)
  }

  eachWireWithEnds(visit: (wire: WireRecord, partA: EndPart, partB: EndPart, terminals: readonly TerminalRecord[]) => void): void {
    for (const wire of this.all('wire')) visit(wire, this.endPartOf(wire.endA), this.endPartOf(wire.endB), this.terminalsOf(wire.id))
  }

  eachWireWithPlaces(visit: (wire: WireRecord, placeA: EndPlace, placeB: EndPlace, terminals: readonly TerminalRecord[]) => void): void {
    for (const wire of this.all('wire')) visit(wire, this.endPlaceOf(wire.endA), this.endPlaceOf(wire.endB), this.terminalsOf(wire.id))
  }

  eachTerminalWithPlace(visit: (terminal: TerminalRecord, wire: WireRecord | undefined, place: EndPlace) => void): void {
    for (const terminal of this.all('terminal')) {
      const wire = this.getOf('wire', terminal.wireId)
      visit(terminal, wire, wire ? this.endPlaceOf(terminal.end === 'A' ? wire.endA : wire.endB) : undefined)
    }
  }

  eachSealWithCavity(visit: (seal: SealRecord, cavity: CavityRecord | undefined, connector: ConnectorRecord | undefined) => void): void {
    for (const seal of this.all('seal')) {
      const cavity = this.getOf('cavity', seal.cavityId)
      visit(seal, cavity, cavity ? this.getOf('connector', cavity.connectorId) : undefined)
    }
  }

  endPlaceOf(end: WireEndpoint): EndPlace {
    if (end.kind === 'splice') {
      const splice = this.getOf('splice', end.spliceId)
      return splice ? { kind: 'splice', splice } : undefined
    }
    if (end.kind !== 'cavity') return undefined
    const cavity = this.getOf('cavity', end.cavityId)
    const connector = cavity ? this.getOf('connector', cavity.connectorId) : undefined
    return cavity && connector ? { kind: 'cavity', cavity, connector, seals: this.sealsIn(cavity.id) } : undefined
  }

  connectorOfCavity(cavityId: CavityId): ConnectorRecord | undefined {
    const cavity = this.getOf('cavity', cavityId)
    return cavity ? this.getOf('connector', cavity.connectorId) : undefined
  }

  cavitiesOf(connectorId: ConnectorId): RecordOf<'cavity'>[] {
    return (this.related('cavityByConnector', connectorId) as RecordOf<'cavity'>[]).sort((a, b) => a.index - b.index)
  }

  cavityCount(connectorId: ConnectorId): number {
    return this.relatedCount('cavityByConnector', connectorId)
  }

  wiresAt(endpoint: CavityId | SpliceId): RecordOf<'wire'>[] {
    return this.related('wireByEnd', endpoint) as RecordOf<'wire'>[]
  }

  segmentsAt(nodeId: NodeId): RecordOf<'segment'>[] {
    return this.related('segmentByNode', nodeId) as RecordOf<'segment'>[]
  }

  connectorsAt(nodeId: NodeId): RecordOf<'connector'>[] {
    return this.related('partByNode', nodeId).filter((r): r is RecordOf<'connector'> => r.typeName === 'connector')
  }

  splicesAt(nodeId: NodeId): RecordOf<'splice'>[] {
    return this.related('partByNode', nodeId).filter((r): r is RecordOf<'splice'> => r.typeName === 'splice')
  }

  protectionsOn(segmentId: SegmentId): RecordOf<'protection'>[] {
    return this.related('protectionBySegment', segmentId) as RecordOf<'protection'>[]
  }

  fixingsAt(place: SegmentId | NodeId): RecordOf<'fixing'>[] {
    return this.related('fixingByPlace', place) as RecordOf<'fixing'>[]
  }

  coresOf(multicoreId: MulticoreId): RecordOf<'wire'>[] {
    return this.related('coreByMulticore', multicoreId) as RecordOf<'wire'>[]
  }

  terminalsOf(wireId: WireId): RecordOf<'terminal'>[] {
    return this.related('terminalByWire', wireId) as RecordOf<'terminal'>[]
  }

  sealsIn(cavityId: CavityId): RecordOf<'seal'>[] {
    return this.related('sealByCavity', cavityId) as RecordOf<'seal'>[]
  }

  membersOf(groupId: WireGroupId): RecordOf<'wire'>[] {
    const group = this.getOf('wireGroup', groupId)
    if (!group) return []
    return group.wireIds.map((id) => this.getOf('wire', id)).filter((w): w is RecordOf<'wire'> => w !== undefined)
  }
}
