import { BitmapText, Container, Graphics, Mesh, MeshGeometry, Texture } from 'pixi.js'
import { textWidth, tileBox, zoomFor } from '@harness/engine'
import { BodyKind, StrokeKind, type TileScene, type ViewportScenes } from '../../../workers/src/client/engineClient'
import { drawLanes, drawLeads, drawRuns } from './drawBundleContent'
import { LABEL_FALLBACK_FACES, PALETTE } from './palette'
import type { SheetPainter } from './sheetPainter'
import { WIDTH_STEP, discInBox, pixelOf, tileEdges, tileQuads, type Quads } from './strokeQuads'

/**
 * Builds a drawn tile's GPU geometry now rather than in the next render (PixiJS tessellates a
 * Graphics when it first renders it), so the layer can count the cost against a frame's budget.
 */
export type PrepareTile = (node: Container) => void

interface DrawnTile {
  readonly version: number
  readonly node: Container
  /** The tile's tables, in the layer above every tile's geometry; null when it has none. */
  readonly items: Graphics | null
  /** The tile's legible text, in the layer above every tile's geometry; null when it has none. */
  readonly labels: Container | null
  readonly scene: TileScene
  readonly scale: number
}

/** Destroys a drawn tile's PixiJS objects. */
function destroyTile(tile: DrawnTile): void {
  tile.node.destroy({ children: true })
  tile.items?.destroy()
  tile.labels?.destroy({ children: true })
}

/** Shows or hides a drawn tile (its geometry, tables and labels). */
function setShown(tile: DrawnTile, shown: boolean): void {
  tile.node.visible = shown
  if (tile.items) tile.items.visible = shown
  if (tile.labels) tile.labels.visible = shown
}

/**
 * Tiles the layer keeps, shown and hidden together: hidden tiles (left the view, or of another
 * zoom step) beyond this many are destroyed, the longest hidden first. A view shows a few dozen.
 */
export const KEPT_TILES = 192

/** How far beyond the view, as a share of its width and height, {@link TileLayer.reveal} shows tiles held. */
const REVEAL_MARGIN = 0.25

/**
 * The bulk geometry of the canvas: one container per level-of-detail tile, drawn imperatively from
 * the typed arrays the worker sends (DESIGN 2.2), never one object per harness item. Vertices are
 * kept relative to their tile's corner, so float32 precision holds on a sheet metres wide. A view
 * replaces the tiles whose version moved and drops the tiles it no longer shows.
 *
 * Tiles the view shows for the first time are drawn at once (a zoom or pan must not leave holes).
 * New versions of tiles already on screen (an edit, a drag step) wait in a queue that {@link pump}
 * works off a few milliseconds a frame, the old version staying on screen until its replacement
 * is built: a drag at XL changes dense detail tiles on every pointer move, and building them all
 * in one frame held that frame, and the pointer's preview with it, for 25-80 ms.
 *
 * The tiles' text (connector, node and bundle names, pin numbers, table cells) is a layer above
 * every tile's geometry, so a name near a tile's edge is not painted over by the bundle of the
 * tile beside it.
 *
 * Tiles a view no longer shows are hidden, not destroyed (up to {@link KEPT_TILES}), and the
 * worker is told they are held: a zoom out after a zoom in, or a pan back, shows them again at
 * once ({@link reveal}, in the input's own frame) instead of waiting for the worker and building
 * them anew. A change of the document forgets them ({@link forgetHidden}): a hidden tile may be
 * of an older version, and shown before the worker's answer it would show the drawing as it was.
 */
export class TileLayer {
  readonly root = new Container({ label: 'tiles' })
  /** One container per drawn tile: its geometry. */
  readonly geometry = new Container({ label: 'tile geometry' })
  /** One container per drawn tile with tables: its tables, over all the geometry and under the labels. */
  readonly items = new Container({ label: 'tile sheet items' })
  /** One container per drawn tile with text: its labels, over all the geometry. */
  readonly labels = new Container({ label: 'tile labels' })

