import type { NodeId } from '@harness/protocol'
import type { AnyId, ConnectorRecord, SheetPoint } from '../model/records'
import { bodyHalfExtent, bodyOrientation, connectorBodySize } from '../spatial/connectorBody'
import { NAME_PX, SPLICE_SIDE_MM, levelAt } from '../spatial/lodRules'
import { boxesOverlap, type SheetBox, type SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { tileScale, zoomFor } from '../spatial/tileGrid'
import { NAME_HEIGHT_MM, nameHeightOf } from './sceneStyle'
import { textWidth } from './textWidth'
import { nameBelow } from './nameSide'
import { tileNamesLegible } from './tileScene'

/**
 * A connector's or splice's name placed for the overview: its anchor (sheet mm), which side of
 * it the name hangs on, and its text.
 */
export interface OverviewName {
  readonly id: AnyId
  /**
   * In sheet mm: the middle of the body's top edge, the name drawn just above it, or with
   * `below` the middle of its bottom edge, the name just below it (where the body is a point on
   * the screen, the node itself).
   */
  readonly at: SheetPoint
  /** Whether the name hangs below `at` rather than above it. */
  readonly below: boolean
  readonly text: string
}

/** Height of an overview name on the screen, in CSS px (the page's small type; the canvas's own names take over at this size). */
export const OVERVIEW_NAME_PX = NAME_PX

/** The most names one view places (a screen holds a few hundred short names at most). */
export const OVERVIEW_NAME_LIMIT = 400

/** Below this scale, in px per mm (a window then spans more than 70 m), a large harness's parts are read from its records. */
const READ_ALL_BELOW_SCALE = 0.02

/** Harnesses with fewer connectors than this find theirs in the spatial index whatever the view. */
const SEARCHED_RECORDS = 2000

/** Gap kept between two names on the screen, in px. */
const GAP_PX = 3

/**
 * Whether the canvas shows no names of its own at `scale` px per mm, where the overview places
 * them: the tiles the canvas draws at that scale (judged at their {@link tileScale}) list names
 * `nameHeight` mm high (`SceneStyle.nameHeight`) only where those are at least as large as the
 * overview's and on connector bodies. With the default 3 mm names: below 4 px per mm.
 */
export function overviewNamesWanted(scale: number, nameHeight: number = NAME_HEIGHT_MM): boolean {
  return !tileNamesLegible(nameHeight, tileScale(zoomFor(scale)))
}

/**
 * The names of the connectors and splices in `box` to write on a view at `scale` px per mm, at
 * {@link OVERVIEW_NAME_PX} on the screen whatever the zoom, as an overview sheet names its
 * parts: connectors with the most cavities first (the ECU before a two-way plug), then splices,
 * each centred just above its body, or, where bodies are drawn as outlines, just below it where
 * above it would touch a name already placed or another body or where a bundle leaves the body
 * upwards (then above only when below is taken), and left out when no side is free;
 * at most `limit`.
 * Where the tiles draw names themselves ({@link overviewNamesWanted}) none.
 *
 * Example: two connectors 10 mm apart at 0.2 px per mm are 2 px apart on the screen: only the
 * one with more cavities is named. At 0.8 px per mm a connector's 12 × 14 mm body is outlined
 * 9.6 × 11.2 px: its name sits 4 px above the body's top edge, not over the body.
 */
export function overviewNames(doc: DocReader, spatial: SpatialIndex, box: SheetBox, scale: number, limit = OVERVIEW_NAME_LIMIT): OverviewName[] {
  if (!(scale > 0) || !overviewNamesWanted(scale, nameHeightOf(doc.settings.font.size))) return []
  // Bodies are outlines on the screen from the outline level of the tiles drawn at this scale; below it, points.
  const bodies = levelAt(tileScale(zoomFor(scale))) !== 'overview'
  const candidates: Candidate[] = []
  const consider = (record: { readonly id: AnyId; readonly name: string; readonly nodeId: NodeId }, rank: number, half: () => SheetPoint) => {
    const node = doc.getOf('node', record.nodeId)
    if (!node || !record.name) return
    if (node.position[0] < box.minX || node.position[0] > box.maxX || node.position[1] < box.minY || node.position[1] > box.maxY) return
    candidates.push({ id: record.id, node: node.position, text: record.name, rank, half: bodies ? half() : [0, 0], sides: !bodies ? ABOVE_ONLY : nameBelow(doc, record.nodeId) ? BELOW_FIRST : BOTH_SIDES })
  }
  const connectorHalf = (r: ConnectorRecord) => () => bodyHalfExtent(connectorBodySize(doc.cavityCount(r.id)), bodyOrientation(r.rotation, r.mirrored))
  const spliceHalf = (): SheetPoint => [SPLICE_SIDE_MM / 2, SPLICE_SIDE_MM / 2]
  // A view zoomed in holds few: found in the spatial index. The whole harness at a glance holds
  // most of them: read straight from the records (at XL the index's answer for the whole sheet
  // is every bundle and node too, 35-45 ms of the worker; the records' 10,000 connectors a few).
  if (scale >= READ_ALL_BELOW_SCALE || doc.count('connector') < SEARCHED_RECORDS) {
    for (const entry of spatial.search(box)) {
      if (entry.typeName === 'connector') { const r = doc.getOf('connector', entry.id); if (r) consider(r, doc.cavityCount(r.id) + 1, connectorHalf(r)) }
      else if (entry.typeName === 'splice') { const r = doc.getOf('splice', entry.id); if (r) consider(r, 0, spliceHalf) }
    }
  } else {
    for (const r of doc.all('connector')) consider(r, doc.cavityCount(r.id) + 1, connectorHalf(r))
    for (const r of doc.all('splice')) consider(r, 0, spliceHalf)
  }
  candidates.sort((a, b) => b.rank - a.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
  // What a name must not touch: the names placed (with a gap) and the outlined bodies.
  const taken = new ScreenBoxes()
  if (bodies) for (const c of candidates) taken.add(bodyBox(c, scale), 0)
  const placed: OverviewName[] = []
  for (const c of candidates) {
    if (placed.length >= limit) break
    for (const below of c.sides) {
      const name: OverviewName = { id: c.id, at: [c.node[0], c.node[1] + (below ? c.half[1] : -c.half[1])], below, text: c.text }
      const r = screenBox(name, scale)
      if (taken.touches(r)) continue
      taken.add(r, GAP_PX)
      placed.push(name)
      break
    }
  }
  return placed
}

/**
 * Where a name may hang, in the order tried (true: below): above its body, else below it; below
 * first where a bundle leaves the body upwards (`nameSide.ts`, as the drawing's own names); points
 * on the screen are named above only (next to them a name below would read as another's).
 */
const BOTH_SIDES = [false, true] as const
const BELOW_FIRST = [true, false] as const
const ABOVE_ONLY = [false] as const

/** A connector or splice that may be named: its node (mm), text, rank and body's half extent (mm; 0 where drawn as a point). */
interface Candidate {
  readonly id: AnyId
  readonly node: SheetPoint
  readonly text: string
  readonly rank: number
  readonly half: SheetPoint
  readonly sides: readonly boolean[]
}

/** A candidate's body on the screen (px at `scale`, from the sheet origin). */
function bodyBox(c: Candidate, scale: number): ScreenBox {
  return { minX: (c.node[0] - c.half[0]) * scale, minY: (c.node[1] - c.half[1]) * scale, maxX: (c.node[0] + c.half[0]) * scale, maxY: (c.node[1] + c.half[1]) * scale }
}

/** A box on the screen in px. */
interface ScreenBox {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/** Side of the buckets boxes are kept in, in screen px (a name is about 13 × 40 px). */
const BUCKET_PX = 64

/**
 * Boxes on the screen, each grown by its own gap, kept in square buckets so that a name is
 * checked against the few boxes near it, not against every body of the view.
 */
class ScreenBoxes {
  private readonly buckets = new Map<string, ScreenBox[]>()

  /** Keeps `box` grown by `gap` px on every side. */
  add(box: ScreenBox, gap: number): void {
    const grown = { minX: box.minX - gap, minY: box.minY - gap, maxX: box.maxX + gap, maxY: box.maxY + gap }
    for (const key of bucketsOf(grown)) {
      const list = this.buckets.get(key)
      if (list) list.push(grown)
      else this.buckets.set(key, [grown])
    }
  }

  /** Whether `box` overlaps any box kept. */
  touches(box: ScreenBox): boolean {
    for (const key of bucketsOf(box)) {
      for (const t of this.buckets.get(key) ?? []) if (boxesOverlap(box, t)) return true
    }
    return false
  }
}

/** The keys of the buckets `box` meets. */
function bucketsOf(box: ScreenBox): string[] {
  const keys: string[] = []
  const x0 = Math.floor(box.minX / BUCKET_PX)
  const x1 = Math.floor(box.maxX / BUCKET_PX)
  const y0 = Math.floor(box.minY / BUCKET_PX)
  const y1 = Math.floor(box.maxY / BUCKET_PX)
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x}:${y}`)
  return keys
}


/** Where a name sits on the screen (px, relative to the sheet origin at `scale`): centred 4 px above its anchor, or below it. */
function screenBox(name: OverviewName, scale: number): ScreenBox {
  const width = textWidth(name.text, OVERVIEW_NAME_PX)
  const x = name.at[0] * scale
  const y = name.at[1] * scale
  if (name.below) return { minX: x - width / 2, maxX: x + width / 2, minY: y + 4, maxY: y + 4 + OVERVIEW_NAME_PX }
  return { minX: x - width / 2, maxX: x + width / 2, minY: y - OVERVIEW_NAME_PX - 4, maxY: y - 4 }
}
