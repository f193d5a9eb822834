import { GlLimitsSystem } from 'pixi.js'

/**
 * The editor's WebGL batches draw with one texture each. PixiJS batches up to the renderer's
 * limit of textures (16 on SwiftShader) into one draw call, and its batch shader then picks each
 * fragment's texture by a chain of 16 branches on a varying: a software rasteriser runs such a
 * chain for every fragment, so a frame's cost grows with the screen area its shapes cover and
 * not only with their count. The canvas's geometry uses one texture (PixiJS's white texture for
 * every fill and stroke) and its text one font atlas, in a layer of its own, so one texture per
 * batch costs it few draw calls.
 *
 * Measured (docs/performance.md): drawing a wire zoomed in on a 6-way connector of the S harness
 * (60 px/mm, 3-4 draw calls of 987 indices covering the canvas), a frame took 100-117 ms with 16
 * textures and 17-33 ms with one; the gesture's long tasks went from 25-29 to none.
 *
 * Installed once, when the editor's canvas module loads, before any renderer starts: the limit
 * is read when a WebGL context is made (`GlLimitsSystem.contextChange`), and the batchers and
 * the graphics shader are built from it.
 */
export const BATCH_TEXTURES = 1

const readLimits = GlLimitsSystem.prototype.contextChange
GlLimitsSystem.prototype.contextChange = function contextChange(this: GlLimitsSystem): void {
  readLimits.call(this)
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, BATCH_TEXTURES)
}
