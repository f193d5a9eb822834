import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, sceneStyle, tileBox } from '@harness/engine'
import { StrokeKind, type TileScene } from '../../../workers/src/client/engineClient'

// PixiJS reads the browser's navigator when it loads (paintScene's module imports it).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { paintScene } = await import('./TileLayer')
const { drawnWidth, tileQuads } = await import('./strokeQuads')

/** Tile 6/1/0 spans x 64-128 mm, y 0-64 mm, drawn at its own scale. */
function scene(level: TileScene['level'], strokes: number[], widths: number[], kinds: number[] = widths.map(() => StrokeKind.bundle), points: number[] = []): TileScene {
  return {
    key: '6/1/0' as TileScene['key'], z: 6, x: 1, y: 0, level, version: 1,
    strokes: new Float32Array(strokes), widths: new Float32Array(widths), strokeKinds: new Uint8Array(kinds),
    points: new Float32Array(points), bodies: new Float32Array(), bodyKinds: new Uint8Array(), bodyIds: [], labels: [],
    runs: new Float32Array(), runMetrics: new Float32Array(), runPhases: new Float32Array(), runPatterns: new Uint8Array(), runMaterials: new Uint8Array(), runIds: [],
    laneStart: new Uint32Array([0, 0]), laneColours: new Uint32Array(), laneStripes: new Uint32Array(), laneKinds: new Uint8Array(),
    laneGroups: new Uint32Array(), laneLays: new Float32Array(), laneIds: [],
    leads: new Float32Array(), leadWidths: new Float32Array(), leadColours: new Uint32Array(), leadStripes: new Uint32Array(), style: sceneStyle(DEFAULT_SETTINGS),
  }
}

/** The corners of quad `q` of `positions` as [x, y] pairs. */
const corners = (positions: Float32Array, q: number) => [0, 1, 2, 3].map((k) => [positions[q * 8 + k * 2]!, positions[q * 8 + k * 2 + 1]!])

/** What a square-capped stroke of `width` from a to b covers: the segment grown by half the width all round. */
function squareCapped(ax: number, ay: number, bx: number, by: number, width: number): number[][] {
  const length = Math.hypot(bx - ax, by - ay)
  const ux = ((bx - ax) / length) * (width / 2), uy = ((by - ay) / length) * (width / 2)
  return [[ax - ux - uy, ay - uy + ux], [bx + ux - uy, by + uy + ux], [bx + ux + uy, by + uy - ux], [ax - ux + uy, ay - uy - ux]]
}

describe('tileQuads', () => {
  it('writes a stroke inside the tile as one quad with square ends (worked example, relative to the tile corner)', () => {
    // From x 70 to 80 mm at y 10, 2 mm wide: 1 mm more at each end and to each side, 64 mm left of the corner.
    const quads = tileQuads(scene('overview', [70, 10, 80, 10], [2]), 1)
    expect(quads.bundle.indices).toEqual(new Uint32Array([0, 1, 2, 0, 2, 3]))
    expect(corners(quads.bundle.positions, 0)).toEqual([[5, 11], [17, 11], [17, 9], [5, 9]])
  })

  it('covers what paintScene strokes: the same segments, widths and square caps, ends on the edge flat', () => {
    // A bent bundle running out over the right edge, a diagonal, a short stroke and a straight one out over the edge.
    const strokes = [80, 10, 100, 10, 100, 10, 128, 30, 70, 50, 90, 40, 90, 40, 90.5, 40.2, 110, 45, 128, 45]
    const widths = [4, 1.23, 0.02, 3, 2]
    const tile = scene('outline', strokes, widths)
    const painted: { segments: number[][]; width: number; cap?: string }[] = []
    let path: number[][] = []
    const painter = {
      moveTo(x: number, y: number) { path.push([x, y]); return this },
      lineTo(x: number, y: number) { path[path.length - 1]!.push(x, y); return this },
      rect() { return this }, roundRect() { return this }, poly() { return this }, circle() { return this }, fill() { return this },
      stroke(style: { width: number; cap?: string }) { painted.push({ segments: path, width: style.width, cap: style.cap }); path = []; return this },
    }
    paintScene(painter, tile, 10)
    const expected = painted.flatMap((p) => p.segments.map((s) => squareCapped(s[0]!, s[1]!, s[2]!, s[3]!, p.width)))
    expect(painted.every((p) => p.cap === 'square')).toBe(true)
    const quads = tileQuads(tile, 10)
    const got = Array.from({ length: quads.bundle.indices.length / 6 }, (_, q) => corners(quads.bundle.positions, q))
    const key = (c: number[][]) => c.map(([x, y]) => `${x!.toFixed(3)},${y!.toFixed(3)}`).sort().join(' ')
    expect(got.map(key).sort()).toEqual(expected.map(key).sort())
    // The straight piece cut by the tile's right edge (x 128) ends exactly on it.
    const box = tileBox(6, 1, 0)
    const straight = got.find((c) => c.every(([, y]) => Math.abs(y! - 45) <= 1 + 1e-6))!
    expect(Math.max(...straight.map(([x]) => x!))).toBeCloseTo(box.maxX - box.minX, 4)
  })

  it('ends a piece on the tile\'s edge flat there, even one shorter than its width, so it never reaches into the next tile', () => {
    // A 3 mm bundle's last 1 mm before the right edge (x 128): it ends exactly on the edge.
    const quads = tileQuads(scene('overview', [127, 20, 128, 20], [3]), 1)
    const xs = corners(quads.bundle.positions, 0).map(([x]) => x!)
    const box = tileBox(6, 1, 0)
    expect(Math.max(...xs)).toBeCloseTo(box.maxX - box.minX, 5)
    expect(Math.min(...xs)).toBeCloseTo(127 - 1.5 - box.minX, 5)
  })

  it('keeps protected bundles apart in overview tiles only, and draws strokes no thinner than a pixel', () => {
    const kinds = [StrokeKind.bundle, StrokeKind.protected]
    const overview = tileQuads(scene('overview', [70, 10, 80, 10, 70, 20, 80, 20], [1, 1], kinds), 1)
    expect([overview.bundle.indices.length, overview.protectedBundle.indices.length]).toEqual([6, 6])
    const outline = tileQuads(scene('outline', [70, 10, 80, 10, 70, 20, 80, 20], [1, 1], kinds), 1)
    expect([outline.bundle.indices.length, outline.protectedBundle.indices.length]).toEqual([12, 0])
    // At 1 px per mm a 0.02 mm bundle is drawn 1 mm wide; widths are grouped to 0.1 mm.
    expect(drawnWidth(0.02, 1)).toBe(1)
    expect(drawnWidth(1.23, 0.5)).toBeCloseTo(1.2, 9)
    const thin = tileQuads(scene('overview', [70, 10, 80, 10], [0.02]), 1)
    expect(corners(thin.bundle.positions, 0).map(([, y]) => y)).toEqual([10.5, 10.5, 9.5, 9.5])
  })

  it('draws connector points as squares of 2.5 pixels and skips strokes of no length', () => {
    const quads = tileQuads(scene('overview', [70, 10, 70, 10], [2], undefined, [100, 20]), 2)
    expect(quads.bundle.indices.length).toBe(0)
    // 2.5 px of the view (2 px per mm, closer than the tile's own scale): a square of 1.25 mm round (100, 20).
    expect(corners(quads.points.positions, 0)).toEqual([[35.375, 19.375], [36.625, 19.375], [36.625, 20.625], [35.375, 20.625]])
  })
})
