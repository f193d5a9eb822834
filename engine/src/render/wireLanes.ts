import type { SegmentId, WireId } from '@harness/protocol'
import { compareNatural } from '../reports/reportCells'
import type { LodTileData } from '../spatial/LodTile'
import type { DocReader } from '../store/DocReader'
import { NO_STRIPE, wireColours } from './wireColours'
import type { Polyline } from './drawnShape'
import { strokeReversed } from './strokeDirection'

/**
 * The wires inside a bundle, drawn when zoomed in far enough: each stroke of a detail tile split
 * across its width into one lane per wire routed through its segment, in the wire's colours.
 * Members of a multicore cable or of a twisted or combined group lie side by side, so the canvas
 * can draw the cable's sheath around its cores and the twist over a twisted group.
 *
 * Lanes are listed only where each is at least {@link LANE_PX} wide at the tile's smallest scale:
 * a trunk of 5,391 wires in a 30 mm bundle gets lanes from about 360 px per mm, a branch of 12
 * wires in 4 mm from 6 px per mm. What the canvas draws therefore grows with the screen, not with
 * the harness.
 */

/** No segment's shape: lanes laid in the stroke's direction. */
const NO_SHAPE = (): undefined => undefined

/** The narrowest lane worth drawing, in screen px. */
export const LANE_PX = 2

/** What a lane is part of (draws the sheath of a cable, the twist of a twisted group). */
export const LaneKind = { wire: 0, core: 1, twisted: 2, combined: 3 } as const
/** A {@link LaneKind} value. */
export type LaneKind = (typeof LaneKind)[keyof typeof LaneKind]

/** The lanes of one tile, as compressed rows over its strokes. */
export interface TileLanes {
  /** Per stroke i, its lanes are `laneStart[i]` up to `laneStart[i + 1]`; length strokes + 1. */
  readonly laneStart: Uint32Array
  /** Per lane, the wire's base colour 0xRRGGBB. */
  readonly laneColours: Uint32Array
  /** Per lane, the first stripe colour 0xRRGGBB, or {@link NO_STRIPE}. */
  readonly laneStripes: Uint32Array
  /** Per lane, a {@link LaneKind}. */
  readonly laneKinds: Uint8Array
  /** Per lane, its cable or group within the stroke (1, 2, ...; lanes of one group are adjacent), 0 for none. */
  readonly laneGroups: Uint32Array
  /** Per lane, the twisted group's lay length in mm (0 unless twisted). */
  readonly laneLays: Float32Array
  /** Per lane, the wire drawn. */
  readonly laneIds: readonly WireId[]
}

/** Answers the wires routed through a segment, at most `limit` of them. */
export type WiresThrough = (segmentId: SegmentId, limit: number) => readonly WireId[]

/** One wire's lane across a bundle: the wire, its cable or group, what that is, a twist's lay (mm), its name and colours (0xRRGGBB base, stripe). */
export interface Lane {
  readonly id: WireId
  readonly group: string
  readonly kind: LaneKind
  readonly lay: number
  readonly name: string
  readonly colours: readonly [number, number]
}

/**
 * The lanes of detail tile `tile`: for each stroke that draws one segment whose bundle is wide
 * enough for all its wires (`lanesOf`, a {@link laneTable} at the tile's scale), a lane per wire. Strokes of merged
 * segments, of overview and outline tiles, and of crowded bundles get none.
 *
 * Lanes lie across the segment in its own direction (`shapeOf`: its drawn polyline), whichever way
 * the tile's stroke runs, so a wire keeps its side of the bundle from tile to tile and meets its lead.
 *
 * Example: a stroke of a 4 mm bundle with wires W1 (RD/WH) and W2 (BK) at a tile scale of 8 px
 * per mm (16 px per lane) lists two lanes: W1 in red with a white stripe, then W2 in black.
 */
