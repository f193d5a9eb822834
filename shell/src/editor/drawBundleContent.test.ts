import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, sceneStyle, tileBox } from '@harness/engine'
import { RunPattern, type TileScene } from '../../../workers/src/client/engineClient'

// PixiJS reads the browser's navigator when it loads (the palette's module imports it).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { drawLeads, drawRunJoints, drawRuns, isLight } = await import('./drawBundleContent')
const { PALETTE } = await import('./palette')

/** A detail tile holding one piece of a half-overlap tape run, 40 mm along x, that began `phase` mm before the piece. */
function scene(phase: number): TileScene {
  return {
    key: '10/0/0' as TileScene['key'], z: 10, x: 0, y: 0, level: 'detail', version: 1,
    strokes: new Float32Array(), widths: new Float32Array(), strokeKinds: new Uint8Array(),
    points: new Float32Array(), bodies: new Float32Array(), bodyKinds: new Uint8Array(), bodyIds: [], labels: [],
    runs: new Float32Array([0, 5, 40, 5]), runMetrics: new Float32Array([4, 9.5, 0]), runPhases: new Float32Array([phase]),
    runPatterns: new Uint8Array([1]), runMaterials: new Uint8Array([1]), runIds: ['P1' as never],
    laneStart: new Uint32Array([0, 0]), laneColours: new Uint32Array(), laneStripes: new Uint32Array(), laneKinds: new Uint8Array(),
    laneGroups: new Uint32Array(), laneLays: new Float32Array(), laneIds: [],
    leads: new Float32Array(), leadWidths: new Float32Array(), leadColours: new Uint32Array(), leadStripes: new Uint32Array(), style: sceneStyle(DEFAULT_SETTINGS),
  }
}

/** The x of the middle of each hatch line `drawRuns` paints for `s` (the lines cross the band at y 5). */
function hatchAt(s: TileScene): number[] {
  const lines: number[][] = []
  const painter = {
    moveTo(x: number, y: number) { lines.push([x, y]); return this },
    lineTo(x: number, y: number) { lines.at(-1)!.push(x, y); return this },
    rect() { return this }, roundRect() { return this }, poly() { return this }, circle() { return this }, fill() { return this }, stroke() { return this },
  }
  drawRuns(painter, s, 0, 0, 10, 0.1)
  // The first line is the band along the piece; the others are the marks.
  return lines.slice(1).map((l) => Math.round(((l[0]! + l[2]!) / 2) * 100) / 100)
}

describe('drawRuns', () => {
  it('marks a run every tape advance from the run\'s start, not from the start of each piece', () => {
    // A piece that begins the run: marks at 0, 9.5, 19, 28.5, 38.
    expect(hatchAt(scene(0))).toEqual([0, 9.5, 19, 28.5, 38])
    // A piece that begins 5 mm into the run (cut by a tile edge): the next mark is 4.5 mm in.
    expect(hatchAt(scene(5))).toEqual([4.5, 14, 23.5, 33])
    // 9.5 mm in: a mark right at the piece's start.
    expect(hatchAt(scene(19))[0]).toBe(0)
  })

  it('draws the spaced tape bands that fall in a piece or reach into it, and strokes nothing when none does', () => {
    // Spaced tape: bands 19 mm wide every 46 mm across a 20.95 mm bundle (slanted 2.1 mm).
    const spaced = (phase: number, length: number) => ({ ...scene(phase), runs: new Float32Array([0, 5, length, 5]), runMetrics: new Float32Array([20.95, 46, 19]), runPhases: new Float32Array([phase]), runPatterns: new Uint8Array([2]) })
    const calls: (string | number)[] = []
    const painter = {
      moveTo(x: number) { calls.push('moveTo', Math.round(x * 10) / 10); return this }, lineTo() { calls.push('lineTo'); return this },
      rect() { return this }, roundRect() { return this }, poly() { return this }, circle() { return this },
      fill() { calls.push('fill'); return this }, stroke() { calls.push('stroke'); return this },
    }
    const paint = (phase: number, length: number) => {
      calls.length = 0
      // Painted after the joints' dots (a fill): a stroke with no path of its own would stroke them.
      painter.fill()
      drawRuns(painter, spaced(phase, length), 0, 0, 8.7, 0.1)
      return calls.slice()
    }
    // A 32 mm piece 98.2 mm into the run: the next band begins 39.8 mm in, beyond its end; the
    // band begun 6.2 mm before it (centred 3.3 mm in, slanted from 1.2 mm) reaches into it.
    expect(paint(98.2, 32)).toEqual(['fill', 'moveTo', 1.2, 'lineTo', 'stroke'])
    // A 10 mm piece 72 mm in: the last band ended 5 mm before it, the next begins 20 mm in.
    expect(paint(72, 10)).toEqual(['fill'])
    // The run's first piece: no band before the run's start.
    expect(paint(0, 32)).toEqual(['fill', 'moveTo', 7.4, 'lineTo', 'stroke'])
  })
})

