import { describe, expect, it } from 'vitest'

// PixiJS reads the browser's navigator when it loads; reading the limits needs nothing else of a browser.
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { GlLimitsSystem } = await import('pixi.js')
const { BATCH_TEXTURES } = await import('./batchTextures')

/** A WebGL context as far as reading the limits goes: 16 texture units, every shader compiles. */
function stubRenderer(units: number) {
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS: 0x8872, MAX_UNIFORM_BUFFER_BINDINGS: 0x8a2f, FRAGMENT_SHADER: 0x8b30, COMPILE_STATUS: 0x8b81,
    getParameter: (name: number) => (name === 0x8872 ? units : 8),
    createShader: () => ({}), shaderSource: () => undefined, compileShader: () => undefined, getShaderParameter: () => true, deleteShader: () => undefined,
  }
  return { gl, context: { webGLVersion: 2 } }
}

describe('batchTextures', () => {
  it('limits every WebGL renderer\'s batches to one texture, whatever the context offers', () => {
    const limits = new GlLimitsSystem(stubRenderer(16) as never)
    limits.contextChange()
    expect(limits.maxTextures).toBe(16)
    expect(limits.maxBatchableTextures).toBe(BATCH_TEXTURES)
    expect(BATCH_TEXTURES).toBe(1)
  })
})
