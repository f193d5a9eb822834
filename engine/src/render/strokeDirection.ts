import { nearestOnPolyline, type Polyline } from './drawnShape'

/**
 * Whether a tile's stroke from (`ax`, `ay`) to (`bx`, `by`) (sheet mm) runs against its segment's
 * drawn polyline `shape` (start node, bend points, end node). A tile orders each stroke's ends by
 * their place on its grid (left to right, then top to bottom), not by the segment, so a segment
 * drawn leftwards or upwards has strokes that run backwards; the lanes across such a stroke are
 * laid in reverse, so each wire keeps its side of the bundle from tile to tile and meets the lead
 * drawn into its pin (`pinLeads.ts`, which follows the segment's direction). Judged by where the
 * two ends fall along the polyline (the nearest point of it to each).
 *
 * Example: a segment drawn from (100, 0) to (0, 0) and its stroke (0, 0) → (100, 0): reversed.
 */
export function strokeReversed(shape: Polyline, ax: number, ay: number, bx: number, by: number): boolean {
  const a = nearestOnPolyline(shape, [ax, ay])
  const b = nearestOnPolyline(shape, [bx, by])
  return a !== null && b !== null && b.along < a.along
}
