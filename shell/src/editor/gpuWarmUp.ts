import { Container, Graphics, Mesh, MeshGeometry, Texture, type Renderer } from 'pixi.js'

/** Quads in the warm-up mesh: above PixiJS's batching limit (100 vertices), so it takes the tiles' own mesh pipeline. */
const WARM_QUADS = 64

/**
 * Where the warm-up scene is drawn, in canvas px: far above and left of the canvas, so every
 * vertex is clipped and no pixel changes, while the programs run as for the real thing (an
 * invisible scene would not do: PixiJS skips meshes of alpha 0 without drawing them).
 */
export const WARM_UP_OFFSET_PX = -100_000

/**
 * The scene of the warm-up: one of each kind of thing a tile draws (a mesh of quads as the bundle
 * strokes above the detail level, a graphics with a stroke, a fill and a circle as the detail
 * level and the overlays), placed outside the canvas.
 */
function warmUpScene(): Container {
  const positions = new Float32Array(WARM_QUADS * 8)
  const indices = new Uint32Array(WARM_QUADS * 6)
  for (let q = 0; q < WARM_QUADS; q++) {
    const x = q * 3
    positions.set([x, 0, x + 2, 0, x + 2, 2, x, 2], q * 8)
    const v = q * 4
    indices.set([v, v + 1, v + 2, v, v + 2, v + 3], q * 6)
  }
  const mesh = new Mesh({ geometry: new MeshGeometry({ positions, indices }), texture: Texture.WHITE })
  mesh.tint = 0x336699
  const g = new Graphics()
  g.moveTo(0, 10).lineTo(100, 10).lineTo(100, 40).stroke({ width: 3, color: 0x336699, cap: 'round', join: 'round' })
  g.rect(10, 50, 20, 10).fill(0xffffff).stroke({ width: 1, color: 0x222222 })
  g.circle(50, 60, 5).fill(0x222222)
  const scene = new Container({ label: 'gpu warm-up', x: WARM_UP_OFFSET_PX, y: WARM_UP_OFFSET_PX })
  scene.addChild(mesh, g)
  return scene
}

/**
 * Draws one frame with the programs the tiles will use (its content outside the canvas), while
 * the engine worker is still opening the file. With software WebGL (SwiftShader) a program's first draw is what
 * compiles it (the link, then the pipeline at the first draw call) and the first frame of a
 * canvas pays its read-back set-up: at M that was 150-200 ms of the GPU process between the
 * tiles' arrival and their pixels. Done here, it overlaps the worker's open on the other core.
 * Renders `stage` with the scene added, then takes the scene out again; the canvas shows only
 * its background.
 */
export function warmUpPipelines(renderer: Renderer, stage: Container): void {
  const scene = warmUpScene()
  stage.addChild(scene)
  try {
    renderer.render(stage)
  } finally {
    stage.removeChild(scene)
    const geometries = scene.children.flatMap((child) => (child instanceof Mesh ? [child.geometry] : []))
    scene.destroy({ children: true, context: true })
    for (const geometry of geometries) geometry.destroy(true)
  }
}
