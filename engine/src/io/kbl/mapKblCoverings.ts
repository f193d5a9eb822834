/**
 * KBL protections and fixings on the bundle. A Segment's Protection_area puts a
 * Wire_protection_occurrence on part of that segment: from Absolute_start_location to
 * Absolute_end_location when stated (converted to mm), else from Start_location to End_location
 * as fractions 0..1 of the segment length, measured from the segment's start node; one protection
 * record per area. A Segment's Fixing_assignment puts a Fixing_occurrence at Absolute_location or
 * Location × length on that segment. Material and winding come from the part's Protection_type
 * and description (TAPE, WELLROHR ...) and from the KBL 2.5 Winding_type of the occurrence.
 */
import { PROTECTION_MATERIALS, WINDING_TYPES, asId, isOneOf, type FixingKind } from '@harness/protocol'
import { createFixing, createProtection } from '../../model/factories'
import type { FixingRecord, ProtectionRecord } from '../../model/records'
import type { Mm } from '../../model/units'
import type { KblOccurrences } from './collectKblOccurrences'
import { LENGTH_BOUNDS, type KblDocument } from './KblDocument'
import { occurrencePart, readPartFields } from './kblParts'
import { instructionNumber, instructionText, readInstructions } from './kblInstructions'
import type { KblElement } from './kblTree'
import { kblProtectionKind } from './kblProtectionKind'
import { nodeIdOf, projectToSheet, readPoint, type KblTopology, type NodeDraft } from './mapKblTopology'

/** Protection and fixing records, and the nodes made for fixings assigned to no segment. */
export interface KblCoverings {
  readonly protections: ProtectionRecord[]
  readonly fixings: FixingRecord[]
  readonly ownNodes: NodeDraft[]
}

const FRACTION = { min: 0, max: 1 }

/** Reads every Protection_area and Fixing_assignment of the segments (see the module comment). */
export function mapKblCoverings(doc: KblDocument, occurrences: KblOccurrences, topology: KblTopology): KblCoverings {
  const out: KblCoverings = { protections: [], fixings: [], ownNodes: [] }
  const covered = new Set<string>()
  const assignments = new Map<string, { segment: KblElement; assignment: KblElement; offset: number }[]>()

  for (const [segmentKblId, { record: segment, element }] of topology.segments) {
    for (const area of doc.children(element, 'Protection_area')) {
      const protection = doc.ref(area, 'Associated_protection', ['Wire_protection_occurrence'])
      const protectionKblId = occurrences.canonical(doc.idOf(protection))
      covered.add(protectionKblId)
      let start = position(doc, area, 'Absolute_start_location', 'Start_location', segment.length)
      let end = position(doc, area, 'Absolute_end_location', 'End_location', segment.length)
      if (start > end) {
        doc.warn(area, `protection area runs from ${start.toFixed(1)} back to ${end.toFixed(1)} mm; stored from the lower offset`)
        ;[start, end] = [end, start]
      }
      if (end > segment.length) {
        doc.warn(area, `protection area ends at ${end.toFixed(1)} mm, beyond segment ${segmentKblId} (${segment.length.toFixed(1)} mm); cut at its end`)
        end = segment.length
        start = Math.min(start, end)
      }
      const partElement = occurrencePart(doc, protection, ['Wire_protection'])
      const kind = kblProtectionKind({
        protectionType: partElement ? doc.text(partElement, 'Protection_type') : '',
        description: partElement ? doc.text(partElement, 'Description') : doc.text(protection, 'Description'),
        windingType: doc.text(protection, 'Winding_type'),
      })
      const carried = carriedProtection(doc, area)
      if (kind.unknown && !carried) doc.warn(protection, `protection ${protectionKblId}: ${kind.unknown}`)
      out.protections.push(createProtection({
        id: asId('protection', `protection:${doc.idOf(area)}`),
        ...readPartFields(doc, partElement),
        name: doc.text(protection, 'Id') || protectionKblId,
        segmentId: segment.id,
        start: start as Mm,
        end: end as Mm,
        material: kind.material,
        winding: kind.winding,
        innerDiameter: (kind.innerDiameter ?? 0) as Mm,
        layer: doc.refs(area, 'Is_on_top_of', ['Protection_area'], 'warn').length,
        ...carried,
      }))
    }
    for (const assignment of doc.children(element, 'Fixing_assignment')) {
      const fixing = occurrences.canonical(doc.idOf(doc.ref(assignment, 'Fixing', ['Fixing_occurrence'])))
      const offset = position(doc, assignment, 'Absolute_location', 'Location', segment.length)
      const list = assignments.get(fixing) ?? []
      list.push({ segment: element, assignment, offset: Math.min(offset, segment.length) })
      assignments.set(fixing, list)
    }
  }

  for (const protection of occurrences.byKind.Wire_protection_occurrence) {
    if (!covered.has(doc.idOf(protection))) doc.warn(protection, `protection ${doc.idOf(protection)} lies in no segment's Protection_area; it has no record`)
  }

  const fixings = new Set(occurrences.byKind.Fixing_occurrence.map((f) => doc.idOf(f)))
  for (const [fixing, placed] of assignments) {
    if (!fixings.has(fixing)) for (const { assignment } of placed) doc.warn(assignment, `Fixing_assignment names fixing ${fixing}, which is not an occurrence of the harness; skipped`)
  }
  for (const fixing of occurrences.byKind.Fixing_occurrence) {
    const kblId = doc.idOf(fixing)
    const partElement = occurrencePart(doc, fixing, ['Fixing'])
    const init = {
      id: asId('fixing', `fixing:${kblId}`),
      ...readPartFields(doc, partElement),
      name: doc.text(fixing, 'Id') || kblId,
      kind: fixingKind(partElement ? `${doc.text(partElement, 'Fixing_type')} ${doc.text(partElement, 'Description')}` : ''),
    }
    const placed = assignments.get(kblId) ?? []
    if (placed.length > 1) doc.warn(fixing, `fixing ${kblId} is assigned to ${placed.length} segments; placed on the first (${doc.idOf(placed[0]!.segment)})`)
    const first = placed[0]
    if (first) {
      const segment = topology.segments.get(doc.idOf(first.segment))!.record
      out.fixings.push(createFixing({ ...init, place: { kind: 'segment', segmentId: segment.id, offset: first.offset as Mm } }))
      continue
    }
    const placement = doc.child(fixing, 'Placement')
    const pointElement = placement ? doc.refs(placement, 'Cartesian_point', ['Cartesian_point'], 'warn')[0] : undefined
    const point = pointElement ? readPoint(doc, pointElement) : [0, 0]
    doc.warn(fixing, `fixing ${kblId} (${init.name}) is assigned to no segment; it gets a node of its own`)
    const node: NodeDraft = { id: nodeIdOf(kblId), kblId, name: init.name, position: projectToSheet(point), point, kind: 'fixing' }
    out.ownNodes.push(node)
    out.fixings.push(createFixing({ ...init, place: { kind: 'node', nodeId: node.id } }))
  }
  return out
}

