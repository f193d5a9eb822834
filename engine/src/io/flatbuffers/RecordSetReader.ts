import type {
  CavityId, ConfigurationId, ConnectorId, FixingId, LabelId, ModuleId, MulticoreId, NodeId, ProtectionId, SealId, SegmentId,
  SpliceId, TableId, TerminalId, WireGroupId, WireId,
} from '@harness/protocol'
import * as fb from '@harness/protocol/generated'
import type {
  CavityRecord, ConfigurationRecord, HarnessRecord, ConnectorRecord, FixingPlace, FixingRecord, LabelRecord, ModuleRecord, MulticoreRecord,
  NodeRecord, ProtectionRecord, SealRecord, SegmentRecord, SheetPoint, SpliceRecord, TableRecord, TerminalRecord, WireEndpoint,
  WireGroupRecord, WireRecord,
} from '../../model/records'
import type { Mm } from '../../model/units'
import { CorruptFileError } from './CheckedByteBuffer'
import {
  FIXING_KIND, NODE_KIND, PART_STATUS, PART_USAGE, PROTECTION_MATERIAL, SEAL_KIND, WINDING_TYPE, WIRE_END_SIDE, WIRE_GROUP_KIND,
} from './EnumCodec'
import { enumRead as en, finiteRead as fin, requiredRead as req, textRead as txt } from './numberChecks'
import { readSettings } from './settingsCodec'

/** The record's id, or a corrupt-file error naming its type and position. */
function idOf(id: string | null, typeName: string, index: number): string {
  if (id === null) throw new CorruptFileError(`${typeName} #${index}: field id is missing`)
  return id
}

/**
 * Reads Records tables back into record groups, field by field through the generated accessors
 * (over a CheckedByteBuffer, so every read is bounds-checked). One accessor object per table type
 * is reused for every record. Values the model forbids (unknown enum numbers, non-finite numbers,
 * missing ids or union members) throw CorruptFileError naming the record and field.
 */
export class RecordSetReader {
  private readonly moduleT = new fb.Module()
  private readonly configurationT = new fb.Configuration()
  private readonly nodeT = new fb.Node()
  private readonly segmentT = new fb.Segment()
  private readonly connectorT = new fb.Connector()
  private readonly cavityT = new fb.Cavity()
  private readonly spliceT = new fb.Splice()
  private readonly multicoreT = new fb.Multicore()
  private readonly wireGroupT = new fb.WireGroup()
  private readonly wireT = new fb.Wire()
  private readonly terminalT = new fb.Terminal()
  private readonly sealT = new fb.Seal()
  private readonly protectionT = new fb.Protection()
  private readonly fixingT = new fb.Fixing()
  private readonly tableT = new fb.DrawingTable()
  private readonly labelT = new fb.Label()
  private readonly point = new fb.Point()
  private readonly cavityEnd = new fb.CavityEnd()
  private readonly spliceEnd = new fb.SpliceEnd()
  private readonly nodePlace = new fb.NodePlace()
  private readonly segmentPlace = new fb.SegmentPlace()

  /**
   * Every record of a Records table in the model's `TYPE_NAMES` order (settings first), records of
   * one type in file order, pushed into one array: no array per type to grow and then copy into
   * the document's list (at XL, 707,007 records, those copies were 40 MB for the collector). Not
   * `new Array(total)`: V8 gives an array created that long dictionary elements, and in
   * Chromium's worker it kept them, so reading and indexing the records went through a hash
   * table (the XL open's index phase took twice as long).
   */
  readRecords(t: fb.Records): HarnessRecord[] {
    const settings = t.settings()
    const out: HarnessRecord[] = []
    if (settings) out.push(readSettings(settings))
    for (let i = 0, n = t.modulesLength(); i < n; i++) out.push(this.module(t.modules(i, this.moduleT)!, i))
    for (let i = 0, n = t.configurationsLength(); i < n; i++) out.push(this.configuration(t.configurations(i, this.configurationT)!, i))
    for (let i = 0, n = t.nodesLength(); i < n; i++) out.push(this.node(t.nodes(i, this.nodeT)!, i))
    for (let i = 0, n = t.segmentsLength(); i < n; i++) out.push(this.segment(t.segments(i, this.segmentT)!, i))
    for (let i = 0, n = t.connectorsLength(); i < n; i++) out.push(this.connector(t.connectors(i, this.connectorT)!, i))
    for (let i = 0, n = t.cavitiesLength(); i < n; i++) out.push(this.cavity(t.cavities(i, this.cavityT)!, i))
    for (let i = 0, n = t.splicesLength(); i < n; i++) out.push(this.splice(t.splices(i, this.spliceT)!, i))
    for (let i = 0, n = t.multicoresLength(); i < n; i++) out.push(this.multicore(t.multicores(i, this.multicoreT)!, i))
    for (let i = 0, n = t.wireGroupsLength(); i < n; i++) out.push(this.wireGroup(t.wireGroups(i, this.wireGroupT)!, i))
    for (let i = 0, n = t.wiresLength(); i < n; i++) out.push(this.wire(t.wires(i, this.wireT)!, i))
    for (let i = 0, n = t.terminalsLength(); i < n; i++) out.push(this.terminal(t.terminals(i, this.terminalT)!, i))
    for (let i = 0, n = t.sealsLength(); i < n; i++) out.push(this.seal(t.seals(i, this.sealT)!, i))
    for (let i = 0, n = t.protectionsLength(); i < n; i++) out.push(this.protection(t.protections(i, this.protectionT)!, i))
    for (let i = 0, n = t.fixingsLength(); i < n; i++) out.push(this.fixing(t.fixings(i, this.fixingT)!, i))
    for (let i = 0, n = t.tablesLength(); i < n; i++) out.push(this.table(t.tables(i, this.tableT)!, i))
    for (let i = 0, n = t.labelsLength(); i < n; i++) out.push(this.label(t.labels(i, this.labelT)!, i))
    return out
  }

