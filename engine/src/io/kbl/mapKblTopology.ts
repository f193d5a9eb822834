/**
 * KBL Node and Segment elements as topology drafts: node positions on the sheet in mm and segment
 * lengths in mm.
 *
 * Projection: a Cartesian_point of three coordinates (x, y, z) in the vehicle frame (mm; x
 * rearward, y to the right, z up) is drawn as the orthographic top view (seen from +z, looking
 * down) at sheet point (x, −y): z is dropped and y is negated because the sheet's y axis grows
 * downward. A two-coordinate point (a 2D drawing KBL) is drawn at (x, −y) the same way. Nothing
 * is scaled; the importer then moves the whole drawing onto a page (`placeOnPage`), by the same
 * whole millimetres every time, so re-importing gives the same positions.
 *
 * Length: Physical_length when stated, else Virtual_length, converted by the file's Unit; a
 * segment stating neither gets the straight 3D distance between its nodes, with a warning.
 */
import { NODE_KINDS, asId, isOneOf, type NodeId, type NodeKind, type SegmentId } from '@harness/protocol'
import { createSegment } from '../../model/factories'
import type { SegmentRecord, SheetPoint } from '../../model/records'
import type { Mm } from '../../model/units'
import { AREA_BOUNDS, COORDINATE_BOUNDS, LENGTH_BOUNDS, type KblDocument } from './KblDocument'
import { instructionNumber, instructionText, readInstructions } from './kblInstructions'
import type { KblElement } from './kblTree'

/** A node before its kind is known (the components placed on it decide the kind). */
export interface NodeDraft {
  readonly id: NodeId
  readonly kblId: string
  readonly name: string
  readonly position: SheetPoint
  /** The KBL point in mm, 2 or 3 coordinates (for distances). */
  readonly point: readonly number[]
  kind: NodeKind
  /** The node's own wire length add-on in mm, when the file carries one (see `kblInstructions`). */
  readonly lengthAddOn?: Mm
}

/** The harness topology read from a KBL file. */
export interface KblTopology {
  /** Node drafts by KBL node id, in file order. */
  readonly nodes: Map<string, NodeDraft>
  /** Segment records by KBL segment id, in file order, with the element each came from. */
  readonly segments: Map<string, { readonly record: SegmentRecord; readonly element: KblElement }>
}

/** The engine node id of a KBL node. */
export function nodeIdOf(kblId: string): NodeId {
  return asId('node', `node:${kblId}`)
}

/** The engine segment id of a KBL segment. */
export function segmentIdOf(kblId: string): SegmentId {
  return asId('segment', `segment:${kblId}`)
}

/** The sheet point (mm) of KBL coordinates: the top view (x, −y) described in the module comment. */
export function projectToSheet(point: readonly number[]): SheetPoint {
  return [point[0] ?? 0, -(point[1] ?? 0) + 0]
}

/** Reads every Node and Segment of the container. Unknown or wrongly typed node references are fatal. */
export function mapKblTopology(doc: KblDocument): KblTopology {
  const nodes = new Map<string, NodeDraft>()
  for (const element of doc.children(doc.root, 'Node')) {
    const kblId = doc.idOf(element)
    const point = readPoint(doc, doc.ref(element, 'Cartesian_point', ['Cartesian_point']))
    const carried = readInstructions(doc, element)
    const kindText = instructionText(carried, 'nodeKind')
    const kind = kindText !== null && isOneOf(NODE_KINDS, kindText) ? kindText : 'branch'
    const lengthAddOn = instructionNumber(doc, element, carried, 'lengthAddOn', LENGTH_BOUNDS)
    nodes.set(kblId, {
      id: nodeIdOf(kblId), kblId, name: doc.text(element, 'Id') || kblId, position: projectToSheet(point), point, kind,
      ...(lengthAddOn !== null ? { lengthAddOn: lengthAddOn as Mm } : {}),
    })
  }
  const segments = new Map<string, { record: SegmentRecord; element: KblElement }>()
  for (const element of doc.children(doc.root, 'Segment')) {
    const kblId = doc.idOf(element)
    const endNode = (name: string): NodeDraft => {
      const node = nodes.get(doc.idOf(doc.ref(element, name, ['Node'])))
      if (!node) doc.fail(doc.child(element, name)!, `${name} of segment ${kblId} names a Node that is not a Node of the container`)
      return node
    }
    const start = endNode('Start_node')
    const end = endNode('End_node')
    let length = doc.measure(element, 'Physical_length', 'length', LENGTH_BOUNDS) ?? doc.measure(element, 'Virtual_length', 'length', LENGTH_BOUNDS)
    if (length === null) {
      length = distance(start.point, end.point)
      doc.warn(element, `segment ${kblId} states no Physical_length or Virtual_length; the straight distance ${length.toFixed(1)} mm between its nodes is used`)
    }
    const record = createSegment({
      id: segmentIdOf(kblId),
      name: doc.text(element, 'Id') || kblId,
      startNodeId: start.id,
      endNodeId: end.id,
      length: length as Mm,
      fixedDiameter: reservedDiameter(doc, element),
    })
    segments.set(kblId, { record, element })
  }
  return { nodes, segments }
}

/** The 2 or 3 coordinates (mm) of a Cartesian_point; fatal when fewer than 2 or absurd. */
export function readPoint(doc: KblDocument, point: KblElement): number[] {
  const coordinates = doc.numbers(point, 'Coordinates', COORDINATE_BOUNDS)
  if (coordinates.length < 2 || coordinates.length > 3) doc.fail(point, `Cartesian_point has ${coordinates.length} coordinates, not 2 or 3`)
  return coordinates
}

/**
 * The diameter in mm of a cross-section the file reserves or measured for the segment (the first
 * Cross_section_area_information whose Value_determination is not "calculated"/"estimated"),
 * as the circle of that area: d = 2·√(A/π); null when there is none.
 */
function reservedDiameter(doc: KblDocument, segment: KblElement): Mm | null {
  for (const info of doc.children(segment, 'Cross_section_area_information')) {
    const how = doc.text(info, 'Value_determination').toLowerCase()
    if (how === 'calculated' || how === 'estimated') continue
    const area = doc.measure(info, 'Area', 'area', { min: 0, max: AREA_BOUNDS.max * 100 })
    if (area !== null && area > 0) return (2 * Math.sqrt(area / Math.PI)) as Mm
  }
  return null
}

function distance(a: readonly number[], b: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < Math.max(a.length, b.length); i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2
  return Math.sqrt(sum)
}
