import type { SheetBox } from './SpatialIndex'

/**
 * The tile pyramid the canvas caches drawings in, like a map's: at zoom step `z` the sheet is cut
 * into square tiles `2^z` mm on a side, aligned to the sheet origin (so tiles never move when the
 * drawing grows). A viewport at a scale of `s` screen pixels per sheet mm uses the step whose tiles
 * are 256 to 512 px on screen, so a screen shows a few dozen tiles at any zoom, and each tile is
 * thinned to a raster of {@link TILE_PX} pixels: what one tile holds is bounded by its pixels, not by
 * the harness.
 */

/** The raster side of a tile in pixels at the coarsest scale it is used for. */
export const TILE_PX = 256

/** Stands for every tile in a list of tile keys (a change of the drawing settings changes them all). */
export const ALL_TILES = '*'

/** The finest zoom step: 1 mm tiles, used from 256 px per mm. */
export const Z_MIN = 0

/** The coarsest zoom step: tiles of 2^24 mm (16.7 km), enough for any sheet. */
export const Z_MAX = 24

/** A tile of the pyramid: zoom step `z`, column `x` and row `y` (tile `x` spans `x·2^z .. (x+1)·2^z` mm). */
export interface TileCoord {
  readonly z: number
  readonly x: number
  readonly y: number
}

/** The key of a tile, `"z/x/y"`, as the canvas caches it. */
export type TileKey = string

/** The key of tile (`z`, `x`, `y`). */
export function tileKey(z: number, x: number, y: number): TileKey {
  return `${z}/${x}/${y}`
}

/** The tile a key names, or null when the key is not of the form `"z/x/y"` with integers and z in range. */
export function parseTileKey(key: string): TileCoord | null {
  const parts = key.split('/')
  if (parts.length !== 3) return null
  const [z, x, y] = parts.map(Number) as [number, number, number]
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y) || z < Z_MIN || z > Z_MAX) return null
  return { z, x, y }
}

/** The side of a tile at step `z`, in mm. */
export function tileSide(z: number): number {
  return 2 ** z
}

/** The pixel of a tile at step `z`: the grid things are snapped to, in mm (1 to 2 screen pixels). */
export function tilePixel(z: number): number {
  return tileSide(z) / TILE_PX
}

/**
 * The smallest scale a step is used at, in screen pixels per mm: legibility is judged there, so what
 * a tile lists is legible at every scale that shows it (up to twice this).
 */
export function tileScale(z: number): number {
  return TILE_PX / tileSide(z)
}

/** The zoom step for a scale in screen pixels per sheet mm (clamped to the pyramid). */
export function zoomFor(scale: number): number {
  if (!(scale > 0) || !Number.isFinite(scale)) return scale === Infinity ? Z_MIN : Z_MAX
  // The tiny epsilon keeps exact powers of two on the step whose tiles are exactly 256 px.
  const z = Math.ceil(Math.log2(TILE_PX / scale) - 1e-9)
  return Math.min(Z_MAX, Math.max(Z_MIN, z))
}

/** The sheet box of tile (`z`, `x`, `y`) in mm. */
export function tileBox(z: number, x: number, y: number): SheetBox {
  const side = tileSide(z)
  return { minX: x * side, minY: y * side, maxX: (x + 1) * side, maxY: (y + 1) * side }
}

/** The range of tile columns and rows at step `z` that meet `box` (inclusive). */
export function tileRange(box: SheetBox, z: number): { x0: number; y0: number; x1: number; y1: number } {
  const side = tileSide(z)
  return { x0: Math.floor(box.minX / side), y0: Math.floor(box.minY / side), x1: Math.floor(box.maxX / side), y1: Math.floor(box.maxY / side) }
}

/** The tile of step `z` that holds the point (`px`, `py`) (tiles own their lower edges). */
export function tileOf(z: number, px: number, py: number): TileCoord {
  const side = tileSide(z)
  return { z, x: Math.floor(px / side), y: Math.floor(py / side) }
}

