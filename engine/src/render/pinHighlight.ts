import type { CavityId, ConnectorId } from '@harness/protocol'
import type { SheetPoint, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { bodyExit, bodyHalfExtent } from '../spatial/connectorBody'
import { bodyOrientation, pinCentre, pinLayout, pinLeadPath, type PinLayout } from './pinLayout'

/**
 * Where a cavity's pin is drawn, for highlighting it and the wires that end in it: the
 * connector's pin layout (`pinLayout.ts`, the same the canvas draws and the wire tool picks from)
 * and the cavity's place in it. A selected wire's highlight starts at its pins, not at the
 * connectors' nodes: from each pin a lead to where the wire's bundle leaves the body, on the path
 * the canvas draws its lead (`pinLeadPath`, `pinLeads.ts`) when zoomed in, then along its route.
 */

/** A cavity's pin as drawn: the connector's layout and the pin's centre and box side (sheet mm). */
export interface DrawnPin {
  readonly connectorId: ConnectorId
  readonly layout: PinLayout
  readonly centre: SheetPoint
  /** Side of the pin's square box in mm. */
  readonly side: number
  /** The pin's index in the layout (cavity order). */
  readonly index: number
}

/** The pin of cavity `cavityId` as drawn, or null when the cavity, its connector or its node is gone. */
export function drawnPin(doc: DocReader, cavityId: CavityId): DrawnPin | null {
  const connector = doc.connectorOfCavity(cavityId)
  const node = connector ? doc.getOf('node', connector.nodeId) : undefined
  if (!connector || !node) return null
  const cavities = doc.cavitiesOf(connector.id)
  const index = cavities.findIndex((c) => c.id === cavityId)
  if (index < 0) return null
  const layout = pinLayout(node.position, cavities.length, bodyOrientation(connector.rotation, connector.mirrored))
  return { connectorId: connector.id, layout, centre: pinCentre(layout, index), side: layout.side, index }
}

/** The outline of a pin's box as one closed polyline (x y pairs, sheet mm). */
export function pinOutline(pin: DrawnPin): Float32Array {
  const [x, y] = pin.centre
  const h = pin.side / 2
  return Float32Array.of(x - h, y - h, x + h, y - h, x + h, y + h, x - h, y + h, x - h, y - h)
}

/**
 * The highlight of routed `wire` from pin to pin: for each end in a cavity, a lead from the pin's
 * centre to where the route leaves the connector's body (past the pin's box on the lead's path), and the route's polylines (`route`, x y
 * pairs in sheet mm) with the piece inside the body cut off, so the line starts at the body's
 * edge rather than at the connector's node. A route's end is found as the end of a polyline at
 * the connector's node (within 0.5 mm); an end with none there (an unrouted wire) gets no lead.
 *
 * Example: X1 at (0, 0), 4 cavities unturned (12 mm body), W1 in pin 1 at (3.99, -4.5), routed
 * along (0, 0) → (40, 0) to a splice: the lead (3.99, -4.5) → (6, 0), then (6, 0) → (40, 0).
 */
export function wireHighlight(doc: DocReader, wire: WireRecord, route: readonly Float32Array[]): Float32Array[] {
  const lines = route.map((line) => Float32Array.from(line))
  const leads: Float32Array[] = []
  for (const end of [wire.endA, wire.endB]) {
    if (end.kind !== 'cavity') continue
    const pin = drawnPin(doc, end.cavityId)
    const leaving = pin ? leavingAt(lines, pin.layout.centre) : null
    if (!pin || !leaving) continue
    const { line, from, to, direction: [tx, ty], legLength } = leaving
    const exit = bodyExit(bodyHalfExtent(pin.layout.body, pin.layout.orientation), tx, ty)
    const [cx, cy] = pin.layout.centre
    const ex = cx + tx * exit
    const ey = cy + ty * exit
    // Straight from the pin's centre, or on the lead's way between the rows of other columns.
    const path = pinLeadPath(pin.layout, pin.index, [ex, ey])
    leads.push(path.length === 4 ? Float32Array.of(pin.centre[0], pin.centre[1], ex, ey) : Float32Array.of(pin.centre[0], pin.centre[1], ...path))
    // The route starts at the body's edge, when its first leg reaches that far.
    if (exit < legLength) {
      line[from * 2] = ex
      line[from * 2 + 1] = ey
    } else if (line.length === 4) {
      line[from * 2] = line[to * 2]!
      line[from * 2 + 1] = line[to * 2 + 1]!
    }
  }
  return [...leads, ...lines]
}

/** A polyline of `lines` starting or ending at `at` (within 0.5 mm): which point is there, its neighbour, the unit direction to it and the leg's length. */
function leavingAt(lines: readonly Float32Array[], at: SheetPoint): { line: Float32Array; from: number; to: number; direction: SheetPoint; legLength: number } | null {
  for (const line of lines) {
    const n = line.length / 2
    if (n < 2) continue
    for (const [from, to] of [[0, 1], [n - 1, n - 2]] as const) {
      const x = line[from * 2]!, y = line[from * 2 + 1]!
      if (Math.hypot(x - at[0], y - at[1]) > 0.5) continue
      const dx = line[to * 2]! - x, dy = line[to * 2 + 1]! - y
      const legLength = Math.hypot(dx, dy)
      if (legLength > 0) return { line, from, to, direction: [dx / legLength, dy / legLength], legLength }
    }
  }
  return null
}
