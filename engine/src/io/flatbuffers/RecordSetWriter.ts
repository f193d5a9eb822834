import * as fb from '@harness/protocol/generated'
import type { Builder } from 'flatbuffers'
import type {
  CavityRecord, ConfigurationRecord, ConnectorRecord, FixingPlace, FixingRecord, LabelRecord, ModuleRecord, MulticoreRecord,
  NodeRecord, PartFields, ProtectionRecord, SealRecord, SegmentRecord, SheetPoint, SpliceRecord, TableRecord, TerminalRecord,
  WireEndpoint, WireGroupRecord, WireRecord,
} from '../../model/records'
import {
  FIXING_KIND, NODE_KIND, PART_STATUS, PART_USAGE, PROTECTION_MATERIAL, SEAL_KIND, WINDING_TYPE, WIRE_END_SIDE, WIRE_GROUP_KIND,
} from './EnumCodec'
import type { RecordGroups } from './groupRecords'
import { finiteToWrite as fin, int32ToWrite as int } from './numberChecks'
import { writeSettings } from './settingsCodec'
import { StringPool } from './StringPool'

/** The number of bytes to reserve up front per record: about what a wire takes, so most documents never regrow. */
export const BYTES_PER_RECORD = 112

/** Runs `steps` (a writer's generator, see {@link RecordSetWriter.writeSteps}) to the end, without pausing, and answers its result. */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Records written between two pauses of {@link RecordSetWriter.writeSteps} (about 2 ms of work). */
export const RECORDS_PER_STEP = 1024

/**
 * Writes record groups as Records tables into one builder. Strings go through one {@link StringPool}
 * shared by every table of the buffer, and the open wire end (an empty table) is written once and
 * shared. Each `write*` method writes one record and returns its table offset; no closure is made per
 * record or field.
 */
export class RecordSetWriter {
  private readonly s: StringPool
  private openEnd = 0

  constructor(private readonly b: Builder) {
    this.s = new StringPool(b)
  }

  /** Writes a Records table holding every record of `groups`. */
  writeRecordSet(g: RecordGroups): number {
    return runSteps(this.writeSteps(g))
  }

  /**
   * The same as {@link writeRecordSet} in steps: it pauses (yields) after every
   * {@link RECORDS_PER_STEP} records, so a host can let other work run between steps (a save of an
   * XL harness writes 707,007 records). The groups must not change until it is done.
   */
  *writeSteps(g: RecordGroups): Generator<void, number, void> {
    const b = this.b
    const settings = g.settings[0] ? writeSettings(b, this.s, g.settings[0]) : 0
    const modules = this.vector(yield* this.each(g.module, (r) => this.module(r)))
    const configurations = this.vector(yield* this.each(g.configuration, (r) => this.configuration(r)))
    const nodes = this.vector(yield* this.each(g.node, (r) => this.node(r)))
    const segments = this.vector(yield* this.each(g.segment, (r) => this.segment(r)))
    const connectors = this.vector(yield* this.each(g.connector, (r) => this.connector(r)))
    const cavities = this.vector(yield* this.each(g.cavity, (r) => this.cavity(r)))
    const splices = this.vector(yield* this.each(g.splice, (r) => this.splice(r)))
    const multicores = this.vector(yield* this.each(g.multicore, (r) => this.multicore(r)))
    const wireGroups = this.vector(yield* this.each(g.wireGroup, (r) => this.wireGroup(r)))
    const wires = this.vector(yield* this.each(g.wire, (r) => this.wire(r)))
    const terminals = this.vector(yield* this.each(g.terminal, (r) => this.terminal(r)))
    const seals = this.vector(yield* this.each(g.seal, (r) => this.seal(r)))
    const protections = this.vector(yield* this.each(g.protection, (r) => this.protection(r)))
    const fixings = this.vector(yield* this.each(g.fixing, (r) => this.fixing(r)))
    const tables = this.vector(yield* this.each(g.table, (r) => this.table(r)))
    const labels = this.vector(yield* this.each(g.label, (r) => this.label(r)))

    fb.Records.startRecords(b)
    if (settings) fb.Records.addSettings(b, settings)
    fb.Records.addModules(b, modules)
    fb.Records.addConfigurations(b, configurations)
    fb.Records.addNodes(b, nodes)
    fb.Records.addSegments(b, segments)
    fb.Records.addConnectors(b, connectors)
    fb.Records.addCavities(b, cavities)
    fb.Records.addSplices(b, splices)
    fb.Records.addMulticores(b, multicores)
    fb.Records.addWireGroups(b, wireGroups)
    fb.Records.addWires(b, wires)
    fb.Records.addTerminals(b, terminals)
    fb.Records.addSeals(b, seals)
    fb.Records.addProtections(b, protections)
    fb.Records.addFixings(b, fixings)
    fb.Records.addTables(b, tables)
    fb.Records.addLabels(b, labels)
    return fb.Records.endRecords(b)
  }

