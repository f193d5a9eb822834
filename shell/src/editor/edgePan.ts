import type { ViewSize } from './camera'

/**
 * Panning at the canvas's edge during a drag: a designer dragging a node, a bend point, a bundle
 * being drawn or a selection box towards the edge of the view carries the view along, as desktop
 * CAD tools do, instead of having to drop, pan and pick up again. The speed grows with how deep
 * the pointer is in the band along the edge (or beyond it, the pointer being captured), to a
 * ceiling; inside the band's inner edge nothing moves.
 */

/** Width of the band along each edge of the canvas where a drag pans the view, in screen px. */
export const EDGE_BAND_PX = 28

/** Pan speed with the pointer at the canvas's edge or beyond it, in screen px per second. */
export const EDGE_PAN_MAX_PX_PER_S = 900

/**
 * How far the view pans in one step of `dtMs` milliseconds with the pointer at (sx, sy) (screen px
 * from the canvas's top left), as the (dx, dy) to give `panBy`: the drawing moves away from the
 * edge the pointer is at, so what lies beyond that edge comes into view. (0, 0) when the pointer
 * is clear of the band, the view has no size, or the step is not a positive time.
 *
 * Example: a 1000 × 600 canvas, the pointer at (993, 300), 16 ms: the pointer is 21 px into the
 * 28 px band on the right (0.75 of it), so the drawing moves left by 0.75 × 900 × 0.016 = 10.8 px.
 */
export function edgePanStep(sx: number, sy: number, size: ViewSize, dtMs: number): readonly [number, number] {
  if (!(dtMs > 0) || size.width <= 0 || size.height <= 0) return [0, 0]
  // A long pause (a frame skipped, a tab hidden) must not jump the view.
  const seconds = Math.min(dtMs, 50) / 1000
  const band = Math.min(EDGE_BAND_PX, size.width / 4, size.height / 4)
  const depth = (into: number) => (into >= band ? 0 : Math.min(1, (band - into) / band))
  const speed = EDGE_PAN_MAX_PX_PER_S * seconds
  const dx = depth(sx) * speed - depth(size.width - sx) * speed
  const dy = depth(sy) * speed - depth(size.height - sy) * speed
  return [dx === 0 ? 0 : dx, dy === 0 ? 0 : dy]
}

/**
 * Runs {@link edgePanStep} once an animation frame while a drag's pointer stays in the edge band:
 * `follow` with every pointer move of the drag (it starts the frames when the pointer enters the
 * band), `stop` when the drag ends. Each frame with a step calls `pan(dx, dy)`, which moves the
 * camera and tells the tool the pointer is over another point of the sheet; the frames stop by
 * themselves once the pointer leaves the band.
 */
export class EdgePanner {
  private frame = 0
  private last = 0
  private pointer: readonly [number, number] | null = null

  constructor(
    private readonly size: () => ViewSize,
    private readonly pan: (dx: number, dy: number) => void,
    private readonly frames: { request: (run: (time: number) => void) => number; cancel: (id: number) => void } = {
      request: (run) => requestAnimationFrame(run),
      cancel: (id) => cancelAnimationFrame(id),
    },
  ) {}

  /** The drag's pointer is at (sx, sy) screen px from the canvas's top left. */
  follow(sx: number, sy: number): void {
    this.pointer = [sx, sy]
    if (this.frame !== 0) return
    const [dx, dy] = edgePanStep(sx, sy, this.size(), 16)
    if (dx === 0 && dy === 0) return
    this.last = 0
    this.frame = this.frames.request(this.tick)
  }

  /** The drag ended (released, cancelled): no more panning. */
  stop(): void {
    if (this.frame !== 0) this.frames.cancel(this.frame)
    this.frame = 0
    this.pointer = null
  }

  private readonly tick = (time: number): void => {
    // The frame stays marked as running until the next is asked for: `pan` may call `follow`.
    const pointer = this.pointer
    // The first frame has no earlier one to measure from: one display frame.
    const dt = this.last === 0 ? 16 : time - this.last
    this.last = time
    const [dx, dy] = pointer === null ? [0, 0] : edgePanStep(pointer[0], pointer[1], this.size(), dt)
    if (dx !== 0 || dy !== 0) this.pan(dx, dy)
    // Stopped meanwhile, or out of the band: no more frames.
    if (this.pointer === null || (dx === 0 && dy === 0)) this.frame = 0
    else this.frame = this.frames.request(this.tick)
  }
}
