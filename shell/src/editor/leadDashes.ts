import type { Box } from './camera'

/** A lead's dash and the gap after it, in screen px (the same at every zoom). */
export const LEAD_DASH_PX = 6
export const LEAD_GAP_PX = 4

/** Above this many dashes in view, leads are drawn as solid lines (a frame stays cheap with thousands of leads). */
export const MAX_LEAD_DASHES = 20_000

/**
 * The part of the line (x1, y1)-(x2, y2) inside `box`, as distances from its start in the line's
 * units, or null when none of it is (Liang-Barsky clipping).
 */
export function clipToBox(x1: number, y1: number, x2: number, y2: number, box: Box): readonly [number, number] | null {
  const dx = x2 - x1
  const dy = y2 - y1
  let t0 = 0
  let t1 = 1
  const sides: ReadonlyArray<readonly [number, number]> = [[-dx, x1 - box.minX], [dx, box.maxX - x1], [-dy, y1 - box.minY], [dy, box.maxY - y1]]
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const r = q / p
    if (p < 0) t0 = Math.max(t0, r)
    else t1 = Math.min(t1, r)
    if (t0 > t1) return null
  }
  const length = Math.hypot(dx, dy)
  return [t0 * length, t1 * length]
}

/**
 * The dashes of unrouted-wire leads that the view shows: `lines` holds x1 y1 x2 y2 per lead in
 * sheet mm; the answer holds x1 y1 x2 y2 per dash, each {@link LEAD_DASH_PX} long on screen with
 * {@link LEAD_GAP_PX} between, counted from the lead's start so dashes stay put while the view
 * pans; only the parts inside `view` are cut into dashes. With more than `maxDashes` dashes in
 * view, the visible parts come whole (`solid` true).
 * Example: one lead (0, 0)-(20, 0) at 1 px/mm over the whole view → dashes 0-6 and 10-16,
 * and 20-20 is dropped as empty.
 */
export function leadDashes(lines: Float32Array, view: Box, scale: number, maxDashes = MAX_LEAD_DASHES): { readonly dashes: Float32Array; readonly solid: boolean } {
  const dash = LEAD_DASH_PX / scale
  const period = (LEAD_DASH_PX + LEAD_GAP_PX) / scale
  const parts: number[] = []
  let count = 0
  for (let i = 0; i + 3 < lines.length; i += 4) {
    const clipped = clipToBox(lines[i]!, lines[i + 1]!, lines[i + 2]!, lines[i + 3]!, view)
    if (!clipped || clipped[1] <= clipped[0]) continue
    parts.push(i, clipped[0], clipped[1])
    count += Math.ceil((clipped[1] - clipped[0]) / period) + 1
  }
  const solid = count > maxDashes
  const out: number[] = []
  for (let p = 0; p < parts.length; p += 3) {
    const i = parts[p]!
    const x1 = lines[i]!
    const y1 = lines[i + 1]!
    const length = Math.hypot(lines[i + 2]! - x1, lines[i + 3]! - y1)
    const ux = (lines[i + 2]! - x1) / length
    const uy = (lines[i + 3]! - y1) / length
    const from = parts[p + 1]!
    const to = parts[p + 2]!
    if (solid) {
      out.push(x1 + ux * from, y1 + uy * from, x1 + ux * to, y1 + uy * to)
      continue
    }
    for (let s = Math.floor(from / period) * period; s < to; s += period) {
      const a = Math.max(s, from)
      const b = Math.min(s + dash, to)
      if (b > a) out.push(x1 + ux * a, y1 + uy * a, x1 + ux * b, y1 + uy * b)
    }
  }
  return { dashes: new Float32Array(out), solid }
}
