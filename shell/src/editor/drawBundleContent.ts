import { LaneKind, NO_STRIPE, RunPattern, type TileScene } from '../../../workers/src/client/engineClient'
import { PALETTE, RUN_COLOURS } from './palette'
import type { SheetPainter } from './sheetPainter'
import { discInBox, tileEdges } from './strokeQuads'

/**
 * What the canvas draws inside and over a tile's bundles: the wires as coloured lanes (a cable's
 * sheath around its cores, the twist over a twisted group) and the protection runs as bands with
 * the marks of their wrapping type. The worker decides what is listed (lanes only where each is a
 * couple of pixels wide); the marks, whose spacing is a physical length, are drawn only where they
 * are at least {@link MARK_PX} apart on screen, else the band is plain.
 */

/** Closest spacing of pattern marks worth drawing, in screen px. */
export const MARK_PX = 5

/**
 * Most pattern marks one tile draws; beyond it bands stay plain (a bound on any tile's cost: each
 * mark is tessellated on the main thread when the tile is drawn).
 */
export const MAX_MARKS_PER_TILE = 2000

/** A piece's frame: start point, unit tangent and normal, length (mm, tile-relative). */
interface Frame { x: number; y: number; tx: number; ty: number; nx: number; ny: number; length: number }

function frameOf(s: Float32Array, i: number, ox: number, oy: number): Frame | null {
  const x = s[i * 4]! - ox
  const y = s[i * 4 + 1]! - oy
  const dx = s[i * 4 + 2]! - ox - x
  const dy = s[i * 4 + 3]! - oy - y
  const length = Math.hypot(dx, dy)
  if (length === 0) return null
  const tx = dx / length
  const ty = dy / length
  return { x, y, tx, ty, nx: -ty, ny: tx, length }
}

/**
 * Draws the lanes of `scene` over its bundle strokes at `scale` px per mm: per stroke, lanes
 * across the stroke's drawn width, each in its wire's colour with its stripe along the middle;
 * a cable's cores narrower on a band of sheath; a zigzag at half the lay length over a twisted
 * group where that is legible.
 */
export function drawLanes(g: SheetPainter, scene: TileScene, ox: number, oy: number, scale: number): void {
  const strokes = scene.laneStart.length - 1
  for (let i = 0; i < strokes; i++) {
    const a = scene.laneStart[i]!
    const b = scene.laneStart[i + 1]!
    if (b <= a) continue
    const f = frameOf(scene.strokes, i, ox, oy)
    if (!f) continue
    const width = scene.widths[i]!
    const pitch = width / (b - a)
    const at = (lane: number, along: number) => {
      const offset = -width / 2 + (lane - a + 0.5) * pitch
      return [f.x + f.tx * along + f.nx * offset, f.y + f.ty * along + f.ny * offset] as const
    }
    const line = (lane: number) => {
      const [x0, y0] = at(lane, 0)
      const [x1, y1] = at(lane, f.length)
      g.moveTo(x0, y0).lineTo(x1, y1)
    }
    // Sheaths first, as bands over the cores of each cable.
    forGroups(scene, a, b, LaneKind.core, (first, last) => {
      const [x0, y0] = at((first + last) / 2, 0)
      const [x1, y1] = at((first + last) / 2, f.length)
      g.moveTo(x0, y0).lineTo(x1, y1).stroke({ width: pitch * (last - first + 1), color: PALETTE.sheath, cap: 'butt' })
    })
    // Wires grouped by colour and by thickness: one stroke per group.
    const byColour = new Map<number, number[]>()
    for (let lane = a; lane < b; lane++) {
      const key = scene.laneColours[lane]! * 2 + (scene.laneKinds[lane] === LaneKind.core ? 1 : 0)
      let list = byColour.get(key)
      if (!list) byColour.set(key, (list = []))
      list.push(lane)
    }
    for (const [key, lanes] of byColour) {
      for (const lane of lanes) line(lane)
      g.stroke({ width: pitch * (key % 2 === 1 ? 0.62 : 0.84), color: Math.floor(key / 2), cap: 'butt' })
    }
    for (let lane = a; lane < b; lane++) {
      const stripe = scene.laneStripes[lane]!
      if (stripe === NO_STRIPE) continue
      line(lane)
      g.stroke({ width: pitch * 0.28, color: stripe, cap: 'butt' })
    }
    forGroups(scene, a, b, LaneKind.twisted, (first, last) => {
      const half = scene.laneLays[first]! / 2
      if (!(half * scale >= MARK_PX)) return
      const lo = first - 0.35
      const hi = last + 0.35
      let up = true
      const [sx, sy] = at(lo, 0)
      g.moveTo(sx, sy)
      for (let along = half; along < f.length + half; along += half) {
        const [x, y] = at(up ? hi : lo, Math.min(along, f.length))
        g.lineTo(x, y)
        up = !up
      }
      g.stroke({ width: Math.max(pitch * 0.12, 1 / scale), color: PALETTE.twist, cap: 'butt', join: 'miter' })
    })
  }
}

