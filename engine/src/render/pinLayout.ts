import type { SheetPoint } from '../model/records'
import { CONNECTOR_SIDE_MM, PIN_COLUMN_PITCH_MM, UPRIGHT, connectorBodySize, type BodyOrientation, type BodySize } from '../spatial/connectorBody'

export { UPRIGHT, bodyOrientation, type BodyOrientation } from '../spatial/connectorBody'

/**
 * Where a connector's pins sit inside its drawn body (`connectorBody.ts`). Unturned: in columns,
 * the first near the body's right edge and the next ones {@link PIN_COLUMN_PITCH_MM} further in,
 * each top to bottom in cavity order, the body centred on the connector's node; a turned or
 * mirrored body carries the columns with it ({@link BodyOrientation}). The canvas draws the pins
 * here and the wire tool finds the pin under the pointer here, so what a designer sees is what a
 * press picks.
 *
 * Example: an unturned connector at (100, 50) with 4 cavities has a pitch of 3 mm and pin boxes
 * 2.1 mm wide whose centres are 6 − 2.1 / 2 − 0.96 = 3.99 mm right of the node: pin 1 at
 * (103.99, 45.5), pin 4 at (103.99, 54.5). Turned a quarter clockwise, pin 1 sits at
 * (104.5, 53.99) and pin 4 at (95.5, 53.99), along the bottom edge. With 121 cavities the body
 * is 30 × 48.5 mm in 4 columns of 31 rows at 1.5 mm, pin boxes 1.05 mm wide: pin 1 at
 * (113.515, 27.5), pin 32 (the second column's first) 6 mm left of it at (107.515, 27.5).
 */
export interface PinLayout {
  /** The body's centre (the connector's node), in sheet mm. */
  readonly centre: SheetPoint
  readonly orientation: BodyOrientation
  /** The unturned body and how its pins fill it. */
  readonly body: BodySize
  /** Distance between pin centres along a column, in mm. */
  readonly pitch: number
  /** Side of a pin's box, in mm. */
  readonly side: number
  /** Unturned, how far right of the centre the first pin column's centre line lies, in mm. */
  readonly column: number
}

/** The pin layout of a connector drawn at `centre` (its node, sheet mm) with `count` cavities (at least 1). */
export function pinLayout(centre: SheetPoint, count: number, orientation: BodyOrientation = UPRIGHT): PinLayout {
  const body = connectorBodySize(count)
  const side = Math.min(body.pitch * 0.7, CONNECTOR_SIDE_MM * 0.2)
  return { centre, orientation, body, pitch: body.pitch, side, column: body.width / 2 - side / 2 - CONNECTOR_SIDE_MM * 0.08 }
}

/**
 * A vector of the unturned body (mm, x right, y down) as drawn on the sheet: mirrored left to
 * right first, then turned clockwise. Example: (1, 0) turned a quarter is (0, 1), pointing down.
 */
export function turnVector(orientation: BodyOrientation, x: number, y: number): SheetPoint {
  let vx = orientation.mirrored ? -x : x
  let vy = y
  for (let q = 0; q < orientation.quarter; q++) [vx, vy] = [-vy, vx]
  return [vx, vy]
}

/** The inverse of {@link turnVector}: a sheet vector as a vector of the unturned body. */
function unturnVector(orientation: BodyOrientation, x: number, y: number): SheetPoint {
  let vx = x
  let vy = y
  for (let q = 0; q < orientation.quarter; q++) [vx, vy] = [vy, -vx]
  return [orientation.mirrored ? -vx : vx, vy]
}

/** The centre of pin `index` (0-based, cavity order) in sheet mm. */
export function pinCentre(layout: PinLayout, index: number): SheetPoint {
  const { rows, height } = layout.body
  const x = layout.column - Math.floor(index / rows) * PIN_COLUMN_PITCH_MM
  const [dx, dy] = turnVector(layout.orientation, x, -height / 2 + layout.body.end + ((index % rows) + 0.5) * layout.pitch)
  return [layout.centre[0] + dx, layout.centre[1] + dy]
}

/**
 * The unit vector from the pin column out through the body's nearest edge, in sheet axes: (1, 0)
 * unturned, (0, 1) turned a quarter, (−1, 0) mirrored. A pin's wires leave its box on this side or
 * the opposite one; its name sits on the opposite side, inside the body.
 */
export function pinOutward(layout: PinLayout): SheetPoint {
  return turnVector(layout.orientation, 1, 0)
}

/**
 * The pin (0-based index) whose place in the body holds `point`, for a connector at `centre` with
 * `count` cavities drawn in `orientation`: the row along the columns, the nearest column across
 * them. A point beside or beyond the body takes the nearest row and column (a press that hit the
 * connector a few pixels outside its outline picks the pin it overshot); a place past the last
 * pin of a short last column takes that last pin; null without cavities. A press anywhere on a
 * pin's row of its column picks it, since pins of a many-way connector are smaller than a
 * fingertip.
 */
