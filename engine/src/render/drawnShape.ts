import type { SegmentId } from '@harness/protocol'
import type { RecordOf } from '../model/records'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'

/** A polyline in sheet mm, as the spatial index draws a segment. */
export type Polyline = readonly (readonly [number, number])[]

/**
 * A segment with the polyline it is drawn along (sheet mm), or undefined when it is gone or
 * drawn as a single point. Physical lengths along a segment are placed on the drawing at the
 * same fraction of this polyline (drawn and physical lengths differ).
 */
export function drawnSegment(doc: DocReader, spatial: SpatialIndex, id: SegmentId): { readonly segment: RecordOf<'segment'>; readonly shape: Polyline } | undefined {
  const segment = doc.getOf('segment', id)
  const shape = spatial.entry(id)?.shape
  return segment && shape && shape.length >= 2 ? { segment, shape } : undefined
}

/** The length of a polyline in mm. */
export function polylineLength(shape: Polyline): number {
  let sum = 0
  for (let i = 1; i < shape.length; i++) sum += Math.hypot(shape[i]![0] - shape[i - 1]![0], shape[i]![1] - shape[i - 1]![1])
  return sum
}

/** The point at fraction `t` (clamped to 0..1) of a polyline's length; e.g. 0.5 of (0,0)-(10,0)-(10,10) is (10, 0). */
export function pointAlong(shape: Polyline, t: number): readonly [number, number] {
  let left = Math.min(1, Math.max(0, t)) * polylineLength(shape)
  for (let i = 1; i < shape.length; i++) {
    const [ax, ay] = shape[i - 1]!
    const [bx, by] = shape[i]!
    const length = Math.hypot(bx - ax, by - ay)
    if (left <= length && length > 0) return [ax + ((bx - ax) * left) / length, ay + ((by - ay) * left) / length]
    left -= length
  }
  return shape[shape.length - 1]!
}

/**
 * Where a drawn polyline (`line`: start node, bend points, end node) is cut at fraction `t` (0-1)
 * of its drawn length: the cut point and the bend points on either side of it, so a segment split
 * there keeps its drawing. Example: (0, 0) → (100, 0) → (100, 100) cut at 0.75 gives the point
 * (100, 50), the bend point (100, 0) before it and none after.
 */
export function cutPolyline(line: Polyline, t: number): { readonly at: readonly [number, number]; readonly before: Polyline; readonly after: Polyline } {
  let total = 0
  for (let i = 1; i < line.length; i++) total += Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1])
  let left = Math.min(1, Math.max(0, t)) * total
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!
    const [bx, by] = line[i]!
    const length = Math.hypot(bx - ax, by - ay)
    if ((left <= length && length > 0) || i === line.length - 1) {
      const f = length > 0 ? Math.min(1, left / length) : 0
      return { at: [ax + (bx - ax) * f, ay + (by - ay) * f], before: line.slice(1, i).map((p) => [p[0], p[1]] as const), after: line.slice(i, -1).map((p) => [p[0], p[1]] as const) }
    }
    left -= length
  }
  const only = line[0] ?? [0, 0]
  return { at: [only[0], only[1]], before: [], after: [] }
}
