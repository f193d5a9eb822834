import type { NodeId, SegmentId } from '@harness/protocol'
import { createSegment } from '../model/factories'
import { newId } from '../model/newId'
import type { SheetPoint } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { anchorPoint, anchorProblem, resolveAnchor, type NodeAnchor } from './anchors'
import { isSheetPoint, MAX_POSITION_MM, newIdsProblem, secondPieceName } from './topology'

export { newIdsProblem }
import { MAX_BEND_POINTS } from './bendPoints'
import { faceFirstBundle } from './facingBundle'


/** Shortest physical length a drawn segment gets from its drawing, in mm. */
export const MIN_DRAWN_LENGTH_MM = 1

/**
 * The physical length a segment drawn from `a` to `b` (sheet mm) starts with: the drawn distance
 * rounded to whole millimetres, at least {@link MIN_DRAWN_LENGTH_MM}, through the bend points
 * `through` when it has any. The drawing and the physical
 * length stay apart afterwards: moving a node does not change it, typing a length does not move
 * the drawing. Example: from (0, 0) to (30, 40) → 50 mm.
 */
export function drawnLength(a: SheetPoint, b: SheetPoint, through: readonly SheetPoint[] = []): Mm {
  let length = 0
  let last = a
  for (const p of [...through, b]) {
    length += Math.hypot(p[0] - last[0], p[1] - last[1])
    last = p
  }
  return Math.max(MIN_DRAWN_LENGTH_MM, Math.round(length)) as Mm
}

/**
 * Draws a bundle branch from one anchor to another (see {@link NodeAnchor}): either end is an
 * existing node, a point on a segment (split there: the new branch branches off it) or a free
 * point (a new branch node), named `name` (none by default), drawn through the bend points
 * `points` (sheet mm, none by default). Its physical length is `length` when typed, else the drawn distance
 * ({@link drawnLength}). `fromNodeId` and `toNodeId` name the nodes made for new ends, and
 * `segmentId` the branch, so a tool can go on from where it ended. Refused when both ends are the
 * same node, both lie on the same segment, or the two nodes are already joined. A connector
 * whose node gets its first bundle this way is turned to face it ({@link faceFirstBundle}).
 */
export const drawSegment: Command<{
  from: NodeAnchor; to: NodeAnchor; length?: Mm; name?: string; points?: readonly SheetPoint[]; segmentId?: SegmentId; fromNodeId?: NodeId; toNodeId?: NodeId
}> = (doc, args, tx) => {
  const problem = anchorProblem(doc, args.from) ?? anchorProblem(doc, args.to)
  if (problem) return problem
  const { from, to } = args
  if (args.length !== undefined && !(typeof args.length === 'number' && args.length > 0 && args.length <= MAX_POSITION_MM)) {
    return refuse('invalidArguments', `length must be a positive number of mm up to ${MAX_POSITION_MM}`)
  }
  if (from.kind === 'node' && to.kind === 'node') {
    if (from.nodeId === to.nodeId) return refuse('invalidArguments', 'a branch needs two different ends')
    if (joined(doc, from.nodeId, to.nodeId)) return refuse('invalidArguments', 'the two nodes are already joined by a segment')
  }
  // From a node to a point on one of its own segments: the split's half would be drawn twice.
  if (endsOnOwnSegment(doc, from, to) || endsOnOwnSegment(doc, to, from)) return refuse('invalidArguments', 'the two ends are already joined by that segment')
  const idProblem = newIdsProblem(doc, [args.segmentId, from.kind === 'node' ? undefined : args.fromNodeId, to.kind === 'node' ? undefined : args.toNodeId])
  if (idProblem) return refuse('invalidArguments', idProblem)
  if (args.name !== undefined && (typeof args.name !== 'string' || args.name.length > 200)) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  const points = args.points ?? []
  // Array.from: a sparse list's holes are checked too (every would skip them).
  if (!Array.isArray(points) || points.length > MAX_BEND_POINTS || !Array.from(points).every(isSheetPoint)) {
    return refuse('invalidArguments', `points must be up to ${MAX_BEND_POINTS} bend points, each two finite coordinates within ${MAX_POSITION_MM} mm of the origin`)
  }
  if (from.kind === 'segment' && to.kind === 'segment' && from.segmentId === to.segmentId) return refuse('invalidArguments', 'a branch cannot start and end on the same segment')
  const a = anchorPoint(doc, from)
  const b = anchorPoint(doc, to)
  if (!a || !b) return refuse('notFound', 'an end of the branch')
  if (!tx) return true
  // A connector's first bundle turns its pins toward it (before the segment exists, while the node has none).
  if (from.kind === 'node') faceFirstBundle(doc, tx, from.nodeId, points[0] ?? b)
  if (to.kind === 'node') faceFirstBundle(doc, tx, to.nodeId, points[points.length - 1] ?? a)
  const start = resolveAnchor(doc, from, args.fromNodeId ?? newId('node'), tx)
  if (typeof start !== 'string') return start
  const end = resolveAnchor(doc, to, args.toNodeId ?? newId('node'), tx)
  if (typeof end !== 'string') return end
  const drawn = createSegment({
    ...(args.segmentId ? { id: args.segmentId } : {}), name: args.name ?? '', startNodeId: start, endNodeId: end,
    points: points.map((p) => [p[0], p[1]] as const), length: args.length ?? drawnLength(a, b, points),
  })
  tx.put(drawn)
  // A piece cut off a segment an end lies on was named before the branch existed: it may have
  // taken the branch's name (both the next free S-number). It takes the next one after it.
  if (drawn.name !== '') {
    for (const record of Object.values(tx.diff.added)) {
      if (record.typeName === 'segment' && record.id !== drawn.id && record.name === drawn.name) tx.update('segment', record.id, { name: secondPieceName(doc, drawn.name) })
    }
  }
  return true
}

/** Whether `a` is a node and `b` a point on a segment that ends at that node. */
function endsOnOwnSegment(doc: DocReader, a: NodeAnchor, b: NodeAnchor): boolean {
  if (a.kind !== 'node' || b.kind !== 'segment') return false
  const segment = doc.getOf('segment', b.segmentId)
  return segment !== undefined && (segment.startNodeId === a.nodeId || segment.endNodeId === a.nodeId)
}

/** Whether a segment already joins nodes `a` and `b`. */
function joined(doc: DocReader, a: NodeId, b: NodeId): boolean {
  return doc.segmentsAt(a).some((s) => (s.startNodeId === a && s.endNodeId === b) || (s.startNodeId === b && s.endNodeId === a))
}
