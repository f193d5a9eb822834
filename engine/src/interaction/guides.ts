import type { SheetPoint } from '../model/records'
import type { SheetBox, SpatialEntry } from '../spatial/SpatialIndex'

/**
 * Smart guides (the drawing settings' `guides`, as draw.io has them): while a node or bend point
 * is dragged, it snaps to the x or y of other nodes and bend points near where the drag began,
 * and the canvas draws the line it snapped to. The same pure snap runs in the worker (the
 * position stored) and in the page (the preview under the pointer), on the same candidates, so
 * what the designer sees is what is stored.
 */

/** Sorted, distinct x and y coordinates (sheet mm) a drag may snap to. */
export interface GuideCandidates {
  readonly xs: Float64Array
  readonly ys: Float64Array
}

/** Most points gathered as candidates (a drag near the busiest part of an aircraft harness stays cheap). */
export const MAX_GUIDE_POINTS = 4096

/** How far from where a drag begins candidates are gathered, in screen px (about a screen). */
export const GUIDE_REACH_PX = 1500

/**
 * The candidates of a drag begun at `at`: the points of `entries` (nodes as they are drawn, the
 * bend points of segments) other than `exclude`, the {@link MAX_GUIDE_POINTS} nearest to `at`.
 */
export function guideCandidates(entries: readonly SpatialEntry[], exclude: (x: number, y: number) => boolean, at: SheetPoint = [0, 0]): GuideCandidates {
  const points: SheetPoint[] = []
  const add = (p: SheetPoint) => {
    if (!exclude(p[0], p[1])) points.push(p)
  }
  for (const entry of entries) {
    if (entry.typeName === 'node' || entry.typeName === 'connector' || entry.typeName === 'splice') add(entry.shape[0]!)
    else if (entry.typeName === 'segment') for (let i = 1; i < entry.shape.length - 1; i++) add(entry.shape[i]!)
  }
  // Too many: keep the nearest, so what lines up close by is always among them.
  const kept = points.length <= MAX_GUIDE_POINTS ? points
    : points.map((p) => ({ p, d: Math.hypot(p[0] - at[0], p[1] - at[1]) })).sort((a, b) => a.d - b.d).slice(0, MAX_GUIDE_POINTS).map((e) => e.p)
  return { xs: sortedDistinct(kept.map((p) => p[0])), ys: sortedDistinct(kept.map((p) => p[1])) }
}

function sortedDistinct(values: number[]): Float64Array {
  const sorted = Float64Array.from(values).sort()
  let n = 0
  for (let i = 0; i < sorted.length; i++) if (n === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i]!
  return sorted.slice(0, n)
}

/** Farthest a candidate may lie from where a drag begins, in mm, however far the view is zoomed out. */
export const MAX_GUIDE_REACH_MM = 2000

/** The box around `at` that {@link GUIDE_REACH_PX} spans at `scale` px per mm, at most {@link MAX_GUIDE_REACH_MM} each way. */
export function guideReach(at: SheetPoint, scale: number): SheetBox {
  const r = Math.min(GUIDE_REACH_PX / scale, MAX_GUIDE_REACH_MM)
  return { minX: at[0] - r, minY: at[1] - r, maxX: at[0] + r, maxY: at[1] + r }
}

/** The value of sorted `values` nearest `v` within `tolerance`, or null. */
function nearest(values: Float64Array, v: number, tolerance: number): number | null {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (values[mid]! < v) lo = mid + 1
    else hi = mid
  }
  let best: number | null = null
  for (const i of [lo - 1, lo]) {
    const c = values[i]
    if (c !== undefined && Math.abs(c - v) <= tolerance && (best === null || Math.abs(c - v) < Math.abs(best - v))) best = c
  }
  return best
}

/** A snapped position and the guide lines it snapped to (null: not snapped on that axis). */
export interface Snapped {
  readonly point: SheetPoint
  readonly x: number | null
  readonly y: number | null
}

/**
 * Snaps `point` to the nearest candidate x and y within `toleranceMm`, each axis on its own.
 *
 * Example: candidates xs [100, 250], ys [0]; point (101.5, 40) with tolerance 2 snaps to
 * (100, 40) with a vertical guide at x = 100 and none across.
 */
export function snapToGuides(point: SheetPoint, candidates: GuideCandidates, toleranceMm: number): Snapped {
  const x = nearest(candidates.xs, point[0], toleranceMm)
  const y = nearest(candidates.ys, point[1], toleranceMm)
  return { point: [x ?? point[0], y ?? point[1]], x, y }
}

/**
 * Where a dragged node or bend point lands: on a smart guide along each axis one holds
 * ({@link snapToGuides}, when `guides` is given), else on the nearest multiple of `grid` mm (when
 * given), else where the pointer took it.
 *
 * Example: guides xs [100] within 2 mm, grid 10; (101.5, 43) lands on (100, 40), a guide at x = 100.
 */
export function snapDrag(point: SheetPoint, guides: (GuideCandidates & { readonly tolerance: number }) | null, grid: number | null): Snapped {
  const held = guides ? snapToGuides(point, guides, guides.tolerance) : { point, x: null, y: null }
  if (grid === null || !(grid > 0)) return held
  const onGrid = (v: number) => Math.round(v / grid) * grid
  return { point: [held.x ?? onGrid(point[0]), held.y ?? onGrid(point[1])], x: held.x, y: held.y }
}