/**
 * Draws the wire ends of `scene` inside their connectors: each from its pin to where its lane
 * leaves the housing, in the wire's colour with its stripe along the middle, one stroke per colour.
 * A light wire (white, a pale yellow) is edged in grey, as a wiring diagram edges it, so it shows
 * on the white housing it crosses.
 */
export function drawLeads(g: SheetPainter, scene: TileScene, ox: number, oy: number): void {
  const n = scene.leadWidths.length
  if (n === 0) return
  const l = scene.leads
  const line = (i: number) => g.moveTo(l[i * 4]! - ox, l[i * 4 + 1]! - oy).lineTo(l[i * 4 + 2]! - ox, l[i * 4 + 3]! - oy)
  const byColour = new Map<string, number[]>()
  for (let i = 0; i < n; i++) {
    const key = `${scene.leadColours[i]!}:${scene.leadWidths[i]!}`
    let list = byColour.get(key)
    if (!list) byColour.set(key, (list = []))
    list.push(i)
  }
  // Every light lead's edge first, then the leads: an edge never covers a lead drawn before it.
  for (const list of byColour.values()) {
    if (!isLight(scene.leadColours[list[0]!]!)) continue
    for (const i of list) line(i)
    g.stroke({ width: scene.leadWidths[list[0]!]! * LIGHT_EDGE, color: PALETTE.lightWireEdge, cap: 'round' })
  }
  for (const list of byColour.values()) {
    for (const i of list) line(i)
    g.stroke({ width: scene.leadWidths[list[0]!]!, color: scene.leadColours[list[0]!]!, cap: 'round' })
  }
  for (let i = 0; i < n; i++) {
    if (scene.leadStripes[i] === NO_STRIPE) continue
    line(i)
    g.stroke({ width: scene.leadWidths[i]! * 0.34, color: scene.leadStripes[i]!, cap: 'butt' })
  }
}

/** How much wider than a light wire its grey edge is drawn (a fifth of its width either side). */
const LIGHT_EDGE = 1.4

/**
 * Whether colour 0xRRGGBB is too light to show on a white housing: its relative luminance
 * (Rec. 709 weights, without gamma) is above 0.8. White 0xf5f5f5 (0.96) is; yellow 0xfbc02d
 * (0.76), silver 0xc0c0c0 (0.75) and grey 0x9e9e9e (0.62) are not.
 */
export function isLight(colour: number): boolean {
  const r = ((colour >> 16) & 0xff) / 255
  const g = ((colour >> 8) & 0xff) / 255
  const b = (colour & 0xff) / 255
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.8
}

/** Calls `visit` with the first and last lane of each group of kind `kind` among lanes a..b-1. */
function forGroups(scene: TileScene, a: number, b: number, kind: LaneKind, visit: (first: number, last: number) => void): void {
  let lane = a
  while (lane < b) {
    const group = scene.laneGroups[lane]!
    if (group === 0 || scene.laneKinds[lane] !== kind) { lane++; continue }
    let last = lane
    while (last + 1 < b && scene.laneGroups[last + 1] === group) last++
    visit(lane, last)
    lane = last + 1
  }
}

/**
 * Where a run bends with its bundle (two pieces meeting end to end: one run's at a bend of its
 * segment, or the runs of two segments taped on through the node between them), the outside of
 * the bend filled in the first piece's colour and the narrower width with the bundle's joint
 * (mitred or rounded as the drawing settings say; mitred above the detail level): the pieces are
 * bands with flat ends, and without it the bundle's own joint showed there in the bare bundle's
 * colour beyond the bands. Ends that round to the same 0.001 mm meet (the pieces are cut from
 * the line one by one, their ends a float's rounding apart). See-through bands (spaced, spiral and spot tape) leave the bundle showing anyway and get
 * none; nor does a branch point where three or more pieces meet. A band's end on the tile's edge
 * gets the half disc the bundle's end there has, in the run's colour.
 * Example: pieces (0,0)-(10,0) and (10,0)-(10,10), 2 mm wide: the path (8,0) (10,0) (10,2).
 */
