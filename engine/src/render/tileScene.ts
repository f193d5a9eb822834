import type { SegmentId } from '@harness/protocol'
import type { SegmentDiameter } from '../derive/bundleDiameters'
import type { AnyId, SettingsRecord } from '../model/records'
import { bodyHalfExtent, connectorBodySize } from '../spatial/connectorBody'
import { CONNECTOR_SIDE_MM, MM_PER_POINT, NAME_PX, SPLICE_SIDE_MM, TABLE_COLUMN_MM, TABLE_ROW_MM, TEXT_PX, levelAt } from '../spatial/lodRules'
import type { LodTileData } from '../spatial/LodTile'
import type { SpatialIndex } from '../spatial/SpatialIndex'
import { NODE_RADIUS } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { tileBox, tileScale, tileSide } from '../spatial/tileGrid'
import { drawnSegment, pointAlong } from './drawnShape'
import { buildTileRuns, runTransferables, type TileRuns } from './protectionRuns'
import { bodyOrientation, pinCentre, pinLayout, pinOutward, UPRIGHT, type PinLayout } from './pinLayout'
import { buildTileLeads, leadTransferables, type PinnedConnector, type TileLeads } from './pinLeads'
import { buildTileLanes, laneTable, laneTransferables, type TileLanes, type WiresThrough } from './wireLanes'
import { nameReach, placeNames } from './namePlaces'
import { NAME_HEIGHT_MM, sceneStyle, type SceneStyle } from './sceneStyle'
import { addBundleLabels, labelReach } from './bundleLabels'

/**
 * What the canvas draws of one level-of-detail tile, ready for the GPU: flat typed arrays in sheet
 * mm that the worker transfers to the main thread (DESIGN 2.2: the worker decides what to draw,
 * the main thread only draws it). Kinds, not colours, travel: the canvas picks the palette.
 */
export interface TileScene extends Pick<LodTileData, 'key' | 'z' | 'x' | 'y' | 'level' | 'version'>, TileRuns, TileLanes, TileLeads {
  /** Bundle strokes, x0 y0 x1 y1 per stroke in sheet mm. */
  readonly strokes: Float32Array
  /**
   * Per stroke, its drawn width in mm: in overview tiles the covered bundle diameter (over
   * protections), above them the bare diameter (the runs are drawn as bands of their own); never
   * thinner than one screen pixel at the tile's smallest scale.
   */
  readonly widths: Float32Array
  /** Per stroke, a {@link StrokeKind}. */
  readonly strokeKinds: Uint8Array
  /** Connectors and splices too small to outline, one point (x y in mm) per tile pixel holding any. */
  readonly points: Float32Array
  /** Bodies drawn on their own: x y w h in sheet mm (x y the top-left corner) per body. */
  readonly bodies: Float32Array
  /** Per body, a {@link BodyKind}. */
  readonly bodyKinds: Uint8Array
  /** Per body, the record it draws (a cavity's own id for pins). */
  readonly bodyIds: readonly AnyId[]
  /** Legible text: anchor x y in mm (the text's left baseline), height in mm, text and record. */
  readonly labels: readonly SceneLabel[]
  /** The drawing settings' lines, font and joints the tile is drawn with (`sceneStyle.ts`). */
  readonly style: SceneStyle
}

/** One piece of legible text of a tile. */
export interface SceneLabel {
  readonly x: number
  readonly y: number
  /** Text height in mm. */
  readonly size: number
  readonly text: string
  readonly id: AnyId
}

/** What a bundle stroke shows: a bare bundle, or one with a protection (tape or tube) on it. */
export const StrokeKind = { bundle: 0, protected: 1 } as const
/** A {@link StrokeKind} value. */
export type StrokeKind = (typeof StrokeKind)[keyof typeof StrokeKind]

/**
 * What a body is: connector housing, splice, topology node, cavity (pin), table, free label box,
 * clip, grommet; at a pin: its seal, the plug that closes it, the terminal crimped on the wire end
 * in it (each drawn over or beside the pin's box); a reference point (a node of kind `reference`,
 * a datum drawn whatever the node settings); a table cell.
 */
export const BodyKind = { connector: 0, splice: 1, node: 2, cavity: 3, table: 4, label: 5, clip: 6, grommet: 7, seal: 8, plug: 9, terminal: 10, reference: 11, tableCell: 12 } as const
/** A {@link BodyKind} value. */
export type BodyKind = (typeof BodyKind)[keyof typeof BodyKind]

