import type { SheetPoint } from '../model/records'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'

/**
 * Where a connector's pins sit inside its drawn body: one column near the body's right edge, top
 * to bottom in cavity order, the body ({@link CONNECTOR_SIDE_MM} square) centred on the
 * connector's node. The canvas draws the pins here and the wire tool finds the pin under the
 * pointer here, so what a designer sees is what a press picks.
 *
 * Example: a connector at (100, 50) with 4 cavities has a pitch of 3 mm and pin boxes 2.1 mm wide
 * whose left edge is at x = 100 + 6 − 2.1 − 0.96 = 102.94; pin 1's box is centred at
 * (103.99, 45.5), pin 4's at (103.99, 54.5).
 */
export interface PinLayout {
  /** Distance between pin centres along the column, in mm. */
  readonly pitch: number
  /** Side of a pin's box, in mm. */
  readonly side: number
  /** Left edge of the pin boxes, in sheet mm. */
  readonly left: number
  /** Top of the body, in sheet mm (pin `i` is centred at `top + (i + 0.5) × pitch`). */
  readonly top: number
}

/** The pin layout of a connector drawn at `centre` (its node, sheet mm) with `count` cavities (at least 1). */
export function pinLayout(centre: SheetPoint, count: number): PinLayout {
  const pitch = CONNECTOR_SIDE_MM / Math.max(1, count)
  const side = Math.min(pitch * 0.7, CONNECTOR_SIDE_MM * 0.2)
  return { pitch, side, left: centre[0] + CONNECTOR_SIDE_MM / 2 - side - CONNECTOR_SIDE_MM * 0.08, top: centre[1] - CONNECTOR_SIDE_MM / 2 }
}

/** The centre of pin `index` (0-based, cavity order) in sheet mm. */
export function pinCentre(layout: PinLayout, index: number): SheetPoint {
  return [layout.left + layout.side / 2, layout.top + (index + 0.5) * layout.pitch]
}

/**
 * The pin (0-based index) whose row of the body holds `point`, for a connector at `centre` with
 * `count` cavities, a point beside or beyond the body taking the nearest row (a press that hit the
 * connector a few pixels outside its outline picks the pin it overshot); null without cavities.
 * A press anywhere on a pin's row picks it, since pins of a many-way connector are smaller than a
 * fingertip.
 */
export function pinIndexAt(centre: SheetPoint, count: number, point: SheetPoint): number | null {
  if (count < 1) return null
  const layout = pinLayout(centre, count)
  return Math.min(count - 1, Math.max(0, Math.floor((point[1] - layout.top) / layout.pitch)))
}
