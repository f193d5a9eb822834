import { describe, expect, it } from 'vitest'
import type { Container as ContainerType, Renderer } from 'pixi.js'

// PixiJS reads the browser's navigator when it loads; the warm-up's scene needs nothing else of a browser.
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { warmUpPipelines } = await import('./gpuWarmUp')
const { Container, Graphics, Mesh } = await import('pixi.js')

/** A renderer that records what the stage held when it was asked to draw it (or fails, when told to). */
function recordingRenderer(fail = false) {
  const seen: ContainerType[][] = []
  const meshVertices: number[] = []
  const renderer = {
    render(stage: ContainerType) {
      const drawn = stage.children.flatMap((child) => [child, ...child.children])
      seen.push(drawn)
      for (const c of drawn) if (c instanceof Mesh) meshVertices.push(c.geometry.positions.length / 2)
      if (fail) throw new Error('context lost')
    },
  }
  return { renderer: renderer as unknown as Renderer, seen, meshVertices }
}

describe('warmUpPipelines', () => {
  it('draws one invisible frame with a tile mesh and a graphics, then leaves the stage as it was', () => {
    const stage = new Container()
    const tiles = new Container({ label: 'tiles' })
    stage.addChild(tiles)
    const { renderer, seen, meshVertices } = recordingRenderer()
    warmUpPipelines(renderer, stage)

    expect(seen).toHaveLength(1)
    const drawn = seen[0]!
    const scene = drawn.find((c) => c.label === 'gpu warm-up')!
    expect(scene.alpha).toBe(0)
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
