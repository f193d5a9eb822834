import type { SettingsRecord } from './records'
import type { Mm } from './units'

/**
 * The drawing settings every new document starts with (specification section 3: unit 2, page a4
 * landscape, grid on size 10 light grey, rulers/guides/connection points on, arrows off, nodes
 * visible, node labels off, bundle labels on, stroke black width 1 opacity 100, sharp joints with
 * arc size 20, Arial 12 black, wire pattern none with head/tail spacing 1, lay pitch 80, diameter
 * 10, space 1, tables 3×3, symbol edge width 15), plus the length and diameter rules: no
 * add-ons, no rounding, and the packing method with k = 1.2 (harness-domain B2).
 */
export const DEFAULT_SETTINGS: SettingsRecord = {
  id: 'settings',
  typeName: 'settings',
  unit: 2,
  pageSize: 'a4',
  landscape: true,
  customPageWidth: 210 as Mm,
  customPageHeight: 297 as Mm,
  grid: { visible: true, size: 10, color: '#e0e0e0' },
  pageView: true,
  background: '#ffffff',
  rulers: true,
  guides: true,
  connectionPoints: true,
  connectionArrows: false,
  nodesVisible: true,
  nodeLabels: false,
  bundleLabels: true,
  stroke: { color: '#000000', width: 1, opacity: 100 },
  lineJoint: 'sharp',
  arcSize: 20,
  font: { family: 'Arial', size: 12, color: '#000000' },
  wire: { pattern: 'none', headTailSpacing: 1, layPitch: 80, diameter: 10, space: 1 },
  table: { rows: 3, cols: 3 },
  symbolEdgeWidth: 15,
  lengthRules: {
    percentAddOn: 0,
    minAddOn: 0 as Mm,
    maxAddOn: 0 as Mm,
    roundTo: 0 as Mm,
    roundMethod: 'nearest',
    junctionAddOn: 0 as Mm,
  },
  diameterMethod: 'packing',
  packingFactor: 1.2,
  manufacturing: [],
}

/**
 * The settings a generic (non-harness) drawing starts with (specification section 3): unit 1
 * (points), US letter portrait, custom size 850 × 1100. The specification's 850 × 1100 are
 * hundredths of an inch, draw.io's page units: 8.5 × 11 in, the letter page itself, kept as the
 * custom size (215.9 × 279.4 mm) so that choosing "custom" starts from it. Everything else as
 * a harness drawing.
 */
export const GENERIC_SETTINGS: SettingsRecord = {
  ...DEFAULT_SETTINGS,
  unit: 1,
  pageSize: 'letter',
  landscape: false,
  customPageWidth: 215.9 as Mm,
  customPageHeight: 279.4 as Mm,
}

/**
 * Page sizes in mm, portrait (width × height): ISO 216 A and B series and US letter (8.5 × 11 in,
 * ANSI/ASME Y14.1); `custom` is the settings' own size (see `pageDimensions`), A4 here.
 */
export const PAGE_DIMENSIONS_MM: Readonly<Record<SettingsRecord['pageSize'], readonly [number, number]>> = {
  a0: [841, 1189],
  a1: [594, 841],
  a2: [420, 594],
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  a6: [105, 148],
  a7: [74, 105],
  b4: [250, 353],
  b5: [176, 250],
  letter: [215.9, 279.4],
  custom: [210, 297],
}

/**
 * The page of `settings` in mm as drawn, width × height: the format's portrait size (or the custom
 * size as given), turned a quarter for landscape. Example: a4 landscape → [297, 210]; letter
 * portrait → [215.9, 279.4]; custom 400 × 100 landscape → [100, 400].
 */
export function pageDimensions(settings: Pick<SettingsRecord, 'pageSize' | 'landscape' | 'customPageWidth' | 'customPageHeight'>): readonly [number, number] {
  const [w, h] = settings.pageSize === 'custom' ? [settings.customPageWidth, settings.customPageHeight] : PAGE_DIMENSIONS_MM[settings.pageSize]
  return settings.landscape ? [h, w] : [w, h]
}
