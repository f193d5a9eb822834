import { PROTECTION_MATERIALS, type NodeId, type SegmentId } from '@harness/protocol'
import { coveredDiameter } from '../calc'
import { protectionLayer } from '../derive/bundleDiameters'
import type { AnyId, ProtectionRecord, SheetPoint } from '../model/records'
import { bodyExit, bodyHalfExtent, bodyOrientation, connectorBodySize } from '../spatial/connectorBody'
import type { LodTileData } from '../spatial/LodTile'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import { clipTo, tileBox } from '../spatial/tileGrid'
import type { DocReader } from '../store/DocReader'
import { drawnSegment, polylineLength } from './drawnShape'

/**
 * Taping and insulation runs as the canvas draws them: each run a band over its stretch of the
 * bundle, as wide as the bundle covered up to that run's layer, with the mark pattern of its
 * wrapping type (specification section 9: duct and PVC tape wound with overlap, spaced, as a spiral
 * with or without gap, in spots or lengthwise; heat-shrink, braided, PET, PVC and corrugated tubes).
 *
 * A run's `start` and `end` are physical mm along its segment; the drawing places them at the
 * same fraction of the segment's drawn polyline, since drawn and physical lengths differ.
 */

/** The marks drawn over a run's band. */
export const RunPattern = {
  /** Plain band: shrink and PVC tubes, or any run whose marks would be closer than a few px. */
  solid: 0,
  /** Slanted lines one tape advance apart: tape wound with (double) overlap. */
  hatch: 1,
  /** Slanted tape bands with the bundle showing between them: spaced and spiral winding. */
  bands: 2,
  /** Rings of tape at intervals: spot taping. */
  spots: 3,
  /** One line along the band: tape laid lengthwise. */
  longitudinal: 4,
  /** Rings across the band: corrugated tube. */
  ribs: 5,
  /** Crossed slanted lines: braided sleeves (heat-shrink braided, PET). */
  braid: 6,
  /** Rings and a line along one edge: slit corrugated tube. */
  slitRibs: 7,
} as const
/** A {@link RunPattern} value. */
export type RunPattern = (typeof RunPattern)[keyof typeof RunPattern]

/** Tape width assumed when a run gives none, in mm (the common 19 mm roll). */
export const DEFAULT_TAPE_WIDTH_MM = 19
/** Spacing of spot tapes when a run gives no gap, in mm. */
export const DEFAULT_SPOT_SPACING_MM = 50
/** Rib spacing of corrugated tube, in mm. */
export const CORRUGATION_PITCH_MM = 3
/** Spacing of the drawn braid crossings, in mm. */
export const BRAID_PITCH_MM = 4

/** The runs of one tile: one entry per drawn piece (a run crossing a bend is several pieces). */
export interface TileRuns {
  /** x0 y0 x1 y1 per piece, in sheet mm, clipped to the tile. */
  readonly runs: Float32Array
  /** Per piece: band width (mm), mark spacing along the band (mm, 0 for none), mark width (mm). */
  readonly runMetrics: Float32Array
  /**
   * Per piece, how far along its run's drawn band the piece begins, in mm: the marks of a run cut
   * by tile edges and bends keep one spacing from the run's start, so they do not start again at
   * each piece (doubled marks at every tile seam).
   */
  readonly runPhases: Float32Array
  /** Per piece, a {@link RunPattern}. */
  readonly runPatterns: Uint8Array
  /** Per piece, the run's material as its index in `PROTECTION_MATERIALS`. */
  readonly runMaterials: Uint8Array
  /** Per piece, the protection it draws. */
  readonly runIds: readonly AnyId[]
}

/** How run `run` is marked: its pattern, the spacing of its marks and their width, in mm. */
export function runMarks(run: ProtectionRecord): { pattern: RunPattern; pitch: number; markWidth: number } {
  const tape = run.width > 0 ? run.width : DEFAULT_TAPE_WIDTH_MM
  switch (run.material) {
    case 'corrugatedTube': return { pattern: RunPattern.ribs, pitch: CORRUGATION_PITCH_MM, markWidth: 0 }
    case 'corrugatedTubeSlit': return { pattern: RunPattern.slitRibs, pitch: CORRUGATION_PITCH_MM, markWidth: 0 }
    case 'heatShrinkBraidedTube':
    case 'petTube': return { pattern: RunPattern.braid, pitch: BRAID_PITCH_MM, markWidth: 0 }
    case 'heatShrinkTube':
    case 'pvcTube': return { pattern: RunPattern.solid, pitch: 0, markWidth: 0 }
    case 'ductTape':
    case 'pvcTape': break
  }
  switch (run.winding) {
    case 'overlap': return { pattern: RunPattern.hatch, pitch: tape * (1 - clampOverlap(run.overlap)), markWidth: 0 }
    case 'doubleOverlap': return { pattern: RunPattern.hatch, pitch: tape / 3, markWidth: 0 }
    case 'spaced': return { pattern: RunPattern.bands, pitch: tape + Math.max(run.gap, 0), markWidth: tape }
    case 'spiral': return { pattern: RunPattern.bands, pitch: run.pitch > 0 ? Math.max(run.pitch, tape) : tape + Math.max(run.gap, 0), markWidth: tape }
    case 'spot': return { pattern: RunPattern.spots, pitch: Math.max(tape, run.gap > 0 ? run.gap + tape : DEFAULT_SPOT_SPACING_MM), markWidth: tape }
    case 'longitudinal': return { pattern: RunPattern.longitudinal, pitch: 0, markWidth: 0 }
    case 'tube': return { pattern: RunPattern.solid, pitch: 0, markWidth: 0 }
  }
}

