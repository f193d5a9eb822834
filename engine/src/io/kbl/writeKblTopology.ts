/**
 * The topology of an exported KBL file: a Cartesian_point per node, the Nodes with the connectors
 * and splices they hold, and the Segments with their lengths, reserved diameters, fixing
 * assignments and protection areas. The inverse of `mapKblTopology` and `mapKblCoverings`: a
 * node's sheet point (x, y) in mm is written as the KBL point (x, −y), which the importer's top
 * view draws back at (x, y); lengths and offsets are written in mm both as the absolute values
 * the importer prefers and as the fractions of the segment length the schema requires.
 */
import type { ProtectionId, SegmentId } from '@harness/protocol'
import { createProtection } from '../../model/factories'
import type { Mm } from '../../model/units'
import type { FixingRecord, NodeRecord, ProtectionRecord, SegmentRecord } from '../../model/records'
import type { KblExportIndex } from './kblExportIndex'
import { kblIdOf } from './kblIds'
import { INSTRUCTION } from './kblInstructions'
import { formatDouble, type KblXmlWriter } from './KblXmlWriter'

/** The KBL id of the Cartesian_point of a node. */
export function pointIdOf(nodeId: string): string {
  return `point.${kblIdOf(nodeId)}`
}

/** The KBL id of the Wire_protection_occurrence of a protection run. */
export function protectionOccurrenceIdOf(protectionId: string): string {
  return `occurrence.${kblIdOf(protectionId)}`
}

/** Writes one Cartesian_point per node (and one per loose fixing, at its node), in node order. */
export function writeKblPoints(w: KblXmlWriter, ix: KblExportIndex): void {
  for (const node of ix.nodes) if (!ix.fixingOnlyNodes.has(node.id)) writePoint(w, pointIdOf(node.id), node.position)
  const positions = ix.looseFixings.length > 0 ? new Map(ix.nodes.map((n) => [n.id as string, n.position])) : null
  for (const fixing of ix.looseFixings) {
    const at = fixing.place.kind === 'node' ? positions?.get(fixing.place.nodeId) : undefined
    writePoint(w, pointIdOf(fixing.id), at ?? [0, 0])
  }
}

/** Writes the Nodes: Id, point, the connectors and splices placed there, and kind and add-on instructions. */
export function writeKblNodes(w: KblXmlWriter, ix: KblExportIndex): void {
  for (const node of ix.nodes) {
    if (ix.fixingOnlyNodes.has(node.id)) continue
    const id = kblIdOf(node.id)
    w.start('Node', [['id', id]]).leaf('Id', node.name).leaf('Cartesian_point', pointIdOf(node.id))
    w.refs('Referenced_components', (ix.componentsAt.get(node.id) ?? []).map((c) => kblIdOf(c.id)))
    writeNodeInstructions(w, node)
    w.end()
  }
}

/** Writes the Segments with their Fixing_assignments and Protection_areas. */
export function writeKblSegments(w: KblXmlWriter, ix: KblExportIndex): void {
  for (const segment of ix.segments) {
    const id = kblIdOf(segment.id)
    w.start('Segment', [['id', id]]).leaf('Id', segment.name)
    w.measure('Physical_length', id, segment.length)
    w.leaf('End_node', kblIdOf(segment.endNodeId)).leaf('Start_node', kblIdOf(segment.startNodeId))
    if (segment.fixedDiameter !== null) {
      // A reserved cross-section: the circle of the fixed diameter d, A = π·d²/4 mm².
      w.start('Cross_section_area_information', [['id', `${id}.reserved`]]).leaf('Value_determination', 'reserved')
      w.measure('Area', id, (Math.PI * segment.fixedDiameter * segment.fixedDiameter) / 4, 'area').end()
    }
    for (const { fixing, offset } of ix.fixingsOn.get(segment.id) ?? []) writeFixingAssignment(w, segment, fixing, offset)
    for (const run of ix.protectionsOn.get(segment.id) ?? []) writeProtectionArea(w, segment, run)
    w.end()
  }
}

function writePoint(w: KblXmlWriter, id: string, position: readonly [number, number]): void {
  w.start('Cartesian_point', [['id', id]]).leaf('Coordinates', formatDouble(position[0])).leaf('Coordinates', formatDouble(-position[1])).end()
}

function writeNodeInstructions(w: KblXmlWriter, node: NodeRecord): void {
  w.instruction('Processing_information', INSTRUCTION.nodeKind, node.kind)
  if (node.lengthAddOn !== null) w.instruction('Processing_information', INSTRUCTION.lengthAddOn, formatDouble(node.lengthAddOn))
}

function writeFixingAssignment(w: KblXmlWriter, segment: SegmentRecord, fixing: FixingRecord, offset: number): void {
  const id = `assignment.${kblIdOf(fixing.id)}`
  w.start('Fixing_assignment', [['id', id]]).leaf('Location', formatDouble(fraction(offset, segment.length)))
  w.measure('Absolute_location', id, offset)
  // The schema asks for the clip's orientation; the engine keeps none, so along the segment.
  w.leaf('Orientation', '1').leaf('Orientation', '0')
  w.leaf('Fixing', kblIdOf(fixing.id)).end()
}

function writeProtectionArea(w: KblXmlWriter, segment: SegmentRecord, run: ProtectionRecord): void {
  const id = kblIdOf(run.id)
  w.start('Protection_area', [['id', id]])
  w.leaf('Start_location', formatDouble(fraction(run.start, segment.length))).measure('Absolute_start_location', id, run.start)
  w.leaf('End_location', formatDouble(fraction(run.end, segment.length))).measure('Absolute_end_location', id, run.end)
  w.leaf('Associated_protection', protectionOccurrenceIdOf(run.id))
  // Material and winding always; dimensions only where they differ from the engine's defaults.
  const pi = 'Processing_information'
  w.instruction(pi, INSTRUCTION.material, run.material).instruction(pi, INSTRUCTION.winding, run.winding)
  for (const name of PROTECTION_DIMENSIONS) {
    if (run[name] !== DEFAULT_RUN[name]) w.instruction(pi, INSTRUCTION[name], formatDouble(run[name]))
  }
  w.end()
}

/** A protection run with the engine's default dimensions, to leave defaults unwritten. */
const DEFAULT_RUN = createProtection({ id: 'protection:default' as ProtectionId, segmentId: 'segment:default' as SegmentId, start: 0 as Mm, end: 0 as Mm })
const PROTECTION_DIMENSIONS = ['width', 'thickness', 'overlap', 'gap', 'pitch', 'innerDiameter', 'layer'] as const

/** `offset` as a fraction 0..1 of `length` (0 on a zero-length segment). */
function fraction(offset: number, length: number): number {
  return length > 0 ? Math.min(1, Math.max(0, offset / length)) : 0
}
