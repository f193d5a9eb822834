import type { AnyId } from '../model/records'
import type { LodTileData } from '../spatial/LodTile'
import { boxesOverlap, type SheetBox, type SpatialIndex } from '../spatial/SpatialIndex'
import { tileBox } from '../spatial/tileGrid'
import type { DocReader } from '../store/DocReader'
import { nameSides } from './nameSide'
import { textWidth } from './textWidth'
import type { SceneLabel } from './tileScene'

/**
 * Where the drawing writes the names of connectors and splices: above the body, or below it where
 * a bundle leaves upwards (`nameSide.ts`), left-aligned with it, 0.8 mm clear. Names have a height
 * on the sheet, so two that meet do so at every zoom: a name that would cover another housing, or
 * a name placed before it, takes the other side, then either side right-aligned with the body,
 * then a place beside the body (right, then left; left first where a bundle leaves to the right),
 * and keeps its own side when none is free.
 * Names are placed largest connector first (the ECU before a two-way plug, splices last), so the
 * large housings keep their usual place. A tile places its own names among those of the housings
 * near it (a margin of 12 name heights), as their own tiles place them, so names on either side
 * of a tile edge keep apart too.
 */

/** Gap between a body and its name, in mm. */
export const NAME_CLEAR_MM = 0.8

/** How far around a tile the housings whose names and bodies its own must keep clear of are looked for, in name heights. */
const NEAR_MARGIN = 12

/** How far around a tile the housings lie whose names and bodies its own names keep clear of, in mm, for names `height` mm high. */
export function nameReach(height: number): number {
  return height * NEAR_MARGIN
}

/** A housing that is named: its body's box (mm), its name and its rank (cavities + 1; splices 0). */
interface Named {
  readonly id: AnyId
  readonly body: SheetBox
  readonly text: string
  readonly rank: number
  readonly below: boolean
  /** Beside its body, the left side first (a bundle leaves it to the right). */
  readonly besideLeft: boolean
}

/**
 * The names, `height` mm high, of the connectors and splices tile `tile` lists, by id: each a
 * label whose y is its baseline.
 *
 * Example: X1 (8 cavities, body 12 × 14 mm around (0, 0)) and X2 (2 cavities) 16 mm above it:
 * with 3 mm names, X1's name above its body would cover X2's housing (y -9 to -23): it goes
 * below, its baseline at 7 + 0.8 + 3 = 10.8 mm.
 */
export function placeNames(tile: LodTileData, doc: DocReader, spatial: SpatialIndex, height: number): Map<AnyId, SceneLabel> {
  const own = new Set(tile.ids)
  const box = tileBox(tile.z, tile.x, tile.y)
  const margin = nameReach(height)
  const near: Named[] = []
  for (const entry of spatial.search({ minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin })) {
    if (entry.kind !== 'box') continue
    if (entry.typeName === 'connector') {
      const part = doc.getOf('connector', entry.id)
      if (part) near.push({ id: part.id, body: entry, text: part.name, rank: doc.cavityCount(part.id) + 1, ...nameSides(doc, part.nodeId) })
    } else if (entry.typeName === 'splice') {
      const part = doc.getOf('splice', entry.id)
      if (part) near.push({ id: part.id, body: entry, text: part.name, rank: 0, ...nameSides(doc, part.nodeId) })
    }
  }
  near.sort((a, b) => b.rank - a.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const taken: SheetBox[] = []
  const places = new Map<AnyId, SceneLabel>()
  for (const named of near) {
    const width = textWidth(named.text, height)
    const at = (below: boolean): SceneLabel => ({
      x: named.body.minX,
      y: below ? named.body.maxY + NAME_CLEAR_MM + height : named.body.minY - NAME_CLEAR_MM,
      size: height, text: named.text, id: named.id,
    })
    const free = (label: SceneLabel) => {
      const r = labelBox(label, width)
      return !taken.some((t) => boxesOverlap(r, t)) && !near.some((n) => n.id !== named.id && boxesOverlap(r, n.body))
    }
    // Its usual side, the other side, each also right-aligned with the body, then beside the
    // body on its right and on its left; where none is free, its usual place.
    const first = at(named.below)
    const flush = (label: SceneLabel): SceneLabel => ({ ...label, x: named.body.maxX - width })
    const beside = (right: boolean): SceneLabel => ({ ...first, x: right ? named.body.maxX + NAME_CLEAR_MM : named.body.minX - NAME_CLEAR_MM - width, y: named.body.minY + height })
    const candidates = [first, at(!named.below), flush(first), flush(at(!named.below)), beside(!named.besideLeft), beside(named.besideLeft)]
    const label = candidates.find(free) ?? first
    taken.push(labelBox(label, width))
    if (own.has(named.id)) places.set(named.id, label)
  }
  return places
}

/** The box a name covers: from its baseline up its height, and a fifth of it below for descenders. */
function labelBox(label: SceneLabel, width: number): SheetBox {
  return { minX: label.x, minY: label.y - label.size, maxX: label.x + width, maxY: label.y + label.size * 0.2 }
}