const clampOverlap = (overlap: number) => (overlap > 0 && overlap < 0.95 ? overlap : 0.5)

/**
 * The run pieces of tile `tile` (none in overview tiles, where a protected bundle is only drawn in
 * its own colour): for each segment drawn in the tile, its runs innermost layer first, each placed
 * along the segment's drawn shape and clipped to the tile.
 *
 * Example: a 19 mm PVC tape wound with half overlap over 0-50 mm of a 100 mm segment drawn from
 * (0, 0) to (200, 0) gives one piece (0, 0)-(100, 0), pattern hatch, marks 9.5 mm apart.
 */
export function buildTileRuns(tile: LodTileData, doc: DocReader, spatial: SpatialIndex, diameterOf: (id: SegmentId) => number): TileRuns {
  const runs: number[] = []
  const metrics: number[] = []
  const phases: number[] = []
  const patterns: number[] = []
  const materials: number[] = []
  const ids: AnyId[] = []
  if (tile.level === 'overview') return pack(runs, metrics, phases, patterns, materials, ids)
  const box = tileBox(tile.z, tile.x, tile.y)
  const out = new Float64Array(4)
  for (const segmentId of new Set(tile.strokeSegments)) {
    const onSegment = doc.protectionsOn(segmentId)
    if (onSegment.length === 0) continue
    const found = drawnSegment(doc, spatial, segmentId)
    if (!found) continue
    const { segment, shape } = found
    const drawn = polylineLength(shape)
    const physical = segment.length > 0 ? segment.length : drawn
    const diameter = diameterOf(segmentId)
    const startClear = housingClearance(doc, segment.startNodeId, shape[0]!, shape[1])
    const endClear = housingClearance(doc, segment.endNodeId, shape[shape.length - 1]!, shape[shape.length - 2])
    for (const run of [...onSegment].sort((a, b) => a.layer - b.layer)) {
      const under = onSegment.filter((r) => r.layer <= run.layer && r.start < run.end && run.start < r.end).sort((a, b) => a.layer - b.layer)
      const width = coveredDiameter(diameter, under.map(protectionLayer)).diameter
      const marks = runMarks(run)
      // A run from a connector's node begins where the bundle leaves the housing, not under it.
      const from = Math.max((Math.max(0, Math.min(run.start, run.end)) / physical) * drawn, startClear)
      const to = Math.min((Math.min(physical, Math.max(run.start, run.end)) / physical) * drawn, drawn - endClear)
      if (to <= from) continue
      let walked = 0
      for (let i = 1; i < shape.length && walked < to; i++) {
        const [ax, ay] = shape[i - 1]!
        const [bx, by] = shape[i]!
        const length = Math.hypot(bx - ax, by - ay)
        const a = Math.max(from, walked)
        const b = Math.min(to, walked + length)
        if (length > 0 && b > a) {
          const t0 = (a - walked) / length
          const t1 = (b - walked) / length
          const x0 = ax + (bx - ax) * t0
          const y0 = ay + (by - ay) * t0
          if (clipTo(x0, y0, ax + (bx - ax) * t1, ay + (by - ay) * t1, box.minX, box.minY, box.maxX, box.maxY, out)) {
            runs.push(out[0]!, out[1]!, out[2]!, out[3]!)
            metrics.push(width, marks.pitch, marks.markWidth)
            // Along the band: to this stretch of the shape, then to where the tile's edge cut it.
            phases.push(a - from + Math.hypot(out[0]! - x0, out[1]! - y0))
            patterns.push(marks.pattern)
            materials.push(Math.max(0, PROTECTION_MATERIALS.indexOf(run.material)))
            ids.push(run.id)
          }
        }
        walked += length
      }
    }
  }
  return pack(runs, metrics, phases, patterns, materials, ids)
}

/**
 * How far along a segment's drawn shape, from its end at `nodeId` (drawn at `at`, the next
 * shape point `next`), the bundle stays inside a connector housing there: the connector's body
 * centred on the node (`connectorBody.ts`: 12 mm wide and 14 mm tall unless it has many
 * cavities), left along the shape's first stretch. 0 when no connector sits on the node.
 * Example: a 4-way connector, a stretch leaving straight right → 6 mm; leaving at 45° →
 * 6 × √2 = 8.49 mm (through the right side, 1 mm short of the corner).
 */
export function housingClearance(doc: DocReader, nodeId: NodeId, at: SheetPoint, next: SheetPoint | undefined): number {
  const connector = next ? doc.connectorsAt(nodeId)[0] : undefined
  if (!next || !connector) return 0
  const length = Math.hypot(next[0] - at[0], next[1] - at[1])
  if (length === 0) return 0
  const half = bodyHalfExtent(connectorBodySize(doc.cavityCount(connector.id)), bodyOrientation(connector.rotation, connector.mirrored))
  return bodyExit(half, (next[0] - at[0]) / length, (next[1] - at[1]) / length)
}

function pack(runs: number[], metrics: number[], phases: number[], patterns: number[], materials: number[], ids: AnyId[]): TileRuns {
  return {
    runs: new Float32Array(runs), runMetrics: new Float32Array(metrics), runPhases: new Float32Array(phases), runPatterns: new Uint8Array(patterns),
    runMaterials: new Uint8Array(materials), runIds: ids,
  }
}

/** The typed arrays of `runs`, for transfer. */
export function runTransferables(runs: TileRuns): ArrayBuffer[] {
  return [runs.runs, runs.runMetrics, runs.runPhases, runs.runPatterns, runs.runMaterials].map((a) => a.buffer as ArrayBuffer)
}