  constructor() {
    this.root.addChild(this.geometry, this.items, this.labels)
  }
  private readonly tiles = new Map<string, DrawnTile>()
  /** Newer scenes of tiles on screen, by key, drawn by {@link pump} in arrival order. */
  private readonly queued = new Map<string, { scene: TileScene; scale: number }>()
  /** Keys of the tiles drawn but hidden, longest hidden first. */
  private readonly hidden = new Set<string>()
  /** The zoom step of the last view shown. */
  private shownZ: number | null = null

  /** key → version of every tile drawn or queued, for asking the worker only for what changed. */
  held(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const [key, tile] of this.tiles) out[key] = tile.version
    for (const [key, { scene }] of this.queued) out[key] = scene.version
    return out
  }

  /**
   * Shows the tiles of `view` at `scale` px per mm: new scenes are drawn, changed scenes of tiles
   * on screen queued (see {@link pump}), tiles outside it dropped, and tiles drawn at a scale more
   * than twice off drawn again, so a bundle is never thinner than a screen pixel (without
   * multisampling a thinner line vanishes).
   *
   * Answers whether the view needs a frame drawn after it: a tile drawn, queued or drawn again.
   * Dropping tiles the view no longer shows changes no pixel of it, so a view that only drops
   * tiles (a zoom in, a pan within the tiles held) was already shown by a frame drawn at its camera.
   */
  show(view: ViewportScenes, scale: number): boolean {
    let changed = false
    this.shownZ = view.z
    const keep = new Set(view.keys)
    for (const [key, tile] of this.tiles) if (!keep.has(key)) this.setShown(key, tile, false)
    // Queued tiles are built at the latest scale: a zoom while they wait must not leave them
    // built for the scale they arrived at (the worker is not asked for them again).
    for (const [key, entry] of this.queued) {
      if (!keep.has(key)) this.queued.delete(key)
      else entry.scale = scale
    }
    for (const scene of view.scenes) {
      changed = true
      if (this.tiles.has(scene.key) && !this.hidden.has(scene.key)) {
        // Re-inserted so that the queue stays in arrival order.
        this.queued.delete(scene.key)
        this.queued.set(scene.key, { scene, scale })
      } else this.draw(scene, scale)
    }
    for (const key of keep) {
      const tile = this.tiles.get(key)
      if (tile && this.setShown(key, tile, true)) changed = true
    }
    this.evict()
    for (const [key, tile] of this.tiles) {
      if (this.hidden.has(key)) continue
      if (!this.queued.has(key) && Math.abs(Math.log2(scale / tile.scale)) > 1) {
        this.draw(tile.scene, scale, tile.version)
        changed = true
      }
    }
    return changed
  }

  /**
   * Draws queued tiles, oldest first, until `budgetMs` milliseconds have passed (at least one
   * tile, so the queue always drains), building each one's geometry with `prepare`. Answers
   * whether tiles remain queued (then the caller asks for another frame).
   */
  pump(budgetMs: number, prepare: PrepareTile): boolean {
    const started = performance.now()
    for (const [key, { scene, scale }] of this.queued) {
      this.queued.delete(key)
      const node = this.draw(scene, scale)
      prepare(node)
      if (performance.now() - started >= budgetMs) break
    }
    return this.queued.size > 0
  }

  /**
   * Ahead of the worker's answer for a new camera at `scale` px per mm showing `box` (sheet mm):
   * shows the tiles held that meet the box (widened by a quarter of its size each way) at the
   * zoom step the worker picks for the scale, and hides the others. When no tile of that step is
   * held (a step not visited yet), the last view's step stays. Answers whether a tile was shown
   * or hidden; the answer then shows exactly its tiles.
   */
  reveal(box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number }, scale: number): boolean {
    if (this.shownZ === null) return false
    const mx = (box.maxX - box.minX) * REVEAL_MARGIN
    const my = (box.maxY - box.minY) * REVEAL_MARGIN
    const meets = (tile: DrawnTile, z: number) => {
      if (tile.scene.z !== z) return false
      const b = tileBox(z, tile.scene.x, tile.scene.y)
      return b.maxX >= box.minX - mx && b.minX <= box.maxX + mx && b.maxY >= box.minY - my && b.minY <= box.maxY + my
    }
    const wanted = zoomFor(scale)
    let z = this.shownZ
    if (wanted !== z) for (const tile of this.tiles.values()) if (meets(tile, wanted)) { z = wanted; break }
    this.shownZ = z
    let changed = false
    for (const [key, tile] of this.tiles) if (this.setShown(key, tile, meets(tile, z))) changed = true
    return changed
  }

  /** Destroys the hidden tiles (the document changed: they may show it as it was). */
  forgetHidden(): void {
    for (const key of this.hidden) this.drop(key)
  }

  /** Destroys hidden tiles, the longest hidden first, while more than {@link KEPT_TILES} are held. */
  private evict(): void {
    for (const key of this.hidden) {
      if (this.tiles.size <= KEPT_TILES) break
      this.drop(key)
    }
  }

  /** Shows or hides drawn tile `key` (a hidden one is kept, and listed last hidden); answers whether it changed. */
  private setShown(key: string, tile: DrawnTile, shown: boolean): boolean {
    if (shown === !this.hidden.has(key)) return false
    setShown(tile, shown)
    if (shown) this.hidden.delete(key)
    else this.hidden.add(key)
    return true
  }

  /** Destroys tile `key` and forgets it. */
  private drop(key: string): void {
    destroyTile(this.tiles.get(key)!)
    this.tiles.delete(key)
    this.queued.delete(key)
    this.hidden.delete(key)
  }

  /** The scale (px per mm) tile `key` is drawn at, or undefined when it is not drawn. */
  scaleOf(key: string): number | undefined {
    return this.tiles.get(key)?.scale
  }

  /** Number of tiles waiting for {@link pump}. */
  get waiting(): number {
    return this.queued.size
  }

  private draw(scene: TileScene, scale: number, version = scene.version): Container {
    const old = this.tiles.get(scene.key)
    if (old) destroyTile(old)
    this.hidden.delete(scene.key)
    const node = drawScene(scene, scale)
    const items = drawSheetItems(scene, scale)
    const labels = drawLabels(scene)
    this.geometry.addChild(node)
    if (items) this.items.addChild(items)
    if (labels) this.labels.addChild(labels)
    this.tiles.set(scene.key, { version, node, items, labels, scene, scale })
    return node
  }

  /** Destroys every tile's PixiJS objects (the canvas is going away). */
  destroy(): void {
    for (const tile of this.tiles.values()) destroyTile(tile)
    this.tiles.clear()
    this.queued.clear()
    this.hidden.clear()
    this.root.destroy({ children: true })
  }

  /** Number of tiles shown (drawn and not hidden). */
  get size(): number {
    return this.tiles.size - this.hidden.size
  }
}

