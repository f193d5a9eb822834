/**
 * The records of a harness arranged the way a KBL file nests them: KBL puts cavities inside their
 * connector's slot, a wire end's contact point inside the connector or splice it reaches, the
 * terminals and seals of a wire end on that contact point, protection runs and fixings inside
 * their segment, and the wires a module controls inside the module. One pass over the records
 * builds every lookup the writer needs, so writing is linear in the number of records.
 */
import type {
  CavityRecord, ConfigurationRecord, ConnectorRecord, FixingRecord, HarnessRecord, ModuleRecord, MulticoreRecord, NodeRecord,
  ProtectionRecord, SealRecord, SegmentRecord, SpliceRecord, TerminalRecord, WireEndSide, WireGroupRecord, WireRecord,
} from '../../model/records'

/** One attached wire end: the wire and which of its ends. */
export interface KblWireEnd {
  readonly wire: WireRecord
  readonly side: WireEndSide
}

/** The records grouped and indexed for writing (see the module comment). */
export interface KblExportIndex {
  readonly nodes: NodeRecord[]
  readonly segments: SegmentRecord[]
  readonly connectors: ConnectorRecord[]
  readonly splices: SpliceRecord[]
  /** Single wires (cores are reached through their multicore). */
  readonly wires: WireRecord[]
  readonly multicores: MulticoreRecord[]
  readonly groups: WireGroupRecord[]
  readonly terminals: TerminalRecord[]
  /** Seals of kind 'seal'. */
  readonly seals: SealRecord[]
  /** Seals of kind 'plug'. */
  readonly plugs: SealRecord[]
  readonly protections: ProtectionRecord[]
  readonly fixings: FixingRecord[]
  readonly modules: ModuleRecord[]
  readonly configurations: ConfigurationRecord[]
  /** Cavities of each connector, by index. */
  readonly cavitiesOf: Map<string, CavityRecord[]>
  /** Cores of each multicore, in record order. */
  readonly coresOf: Map<string, WireRecord[]>
  /** Attached wire ends by the connector or splice they reach, in wire order. */
  readonly endsAt: Map<string, KblWireEnd[]>
  /** The wire ends (`<wire id>/<side>`) that reach a connector's cavity or a splice of the set. */
  readonly attached: Set<string>
  /** The connector each cavity belongs to. */
  readonly connectorOfCavity: Map<string, string>
  /** Terminals by wire end (`<wire id>/<side>`). */
  readonly terminalsAt: Map<string, TerminalRecord[]>
  /** The cavity seals of each cavity. */
  readonly sealsOf: Map<string, SealRecord[]>
  /** The plug of each cavity (the first when several). */
  readonly plugOf: Map<string, SealRecord>
  /** Connectors and splices by node. */
  readonly componentsAt: Map<string, (ConnectorRecord | SpliceRecord)[]>
  /** Protection runs by segment. */
  readonly protectionsOn: Map<string, ProtectionRecord[]>
  /** Fixings by segment, with their offset in mm from the segment's start node. */
  readonly fixingsOn: Map<string, { readonly fixing: FixingRecord; readonly offset: number }[]>
  /** Fixings placed at a node that no segment touches (they get a Placement point). */
  readonly looseFixings: FixingRecord[]
  /**
   * Nodes not written: a node that only holds loose fixings (no segment, connector or splice),
   * since the importer gives each loose fixing a node of its own at its Placement point.
   */
  readonly fixingOnlyNodes: Set<string>
  /** Wires (single wires and cores) each module controls, in wire order. */
  readonly wiresOfModule: Map<string, WireRecord[]>
}

/** The key of one wire end in {@link KblExportIndex.terminalsAt}. */
export function wireEndKey(wireId: string, side: WireEndSide): string {
  return `${wireId}/${side}`
}

