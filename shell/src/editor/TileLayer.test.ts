import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, sceneStyle } from '@harness/engine'
import type { Container, Mesh as MeshType } from 'pixi.js'
import type { TileScene, ViewportScenes } from '../../../workers/src/client/engineClient'
import { BodyKind } from '../../../workers/src/client/engineClient'

// PixiJS reads the browser's navigator when it loads; the layer's containers need nothing else of a browser.
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { KEPT_TILES, TileLayer, paintScene, paintSheetItems } = await import('./TileLayer')
const { Mesh } = await import('pixi.js')
const sheetPainter = await import('./sheetPainter')
type Mesh = MeshType

/** A tile with one bundle stroke across it: the smallest scene the layer draws. */
function scene(key: string, version: number): TileScene {
  return {
    key: key as TileScene['key'], z: 0, x: Number(key.split('/')[1] ?? 0), y: 0, level: 'overview', version,
    strokes: new Float32Array([0, 0, 10, 0]), widths: new Float32Array([2]), strokeKinds: new Uint8Array([0]),
    points: new Float32Array(), bodies: new Float32Array(), bodyKinds: new Uint8Array(), bodyIds: [], labels: [],
    runs: new Float32Array(), runMetrics: new Float32Array(), runPhases: new Float32Array(), runPatterns: new Uint8Array(), runMaterials: new Uint8Array(), runIds: [],
    laneStart: new Uint32Array([0, 0]), laneColours: new Uint32Array(), laneStripes: new Uint32Array(), laneKinds: new Uint8Array(),
    laneGroups: new Uint32Array(), laneLays: new Float32Array(), laneIds: [],
    leads: new Float32Array(), leadWidths: new Float32Array(), leadColours: new Uint32Array(), leadStripes: new Uint32Array(), style: sceneStyle(DEFAULT_SETTINGS),
  }
}

const view = (keys: string[], scenes: TileScene[]): ViewportScenes => ({ z: 0, keys, scenes } as unknown as ViewportScenes)

