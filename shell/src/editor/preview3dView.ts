import {
  AmbientLight, Box3, BoxGeometry, BufferAttribute, BufferGeometry, CanvasTexture, CatmullRomCurve3, Color, DirectionalLight, Group, HemisphereLight,
  Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, SphereGeometry, Sprite, SpriteMaterial, TubeGeometry, Vector3, WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { Preview3dPart, Preview3dScene, Preview3dTube } from '../../../workers/src/client/engineClient'
import { LABEL_FONT_FAMILY } from './palette'

/**
 * The 3D preview drawn with three.js on a canvas of its own: each tube of the engine's scene
 * (`buildPreview3d`) a mesh along its centre line, in the sheet's mm with the sheet's y turned up
 * (so the view from the front is the drawing); wires in their colours with a spiral stripe where
 * they have one, conductors and terminals metallic, cable sheaths and the bundles translucent;
 * connectors as boxes and splices as balls, named. Tubes that look alike (kind, colour, stripe)
 * are merged into one mesh, so a preview of hundreds of wires is tens of draw calls, not
 * thousands (software WebGL draws each call at a cost). Orbit with the left button, pan with the
 * right (or shift), zoom with the wheel. Rendered on demand (after a change of view), not every frame.
 */
export class Preview3dView {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 1e6)
  private readonly controls: OrbitControls
  private readonly bundles = new Group()
  private readonly content = new Group()
  private box = new Box3()
  private frame = 0
  /** Meshes drawn (for the page and its tests). */
  tubes = 0

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true })
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1))
    this.scene.background = new Color(0xf3f5f8)
    this.scene.add(new HemisphereLight(0xffffff, 0x8892a0, 1.6), new AmbientLight(0xffffff, 0.35))
    const sun = new DirectionalLight(0xffffff, 1.8)
    sun.position.set(1, 2, 3)
    this.camera.add(sun)
    this.scene.add(this.camera, this.content, this.bundles)
    this.controls = new OrbitControls(this.camera, canvas)
    this.controls.enableDamping = false
    this.controls.addEventListener('change', () => this.request())
  }

  /** Shows `scene` (replacing what was shown) and fits the view to it. */
  show(scene: Preview3dScene): void {
    this.clear()
    const looks = new Map<string, { readonly tube: Preview3dTube; readonly geometries: TubeGeometry[] }>()
    for (const tube of scene.tubes) {
      const geometry = tubeGeometry(tube)
      if (!geometry) continue
      const key = `${tube.kind}|${tube.colour}|${tube.stripe}`
      let look = looks.get(key)
      if (!look) looks.set(key, (look = { tube, geometries: [] }))
      look.geometries.push(geometry)
      this.tubes += 1
    }
    for (const { tube, geometries } of looks.values()) {
      const merged = geometries.length === 1 ? geometries[0]! : mergeGeometries(geometries, false)
      if (merged !== geometries[0]) for (const g of geometries) g.dispose()
      if (!merged) continue
      ;(tube.kind === 'bundle' ? this.bundles : this.content).add(tubeMesh(tube, merged))
    }
    for (const part of scene.parts) this.content.add(partMesh(part))
    this.box = new Box3().setFromObject(this.content)
    if (this.box.isEmpty()) this.box = new Box3().setFromObject(this.bundles)
    this.fit('front')
  }

  /** Shows or hides the bundles around the wires. */
  showBundles(shown: boolean): void {
    this.bundles.visible = shown
    this.request()
  }

  /** Puts the camera in front of the drawing (as the sheet shows it, tilted a little) or at an angle, fitting it all. */
  fit(view: 'front' | 'angle'): void {
    if (this.box.isEmpty()) return this.request()
    const centre = this.box.getCenter(new Vector3())
    const radius = Math.max(this.box.getSize(new Vector3()).length() / 2, 1)
    const distance = radius / Math.sin((this.camera.fov * Math.PI) / 360) * 1.1
    const direction = view === 'front' ? new Vector3(0, -0.35, 1).normalize() : new Vector3(0.8, -0.9, 0.9).normalize()
    this.camera.near = distance / 1000
    this.camera.far = distance * 10
    this.camera.position.copy(centre).addScaledVector(direction, distance)
    this.camera.up.set(0, 1, 0)
    this.camera.updateProjectionMatrix()
    this.controls.target.copy(centre)
    this.controls.update()
    this.request()
  }

  /** Fits the drawing buffer to the canvas's CSS size. */
  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return
    this.renderer.setSize(width, height, false)
    this.camera.aspect = width / height
    this.camera.updateProjectionMatrix()
    this.request()
  }

  /** Frees the meshes, the textures and the WebGL context. */
  dispose(): void {
    cancelAnimationFrame(this.frame)
    this.clear()
    this.controls.dispose()
    this.renderer.dispose()
    this.renderer.forceContextLoss()
  }

  private request(): void {
    if (this.frame !== 0) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.renderer.render(this.scene, this.camera)
      this.canvas.dataset.rendered = String(Number(this.canvas.dataset.rendered ?? '0') + 1)
    })
  }

  private clear(): void {
    for (const group of [this.content, this.bundles]) {
      for (const child of [...group.children]) {
        group.remove(child)
        child.traverse((node) => {
          const mesh = node as Mesh | Sprite
          mesh.geometry?.dispose()
          const material = mesh.material as (MeshStandardMaterial | SpriteMaterial) | undefined
          material?.map?.dispose()
          material?.dispose()
        })
      }
    }
    this.tubes = 0
  }
}