/**
 * The material, winding and dimensions of a protection run when its Protection_area carries them
 * (see `kblInstructions`); null when it carries no material, so the part's words decide.
 */
function carriedProtection(doc: KblDocument, area: KblElement): Partial<ProtectionRecord> | null {
  const carried = readInstructions(doc, area)
  const material = instructionText(carried, 'material')
  const winding = instructionText(carried, 'winding')
  if (material === null || !isOneOf(PROTECTION_MATERIALS, material)) return null
  const out: { -readonly [K in keyof ProtectionRecord]?: ProtectionRecord[K] } = { material, innerDiameter: 0 as Mm }
  if (winding !== null && isOneOf(WINDING_TYPES, winding)) out.winding = winding
  for (const name of ['width', 'thickness', 'gap', 'pitch', 'innerDiameter'] as const) {
    const value = instructionNumber(doc, area, carried, name, LENGTH_BOUNDS)
    if (value !== null) out[name] = value as Mm
  }
  const overlap = instructionNumber(doc, area, carried, 'overlap', FRACTION)
  if (overlap !== null) out.overlap = overlap
  const layer = instructionNumber(doc, area, carried, 'layer', { min: 0, max: 1000 })
  if (layer !== null) out.layer = Math.round(layer)
  return out
}

/** An offset in mm along a segment: the absolute value when stated, else the fraction × length. */
function position(doc: KblDocument, element: KblElement, absolute: string, relative: string, length: number): number {
  const mm = doc.measure(element, absolute, 'length', LENGTH_BOUNDS)
  if (mm !== null) return mm
  const fraction = doc.number(element, relative, FRACTION)
  if (fraction === null) doc.fail(element, `${element.name} has neither ${absolute} nor ${relative}`)
  return fraction * length
}

/** A grommet when the Fixing_type or description says so (grommet, Tülle), otherwise a clip. */
function fixingKind(text: string): FixingKind {
  return /grommet|t(ue|ü)lle|durchf(ue|ü)hrung/i.test(text) ? 'grommet' : 'clip'
}
