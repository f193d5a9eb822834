import type { CavityId, ProtectionId, SpliceId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import type { ProtectionQuantityRow } from '../derive/protectionQuantities'
import type { FixingRecord, ProtectionRecord, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { compareNatural, mmToM, roundMm, type QuantityUnit } from './reportCells'
import { sealIn } from './wireEndInfo'
import { FittedPlugs } from './fittedPlugs'
import { sortForCutTable } from './wireCutTable'

/**
 * The operations of an assembly table (harness-domain 3.6): twist the wires of a twisted group
 * together at its lay length (before they are laid); lay a wire on the board along its
 * route; fit a cavity seal; insert a terminal into a cavity; close an unused cavity with a plug;
 * join wire ends in a splice; wrap tape or slide a tube over a segment range; fit a clip or a
 * grommet.
 */
export type AssemblyOperation =
  | 'twistWires'
  | 'layWire'
  | 'fitSeal'
  | 'insertTerminal'
  | 'fitPlug'
  | 'joinSplice'
  | 'wrapTape'
  | 'slideTube'
  | 'fitClip'
  | 'fitGrommet'

/**
 * One step of the assembly table. `object` names what is worked on (wire number, connector,
 * splice, protection or fixing name) and `position` where, as text; protection and fixing steps
 * also give the segment and the offsets in mm from its start node (rounded to 0.1 mm). Quantities
 * are pieces (`pc`) or metres of material (`m`, rounded to 0.001 m); null when it could not be
 * computed (see `note`).
 */
export interface AssemblyStep {
  /** Step number, 1..n in build order. */
  readonly step: number
  readonly operation: AssemblyOperation
  readonly object: string
  /**
   * Where: the cavity name (seal, terminal, plug); the route as segment names joined by ' > '
   * (lay wire); the splice's node name; "S3 120–340 mm" (protection); "S3 @ 250 mm" or a node
   * name (fixing).
   */
  readonly position: string
  /** Wire numbers concerned (the wire laid, the wire whose terminal goes in, the wires joined), joined by ', '. */
  readonly wires: string
  /** Segment name of a protection or segment fixing; '' otherwise. */
  readonly segment: string
  /** Start offset in mm from the segment's start node (protection, segment fixing); null otherwise. */
  readonly from: number | null
  /** End offset in mm (protection; equals `from` for a fixing); null otherwise. */
  readonly to: number | null
  readonly partNumber: string
  readonly quantity: number | null
  readonly unit: QuantityUnit
  /** Why a quantity or route is missing ('' when nothing is). */
  readonly note: string
  /** Ids of the records the step concerns, for selection in the editor. */
  readonly ids: readonly string[]
}

/**
 * The assembly table of a document in a formboard build order:
 * 0. twist the wires of each twisted group, groups in natural name order (the lay length in the note);
 * 1. lay every wire along its route, in wire-cut-table order;
 * 2. per connector in natural name order, per cavity in index order: fit the cavity seal (before
 *    the terminal goes in), insert the terminal of each wire end at the cavity (wire numbers in
 *    natural order), then close the cavity with its plug;
 * 3. join the wires of each splice, splices in natural name order;
 * 4. protections inner layer first, then by segment name (natural) and start offset: wrap tape or
 *    slide a tube, with the material length of the derived quantities in m;
 * 5. fixings on segments by segment name and offset, then fixings at nodes by node name: fit the
 *    clip or grommet.
 * Ties fall back to record ids, so the order never depends on insertion order. `derived` must come
 * from the same document version (a RangeError otherwise).
 */
export function assemblyTable(doc: DocReader, derived: DerivedHarness): AssemblyStep[] {
  if (derived.version !== doc.version) throw new RangeError(`assemblyTable: derived data of version ${derived.version}, document at ${doc.version}`)
  const steps: AssemblyStep[] = []
  const names = new Map<string, string>()
  for (const segment of doc.all('segment')) names.set(segment.id, segment.name || segment.id)
  const segmentName = (id: string) => names.get(id) ?? id
  twistSteps(doc, steps)
  layWires(doc, derived, segmentName, steps)
  connectorSteps(doc, steps)
  spliceSteps(doc, steps)
  protectionSteps(doc, derived, segmentName, steps)
  fixingSteps(doc, segmentName, steps)
  return steps
}

/** The fields of a step that most operations leave at their defaults. */
interface StepPlace {
  readonly segment?: string
  readonly from?: number | null
  readonly to?: number | null
  readonly note?: string
}

/** Appends a step with every column in a fixed order (one object shape for all rows). */
function addStep(
  steps: AssemblyStep[],
  operation: AssemblyOperation,
  object: string,
  position: string,
  wires: string,
  partNumber: string,
  quantity: number | null,
  unit: QuantityUnit,
  ids: readonly string[],
  place: StepPlace = {},
): void {
  steps.push({
    step: steps.length + 1, operation, object, position, wires,
    segment: place.segment ?? '', from: place.from ?? null, to: place.to ?? null,
    partNumber, quantity, unit, note: place.note ?? '', ids,
  })
}

function twistSteps(doc: DocReader, steps: AssemblyStep[]): void {
  const groups = [...doc.all('wireGroup')].filter((g) => g.kind === 'twisted').sort((a, b) => compareNatural(a.name, b.name) || byId(a, b))
  for (const group of groups) {
    const wires = group.wireIds.map((id) => doc.getOf('wire', id)).filter((w): w is WireRecord => w !== undefined)
    addStep(steps, 'twistWires', group.name || group.id, '', wires.map((w) => w.name).join(', '), '', 1, 'pc', [group.id, ...wires.map((w) => w.id)], { note: `lay length ${roundMm(group.pitch)} mm` })
  }
}

function layWires(doc: DocReader, derived: DerivedHarness, segmentName: (id: string) => string, steps: AssemblyStep[]): void {
  for (const wire of sortForCutTable(doc, [...doc.all('wire')])) {
    const route = derived.routes.get(wire.id)
    if (!route) throw new RangeError(`assemblyTable: no derived route for ${wire.id}`)
    const position = route.ok ? route.route.steps.map((s) => segmentName(s.segmentId)).join(' > ') : ''
    addStep(steps, 'layWire', wire.name, position, wire.name, wire.partNumber, 1, 'pc', [wire.id], { note: route.ok ? '' : route.reason })
  }
}

function connectorSteps(doc: DocReader, steps: AssemblyStep[]): void {
  const connectors = [...doc.all('connector')].sort((a, b) => compareNatural(a.name, b.name) || byId(a, b))
  const fitted = new FittedPlugs(doc)
  for (const connector of connectors) {
    for (const cavity of doc.cavitiesOf(connector.id)) {
      const seal = sealIn(doc, cavity.id)
      const ends = endsAt(doc, cavity.id)
      if (seal) addStep(steps, 'fitSeal', connector.name, cavity.name, ends.map((e) => e.wire.name).join(', '), seal.partNumber, 1, 'pc', [seal.id, cavity.id])
      for (const { wire, side } of ends) {
        const terminal = doc.terminalsOf(wire.id).find((t) => t.end === side)
        const ids = terminal ? [terminal.id, wire.id, cavity.id] : [wire.id, cavity.id]
        addStep(steps, 'insertTerminal', connector.name, cavity.name, wire.name, terminal?.partNumber ?? '', 1, 'pc', ids, { note: terminal ? '' : 'no terminal on this wire end' })
      }
      // A plug only where the cavity stays empty in some variant (FittedPlugs).
      const plugs = fitted.fittedIn(cavity.id) ? doc.sealsIn(cavity.id).filter((s) => s.kind === 'plug') : []
      if (plugs.length > 1) plugs.sort(byId)
      for (const plug of plugs) addStep(steps, 'fitPlug', connector.name, cavity.name, '', plug.partNumber, 1, 'pc', [plug.id, cavity.id])
    }
  }
}

/** The wire ends attached at a cavity or splice, by wire number (natural) then end A before B. */
function endsAt(doc: DocReader, endpoint: CavityId | SpliceId): { wire: WireRecord; side: 'A' | 'B' }[] {
  const ends: { wire: WireRecord; side: 'A' | 'B' }[] = []
  for (const wire of doc.wiresAt(endpoint)) {
    if (wire.endA.kind === 'cavity' ? wire.endA.cavityId === endpoint : wire.endA.kind === 'splice' && wire.endA.spliceId === endpoint) ends.push({ wire, side: 'A' })
    if (wire.endB.kind === 'cavity' ? wire.endB.cavityId === endpoint : wire.endB.kind === 'splice' && wire.endB.spliceId === endpoint) ends.push({ wire, side: 'B' })
  }
  if (ends.length < 2) return ends
  return ends.sort((x, y) => compareNatural(x.wire.name, y.wire.name) || byId(x.wire, y.wire) || (x.side < y.side ? -1 : x.side > y.side ? 1 : 0))
}

function spliceSteps(doc: DocReader, steps: AssemblyStep[]): void {
  const splices = [...doc.all('splice')].sort((a, b) => compareNatural(a.name, b.name) || byId(a, b))
  for (const splice of splices) {
    const ends = endsAt(doc, splice.id)
    const node = doc.getOf('node', splice.nodeId)
    const note = ends.length < 2 ? `${ends.length} wire end(s) at the splice` : ''
    addStep(steps, 'joinSplice', splice.name, node ? node.name || node.id : '', ends.map((e) => e.wire.name).join(', '), splice.partNumber, 1, 'pc', [splice.id], { note })
  }
}

function protectionSteps(doc: DocReader, derived: DerivedHarness, segmentName: (id: string) => string, steps: AssemblyStep[]): void {
  const quantities = new Map<ProtectionId, ProtectionQuantityRow>(derived.protections.map((q) => [q.protectionId, q]))
  const runs = [...doc.all('protection')].map((run) => ({ run, segment: segmentName(run.segmentId) }))
  runs.sort((x, y) => x.run.layer - y.run.layer || compareNatural(x.segment, y.segment) || x.run.start - y.run.start || byId(x.run, y.run))
  for (const { run, segment } of runs) {
    const quantity = quantities.get(run.id)
    const from = roundMm(run.start)
    const to = roundMm(run.end)
    addStep(
      steps, run.winding === 'tube' ? 'slideTube' : 'wrapTape', run.name || run.id, `${segment} ${from}–${to} mm`, '', run.partNumber,
      quantity && quantity.ok ? mmToM(quantity.length) : null, 'm', [run.id, run.segmentId], { segment, from, to, note: quantityNote(run, quantity) },
    )
  }
}

function quantityNote(run: ProtectionRecord, quantity: ProtectionQuantityRow | undefined): string {
  if (!quantity) throw new RangeError(`assemblyTable: no derived quantity for ${run.id}`)
  return quantity.ok ? '' : quantity.reason
}

function fixingSteps(doc: DocReader, segmentName: (id: string) => string, steps: AssemblyStep[]): void {
  const keyed = [...doc.all('fixing')].map((fixing) => ({ fixing, ...fixingPlace(doc, segmentName, fixing) }))
  keyed.sort((x, y) => x.rank - y.rank || compareNatural(x.place, y.place) || x.offset - y.offset || byId(x.fixing, y.fixing))
  for (const { fixing, rank, place, offset } of keyed) {
    const onSegment = rank === 0
    const ids = [fixing.id, fixing.place.kind === 'segment' ? fixing.place.segmentId : fixing.place.nodeId]
    const where = onSegment ? { segment: place, from: offset, to: offset } : {}
    addStep(steps, fixing.kind === 'clip' ? 'fitClip' : 'fitGrommet', fixing.name || fixing.id, onSegment ? `${place} @ ${offset} mm` : place, '', fixing.partNumber, 1, 'pc', ids, where)
  }
}

function fixingPlace(doc: DocReader, segmentName: (id: string) => string, fixing: FixingRecord): { rank: number; place: string; offset: number } {
  switch (fixing.place.kind) {
    case 'segment':
      return { rank: 0, place: segmentName(fixing.place.segmentId), offset: roundMm(fixing.place.offset) }
    case 'node': {
      const node = doc.getOf('node', fixing.place.nodeId)
      return { rank: 1, place: node ? node.name || node.id : fixing.place.nodeId, offset: 0 }
    }
    default: {
      const never: never = fixing.place
      throw new RangeError(`assemblyTable: unknown fixing place ${JSON.stringify(never)}`)
    }
  }
}

function byId(a: { readonly id: string }, b: { readonly id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
