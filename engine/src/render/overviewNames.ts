import type { NodeId } from '@harness/protocol'
import type { AnyId, SheetPoint } from '../model/records'
import type { SheetBox, SpatialIndex } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { tileScale, zoomFor } from '../spatial/tileGrid'
import { NAME_HEIGHT_MM, nameHeightOf } from './sceneStyle'
import { tileNamesLegible } from './tileScene'

/** A connector's or splice's name placed for the overview: its anchor (sheet mm) and its text. */
export interface OverviewName {
  readonly id: AnyId
  /** The connector's or splice's node, in sheet mm: the name is drawn just above it. */
  readonly at: SheetPoint
  readonly text: string
}

/** Height of an overview name on the screen, in CSS px (the page's small type). */
export const OVERVIEW_NAME_PX = 11

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
 * `nameHeight` mm high (`SceneStyle.nameHeight`) only where those are legible on connector
 * bodies. With the default 3 mm names: below 2 px per mm.
 */
export function overviewNamesWanted(scale: number, nameHeight: number = NAME_HEIGHT_MM): boolean {
  return !tileNamesLegible(nameHeight, tileScale(zoomFor(scale)))
}

/**
 * The names of the connectors and splices in `box` to write on a view at `scale` px per mm, at
 * {@link OVERVIEW_NAME_PX} on the screen whatever the zoom, as an overview sheet names its
 * parts: connectors with the most cavities first (the ECU before a two-way plug), then splices,
 * each placed centred just above its node and left out when it would touch a name already placed;
 * at most `limit`. Where the tiles draw names themselves ({@link overviewNamesWanted}) none.
 *
 * Example: two connectors 10 mm apart at 0.2 px per mm are 2 px apart on the screen: only the
 * one with more cavities is named.
 */
export function overviewNames(doc: DocReader, spatial: SpatialIndex, box: SheetBox, scale: number, limit = OVERVIEW_NAME_LIMIT): OverviewName[] {
  if (!(scale > 0) || !overviewNamesWanted(scale, nameHeightOf(doc.settings.font.size))) return []
  const candidates: { name: OverviewName; rank: number }[] = []
  const consider = (record: { readonly id: AnyId; readonly name: string; readonly nodeId: NodeId }, rank: number) => {
    const node = doc.getOf('node', record.nodeId)
    if (!node || !record.name) return
    if (node.position[0] < box.minX || node.position[0] > box.maxX || node.position[1] < box.minY || node.position[1] > box.maxY) return
    candidates.push({ name: { id: record.id, at: node.position, text: record.name }, rank })
  }
  // A view zoomed in holds few: found in the spatial index. The whole harness at a glance holds
  // most of them: read straight from the records (at XL the index's answer for the whole sheet
  // is every bundle and node too, 35-45 ms of the worker; the records' 10,000 connectors a few).
  if (scale >= READ_ALL_BELOW_SCALE || doc.count('connector') < SEARCHED_RECORDS) {
    for (const entry of spatial.search(box)) {
      if (entry.typeName === 'connector') { const r = doc.getOf('connector', entry.id); if (r) consider(r, doc.cavityCount(r.id) + 1) }
      else if (entry.typeName === 'splice') { const r = doc.getOf('splice', entry.id); if (r) consider(r, 0) }
    }
  } else {
    for (const r of doc.all('connector')) consider(r, doc.cavityCount(r.id) + 1)
    for (const r of doc.all('splice')) consider(r, 0)
  }
  candidates.sort((a, b) => b.rank - a.rank || (a.name.text < b.name.text ? -1 : a.name.text > b.name.text ? 1 : 0))
  const placed: OverviewName[] = []
  const taken: { minX: number; minY: number; maxX: number; maxY: number }[] = []
  for (const { name } of candidates) {
    if (placed.length >= limit) break
    const r = screenBox(name, scale)
    if (taken.some((t) => r.minX < t.maxX + GAP_PX && r.maxX + GAP_PX > t.minX && r.minY < t.maxY + GAP_PX && r.maxY + GAP_PX > t.minY)) continue
    taken.push(r)
    placed.push(name)
  }
  return placed
}

/**
 * The width of `text` drawn `height` high, in the same unit, from its characters rather than a
 * font's metrics (measuring would lay every name out): a Latin letter or digit of a sans-serif
 * font about 0.6 of the height wide, a Chinese character as wide as high. The canvas sizes the
 * backing under its names with it too. Example: "X12" 3 mm high is 5.4 mm wide.
 */
export function textWidth(text: string, height: number): number {
  let ems = 0
  for (const ch of text) ems += ch.charCodeAt(0) < 0x2e80 ? 0.6 : 1
  return ems * height
}

/** Where a name sits on the screen (px, relative to the sheet origin at `scale`): centred above its node. */
function screenBox(name: OverviewName, scale: number): { minX: number; minY: number; maxX: number; maxY: number } {
  const width = textWidth(name.text, OVERVIEW_NAME_PX)
  const x = name.at[0] * scale
  const y = name.at[1] * scale
  return { minX: x - width / 2, maxX: x + width / 2, minY: y - OVERVIEW_NAME_PX - 4, maxY: y - 4 }
}
