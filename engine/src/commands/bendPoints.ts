import type { SegmentId } from '@harness/protocol'
import type { SheetPoint } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { nearestOnPolyline } from '../render/drawnShape'
import { refuse, type Command } from '../tx/Command'
import { MAX_ARRANGED } from './arrange'
import { isSheetPoint, MAX_POSITION_MM } from './topology'

/** Most bend points one segment's drawing holds. */
export const MAX_BEND_POINTS = 1000

/**
 * Where on a drawn polyline (`line`: start node, bend points, end node, sheet mm) a new bend point
 * for `point` goes: `index`, its place among the segment's bend points (0 before the first), and
 * `at`, the point of the nearest leg nearest to `point`. Null for a line of fewer than two points.
 *
 * Example: the line (0, 0) → (100, 0) → (100, 100) and the point (40, 3) give index 0 and
 * at (40, 0): a bend on the first leg, before the existing bend point.
 */
export function bendInsertion(line: readonly SheetPoint[], point: SheetPoint): { readonly index: number; readonly at: SheetPoint } | null {
  const nearest = nearestOnPolyline(line, point)
  return nearest ? { index: nearest.leg, at: [nearest.at[0], nearest.at[1]] } : null
}

/** The drawn polyline of segment `segmentId`: start node, bend points, end node (sheet mm); null when it or a node is gone. */
export function segmentPolyline(doc: DocReader, segmentId: SegmentId): SheetPoint[] | null {
  const segment = doc.getOf('segment', segmentId)
  const a = segment && doc.getOf('node', segment.startNodeId)
  const b = segment && doc.getOf('node', segment.endNodeId)
  return segment && a && b ? [a.position, ...segment.points, b.position] : null
}

/**
 * Adds a bend point to a segment's drawing at `position` (sheet mm), as bend point `index` (0
 * before the first; the segment's count after the last). Only the drawing changes: the physical
 * length, routes and wire lengths stay. One undo step.
 */
export const insertBendPoint: Command<{ segmentId: SegmentId; index: number; position: SheetPoint }> = (doc, { segmentId, index, position }, tx) => {
  const segment = doc.getOf('segment', segmentId)
  if (!segment) return refuse('notFound', segmentId)
  if (!Number.isInteger(index) || index < 0 || index > segment.points.length) return refuse('invalidArguments', `index must be 0 to ${segment.points.length}`)
  if (segment.points.length >= MAX_BEND_POINTS) return refuse('invalidArguments', `a segment holds at most ${MAX_BEND_POINTS} bend points`)
  if (!isSheetPoint(position)) return refuse('invalidArguments', `position must be finite and within ${MAX_POSITION_MM} mm of the origin`)
  tx?.update('segment', segmentId, { points: [...segment.points.slice(0, index), [position[0], position[1]], ...segment.points.slice(index)] })
  return true
}

/** Removes bend point `index` of a segment's drawing (the line runs straight past it). Drawing only; one undo step. */
export const removeBendPoint: Command<{ segmentId: SegmentId; index: number }> = (doc, { segmentId, index }, tx) => {
  const segment = doc.getOf('segment', segmentId)
  if (!segment) return refuse('notFound', segmentId)
  if (!Number.isInteger(index) || index < 0 || index >= segment.points.length) return refuse('invalidArguments', `index must name one of the segment's ${segment.points.length} bend points`)
  tx?.update('segment', segmentId, { points: segment.points.filter((_, i) => i !== index) })
  return true
}

/**
 * Removes every bend point of the segments `segmentIds` (other ids are passed over), so each is
 * drawn straight from node to node. Drawing only; one undo step; refused, changing nothing, when
 * no selected segment has a bend point.
 */
export const straightenSegments: Command<{ segmentIds: readonly string[] }> = (doc, { segmentIds }, tx) => {
  if (!Array.isArray(segmentIds) || segmentIds.length === 0 || segmentIds.length > MAX_ARRANGED) return refuse('invalidArguments', `select 1 to ${MAX_ARRANGED} segments`)
  const bent = [...new Set(segmentIds)].flatMap((id) => {
    const segment = typeof id === 'string' ? doc.getOf('segment', id) : undefined
    return segment && segment.points.length > 0 ? [segment] : []
  })
  if (bent.length === 0) return refuse('invalidArguments', 'no selected segment has a bend point')
  for (const segment of bent) tx?.update('segment', segment.id, { points: [] })
  return true
}
