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

/**
 * The point of polyline `line` nearest `p`: the leg it lies on (0 for the first), the point, its
 * distance along the line from the start and the line's whole length (mm); null for a line of
 * fewer than two points. Example: (0, 0) → (100, 0) → (100, 100) and (97, 60) give leg 1, the
 * point (100, 60), 160 mm along of 200.
 */
export function nearestOnPolyline(line: Polyline, p: readonly [number, number]): { readonly leg: number; readonly at: readonly [number, number]; readonly along: number; readonly length: number } | null {
  if (line.length < 2) return null
  let best = { leg: 0, at: line[0]!, along: 0, distance: Infinity }
  let total = 0
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1]!
    const [x1, y1] = line[i]!
    const dx = x1 - x0
    const dy = y1 - y0
    const span = Math.hypot(dx, dy)
    const squared = dx * dx + dy * dy
    const t = squared > 0 ? Math.min(1, Math.max(0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / squared)) : 0
    const at: readonly [number, number] = [x0 + dx * t, y0 + dy * t]
    const distance = Math.hypot(p[0] - at[0], p[1] - at[1])
    if (distance < best.distance) best = { leg: i - 1, at, along: total + span * t, distance }
    total += span
  }
  return { leg: best.leg, at: best.at, along: best.along, length: total }
}
