import type { NodeId, SegmentId } from '@harness/protocol'
import { createNode, createSegment } from '../model/factories'
import type { SheetPoint } from '../model/records'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/** How far from the sheet origin a node may be moved, in mm (10 km; the tile grid holds 16.7 km). */
export const MAX_POSITION_MM = 1e7

/** True when `p` is a sheet point: two finite coordinates within {@link MAX_POSITION_MM} of the origin (arguments from outside are checked, not trusted). */
export const isSheetPoint = (p: unknown): p is SheetPoint =>
  Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)

/** Moves a node on the sheet to `position` (mm). Physical segment lengths do not change. */
export const moveNode: Command<{ nodeId: NodeId; position: SheetPoint }> = (doc, { nodeId, position }, tx) => {
  if (!doc.getOf('node', nodeId)) return refuse('notFound', nodeId)
  if (!position.every((v) => Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)) return refuse('invalidArguments', `position must be finite and within ${MAX_POSITION_MM} mm of the origin`)
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
 * or a new branch). Protection runs and fixings move to the part they lie on; a run that spans
 * the split point is cut in two.
 */
export const splitSegment: Command<{ segmentId: SegmentId; offset: Mm; nodeId?: NodeId; newSegmentId?: SegmentId }> = (doc, args, tx) => {
  const segment = doc.getOf('segment', args.segmentId)
  if (!segment) return refuse('notFound', args.segmentId)
  if (!(args.offset > 0 && args.offset < segment.length)) return refuse('invalidArguments', 'offset must lie strictly inside the segment')
  if (!tx) return true
  const start = doc.getOf('node', segment.startNodeId)!
  const end = doc.getOf('node', segment.endNodeId)!
  const t = args.offset / segment.length
  const position: SheetPoint = [start.position[0] + (end.position[0] - start.position[0]) * t, start.position[1] + (end.position[1] - start.position[1]) * t]
  const node = createNode({ ...(args.nodeId ? { id: args.nodeId } : {}), kind: 'branch', position })
  const second = createSegment({
    ...(args.newSegmentId ? { id: args.newSegmentId } : {}),
    name: segment.name ? `${segment.name}.2` : '',
    startNodeId: node.id,
    endNodeId: segment.endNodeId,
    length: (segment.length - args.offset) as Mm,
    fixedDiameter: segment.fixedDiameter,
  })
  tx.put(node)
  tx.put(second)
  tx.update('segment', segment.id, { endNodeId: node.id, length: args.offset, points: [] })
  for (const run of doc.protectionsOn(segment.id)) {
    if (run.start >= args.offset) {
      tx.update('protection', run.id, { segmentId: second.id, start: (run.start - args.offset) as Mm, end: (run.end - args.offset) as Mm })
    } else if (run.end > args.offset) {
      tx.update('protection', run.id, { end: args.offset })
      tx.put({ ...run, id: `${run.id}.2` as typeof run.id, segmentId: second.id, start: 0 as Mm, end: (run.end - args.offset) as Mm })
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
 * Joins two segments that meet at a plain branch node with nothing else attached into one segment
 * whose length is the sum; the node disappears. Runs and fixings of the second move over.
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
  tx.update('segment', a.id, { startNodeId: aFar, endNodeId: bFar, length, points: [] })
  for (const run of doc.protectionsOn(a.id)) {
    const [s, e] = [alongA(run.start), alongA(run.end)].sort((x, y) => x - y) as [number, number]
    tx.update('protection', run.id, { start: s as Mm, end: e as Mm })
  }
  for (const run of doc.protectionsOn(b.id)) {
    const [s, e] = [alongB(run.start), alongB(run.end)].sort((x, y) => x - y) as [number, number]
    tx.update('protection', run.id, { segmentId: a.id, start: s as Mm, end: e as Mm })
  }
  for (const fixing of [...doc.fixingsAt(a.id), ...doc.fixingsAt(b.id)]) {
    if (fixing.place.kind !== 'segment') continue
    const offset = fixing.place.segmentId === a.id ? alongA(fixing.place.offset) : alongB(fixing.place.offset)
    tx.update('fixing', fixing.id, { place: { kind: 'segment', segmentId: a.id, offset: offset as Mm } })
  }
  tx.remove([b.id, shared])
  return true
}
