import type { Polyline } from './drawnShape'

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
  return along(shape, bx, by) < along(shape, ax, ay)
}

/** The distance along `shape` (mm from its start) of the point of it nearest (`px`, `py`). */
function along(shape: Polyline, px: number, py: number): number {
  let best = Infinity
  let at = 0
  let walked = 0
  for (let i = 1; i < shape.length; i++) {
    const [x0, y0] = shape[i - 1]!
    const [x1, y1] = shape[i]!
    const dx = x1 - x0
    const dy = y1 - y0
    const length2 = dx * dx + dy * dy
    const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - x0) * dx + (py - y0) * dy) / length2))
    const d = Math.hypot(x0 + t * dx - px, y0 + t * dy - py)
    if (d < best) {
      best = d
      at = walked + t * Math.sqrt(length2)
    }
    walked += Math.sqrt(length2)
  }
  return at
}