/**
 * A mesh that gives its geometry and the geometry's buffers (GPU memory) back when it is
 * destroyed: a tile's mesh is never shared, and tiles are dropped on every pan, zoom and edit.
 * PixiJS destroys neither with the mesh (its own cleanup of unused buffers comes a minute later).
 */
class TileMesh extends Mesh {
  override destroy(options?: Parameters<Mesh['destroy']>[0]): void {
    const geometry = this.geometry
    super.destroy(options)
    geometry.destroy(true)
  }
}

/** A mesh of `quads` in `color`, or null when there are none. */
function meshOf(quads: Quads, color: number): Mesh | null {
  if (quads.indices.length === 0) return null
  const mesh = new TileMesh({ geometry: new MeshGeometry({ positions: quads.positions, indices: quads.indices }), texture: Texture.WHITE })
  mesh.tint = color
  return mesh
}

/** True when a scene holds more than strokes and points: protection runs, wire lanes and leads, bodies. */
function hasContent(scene: TileScene): boolean {
  return scene.runPatterns.length > 0 || scene.laneColours.length > 0 || scene.leadWidths.length > 0 || scene.bodyKinds.length > 0
}

/**
 * Draws one tile's scene into a new container placed at the tile's corner, for a view at `scale`
 * px per mm. Above the detail level the bundle strokes (and in overview tiles the connector
 * points) are meshes of quads written from the scene's arrays ({@link tileQuads}), the rest a
 * `Graphics`; detail tiles, with their round joints and few strokes, are all `Graphics`. Its text
 * is drawn apart ({@link drawLabels}).
 */
