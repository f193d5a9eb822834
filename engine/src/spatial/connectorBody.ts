import type { SheetPoint } from '../model/records'
import type { SheetBox } from './SpatialIndex'

/**
 * A connector's drawn body: a housing holding its cavities as a table of pins, one row per cavity,
 * top to bottom in cavity order, in columns from the body's pin edge inwards. A small connector's
 * pins share {@link CONNECTOR_SIDE_MM} of height, its body that wide and a margin taller at each end
 * ({@link PIN_END_MARGIN_MM}, so no pin touches an edge or a rounded corner); from
 * `CONNECTOR_SIDE_MM / MIN_PIN_PITCH_MM` cavities the rows keep {@link MIN_PIN_PITCH_MM} and the
 * body grows taller, and beyond {@link PINS_PER_COLUMN} rows it grows wider by a column of
 * {@link PIN_COLUMN_PITCH_MM} at a time, so every pin of a many-way connector (an ECU's 121
 * cavities) can be seen, named and picked, as a formboard drawing's cavity table shows them.
 *
 * The body is centred on the connector's node and turned with it ({@link BodyOrientation}): the
 * spatial index, the canvas, the hit tests and the pin layout all take its size from here.
 */

/** Width of a one-column connector body in mm, and the height a small connector's pins share. */
export const CONNECTOR_SIDE_MM = 12

/** The closest pin rows are drawn, in mm: 1.5 mm rows name their pins in 1.2 mm text. */
export const MIN_PIN_PITCH_MM = 1.5

/**
 * Room between a pin column's end and the body's edge, in mm: the housing's rounded corner (0.08 of
 * a small body's side) never clips the first or last pin, and no pin touches the edge.
 */
export const PIN_END_MARGIN_MM = 1

/** The most pin rows one column holds (48 mm of rows at {@link MIN_PIN_PITCH_MM}, a body 50 mm tall). */
export const PINS_PER_COLUMN = 32

/** Distance between neighbouring pin columns of a wide body, in mm (room for a pin and its name). */
export const PIN_COLUMN_PITCH_MM = 6

/**
 * How a connector's body is turned on the sheet: `quarter` quarter turns clockwise (0 to 3), after
 * mirroring left to right when `mirrored`. The pin columns turn with the body: the first one on
 * the right (0), at the bottom (1), on the left (2) or at the top (3), and on the opposite side
 * when mirrored.
 */
export interface BodyOrientation {
  readonly quarter: 0 | 1 | 2 | 3
  readonly mirrored: boolean
}

/** The orientation of an unturned, unmirrored body. */
export const UPRIGHT: BodyOrientation = { quarter: 0, mirrored: false }

/**
 * The orientation a connector's `rotation` (degrees clockwise, any finite number) and `mirrored`
 * flag draw: the rotation rounded to the nearest quarter turn. Example: −90° and 265° both give
 * quarter 3.
 */
export function bodyOrientation(rotation: number, mirrored: boolean): BodyOrientation {
  const quarter = Number.isFinite(rotation) ? ((Math.round(rotation / 90) % 4) + 4) % 4 : 0
  return quarter === 0 && !mirrored ? UPRIGHT : { quarter: quarter as BodyOrientation['quarter'], mirrored }
}

/** The unturned size of a connector's body and how its pins fill it. */
export interface BodySize {
  /** Across the pin columns, in mm. */
  readonly width: number
  /** Along the pin columns, in mm. */
  readonly height: number
  /** Pins per column (the last column may hold fewer). */
  readonly rows: number
  readonly columns: number
  /** Distance between pin centres along a column, in mm. */
  readonly pitch: number
  /** From the body's edge to the first row's edge (and from the last row's to the far edge), in mm. */
  readonly end: number
}

/**
 * The unturned body of a connector with `count` cavities (fewer than 1 counts as 1).
 *
 * Beyond the rows, the body reaches {@link PIN_END_MARGIN_MM} further at each end.
 *
 * Example: 4 cavities → 12 × 14 mm, pitch 12 / 4 = 3 mm; 20 → 12 × 32 mm, pitch 1.5 mm
 * (20 × 1.5 + 2); 121 → 4 columns of 31 rows, 12 + 3 × 6 = 30 mm wide and 31 × 1.5 + 2 = 48.5 mm
 * tall.
 */
export function connectorBodySize(count: number): BodySize {
  const pins = Math.max(1, Math.floor(count) || 1)
  const columns = Math.ceil(pins / PINS_PER_COLUMN)
  const rows = Math.ceil(pins / columns)
  const end = PIN_END_MARGIN_MM
  const pitch = Math.max(MIN_PIN_PITCH_MM, CONNECTOR_SIDE_MM / rows)
  return { width: CONNECTOR_SIDE_MM + (columns - 1) * PIN_COLUMN_PITCH_MM, height: rows * pitch + 2 * end, rows, columns, pitch, end }
}

/**
 * Half the body's extent along the sheet's x and y axes for `orientation`: a quarter turn swaps
 * width and height. Example: 20 cavities turned a quarter → [16, 6].
 */
export function bodyHalfExtent(size: BodySize, orientation: BodyOrientation): SheetPoint {
  return orientation.quarter % 2 === 0 ? [size.width / 2, size.height / 2] : [size.height / 2, size.width / 2]
}

/** The box a connector with `count` cavities covers on the sheet, centred on its node at `centre`. */
export function connectorBodyBox(centre: SheetPoint, count: number, orientation: BodyOrientation): SheetBox {
  const [hx, hy] = bodyHalfExtent(connectorBodySize(count), orientation)
  return { minX: centre[0] - hx, minY: centre[1] - hy, maxX: centre[0] + hx, maxY: centre[1] + hy }
}

/**
 * How far from a body's centre, along the unit direction (`tx`, `ty`), a line leaves a body whose
 * half extents are `half` (sheet axes): through the nearer of its edges. Example: half [6, 15],
 * leaving straight right → 6; straight down → 15; at 45° → 6 × √2 = 8.49.
 */
export function bodyExit(half: SheetPoint, tx: number, ty: number): number {
  return Math.min(Math.abs(tx) > 0 ? half[0] / Math.abs(tx) : Infinity, Math.abs(ty) > 0 ? half[1] / Math.abs(ty) : Infinity)
}