export function pinIndexAt(centre: SheetPoint, count: number, point: SheetPoint, orientation: BodyOrientation = UPRIGHT): number | null {
  if (count < 1) return null
  const layout = pinLayout(centre, count, orientation)
  const { rows, columns, height, end } = layout.body
  const [across, along] = unturnVector(orientation, point[0] - centre[0], point[1] - centre[1])
  const row = Math.min(rows - 1, Math.max(0, Math.floor((along + height / 2 - end) / layout.pitch)))
  const column = Math.min(columns - 1, Math.max(0, Math.round((layout.column - across) / PIN_COLUMN_PITCH_MM)))
  return Math.min(count - 1, column * rows + row)
}

/**
 * The path of the lead from pin `index` to `exit` (sheet mm: where its wire's lane leaves the
 * body), as x y pairs.
 *
 * Through a side of the body (across the columns): from the side of the pin's box that faces the
 * exit. Where other pin columns stand between that side and the exit's place across the columns
 * (a two-column connector whose bundle leaves past its first column, the second column's leads),
 * the lead first goes half a pitch along its column, into the gap between two rows, crosses
 * those columns in the gap and then runs straight to the exit, so it passes between their pins
 * and their names instead of over them. Other leads run straight.
 *
 * Through an end of the body (beyond the rows): from the pin box's outer side (its name is on the
 * inner side) a little out, to the middle of the free strip between the pin column and the names
 * of the next column out (or the body's edge), along that strip past the last row to the middle
 * of the body's end margin, then to the exit. The leads of one column share the strip, as a bus,
 * and none crosses a pin or a name.
 *
 * Example: 40 cavities unturned at (0, 0) (two columns of 20, pitch 1.5 mm, pin boxes 1.05 mm,
 * columns at x 7.515 and 1.515, the body 18 × 32 mm), a bundle leaving to the right at (9, 0).
 * Pin 21 (the second column's first, at (1.515, -14.25)) leads (2.04, -14.25) → (2.04, -13.5) →
 * (8.04, -13.5) → (9, 0); pin 1 (first column) leads straight (8.04, -14.25) → (9, 0). With the
 * bundle leaving upwards at (0, -16), pin 21 leads (2.04, -14.25) → (2.52, -14.25) →
 * (2.52, -15.5) → (0, -16).
 */
export function pinLeadPath(layout: PinLayout, index: number, exit: SheetPoint): number[] {
  const end = endLeadPath(layout, index, exit)
  if (end) return end
  const [px, py] = pinCentre(layout, index)
  const [ox, oy] = pinOutward(layout)
  const toward = (exit[0] - px) * ox + (exit[1] - py) * oy >= 0 ? 1 : -1
  const x0 = px + toward * (layout.side / 2) * ox
  const y0 = py + toward * (layout.side / 2) * oy
  const column = Math.floor(index / layout.body.rows)
  // Columns between the pin and the exit, across the columns (the first is the outermost): those
  // the lead would pass before it reaches the exit's place across them.
  const exitAcross = (exit[0] - layout.centre[0]) * ox + (exit[1] - layout.centre[1]) * oy
  let between = 0
  for (let k = 0; k < layout.body.columns; k++) {
    const across = layout.column - k * PIN_COLUMN_PITCH_MM
    if (toward > 0 ? k < column && across - layout.side / 2 < exitAcross : k > column && across + layout.side / 2 > exitAcross) between += 1
  }
  if (between === 0) return [x0, y0, exit[0], exit[1]]
  const [lx, ly] = turnVector(layout.orientation, 0, 1)
  const along = (exit[0] - px) * lx + (exit[1] - py) * ly >= 0 ? 0.5 : -0.5
  const x1 = x0 + along * layout.pitch * lx
  const y1 = y0 + along * layout.pitch * ly
  const across = toward * between * PIN_COLUMN_PITCH_MM
  return [x0, y0, x1, y1, x1 + across * ox, y1 + across * oy, exit[0], exit[1]]
}

/**
 * Half the free strip on a pin's outer side, in mm: between its box and the body's edge (the
 * first column) or the names of the next column out, whose pins stand as far from the edge.
 */
const STRIP_HALF_MM = CONNECTOR_SIDE_MM * 0.04

/** The lead of {@link pinLeadPath} where `exit` lies beyond the rows (an end of the body); null for an exit through a side. */
function endLeadPath(layout: PinLayout, index: number, exit: SheetPoint): number[] | null {
  const { height, end, rows } = layout.body
  const [lx, ly] = turnVector(layout.orientation, 0, 1)
  const [ox, oy] = pinOutward(layout)
  const [cx, cy] = layout.centre
  const exitAlong = (exit[0] - cx) * lx + (exit[1] - cy) * ly
  if (Math.abs(exitAlong) < height / 2 - end) return null
  const along = -height / 2 + end + ((index % rows) + 0.5) * layout.pitch
  const strip = layout.column - Math.floor(index / rows) * PIN_COLUMN_PITCH_MM + layout.side / 2 + STRIP_HALF_MM
  const past = Math.sign(exitAlong) * (height / 2 - end / 2)
  const at = (across: number, a: number): [number, number] => [cx + across * ox + a * lx, cy + across * oy + a * ly]
  return [...at(strip - STRIP_HALF_MM, along), ...at(strip, along), ...at(strip, past), exit[0], exit[1]]
}
