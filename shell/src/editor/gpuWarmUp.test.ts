import { describe, expect, it } from 'vitest'
import type { Container as ContainerType, Renderer } from 'pixi.js'

// PixiJS reads the browser's navigator when it loads; the warm-up's scene needs nothing else of a browser.
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { WARM_UP_OFFSET_PX, warmUpPipelines } = await import('./gpuWarmUp')
const { Container, Graphics, Mesh } = await import('pixi.js')

/** A renderer that records what the stage held when it was asked to draw it (or fails, when told to). */
function recordingRenderer(fail = false) {
  const seen: ContainerType[][] = []
  const meshVertices: number[] = []
  const bounds: { minX: number; minY: number; maxX: number; maxY: number }[] = []
  const renderer = {
    render(stage: ContainerType) {
      const drawn = stage.children.flatMap((child) => [child, ...child.children])
      seen.push(drawn)
      for (const c of drawn) if (c instanceof Mesh) meshVertices.push(c.geometry.positions.length / 2)
      for (const c of stage.children) if (c.label === 'gpu warm-up') { const b = c.getBounds(); bounds.push({ minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY }) }
      if (fail) throw new Error('context lost')
    },
  }
  return { renderer: renderer as unknown as Renderer, seen, meshVertices, bounds }
}

describe('warmUpPipelines', () => {
  it('draws one frame with a tile mesh and a graphics outside the canvas, then leaves the stage as it was', () => {
    const stage = new Container()
    const tiles = new Container({ label: 'tiles' })
    stage.addChild(tiles)
    const { renderer, seen, meshVertices, bounds: drawnBounds } = recordingRenderer()
    warmUpPipelines(renderer, stage)

    expect(seen).toHaveLength(1)
    const drawn = seen[0]!
    const scene = drawn.find((c) => c.label === 'gpu warm-up')!
    // Drawn in full (PixiJS skips a mesh of alpha 0), but wholly above and left of the canvas.
    expect(scene.alpha).toBe(1)
    const bounds = drawnBounds[0]!
    expect(bounds.maxX).toBeLessThan(0)
    expect(bounds.maxY).toBeLessThan(0)
    expect(bounds.minX).toBeGreaterThan(WARM_UP_OFFSET_PX - 10)
    // One mesh over PixiJS's batching limit of 100 vertices: drawn by the mesh pipeline the tiles use, not batched.
    expect(meshVertices).toHaveLength(1)
    expect(meshVertices[0]).toBeGreaterThan(100)
    expect(drawn.some((c) => c instanceof Graphics)).toBe(true)
    expect(stage.children).toEqual([tiles])
  })

  it('takes its scene out again when the render fails', () => {
    const stage = new Container()
    const { renderer } = recordingRenderer(true)
    expect(() => warmUpPipelines(renderer, stage)).toThrow('context lost')
    expect(stage.children).toHaveLength(0)
  })
})
