import { DEFAULT_SETTINGS, PAGE_DIMENSIONS_MM } from './defaults'
import type { HarnessRecord, SettingsRecord, SheetPoint } from './records'
import type { Mm } from './units'
import { MAX_PAGE_SIDE_MM } from '../io/json/recordRanges'

/**
 * A drawing that came from elsewhere placed on a page that holds it. A KBL file draws its harness
 * where the vehicle has it (a door harness 2.5 m behind the front axle), far from the page at the
 * sheet's origin: opened, the designer saw an empty A4 frame and the harness a few metres away.
 * The drawing is moved so that it begins a margin inside the page's top-left corner, and the
 * page is the smallest ISO A format, A4 to A0, that holds it with a margin all round (landscape
 * when the drawing is wider than tall), else a custom page of the drawing's size and margins (at
 * most 10 m a side). Only positions move: lengths are the segments' own, so wire lengths, routes
 * and diameters stay as they were. Placing a drawing already placed changes nothing.
 */

/** Margin between the drawing and the page's edges, in mm. */
export const PAGE_MARGIN_MM = 20

/** The A formats tried, smallest first. */
const A_FORMATS = ['a4', 'a3', 'a2', 'a1', 'a0'] as const

/** The drawn extent of `records` (node positions, segments' bend points, labels' and tables' corners), or null when nothing is drawn. */
function extentOf(records: readonly HarnessRecord[]): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
  const add = ([x, y]: SheetPoint) => {
    minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y)
  }
  for (const r of records) {
    if (r.typeName === 'node' || r.typeName === 'label' || r.typeName === 'table') add(r.position)
    else if (r.typeName === 'segment') r.points.forEach(add)
  }
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : null
}

/**
 * The page settings (format, orientation, custom sides in mm) for a drawing `width` × `height` mm.
 * Example: 500 × 300 (540 × 340 with the margins) → a2 landscape (594 × 420); 600 × 300 → a1
 * landscape (A2 is too narrow for 640).
 */
export function pageFor(width: number, height: number): Pick<SettingsRecord, 'pageSize' | 'landscape' | 'customPageWidth' | 'customPageHeight'> {
  const needW = width + 2 * PAGE_MARGIN_MM
  const needH = height + 2 * PAGE_MARGIN_MM
  const landscape = needW > needH
  for (const format of A_FORMATS) {
    const [short, long] = PAGE_DIMENSIONS_MM[format]
    const [w, h] = landscape ? [long, short] : [short, long]
    if (needW <= w && needH <= h) return { pageSize: format, landscape, customPageWidth: DEFAULT_SETTINGS.customPageWidth, customPageHeight: DEFAULT_SETTINGS.customPageHeight }
  }
  const side = (mm: number) => Math.min(MAX_PAGE_SIDE_MM, Math.ceil(mm / 10) * 10) as Mm
  return { pageSize: 'custom', landscape: false, customPageWidth: side(needW), customPageHeight: side(needH) }
}

/**
 * `records` with the drawing moved onto a page that holds it and that page in their settings
 * (the default settings when they have none); unchanged when nothing is drawn. The move is a
 * whole number of mm. Example: nodes at x 2400-3000, y -150-100 move to x 20-620, y 20-270 on an
 * A1 landscape page.
 */
export function placeOnPage(records: readonly HarnessRecord[]): HarnessRecord[] {
  const extent = extentOf(records)
  if (!extent) return [...records]
  const dx = Math.round(PAGE_MARGIN_MM - extent.minX)
  const dy = Math.round(PAGE_MARGIN_MM - extent.minY)
  const page = pageFor(extent.maxX - extent.minX, extent.maxY - extent.minY)
  const moved = (p: SheetPoint): SheetPoint => [p[0] + dx, p[1] + dy]
  let settings = false
  const out = records.map((r): HarnessRecord => {
    if (r.typeName === 'node' || r.typeName === 'label' || r.typeName === 'table') return dx === 0 && dy === 0 ? r : { ...r, position: moved(r.position) }
    if (r.typeName === 'segment') return dx === 0 && dy === 0 || r.points.length === 0 ? r : { ...r, points: r.points.map(moved) }
    if (r.typeName === 'settings') {
      settings = true
      return { ...r, ...page }
    }
    return r
  })
  if (!settings) out.push({ ...DEFAULT_SETTINGS, ...page })
  return out
}