/** Most table rows (and columns) whose cells are drawn: a bound on any tile's cost. */
const MAX_TABLE_CELLS_ACROSS = 64

/** Looks up a segment's diameters (the derived data's view). */
export type DiameterOf = (id: SegmentId) => SegmentDiameter | undefined

/** Side of a clip's body beyond the bundle it holds, in mm. */
const CLIP_MARGIN_MM = 3
/** Diameter of a grommet's body beyond the bundle it seals, in mm. */
const GROMMET_MARGIN_MM = 8

const NO_WIRES: WiresThrough = () => []

/** No lanes for any segment (tiles above the detail level). */
const NO_LANES = (): readonly never[] => []

/**
 * Builds the scene of `tile` from the document, its derived diameters and the spatial index
 * (which holds each record's drawn anchor). Connectors are drawn as bodies centred on their node,
 * {@link CONNECTOR_SIDE_MM} wide and 2 mm taller than their pins, growing with many cavities
 * (`connectorBody.ts`); where the tile lists their cavities, the pins sit in columns inside the
 * body, top to bottom in cavity order. Names are listed at the height the font size gives them
 * (`SceneStyle.nameHeight`): connectors' and splices' from where they are as large as the
 * overview's names ({@link tileNamesLegible}), nodes' and bundle lengths where legible. The drawing settings decide whether
 * nodes are drawn (`nodesVisible`) and named (`nodeLabels`), and whether bundles carry their
 * length (`bundleLabels`), and the lines, font and joints it is drawn with (`sceneStyle.ts`). Protection runs are banded with their wrapping pattern
 * (`protectionRuns.ts`); where `wiresThrough` is given and the tile is detailed enough, bundles
 * are split into lanes of their wires in the wires' colours (`wireLanes.ts`), and each lane is led
 * from its pin to where it leaves the connector (`pinLeads.ts`); clips and grommets sit where they
 * hold the bundle.
 *
 * Example: a detail tile listing connector X1 (node at 100, 50; two cavities) gives a body
 * [94, 44, 12, 12] of kind connector, two cavity bodies inside it, and the label "X1" above.
 */
