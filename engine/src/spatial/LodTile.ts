import type { SegmentId } from '@harness/protocol'
import type { AnyId } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { connectorBodySize } from './connectorBody'
import { CONNECTOR_SIDE_MM, MM_PER_POINT, SPLICE_SIDE_MM, TABLE_ROW_MM, levelAt, nodeLegible, outlined, pinsLegible, textLegible, type LodLevel } from './lodRules'
import type { SheetBox, SpatialEntry } from './SpatialIndex'
import { TILE_PX, clipPiece, tileBox, tileKey, tilePixel, tileScale, type TileKey } from './tileGrid'

/**
 * What the canvas draws in one tile at one level of detail, as plain data and typed arrays (in sheet
 * mm). Bundles come as strokes snapped to the tile's pixel grid (two pixels in the overview),
 * several segments that fall on the same grid points merging into one stroke; connectors and splices too small to outline come as one point
 * per pixel; everything drawn on its own (outlined connectors and splices, node dots, legible labels
 * and tables, and in `detail` cavities and wires whose pins are legible) is listed by id.
 */
export interface LodTileData {
  readonly key: TileKey
  readonly z: number
  readonly x: number
  readonly y: number
  readonly level: LodLevel
  /** Grows whenever an edit changes what this tile draws; the canvas refetches a tile whose version moved. */
  readonly version: number
  /** Bundle strokes, x0 y0 x1 y1 per stroke in sheet mm, clipped to the tile and snapped to its pixels. */
  readonly strokes: Float64Array
  /** Per stroke, one of the segments drawn there (for its diameter and colour). */
  readonly strokeSegments: readonly SegmentId[]
  /** Per stroke, how many segments merged into it. */
  readonly strokeCounts: Uint32Array
  /** Centres of the tile pixels holding connectors or splices too small to outline, x y in sheet mm. */
  readonly points: Float64Array
  /** Records drawn on their own at this level. */
  readonly ids: readonly AnyId[]
}

const GRID = TILE_PX + 1

/** How many tile pixels the overview snaps bundle strokes to: segments within two pixels of each other merge. */
export const OVERVIEW_STROKE_PIXELS = 2

/** The grid bundle strokes of step `z` snap to, in mm. */
export function strokeGrid(z: number): number {
  return tilePixel(z) * (levelAt(tileScale(z)) === 'overview' ? OVERVIEW_STROKE_PIXELS : 1)
}

/**
 * The content of one tile, kept as reference counts so that records can be added and taken away one
 * by one (an edit updates a coarse tile in the time of the records it moved, never rebuilding it).
 */
export class LodTile {
  readonly key: TileKey
  readonly box: SheetBox
  /** The smallest scale this tile is shown at, in px per mm: legibility is judged here. */
  readonly scale: number
  readonly level: LodLevel
  version: number
  private readonly pixel: number
  /** The grid strokes snap to, in mm: the tile pixel, or {@link OVERVIEW_STROKE_PIXELS} of them in the overview. */
  private readonly strokeGrid: number
  /** Per stroke key, its segment, or its segments when several merged (an array only then). */
  private readonly strokes = new Map<number, SegmentId | SegmentId[]>()
  private readonly points = new Map<number, number>()
  private readonly listed = new Map<AnyId, number>()
  private data: LodTileData | null = null
  private readonly clip = new Float64Array(4)

  constructor(readonly z: number, readonly x: number, readonly y: number, version: number) {
    this.key = tileKey(z, x, y)
    this.box = tileBox(z, x, y)
    this.scale = tileScale(z)
    this.level = levelAt(this.scale)
    this.pixel = tilePixel(z)
    this.strokeGrid = strokeGrid(z)
    this.version = version
  }

  /** Whether this tile owns the anchor point (tiles own their lower edges). */
  owns(px: number, py: number): boolean {
    return px >= this.box.minX && px < this.box.maxX && py >= this.box.minY && py < this.box.maxY
  }

  /** The ids listed here (for cache bookkeeping). */
  listedIds(): IterableIterator<AnyId> {
    return this.listed.keys()
  }

  /**
   * Adds what `entry` draws in this tile. In `detail`, a connector or splice with legible pins also
   * lists its cavities and the wires ending there, read from `doc`.
   */
  add(entry: SpatialEntry, doc: DocReader): void {
    this.apply(entry, doc, 1)
  }

  /** Takes away what `entry` drew here (the entry as it was when added; no reading of the document). */
  remove(entry: SpatialEntry): void {
    this.apply(entry, null, -1)
  }

  private apply(entry: SpatialEntry, doc: DocReader | null, sign: 1 | -1): void {
    if (entry.typeName === 'segment') return this.applySegment(entry, sign)
    const [px, py] = entry.shape[0]!
    if (!this.owns(px, py)) return
    switch (entry.typeName) {
      case 'node':
        if (nodeLegible(this.scale)) this.count(entry.id, sign)
        return
      case 'connector':
      case 'splice': {
        const side = entry.typeName === 'connector' ? CONNECTOR_SIDE_MM : SPLICE_SIDE_MM
        if (!outlined(side, this.scale)) return this.countPoint(px, py, sign)
        this.count(entry.id, sign)
        if (sign === 1 && doc && this.level === 'detail') this.listPins(entry, side, doc)
        return
      }
      case 'label': {
        const label = doc?.getOf('label', entry.id)
        if (sign === -1 ? this.listed.has(entry.id) : label && textLegible(label.fontSize * MM_PER_POINT, this.scale)) this.count(entry.id, sign)
        return
      }
      case 'table':
        if (textLegible(TABLE_ROW_MM, this.scale)) this.count(entry.id, sign)
        return
    }
  }