/** Sides of a tube's cross-section: more for the thick ones. */
const SIDES: Readonly<Record<Preview3dTube['kind'], number>> = { insulation: 8, conductor: 6, terminal: 8, sheath: 16, shield: 16, bundle: 16 }

/** A tube's geometry along its centre line (sheet y turned up), with its stripe's vertex colours; null for one without length. */
function tubeGeometry(tube: Preview3dTube): TubeGeometry | null {
  const points: Vector3[] = []
  for (let i = 0; i + 2 < tube.points.length; i += 3) {
    const p = new Vector3(tube.points[i]!, -tube.points[i + 1]!, tube.points[i + 2]!)
    if (points.length === 0 || p.distanceTo(points[points.length - 1]!) > 1e-4) points.push(p)
  }
  if (points.length < 2) return null
  // Straight pieces stay straight (a bundle's bends are sharp); a helix's samples are close enough to curve.
  const curve = new CatmullRomCurve3(points, false, 'catmullrom', tube.kind === 'bundle' || points.length === 2 ? 0 : 0.5)
  const sides = SIDES[tube.kind]
  const geometry = new TubeGeometry(curve, Math.min(4000, Math.max(2, (points.length - 1) * 2)), tube.radius, sides, false)
  if (tube.stripe !== null) geometry.setAttribute('color', stripeColours(geometry, sides, tube.colour, tube.stripe))
  return geometry
}

/** The mesh of tubes that look like `tube` (kind, colour, stripe), their geometry merged. */
function tubeMesh(tube: Preview3dTube, geometry: BufferGeometry): Mesh {
  const metal = tube.kind === 'conductor' || tube.kind === 'terminal'
  const see = tube.kind === 'bundle' ? 0.16 : tube.kind === 'sheath' ? 0.55 : tube.kind === 'shield' ? 0.45 : 1
  const material = new MeshStandardMaterial({
    color: tube.stripe === null ? tube.colour : 0xffffff, roughness: metal ? 0.35 : 0.55, metalness: metal ? 0.85 : 0.05,
    transparent: see < 1, opacity: see, depthWrite: see === 1, vertexColors: tube.stripe !== null,
  })
  const mesh = new Mesh(geometry, material)
  mesh.renderOrder = tube.kind === 'bundle' ? 2 : see < 1 ? 1 : 0
  mesh.name = tube.kind
  return mesh
}

/** Vertex colours of a striped wire: the base colour with a quarter of the round in the stripe's, turning along the wire. */
function stripeColours(geometry: TubeGeometry, sides: number, base: number, stripe: number): BufferAttribute {
  const count = geometry.getAttribute('position').count
  const colours = new Float32Array(count * 3)
  const a = new Color(base)
  const b = new Color(stripe)
  for (let v = 0; v < count; v++) {
    const ring = Math.floor(v / (sides + 1))
    const side = v % (sides + 1)
    const c = (side + Math.floor(ring / 3)) % sides < Math.max(1, Math.round(sides / 4)) ? b : a
    colours.set([c.r, c.g, c.b], v * 3)
  }
  return new BufferAttribute(colours, 3)
}

/** A connector (a box) or splice (a ball) where wires end, with its name above it. */
function partMesh(part: Preview3dPart): Group {
  const group = new Group()
  group.position.set(part.at[0], -part.at[1], part.at[2])
  const body = part.kind === 'splice'
    ? new Mesh(new SphereGeometry(2.5, 16, 12), new MeshStandardMaterial({ color: 0x4a5563, roughness: 0.4, metalness: 0.3 }))
    : new Mesh(new BoxGeometry(6, 9, 6), new MeshStandardMaterial({ color: 0x5b6b7f, roughness: 0.6, transparent: true, opacity: 0.55, depthWrite: false }))
  group.add(body)
  if (part.name !== '') group.add(nameSprite(part.name))
  return group
}

/** A label that always faces the camera: the name drawn on a small canvas. */
function nameSprite(name: string): Sprite {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')!
  const font = `600 40px ${LABEL_FONT_FAMILY}`
  context.font = font
  canvas.width = Math.ceil(context.measureText(name).width) + 24
  canvas.height = 56
  context.font = font
  context.fillStyle = 'rgba(255,255,255,0.85)'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#1f2937'
  context.textBaseline = 'middle'
  context.fillText(name, 12, canvas.height / 2)
  const sprite = new Sprite(new SpriteMaterial({ map: new CanvasTexture(canvas), depthTest: false }))
  const height = 5
  sprite.scale.set((height * canvas.width) / canvas.height, height, 1)
  sprite.position.set(0, 8, 0)
  sprite.renderOrder = 3
  return sprite
}