export function drawRunJoints(g: SheetPainter, scene: TileScene, ox: number, oy: number, pixel: number): void {
  const s = scene.runs
  const n = scene.runPatterns.length
  const join = scene.level === 'detail' ? scene.style.joint : 'miter'
  // Piece ends by place (rounded to 0.001 mm): a bend is an end of one piece at the start or end of another.
  const ends = new Map<string, number[]>()
  const keyOf = (x: number, y: number) => `${Math.round(x * 1000)} ${Math.round(y * 1000)}`
  for (let i = 0; i < n; i++) {
    const pattern = scene.runPatterns[i] as RunPattern
    if (pattern === RunPattern.bands || pattern === RunPattern.spots) continue
    for (const at of [0, 2]) {
      const key = keyOf(s[i * 4 + at]!, s[i * 4 + at + 1]!)
      const list = ends.get(key)
      if (list) list.push(i, at)
      else ends.set(key, [i, at])
    }
  }
  // At the detail level a bundle's end on the tile's edge gets half a round dot on this side of
  // the edge (a joint may lie there; see `paintStrokes`). Where the bundle crosses into the next
  // tile, that half disc reaches past the flat end of this tile's band, over the start of the
  // next tile's band whenever this tile is drawn after it: the same half disc in the run's colour
  // covers it. A piece lying along the edge crosses nothing there and gets none.
  const { box, crossesAt } = tileEdges(scene)
  for (const [key, list] of ends) {
    if (list.length !== 2 || scene.level !== 'detail') continue
    const [i, at] = list as [number, number]
    const x = s[i * 4 + at]!, y = s[i * 4 + at + 1]!
    if (!crossesAt(x, y, s[i * 4 + 2]! - s[i * 4]!, s[i * 4 + 3]! - s[i * 4 + 1]!)) continue
    g.poly(discInBox(x, y, Math.max(scene.runMetrics[i * 3]!, pixel) / 2, box, ox, oy))
    g.fill(RUN_COLOURS[scene.runMaterials[i]!] ?? PALETTE.protectedBundle)
    ends.delete(key)
  }
  for (const list of ends.values()) {
    if (list.length !== 4) continue
    const [i, atI, j, atJ] = list as [number, number, number, number]
    const width = Math.max(Math.min(scene.runMetrics[i * 3]!, scene.runMetrics[j * 3]!), pixel)
    const px = s[i * 4 + atI]! - ox, py = s[i * 4 + atI + 1]! - oy
    // The far ends of the two pieces, and a length along each no longer than either piece.
    const ax = s[i * 4 + 2 - atI]! - ox, ay = s[i * 4 + 3 - atI]! - oy
    const bx = s[j * 4 + 2 - atJ]! - ox, by = s[j * 4 + 3 - atJ]! - oy
    const la = Math.hypot(ax - px, ay - py), lb = Math.hypot(bx - px, by - py)
    if (la === 0 || lb === 0) continue
    const along = Math.min(la, lb, width)
    g.moveTo(px + ((ax - px) / la) * along, py + ((ay - py) / la) * along).lineTo(px, py).lineTo(px + ((bx - px) / lb) * along, py + ((by - py) / lb) * along)
    g.stroke({ width, color: RUN_COLOURS[scene.runMaterials[i]!] ?? PALETTE.protectedBundle, cap: 'butt', join })
  }
}

/**
 * Draws the protection runs of `scene` at `scale` px per mm: each piece a band as wide as the
 * bundle covered up to its layer, in its material's colour, with its wrapping type's marks in
 * detail tiles where they are legible: slanted lines one tape advance apart for overlap winding, tape bands with the
 * bundle between for spaced and spiral winding, rings for spot taping and corrugated tube, a line
 * along the band for lengthwise tape (and along the slit of a slit tube), crossed lines for braid.
 */