  private position(p: fb.Point | null, where: string): SheetPoint {
    if (p === null) throw new CorruptFileError(`${where}: field position is missing`)
    return [fin(p.x(), where, 'position'), fin(p.y(), where, 'position')]
  }

  private nullableLength(l: fb.Length | null, where: string, field: string): Mm | null {
    return l === null ? null : (fin(l.mm(), where, field) as Mm)
  }

  /** The strings of a vector field, read through its generated accessor `at` (no closure per record). */
  private strings<T>(t: T, at: (this: T, index: number) => string, n: number, where: string, field: string): string[] {
    const out = new Array<string>(n)
    for (let i = 0; i < n; i++) out[i] = req(at.call(t, i) as string | null, where, field)
    return out
  }

  private module(t: fb.Module, i: number): ModuleRecord {
    const rid = idOf(t.id(), 'module', i)
    const where = `module ${rid}`
    return { id: rid as ModuleId, typeName: 'module', name: txt(t.name()), partNumber: txt(t.partNumber()), description: txt(t.description()) }
  }

  private configuration(t: fb.Configuration, i: number): ConfigurationRecord {
    const rid = idOf(t.id(), 'configuration', i)
    const where = `configuration ${rid}`
    const moduleIds = this.strings(t, fb.Configuration.prototype.moduleIds, t.moduleIdsLength(), where, 'moduleIds') as ModuleId[]
    return { id: rid as ConfigurationId, typeName: 'configuration', name: txt(t.name()), moduleIds }
  }

  private node(t: fb.Node, i: number): NodeRecord {
    const rid = idOf(t.id(), 'node', i)
    const where = `node ${rid}`
    return {
      id: rid as NodeId,
      typeName: 'node',
      kind: en(NODE_KIND, t.kind(), where, 'kind'),
      name: txt(t.name()),
      position: this.position(t.position(this.point), where),
      lengthAddOn: this.nullableLength(t.lengthAddOn(), where, 'lengthAddOn'),
    }
  }

  private segment(t: fb.Segment, i: number): SegmentRecord {
    const rid = idOf(t.id(), 'segment', i)
    const where = `segment ${rid}`
    const n = t.pointsLength()
    const points = new Array<SheetPoint>(n)
    for (let k = 0; k < n; k++) {
      const p = t.points(k, this.point)!
      points[k] = [fin(p.x(), where, 'points'), fin(p.y(), where, 'points')]
    }
    return {
      id: rid as SegmentId,
      typeName: 'segment',
      name: txt(t.name()),
      startNodeId: req(t.startNodeId(), where, 'startNodeId') as NodeId,
      endNodeId: req(t.endNodeId(), where, 'endNodeId') as NodeId,
      length: fin(t.length(), where, 'length') as Mm,
      points,
      fixedDiameter: this.nullableLength(t.fixedDiameter(), where, 'fixedDiameter'),
    }
  }

