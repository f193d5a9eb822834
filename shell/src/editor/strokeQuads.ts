import { tileBox, tileScale } from '@harness/engine'
import { StrokeKind, type TileScene } from '../../../workers/src/client/engineClient'

/**
 * A tile's bundle strokes as triangles, written straight from the scene's typed arrays: the
 * geometry the canvas uploads as meshes for tiles above the detail level, where bundles are
 * straight strokes with square ends. PixiJS's `Graphics` builds the same strokes through its
 * generic path tessellator, in JavaScript on the main thread, whenever a tile is drawn; at the
 * XL harness's fit view that was 15,000 strokes and 11,000 connector points in one frame. Here a
 * stroke is four corners and six indices (DESIGN 2.2: the bulk geometry drawn from typed arrays).
 *
 * The strokes are the ones `paintScene` paints for the export, grouped to the same widths: a
 * square end reaches half the width past a stroke's end point; an end on the tile's edge is flat
 * at that point, where the next tile's piece begins with the same flat end, so neither reaches
 * into the other's tile (paintScene draws such an end in by half the width and squares it out
 * again: the same line, but for a piece shorter than its width).
 */

/** Bundle widths are grouped to this step (mm) so a tile strokes each width once. */
export const WIDTH_STEP = 0.1
/** How near a tile's edge (mm) a stroke's end counts as cut by it. */
const EDGE_MM = 1e-3

/** Triangles of one colour: x y per vertex relative to the tile's corner, three indices per triangle. */
export interface Quads {
  readonly positions: Float32Array
  readonly indices: Uint32Array
}

/** The triangles of a tile's strokes above the detail level, by colour, and of its connector points. */
export interface TileQuads {
  readonly bundle: Quads
  readonly protectedBundle: Quads
  readonly points: Quads
}

/** The smallest drawn size (mm) in a tile shown at `scale` px per mm: one pixel at the tile's own scale or at the view's, the larger. */
export function pixelOf(scene: Pick<TileScene, 'z'>, scale: number): number {
  return Math.max(1 / tileScale(scene.z), 1 / scale)
}

/**
 * The width a stroke is drawn at (mm): the scene's width grouped to {@link WIDTH_STEP}, at least
 * `pixel`. Example: 1.23 mm at a pixel of 0.5 mm → 1.2 mm; 0.2 mm → 0.5 mm.
 */
export function drawnWidth(width: number, pixel: number): number {
  return Math.max(pixel, Math.max(1, Math.round(width / WIDTH_STEP)) * WIDTH_STEP)
}

/**
 * A tile's box with the test of whether a point lies on its edge (within float32's rounding of
 * coordinates that far from the origin), and whether a line in direction (`dx`, `dy`) through
 * such a point crosses the edge there rather than running along it (a bundle drawn on a tile's
 * grid line lies on the edge of two tiles and goes on into neither).
 */
export function tileEdges(scene: Pick<TileScene, 'z' | 'x' | 'y'>): {
  box: ReturnType<typeof tileBox>
  onEdge: (x: number, y: number) => boolean
  crossesAt: (x: number, y: number, dx: number, dy: number) => boolean
} {
  const box = tileBox(scene.z, scene.x, scene.y)
  const edge = EDGE_MM + 1e-6 * (Math.abs(box.minX) + Math.abs(box.maxX) + Math.abs(box.minY) + Math.abs(box.maxY))
  const onVertical = (x: number) => x <= box.minX + edge || x >= box.maxX - edge
  const onHorizontal = (y: number) => y <= box.minY + edge || y >= box.maxY - edge
  return {
    box,
    onEdge: (x, y) => onVertical(x) || onHorizontal(y),
    crossesAt: (x, y, dx, dy) => {
      const length = Math.hypot(dx, dy)
      return length > 0 && ((onVertical(x) && Math.abs(dx) / length > 0.01) || (onHorizontal(y) && Math.abs(dy) / length > 0.01))
    },
  }
}

/** Sides of the polygon a joint's dot cut at a tile edge is drawn with. */
const DISC_SIDES = 16

/**
 * A disc of `radius` mm at (`x`, `y`) cut to `box` (its points clamped to the box: for a centre
 * on an edge, exactly the half inside), as a polygon relative to (`ox`, `oy`).
 */
