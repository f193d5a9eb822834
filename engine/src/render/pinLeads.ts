import type { NodeId, SegmentId } from '@harness/protocol'
import type { AnyId, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { bodyExit } from '../spatial/connectorBody'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import { pinLeadPath, type PinLayout } from './pinLayout'
import type { Lane } from './wireLanes'

/**
 * The wire ends inside a connector, drawn where the bundle's wires are drawn as lanes: from the
 * pin a wire ends in to the place where its lane leaves the connector's body, in the wire's
 * colours, so a designer zoomed in on a connector sees which wire of the bundle goes to which pin
 * (as a formboard drawing shows it) without opening a table.
 *
 * The lanes' geometry is the canvas's (drawBundleContent.ts): the lanes of a stroke lie across its
 * drawn width, lane k of n at `-width / 2 + (k + 0.5) * width / n` along the stroke's left normal
 * (-ty, tx), laid in the segment's direction whichever way a tile's stroke runs (`wireLanes.ts`,
 * `strokeDirection.ts`). A lane leaves a connector's body where the bundle's line crosses its edge.
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
 * The leads of a tile: for each connector of `connectors` (those the tile draws with their pins),
 * each segment at the connector's node whose bundle is drawn with lanes at `scale` px per mm
 * (`lanesOf`, the tile's `laneTable`: the order every tile the bundle crosses lays them in), and each lane
 * whose wire ends in one of its pins, a lead from the pin box's side that faces the lane's exit
 * across the pin columns (left or right of an unturned body, above or below a quarter-turned one)
 * to that exit from the body (`connectorBody.ts`), in the gap between two rows across any pin
 * columns in its way (`pinLeadPath`): one entry per straight piece. The bundle's way out is taken
 * from the segment's own drawing (its first stretch from the node), not from the tile's strokes,
 * so a body whose bundle leaves it into the next tile is led all the same.
 *
 * Example: connector X1 at (0, 0) (body 12 mm wide), a segment from (0, 0) to (40, 0), its bundle
 * 4 mm wide with lanes W1, W2; W1 ends in pin 1, whose 2 mm box is centred at (4, -4.5). W1's lane
 * lies at offset -1 (left normal (0, 1), so y = -1) and leaves the body at x = 6: one lead from
 * the box's right side (5, -4.5) to (6, -1).
 */
export function buildTileLeads(
  connectors: readonly PinnedConnector[], scale: number, doc: DocReader, spatial: SpatialIndex, diameterOf: (id: SegmentId) => number, lanesOf: (id: SegmentId) => readonly Lane[],
): TileLeads {
  const leads: number[] = []
  const leadWidths: number[] = []
  const leadColours: number[] = []
  const leadStripes: number[] = []
  for (const connector of connectors) {
    for (const segment of doc.segmentsAt(connector.nodeId)) {
      const shape = spatial.entry(segment.id)?.shape
      if (!shape || shape.length < 2) continue
      const lanes = lanesOf(segment.id)
      if (lanes.length === 0) continue
      for (const atStart of [true, false]) {
        if ((atStart ? segment.startNodeId : segment.endNodeId) !== connector.nodeId) continue
        // The stretch from the node to its first bend (or the other node), in the segment's direction.
        const [ax, ay] = atStart ? shape[0]! : shape[shape.length - 2]!
        const [bx, by] = atStart ? shape[1]! : shape[shape.length - 1]!
        const length = Math.hypot(bx - ax, by - ay)
        if (length === 0) continue
        const tx = (bx - ax) / length
        const ty = (by - ay) / length
        // Distance from the centre along the bundle to the body's edge, no further than the stretch.
        const exit = Math.min(length, bodyExit(connector.half, tx, ty))
        const [cx, cy] = connector.layout.centre
        const ex = atStart ? cx + tx * exit : cx - tx * exit
        const ey = atStart ? cy + ty * exit : cy - ty * exit
        // The lanes lie across the bundle's drawn width (at least a pixel), along the left normal.
        const width = Math.max(1 / scale, diameterOf(segment.id))
        const pitch = width / lanes.length
        const drawn = Math.min(pitch * 0.84, connector.layout.side * 0.5)
        for (let k = 0; k < lanes.length; k++) {
          const lane = lanes[k]!
          const wire = doc.getOf('wire', lane.id)
          const pin = wire ? pinOf(wire, connector) : undefined
          if (pin === undefined) continue
          const offset = -width / 2 + (k + 0.5) * pitch
          const path = pinLeadPath(connector.layout, pin, [ex - ty * offset, ey + tx * offset])
          for (let i = 0; i + 3 < path.length; i += 2) {
            leads.push(path[i]!, path[i + 1]!, path[i + 2]!, path[i + 3]!)
            leadWidths.push(drawn)
            leadColours.push(lane.colours[0])
            leadStripes.push(lane.colours[1])
          }
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
