import type { SheetPoint } from '../model/records'

/**
 * The outline a selected or hovered segment is highlighted with around its bundle: beside its
 * centre line, each straight piece of the drawn line gets a closed box `halfWidth` mm either side
 * of it, so a thick bundle shows as selected along its edges and not only by a thin line down its
 * middle. Pieces of no length get none. x y pairs in sheet mm, one closed polyline per piece.
 *
 * Example: the piece (0, 0) → (10, 0) with half width 2: (0, -2) (10, -2) (10, 2) (0, 2) (0, -2).
 */
export function bundleOutline(shape: readonly SheetPoint[], halfWidth: number): Float32Array[] {
  const out: Float32Array[] = []
  if (!(halfWidth > 0)) return out
  for (let i = 1; i < shape.length; i++) {
    const [ax, ay] = shape[i - 1]!
    const [bx, by] = shape[i]!
    const length = Math.hypot(bx - ax, by - ay)
    if (length === 0) continue
    const nx = (-(by - ay) / length) * halfWidth
    const ny = ((bx - ax) / length) * halfWidth
    out.push(Float32Array.of(ax - nx, ay - ny, bx - nx, by - ny, bx + nx, by + ny, ax + nx, ay + ny, ax - nx, ay - ny))
  }
  return out
}