export function buildTileScene(tile: LodTileData, doc: DocReader, spatial: SpatialIndex, diameterOf: DiameterOf, wiresThrough: WiresThrough = NO_WIRES): TileScene {
  const scale = tileScale(tile.z)
  const minWidth = 1 / scale
  const n = tile.strokes.length / 4
  const strokes = new Float32Array(tile.strokes)
  const widths = new Float32Array(n)
  const strokeKinds = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const d = diameterOf(tile.strokeSegments[i]!)
    const drawn = !d ? 0 : tile.level === 'overview' ? d.covered : d.diameter
    widths[i] = Math.max(minWidth, drawn)
    strokeKinds[i] = d && d.covered > d.diameter ? StrokeKind.protected : StrokeKind.bundle
  }
  const bodies: number[] = []
  const bodyKinds: number[] = []
  const bodyIds: AnyId[] = []
  const labels: SceneLabel[] = []
  const settings = doc.settings
  const style = sceneStyle(settings)
  const nameHeight = style.nameHeight
  // Connector and splice names hand over from the overview's (tileNamesLegible); node names and
  // bundle lengths, which the overview does not write, are drawn wherever they can be read.
  const nameLegible = tileNamesLegible(nameHeight, scale)
  const textLegible = nameHeight * scale >= TEXT_PX
  const body = (x: number, y: number, w: number, h: number, kind: BodyKind, id: AnyId) => {
    bodies.push(x, y, w, h)
    bodyKinds.push(kind)
    bodyIds.push(id)
  }
  const listed = new Set(tile.ids)
  const pinned: PinnedConnector[] = []
  const names = nameLegible ? placeNames(tile, doc, spatial, nameHeight) : null
  if (settings.bundleLabels && textLegible) addBundleLabels(tile, doc, spatial, diameterOf, nameHeight, labels)
  for (const id of tile.ids) {
    const entry = spatial.entry(id)
    if (!entry) continue
    const [px, py] = entry.shape[0]!
    switch (entry.typeName) {
      case 'node': {
        const node = doc.getOf('node', id)
        // A reference point is a datum of the drawing, shown and named whatever the node settings.
        if (node?.kind === 'reference') {
          body(px - NODE_RADIUS * 1.5, py - NODE_RADIUS * 1.5, NODE_RADIUS * 3, NODE_RADIUS * 3, BodyKind.reference, id)
          if (node.name && textLegible) labels.push({ x: px + NODE_RADIUS * 1.6, y: py - NODE_RADIUS * 1.6, size: nameHeight, text: node.name, id })
          break
        }
        if (!settings.nodesVisible) break
        // A connector's or splice's body is what is drawn at its node, named by its own name: a dot
        // there would cover a pin, and the node's name (a splice's node is named as the splice) would
        // print the name a second time beside the body's.
        if (doc.connectorsAt(id as never).length > 0 || doc.splicesAt(id as never).length > 0) break
        body(px - NODE_RADIUS, py - NODE_RADIUS, NODE_RADIUS * 2, NODE_RADIUS * 2, BodyKind.node, id)
        if (node && node.name && settings.nodeLabels && textLegible) labels.push({ x: px + NODE_RADIUS, y: py - NODE_RADIUS, size: nameHeight, text: node.name, id })
        break
      }
      case 'connector':
      case 'splice': {
        const connector = entry.typeName === 'connector'
        const part = connector ? doc.getOf('connector', id) : doc.getOf('splice', id)
        const cavities = connector ? doc.cavitiesOf(id as never) : []
        const orientation = part && 'rotation' in part ? bodyOrientation(part.rotation, part.mirrored) : UPRIGHT
        // A connector's body grows with its cavities (connectorBody.ts); a splice is a small square.
        const [hx, hy] = connector ? bodyHalfExtent(connectorBodySize(cavities.length), orientation) : [SPLICE_SIDE_MM / 2, SPLICE_SIDE_MM / 2]
        body(px - hx, py - hy, hx * 2, hy * 2, connector ? BodyKind.connector : BodyKind.splice, id)
        // Above the body, or below it where a bundle leaves upwards or another housing is in the way (namePlaces.ts).
        const name = part ? names?.get(id) : undefined
        if (name) labels.push(name)
        if (part && cavities.length > 0 && listed.has(cavities[0]!.id)) {
          const layout = pinLayout([px, py], cavities.length, orientation)
          pinned.push({ nodeId: part.nodeId, half: [hx, hy], layout, pins: addPins(doc, cavities, layout, scale, nameHeight, body, labels) })
        }
        break
      }
      case 'table': {
        const table = doc.getOf('table', id)
        if (!table) break
        body(px, py, table.cols * TABLE_COLUMN_MM, table.rows * TABLE_ROW_MM, BodyKind.table, id)
        // Cells row by row (the record's cells in that order), with their text where legible. A
        // table is listed by the one tile that holds its corner, which draws all of it, up to a
        // bound on rows and columns.
        // Cell text keeps to its row: the drawing's name height, at most the default's.
        const cellText = Math.min(nameHeight, NAME_HEIGHT_MM)
        if (cellText * scale < TEXT_PX) break
        const rows = Math.min(table.rows, MAX_TABLE_CELLS_ACROSS)
        const cols = Math.min(table.cols, MAX_TABLE_CELLS_ACROSS)
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const x = px + c * TABLE_COLUMN_MM
            const y = py + r * TABLE_ROW_MM
            body(x, y, TABLE_COLUMN_MM, TABLE_ROW_MM, BodyKind.tableCell, id)
            const text = table.cells[r * table.cols + c] ?? ''
            if (text) labels.push({ x: x + 1, y: y + TABLE_ROW_MM - 1.6, size: cellText, text: text.length > 12 ? `${text.slice(0, 11)}…` : text, id })
          }
        }
        break
      }
      case 'label': {
        const label = doc.getOf('label', id)
        if (label) labels.push({ x: px, y: py, size: label.fontSize * MM_PER_POINT, text: label.text, id })
        break
      }
    }
  }
  if (tile.level !== 'overview') addFixings(tile, doc, spatial, diameterOf, body)
  const bare = (id: SegmentId) => diameterOf(id)?.diameter ?? 0
  // Worked out once per segment for the tile's lanes and for the leads into its pins.
  const lanesOf = tile.level === 'detail' ? laneTable(scale, doc, bare, wiresThrough) : NO_LANES
  const lanes = buildTileLanes(tile, lanesOf, (id) => spatial.entry(id)?.shape)
  return {
    key: tile.key, z: tile.z, x: tile.x, y: tile.y, level: levelAt(scale), version: tile.version,
    strokes, widths, strokeKinds,
    ...buildTileRuns(tile, doc, spatial, bare),
    ...lanes,
    ...buildTileLeads(tile.level === 'detail' ? pinned : [], scale, doc, spatial, bare, lanesOf),
    points: new Float32Array(tile.points),
    bodies: new Float32Array(bodies),
    bodyKinds: new Uint8Array(bodyKinds),
    bodyIds,
    labels,
    style,
  }
}

