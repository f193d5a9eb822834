import { MAX_PICTURE_PX, type SelectionPicturePlan } from '@harness/engine'
import type { WholeSelection } from '../../../workers/src/client/engineClient'
import { containsBox, visibleBox, type Box, type Camera, type ViewSize } from './camera'
import { PALETTE } from './palette'
import { svgColour } from './sheetPainter'

/**
 * The whole of a large selection lit on the canvas as one picture. A select-all of the XL harness
 * lights 30,000 segments and the boxes of 46,000 connectors, splices and nodes: drawn as lines
 * each frame that would cost software WebGL far more than the 50 ms a frame may take, while on
 * screen most of them are a pixel or less. So the lines are painted once into a 2D canvas at the
 * screen's resolution over the view and a margin around it (22 ms at XL), and that canvas lies
 * over the WebGL one, moved and scaled with the camera by a CSS transform: the browser's
 * compositor shows it, with no WebGL frame and no texture upload on the page (as a WebGL texture
 * the upload alone took 45-70 ms on software WebGL, and every frame 40 ms more). The picture is
 * painted again when the selection or the document changes, when the view leaves the painted
 * box, or when the zoom has changed by more than {@link REPAINT_ZOOM} either way (until then it
 * is scaled with the drawing, its lines a little thicker or thinner for a moment).
 *
 * The records of such a selection that the property panel inspects (the first 200) get no
 * outlines of their own in the WebGL overlay: the picture shows them, and 200 segments' lines,
 * tessellated on the main thread at every zoom step, cost 20-80 ms a step at XL.
 */

/** The zoom factor, either way, beyond which the picture is painted again at the new scale. */
export const REPAINT_ZOOM = 1.4

/** How much of the view's width and height the painted box reaches beyond each side of it. */
export const PAINT_MARGIN = 0.5


/**
 * A User Timing mark set each time a new picture is shown, its detail the pieces of the selection
 * and the milliseconds from asking the worker to showing it (the editor benchmark reads it).
 */
export const SELECTION_PAINTED_MARK = 'harness-selection-painted'

/** Line width of the lit lines, in CSS px. */
const LINE_PX = 3

/**
 * Where and how finely to paint: the box (sheet mm) and the device pixels per mm. The box is the
 * view grown by {@link PAINT_MARGIN} on every side and cut to the lines' box (plus a line's
 * width), the resolution the camera's at `density` device pixels per CSS px, lowered when the
 * picture would be larger than {@link MAX_PICTURE_PX} on a side. Null when the view and the lines
 * do not meet.
 *
 * Example: a 1000 x 500 px view at 2 px/mm over (0, 0)-(500, 250), lines over the whole sheet,
 * density 1: the box (-250, -125)-(750, 375) at 2 px per mm, a 2000 x 1000 px picture.
 */
export function paintPlan(lines: Box, camera: Camera, size: ViewSize, density: number): { box: Box; pxPerMm: number } | null {
  const view = visibleBox(camera, size)
  const mx = (view.maxX - view.minX) * PAINT_MARGIN
  const my = (view.maxY - view.minY) * PAINT_MARGIN
  const pad = LINE_PX / camera.scale
  const box = {
    minX: Math.max(view.minX - mx, lines.minX - pad),
    minY: Math.max(view.minY - my, lines.minY - pad),
    maxX: Math.min(view.maxX + mx, lines.maxX + pad),
    maxY: Math.min(view.maxY + my, lines.maxY + pad),
  }
  if (!(box.maxX > box.minX && box.maxY > box.minY)) return null
  const side = Math.max(box.maxX - box.minX, box.maxY - box.minY)
  const pxPerMm = Math.min(camera.scale * density, MAX_PICTURE_PX / side)
  return { box, pxPerMm }
}

/** What a shown (or asked for) picture was painted from. */
interface Painted {
  readonly token: number
  /** The box the picture covers, or null when nothing of the lines was in reach of the view. */
  readonly box: Box | null
  /** The camera scale it was painted at (CSS px per mm). */
  readonly scale: number
  /** The view box it was painted for. */
  readonly view: Box
}

/**
 * Whether the picture painted as `painted` must be painted again to show the selection `whole`
 * in the view of `camera` and `size`: another selection (or version of it), a zoom beyond
 * {@link REPAINT_ZOOM}, or a view reaching out of the painted box where lines lie (a view beyond
 * every line needs nothing more); with no selection, whether there is a picture to clear.
 */
export function needsRepaint(painted: Painted | null, whole: Pick<WholeSelection, 'token' | 'box'> | null, camera: Camera, size: ViewSize): boolean {
  if (whole === null || whole.box === null) return painted !== null
  if (painted === null || painted.token !== whole.token) return true
  const zoom = camera.scale / painted.scale
  if (zoom > REPAINT_ZOOM || zoom < 1 / REPAINT_ZOOM) return true
  const view = visibleBox(camera, size)
  if (painted.box === null) return !containsBox(painted.view, view)
  // The part of the view where lines lie must be inside the painted box.
  const wanted = {
    minX: Math.max(view.minX, whole.box.minX), minY: Math.max(view.minY, whole.box.minY),
    maxX: Math.min(view.maxX, whole.box.maxX), maxY: Math.min(view.maxY, whole.box.maxY),
  }
  // (>=: the lines of a selection along one straight line have a box of no height or width.)
  if (!(wanted.maxX >= wanted.minX && wanted.maxY >= wanted.minY)) return false
  return !containsBox(painted.box, wanted)
}