  private connector(t: fb.Connector, i: number): ConnectorRecord {
    const rid = idOf(t.id(), 'connector', i)
    const where = `connector ${rid}`
    return {
      id: rid as ConnectorId,
      typeName: 'connector',
      name: txt(t.name()),
      nodeId: req(t.nodeId(), where, 'nodeId') as NodeId,
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      lengthAddOn: fin(t.lengthAddOn(), where, 'lengthAddOn') as Mm,
      sealable: t.sealable(),
      pluggable: t.pluggable(),
      rotation: fin(t.rotation(), where, 'rotation'),
      mirrored: t.mirrored(),
    }
  }

  private cavity(t: fb.Cavity, i: number): CavityRecord {
    const rid = idOf(t.id(), 'cavity', i)
    const where = `cavity ${rid}`
    return {
      id: rid as CavityId,
      typeName: 'cavity',
      connectorId: req(t.connectorId(), where, 'connectorId') as ConnectorId,
      name: txt(t.name()),
      index: t.index(),
    }
  }

  private splice(t: fb.Splice, i: number): SpliceRecord {
    const rid = idOf(t.id(), 'splice', i)
    const where = `splice ${rid}`
    return {
      id: rid as SpliceId,
      typeName: 'splice',
      name: txt(t.name()),
      nodeId: req(t.nodeId(), where, 'nodeId') as NodeId,
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      lengthAddOn: fin(t.lengthAddOn(), where, 'lengthAddOn') as Mm,
    }
  }

  private multicore(t: fb.Multicore, i: number): MulticoreRecord {
    const rid = idOf(t.id(), 'multicore', i)
    const where = `multicore ${rid}`
    return {
      id: rid as MulticoreId,
      typeName: 'multicore',
      name: txt(t.name()),
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      sheathed: t.sheathed(),
      shielded: t.shielded(),
      od: fin(t.od(), where, 'od') as Mm,
      cutBackA: fin(t.cutBackA(), where, 'cutBackA') as Mm,
      cutBackB: fin(t.cutBackB(), where, 'cutBackB') as Mm,
    }
  }

  private wireGroup(t: fb.WireGroup, i: number): WireGroupRecord {
    const rid = idOf(t.id(), 'wireGroup', i)
    const where = `wireGroup ${rid}`
    return {
      id: rid as WireGroupId,
      typeName: 'wireGroup',
      name: txt(t.name()),
      kind: en(WIRE_GROUP_KIND, t.kind(), where, 'kind'),
      pitch: fin(t.pitch(), where, 'pitch') as Mm,
      wireIds: this.strings(t, fb.WireGroup.prototype.wireIds, t.wireIdsLength(), where, 'wireIds') as WireId[],
    }
  }

  private endpoint(t: fb.Wire, side: 'A' | 'B', where: string): WireEndpoint {
    const field = side === 'A' ? 'endA' : 'endB'
    const type = side === 'A' ? t.endAType() : t.endBType()
    switch (type) {
      case fb.WireEndpoint.CavityEnd: {
        const end = (side === 'A' ? t.endA(this.cavityEnd) : t.endB(this.cavityEnd)) as fb.CavityEnd | null
        if (end === null) break
        return { kind: 'cavity', cavityId: req(end.cavityId(), where, `${field}.cavityId`) as CavityId }
      }
      case fb.WireEndpoint.SpliceEnd: {
        const end = (side === 'A' ? t.endA(this.spliceEnd) : t.endB(this.spliceEnd)) as fb.SpliceEnd | null
        if (end === null) break
        return { kind: 'splice', spliceId: req(end.spliceId(), where, `${field}.spliceId`) as SpliceId }
      }
      case fb.WireEndpoint.OpenEnd:
        return { kind: 'open' }
      default:
        break
    }
    throw new CorruptFileError(`${where}: field ${field} is missing or of unknown kind ${type}`)
  }

  private wire(t: fb.Wire, i: number): WireRecord {
    const rid = idOf(t.id(), 'wire', i)
    const where = `wire ${rid}`
    return {
      id: rid as WireId,
      typeName: 'wire',
      name: txt(t.name()),
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      csa: fin(t.csa(), where, 'csa'),
      od: fin(t.od(), where, 'od') as Mm,
      colors: this.strings(t, fb.Wire.prototype.colors, t.colorsLength(), where, 'colors'),
      endA: this.endpoint(t, 'A', where),
      endB: this.endpoint(t, 'B', where),
      stripA: fin(t.stripA(), where, 'stripA') as Mm,
      stripB: fin(t.stripB(), where, 'stripB') as Mm,
      fixedLength: this.nullableLength(t.fixedLength(), where, 'fixedLength'),
      multicoreId: t.multicoreId() as MulticoreId | null,
      groupId: t.groupId() as WireGroupId | null,
      moduleIds: this.strings(t, fb.Wire.prototype.moduleIds, t.moduleIdsLength(), where, 'moduleIds') as ModuleId[],
    }
  }