function drawScene(scene: TileScene, scale: number): Container {
  const box = tileBox(scene.z, scene.x, scene.y)
  const node = new Container({ label: scene.key, x: box.minX, y: box.minY })
  if (scene.level === 'detail') {
    const g = new Graphics()
    paintScene(g, scene, scale)
    node.addChild(g)
  } else {
    const quads = tileQuads(scene, scale)
    const overview = scene.level === 'overview'
    for (const mesh of [meshOf(quads.bundle, PALETTE.bundle), meshOf(quads.protectedBundle, PALETTE.protectedBundle), overview ? meshOf(quads.points, PALETTE.connectorPoint) : null]) {
      if (mesh) node.addChild(mesh)
    }
    if (hasContent(scene) || (!overview && scene.points.length > 0)) {
      const g = new Graphics()
      // An overview tile's points are in their mesh already.
      paintOverStrokes(g, scene, scale, !overview)
      node.addChild(g)
    }
  }
  return node
}

/** A tile's tables in a graphics placed at the tile's corner, or null when it has none. */
function drawSheetItems(scene: TileScene, scale: number): Graphics | null {
  if (!scene.bodyKinds.includes(BodyKind.table)) return null
  const box = tileBox(scene.z, scene.x, scene.y)
  const g = new Graphics({ label: `${scene.key} sheet items`, x: box.minX, y: box.minY })
  paintSheetItems(g, scene, scale)
  return g
}

/**
 * A tile's legible text in a container placed at the tile's corner, or null when it has none.
 * Each text sits on a backing of the page's colour a little larger than itself, so a name stays
 * legible where a taped or braided bundle or a lane of wires runs under it, and a pin number
 * where the leads of the far column's wires cross it (the backing masks them, as a drawing's
 * text masks the lines it stands on; a see-through backing left them striking through).
 */
function drawLabels(scene: TileScene): Container | null {
  if (scene.labels.length === 0) return null
  const box = tileBox(scene.z, scene.x, scene.y)
  const node = new Container({ label: `${scene.key} labels`, x: box.minX, y: box.minY })
  const backing = new Graphics({ label: 'label backing' })
  node.addChild(backing)
  const { textColor, fontFamily, background } = scene.style
  for (const label of scene.labels) {
    const text = new BitmapText({ text: label.text, style: { fontFamily: [fontFamily, ...LABEL_FALLBACK_FACES], fontSize: 32, fill: textColor } })
    text.scale.set(label.size / 32)
    const x = label.x - box.minX
    const y = label.y - box.minY - label.size
    text.position.set(x, y)
    const pad = label.size * LABEL_PAD
    backing.rect(x - pad, y, textWidth(label.text, label.size) + 2 * pad, label.size * 1.2)
    node.addChild(text)
  }
  backing.fill({ color: background })
  return node
}

/** The backing's margin beside a text, as a share of the text's height. */
const LABEL_PAD = 0.15


/**
 * Paints one tile's geometry (not its labels) with `g`, relative to the tile's corner, for a view
 * at `scale` px per mm: the canvas paints PixiJS graphics with it, the sheet export SVG.
 */
export function paintScene(g: SheetPainter, scene: TileScene, scale: number): void {
  paintStrokes(g, scene, scale)
  paintOverStrokes(g, scene, scale)
}

