import type { NodeId, SegmentId } from '@harness/protocol'
import { createNode, createSegment } from '../model/factories'
import { nextName } from '../model/nextName'
import type { ProtectionRecord, SheetPoint } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { cutPolyline } from '../render/drawnShape'
import { refuse, type Command } from '../tx/Command'

/** How far from the sheet origin a node may be moved, in mm (10 km; the tile grid holds 16.7 km). */
export const MAX_POSITION_MM = 1e7

/** True when `p` is a sheet point: two finite coordinates within {@link MAX_POSITION_MM} of the origin (arguments from outside are checked, not trusted). */
export const isSheetPoint = (p: unknown): p is SheetPoint =>
  Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)

/**
 * Why ids a caller chose for new records cannot be used (undefined entries are not chosen): each
 * must be text, not an id the document holds, and not another of the list; else null.
 */
export function newIdsProblem(doc: DocReader, ids: readonly (string | undefined)[]): string | null {
  const seen = new Set<string>()
  for (const id of ids) {
    if (id === undefined) continue
    if (typeof id !== 'string' || id.length === 0 || id.length > 200) return 'ids of new records must be text of 1 to 200 characters'
    if (doc.get(id) !== undefined) return `id ${id} is taken`
    if (seen.has(id)) return `id ${id} is given twice`
    seen.add(id)
  }
  return null
}

/** Moves a node on the sheet to `position` (mm). Physical segment lengths do not change. */
export const moveNode: Command<{ nodeId: NodeId; position: SheetPoint }> = (doc, { nodeId, position }, tx) => {
  if (!doc.getOf('node', nodeId)) return refuse('notFound', nodeId)
  if (!isSheetPoint(position)) return refuse('invalidArguments', `position must be two finite coordinates within ${MAX_POSITION_MM} mm of the origin`)
  tx?.update('node', nodeId, { position })
  return true
}

/**
 * Moves bend point `index` (0-based, in the order from the start node) of a segment's drawing to
 * `position` (sheet mm). Only the drawing changes: the physical length, routes and wire lengths
 * stay as they are.
 */
export const moveBendPoint: Command<{ segmentId: SegmentId; index: number; position: SheetPoint }> = (doc, { segmentId, index, position }, tx) => {
  const segment = doc.getOf('segment', segmentId)
  if (!segment) return refuse('notFound', segmentId)
  if (!Number.isInteger(index) || index < 0 || index >= segment.points.length) return refuse('invalidArguments', `index must name one of the segment's ${segment.points.length} bend points`)
  if (!Array.isArray(position) || position.length !== 2 || !position.every((v) => Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)) {
    return refuse('invalidArguments', `position must be finite and within ${MAX_POSITION_MM} mm of the origin`)
  }
  tx?.update('segment', segmentId, { points: segment.points.map((p, i) => (i === index ? [position[0], position[1]] as const : p)) })
  return true
}

/** Sets a segment's physical length in mm (reshape); wire lengths and routes follow. */
export const setSegmentLength: Command<{ segmentId: SegmentId; length: Mm }> = (doc, { segmentId, length }, tx) => {
  if (!doc.getOf('segment', segmentId)) return refuse('notFound', segmentId)
  if (!Number.isFinite(length) || length <= 0 || length > 1e6) return refuse('invalidArguments', 'length must be in (0, 1e6] mm')
  tx?.update('segment', segmentId, { length })
  return true
}

/**
 * Splits a segment at `offset` mm from its start node with a new branch node (e.g. for a splice
 * or a new branch), drawn at the same fraction of the segment's drawn line; each half keeps the
 * bend points on its side. Protection runs and fixings move to the part they lie on; a run that spans
 * the split point is cut in two, the second piece named after the first with ".2" (P2 → P2.2), so a
 * BOM does not list one name twice.
 */