/**
 * Clips the line piece (ax, ay)–(bx, by) to `box` (Liang–Barsky). Answers the clipped piece as
 * [ax, ay, bx, by] in `out` and true, or false when the piece misses the box.
 */
export function clipPiece(ax: number, ay: number, bx: number, by: number, box: SheetBox, out: Float64Array): boolean {
  return clipTo(ax, ay, bx, by, box.minX, box.minY, box.maxX, box.maxY, out)
}

/** {@link clipPiece} against a box given by its edges (no allocation; edges may be infinite). */
export function clipTo(ax: number, ay: number, bx: number, by: number, minX: number, minY: number, maxX: number, maxY: number, out: Float64Array): boolean {
  const dx = bx - ax
  const dy = by - ay
  let t0 = 0
  let t1 = 1
  // Each edge: p · t ≤ q, in the order left, right, top, bottom.
  for (let edge = 0; edge < 4; edge++) {
    const p = edge === 0 ? -dx : edge === 1 ? dx : edge === 2 ? -dy : dy
    const q = edge === 0 ? ax - minX : edge === 1 ? maxX - ax : edge === 2 ? ay - minY : maxY - ay
    if (p === 0) {
      if (q < 0) return false
      continue
    }
    const r = q / p
    if (p < 0) {
      if (r > t1) return false
      if (r > t0) t0 = r
    } else {
      if (r < t0) return false
      if (r < t1) t1 = r
    }
  }
  out[0] = ax + t0 * dx
  out[1] = ay + t0 * dy
  out[2] = ax + t1 * dx
  out[3] = ay + t1 * dy
  return true
}

/**
 * The tiles of step `z` a polyline crosses, edges included (a piece along a tile edge meets the
 * tiles on both sides), calling `visit` once per tile. Walks column by column, so the work is in
 * proportion to the tiles crossed, not to the piece's bounding range.
 */
export function forTilesOnPolyline(shape: readonly (readonly [number, number])[], z: number, visit: (x: number, y: number) => void): void {
  if (shape.length === 1) {
    const t = tileOf(z, shape[0]![0], shape[0]![1])
    visit(t.x, t.y)
    return
  }
  const side = tileSide(z)
  // Tiles already visited, only needed when a polyline has more than one piece.
  const seen = shape.length > 2 ? new Set<number>() : null
  for (let i = 1; i < shape.length; i++) {
    const [ax, ay] = shape[i - 1]!
    const [bx, by] = shape[i]!
    for (let x = Math.ceil(Math.min(ax, bx) / side) - 1; x <= Math.floor(Math.max(ax, bx) / side); x++) {
      if (!clipTo(ax, ay, bx, by, x * side, -Infinity, (x + 1) * side, Infinity, strip)) continue
      const lo = Math.min(strip[1]!, strip[3]!)
      const hi = Math.max(strip[1]!, strip[3]!)
      for (let y = Math.ceil(lo / side) - 1; y <= Math.floor(hi / side); y++) {
        if (!clipTo(ax, ay, bx, by, x * side, y * side, (x + 1) * side, (y + 1) * side, scratch)) continue
        if (seen) {
          const key = tileCell(x, y)
          if (seen.has(key)) continue
          seen.add(key)
        }
        visit(x, y)
      }
    }
  }
}

/**
 * A tile's column and row as one number, a Set or Map key (columns and rows stay far below 2^25
 * in magnitude for any sheet the pyramid covers). Example: tileCell(0, 0) = 2^25 × 2^26 + 2^25.
 */
export function tileCell(x: number, y: number): number {
  return (x + 0x2000000) * 0x4000000 + (y + 0x2000000)
}

/** The column and row of a {@link tileCell} number. */
export function cellColumnRow(cell: number): readonly [number, number] {
  return [Math.floor(cell / 0x4000000) - 0x2000000, (cell % 0x4000000) - 0x2000000]
}

const strip = new Float64Array(4)
const scratch = new Float64Array(4)