/** Builds the {@link KblExportIndex} of `records` in one pass (plus sorting cavities). */
export function indexForKbl(records: Iterable<HarnessRecord>): KblExportIndex {
  const ix: KblExportIndex = {
    nodes: [], segments: [], connectors: [], splices: [], wires: [], multicores: [], groups: [], terminals: [], seals: [], plugs: [],
    protections: [], fixings: [], modules: [], configurations: [], cavitiesOf: new Map(), coresOf: new Map(), endsAt: new Map(), attached: new Set(),
    connectorOfCavity: new Map(), terminalsAt: new Map(), sealsOf: new Map(), plugOf: new Map(), componentsAt: new Map(),
    protectionsOn: new Map(), fixingsOn: new Map(), looseFixings: [], fixingOnlyNodes: new Set(), wiresOfModule: new Map(),
  }
  const allWires: WireRecord[] = []
  const nodeFixings: FixingRecord[] = []
  for (const r of records) {
    switch (r.typeName) {
      case 'node': ix.nodes.push(r); break
      case 'segment': ix.segments.push(r); break
      case 'connector': ix.connectors.push(r); push(ix.componentsAt, r.nodeId, r); break
      case 'splice': ix.splices.push(r); push(ix.componentsAt, r.nodeId, r); break
      case 'cavity': push(ix.cavitiesOf, r.connectorId, r); ix.connectorOfCavity.set(r.id, r.connectorId); break
      case 'wire': allWires.push(r); break
      case 'multicore': ix.multicores.push(r); break
      case 'wireGroup': ix.groups.push(r); break
      case 'terminal': ix.terminals.push(r); push(ix.terminalsAt, wireEndKey(r.wireId, r.end), r); break
      case 'seal':
        if (r.kind === 'plug') {
          ix.plugs.push(r)
          if (!ix.plugOf.has(r.cavityId)) ix.plugOf.set(r.cavityId, r)
        } else {
          ix.seals.push(r)
          push(ix.sealsOf, r.cavityId, r)
        }
        break
      case 'protection': ix.protections.push(r); push(ix.protectionsOn, r.segmentId, r); break
      case 'fixing':
        ix.fixings.push(r)
        if (r.place.kind === 'segment') push(ix.fixingsOn, r.place.segmentId, { fixing: r, offset: r.place.offset })
        else nodeFixings.push(r)
        break
      case 'module': ix.modules.push(r); break
      case 'configuration': ix.configurations.push(r); break
      case 'settings': case 'table': case 'label': break
      default: {
        const never: never = r
        throw new RangeError(`indexForKbl: unknown record ${JSON.stringify(never)}`)
      }
    }
  }
  for (const cavities of ix.cavitiesOf.values()) cavities.sort((a, b) => a.index - b.index)
  const multicores = new Set(ix.multicores.map((m) => m.id as string))
  const splices = new Set(ix.splices.map((s) => s.id as string))
  const connectors = new Set(ix.connectors.map((c) => c.id as string))
  for (const wire of allWires) {
    if (wire.multicoreId !== null && multicores.has(wire.multicoreId)) push(ix.coresOf, wire.multicoreId, wire)
    else ix.wires.push(wire)
    for (const moduleId of wire.moduleIds) push(ix.wiresOfModule, moduleId, wire)
    for (const side of ['A', 'B'] as const) {
      const end = side === 'A' ? wire.endA : wire.endB
      const owner = end.kind === 'cavity' ? ix.connectorOfCavity.get(end.cavityId) : end.kind === 'splice' ? end.spliceId : undefined
      if (owner !== undefined && (connectors.has(owner) || splices.has(owner))) {
        push(ix.endsAt, owner, { wire, side })
        ix.attached.add(wireEndKey(wire.id, side))
      }
    }
  }
  placeNodeFixings(ix, nodeFixings)
  return ix
}

/**
 * KBL places a fixing on a segment only; a fixing at a node goes on a segment touching that node,
 * at its start (offset 0) or its end (offset = length), else it stays loose.
 */
function placeNodeFixings(ix: KblExportIndex, fixings: readonly FixingRecord[]): void {
  if (fixings.length === 0) return
  const touching = new Map<string, { segment: SegmentRecord; atStart: boolean }>()
  for (const segment of ix.segments) {
    if (!touching.has(segment.startNodeId)) touching.set(segment.startNodeId, { segment, atStart: true })
    if (!touching.has(segment.endNodeId)) touching.set(segment.endNodeId, { segment, atStart: false })
  }
  for (const fixing of fixings) {
    const at = fixing.place.kind === 'node' ? touching.get(fixing.place.nodeId) : undefined
    if (at) push(ix.fixingsOn, at.segment.id, { fixing, offset: at.atStart ? 0 : at.segment.length })
    else ix.looseFixings.push(fixing)
  }
  for (const fixing of ix.looseFixings) {
    if (fixing.place.kind === 'node' && !ix.componentsAt.has(fixing.place.nodeId)) ix.fixingOnlyNodes.add(fixing.place.nodeId)
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