  private terminal(t: fb.Terminal, i: number): TerminalRecord {
    const rid = idOf(t.id(), 'terminal', i)
    const where = `terminal ${rid}`
    return {
      id: rid as TerminalId,
      typeName: 'terminal',
      wireId: req(t.wireId(), where, 'wireId') as WireId,
      end: en(WIRE_END_SIDE, t.end(), where, 'end'),
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      lengthAddOn: fin(t.lengthAddOn(), where, 'lengthAddOn') as Mm,
    }
  }

  private seal(t: fb.Seal, i: number): SealRecord {
    const rid = idOf(t.id(), 'seal', i)
    const where = `seal ${rid}`
    return {
      id: rid as SealId,
      typeName: 'seal',
      kind: en(SEAL_KIND, t.kind(), where, 'kind'),
      cavityId: req(t.cavityId(), where, 'cavityId') as CavityId,
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
    }
  }

  private protection(t: fb.Protection, i: number): ProtectionRecord {
    const rid = idOf(t.id(), 'protection', i)
    const where = `protection ${rid}`
    return {
      id: rid as ProtectionId,
      typeName: 'protection',
      name: txt(t.name()),
      segmentId: req(t.segmentId(), where, 'segmentId') as SegmentId,
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      start: fin(t.start(), where, 'start') as Mm,
      end: fin(t.end(), where, 'end') as Mm,
      material: en(PROTECTION_MATERIAL, t.material(), where, 'material'),
      winding: en(WINDING_TYPE, t.winding(), where, 'winding'),
      width: fin(t.width(), where, 'width') as Mm,
      thickness: fin(t.thickness(), where, 'thickness') as Mm,
      overlap: fin(t.overlap(), where, 'overlap'),
      gap: fin(t.gap(), where, 'gap') as Mm,
      pitch: fin(t.pitch(), where, 'pitch') as Mm,
      innerDiameter: fin(t.innerDiameter(), where, 'innerDiameter') as Mm,
      layer: t.layer(),
    }
  }

  private place(t: fb.Fixing, where: string): FixingPlace {
    const type = t.placeType()
    switch (type) {
      case fb.FixingPlace.NodePlace: {
        const place = t.place(this.nodePlace) as fb.NodePlace | null
        if (place === null) break
        return { kind: 'node', nodeId: req(place.nodeId(), where, 'place.nodeId') as NodeId }
      }
      case fb.FixingPlace.SegmentPlace: {
        const place = t.place(this.segmentPlace) as fb.SegmentPlace | null
        if (place === null) break
        return {
          kind: 'segment',
          segmentId: req(place.segmentId(), where, 'place.segmentId') as SegmentId,
          offset: fin(place.offset(), where, 'place.offset') as Mm,
        }
      }
      default:
        break
    }
    throw new CorruptFileError(`${where}: field place is missing or of unknown kind ${type}`)
  }

  private fixing(t: fb.Fixing, i: number): FixingRecord {
    const rid = idOf(t.id(), 'fixing', i)
    const where = `fixing ${rid}`
    return {
      id: rid as FixingId,
      typeName: 'fixing',
      name: txt(t.name()),
      partNumber: txt(t.partNumber()),
      description: txt(t.description()),
      usage: en(PART_USAGE, t.usage(), where, 'usage'),
      status: en(PART_STATUS, t.status(), where, 'status'),
      kind: en(FIXING_KIND, t.kind(), where, 'kind'),
      place: this.place(t, where),
    }
  }

  private table(t: fb.DrawingTable, i: number): TableRecord {
    const rid = idOf(t.id(), 'table', i)
    const where = `table ${rid}`
    return {
      id: rid as TableId,
      typeName: 'table',
      position: this.position(t.position(this.point), where),
      rows: t.rows(),
      cols: t.cols(),
      cells: this.strings(t, fb.DrawingTable.prototype.cells, t.cellsLength(), where, 'cells'),
      pinoutOf: (t.pinoutOf() as ConnectorId | null) ?? null,
    }
  }

  private label(t: fb.Label, i: number): LabelRecord {
    const rid = idOf(t.id(), 'label', i)
    const where = `label ${rid}`
    return {
      id: rid as LabelId,
      typeName: 'label',
      position: this.position(t.position(this.point), where),
      text: txt(t.text()),
      fontSize: fin(t.fontSize(), where, 'fontSize'),
    }
  }
}