/** Paints a tile's bundle strokes with `g` (see {@link paintScene}): what {@link tileQuads} writes as triangles above the detail level. */
function paintStrokes(g: SheetPainter, scene: TileScene, scale: number): void {
  const { box, onEdge } = tileEdges(scene)
  const ox = box.minX
  const oy = box.minY
  const pixel = pixelOf(scene, scale)
  // Bundles, grouped by width and kind: one path and one stroke per group.
  const groups = new Map<number, number[]>()
  for (let i = 0; i < scene.widths.length; i++) {
    const w = Math.max(1, Math.round(scene.widths[i]! / WIDTH_STEP))
    const key = w * 2 + scene.strokeKinds[i]!
    let list = groups.get(key)
    if (!list) groups.set(key, (list = []))
    list.push(i)
  }
  // Square caps: a round cap is a fan of triangles at both ends of every stroke, and the pieces of
  // a bent bundle still meet without gaps. A piece cut by the tile's edge is shortened there by
  // half its width, so its cap ends flush on the edge where the next tile's piece begins (a cap
  // reaching into the next tile would be painted over that tile's tape bands). Detail tiles hold
  // few strokes, wide on screen: there a square cap would stick out of the junction by half the
  // bundle, so their strokes end flat (flush on the tile's edge) and the ends inside the tile get
  // a round dot.
  const roundEnds = scene.level === 'detail'
  // Above overview the runs are drawn as bands of their own, so the bundle keeps its colour.
  const runsDrawn = scene.level !== 'overview'
  for (const [key, list] of groups) {
    const kind = runsDrawn ? StrokeKind.bundle : key & 1
    const width = Math.max(pixel, (key >> 1) * WIDTH_STEP)
    const color = kind === StrokeKind.protected ? PALETTE.protectedBundle : PALETTE.bundle
    const dots: number[] = []
    const edgeDots: number[] = []
    const s = scene.strokes
    // Detail tiles draw a bundle's bends as the settings' joint (see `bendAfter`); the pieces
    // are stored with their ends in either order, so each is turned to go on from the one before.
    let last: readonly [number, number] | null = null
    for (let k = 0; k < list.length; k++) {
      const i = list[k]!
      let ax = s[i * 4]!, ay = s[i * 4 + 1]!, bx = s[i * 4 + 2]!, by = s[i * 4 + 3]!
      const joinedBefore = last !== null && ((ax === last[0] && ay === last[1]) || (bx === last[0] && by === last[1]))
      if (joinedBefore ? bx === last![0] && by === last![1] : roundEnds && k + 1 < list.length && sharesEnd(s, list[k + 1]!, ax, ay)) {
        ;[ax, ay, bx, by] = [bx, by, ax, ay]
      }
      const joinedAfter = roundEnds && k + 1 < list.length && bendAfter(s, ax, ay, bx, by, list[k + 1]!)
      last = joinedAfter ? [bx, by] : null
      const length = Math.hypot(bx - ax, by - ay)
      if (length > 0) {
        const inset = Math.min(width / 2, length / 2) / length
        const ux = (bx - ax) * inset
        const uy = (by - ay) * inset
        // Butt ends (detail) meet flush on the edge as they are; square ones are drawn in.
        if (joinedBefore) { /* a bend */ } else if (!onEdge(ax, ay)) { if (roundEnds) dots.push(ax, ay) } else if (!roundEnds) { ax += ux; ay += uy } else edgeDots.push(ax, ay)
        if (joinedAfter) { /* a bend */ } else if (!onEdge(bx, by)) { if (roundEnds) dots.push(bx, by) } else if (!roundEnds) { bx -= ux; by -= uy } else edgeDots.push(bx, by)
      }
      if (!joinedBefore) g.moveTo(ax - ox, ay - oy)
      g.lineTo(bx - ox, by - oy)
    }
    g.stroke({ width, color, cap: roundEnds ? 'butt' : 'square', join: roundEnds ? scene.style.joint : 'miter' })
    if (dots.length > 0 || edgeDots.length > 0) {
      for (let d = 0; d < dots.length; d += 2) g.circle(dots[d]! - ox, dots[d + 1]! - oy, width / 2)
      // An end on the edge may be a joint (a node on a grid line that is also a tile edge): its dot
      // is cut to this tile, so the two tiles' halves make it whole and neither paints over the other.
      for (let d = 0; d < edgeDots.length; d += 2) g.poly(discInBox(edgeDots[d]!, edgeDots[d + 1]!, width / 2, box, ox, oy))
      g.fill(color)
    }
  }
}