export const splitSegment: Command<{ segmentId: SegmentId; offset: Mm; nodeId?: NodeId; newSegmentId?: SegmentId }> = (doc, args, tx) => {
  const segment = doc.getOf('segment', args.segmentId)
  if (!segment) return refuse('notFound', args.segmentId)
  if (!(args.offset > 0 && args.offset < segment.length)) return refuse('invalidArguments', 'offset must lie strictly inside the segment')
  const idProblem = newIdsProblem(doc, [args.nodeId, args.newSegmentId])
  if (idProblem) return refuse('invalidArguments', idProblem)
  if (!tx) return true
  const start = doc.getOf('node', segment.startNodeId)!
  const end = doc.getOf('node', segment.endNodeId)!
  // On the drawn line at the same fraction as the offset; each half keeps its bend points.
  const cut = cutPolyline([start.position, ...segment.points, end.position], args.offset / segment.length)
  const node = createNode({ ...(args.nodeId ? { id: args.nodeId } : {}), kind: 'branch', position: cut.at })
  const second = createSegment({
    ...(args.newSegmentId ? { id: args.newSegmentId } : {}),
    name: secondPieceName(doc, segment.name),
    startNodeId: node.id,
    endNodeId: segment.endNodeId,
    length: (segment.length - args.offset) as Mm,
    fixedDiameter: segment.fixedDiameter,
    points: cut.after,
  })
  tx.put(node)
  tx.put(second)
  tx.update('segment', segment.id, { endNodeId: node.id, length: args.offset, points: cut.before })
  for (const run of doc.protectionsOn(segment.id)) {
    if (run.start >= args.offset) {
      tx.update('protection', run.id, { segmentId: second.id, start: (run.start - args.offset) as Mm, end: (run.end - args.offset) as Mm })
    } else if (run.end > args.offset) {
      tx.update('protection', run.id, { end: args.offset })
      tx.put({ ...run, id: `${run.id}.2` as typeof run.id, name: run.name ? `${run.name}.2` : '', segmentId: second.id, start: 0 as Mm, end: (run.end - args.offset) as Mm })
    }
  }
  for (const fixing of doc.fixingsAt(segment.id)) {
    if (fixing.place.kind === 'segment' && fixing.place.offset >= args.offset) {
      tx.update('fixing', fixing.id, { place: { kind: 'segment', segmentId: second.id, offset: (fixing.place.offset - args.offset) as Mm } })
    }
  }
  return true
}

/**
 * The name of the piece a split cuts off (also the drawn branch's clash, drawSegment): the next free number of the name's own prefix where it
 * is a prefix and a number (S1 → S4 with S2 and S3 taken), so names stay short however often a
 * bundle is split; else the name with ".2" (Trunk → Trunk.2); none for an unnamed segment.
 */
export function secondPieceName(doc: DocReader, name: string): string {
  const numbered = /^(\D+)\d+$/.exec(name)
  if (numbered) return nextName(doc, 'segment', numbered[1]!)
  return name ? `${name}.2` : ''
}

/** How close in mm two runs' ends must be to meet at a joint. */
const JOINT_TOLERANCE_MM = 1e-6

/** Whether two runs are the same wrapping (material, winding, sizes, part, layer): one run when they meet. */
function sameWrapping(a: ProtectionRecord, b: ProtectionRecord): boolean {
  return a.material === b.material && a.winding === b.winding && a.width === b.width && a.thickness === b.thickness && a.overlap === b.overlap
    && a.gap === b.gap && a.pitch === b.pitch && a.innerDiameter === b.innerDiameter && a.layer === b.layer && a.partNumber === b.partNumber
    && a.usage === b.usage && a.status === b.status
}

/** True when `p` lies on the straight line from `a` to `c`, between them (within 1e-6 of their distance). */
function collinear(a: SheetPoint, p: SheetPoint, c: SheetPoint): boolean {
  const length = Math.hypot(c[0] - a[0], c[1] - a[1])
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]) === 0
  const cross = ((c[0] - a[0]) * (p[1] - a[1]) - (c[1] - a[1]) * (p[0] - a[0])) / length
  const along = ((c[0] - a[0]) * (p[0] - a[0]) + (c[1] - a[1]) * (p[1] - a[1])) / length
  return Math.abs(cross) <= 1e-6 * length && along >= 0 && along <= length
}