export function buildTileLanes(tile: LodTileData, lanesOf: (id: SegmentId) => readonly Lane[], shapeOf: (id: SegmentId) => Polyline | undefined = NO_SHAPE): TileLanes {
  const n = tile.strokeSegments.length
  const laneStart = new Uint32Array(n + 1)
  const chosen: (readonly Lane[])[] = []
  let total = 0
  for (let i = 0; i < n; i++) {
    laneStart[i] = total
    if (tile.level !== 'detail' || tile.strokeCounts[i] !== 1) continue
    const segmentId = tile.strokeSegments[i]!
    const lanes = lanesOf(segmentId)
    if (lanes.length === 0) continue
    // Laid across the stroke in the segment's direction (strokeDirection.ts).
    const shape = shapeOf(segmentId)
    const s = tile.strokes
    chosen.push(shape && strokeReversed(shape, s[i * 4]!, s[i * 4 + 1]!, s[i * 4 + 2]!, s[i * 4 + 3]!) ? [...lanes].reverse() : lanes)
    total += lanes.length
  }
  laneStart[n] = total
  const laneColours = new Uint32Array(total)
  const laneStripes = new Uint32Array(total)
  const laneKinds = new Uint8Array(total)
  const laneGroups = new Uint32Array(total)
  const laneLays = new Float32Array(total)
  const laneIds: WireId[] = []
  let at = 0
  for (const lanes of chosen) {
    let group = 0
    for (let j = 0; j < lanes.length; j++) {
      const lane = lanes[j]!
      if (lane.group !== '' && (j === 0 || lanes[j - 1]!.group !== lane.group)) group++
      laneColours[at] = lane.colours[0]
      laneStripes[at] = lane.colours[1]
      laneKinds[at] = lane.kind
      laneGroups[at] = lane.group === '' ? 0 : group
      laneLays[at] = lane.lay
      laneIds.push(lane.id)
      at++
    }
  }
  return { laneStart, laneColours, laneStripes, laneKinds, laneGroups, laneLays, laneIds }
}

/**
 * The lanes of each segment's bundle drawn at `scale` px per mm ({@link segmentLanes}), worked out
 * once per segment and kept: a tile's strokes and the leads into its connectors' pins ask for the
 * same segments.
 */
export function laneTable(scale: number, doc: DocReader, diameterOf: (id: SegmentId) => number, wiresThrough: WiresThrough): (id: SegmentId) => readonly Lane[] {
  const bySegment = new Map<SegmentId, readonly Lane[]>()
  return (id) => {
    let lanes = bySegment.get(id)
    if (!lanes) bySegment.set(id, (lanes = segmentLanes(id, scale, doc, diameterOf, wiresThrough)))
    return lanes
  }
}

/**
 * The lanes of segment `segmentId`'s bundle (`diameterOf`, mm) drawn at `scale` px per mm, in the
 * order they lie across it: none where its wires do not each get {@link LANE_PX}. Every tile a
 * bundle crosses lays its lanes in this order, and the leads into a connector's pins follow it.
 */
export function segmentLanes(segmentId: SegmentId, scale: number, doc: DocReader, diameterOf: (id: SegmentId) => number, wiresThrough: WiresThrough): readonly Lane[] {
  // One more than fit tells a crowded bundle without listing all its wires.
  const fit = Math.floor((diameterOf(segmentId) * scale) / LANE_PX)
  const wires = fit > 0 ? wiresThrough(segmentId, fit + 1) : []
  return wires.length > 0 && wires.length <= fit ? lanesOf(wires, doc) : []
}

/** The lanes of a segment's wires: grouped by cable, then by twisted or combined group, then by wire name. */
function lanesOf(wireIds: readonly WireId[], doc: DocReader): Lane[] {
  const lanes: Lane[] = []
  for (const id of wireIds) {
    const wire = doc.getOf('wire', id)
    if (!wire) continue
    const group = wire.groupId ? doc.getOf('wireGroup', wire.groupId) : undefined
    const kind: LaneKind = wire.multicoreId ? LaneKind.core : group ? (group.kind === 'twisted' ? LaneKind.twisted : LaneKind.combined) : LaneKind.wire
    lanes.push({
      id,
      group: wire.multicoreId ? `c:${wire.multicoreId}` : group ? `g:${group.id}` : '',
      kind,
      lay: kind === LaneKind.twisted ? group!.pitch : 0,
      name: wire.name,
      colours: wireColours(wire.colors),
    })
  }
  lanes.sort((a, b) => compareNatural(a.group, b.group) || compareNatural(a.name, b.name) || compareNatural(a.id, b.id))
  return lanes
}

/** The typed arrays of `lanes`, for transfer. */
export function laneTransferables(lanes: TileLanes): ArrayBuffer[] {
  return [lanes.laneStart, lanes.laneColours, lanes.laneStripes, lanes.laneKinds, lanes.laneGroups, lanes.laneLays].map((a) => a.buffer as ArrayBuffer)
}

export { NO_STRIPE }