/** Whether stroke `j` of a tile's strokes `s` has an end at (`x`, `y`). */
function sharesEnd(s: Float32Array, j: number, x: number, y: number): boolean {
  return (s[j * 4] === x && s[j * 4 + 1] === y) || (s[j * 4 + 2] === x && s[j * 4 + 3] === y)
}

/**
 * Whether the piece (`ax`, `ay`) → (`bx`, `by`) goes on into stroke `j` at a bend drawn as a joint:
 * `j` has an end at (`bx`, `by`) and turns away by at most 120° (so a sharp joint's mitre reaches at
 * most one width beyond the bend; a sharper turn, or where a branch leaves a junction backwards,
 * keeps the pieces' own round ends).
 */
function bendAfter(s: Float32Array, ax: number, ay: number, bx: number, by: number, j: number): boolean {
  const atStart = s[j * 4] === bx && s[j * 4 + 1] === by
  if (!atStart && !(s[j * 4 + 2] === bx && s[j * 4 + 3] === by)) return false
  const cx = atStart ? s[j * 4 + 2]! : s[j * 4]!
  const cy = atStart ? s[j * 4 + 3]! : s[j * 4 + 1]!
  const ux = bx - ax, uy = by - ay, vx = cx - bx, vy = cy - by
  const lengths = Math.hypot(ux, uy) * Math.hypot(vx, vy)
  return lengths > 0 && (ux * vx + uy * vy) / lengths >= -0.5
}

/**
 * Paints what lies over a tile's bundle strokes with `g` (see {@link paintScene}): wire lanes and
 * leads, protection runs, connector points (unless `points` is false) and bodies.
 */
function paintOverStrokes(g: SheetPainter, scene: TileScene, scale: number, points = true): void {
  const box = tileBox(scene.z, scene.x, scene.y)
  const ox = box.minX
  const oy = box.minY
  const pixel = pixelOf(scene, scale)
  drawLanes(g, scene, ox, oy, scale)
  drawRuns(g, scene, ox, oy, scale, pixel)
  // Connectors and splices too small to outline: one dot per tile pixel.
  if (points && scene.points.length > 0) {
    const side = pixel * 2.5
    for (let i = 0; i < scene.points.length; i += 2) g.rect(scene.points[i]! - ox - side / 2, scene.points[i + 1]! - oy - side / 2, side, side)
    g.fill(PALETTE.connectorPoint)
  }
  drawBodies(g, scene, ox, oy, pixel)
}

/**
 * Paints a tile's tables (the sheet's own items: title blocks, pin-out tables) with `g`, relative
 * to the tile's corner, for a view at `scale` px per mm: a white body outlined, and its cells.
 * They are painted over every tile's geometry (their own layer on the canvas, after all tiles in
 * the exports), so a bundle drawn in another tile never crosses a table at one zoom and goes
 * under it at another. Answers whether the tile has any.
 */
export function paintSheetItems(g: SheetPainter, scene: TileScene, scale: number): boolean {
  const box = tileBox(scene.z, scene.x, scene.y)
  const { lineWidth, lineColor, lineAlpha, background } = scene.style
  const line = Math.max(pixelOf(scene, scale), lineWidth)
  let tables = false
  let cells = false
  for (let i = 0; i < scene.bodyKinds.length; i++) {
    const kind = scene.bodyKinds[i]
    if (kind !== BodyKind.table) continue
    g.rect(scene.bodies[i * 4]! - box.minX, scene.bodies[i * 4 + 1]! - box.minY, scene.bodies[i * 4 + 2]!, scene.bodies[i * 4 + 3]!)
    tables = true
  }
  if (tables) {
    g.fill(background)
    if (lineWidth > 0) g.stroke({ width: line, color: lineColor, alpha: lineAlpha })
  }
  for (let i = 0; i < scene.bodyKinds.length; i++) {
    if (scene.bodyKinds[i] !== BodyKind.tableCell) continue
    g.rect(scene.bodies[i * 4]! - box.minX, scene.bodies[i * 4 + 1]! - box.minY, scene.bodies[i * 4 + 2]!, scene.bodies[i * 4 + 3]!)
    cells = true
  }
  if (cells) g.stroke({ width: line * 0.6, color: PALETTE.pageFrame })
  return tables || cells
}