export function drawRuns(g: SheetPainter, scene: TileScene, ox: number, oy: number, scale: number, pixel: number): void {
  let marks = 0
  const n = scene.runPatterns.length
  drawRunJoints(g, scene, ox, oy, pixel)
  for (let i = 0; i < n; i++) {
    const f = frameOf(scene.runs, i, ox, oy)
    if (!f) continue
    const width = Math.max(scene.runMetrics[i * 3]!, pixel)
    const pitch = scene.runMetrics[i * 3 + 1]!
    const markWidth = scene.runMetrics[i * 3 + 2]!
    const colour = RUN_COLOURS[scene.runMaterials[i]!] ?? PALETTE.protectedBundle
    const pattern = scene.runPatterns[i] as RunPattern
    // The first mark where the run's spacing from its start falls in this piece (not at the piece's start).
    const first = pitch > 0 ? (pitch - (scene.runPhases[i]! % pitch)) % pitch : 0
    const count = pitch > 0 && first <= f.length ? Math.floor((f.length - first) / pitch) + 1 : 0
    const legible = scene.level === 'detail' && pitch * scale >= MARK_PX && marks + count <= MAX_MARKS_PER_TILE
    const h = width / 2
    const point = (along: number, across: number) => [f.x + f.tx * along + f.nx * across, f.y + f.ty * along + f.ny * across] as const
    const across = (along: number, slant: number) => {
      const [x0, y0] = point(along - slant, -h)
      const [x1, y1] = point(along + slant, h)
      g.moveTo(x0, y0).lineTo(x1, y1)
    }
    const band = (alpha: number) => {
      const [x0, y0] = point(0, 0)
      const [x1, y1] = point(f.length, 0)
      g.moveTo(x0, y0).lineTo(x1, y1).stroke({ width, color: colour, alpha, cap: 'butt' })
    }
    const markLine = Math.max(pixel, Math.min(pitch * 0.18, width * 0.08))
    const slanted = pattern === RunPattern.bands || pattern === RunPattern.spots
    // Spaced, spiral and spot tape leave the bundle showing: plain, they are drawn see-through.
    if (!legible) {
      band(slanted ? 0.55 : 1)
      continue
    }
    if (!slanted) band(1)
    // Tape bands begun in a piece before this one that reach into it are drawn here too: this
    // tile's bundle is painted over what the tile before drew beyond its edge.
    const slant = pattern === RunPattern.bands ? h * 0.2 : 0
    const carried = slanted && pitch > 0 ? Math.min(Math.floor((first + markWidth + slant) / pitch), Math.round((scene.runPhases[i]! + first) / pitch)) : 0
    // No mark falls in this piece: nothing more to draw (a stroke with no path would stroke the
    // path of the last fill, the joints' dots, in the run's colour).
    if (count + carried === 0) continue
    marks += count
    switch (pattern) {
      case RunPattern.hatch:
        for (let k = 0; k < count; k++) across(first + k * pitch, h * 0.6)
        g.stroke({ width: markLine, color: PALETTE.runMark, cap: 'butt' })
        break
      case RunPattern.braid:
        for (let k = 0; k < count; k++) { across(first + k * pitch, h); across(first + k * pitch, -h) }
        g.stroke({ width: markLine, color: PALETTE.runMark, cap: 'butt' })
        break
      case RunPattern.ribs:
      case RunPattern.slitRibs:
        for (let k = 0; k < count; k++) across(first + k * pitch, 0)
        g.stroke({ width: markLine, color: PALETTE.runMark, cap: 'butt' })
        if (pattern === RunPattern.slitRibs) {
          const [x0, y0] = point(0, h * 0.7)
          const [x1, y1] = point(f.length, h * 0.7)
          g.moveTo(x0, y0).lineTo(x1, y1).stroke({ width: markLine * 1.5, color: PALETTE.background, cap: 'butt' })
        }
        break
      case RunPattern.bands:
      case RunPattern.spots:
        // Each turn a tape band a little wider than the bundle, slanted for a spiral.
        for (let k = -carried; k < count; k++) across(first + k * pitch + markWidth / 2, slant)
        g.stroke({ width: Math.min(markWidth, pitch) * 0.9, color: colour, cap: 'butt' })
        break
      case RunPattern.longitudinal: {
        const [x0, y0] = point(0, 0)
        const [x1, y1] = point(f.length, 0)
        g.moveTo(x0, y0).lineTo(x1, y1).stroke({ width: markLine, color: PALETTE.runMark, cap: 'butt' })
        break
      }
      case RunPattern.solid:
        break
    }
  }
}