export function discInBox(x: number, y: number, radius: number, box: { minX: number; minY: number; maxX: number; maxY: number }, ox: number, oy: number): number[] {
  const points: number[] = []
  for (let k = 0; k < DISC_SIDES; k++) {
    const angle = (k / DISC_SIDES) * Math.PI * 2
    points.push(Math.min(box.maxX, Math.max(box.minX, x + radius * Math.cos(angle))) - ox, Math.min(box.maxY, Math.max(box.minY, y + radius * Math.sin(angle))) - oy)
  }
  return points
}

/** Grows typed arrays of quads: four corners and six indices each. */
class QuadWriter {
  private positions: Float32Array
  private indices: Uint32Array
  private quads = 0

  constructor(capacity: number) {
    this.positions = new Float32Array(Math.max(1, capacity) * 8)
    this.indices = new Uint32Array(Math.max(1, capacity) * 6)
  }

  /** Adds the quad of corners (x0 y0 … x3 y3) in order around it. */
  add(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void {
    if ((this.quads + 1) * 8 > this.positions.length) {
      const positions = new Float32Array(this.positions.length * 2)
      positions.set(this.positions)
      this.positions = positions
      const indices = new Uint32Array(this.indices.length * 2)
      indices.set(this.indices)
      this.indices = indices
    }
    const p = this.quads * 8
    const v = this.quads * 4
    const pos = this.positions
    pos[p] = x0; pos[p + 1] = y0; pos[p + 2] = x1; pos[p + 3] = y1; pos[p + 4] = x2; pos[p + 5] = y2; pos[p + 6] = x3; pos[p + 7] = y3
    const i = this.quads * 6
    const ind = this.indices
    ind[i] = v; ind[i + 1] = v + 1; ind[i + 2] = v + 2; ind[i + 3] = v; ind[i + 4] = v + 2; ind[i + 5] = v + 3
    this.quads += 1
  }

  /** The quads written, in arrays of exactly their size. */
  done(): Quads {
    return { positions: this.positions.slice(0, this.quads * 8), indices: this.indices.slice(0, this.quads * 6) }
  }
}

/**
 * The triangles of `scene`'s strokes and points for a view at `scale` px per mm, relative to the
 * tile's corner: bundles and protected bundles apart (above overview every stroke is a bundle, its
 * protections drawn as bands of their own), and the connectors and splices too small to outline
 * as squares of 2.5 pixels. Worked example: in a tile whose corner is (64, 0), a stroke
 * (70,10)-(80,10) of 2 mm is the quad (5,11) (17,11) (17,9) (5,9).
 */
export function tileQuads(scene: TileScene, scale: number): TileQuads {
  const { box, onEdge } = tileEdges(scene)
  const ox = box.minX
  const oy = box.minY
  const pixel = pixelOf(scene, scale)
  const runsDrawn = scene.level !== 'overview'
  const n = scene.widths.length
  const bundle = new QuadWriter(n)
  const protectedBundle = new QuadWriter(runsDrawn ? 0 : n >> 3)
  const s = scene.strokes
  for (let i = 0; i < n; i++) {
    const width = drawnWidth(scene.widths[i]!, pixel)
    let ax = s[i * 4]!, ay = s[i * 4 + 1]!, bx = s[i * 4 + 2]!, by = s[i * 4 + 3]!
    const length = Math.hypot(bx - ax, by - ay)
    // A stroke of no length has no direction to square its ends by: nothing is drawn (as PixiJS does).
    if (!(length > 0)) continue
    const h = width / 2
    const ux = (bx - ax) / length
    const uy = (by - ay) / length
    // Square ends reach half the width past the end point; an end on the tile's edge is flat there.
    const startCap = onEdge(ax, ay) ? 0 : h
    const endCap = onEdge(bx, by) ? 0 : h
    const nx = -uy * h, ny = ux * h
    const x0 = ax - ux * startCap - ox, y0 = ay - uy * startCap - oy
    const x1 = bx + ux * endCap - ox, y1 = by + uy * endCap - oy
    const writer = !runsDrawn && scene.strokeKinds[i] === StrokeKind.protected ? protectedBundle : bundle
    writer.add(x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny)
  }
  const points = new QuadWriter(scene.points.length / 2)
  const side = pixel * 2.5
  for (let i = 0; i < scene.points.length; i += 2) {
    const x = scene.points[i]! - ox - side / 2
    const y = scene.points[i + 1]! - oy - side / 2
    points.add(x, y, x + side, y, x + side, y + side, x, y + side)
  }
  return { bundle: bundle.done(), protectedBundle: protectedBundle.done(), points: points.done() }
}