/**
 * Whether a tile at `scale` px per mm (its {@link tileScale}) lists connector and splice names
 * `nameHeight` mm high: where they are at least {@link NAME_PX} on the screen (the overview's
 * names' size) and connectors are drawn as bodies rather than points. Below it the overview writes names over
 * the canvas (`overviewNames.ts`). Example: 3 mm names (12 pt) from tiles of 4 px per mm.
 */
export function tileNamesLegible(nameHeight: number, scale: number): boolean {
  return nameHeight * scale >= NAME_PX && levelAt(scale) !== 'overview'
}

/**
 * How far around a tile at `scale` px per mm (its {@link tileScale}) lie the housings and bundles
 * among which it places what it writes, in mm: the names' reach where it writes connector and
 * splice names (`namePlaces.ts`), the bundle lengths' where it writes only those
 * (`bundleLabels.ts`), 0 where it writes neither and so follows nothing outside itself.
 * Example: 3 mm names (12 pt) reach 36 mm from tiles of 4 px per mm, 24 mm from tiles of 2 px
 * per mm (lengths only), nothing from tiles of 1 px per mm.
 */
export function tilePlacementReach(settings: SettingsRecord, scale: number): number {
  const { nameHeight } = sceneStyle(settings)
  const names = tileNamesLegible(nameHeight, scale) ? nameReach(nameHeight) : 0
  const lengths = settings.bundleLabels && nameHeight * scale >= TEXT_PX ? labelReach(nameHeight) : 0
  return Math.max(names, lengths)
}

/**
 * Lays a connector's cavities in columns inside its body (`layout`: from the right of an unturned
 * body, carried round with its rotation and mirror), with their names where legible on the inner
 * side of the pins, and at each pin its seal or plug (boxes the size of the pin, drawn over it)
 * and the terminals of the wire ends in it (a box on the inner side of the pin). Answers each
 * cavity's pin index, where its wires' leads start. Pin names are at most 0.7 of the
 * drawing's names (`nameHeight`, mm), and smaller where the pitch needs it.
 */
function addPins(
  doc: DocReader,
  cavities: readonly { readonly id: AnyId; readonly name: string }[],
  layout: PinLayout, scale: number, nameHeight: number,
  body: (x: number, y: number, w: number, h: number, kind: BodyKind, id: AnyId) => void,
  labels: SceneLabel[],
): Map<AnyId, number> {
  const pins = new Map<AnyId, number>()
  const { pitch, side } = layout
  const [ox, oy] = pinOutward(layout)
  // A terminal box, 0.75 × 0.5 pin sides, lies across the column: wide along the outward axis.
  const across = Math.abs(ox) > 0
  const tw = across ? side * 0.75 : side * 0.5
  const th = across ? side * 0.5 : side * 0.75
  // Names side by side along a row of pins (a quarter-turned body) must fit the pitch.
  const longest = across ? 1 : cavities.reduce((n, c) => Math.max(n, c.name.length), 1)
  const textSize = Math.min(pitch * 0.8, nameHeight * 0.7, across ? Infinity : (pitch * 0.9) / (0.6 * longest))
  const legible = textSize * scale >= TEXT_PX
  for (let i = 0; i < cavities.length; i++) {
    const cavity = cavities[i]!
    const [x, y] = pinCentre(layout, i)
    body(x - side / 2, y - side / 2, side, side, BodyKind.cavity, cavity.id)
    pins.set(cavity.id, i)
    for (const seal of doc.sealsIn(cavity.id as never)) body(x - side / 2, y - side / 2, side, side, seal.kind === 'plug' ? BodyKind.plug : BodyKind.seal, seal.id)
    for (const wire of doc.wiresAt(cavity.id as never)) {
      const end = wire.endA.kind === 'cavity' && wire.endA.cavityId === cavity.id ? 'A' : 'B'
      const tx = x - ox * side * 1.075
      const ty = y - oy * side * 1.075
      for (const terminal of doc.terminalsOf(wire.id)) if (terminal.end === end) body(tx - tw / 2, ty - th / 2, tw, th, BodyKind.terminal, terminal.id)
    }
    if (legible) labels.push(pinLabel(cavity.name, cavity.id, x, y, side, textSize, ox, oy))
  }
  return pins
}

