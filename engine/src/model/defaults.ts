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

/** Page sizes in mm, portrait (width × height): ISO 216 A and B series. */
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
}