/**
 * Joins two segments that meet at a plain branch node with nothing else attached into one segment
 * whose length is the sum; the node disappears (its place stays a bend point where the line bent
 * there, so the drawing keeps its shape). Runs and fixings of the second move over; a run of the
 * second that continues one of the first across the joint (the same wrapping, part and layer,
 * meeting end to start) becomes part of it, as a run cut by {@link splitSegment} is whole again.
 */
export const joinSegments: Command<{ first: SegmentId; second: SegmentId }> = (doc, { first, second }, tx) => {
  const a = doc.getOf('segment', first)
  const b = doc.getOf('segment', second)
  if (!a || !b || a.id === b.id) return refuse('notFound', `${first} / ${second}`)
  const shared = [a.startNodeId, a.endNodeId].find((n) => n === b.startNodeId || n === b.endNodeId)
  if (!shared) return refuse('wouldBreakTopology', 'the segments do not meet')
  const node = doc.getOf('node', shared)!
  const busy = doc.segmentsAt(shared).length !== 2 || doc.connectorsAt(shared).length > 0 || doc.splicesAt(shared).length > 0 || doc.fixingsAt(shared).length > 0
  if (node.kind !== 'branch' || busy) return refuse('wouldBreakTopology', 'the meeting node carries other parts or branches')
  if (!tx) return true
  const aFar = a.startNodeId === shared ? a.endNodeId : a.startNodeId
  const bFar = b.startNodeId === shared ? b.endNodeId : b.startNodeId
  const aReversed = a.startNodeId === shared
  const bReversed = b.endNodeId === shared
  const length = (a.length + b.length) as Mm
  // Offsets along the joined segment run from aFar to bFar.
  const alongA = (x: number) => (aReversed ? a.length - x : x)
  const alongB = (x: number) => a.length + (bReversed ? b.length - x : x)
  // The drawing keeps its shape: a's bend points from aFar, the node's place where it bent, b's on to bFar.
  const aPoints = aReversed ? [...a.points].reverse() : a.points
  const bPoints = bReversed ? [...b.points].reverse() : b.points
  const before = aPoints.at(-1) ?? doc.getOf('node', aFar)!.position
  const after = bPoints[0] ?? doc.getOf('node', bFar)!.position
  const bend = collinear(before, node.position, after) ? [] : [node.position]
  tx.update('segment', a.id, { startNodeId: aFar, endNodeId: bFar, length, points: [...aPoints, ...bend, ...bPoints] })
  // Runs of a that end at the joint, which a run of b starting there may continue.
  const atJoint: { run: ProtectionRecord; start: number }[] = []
  for (const run of doc.protectionsOn(a.id)) {
    const [s, e] = [alongA(run.start), alongA(run.end)].sort((x, y) => x - y) as [number, number]
    tx.update('protection', run.id, { start: s as Mm, end: e as Mm })
    if (Math.abs(e - a.length) <= JOINT_TOLERANCE_MM) atJoint.push({ run, start: s })
  }
  for (const run of doc.protectionsOn(b.id)) {
    const [s, e] = [alongB(run.start), alongB(run.end)].sort((x, y) => x - y) as [number, number]
    const continued = Math.abs(s - a.length) <= JOINT_TOLERANCE_MM ? atJoint.findIndex((j) => sameWrapping(j.run, run)) : -1
    if (continued >= 0) {
      const [joined] = atJoint.splice(continued, 1)
      tx.update('protection', joined!.run.id, { start: joined!.start as Mm, end: e as Mm })
      tx.remove([run.id])
    } else {
      tx.update('protection', run.id, { segmentId: a.id, start: s as Mm, end: e as Mm })
    }
  }
  for (const fixing of [...doc.fixingsAt(a.id), ...doc.fixingsAt(b.id)]) {
    if (fixing.place.kind !== 'segment') continue
    const offset = fixing.place.segmentId === a.id ? alongA(fixing.place.offset) : alongB(fixing.place.offset)
    tx.update('fixing', fixing.id, { place: { kind: 'segment', segmentId: a.id, offset: offset as Mm } })
  }
  tx.remove([b.id, shared])
  return true
}