  /** Lists the cavities of a connector, or the wire ends of a splice, with their wires, where legible. */
  private listPins(entry: SpatialEntry, side: number, doc: DocReader): void {
    if (entry.typeName === 'splice') {
      const wires = doc.wiresAt(entry.id as never)
      if (pinsLegible(side / Math.max(1, wires.length), this.scale)) for (const wire of wires) this.count(wire.id, 1)
      return
    }
    const cavities = doc.cavitiesOf(entry.id as never)
    if (!pinsLegible(connectorBodySize(cavities.length).pitch, this.scale)) return
    for (const cavity of cavities) {
      this.count(cavity.id, 1)
      for (const wire of doc.wiresAt(cavity.id)) this.count(wire.id, 1)
    }
  }

  private applySegment(entry: SpatialEntry, sign: 1 | -1): void {
    const { minX, minY } = this.box
    const g = this.strokeGrid
    const shape = entry.shape
    const id = entry.id as SegmentId
    for (let i = 1; i < shape.length; i++) {
      const [ax, ay] = shape[i - 1]!
      const [bx, by] = shape[i]!
      if (!clipPiece(ax, ay, bx, by, this.box, this.clip)) continue
      const x0 = Math.round((this.clip[0]! - minX) / g)
      const y0 = Math.round((this.clip[1]! - minY) / g)
      const x1 = Math.round((this.clip[2]! - minX) / g)
      const y1 = Math.round((this.clip[3]! - minY) / g)
      if (x0 === x1 && y0 === y1) continue
      const a = x0 * GRID + y0
      const b = x1 * GRID + y1
      const key = a < b ? a * GRID * GRID + b : b * GRID * GRID + a
      const ids = this.strokes.get(key)
      if (sign === 1) {
        if (ids === undefined) this.strokes.set(key, id)
        else if (typeof ids === 'string') this.strokes.set(key, [ids, id])
        else ids.push(id)
      } else if (ids !== undefined) {
        if (typeof ids === 'string') {
          if (ids === id) this.strokes.delete(key)
        } else {
          const at = ids.indexOf(id)
          if (at >= 0) {
            ids[at] = ids[ids.length - 1]!
            ids.pop()
          }
          if (ids.length === 1) this.strokes.set(key, ids[0]!)
        }
      }
      this.data = null
    }
  }

  private countPoint(px: number, py: number, sign: 1 | -1): void {
    const cx = Math.min(TILE_PX - 1, Math.floor((px - this.box.minX) / this.pixel))
    const cy = Math.min(TILE_PX - 1, Math.floor((py - this.box.minY) / this.pixel))
    const key = cx * TILE_PX + cy
    const n = (this.points.get(key) ?? 0) + sign
    if (n > 0) this.points.set(key, n)
    else this.points.delete(key)
    this.data = null
  }

  private count(id: AnyId, sign: 1 | -1): void {
    const n = (this.listed.get(id) ?? 0) + sign
    if (n > 0) this.listed.set(id, n)
    else this.listed.delete(id)
    this.data = null
  }

  /** Whether the tile draws nothing. */
  get empty(): boolean {
    return this.strokes.size === 0 && this.points.size === 0 && this.listed.size === 0
  }

  /**
   * Takes `version` though its geometry stayed: what it draws over that geometry changed (a wire's
   * colour, a diameter, the settings). Its data keep their arrays under the new version.
   */
  redraw(version: number): void {
    this.version = version
    if (this.data) this.data = { ...this.data, version }
  }

  /** Whether the content changed since {@link read} last answered (the caller then bumps the version). */
  get changed(): boolean {
    return this.data === null
  }

  /** The tile's drawing as plain data; the same object until the content changes. */
  read(): LodTileData {
    if (this.data) return this.data
    const { minX, minY } = this.box
    const g = this.strokeGrid
    const pixel = this.pixel
    const strokes = new Float64Array(this.strokes.size * 4)
    const strokeSegments: SegmentId[] = []
    const strokeCounts = new Uint32Array(this.strokes.size)
    let i = 0
    for (const [key, ids] of this.strokes) {
      const a = Math.floor(key / (GRID * GRID))
      const b = key - a * GRID * GRID
      strokes[i * 4] = minX + Math.floor(a / GRID) * g
      strokes[i * 4 + 1] = minY + (a % GRID) * g
      strokes[i * 4 + 2] = minX + Math.floor(b / GRID) * g
      strokes[i * 4 + 3] = minY + (b % GRID) * g
      strokeSegments.push(typeof ids === 'string' ? ids : ids[0]!)
      strokeCounts[i] = typeof ids === 'string' ? 1 : ids.length
      i += 1
    }
    const points = new Float64Array(this.points.size * 2)
    let j = 0
    for (const key of this.points.keys()) {
      points[j++] = minX + (Math.floor(key / TILE_PX) + 0.5) * pixel
      points[j++] = minY + ((key % TILE_PX) + 0.5) * pixel
    }
    return (this.data = {
      key: this.key, z: this.z, x: this.x, y: this.y, level: this.level, version: this.version,
      strokes, strokeSegments, strokeCounts, points, ids: [...this.listed.keys()],
    })
  }
}
