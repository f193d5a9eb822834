/**
 * The canvas camera: how sheet millimetres map to screen pixels. A sheet point (x, y) in mm is
 * drawn at (x · scale + offsetX, y · scale + offsetY) CSS px within the canvas. Pure functions over
 * plain values, so navigation is unit-tested without a browser.
 *
 * Example: scale 2 px/mm and offset (10, 20) draw the sheet point (5, 5) at (20, 30).
 */
export interface Camera {
  /** Screen pixels per sheet millimetre. */
  readonly scale: number
  /** Screen position of the sheet origin, in CSS px. */
  readonly offsetX: number
  readonly offsetY: number
}

/** A box on the sheet in mm. */
export interface Box {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/** The size of the canvas in CSS px. */
export interface ViewSize {
  readonly width: number
  readonly height: number
}

/** The smallest and largest scale the canvas zooms to, in px per mm (a 10 m harness fits; a pin fills the screen). */
export const MIN_SCALE = 0.002
export const MAX_SCALE = 200

/** How much one wheel notch (100 px of wheel delta) or one zoom key zooms. */
export const ZOOM_STEP = 1.25

/** The camera before anything is known: 1 px per mm, origin at the top-left corner. */
export const HOME: Camera = { scale: 1, offsetX: 0, offsetY: 0 }

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

/** The sheet point (mm) under screen point (sx, sy). */
export function toSheet(camera: Camera, sx: number, sy: number): [number, number] {
  return [(sx - camera.offsetX) / camera.scale, (sy - camera.offsetY) / camera.scale]
}

/** The screen point (CSS px) of sheet point (x, y). */
export function toScreen(camera: Camera, x: number, y: number): [number, number] {
  return [x * camera.scale + camera.offsetX, y * camera.scale + camera.offsetY]
}

/** The sheet box the canvas shows. */
export function visibleBox(camera: Camera, size: ViewSize): Box {
  const [minX, minY] = toSheet(camera, 0, 0)
  const [maxX, maxY] = toSheet(camera, size.width, size.height)
  return { minX, minY, maxX, maxY }
}

/** Whether box `inner` lies wholly inside box `outer` (both in the same units). */
export function containsBox(outer: Box, inner: Box): boolean {
  return inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
}

/** The camera moved by (dx, dy) screen px (a drag moves the sheet with the pointer). */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { ...camera, offsetX: camera.offsetX + dx, offsetY: camera.offsetY + dy }
}

/** The camera zoomed by `factor` about screen point (sx, sy), which stays over the same sheet point. */
export function zoomAt(camera: Camera, factor: number, sx: number, sy: number): Camera {
  const scale = clampScale(camera.scale * factor)
  const [x, y] = toSheet(camera, sx, sy)
  return { scale, offsetX: sx - x * scale, offsetY: sy - y * scale }
}

/** The zoom factor of a wheel event's vertical delta in px: one notch (100 px) is {@link ZOOM_STEP}. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(ZOOM_STEP, -deltaY / 100)
}

/**
 * The camera that shows `box` whole and centred in `size`, with `margin` px on every side; a box
 * of no width or height is shown at the scale its other side allows (or 1 px/mm for a point).
 */
export function fitBox(box: Box, size: ViewSize, margin = 24): Camera {
  const w = Math.max(1, size.width - 2 * margin)
  const h = Math.max(1, size.height - 2 * margin)
  const bw = box.maxX - box.minX
  const bh = box.maxY - box.minY
  const sx = bw > 0 ? w / bw : Infinity
  const sy = bh > 0 ? h / bh : Infinity
  const fitted = Math.min(sx, sy)
  const scale = clampScale(Number.isFinite(fitted) ? fitted : 1)
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  return { scale, offsetX: size.width / 2 - cx * scale, offsetY: size.height / 2 - cy * scale }
}

/**
 * The camera that brings `box` into view with as little change as it takes: unchanged when the
 * box is on screen already (`margin` px in from the edges); moved, at the same zoom, to centre it
 * when it fits there; else {@link fitBox}. A pick from a list thus keeps the designer's zoom.
 *
 * Example: at 2 px/mm a 40 mm connector off to the right is centred at 2 px/mm; a 3 m bundle
 * that does not fit in 1,000 px is fitted.
 */
export function revealBox(camera: Camera, box: Box, size: ViewSize, margin = 24): Camera {
  const inset = margin / camera.scale
  const view = visibleBox(camera, size)
  if (containsBox({ minX: view.minX + inset, minY: view.minY + inset, maxX: view.maxX - inset, maxY: view.maxY - inset }, box)) return camera
  const fits = (box.maxX - box.minX) * camera.scale <= size.width - 2 * margin && (box.maxY - box.minY) * camera.scale <= size.height - 2 * margin
  if (!fits) return fitBox(box, size, margin)
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  return { scale: camera.scale, offsetX: size.width / 2 - cx * camera.scale, offsetY: size.height / 2 - cy * camera.scale }
}

/** The camera at `scale` px per mm with the sheet point at the canvas centre kept there (100 % is 96 / 25.4 px per mm). */
export function zoomTo(camera: Camera, scale: number, size: ViewSize): Camera {
  return zoomAt(camera, scale / camera.scale, size.width / 2, size.height / 2)
}

/**
 * The camera after the canvas changes size from `from` to `to` (a report panel opened or closed,
 * the window resized): the same zoom, with the sheet point that was at the centre of the view
 * at the centre again, so what the designer was looking at stays in the middle.
 *
 * Example: at 1 px/mm and offset (0, 0) a canvas of 1000 × 800 px shrunk to 1000 × 400 gives
 * offset (0, -200): the sheet point (500, 400) mm is still at the centre.
 */
export function resizedCamera(camera: Camera, from: ViewSize, to: ViewSize): Camera {
  return { scale: camera.scale, offsetX: camera.offsetX + (to.width - from.width) / 2, offsetY: camera.offsetY + (to.height - from.height) / 2 }
}

/** Whether two cameras show the same view (equal scale and offsets). */
export function sameCamera(a: Camera, b: Camera): boolean {
  return a.scale === b.scale && a.offsetX === b.offsetX && a.offsetY === b.offsetY
}

/** CSS px per mm at 100 % (96 dpi): a drawing at 100 % shows its real size on a standard screen. */
export const ACTUAL_SIZE_SCALE = 96 / 25.4

/**
 * The zoom of `scale` px per mm as the percentage the toolbar shows (100 % is true size): whole
 * numbers from 10 %, one decimal from 1 %, two significant digits below, so a large harness
 * fitted to the screen reads 0.36 %, not 0 %. Example: 0.0136 px/mm → 0.36.
 */
export function zoomPercent(scale: number): number {
  const percent = (scale / ACTUAL_SIZE_SCALE) * 100
  if (percent >= 10) return Math.round(percent)
  if (percent >= 1) return Math.round(percent * 10) / 10
  return Number(percent.toPrecision(2))
}

/** The union of two boxes; either may be null. */
export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b
  if (!b) return a
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) }
}
