/**
 * Where rulers put their ticks and the grid its lines: at "nice" steps of 1, 2 or 5 times a power
 * of ten mm, the smallest such step that keeps marks at least `minPx` apart at `scale` px per mm.
 *
 * Example: at 0.5 px/mm with marks at least 50 px apart, the step is 100 mm (50 px); at 3 px/mm, 20 mm.
 */
export function niceStep(scale: number, minPx: number): number {
  const raw = minPx / scale
  const power = Math.pow(10, Math.floor(Math.log10(raw)))
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power
  return 10 * power
}

/** The multiples of `step` within [from, to], at most `limit` of them (an empty list for a bad step). */
export function ticksBetween(from: number, to: number, step: number, limit = 1000): number[] {
  if (!(step > 0) || !Number.isFinite(from) || !Number.isFinite(to)) return []
  const out: number[] = []
  for (let v = Math.ceil(from / step) * step; v <= to && out.length < limit; v += step) out.push(Math.abs(v) < step * 1e-9 ? 0 : v)
  return out
}

/**
 * The grid step in mm shown at `scale`: the drawing's grid size, or a multiple of ten of it when
 * its lines would be closer than `minPx`, so the grid thins out instead of filling the screen.
 */
export function gridStep(size: number, scale: number, minPx: number): number {
  if (!(size > 0)) return 0
  let step = size
  while (step * scale < minPx) step *= 10
  return step
}

/** A ruler label: whole numbers as they are, others with the decimals the step needs. */
export function tickLabel(value: number, step: number): string {
  const decimals = step >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(step)))
  return value.toFixed(decimals)
}