describe('drawRunJoints', () => {
  /** The paths and joins `drawRunJoints` strokes for run pieces `runs` (x0 y0 x1 y1 each) of runs `ids` with `patterns`. */
  const bends = (runs: number[], ids: string[], patterns: number[], level: TileScene['level'] = 'detail') => {
    const paths: { points: number[]; join?: string }[] = []
    const painter = {
      moveTo(x: number, y: number) { paths.push({ points: [x, y] }); return this },
      lineTo(x: number, y: number) { paths.at(-1)!.points.push(x, y); return this },
      rect() { return this }, roundRect() { return this }, poly() { return this }, circle() { return this }, fill() { return this },
      stroke(style: { join?: string }) { paths.at(-1)!.join = style.join; return this },
    }
    const n = ids.length
    drawRunJoints(painter, { ...scene(0), level, runs: new Float32Array(runs), runIds: ids as never, runPatterns: new Uint8Array(patterns),
      runMetrics: new Float32Array(Array.from({ length: n }, () => [2, 0, 0]).flat()), runMaterials: new Uint8Array(n).fill(1), runPhases: new Float32Array(n) }, 0, 0, 0.1)
    return paths
  }

  it('fills the outside of a run\'s bend with the bundle\'s joint, whichever way its pieces are stored', () => {
    expect(bends([0, 0, 10, 0, 10, 0, 10, 10], ['P1', 'P1'], [1, 1])).toEqual([{ points: [8, 0, 10, 0, 10, 2], join: 'miter' }])
    // Stored the other way round and back to front: the same bend.
    expect(bends([10, 10, 10, 0, 10, 0, 0, 0], ['P1', 'P1'], [1, 1])).toEqual([{ points: [10, 2, 10, 0, 8, 0], join: 'miter' }])
  })

  it('joins two runs taped on through a node, and ends that round to the same 0.001 mm', () => {
    expect(bends([0, 0, 10, 0, 10, 0, 10, 10], ['P1', 'P2'], [1, 1])).toHaveLength(1)
    expect(bends([0, 0, 10, 0, 10.0002, 0, 10, 10], ['P1', 'P1'], [1, 1])).toHaveLength(1)
  })

  it('gives a band\'s end on the tile\'s edge the half disc of the bundle\'s end, in the run\'s colour', () => {
    // A piece of a 4 mm band ending on the right edge of the scene's tile.
    const polys: number[][] = []
    const painter = {
      moveTo() { return this }, lineTo() { return this }, rect() { return this }, roundRect() { return this }, circle() { return this }, stroke() { return this },
      poly(points: number[]) { polys.push(points); return this }, fill() { return this },
    }
    const box = tileBox(10, 0, 0)
    const y = (box.minY + box.maxY) / 2
    drawRunJoints(painter, { ...scene(0), runs: new Float32Array([box.minX + 0.5, y, box.maxX, y]) }, 0, 0, 0.1)
    expect(polys).toHaveLength(1)
    // Clamped to the tile: no point beyond its right edge, some on it.
    const xs = polys[0]!.filter((_, k) => k % 2 === 0)
    expect(Math.max(...xs)).toBeCloseTo(box.maxX, 5)
    expect(Math.min(...xs)).toBeCloseTo(box.maxX - 2, 5)
    // A band lying along the tile's top edge ends there without crossing it: no half disc.
    polys.length = 0
    drawRunJoints(painter, { ...scene(0), runs: new Float32Array([box.minX + 0.5, box.minY, box.minX + 20, box.minY]) }, 0, 0, 0.1)
    expect(polys).toEqual([])
  })

  it('joins nothing at a see-through band, where three pieces meet, or between ends apart', () => {
    expect(bends([0, 0, 10, 0, 10.01, 0, 10, 10], ['P1', 'P1'], [1, 1])).toEqual([])
    expect(bends([0, 0, 10, 0, 10, 0, 10, 10], ['P1', 'P1'], [RunPattern.spots, RunPattern.spots])).toEqual([])
    expect(bends([0, 0, 10, 0, 10, 0, 10, 10, 10, 0, 20, 0], ['P1', 'P1', 'P1'], [1, 1, 1])).toEqual([])
  })
})

describe('drawLeads', () => {
  it('edges a white wire\'s lead in grey under its colour, and draws a coloured one plain', () => {
    const strokes: { width: number; color: number }[] = []
    const painter = {
      moveTo() { return this }, lineTo() { return this }, rect() { return this }, roundRect() { return this }, poly() { return this }, circle() { return this }, fill() { return this },
      stroke(style: { width: number; color: number }) { strokes.push(style); return this },
    }
    const white = 0xf5f5f5, red = 0xd32f2f
    drawLeads(painter, { ...scene(0), leads: new Float32Array([0, 0, 5, 5, 0, 2, 5, 7]), leadWidths: new Float32Array([0.5, 0.5]), leadColours: new Uint32Array([white, red]), leadStripes: new Uint32Array([0xffffffff, 0xffffffff]) }, 0, 0)
    expect(strokes).toEqual([{ width: 0.7, color: PALETTE.lightWireEdge, cap: 'round' }, { width: 0.5, color: white, cap: 'round' }, { width: 0.5, color: red, cap: 'round' }])
    expect([0xf5f5f5, 0xfbc02d, 0xc0c0c0, 0x9e9e9e].map(isLight)).toEqual([true, false, false, false])
  })
})
