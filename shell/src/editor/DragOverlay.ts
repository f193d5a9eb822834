import { DRAG_SLOP_PX, snapDrag } from '@harness/engine'
import type { DragPreview } from '../../../workers/src/client/engineClient'
import type { Camera, ViewSize } from './camera'
import { PALETTE } from './palette'

/**
 * The User Timing mark of the newest frame that showed a drag's preview at a new pointer position
 * (kept one at a time), for the editor benchmark's drag-to-pixel latency.
 */
export const DRAG_FRAME_MARK = 'harness-drag-frame'

const css = (color: number) => `#${color.toString(16).padStart(6, '0')}`

/**
 * What follows the pointer during a drag, drawn on a plain 2D canvas over the WebGL one, inside
 * the pointer event itself: the dragged item at `from + pointer − start` (snapped to the smart
 * guides, which are drawn), the segments that follow it re-pointed there, and its outline. Drawing here costs a few lines of 2D canvas and no WebGL
 * frame, so the preview reaches the screen with the next frame whatever the harness's size; the
 * tiles catch up when the engine's change arrives.
 */
export class DragOverlay {
  private drawnSomething = false
  private markPending = false
  /** The preview the pointer has taken past the drag threshold; drawn until another one (or null) comes. */
  private released: DragPreview | null = null

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /**
   * Draws `drag` with the pointer at sheet point `pointer` (null: where the drag began) under
   * `camera`; clears when `drag` is null. A preview arrives with the press: it is drawn once the
   * pointer is {@link DRAG_SLOP_PX} screen px from where the press was (where the select tool
   * starts translating), and from then on wherever the pointer goes until the drag ends.
   */
  draw(drag: DragPreview | null, pointer: readonly [number, number] | null, camera: Camera, size: ViewSize): void {
    if (drag !== this.released) {
      const travelled = pointer ? Math.hypot(pointer[0] - (drag?.start[0] ?? 0), pointer[1] - (drag?.start[1] ?? 0)) * camera.scale : 0
      this.released = drag && travelled >= DRAG_SLOP_PX ? drag : null
      if (!this.released) drag = null
    }
    const ratio = window.devicePixelRatio || 1
    const width = Math.max(1, Math.round(size.width * ratio))
    const height = Math.max(1, Math.round(size.height * ratio))
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width
      this.canvas.height = height
    }
    const g = this.canvas.getContext('2d')
    if (!g) return
    if (this.drawnSomething) {
      g.setTransform(1, 0, 0, 1, 0, 0)
      g.clearRect(0, 0, width, height)
      this.drawnSomething = false
    }
    if (!drag) return
    const at = pointer ?? drag.start
    const sx = (x: number) => x * camera.scale + camera.offsetX
    const sy = (y: number) => y * camera.scale + camera.offsetY
    const moved: [number, number] = [drag.from[0] + at[0] - drag.start[0], drag.from[1] + at[1] - drag.start[1]]
    // The same snap the select tool stores the position with, so the preview is where the item lands.
    const snapped = snapDrag(moved, drag.guides, drag.grid)
    const x = sx(snapped.point[0])
    const y = sy(snapped.point[1])
    g.setTransform(ratio, 0, 0, ratio, 0, 0)
    if (snapped.x !== null || snapped.y !== null) {
      // Smart guides: a dashed line across the view where the item lines up with another.
      g.strokeStyle = css(PALETTE.hover)
      g.lineWidth = 1
      g.setLineDash([4, 4])
      g.beginPath()
      if (snapped.x !== null) { g.moveTo(Math.round(x) + 0.5, 0); g.lineTo(Math.round(x) + 0.5, size.height) }
      if (snapped.y !== null) { g.moveTo(0, Math.round(y) + 0.5); g.lineTo(size.width, Math.round(y) + 0.5) }
      g.stroke()
      g.setLineDash([])
    }
    g.lineCap = 'round'
    g.lineJoin = 'round'
    g.strokeStyle = css(PALETTE.selection)
    g.globalAlpha = 0.85
    g.lineWidth = 3
    g.beginPath()
    for (const leg of drag.legs) {
      if (leg.length < 4) continue
      g.moveTo(sx(leg[0]!), sy(leg[1]!))
      for (let i = 2; i + 2 < leg.length; i += 2) g.lineTo(sx(leg[i]!), sy(leg[i + 1]!))
      g.lineTo(x, y)
    }
    g.stroke()
    g.globalAlpha = 1
    const half = Math.max((drag.size * camera.scale) / 2, 4)
    g.beginPath()
    if (drag.body === 'connector') {
      const halfY = Math.max((drag.height * camera.scale) / 2, 4)
      g.rect(x - half, y - halfY, half * 2, halfY * 2)
    }
    else if (drag.body === 'splice') { g.moveTo(x, y - half); g.lineTo(x + half, y); g.lineTo(x, y + half); g.lineTo(x - half, y); g.closePath() }
    else g.arc(x, y, half, 0, Math.PI * 2)
    g.fillStyle = 'rgba(255, 255, 255, 0.6)'
    g.fill()
    g.lineWidth = 2
    g.stroke()
    this.drawnSomething = true
    this.markFrame()
  }

  /** Marks the frame that shows what was just drawn (the next animation frame), once per frame. */
  private markFrame(): void {
    if (this.markPending) return
    this.markPending = true
    requestAnimationFrame(() => {
      this.markPending = false
      performance.clearMarks(DRAG_FRAME_MARK)
      performance.mark(DRAG_FRAME_MARK)
    })
  }
}
