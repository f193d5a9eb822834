import { Color, Graphics } from 'pixi.js'
import { visibleBox, type Box, type Camera, type ViewSize } from './camera'
import { leadDashes } from './leadDashes'
import { PALETTE } from './palette'
import { gridStep, ticksBetween } from './rulerTicks'
import type { PageShown } from './sheetExport'

/** Grid lines closer than this many CSS px are thinned out to every tenth. */
const GRID_MIN_PX = 8

/**
 * What the overlays of the stage draw: everything on the canvas that is not a tile, in sheet mm,
 * with the camera they are drawn for (line widths are screen pixels, so they follow its scale).
 */
export interface OverlayInput {
  readonly camera: Camera
  readonly size: ViewSize
  /** The page frame when the page view is on (its width and height in mm, its colour 0xRRGGBB). */
  readonly page: PageShown | null
  /** The grid (size in mm, CSS colour) when it is shown. */
  readonly grid: { readonly size: number; readonly color: string } | null
  /** Leads of unrouted wires, x1 y1 x2 y2 each, drawn dashed. */
  readonly leads: Float32Array
  /** The selection's polylines (x y pairs), drawn thick over everything. */
  readonly highlight: readonly Float32Array[]
  /** The polylines of the record under the pointer, thinner. */
  readonly hoverHighlight: readonly Float32Array[]
  /** Bend-point handles, x y pairs. */
  readonly handles: Float32Array
  /** The box being brushed. */
  readonly brush: Box | null
}

/** Which overlays an input changes against the last one drawn. */
export interface OverlayChanges {
  readonly page: boolean
  readonly grid: boolean
  readonly leads: boolean
  /** The selection overlay, hover outline, handles or brush. */
  readonly highlight: boolean
  /** The hover outline among them (the record under the pointer changed). */
  readonly hover: boolean
}

/**
 * The stage's overlays: the page, the grid, the unrouted leads and the selection (with the hover
 * outline, the bend-point handles and the brush), each one PixiJS `Graphics` in the world's
 * coordinates, drawn again only when what it shows or the camera it depends on changed.
 *
 * They are drawn in the animation frame that renders the stage, for the camera the world holds
 * then, not in the editor's render: a wheel notch moves the world at once (the canvas's
 * `moveNow`), and the frame drawn for it draws the overlays for the same camera, so the render
 * of the editor that follows finds nothing left to draw and asks for no second frame (at XL a
 * frame costs SwiftShader 30-37 ms of the main thread).
 */
export class StageOverlays {
  readonly page = new Graphics({ label: 'page' })
  readonly grid = new Graphics({ label: 'grid' })
  readonly leads = new Graphics({ label: 'unrouted leads' })
  readonly highlight = new Graphics({ label: 'selection' })
  private drawn: OverlayInput | null = null

  /** What drawing `input` would change, overlay by overlay (all of them before the first draw). */
  changes(input: OverlayInput): OverlayChanges {
    const last = this.drawn
    if (last === null) return { page: true, grid: true, leads: true, highlight: true, hover: true }
    const scaled = last.camera.scale !== input.camera.scale
    const moved = last.camera !== input.camera && (scaled || last.camera.offsetX !== input.camera.offsetX || last.camera.offsetY !== input.camera.offsetY)
    const resized = last.size.width !== input.size.width || last.size.height !== input.size.height
    return {
      page: last.page !== input.page || (input.page !== null && scaled),
      // The grid and the leads are drawn over the visible box only.
      grid: last.grid !== input.grid || (input.grid !== null && (moved || resized)),
      leads: last.leads !== input.leads || (input.leads.length > 0 && (moved || resized)),
      highlight: last.highlight !== input.highlight || last.hoverHighlight !== input.hoverHighlight || last.handles !== input.handles || last.brush !== input.brush ||
        (scaled && (input.highlight.length > 0 || input.hoverHighlight.length > 0 || input.handles.length > 0 || input.brush !== null)),
      hover: last.hoverHighlight !== input.hoverHighlight,
    }
  }