describe('TileLayer', () => {
  it('draws tiles shown for the first time at once and queues new versions of tiles on screen', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0', '0/1'], [scene('0/0', 1), scene('0/1', 1)]), 1)
    expect(layer.size).toBe(2)
    expect(layer.waiting).toBe(0)
    const before = layer.geometry.children.slice()

    layer.show(view(['0/0', '0/1'], [scene('0/0', 2), scene('0/1', 2)]), 1)
    // The old versions stay on screen until their replacements are built; the worker is told the
    // new versions are held, so it does not send them again.
    expect(layer.geometry.children).toEqual(before)
    expect(layer.waiting).toBe(2)
    expect(layer.held()).toEqual({ '0/0': 2, '0/1': 2 })
  })

  it('answers whether a view needs a frame: not when it only drops tiles or changes nothing', () => {
    const layer = new TileLayer()
    expect(layer.show(view(['0/0', '0/1'], [scene('0/0', 1), scene('0/1', 1)]), 1)).toBe(true)
    // A zoom in within the tiles held: one tile leaves the view, nothing is drawn.
    expect(layer.show(view(['0/0'], []), 1.5)).toBe(false)
    expect(layer.size).toBe(1)
    // A new version of a tile on screen is queued: the frames that build it are needed.
    expect(layer.show(view(['0/0'], [scene('0/0', 2)]), 1.5)).toBe(true)
    layer.pump(1000, () => {})
    // Zoomed in more than twice the scale the tile was built at: it is built again.
    expect(layer.show(view(['0/0'], []), 4)).toBe(true)
    expect(layer.scaleOf('0/0')).toBe(4)
    expect(layer.show(view(['0/0'], []), 4)).toBe(false)
  })

  it('pumps the queue oldest first within the budget, at least one tile a call, until it drains', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0', '0/1', '0/2'], [scene('0/0', 1), scene('0/1', 1), scene('0/2', 1)]), 1)
    layer.show(view(['0/0', '0/1', '0/2'], [scene('0/2', 2), scene('0/0', 2), scene('0/1', 2)]), 1)
    const prepared: string[] = []
    const prepare = (node: Container) => void prepared.push(node.label)
    // A budget of 0 ms still builds one tile, so the queue always moves.
    expect(layer.pump(0, prepare)).toBe(true)
    expect(prepared).toEqual(['0/2'])
    expect(layer.pump(1000, prepare)).toBe(false)
    expect(prepared).toEqual(['0/2', '0/0', '0/1'])
    expect(layer.size).toBe(3)
    expect(layer.geometry.children.map((c) => c.label).sort()).toEqual(['0/0', '0/1', '0/2'])
  })

  it('builds a queued tile at the scale of the latest view, not the one it arrived at', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0'], [scene('0/0', 1)]), 1)
    layer.show(view(['0/0'], [scene('0/0', 2)]), 1)
    // A zoom out by 16 before the queue is worked off.
    layer.show(view(['0/0'], []), 1 / 16)
    layer.pump(1000, () => {})
    expect(layer.held()).toEqual({ '0/0': 2 })
    expect(layer.scaleOf('0/0')).toBe(1 / 16)
  })

  it('keeps only the newest queued version of a tile and forgets queued tiles the view leaves', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0', '0/1'], [scene('0/0', 1), scene('0/1', 1)]), 1)
    layer.show(view(['0/0', '0/1'], [scene('0/0', 2), scene('0/1', 2)]), 1)
    layer.show(view(['0/0'], [scene('0/0', 3)]), 1)
    expect(layer.waiting).toBe(1)
    // 0/1 left the view: hidden as drawn (version 1), its queued version 2 forgotten.
    expect(layer.held()).toEqual({ '0/0': 3, '0/1': 1 })
    expect(layer.pump(1000, () => {})).toBe(false)
    expect(layer.held()).toEqual({ '0/0': 3, '0/1': 1 })
    expect(layer.size).toBe(1)
  })

  it('draws a tile\'s text in the layer over every tile\'s geometry, and drops it with the tile', () => {
    const layer = new TileLayer()
    const named = { ...scene('0/0', 1), labels: [{ x: 5, y: 5, size: 3, text: 'X1', id: 'connector:X1' as never }] }
    layer.show(view(['0/0', '0/1'], [named, scene('0/1', 1)]), 1)
    expect(layer.root.children).toEqual([layer.geometry, layer.items, layer.labels])
    expect(layer.labels.children.map((c) => c.label)).toEqual(['0/0 labels'])
    // Each text on a light backing, under it in the same container.
    expect(layer.labels.children[0]!.children.map((c) => c.label)).toEqual(['label backing', null])
    layer.show(view(['0/1'], []), 1)
    expect(layer.labels.children.filter((c) => c.visible)).toEqual([])
    layer.forgetHidden()
    expect(layer.labels.children).toEqual([])
  })

  it('draws a tile\'s tables in their own layer over every tile\'s geometry, not in the tile, and drops them with it', () => {
    const layer = new TileLayer()
    // A table body and one of its cells in tile 0/0, a plain tile 0/1 beside it.
    const tabled = { ...scene('0/0', 1), level: 'outline' as const, bodies: new Float32Array([1, 1, 20, 12, 1, 1, 20, 6]), bodyKinds: new Uint8Array([BodyKind.table, BodyKind.tableCell]), bodyIds: ['table:T1', 'table:T1'] as never }
    layer.show(view(['0/0', '0/1'], [tabled, scene('0/1', 1)]), 1)
    expect(layer.items.children.map((c) => c.label)).toEqual(['0/0 sheet items'])
    const painted: string[] = []
    const painter = { rect: () => { painted.push('rect'); return painter }, fill: () => { painted.push('fill'); return painter }, stroke: () => { painted.push('stroke'); return painter } }
    expect(paintSheetItems(painter as never, tabled, 1)).toBe(true)
    expect(painted).toEqual(['rect', 'fill', 'stroke', 'rect', 'stroke'])
    // The tile's own geometry paints no table.
    const geometry: string[] = []
    const recorder = new Proxy({}, { get: (_, name) => (...args: unknown[]) => { if (name === 'rect') geometry.push(String(args[2])); return recorder } })
    paintScene(recorder as never, tabled, 1)
    expect(geometry).toEqual([])
    layer.show(view(['0/1'], []), 1)
    expect(layer.items.children.filter((c) => c.visible)).toEqual([])
    layer.forgetHidden()
    expect(layer.items.children).toEqual([])
  })

  it('gives a dropped tile\'s mesh buffers back', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0'], [scene('0/0', 1)]), 1)
    const meshes = layer.geometry.children[0]!.children.filter((c): c is Mesh => c instanceof Mesh)
    expect(meshes).toHaveLength(1)
    const buffers = meshes[0]!.geometry.buffers
    expect(buffers.length).toBeGreaterThan(0)
    layer.show(view([], []), 1)
    expect(layer.size).toBe(0)
    // Hidden, kept for a view that shows it again, until the document changes.
    expect(buffers.some((b) => b.destroyed)).toBe(false)
    layer.forgetHidden()
    expect(buffers.every((b) => b.destroyed)).toBe(true)
  })

  it('keeps tiles a view leaves, hidden, and shows them again for a view that meets them before the worker answers', () => {
    const layer = new TileLayer()
    // Tiles of 1 mm (step 0) at x 0 to 9.
    const keys = Array.from({ length: 10 }, (_, x) => `0/${x}`)
    layer.show(view(keys, keys.map((k) => scene(k, 1))), 1)
    // A zoom in on x 0-2: the others are hidden and still held, so the worker sends none again.
    expect(layer.show(view(['0/0', '0/1', '0/2'], []), 1)).toBe(false)
    expect(layer.size).toBe(3)
    expect(Object.keys(layer.held())).toHaveLength(10)
    // The zoom back out, ahead of the answer: the held tiles meeting the view (and a quarter
    // of its width beyond) are shown.
    expect(layer.reveal({ minX: 0, minY: 0, maxX: 8, maxY: 1 }, 256)).toBe(true)
    expect(layer.size).toBe(10)
    expect(layer.reveal({ minX: 0, minY: 0, maxX: 8, maxY: 1 }, 256)).toBe(false)
    // The answer names the tiles the frame already showed: no frame more is needed.
    expect(layer.show(view(keys.slice(0, 9), []), 1)).toBe(false)
    // A tile the answer names that was hidden is shown: a frame is needed.
    layer.reveal({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 256)
    expect(layer.show(view(['0/0', '0/1', '0/5'], []), 1)).toBe(true)
    expect(layer.geometry.children.filter((c) => c.visible).map((c) => c.label).sort()).toEqual(['0/0', '0/1', '0/5'])
  })

  it('shows the held tiles of the zoom step a scale takes ahead of the answer, and keeps at most KEPT_TILES', () => {
    const layer = new TileLayer()
    layer.show(view(['0/0'], [scene('0/0', 1)]), 1)
    // The view moves to a coarser step (2 mm tiles, used from 128 px per mm): tile 0/0 is
    // hidden, and a move at that step's scale leaves it so.
    const coarse = { ...scene('1/0/0', 1), z: 1, x: 0 }
    layer.show({ z: 1, keys: ['1/0/0'], scenes: [coarse] } as unknown as ViewportScenes, 128)
    expect(layer.reveal({ minX: 0, minY: 0, maxX: 2, maxY: 2 }, 130)).toBe(false)
    expect(layer.geometry.children.filter((c) => c.visible).map((c) => c.label)).toEqual(['1/0/0'])
    // Zoomed back in to step 0's scale (256 px per mm and more): its held tile is shown in place
    // of the coarser one, ahead of the answer.
    expect(layer.reveal({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 300)).toBe(true)
    expect(layer.geometry.children.filter((c) => c.visible).map((c) => c.label)).toEqual(['0/0'])
    // A step with no tile held (step 2, from 64 px per mm) keeps the last one's tiles shown.
    expect(layer.reveal({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 70)).toBe(false)
    expect(layer.size).toBe(1)
    layer.show({ z: 1, keys: ['1/0/0'], scenes: [] } as unknown as ViewportScenes, 128)
    // More tiles than kept: the longest hidden go first.
    const many = Array.from({ length: KEPT_TILES + 10 }, (_, x) => `1/${x}/0`)
    for (const key of many) layer.show({ z: 1, keys: [key], scenes: [{ ...scene(key, 1), z: 1, x: Number(key.split('/')[1]) }] } as unknown as ViewportScenes, 128)
    const held = Object.keys(layer.held())
    expect(held).toHaveLength(KEPT_TILES)
    expect(held).not.toContain('0/0')
    expect(held).toContain(many.at(-1))
  })

  it('ends a bundle flush on the tile\'s edge where the next tile goes on, and rounds it only inside the tile', () => {
    // Tile 6/1/0 spans x 64-128 mm: a 4 mm bundle from x 80 runs out over its right edge.
    const calls: string[] = []
    const polys: number[][] = []
    const painter = {
      moveTo(x: number, y: number) { calls.push(`M ${x} ${y}`); return this },
      lineTo(x: number, y: number) { calls.push(`L ${x} ${y}`); return this },
      rect() { return this }, roundRect() { return this },
      poly(points: number[]) { polys.push(points); calls.push('poly'); return this },
      circle(x: number, y: number, r: number) { calls.push(`C ${x} ${y} ${r}`); return this },
      fill() { calls.push('fill'); return this },
      stroke(style: { cap?: string }) { calls.push(`stroke ${style.cap}`); return this },
    }
    const detail = { ...scene('6/1/0', 1), z: 6, x: 1, level: 'detail' as const, strokes: new Float32Array([80, 10, 128, 10]), widths: new Float32Array([4]) }
    paintScene(painter, detail, 10)
    expect(calls.slice(0, 6)).toEqual(['M 16 10', 'L 64 10', 'stroke butt', 'C 16 10 2', 'poly', 'fill'])
    // The cut end's dot (a joint may lie on the edge) is the half inside the tile only.
    const xs = polys[0]!.filter((_, k) => k % 2 === 0)
    expect(Math.max(...xs)).toBe(64)
    expect(Math.min(...xs)).toBeCloseTo(62, 5)
    // Zoomed out (square caps), the cut end is drawn in by half the width so its cap stops on the edge.
    calls.length = 0
    paintScene(painter, { ...detail, level: 'outline' as const }, 10)
    expect(calls.slice(0, 3)).toEqual(['M 16 10', 'L 62 10', 'stroke square'])
  })
  it('outlines housings and tables in the settings\' line colour, width and opacity, and draws none at width 0', () => {
    const { SvgPainter } = sheetPainter
    const bodies = { ...scene('6/1/0', 1), z: 6, x: 1, level: 'detail' as const, bodies: new Float32Array([70, 4, 12, 12, 90, 4, 20, 10]), bodyKinds: Uint8Array.of(BodyKind.connector, BodyKind.table), bodyIds: ['X1', 'T1'] as unknown as TileScene['bodyIds'] }
    const style = { ...bodies.style, lineColor: 0x1e40af, lineWidth: 0.8, lineAlpha: 0.5, background: 0xfff8e1 }
    const painted = (drawn: TileScene) => {
      const g = new SvgPainter()
      paintScene(g, drawn, 10)
      paintSheetItems(g, drawn, 10)
      return g.svg
    }
    const svg = painted({ ...bodies, style })
    // The housing and the table: each filled, then stroked in the line style (0.8 mm at 10 px/mm).
    expect(svg.match(/stroke="#1e40af" stroke-width="0.8"[^>]*stroke-opacity="0.5"/g)).toHaveLength(2)
    expect(svg).toContain('fill="#fff8e1"')
    // One screen pixel of the tile's zoom step at least (0.25 mm on this tile).
    expect(painted({ ...bodies, style: { ...style, lineWidth: 0.01 } })).toContain('stroke="#1e40af" stroke-width="0.25"')
    expect(painted({ ...bodies, style: { ...style, lineWidth: 0 } })).not.toContain('#1e40af')
  })

  it('draws a bent bundle as one path through its bends, joined as the settings say', () => {
    const { SvgPainter } = sheetPainter
    // Tile 6/1/0 spans x 64-128 mm: a 4 mm bundle bends at (90, 10) and (100, 30).
    const bent = { ...scene('6/1/0', 1), z: 6, x: 1, level: 'detail' as const, strokes: new Float32Array([70, 10, 90, 10, 90, 10, 100, 30, 100, 30, 120, 30]), widths: new Float32Array([4, 4, 4]), strokeKinds: new Uint8Array(3) }
    const painted = (joint: 'miter' | 'round') => {
      const g = new SvgPainter()
      paintScene(g, { ...bent, style: { ...bent.style, joint } }, 10)
      return g.svg
    }
    const sharp = painted('miter')
    expect(sharp).toContain('d="M6 10L26 10L36 30L56 30"')
    expect(sharp).toContain('stroke-linejoin="miter"')
    expect(painted('round')).toContain('stroke-linejoin="round"')
    // Only the bundle's two ends are rounded with a dot; the bends are the joint's.
    expect(sharp.match(/a2 2 0 1 0 4 0/g)).toHaveLength(2)
  })

  it('joins pieces stored end first (a bundle turning up) and leaves a turn sharper than 120° its round ends', () => {
    const { SvgPainter } = sheetPainter
    const painted = (strokes: number[]) => {
      const g = new SvgPainter()
      const n = strokes.length / 4
      paintScene(g, { ...scene('6/1/0', 1), z: 6, x: 1, level: 'detail' as const, strokes: new Float32Array(strokes), widths: new Float32Array(n).fill(4), strokeKinds: new Uint8Array(n) }, 10)
      return g.svg
    }
    // (70, 30) → (90, 30) → (90, 10) → (110, 10), its middle piece stored from its upper end.
    const up = painted([70, 30, 90, 30, 90, 10, 90, 30, 90, 10, 110, 10])
    expect(up).toContain('d="M6 30L26 30L26 10L46 10"')
    expect(up.match(/a2 2 0 1 0 4 0/g)).toHaveLength(2)
    // (70, 10) → (100, 10) → (76, 16) turns back by 166°: two pieces, each with its round ends.
    const back = painted([70, 10, 100, 10, 100, 10, 76, 16])
    expect(back).toContain('d="M6 10L36 10M36 10L12 16"')
    expect(back.match(/a2 2 0 1 0 4 0/g)).toHaveLength(4)
  })
})