  /** A vector of table offsets, or 0 (field absent) when empty. */
  /** Writes each of `records` with `write`, pausing every {@link RECORDS_PER_STEP}; answers their offsets. */
  private *each<T>(records: readonly T[], write: (record: T) => number): Generator<void, number[], void> {
    const offsets = new Array<number>(records.length)
    for (let i = 0; i < records.length; i++) {
      offsets[i] = write(records[i]!)
      if (i % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield
    }
    return offsets
  }

  private vector(offsets: readonly number[]): number {
    if (offsets.length === 0) return 0
    const b = this.b
    b.startVector(4, offsets.length, 4)
    for (let i = offsets.length - 1; i >= 0; i--) b.addOffset(offsets[i]!)
    return b.endVector()
  }

  private points(points: readonly SheetPoint[], where: string): number {
    if (points.length === 0) return 0
    const b = this.b
    fb.Segment.startPointsVector(b, points.length)
    for (let i = points.length - 1; i >= 0; i--) {
      const [x, y] = points[i]!
      fb.Point.createPoint(b, fin(x, where, 'points'), fin(y, where, 'points'))
    }
    return b.endVector()
  }

  /** The part number and description strings of a part, taken before its table starts. */
  private partStrings(r: PartFields): readonly [number, number] {
    return [this.s.get(r.partNumber), this.s.get(r.description)]
  }

  private module(r: ModuleRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), pn = this.s.get(r.partNumber), desc = this.s.get(r.description)
    fb.Module.startModule(b)
    fb.Module.addId(b, id)
    fb.Module.addName(b, name)
    fb.Module.addPartNumber(b, pn)
    fb.Module.addDescription(b, desc)
    return fb.Module.endModule(b)
  }

