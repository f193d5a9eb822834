import type { SheetPoint } from '../model/records'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'

/**
 * How a connector's body is turned on the sheet: `quarter` quarter turns clockwise (0 to 3), after
 * mirroring left to right when `mirrored`. The body is a square, so only the pin column moves:
 * on the right (0), at the bottom (1), on the left (2) or at the top (3), and on the opposite
 * side when mirrored.
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

/**
 * Where a connector's pins sit inside its drawn body. Unturned: one column near the body's right
 * edge, top to bottom in cavity order, the body ({@link CONNECTOR_SIDE_MM} square) centred on the
 * connector's node; a turned or mirrored body carries the column with it ({@link BodyOrientation}).
 * The canvas draws the pins here and the wire tool finds the pin under the pointer here, so what a
 * designer sees is what a press picks.
 *
 * Example: an unturned connector at (100, 50) with 4 cavities has a pitch of 3 mm and pin boxes
 * 2.1 mm wide whose centres are 6 − 2.1 / 2 − 0.96 = 3.99 mm right of the node: pin 1 at
 * (103.99, 45.5), pin 4 at (103.99, 54.5). Turned a quarter clockwise, pin 1 sits at
 * (104.5, 53.99) and pin 4 at (95.5, 53.99), along the bottom edge.
 */
export interface PinLayout {
  /** The body's centre (the connector's node), in sheet mm. */
  readonly centre: SheetPoint
  readonly orientation: BodyOrientation
  /** Distance between pin centres along the column, in mm. */
  readonly pitch: number
  /** Side of a pin's box, in mm. */
  readonly side: number
  /** Unturned, how far right of the centre the pin column's centre line lies, in mm. */
  readonly column: number
}

/** The pin layout of a connector drawn at `centre` (its node, sheet mm) with `count` cavities (at least 1). */
export function pinLayout(centre: SheetPoint, count: number, orientation: BodyOrientation = UPRIGHT): PinLayout {
  const pitch = CONNECTOR_SIDE_MM / Math.max(1, count)
  const side = Math.min(pitch * 0.7, CONNECTOR_SIDE_MM * 0.2)
  return { centre, orientation, pitch, side, column: CONNECTOR_SIDE_MM / 2 - side / 2 - CONNECTOR_SIDE_MM * 0.08 }
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
  const [dx, dy] = turnVector(layout.orientation, layout.column, -CONNECTOR_SIDE_MM / 2 + (index + 0.5) * layout.pitch)
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
 * The pin (0-based index) whose row of the body holds `point`, for a connector at `centre` with
 * `count` cavities drawn in `orientation`, a point beside or beyond the body taking the nearest
 * row (a press that hit the connector a few pixels outside its outline picks the pin it
 * overshot); null without cavities. A press anywhere on a pin's row picks it, since pins of a
 * many-way connector are smaller than a fingertip.
 */
export function pinIndexAt(centre: SheetPoint, count: number, point: SheetPoint, orientation: BodyOrientation = UPRIGHT): number | null {
  if (count < 1) return null
  const layout = pinLayout(centre, count, orientation)
  const along = unturnVector(orientation, point[0] - centre[0], point[1] - centre[1])[1]
  return Math.min(count - 1, Math.max(0, Math.floor((along + CONNECTOR_SIDE_MM / 2) / layout.pitch)))
}
