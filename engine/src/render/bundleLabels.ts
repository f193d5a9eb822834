import type { SegmentId } from '@harness/protocol'
import type { LodTileData } from '../spatial/LodTile'
import { boxesOverlap, type SheetBox, type SpatialIndex } from '../spatial/SpatialIndex'
import { tileSide } from '../spatial/tileGrid'
import type { DocReader } from '../store/DocReader'
import { NAME_CLEAR_MM } from './namePlaces'
import type { DiameterOf, SceneLabel } from './tileScene'

/**
 * The length labels of a tile's bundles (the drawing setting "branch labels"): each segment's
 * length (0.1 mm) beside the longest straight piece of its drawn line, clear of the bundle's
 * covered diameter, above a piece that runs across the sheet and right of a steep one. Text has a
 * height on the sheet (the connectors' names'), so two labels that meet do so at every zoom:
 * a label that would cover one placed before it moves along its piece (to a third or two thirds
 * of it, then a sixth or five sixths), and stays at the middle when no place is free. Labels are
 * placed longest segment first, so the long bundles keep their middles. A tile places its own
 * labels among those of the bundles near it (a margin of 8 text heights), as their own tiles
 * place them, so two labels on either side of a tile edge keep apart too. They keep clear of
 * connector housings and splices and of the room their names take above and below them, in the
 * same way.
 */

/** How far around a tile the bundles whose labels its own must keep clear of are looked for, in text heights. */
const NEAR_MARGIN = 8

/** How far around a tile the bundles lie whose labels its own keep clear of, in mm, for labels `size` mm high. */
export function labelReach(size: number): number {
  return size * NEAR_MARGIN
}

/** Gap between a bundle's drawn edge and its length label, in mm. */
const LABEL_GAP_MM = 1

/** Width of a character of the labels' digits, as a share of the text height. */
const CHAR_WIDTH = 0.6

/** Characters of a housing's name a label keeps clear of (most names are this long or shorter). */
const NAME_CHARS = 8

/** Where along the longest piece a label may stand, in order of preference. */
const PLACES_ALONG = [0.5, 1 / 3, 2 / 3, 1 / 6, 5 / 6]

/** The box a label's text covers (baseline at y, text above it). */
function boxOf(label: SceneLabel): SheetBox {
  return { minX: label.x, minY: label.y - label.size, maxX: label.x + label.size * CHAR_WIDTH * label.text.length, maxY: label.y + label.size * 0.2 }
}

/**
 * Adds to `labels` the length labels, `size` mm high, of the segments tile `tile` draws whose
 * longest piece has its middle in the tile (so each is placed by one tile), placed among the
 * labels of the segments near the tile. `diameterOf` gives the covered diameter a label keeps
 * clear of.
 *
 * Example: segments S1 (100 mm along y = 0 from x 0 to 100) and S2 (50 mm, along y = 1 from x 40
 * to 60), both 0 mm thick: S1's "100" stands at the middle above its line; S2's "50" would cover
 * it there and moves to a third of its piece.
 */
export function addBundleLabels(
  tile: LodTileData, doc: DocReader, spatial: SpatialIndex, diameterOf: DiameterOf, size: number, labels: SceneLabel[],
): void {
  const side = tileSide(tile.z)
  const minX = tile.x * side
  const minY = tile.y * side
  const placed: SheetBox[] = []
  const wanted: { id: SegmentId; length: number; a: readonly [number, number]; b: readonly [number, number]; own: boolean }[] = []
  const margin = labelReach(size)
  const ids = new Set<SegmentId>(tile.strokeSegments)
  for (const entry of spatial.search({ minX: minX - margin, minY: minY - margin, maxX: minX + side + margin, maxY: minY + side + margin })) {
    if (entry.typeName === 'segment') ids.add(entry.id as SegmentId)
    // A housing or splice, with room for its name above or below it: no label goes there.
    else if ((entry.typeName === 'connector' || entry.typeName === 'splice') && entry.kind === 'box') {
      placed.push({ minX: entry.minX, minY: entry.minY - NAME_CLEAR_MM - size, maxX: Math.max(entry.maxX, entry.minX + size * CHAR_WIDTH * NAME_CHARS), maxY: entry.maxY + NAME_CLEAR_MM + size })
    }
  }
  for (const id of ids) {
    const entry = spatial.entry(id)
    const segment = doc.getOf('segment', id)
    if (!entry || !segment) continue
    const shape = entry.shape
    let best = 1
    let bestLength = -1
    for (let i = 1; i < shape.length; i++) {
      const length = Math.hypot(shape[i]![0] - shape[i - 1]![0], shape[i]![1] - shape[i - 1]![1])
      if (length > bestLength) { best = i; bestLength = length }
    }
    const mx = (shape[best - 1]![0] + shape[best]![0]) / 2
    const my = (shape[best - 1]![1] + shape[best]![1]) / 2
    const own = mx >= minX && mx < minX + side && my >= minY && my < minY + side
    if (!own && (mx < minX - margin || mx >= minX + side + margin || my < minY - margin || my >= minY + side + margin)) continue
    wanted.push({ id, length: segment.length, a: shape[best - 1]!, b: shape[best]!, own })
  }
  wanted.sort((p, q) => q.length - p.length || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0))
  for (const { id, length: mm, a, b, own } of wanted) {
    const text = String(Math.round(mm * 10) / 10)
    const width = size * CHAR_WIDTH * text.length
    // The normal of the piece on the side the text goes: above a piece running across, right of a
    // steep one (the text runs rightward from there; on the left it would run over the bundle).
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const length = Math.hypot(dx, dy) || 1
    let nx = dy / length
    let ny = -dx / length
    const across = Math.abs(ny) >= Math.abs(nx) * 0.5
    if (across ? ny > 0 : nx < 0) { nx = -nx; ny = -ny }
    const clear = (diameterOf(id)?.covered ?? 0) / 2 + LABEL_GAP_MM
    const at = (t: number): SceneLabel => {
      const px = a[0] + dx * t + nx * clear
      const py = a[1] + dy * t + ny * clear
      // Across: centred above the point; up or down: starting right of it, centred on it.
      return across ? { x: px - width / 2 + nx * width / 2, y: py, size, text, id } : { x: px, y: py + size * 0.35, size, text, id }
    }
    let label = at(0.5)
    for (const t of PLACES_ALONG) {
      const candidate = at(t)
      const box = boxOf(candidate)
      if (placed.every((other) => !boxesOverlap(box, other))) {
        label = candidate
        break
      }
    }
    placed.push(boxOf(label))
    if (own) labels.push(label)
  }
}