/** Paints the picture of the selection taken as `token` in the worker; null when it cannot (another selection since). */
export type PicturePainter = (token: number, plan: SelectionPicturePlan) => Promise<ImageBitmap | null>

/**
 * The picture of a large selection on a 2D canvas laid over the WebGL one (under the names, the
 * rulers and the drag), placed on the sheet by a CSS transform. `show`, called in the animation
 * frame that draws the stage, places it for the camera and asks the worker for a new one when
 * {@link needsRepaint} says so; the new one is shown, placed for the camera of that moment, in the
 * task that receives it. Until then the one before stays where it was painted.
 */
export class SelectionPicture {
  /** The picture last decided on: shown, or asked of the worker (its box null when none was needed). */
  private target: Painted | null = null
  /** Whether a picture is being painted; the newest ask waits for it (older ones are dropped). */
  private flying = false
  private queued: (() => void) | null = null
  /** The shown picture's corner (sheet mm) and its CSS px per mm at its own size. */
  private placed: { readonly minX: number; readonly minY: number; readonly cssPerMm: number } | null = null
  private transform = ''

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly painter: PicturePainter,
    /** The camera the drawing is shown at now, to place a picture that arrives between frames. */
    private readonly cameraNow: () => Camera,
  ) {
    canvas.style.display = 'none'
  }

  /** Whether {@link show} with these would ask for a new picture (or clear it). */
  wants(whole: WholeSelection | null, camera: Camera, size: ViewSize): boolean {
    return size.width > 0 && needsRepaint(this.target, whole, camera, size)
  }

  /** Shows the selection `whole` (null: none) for the view of `camera` and `size`. */
  show(whole: WholeSelection | null, camera: Camera, size: ViewSize): void {
    if (this.wants(whole, camera, size)) {
      if (whole === null || whole.box === null) this.clear()
      else this.ask(whole, whole.box, camera, size)
    }
    this.place(camera)
  }

  private ask(whole: WholeSelection, lines: Box, camera: Camera, size: ViewSize): void {
    const density = window.devicePixelRatio || 1
    const plan = paintPlan(lines, camera, size, density)
    const asked: Painted = { token: whole.token, box: plan?.box ?? null, scale: camera.scale, view: visibleBox(camera, size) }
    this.target = asked
    this.queued = null
    if (plan === null) {
      // Nothing of the selection in reach: no picture, and none to ask for until the view moves.
      this.hide()
      return
    }
    const full: SelectionPicturePlan = { box: plan.box, pxPerMm: plan.pxPerMm, lineWidthPx: LINE_PX * (plan.pxPerMm / camera.scale), colour: svgColour(PALETTE.selection) }
    const send = () => {
      this.flying = true
      const started = performance.now()
      const landed = () => {
        this.flying = false
        const next = this.queued
        this.queued = null
        next?.()
      }
      void this.painter(whole.token, full).then((bitmap) => {
        landed()
        if (this.target !== asked || bitmap === null) {
          // Another picture was decided on since, or the worker could not paint this one (its
          // selection taken anew): the target stays, so nothing is asked again until it changes.
          bitmap?.close()
          return
        }
        this.showBitmap(bitmap, plan, density)
        performance.clearMarks(SELECTION_PAINTED_MARK)
        performance.mark(SELECTION_PAINTED_MARK, { detail: { pieces: whole.pieces, ms: performance.now() - started } })
      }, landed)
    }
    if (this.flying) this.queued = send
    else send()
  }

  private showBitmap(bitmap: ImageBitmap, plan: { box: Box; pxPerMm: number }, density: number): void {
    const canvas = this.canvas
    const context = canvas.getContext('bitmaprenderer')
    if (!context) {
      bitmap.close()
      return
    }
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.style.width = `${bitmap.width / density}px`
    canvas.style.height = `${bitmap.height / density}px`
    context.transferFromImageBitmap(bitmap)
    this.placed = { minX: plan.box.minX, minY: plan.box.minY, cssPerMm: plan.pxPerMm / density }
    this.transform = ''
    this.place(this.cameraNow())
    canvas.style.display = 'block'
  }

  /** Puts the shown picture where `camera` draws its box. */
  private place(camera: Camera): void {
    if (this.placed === null) return
    const { minX, minY, cssPerMm } = this.placed
    const transform = `translate(${minX * camera.scale + camera.offsetX}px, ${minY * camera.scale + camera.offsetY}px) scale(${camera.scale / cssPerMm})`
    if (transform === this.transform) return
    this.canvas.style.transform = transform
    this.transform = transform
  }

  private hide(): void {
    this.placed = null
    this.transform = ''
    this.canvas.style.display = 'none'
  }

  /** Hides the picture, gives back its bitmap and forgets it (a picture still on its way is dropped). */
  clear(): void {
    if (this.placed !== null) this.canvas.getContext('bitmaprenderer')?.transferFromImageBitmap(null)
    this.hide()
    this.target = null
    this.queued = null
  }
}