/**
 * The name of the pin centred at (`x`, `y`), on the inner side of its box (away from `outward`)
 * and beyond its terminal box: ending left of a pin on the right edge, starting right of one on
 * the left edge, centred above one on the bottom edge or below one on the top edge.
 */
function pinLabel(name: string, id: AnyId, x: number, y: number, side: number, size: number, ox: number, oy: number): SceneLabel {
  const width = size * (name.length * 0.6)
  // Beyond the terminal box on the pin's inner side (it reaches 1.45 sides from the pin's centre).
  const gap = side * 1.5 + size * 0.25
  if (ox > 0) return { x: x - gap - width, y: y + size * 0.35, size, text: name, id }
  if (ox < 0) return { x: x + gap, y: y + size * 0.35, size, text: name, id }
  if (oy > 0) return { x: x - width / 2, y: y - gap, size, text: name, id }
  return { x: x - width / 2, y: y + gap + size * 0.7, size, text: name, id }
}

/**
 * Clips and grommets of the bundles in this tile, as bodies centred where they hold the bundle
 * (a fixing on a segment at its offset, placed at the same fraction of the drawn shape; a fixing
 * at a node on the node), each listed by the tile that holds its centre.
 */
function addFixings(
  tile: LodTileData, doc: DocReader, spatial: SpatialIndex, diameterOf: DiameterOf,
  body: (x: number, y: number, w: number, h: number, kind: BodyKind, id: AnyId) => void,
): void {
  const box = tileBox(tile.z, tile.x, tile.y)
  const place = (x: number, y: number, covered: number, fixing: { readonly id: AnyId; readonly kind: 'clip' | 'grommet' }) => {
    if (x < box.minX || x >= box.maxX || y < box.minY || y >= box.maxY) return
    const side = covered + (fixing.kind === 'clip' ? CLIP_MARGIN_MM : GROMMET_MARGIN_MM)
    body(x - side / 2, y - side / 2, side, side, fixing.kind === 'clip' ? BodyKind.clip : BodyKind.grommet, fixing.id)
  }
  for (const segmentId of new Set(tile.strokeSegments)) {
    const fixings = doc.fixingsAt(segmentId)
    if (fixings.length === 0) continue
    const drawn = drawnSegment(doc, spatial, segmentId)
    if (!drawn) continue
    const { segment, shape } = drawn
    const covered = diameterOf(segmentId)?.covered ?? 0
    for (const fixing of fixings) {
      if (fixing.place.kind !== 'segment') continue
      const [x, y] = pointAlong(shape, segment.length > 0 ? fixing.place.offset / segment.length : 0.5)
      place(x, y, covered, fixing)
    }
  }
  for (const id of tile.ids) {
    const entry = spatial.entry(id)
    if (entry?.typeName !== 'node') continue
    const fixings = doc.fixingsAt(id as never)
    if (fixings.length === 0) continue
    const covered = Math.max(0, ...doc.segmentsAt(id as never).map((s) => diameterOf(s.id)?.covered ?? 0))
    for (const fixing of fixings) place(entry.shape[0]![0], entry.shape[0]![1], covered, fixing)
  }
}

/** The typed arrays of `scene`, for transferring it to another thread without copying. */
export function sceneTransferables(scene: TileScene): ArrayBuffer[] {
  return [
    ...[scene.strokes, scene.widths, scene.strokeKinds, scene.points, scene.bodies, scene.bodyKinds].map((a) => a.buffer as ArrayBuffer),
    ...runTransferables(scene),
    ...laneTransferables(scene),
    ...leadTransferables(scene),
  ]
}