  private configuration(r: ConfigurationRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), modules = this.s.vector(r.moduleIds)
    fb.Configuration.startConfiguration(b)
    fb.Configuration.addId(b, id)
    fb.Configuration.addName(b, name)
    if (modules) fb.Configuration.addModuleIds(b, modules)
    return fb.Configuration.endConfiguration(b)
  }

  private node(r: NodeRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name)
    fb.Node.startNode(b)
    fb.Node.addId(b, id)
    fb.Node.addKind(b, NODE_KIND.encode(r.kind))
    fb.Node.addName(b, name)
    fb.Node.addPosition(b, fb.Point.createPoint(b, fin(r.position[0], r.id, 'position'), fin(r.position[1], r.id, 'position')))
    if (r.lengthAddOn !== null) fb.Node.addLengthAddOn(b, fb.Length.createLength(b, fin(r.lengthAddOn, r.id, 'lengthAddOn')))
    return fb.Node.endNode(b)
  }

  private segment(r: SegmentRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), start = this.s.get(r.startNodeId), end = this.s.get(r.endNodeId)
    const points = this.points(r.points, r.id)
    fb.Segment.startSegment(b)
    fb.Segment.addId(b, id)
    fb.Segment.addName(b, name)
    fb.Segment.addStartNodeId(b, start)
    fb.Segment.addEndNodeId(b, end)
    fb.Segment.addLength(b, fin(r.length, r.id, 'length'))
    if (points) fb.Segment.addPoints(b, points)
    if (r.fixedDiameter !== null) fb.Segment.addFixedDiameter(b, fb.Length.createLength(b, fin(r.fixedDiameter, r.id, 'fixedDiameter')))
    return fb.Segment.endSegment(b)
  }

  private connector(r: ConnectorRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), node = this.s.get(r.nodeId), [pn, desc] = this.partStrings(r)
    fb.Connector.startConnector(b)
    fb.Connector.addId(b, id)
    fb.Connector.addName(b, name)
    fb.Connector.addNodeId(b, node)
    fb.Connector.addPartNumber(b, pn)
    fb.Connector.addDescription(b, desc)
    fb.Connector.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Connector.addStatus(b, PART_STATUS.encode(r.status))
    fb.Connector.addLengthAddOn(b, fin(r.lengthAddOn, r.id, 'lengthAddOn'))
    fb.Connector.addSealable(b, r.sealable)
    fb.Connector.addPluggable(b, r.pluggable)
    fb.Connector.addRotation(b, fin(r.rotation, r.id, 'rotation'))
    fb.Connector.addMirrored(b, r.mirrored)
    return fb.Connector.endConnector(b)
  }

  private cavity(r: CavityRecord): number {
    const b = this.b
    const id = this.s.get(r.id), connector = this.s.get(r.connectorId), name = this.s.get(r.name)
    fb.Cavity.startCavity(b)
    fb.Cavity.addId(b, id)
    fb.Cavity.addConnectorId(b, connector)
    fb.Cavity.addName(b, name)
    fb.Cavity.addIndex(b, int(r.index, r.id, 'index'))
    return fb.Cavity.endCavity(b)
  }

  private splice(r: SpliceRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), node = this.s.get(r.nodeId), [pn, desc] = this.partStrings(r)
    fb.Splice.startSplice(b)
    fb.Splice.addId(b, id)
    fb.Splice.addName(b, name)
    fb.Splice.addNodeId(b, node)
    fb.Splice.addPartNumber(b, pn)
    fb.Splice.addDescription(b, desc)
    fb.Splice.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Splice.addStatus(b, PART_STATUS.encode(r.status))
    fb.Splice.addLengthAddOn(b, fin(r.lengthAddOn, r.id, 'lengthAddOn'))
    return fb.Splice.endSplice(b)
  }

  private multicore(r: MulticoreRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), [pn, desc] = this.partStrings(r)
    fb.Multicore.startMulticore(b)
    fb.Multicore.addId(b, id)
    fb.Multicore.addName(b, name)
    fb.Multicore.addPartNumber(b, pn)
    fb.Multicore.addDescription(b, desc)
    fb.Multicore.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Multicore.addStatus(b, PART_STATUS.encode(r.status))
    fb.Multicore.addSheathed(b, r.sheathed)
    fb.Multicore.addShielded(b, r.shielded)
    fb.Multicore.addOd(b, fin(r.od, r.id, 'od'))
    fb.Multicore.addCutBackA(b, fin(r.cutBackA, r.id, 'cutBackA'))
    fb.Multicore.addCutBackB(b, fin(r.cutBackB, r.id, 'cutBackB'))
    return fb.Multicore.endMulticore(b)
  }

  private wireGroup(r: WireGroupRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), wires = this.s.vector(r.wireIds)
    fb.WireGroup.startWireGroup(b)
    fb.WireGroup.addId(b, id)
    fb.WireGroup.addName(b, name)
    fb.WireGroup.addKind(b, WIRE_GROUP_KIND.encode(r.kind))
    fb.WireGroup.addPitch(b, fin(r.pitch, r.id, 'pitch'))
    if (wires) fb.WireGroup.addWireIds(b, wires)
    return fb.WireGroup.endWireGroup(b)
  }

  /** The union table of a wire end; its type is {@link endpointType}. */
  private endpoint(end: WireEndpoint): number {
    switch (end.kind) {
      case 'cavity': {
        const ref = this.s.get(end.cavityId)
        return fb.CavityEnd.createCavityEnd(this.b, ref)
      }
      case 'splice': {
        const ref = this.s.get(end.spliceId)
        return fb.SpliceEnd.createSpliceEnd(this.b, ref)
      }
      case 'open':
        if (this.openEnd === 0) this.openEnd = fb.OpenEnd.createOpenEnd(this.b)
        return this.openEnd
      default:
        throw new RangeError(`encode: unknown wire endpoint kind ${String((end satisfies never as { kind: unknown }).kind)}`)
    }
  }

  private wire(r: WireRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), [pn, desc] = this.partStrings(r)
    const colors = this.s.vector(r.colors), modules = this.s.vector(r.moduleIds)
    const multicore = r.multicoreId === null ? 0 : this.s.get(r.multicoreId)
    const group = r.groupId === null ? 0 : this.s.get(r.groupId)
    const endA = this.endpoint(r.endA), endB = this.endpoint(r.endB)
    fb.Wire.startWire(b)
    fb.Wire.addId(b, id)
    fb.Wire.addName(b, name)
    fb.Wire.addPartNumber(b, pn)
    fb.Wire.addDescription(b, desc)
    fb.Wire.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Wire.addStatus(b, PART_STATUS.encode(r.status))
    fb.Wire.addCsa(b, fin(r.csa, r.id, 'csa'))
    fb.Wire.addOd(b, fin(r.od, r.id, 'od'))
    if (colors) fb.Wire.addColors(b, colors)
    fb.Wire.addEndAType(b, endpointType(r.endA))
    fb.Wire.addEndA(b, endA)
    fb.Wire.addEndBType(b, endpointType(r.endB))
    fb.Wire.addEndB(b, endB)
    fb.Wire.addStripA(b, fin(r.stripA, r.id, 'stripA'))
    fb.Wire.addStripB(b, fin(r.stripB, r.id, 'stripB'))
    if (r.fixedLength !== null) fb.Wire.addFixedLength(b, fb.Length.createLength(b, fin(r.fixedLength, r.id, 'fixedLength')))
    if (r.multicoreId !== null) fb.Wire.addMulticoreId(b, multicore)
    if (r.groupId !== null) fb.Wire.addGroupId(b, group)
    if (modules) fb.Wire.addModuleIds(b, modules)
    return fb.Wire.endWire(b)
  }

  private terminal(r: TerminalRecord): number {
    const b = this.b
    const id = this.s.get(r.id), wire = this.s.get(r.wireId), [pn, desc] = this.partStrings(r)
    fb.Terminal.startTerminal(b)
    fb.Terminal.addId(b, id)
    fb.Terminal.addWireId(b, wire)
    fb.Terminal.addEnd(b, WIRE_END_SIDE.encode(r.end))
    fb.Terminal.addPartNumber(b, pn)
    fb.Terminal.addDescription(b, desc)
    fb.Terminal.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Terminal.addStatus(b, PART_STATUS.encode(r.status))
    fb.Terminal.addLengthAddOn(b, fin(r.lengthAddOn, r.id, 'lengthAddOn'))
    return fb.Terminal.endTerminal(b)
  }

  private seal(r: SealRecord): number {
    const b = this.b
    const id = this.s.get(r.id), cavity = this.s.get(r.cavityId), [pn, desc] = this.partStrings(r)
    fb.Seal.startSeal(b)
    fb.Seal.addId(b, id)
    fb.Seal.addKind(b, SEAL_KIND.encode(r.kind))
    fb.Seal.addCavityId(b, cavity)
    fb.Seal.addPartNumber(b, pn)
    fb.Seal.addDescription(b, desc)
    fb.Seal.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Seal.addStatus(b, PART_STATUS.encode(r.status))
    return fb.Seal.endSeal(b)
  }

  private protection(r: ProtectionRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), segment = this.s.get(r.segmentId), [pn, desc] = this.partStrings(r)
    fb.Protection.startProtection(b)
    fb.Protection.addId(b, id)
    fb.Protection.addName(b, name)
    fb.Protection.addSegmentId(b, segment)
    fb.Protection.addPartNumber(b, pn)
    fb.Protection.addDescription(b, desc)
    fb.Protection.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Protection.addStatus(b, PART_STATUS.encode(r.status))
    fb.Protection.addStart(b, fin(r.start, r.id, 'start'))
    fb.Protection.addEnd(b, fin(r.end, r.id, 'end'))
    fb.Protection.addMaterial(b, PROTECTION_MATERIAL.encode(r.material))
    fb.Protection.addWinding(b, WINDING_TYPE.encode(r.winding))
    fb.Protection.addWidth(b, fin(r.width, r.id, 'width'))
    fb.Protection.addThickness(b, fin(r.thickness, r.id, 'thickness'))
    fb.Protection.addOverlap(b, fin(r.overlap, r.id, 'overlap'))
    fb.Protection.addGap(b, fin(r.gap, r.id, 'gap'))
    fb.Protection.addPitch(b, fin(r.pitch, r.id, 'pitch'))
    fb.Protection.addInnerDiameter(b, fin(r.innerDiameter, r.id, 'innerDiameter'))
    fb.Protection.addLayer(b, int(r.layer, r.id, 'layer'))
    return fb.Protection.endProtection(b)
  }

  private place(place: FixingPlace, where: string): number {
    switch (place.kind) {
      case 'node': {
        const ref = this.s.get(place.nodeId)
        return fb.NodePlace.createNodePlace(this.b, ref)
      }
      case 'segment': {
        const ref = this.s.get(place.segmentId)
        return fb.SegmentPlace.createSegmentPlace(this.b, ref, fin(place.offset, where, 'place.offset'))
      }
      default:
        throw new RangeError(`encode: ${where}: unknown fixing place kind ${String((place satisfies never as { kind: unknown }).kind)}`)
    }
  }

  private fixing(r: FixingRecord): number {
    const b = this.b
    const id = this.s.get(r.id), name = this.s.get(r.name), [pn, desc] = this.partStrings(r)
    const place = this.place(r.place, r.id)
    fb.Fixing.startFixing(b)
    fb.Fixing.addId(b, id)
    fb.Fixing.addName(b, name)
    fb.Fixing.addPartNumber(b, pn)
    fb.Fixing.addDescription(b, desc)
    fb.Fixing.addUsage(b, PART_USAGE.encode(r.usage))
    fb.Fixing.addStatus(b, PART_STATUS.encode(r.status))
    fb.Fixing.addKind(b, FIXING_KIND.encode(r.kind))
    fb.Fixing.addPlaceType(b, r.place.kind === 'node' ? fb.FixingPlace.NodePlace : fb.FixingPlace.SegmentPlace)
    fb.Fixing.addPlace(b, place)
    return fb.Fixing.endFixing(b)
  }

  private table(r: TableRecord): number {
    const b = this.b
    const id = this.s.get(r.id), cells = this.s.vector(r.cells), pinoutOf = r.pinoutOf === null ? 0 : this.s.get(r.pinoutOf)
    fb.DrawingTable.startDrawingTable(b)
    fb.DrawingTable.addId(b, id)
    fb.DrawingTable.addPosition(b, fb.Point.createPoint(b, fin(r.position[0], r.id, 'position'), fin(r.position[1], r.id, 'position')))
    fb.DrawingTable.addRows(b, int(r.rows, r.id, 'rows'))
    fb.DrawingTable.addCols(b, int(r.cols, r.id, 'cols'))
    if (cells) fb.DrawingTable.addCells(b, cells)
    if (pinoutOf) fb.DrawingTable.addPinoutOf(b, pinoutOf)
    return fb.DrawingTable.endDrawingTable(b)
  }

  private label(r: LabelRecord): number {
    const b = this.b
    const id = this.s.get(r.id), text = this.s.get(r.text)
    fb.Label.startLabel(b)
    fb.Label.addId(b, id)
    fb.Label.addPosition(b, fb.Point.createPoint(b, fin(r.position[0], r.id, 'position'), fin(r.position[1], r.id, 'position')))
    fb.Label.addText(b, text)
    fb.Label.addFontSize(b, fin(r.fontSize, r.id, 'fontSize'))
    return fb.Label.endLabel(b)
  }
}

/** The union type tag of a wire end. */
function endpointType(end: WireEndpoint): fb.WireEndpoint {
  switch (end.kind) {
    case 'cavity':
      return fb.WireEndpoint.CavityEnd
    case 'splice':
      return fb.WireEndpoint.SpliceEnd
    case 'open':
      return fb.WireEndpoint.OpenEnd
    default:
      throw new RangeError(`encode: unknown wire endpoint kind ${String((end satisfies never as { kind: unknown }).kind)}`)
  }
}
