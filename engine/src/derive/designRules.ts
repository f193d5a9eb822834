import type { AnyId, HarnessRecord, ProtectionRecord, SegmentRecord, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { WireRoute } from './wireRoutes'
import type { SegmentDiameter } from './bundleDiameters'
import { PART_RECORD_TYPES, invalidPartOf, openSealedCavity, wireEndPartsProblems } from '../library/catalogChecks'
import { PartCatalog } from '../library/PartCatalog'
import type { CavityId, MessageKey, SegmentId, WireId } from '@harness/protocol'

/**
 * The finding of a design-rule check, named by the dictionary message of specification section 8
 * it shows, with the records it concerns.
 */
export interface RuleFinding {
  readonly rule: RuleId
  readonly severity: 'error' | 'warning'
  readonly ids: readonly AnyId[]
  readonly detail: string
}

/** The checks the engine runs; each maps to a dictionary message. */
export type RuleId =
  | 'cannotConnectToGraph'
  | 'openWireEnd'
  | 'noSealOrPlugProperty'
  | 'noPartNumber'
  | 'segmentWithoutLength'
  | 'protectionOutsideSegment'
  | 'fixedDiameterTooSmall'
  | 'invalidPart'
  | 'endPartMismatch'
  | 'cavityShared'
  | 'sealedCavityOpen'

/** The dictionary message (spec 8) each rule shows, as a key of protocol's message catalogue. */
export const RULE_MESSAGES: Readonly<Record<RuleId, MessageKey>> = {
  cannotConnectToGraph: 'cannotConnectToGraph',
  openWireEnd: 'dataUnavailable',
  noSealOrPlugProperty: 'noSealOrPlugProperty',
  noPartNumber: 'partNumberMissing',
  segmentWithoutLength: 'bundleNotVisualisable',
  protectionOutsideSegment: 'bundleNotVisualisable',
  fixedDiameterTooSmall: 'fixedDiameterTooSmall',
  invalidPart: 'invalidPartUsed',
  endPartMismatch: 'noMatchedSubComponent',
  cavityShared: 'cavitySharedByWires',
  sealedCavityOpen: 'sealedCavityWithoutPlug',
}

/** What the design-rule checks read of a derivation: the wires' routes and the segments' diameters. */
export interface RuleInputs {
  readonly routes: ReadonlyMap<WireId, WireRoute>
  readonly diameters: ReadonlyMap<SegmentId, SegmentDiameter>
}

/**
 * Runs the design-rule checks over a document, its routes and its bundle diameters: wires that
 * cannot be routed ("cannot connect to this graph"), open wire ends, seals or plugs in a connector
 * without the seal/plug property ticked, wires, connectors and splices without a part number,
 * cavities that several wires end in, segments without a positive length, segments whose fixed
 * diameter cannot hold their wires (under their area-equivalent diameter), and protection runs
 * outside their segment;
 * against the part library (`catalog`), parts it marks invalid, wire ends whose terminal or seal
 * does not fit, and empty cavities of sealed housings without a plug.
 */
export function checkDesignRules(doc: DocReader, derived: RuleInputs, catalog: PartCatalog = PartCatalog.EMPTY): RuleFinding[] {
  const findings: RuleFinding[] = []
  for (const route of derived.routes.values()) {
    if (route.ok) continue
    if (route.reason === 'cannotConnectToGraph') {
      findings.push({ rule: 'cannotConnectToGraph', severity: 'error', ids: [route.wireId], detail: 'the two ends lie in separate bundles' })
    } else {
      findings.push({ rule: 'openWireEnd', severity: 'warning', ids: [route.wireId], detail: 'a wire end is attached to nothing' })
    }
  }
  for (const seal of doc.all('seal')) {
    const cavity = doc.getOf('cavity', seal.cavityId)
    const connector = cavity ? doc.getOf('connector', cavity.connectorId) : undefined
    if (!connector) continue
    const allowed = seal.kind === 'seal' ? connector.sealable : connector.pluggable
    if (!allowed) findings.push({ rule: 'noSealOrPlugProperty', severity: 'error', ids: [seal.id, connector.id], detail: `${seal.kind} in ${connector.name}` })
  }
  for (const connector of doc.all('connector')) {
    if (connector.partNumber === '') findings.push({ rule: 'noPartNumber', severity: 'warning', ids: [connector.id], detail: connector.name })
  }
  for (const wire of doc.all('wire')) {
    if (wire.partNumber === '' && wire.multicoreId === null) findings.push({ rule: 'noPartNumber', severity: 'warning', ids: [wire.id], detail: wire.name })
  }
  for (const splice of doc.all('splice')) {
    if (splice.partNumber === '') findings.push({ rule: 'noPartNumber', severity: 'warning', ids: [splice.id], detail: splice.name })
  }
  for (const cavity of doc.all('cavity')) {
    const finding = sharedCavityFinding(doc, cavity.id)
    if (finding) findings.push(finding)
  }
  for (const segment of doc.all('segment')) {
    if (!(segment.length > 0)) findings.push({ rule: 'segmentWithoutLength', severity: 'error', ids: [segment.id], detail: segment.name })
  }
  for (const segment of doc.all('segment')) {
    const finding = fixedDiameterFinding(segment, derived.diameters.get(segment.id))
    if (finding) findings.push(finding)
  }
  for (const run of doc.all('protection')) {
    const segment = doc.getOf('segment', run.segmentId)
    const finding = segment ? protectionRangeFinding(run, segment) : null
    if (finding) findings.push(finding)
  }
  findings.push(...catalogFindings(doc, catalog))
  return findings
}

/** Whether a run from `start` to `end` mm does not lie on a segment `length` mm long. */
function outsideSegment(start: number, end: number, length: number): boolean {
  return start < 0 || end > length + 1e-6 || start >= end
}

/**
 * The finding of protection run `run` on `segment` when its range does not lie on the segment
 * (a start below 0, an end past the segment's length, an end not after its start), else null.
 * Its detail names the range and the length to 0.1 mm as the panels show lengths, or to as many
 * more digits as it takes for the numbers shown to be outside too: "0..0 on 111.5 mm", but
 * "-0.04..50 on 111.55 mm" and "0..111.549 on 111.548 mm".
 */
export function protectionRangeFinding(run: ProtectionRecord, segment: SegmentRecord): RuleFinding | null {
  if (!outsideSegment(run.start, run.end, segment.length)) return null
  let shown = [run.start, run.end, segment.length].map(String)
  for (const digits of [1, 2, 3, 4, 6]) {
    const scale = 10 ** digits
    const rounded = [run.start, run.end, segment.length].map((mm) => Math.sign(mm) * Math.round(Math.abs(mm) * scale) / scale)
    if (outsideSegment(rounded[0]!, rounded[1]!, rounded[2]!)) {
      shown = rounded.map((mm) => (Object.is(mm, -0) ? '0' : String(mm)))
      break
    }
  }
  return { rule: 'protectionOutsideSegment', severity: 'error', ids: [run.id, segment.id], detail: `${shown[0]}..${shown[1]} on ${shown[2]} mm` }
}

/**
 * How much smaller, in mm to 0.1 mm, the fixed diameter of `segment` is than its bundle as
 * estimated from its wires (`diameter`, the segment's derived diameters), both rounded to 0.1 mm
 * as the panels show them; null when the segment has no fixed diameter or it is not smaller.
 * Worked example: wires of OD 1.6, 1.6 and 5.1 mm make a bundle of max(1.2·√31.13, 5.1 + 1.6) =
 * 6.7 mm (packing); fixed 0.5 mm: 6.7 - 0.5 = 6.2 mm. The estimate carries its packing factor's uncertainty: a DMU's reserved diameter
 * a little under it is no fault (the panel shows the difference; the rule below does not fire).
 */
export function fixedDiameterShortfall(segment: SegmentRecord, diameter: SegmentDiameter | undefined): number | null {
  if (segment.fixedDiameter === null || !diameter) return null
  const tenths = Math.round(diameter.bundle.diameter * 10) - Math.round(segment.fixedDiameter * 10)
  return tenths > 0 ? tenths / 10 : null
}

/**
 * The finding of a segment whose fixed diameter (a value the designer or the DMU gave, which the
 * drawing, the protection quantities and the covered diameter then use) cannot hold its wires:
 * it is smaller than their cross-sections' area-equivalent diameter √Σd² (`leastDiameter`), by
 * 0.1 mm or more as the panels show them; null otherwise. A warning: whatever the packing, the
 * wires do not fit, so the reservation in the DMU, the tape and tube quantities and the sizes
 * chosen from the diameter are all too small. Worked example: wires of 1.6, 1.6 and 5.1 mm
 * (√31.13 = 5.58 mm); fixed 3 mm: detail "fixed 3 mm, wires at least 5.6 mm"; fixed 6 mm: no
 * finding, though the bundle is estimated at 6.7 mm (the panel shows 0.7 mm short).
 */
export function fixedDiameterFinding(segment: SegmentRecord, diameter: SegmentDiameter | undefined): RuleFinding | null {
  if (segment.fixedDiameter === null || !diameter) return null
  const fixed = Math.round(segment.fixedDiameter * 10)
  const least = Math.round(diameter.leastDiameter * 10)
  if (!(least > fixed)) return null
  return { rule: 'fixedDiameterTooSmall', severity: 'warning', ids: [segment.id], detail: `fixed ${fixed / 10} mm, wires at least ${least / 10} mm` }
}

/** The library's findings of a whole document, in the order the incremental keeper gives after a full check. */
export function catalogFindings(doc: DocReader, catalog: PartCatalog): RuleFinding[] {
  const findings: RuleFinding[] = []
  if (catalog.size === 0) return findings
  for (const type of PART_RECORD_TYPES) {
    for (const record of doc.all(type)) {
      const finding = invalidPartFinding(catalog, record)
      if (finding) findings.push(finding)
    }
  }
  for (const wire of doc.all('wire')) {
    const finding = endPartFinding(doc, catalog, wire)
    if (finding) findings.push(finding)
  }
  for (const cavity of doc.all('cavity')) {
    const finding = openCavityFinding(doc, catalog, cavity.id)
    if (finding) findings.push(finding)
  }
  return findings
}

/**
 * The finding of a cavity that several wires end in (a double crimp needs a terminal made for
 * it), with the cavity, its connector and the wires; null for a cavity of one wire or none.
 * Example: X2:1 with W1 and W8 → detail "X2:1: W1, W8".
 */
export function sharedCavityFinding(doc: DocReader, cavityId: CavityId): RuleFinding | null {
  const wires = doc.wiresAt(cavityId)
  if (wires.length < 2) return null
  const cavity = doc.getOf('cavity', cavityId)
  const connector = doc.connectorOfCavity(cavityId)
  if (!cavity || !connector) return null
  return { rule: 'cavityShared', severity: 'warning', ids: [cavityId, connector.id, ...wires.map((w) => w.id)], detail: `${connector.name}:${cavity.name}: ${wires.map((w) => w.name).join(', ')}` }
}

/** The finding of an empty cavity of a sealed housing without a plug (see `openSealedCavity`), or null. */
export function openCavityFinding(doc: DocReader, catalog: PartCatalog, cavityId: CavityId): RuleFinding | null {
  const open = openSealedCavity(doc, catalog, cavityId)
  if (!open) return null
  const cavity = doc.getOf('cavity', cavityId)!
  return { rule: 'sealedCavityOpen', severity: 'error', ids: [cavityId, open.connector.id], detail: `${open.connector.name}:${cavity.name}` }
}

/** The "invalid part" finding of a record, or null. */
export function invalidPartFinding(catalog: PartCatalog, record: HarnessRecord): RuleFinding | null {
  const partNumber = invalidPartOf(catalog, record)
  return partNumber === null ? null : { rule: 'invalidPart', severity: 'warning', ids: [record.id], detail: partNumber }
}

/**
 * The "no matched sub-component" finding of a wire's ends against the library, or null: an error
 * (a terminal that does not take the wire is not crimped right), on the wire and the connectors
 * of the ends that have the problem, so each of them shows it.
 */
export function endPartFinding(doc: DocReader, catalog: PartCatalog, wire: WireRecord): RuleFinding | null {
  const problems = wireEndPartsProblems(doc, catalog, wire)
  return problems === null ? null : { rule: 'endPartMismatch', severity: 'error', ids: [wire.id, ...problems.connectorIds], detail: problems.text }
}
