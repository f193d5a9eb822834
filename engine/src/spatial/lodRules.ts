import { CONNECTOR_SIDE_MM } from './connectorBody'
import { NODE_RADIUS } from './SpatialIndex'

/**
 * What is legible at a scale: the thresholds, in screen pixels, that decide what a viewport of the
 * canvas lists at each level of detail. Judged at a tile's smallest scale ({@link tileScale}), so a
 * listed thing is at least this big at any scale the tile is shown at.
 */

/** The smallest outline worth drawing, in px: a connector or splice smaller becomes a point. */
export const OUTLINE_PX = 4

/** The smallest readable text height, in px (labels, table cells, pin names). */
export const TEXT_PX = 6

/**
 * The smallest height the canvas draws connector and splice names at, in px: the height the
 * overview writes them at over the canvas until then, so zooming in hands the names over at the
 * same size and never makes them smaller (node names and bundle lengths, which the overview does
 * not write, are drawn from {@link TEXT_PX}).
 */
export const NAME_PX = 11

/** The smallest readable spacing of pins (cavities, wire ends) along a connector or splice, in px. */
export const PIN_PX = 3

/** The scale from which pins and wire ends are listed at all, in px per mm (node dots are 4 px there). */
export const DETAIL_SCALE = 1

/** One typographic point in mm (label font sizes are in points). */
export const MM_PER_POINT = 25.4 / 72

/** The size of a table's cells in mm, as the spatial index draws tables. */
export { TABLE_COLUMN_MM, TABLE_ROW_MM } from './SpatialIndex'

/** Side of a splice's drawn body in mm, as the spatial index draws splices. */
export const SPLICE_SIDE_MM = NODE_RADIUS * 3

/** Side of a small connector's drawn body in mm (many-way ones grow from it: `connectorBody.ts`). */
export { CONNECTOR_SIDE_MM } from './connectorBody'

/**
 * The level of detail at a scale in px per mm: `overview` when connectors are smaller than
 * {@link OUTLINE_PX} (bundles thinned to the pixel grid, connectors and splices as points),
 * `outline` when they are outlined (with nodes, splices, legible labels and tables), `detail` from
 * {@link DETAIL_SCALE} (also cavities and wire ends where their pins are legible).
 */
export type LodLevel = 'overview' | 'outline' | 'detail'

/** The level of detail at `scale` px per mm. */
export function levelAt(scale: number): LodLevel {
  if (scale >= DETAIL_SCALE) return 'detail'
  return CONNECTOR_SIDE_MM * scale >= OUTLINE_PX ? 'outline' : 'overview'
}

/** Whether a body `sideMm` mm wide is drawn as an outline at `scale` px per mm (else as a point). */
export function outlined(sideMm: number, scale: number): boolean {
  return sideMm * scale >= OUTLINE_PX
}

/** Whether a node's dot is drawn at `scale` (else it is left to its bundle). */
export function nodeLegible(scale: number): boolean {
  return NODE_RADIUS * 2 * scale >= OUTLINE_PX
}

/** Whether text `heightMm` mm high is readable at `scale` px per mm. */
export function textLegible(heightMm: number, scale: number): boolean {
  return heightMm * scale >= TEXT_PX
}

/** Whether pins `pitchMm` mm apart (cavities of a connector, wire ends of a splice) are far enough apart to draw at `scale`. */
export function pinsLegible(pitchMm: number, scale: number): boolean {
  return scale >= DETAIL_SCALE && pitchMm * scale >= PIN_PX
}