  /** Draws the overlays `input` changes; answers whether any was drawn. */
  draw(input: OverlayInput): boolean {
    const c = this.changes(input)
    if (c.page) drawPage(this.page, input)
    if (c.grid) drawGrid(this.grid, input)
    if (c.leads) drawLeads(this.leads, input)
    if (c.highlight) drawSelection(this.highlight, input)
    this.drawn = input
    return c.page || c.grid || c.leads || c.highlight
  }

  /** Destroys the overlays' graphics. */
  destroy(): void {
    for (const g of [this.page, this.grid, this.leads, this.highlight]) g.destroy()
  }
}

/** A colour from the drawing settings as PixiJS reads it, or `fallback` when it is no colour. */
function safeColor(text: string, fallback: number): number {
  try {
    return new Color(text).toNumber()
  } catch {
    return fallback
  }
}

function drawPage(g: Graphics, { page, camera }: OverlayInput): void {
  g.clear()
  if (!page) return
  g.rect(0, 0, page.width, page.height).fill(page.color).stroke({ width: 1 / camera.scale, color: PALETTE.pageFrame })
}

function drawGrid(g: Graphics, { grid, camera, size }: OverlayInput): void {
  g.clear()
  if (!grid || size.width === 0) return
  const step = gridStep(grid.size, camera.scale, GRID_MIN_PX)
  if (step === 0) return
  const box = visibleBox(camera, size)
  for (const x of ticksBetween(box.minX, box.maxX, step, 400)) g.moveTo(x, box.minY).lineTo(x, box.maxY)
  for (const y of ticksBetween(box.minY, box.maxY, step, 400)) g.moveTo(box.minX, y).lineTo(box.maxX, y)
  g.stroke({ width: 1 / camera.scale, color: safeColor(grid.color, PALETTE.grid), alpha: 0.9 })
}

function drawLeads(g: Graphics, { leads, camera, size }: OverlayInput): void {
  g.clear()
  if (leads.length === 0 || size.width === 0) return
  const { dashes } = leadDashes(leads, visibleBox(camera, size), camera.scale)
  for (let i = 0; i + 3 < dashes.length; i += 4) g.moveTo(dashes[i]!, dashes[i + 1]!).lineTo(dashes[i + 2]!, dashes[i + 3]!)
  if (dashes.length > 0) g.stroke({ width: 1.5 / camera.scale, color: PALETTE.unroutedLead, alpha: 0.9 })
}

function drawSelection(g: Graphics, { highlight, hoverHighlight, handles, brush, camera }: OverlayInput): void {
  g.clear()
  for (const line of hoverHighlight) {
    if (line.length < 2) continue
    g.moveTo(line[0]!, line[1]!)
    for (let i = 2; i < line.length; i += 2) g.lineTo(line[i]!, line[i + 1]!)
  }
  if (hoverHighlight.length > 0) g.stroke({ width: 2 / camera.scale, color: PALETTE.hover, alpha: 0.9, cap: 'round', join: 'round' })
  for (const line of highlight) {
    if (line.length < 2) continue
    g.moveTo(line[0]!, line[1]!)
    for (let i = 2; i < line.length; i += 2) g.lineTo(line[i]!, line[i + 1]!)
  }
  g.stroke({ width: 4 / camera.scale, color: PALETTE.selection, alpha: 0.85, cap: 'round', join: 'round' })
  // Bend-point handles: small white squares outlined in the selection colour, 8 px whatever the zoom.
  const side = 8 / camera.scale
  for (let i = 0; i < handles.length; i += 2) g.rect(handles[i]! - side / 2, handles[i + 1]! - side / 2, side, side)
  if (handles.length > 0) g.fill(PALETTE.page).stroke({ width: 1.5 / camera.scale, color: PALETTE.selection })
  if (brush) g.rect(brush.minX, brush.minY, brush.maxX - brush.minX, brush.maxY - brush.minY).fill({ color: PALETTE.hover, alpha: 0.08 }).stroke({ width: 1 / camera.scale, color: PALETTE.hover })
}
