import { describe, expect, it } from 'vitest'
import type { TileScene } from '../../../workers/src/client/engineClient'

// PixiJS reads the browser's navigator when it loads (the palette's module imports it).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { drawRuns } = await import('./drawBundleContent')

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
    leads: new Float32Array(), leadWidths: new Float32Array(), leadColours: new Uint32Array(), leadStripes: new Uint32Array(),
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
})