/** Draws connector housings, splices, nodes and pins, each kind in one fill and one outline (tables: {@link paintSheetItems}). */
function drawBodies(g: SheetPainter, scene: TileScene, ox: number, oy: number, pixel: number): void {
  const b = scene.bodies
  const { lineWidth, lineColor, lineAlpha } = scene.style
  // Housings are outlined as the settings' lines say; seals, datums and grommets keep their own lines.
  const outline = Math.max(pixel, lineWidth)
  const line = Math.max(pixel, 0.25)
  const each = (kind: number, draw: (x: number, y: number, w: number, h: number) => void) => {
    let any = false
    for (let i = 0; i < scene.bodyKinds.length; i++) {
      if (scene.bodyKinds[i] !== kind) continue
      draw(b[i * 4]! - ox, b[i * 4 + 1]! - oy, b[i * 4 + 2]!, b[i * 4 + 3]!)
      any = true
    }
    return any
  }
  if (each(BodyKind.connector, (x, y, w, h) => g.roundRect(x, y, w, h, Math.min(w, h) * 0.08))) {
    g.fill(PALETTE.connectorFill)
    if (lineWidth > 0) g.stroke({ width: outline, color: lineColor, alpha: lineAlpha })
  }
  // The wire ends inside the housings, from their pins to their lanes, under the pins.
  drawLeads(g, scene, ox, oy)
  if (each(BodyKind.cavity, (x, y, w, h) => g.rect(x, y, w, h))) g.fill(PALETTE.cavity)
  // At the pins: a plug fills its cavity, a seal rings it, a terminal sits beside it.
  if (each(BodyKind.plug, (x, y, w, h) => g.rect(x, y, w, h))) g.fill(PALETTE.plug)
  if (each(BodyKind.seal, (x, y, w) => g.circle(x + w / 2, y + w / 2, w * 0.72))) g.stroke({ width: line, color: PALETTE.seal })
  if (each(BodyKind.terminal, (x, y, w, h) => g.rect(x, y, w, h))) g.fill(PALETTE.terminal)
  if (each(BodyKind.splice, (x, y, w, h) => g.poly([x + w / 2, y, x + w, y + h / 2, x + w / 2, y + h, x, y + h / 2]))) g.fill(PALETTE.splice)
  if (each(BodyKind.node, (x, y, w) => g.circle(x + w / 2, y + w / 2, w / 4))) g.fill(PALETTE.node)
  // A reference point: a ring with a cross through it.
  if (each(BodyKind.reference, (x, y, w) => {
    g.circle(x + w / 2, y + w / 2, w / 2)
    g.moveTo(x - w * 0.25, y + w / 2).lineTo(x + w * 1.25, y + w / 2).moveTo(x + w / 2, y - w * 0.25).lineTo(x + w / 2, y + w * 1.25)
  })) g.stroke({ width: Math.max(line, 0.3), color: PALETTE.reference })
  // A clip: a bar across the bundle; a grommet: a rubber ring around it.
  if (each(BodyKind.clip, (x, y, w, h) => g.roundRect(x + w * 0.3, y, w * 0.4, h, w * 0.1))) g.fill(PALETTE.clip)
  if (each(BodyKind.grommet, (x, y, w) => g.circle(x + w / 2, y + w / 2, w / 2))) g.stroke({ width: Math.max(line, 1.2), color: PALETTE.grommet })
}
