import type { NodeId, SegmentId } from '@harness/protocol'
import type { AnyId, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { bodyExit } from '../spatial/connectorBody'
import { pinLeadPath, type PinLayout } from './pinLayout'
import type { TileLanes } from './wireLanes'

/**
 * The wire ends inside a connector, drawn where the bundle's wires are drawn as lanes: from the
 * pin a wire ends in to the place where its lane leaves the connector's body, in the wire's
 * colours, so a designer zoomed in on a connector sees which wire of the bundle goes to which pin
 * (as a formboard drawing shows it) without opening a table.
 *
 * The lanes' geometry is the canvas's (drawBundleContent.ts): the lanes of a stroke lie across its
 * drawn width, lane k of n at `-width / 2 + (k + 0.5) * width / n` along the stroke's left normal
 * (-ty, tx). A lane leaves a connector's body where the stroke's line crosses its edge.
 */

/** The wire ends of one tile, as parallel arrays. */
export interface TileLeads {
  /** x0 y0 x1 y1 per lead in sheet mm: from the pin to where the wire's lane leaves the body. */
  readonly leads: Float32Array
  /** Per lead, the drawn width in mm. */
  readonly leadWidths: Float32Array
  /** Per lead, the wire's base colour 0xRRGGBB (as its lane). */
  readonly leadColours: Uint32Array
  /** Per lead, the wire's first stripe colour, or NO_STRIPE (as its lane). */
  readonly leadStripes: Uint32Array
}

/** A connector of the tile whose pins are drawn: its layout and which pin each cavity is. */
export interface PinnedConnector {
  /** The node the connector sits on. */
  readonly nodeId: NodeId
  /** Half the body's extent along x and y in mm (12 mm wide and 14 mm tall, larger for a many-way body). */
  readonly half: readonly [number, number]
  /** Where the pins sit in the body (its centre is the node's place). */
  readonly layout: PinLayout
  /** Per cavity id, its pin's index in the layout (cavity order). */
  readonly pins: ReadonlyMap<AnyId, number>
}

/**
 * The leads of a tile: for each connector of `connectors`, each stroke of the tile that draws a
 * segment of the connector's node and has an end at the node (the stroke's ends are snapped to the
 * tile's stroke grid, `grid` mm, so within a grid step of it), and each lane of that stroke whose
 * wire ends in one of its pins, a lead from the pin box's side that faces the lane's exit across
 * the pin column (left or right of an unturned body, above or below a quarter-turned one) to that
 * exit from the body (`connectorBody.ts`), in the gap between two rows across any pin columns in
 * its way (`pinLeadPath`): one entry per straight piece.
 *
 * Example: connector X1 at (0, 0) (body 12 mm wide), a stroke from (0, 0) to (40, 0) 4 mm wide
 * with lanes W1, W2; W1 ends in pin 1, whose 2 mm box is centred at (4, -4.5). W1's lane lies at
 * offset -1 (left normal (0, 1), so y = -1) and leaves the body at x = 6: one lead from the box's
 * right side (5, -4.5) to (6, -1).
 */
export function buildTileLeads(
  strokes: Float32Array, strokeSegments: readonly SegmentId[], grid: number, widths: Float32Array,
  lanes: Pick<TileLanes, 'laneStart' | 'laneIds' | 'laneColours' | 'laneStripes'>, connectors: readonly PinnedConnector[], doc: DocReader,
): TileLeads {
  const leads: number[] = []
  const leadWidths: number[] = []
  const leadColours: number[] = []
  const leadStripes: number[] = []
  const strokeCount = lanes.laneStart.length - 1
  for (const connector of connectors) {
    for (let i = 0; i < strokeCount; i++) {
      const a = lanes.laneStart[i]!
      const b = lanes.laneStart[i + 1]!
      if (b <= a) continue
      const segment = doc.getOf('segment', strokeSegments[i]!)
      if (!segment || (segment.startNodeId !== connector.nodeId && segment.endNodeId !== connector.nodeId)) continue
      const x0 = strokes[i * 4]!, y0 = strokes[i * 4 + 1]!, x1 = strokes[i * 4 + 2]!, y1 = strokes[i * 4 + 3]!
      const [cx, cy] = connector.layout.centre
      const d0 = Math.hypot(x0 - cx, y0 - cy)
      const d1 = Math.hypot(x1 - cx, y1 - cy)
      const atStart = d0 <= d1
      if (Math.min(d0, d1) > grid) continue
      const length = Math.hypot(x1 - x0, y1 - y0)
      if (length === 0) continue
      const tx = (x1 - x0) / length
      const ty = (y1 - y0) / length
      // Distance from the centre along the stroke to the body's edge, no further than the stroke.
      const exit = Math.min(length, bodyExit(connector.half, tx, ty))
      const bx = atStart ? x0 + tx * exit : x1 - tx * exit
      const by = atStart ? y0 + ty * exit : y1 - ty * exit
      const width = widths[i]!
      const pitch = width / (b - a)
      const drawn = Math.min(pitch * 0.84, connector.layout.side * 0.5)
      for (let lane = a; lane < b; lane++) {
        const wire = doc.getOf('wire', lanes.laneIds[lane]!)
        const pin = wire ? pinOf(wire, connector) : undefined
        if (pin === undefined) continue
        const offset = -width / 2 + (lane - a + 0.5) * pitch
        const path = pinLeadPath(connector.layout, pin, [bx - ty * offset, by + tx * offset])
        for (let k = 0; k + 3 < path.length; k += 2) {
          leads.push(path[k]!, path[k + 1]!, path[k + 2]!, path[k + 3]!)
          leadWidths.push(drawn)
          leadColours.push(lanes.laneColours[lane]!)
          leadStripes.push(lanes.laneStripes[lane]!)
        }
      }
    }
  }
  return { leads: new Float32Array(leads), leadWidths: new Float32Array(leadWidths), leadColours: new Uint32Array(leadColours), leadStripes: new Uint32Array(leadStripes) }
}

/** The index of the pin of `connector` one of `wire`'s ends is in, if any (end A first). */
function pinOf(wire: WireRecord, connector: PinnedConnector): number | undefined {
  const a = wire.endA.kind === 'cavity' ? connector.pins.get(wire.endA.cavityId) : undefined
  return a ?? (wire.endB.kind === 'cavity' ? connector.pins.get(wire.endB.cavityId) : undefined)
}

/** The typed arrays of `leads`, for transfer. */
export function leadTransferables(leads: TileLeads): ArrayBuffer[] {
  return [leads.leads, leads.leadWidths, leads.leadColours, leads.leadStripes].map((a) => a.buffer as ArrayBuffer)
}
