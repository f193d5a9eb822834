import type {
  CavityRecord, ConnectorRecord, FixingRecord, MulticoreRecord, NodeRecord, PartFields, ProtectionRecord, SealRecord,
  SegmentRecord, SpliceRecord, TerminalRecord, WireGroupRecord, WireRecord,
} from './records'
import { newId } from './newId'
import type { Mm } from './units'
import { wireOuterDiameter } from './wireDiameters'

/** Part fields of a part not chosen yet: no number, mandatory, normal. */
export const NO_PART: PartFields = { partNumber: '', description: '', usage: 'mandatory', status: 'normal' }

type Init<R extends { id: unknown; typeName: unknown }, Required extends keyof R> = Pick<R, Required> & Partial<Omit<R, 'typeName'>>

/** A topology node with defaults (branch point at the origin, project junction add-on). */
export function createNode(init: Partial<Omit<NodeRecord, 'typeName'>> = {}): NodeRecord {
  return { id: init.id ?? newId('node'), typeName: 'node', kind: 'branch', name: '', position: [0, 0], lengthAddOn: null, ...init }
}

/** A segment between two nodes; `length` in mm is required. */
export function createSegment(init: Init<SegmentRecord, 'startNodeId' | 'endNodeId' | 'length'>): SegmentRecord {
  return { id: init.id ?? newId('segment'), typeName: 'segment', name: '', points: [], fixedDiameter: null, ...init }
}

/** A connector at a node. */
export function createConnector(init: Init<ConnectorRecord, 'nodeId' | 'name'>): ConnectorRecord {
  return {
    id: init.id ?? newId('connector'), typeName: 'connector', ...NO_PART, lengthAddOn: 0 as Mm, sealable: false, pluggable: false, rotation: 0, mirrored: false, ...init,
  }
}

/** A cavity of a connector. */
export function createCavity(init: Init<CavityRecord, 'connectorId' | 'name' | 'index'>): CavityRecord {
  return { id: init.id ?? newId('cavity'), typeName: 'cavity', ...init }
}

/** A splice at a node. */
export function createSplice(init: Init<SpliceRecord, 'nodeId' | 'name'>): SpliceRecord {
  return { id: init.id ?? newId('splice'), typeName: 'splice', ...NO_PART, lengthAddOn: 0 as Mm, ...init }
}

/** The conductor cross-section in mm² of a wire that states none. */
export const DEFAULT_WIRE_CSA = 0.35

/**
 * A wire with both ends open, 0.35 mm², black. A wire given no outer diameter gets the engine's
 * table value for its cross-section (`wireOuterDiameter`: 1.4 mm at 0.35 mm², 3 mm at 2.5 mm²).
 */
export function createWire(init: Partial<Omit<WireRecord, 'typeName'>> = {}): WireRecord {
  const csa = init.csa ?? DEFAULT_WIRE_CSA
  return {
    id: init.id ?? newId('wire'), typeName: 'wire', ...NO_PART, name: '', csa, od: (init.od ?? wireOuterDiameter(csa)) as Mm, colors: ['BK'],
    endA: { kind: 'open' }, endB: { kind: 'open' }, stripA: 0 as Mm, stripB: 0 as Mm, fixedLength: null,
    multicoreId: null, groupId: null, moduleIds: [], ...init,
  }
}

/** A terminal on a wire end. */
export function createTerminal(init: Init<TerminalRecord, 'wireId' | 'end'>): TerminalRecord {
  return { id: init.id ?? newId('terminal'), typeName: 'terminal', ...NO_PART, lengthAddOn: 0 as Mm, ...init }
}

/** A seal (or plug) in a cavity. */
export function createSeal(init: Init<SealRecord, 'cavityId'>): SealRecord {
  return { id: init.id ?? newId('seal'), typeName: 'seal', ...NO_PART, kind: 'seal', ...init }
}

/** A multicore cable. */
export function createMulticore(init: Partial<Omit<MulticoreRecord, 'typeName'>> = {}): MulticoreRecord {
  return {
    id: init.id ?? newId('multicore'), typeName: 'multicore', ...NO_PART, name: '', sheathed: true, shielded: false,
    od: 5 as Mm, cutBackA: 0 as Mm, cutBackB: 0 as Mm, ...init,
  }
}

/** A twisted group with the default lay pitch of the drawing settings (80 mm). */
export function createWireGroup(init: Partial<Omit<WireGroupRecord, 'typeName'>> = {}): WireGroupRecord {
  return { id: init.id ?? newId('wireGroup'), typeName: 'wireGroup', name: '', kind: 'twisted', pitch: 80 as Mm, wireIds: [], ...init }
}

/** A half-overlap PVC tape run (19 mm wide, 0.13 mm thick) on a segment range. */
export function createProtection(init: Init<ProtectionRecord, 'segmentId' | 'start' | 'end'>): ProtectionRecord {
  return {
    id: init.id ?? newId('protection'), typeName: 'protection', ...NO_PART, name: '', material: 'pvcTape', winding: 'overlap',
    width: 19 as Mm, thickness: 0.13 as Mm, overlap: 0.5, gap: 0 as Mm, pitch: 0 as Mm, innerDiameter: 0 as Mm, layer: 0, ...init,
  }
}

/** A clip or grommet. */
export function createFixing(init: Init<FixingRecord, 'place'>): FixingRecord {
  return { id: init.id ?? newId('fixing'), typeName: 'fixing', ...NO_PART, name: '', kind: 'clip', ...init }
}

