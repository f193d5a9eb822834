import { Application, extend, useApplication } from '@pixi/react'
import { Container, Graphics, type Application as PixiApplication } from 'pixi.js'
import 'pixi.js/unsafe-eval'
import './batchTextures'
// PixiJS's browser extensions, loaded with the editor's code: left to itself, the application
// imports them (`import()`, requests one after another) only as it starts, while the editor's
// first render holds the page (`skipExtensionImports` below).
import 'pixi.js/browser'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { DRAG_SLOP_PX } from '@harness/engine'
import type { DragPreview, EngineClient, ToolEvent, ToolUpdate, WholeSelection } from '../../../workers/src/client/engineClient'
import { containsBox, panBy, toSheet, visibleBox, zoomAt, type Box, type Camera, type ViewSize } from './camera'
import { DragOverlay } from './DragOverlay'
import { useCamera, type CameraState } from './cameraState'
import { EdgePanner } from './edgePan'
import { warmUpPipelines } from './gpuWarmUp'
import { MINIMAP_PX, Minimap, MinimapShow } from './Minimap'
import { OverviewNames } from './OverviewNames'
import { Rulers, warmUpRulerText } from './Rulers'
import { PALETTE } from './palette'
import { TileLayer } from './TileLayer'
import { SelectionPicture } from './selectionPicture'
import { useWholeSelection } from './useWholeSelection'
import { StageOverlays, type OverlayInput } from './StageOverlays'
import { ToolForwarder } from './ToolForwarder'
import { WheelGestures } from './wheelGesture'
import { PART_DRAG_TYPE } from './partPicks'
import type { PageShown } from './sheetExport'

extend({ Container })

/**
 * Milliseconds a frame may spend building new versions of tiles already on screen (see
 * {@link TileLayer.pump}): with the render itself, a frame stays near one display frame while a
 * drag redraws dense tiles.
 */
const TILE_BUILD_MS = 6

/**
 * The User Timing mark set when the first frame with tiles of an opened harness has been shown:
 * in the animation frame after the one that rendered it, so the mark comes after that frame's
 * commit (with software WebGL the read-back of the first frame's pixels took 90-110 ms at M).
 * Its detail `{ scale }` is the camera scale the tiles were asked for at: the view the file
 * opened to, as tiles are asked for only once that view is chosen.
 */
export const FIRST_FRAME_MARK = 'harness-first-frame'

/**
 * The User Timing mark of the newest frame that showed all the tiles of a viewport fetch (kept
 * one at a time, so marks never pile up; set once the queued redraws are built too, in the
 * animation frame after the render, once its pixels are committed), with the document version
 * the tiles were fetched at as its detail: the benchmark measures a zoom step and a drag to it.
 * When the worker's answer brings no tile (a zoom or pan within the tiles held), the view was
 * already complete in the first frame drawn at its camera, and the mark carries that frame's
 * commit as its time, set once the answer has confirmed it.
 */
export const TILES_FRAME_MARK = 'harness-tiles-frame'

/**
 * The User Timing mark of the newest frame that showed a new hover outline (kept one at a time),
 * for the editor benchmark's hover-to-highlight latency.
 */
export const HOVER_FRAME_MARK = 'harness-hover-frame'

/**
 * Called from an animation frame callback: runs `then` in the next animation frame, which begins
 * only after this frame's render has been committed (its pixels read back and composited).
 */
function afterCommit(then: () => void): void {
  requestAnimationFrame(() => then())
}

/** What the canvas shows and tells: the camera, the highlighted polylines, and picks. */
export interface EditorCanvasProps {
  readonly engine: EngineClient
  /** The view's camera: read by the canvas, moved by its wheel, pans and minimap. */
  readonly cameraState: CameraState
  /**
   * The document version drawn; a new one refetches the view, and the worker answers the tiles
   * whose versions moved (the engine gives every tile a change redrew a new version).
   */
  readonly version: number
  /**
   * False until the editor has chosen the view the file opens to (fitted to the drawing): no
   * tiles are asked for before, so the first ones the worker builds are the ones shown.
   */
  readonly viewSet: boolean
  /**
   * Called once, when the first view's frame has been shown (or the view turned out to have no
   * tiles): the editor's panels ask the worker for their data after it, not ahead of the tiles.
   */
  readonly onFirstView?: () => void
  /** Settles when the canvas may compile its GPU programs without delaying the open (the session's `openPosted`). */
  readonly warmUpAfter: Promise<unknown>
  /** Polylines (x y pairs in sheet mm) drawn over everything: the selection. */
  readonly highlight: readonly Float32Array[]
  /**
   * The ids selected. A selection larger than the records inspected (whose polylines are
   * `highlight`) is lit as a whole, as the worker paints it.
   */
  readonly selection: readonly string[]
  /** Hears the selection as the worker took it to light as a whole (its box, for fitting it into view), or null. */
  readonly onWholeSelection?: (whole: WholeSelection | null) => void
  /** Polylines of the record under the pointer, drawn thinner under the selection's. */
  readonly hoverHighlight: readonly Float32Array[]
  /** Handles to drag (bend points of the selected segments), x y pairs in sheet mm. */
  readonly handles: Float32Array
  /** Leads of the unrouted wires (x1 y1 x2 y2 each, sheet mm), drawn dashed over the drawing; empty when hidden. */
  readonly leads: Float32Array
  /** The drag in progress (from the select tool), drawn under the pointer without waiting for the engine. */
  readonly drag: DragPreview | null
  /** The drawing's grid (size in mm, CSS colour) when it is shown. */
  readonly grid: { readonly size: number; readonly color: string } | null
  /** The rulers' display unit when rulers are shown (spec 3: 1 points, 2 mm, 3 inches). */
  readonly rulerUnit: 1 | 2 | 3 | null
  readonly size: ViewSize
  /** The box holding the drawing in sheet mm, for the minimap; null when nothing is drawn. */
  readonly extent: Box | null
  /** The page to draw (its frame in sheet mm and its colour) when the page view is on. */
  readonly page: PageShown | null
  /**
   * The drawing settings' text and page colours: the names written over the canvas take them, and
   * with the page view off (no `page`) the whole canvas is the page colour.
   */
  readonly font: { readonly textColor: number; readonly background: number; readonly nameHeight: number } | null
  /** What the select tool answered to a forwarded event (selection, hover, pan, brush, cursor). */
  readonly onToolUpdate: (update: ToolUpdate) => void
  /** The box being brushed, in sheet mm, drawn over everything. */
  readonly brush: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null
  readonly cursor: string
  readonly onSize: (size: { width: number; height: number }) => void
  readonly label: string
  /**
   * Filled by the canvas with the function that sends a key to the tools in order after the
   * pointer events already sent (a length typed right after a click must reach the tool after it).
   */
  readonly sendKey?: { current: ((event: ToolEvent) => void) | null }
  /** Filled by the canvas with a function that resolves once the tools have answered every event sent so far. */
  readonly toolsIdle?: { current: (() => Promise<void>) | null }
}

/**
 * The harness canvas: a PixiJS stage (through @pixi/react) holding the tiles the worker draws and
 * an overlay of the selection and the brush. Pointer events go to the worker's select tool (click
 * and shift-click select, drag a node moves it, drag on empty sheet brushes a box, middle button
 * or space+drag pans); the wheel zooms at the pointer here, a touchpad's two-finger scroll pans,
 * its pinch (ctrl+wheel) zooms, shift+wheel pans sideways (`wheelGesture.ts`).
 */
/** What the canvas reads of a pointer event to forward it to the tool. */
type PointerFields = Pick<React.PointerEvent, 'clientX' | 'clientY' | 'button' | 'shiftKey' | 'ctrlKey' | 'metaKey'>

export function EditorCanvas(props: EditorCanvasProps) {
  const host = useRef<HTMLDivElement>(null)
  const { onToolUpdate, engine, onSize } = props
  const camera = useCamera(props.cameraState)
  const onCamera = props.cameraState.set
  // Taken here, not in the editor around the canvas: its arrival redraws the canvas alone.
  const wholeSelection = useWholeSelection(engine, props.selection, props.version)
  const onWholeSelection = props.onWholeSelection
  useEffect(() => onWholeSelection?.(wholeSelection), [wholeSelection, onWholeSelection])
  const cameraRef = useRef(camera)
  cameraRef.current = camera
  // Camera changes arriving faster than renders (wheel notches, coalesced pans) build on each other.
  // The stage hears the move at once (see `moveNow`), without waiting for a render.
  const move = useCallback((next: Camera) => {
    cameraRef.current = next
    onCamera(next)
  }, [onCamera])
  // The stage's content is rendered only once the PixiJS application is initialised: children
  // given while it initialises would otherwise be replaced by the first ones when it finishes.
  const [ready, setReady] = useState(false)
  // The GPU programs are compiled, and the rulers' font set up, while the worker opens the file,
  // once its bytes are handed over.
  const warmUpAfter = props.warmUpAfter
  const onInit = useCallback((app: PixiApplication) => {
    setReady(true)
    void warmUpAfter.then(() => {
      // The application may have been torn down meanwhile (the editor left before the bytes came).
      if (!app.renderer) return
      // Each only a head start: a failed warm-up leaves the first frame to compile the programs,
      // or the rulers to set up their font, themselves.
      try {
        warmUpRulerText()
      } catch {
        // As above.
      }
      try {
        warmUpPipelines(app.renderer, app.stage)
      } catch {
        // As above.
      }
    }, () => undefined)
  }, [warmUpAfter])
  // The minimap waits for the first frame: its own tile fetch would otherwise queue in the worker
  // ahead of the view's and delay what the designer came to see.
  const [drawn, setDrawn] = useState(false)
  const onFirstView = props.onFirstView
  const onFirstFrame = useCallback((withTiles: boolean) => {
    if (withTiles) setDrawn(true)
    onFirstView?.()
  }, [onFirstView])
  // The minimap is for drawings larger than the view: shown while part of the drawing is out of
  // sight, and only where it leaves most of the view free (a canvas shortened by the report panel
  // drops it). Made the first time it is shown, then kept (hidden at fit all) with its tiles.
  const minimapRoom = drawn && props.size.width > MINIMAP_PX.width * 2 && props.size.height > MINIMAP_PX.height * 3
  const minimapShown = minimapRoom && props.extent !== null && !containsBox(visibleBox(camera, props.size), props.extent)
  const [minimapKept, setMinimapKept] = useState(false)
  if (minimapShown && !minimapKept) setMinimapKept(true)
  // Hidden by its × for the rest of the session, until its corner button brings it back.
  const [minimapHidden, setMinimapHidden] = useState(false)

  useEffect(() => {
    const el = host.current
    if (!el) return
    const observer = new ResizeObserver(() => onSize({ width: el.clientWidth, height: el.clientHeight }))
    observer.observe(el)
    onSize({ width: el.clientWidth, height: el.clientHeight })
    const gestures = new WheelGestures()
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = el.getBoundingClientRect()
      const c = cameraRef.current
      const intent = gestures.read(event, event.timeStamp)
      if (intent.kind === 'pan') move(panBy(c, intent.dx, intent.dy))
      else move(zoomAt(c, intent.factor, event.clientX - rect.left, event.clientY - rect.top))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      el.removeEventListener('wheel', onWheel)
    }
  }, [move, onSize])

  // A large selection's picture, on a 2D canvas over the stage that the stage's frames place.
  const pictureCanvas = useRef<HTMLCanvasElement>(null)
  // A drag in progress is drawn on a 2D canvas over the stage, in the pointer event itself.
  const dragCanvas = useRef<HTMLCanvasElement>(null)
  const dragOverlay = useRef<DragOverlay | null>(null)
  const dragNow = useRef(props.drag)
  // Taken from the props when they change (the forwarder may already have set a newer one: a
  // render for another reason must not put an older preview back).
  const dragProp = useRef(props.drag)
  if (dragProp.current !== props.drag) {
    dragProp.current = props.drag
    dragNow.current = props.drag
  }
  const dragPointer = useRef<readonly [number, number] | null>(null) // the pointer's last place on the sheet
  const sizeRef = useRef(props.size)
  sizeRef.current = props.size
  useEffect(() => {
    if (!dragCanvas.current) return
    dragOverlay.current ??= new DragOverlay(dragCanvas.current)
    dragOverlay.current.draw(props.drag, dragPointer.current, camera, props.size)
  }, [props.drag, camera, props.size])

  const space = useRef(false)
  // The press of a primary-button drag, and its latest pointer event (the edge pan repeats it).
  const pressed = useRef<{ readonly sx: number; readonly sy: number; event: PointerFields } | null>(null)
  const edgePanner = useMemo(() => new EdgePanner(() => sizeRef.current, (dx, dy) => {
    move(panBy(cameraRef.current, dx, dy))
    // The pointer has not moved on the screen but is over another point of the sheet now.
    const last = pressed.current?.event
    if (last) forwardNow.current('pointerMove', last)
  }), [move])
  useEffect(() => () => edgePanner.stop(), [edgePanner])
  const forwarder = useMemo(() => new ToolForwarder(engine, (update) => {
    if (update.pan && (update.pan[0] !== 0 || update.pan[1] !== 0)) move(panBy(cameraRef.current, update.pan[0], update.pan[1]))
    // A drag's preview goes to the overlay as it arrives, not after the editor has rendered the
    // press's selection: the pointer moves that follow draw it at once (undefined: unchanged).
    if (update.drag !== undefined) {
      dragNow.current = update.drag
      dragOverlay.current?.draw(update.drag, dragPointer.current, cameraRef.current, sizeRef.current)
    }
    onToolUpdate(update)
  }), [engine, move, onToolUpdate])

  const sendKey = props.sendKey
  useEffect(() => {
    if (!sendKey) return
    sendKey.current = (event) => forwarder.send(event)
    return () => { sendKey.current = null }
  }, [sendKey, forwarder])
  const toolsIdle = props.toolsIdle
  useEffect(() => {
    if (!toolsIdle) return
    toolsIdle.current = () => forwarder.idle()
    return () => { toolsIdle.current = null }
  }, [toolsIdle, forwarder])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => { if (event.key === ' ' || event.code === 'Space') space.current = event.type === 'keydown' }
    const onBlur = () => {
      space.current = false
      edgePanner.stop()
      pressed.current = null
      forwarder.send({ type: 'cancel' })
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('keyup', onKey)
    window.addEventListener('blur', onBlur)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('keyup', onKey)
      window.removeEventListener('blur', onBlur)
    }
  }, [forwarder, edgePanner])

  const forwardNow = useRef(forward)
  forwardNow.current = forward
  function forward(type: 'pointerDown' | 'pointerMove' | 'pointerUp', event: PointerFields) {
    const rect = host.current!.getBoundingClientRect()
    const sx = event.clientX - rect.left
    const sy = event.clientY - rect.top
    const c = cameraRef.current
    // The pointer is kept on every move and press, so a preview that arrives after the drag began
    // is drawn where the pointer is, not where it was pressed, and one that arrives with a press is
    // measured from the press (a tap or a click after a pan has no move before it).
    if (type === 'pointerDown') dragPointer.current = toSheet(c, sx, sy)
    if (type === 'pointerMove') {
      dragPointer.current = toSheet(c, sx, sy)
      if (dragNow.current) dragOverlay.current?.draw(dragNow.current, dragPointer.current, c, sizeRef.current)
    }
    forwarder.send({ type, point: toSheet(c, sx, sy), screen: [sx, sy], button: event.button, shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey, space: space.current, scale: c.scale })
    // A drag with the primary button (moving, drawing, a selection box) carries the view along at
    // the canvas's edge once it has travelled beyond a click's slop.
    if (type === 'pointerDown') {
      edgePanner.stop()
      pressed.current = event.button === 0 && !space.current ? { sx, sy, event } : null
    } else if (type === 'pointerUp') {
      edgePanner.stop()
      pressed.current = null
    } else if (pressed.current !== null) {
      pressed.current.event = event
      if (Math.hypot(sx - pressed.current.sx, sy - pressed.current.sy) >= DRAG_SLOP_PX) edgePanner.follow(sx, sy)
    }
  }
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button === 1) event.preventDefault()
    host.current?.setPointerCapture(event.pointerId)
    forward('pointerDown', event)
  }

  return (
    <div
      ref={host}
      className="ed-canvas"
      role="application"
      aria-label={props.label}
      data-testid="harness-canvas"
      data-scale={camera.scale}
      data-offset-x={camera.offsetX}
      data-offset-y={camera.offsetY}
      data-version={props.version}
      style={{ cursor: props.cursor }}
      onPointerDown={onPointerDown}
      onPointerMove={(event) => forward('pointerMove', event)}
      onPointerUp={(event) => forward('pointerUp', event)}
      onPointerCancel={() => {
        edgePanner.stop()
        pressed.current = null
        forwarder.send({ type: 'cancel' })
      }}
      // Leaving for a panel with no button held: the hover highlight goes (a drag keeps its capture).
      onPointerLeave={(event) => { if (event.buttons === 0) forwarder.send({ type: 'pointerLeave' }) }}
      onContextMenu={(event) => event.preventDefault()}
      // A library part dragged from the part panel (its tool was picked as the drag began) is
      // placed where it is dropped: a press and release there, as a click would place it.
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PART_DRAG_TYPE)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes(PART_DRAG_TYPE)) return
        event.preventDefault()
        const press = { clientX: event.clientX, clientY: event.clientY, button: 0, shiftKey: false, ctrlKey: false, metaKey: false }
        forward('pointerDown', press)
        forward('pointerUp', press)
      }}
    >
      {/* No multisampling: on software WebGL it multiplied the cost of every frame (XL at fit: a
          frame of 1.1 s with it, one display frame without). Bundles are strokes thick enough to read. */}
      <Application className="ed-gl" onInit={onInit} skipExtensionImports autoStart={false} sharedTicker={false} background={PALETTE.background} antialias={false} autoDensity resolution={window.devicePixelRatio || 1} preference="webgl">
        {ready ? <Stage {...props} camera={camera} host={host} picture={pictureCanvas} wholeSelection={wholeSelection} onFirstFrame={onFirstFrame} /> : null}
      </Application>
      <canvas ref={pictureCanvas} className="ed-whole-selection" data-testid="whole-selection" />
      <canvas ref={dragCanvas} className="ed-drag" style={{ width: props.size.width, height: props.size.height }} />
      {drawn ? <OverviewNames engine={engine} camera={camera} size={props.size} version={props.version} font={props.font} /> : null}
      {props.rulerUnit !== null && props.size.width > 0 ? <Rulers camera={camera} size={props.size} unit={props.rulerUnit} /> : null}
      {minimapHidden && minimapShown ? <MinimapShow onShow={() => setMinimapHidden(false)} /> : null}
      {minimapKept && minimapRoom && props.extent ? (
        <Minimap engine={engine} extent={props.extent} camera={camera} size={props.size} version={props.version} shown={minimapShown && !minimapHidden}
          onHide={() => setMinimapHidden(true)}
          onCenter={(x, y) => move({ ...cameraRef.current, offsetX: props.size.width / 2 - x * cameraRef.current.scale, offsetY: props.size.height / 2 - y * cameraRef.current.scale })} />
      ) : null}
    </div>
  )
}

/** The stage's content: the world container (tiles and page) under the camera, and the selection overlay. */
function Stage(props: EditorCanvasProps & {
  readonly camera: Camera
  readonly host: RefObject<HTMLDivElement | null>
  /** The 2D canvas of a large selection's picture, and the selection it lights. */
  readonly picture: RefObject<HTMLCanvasElement | null>
  readonly wholeSelection: WholeSelection | null
  readonly onFirstFrame: (withTiles: boolean) => void
}) {
  const { app } = useApplication()
  const cameraState = props.cameraState
  const layer = useRef<TileLayer | null>(null)
  const world = useRef<Container | null>(null)
  const [tiles, setTiles] = useState(0)
  const pending = useRef(false)
  const frame = useRef(0)
  const firstFrame = useRef(false)
  const tilesShown = useRef(false)
  // The document version of the tiles last shown (fetched at or after it).
  const versionRef = useRef(props.version)
  versionRef.current = props.version
  const shownVersion = useRef(props.version)
  // The camera scale (px per mm) the tiles last shown were asked for at.
  const shownScale = useRef(0)
  const hoverNow = useRef(props.hoverHighlight)
  hoverNow.current = props.hoverHighlight
  const hoverMarked = useRef(props.hoverHighlight)
  // The overlays (page, grid, leads, selection) and what they are to show, drawn in the frame.
  const [overlays] = useState(() => new StageOverlays())
  const overlayProps = useRef(props)
  overlayProps.current = props
  // The whole of a large selection, painted and placed in the frames (on the canvas once mounted).
  const pictureRef = useRef<SelectionPicture | null>(null)
  const picture = (): SelectionPicture | null => {
    if (pictureRef.current === null && props.picture.current) {
      pictureRef.current = new SelectionPicture(props.picture.current, (token, plan) => props.engine.api.selectionPicture(token, plan), () => renderedCamera.current ?? committedCamera.current)
    }
    return pictureRef.current
  }
  // The camera the world container holds (from the last commit or `moveNow`); the first frame
  // drawn at its camera with no tile left to build, with the time it was committed (the next
  // animation frame's start; null until then); and the camera of the last frame drawn.
  const committedCamera = useRef(props.camera)
  const drawnView = useRef<{ readonly camera: Camera; committedAt: number | null } | null>(null)
  const renderedCamera = useRef<Camera | null>(null)
  /** What the overlays are to show now, for the camera the world holds. */
  const overlayInput = (): OverlayInput => {
    const p = overlayProps.current
    return { camera: committedCamera.current, size: p.size, page: p.page, grid: p.grid, leads: p.leads, highlight: p.highlight, hoverHighlight: p.hoverHighlight, handles: p.handles, brush: p.brush }
  }

  // No frame before the first view: its tiles, or the word that it has none. With software
  // WebGL every frame of the canvas is read back on the main thread once the GPU process has
  // drawn it, so a frame of the empty page ahead of the tiles held the main thread (and with it
  // the tiles' answer) for as long as the GPU process took to compile that frame's programs.
  const beforeFirstView = () => !firstFrame.current && !viewTold.current && layer.current!.size === 0
  const requestFrame = () => {
    if (frame.current !== 0 || beforeFirstView()) return
    frame.current = requestAnimationFrame(() => {
      frame.current = 0
      const more = layer.current!.pump(TILE_BUILD_MS, prepare)
      const camera = committedCamera.current
      if (more) drawnView.current = null
      else if (drawnView.current?.camera !== camera) {
        const drawn = { camera, committedAt: null as number | null }
        drawnView.current = drawn
        afterCommit(() => { drawn.committedAt = performance.now() })
      }
      overlays.draw(overlayInput())
      picture()?.show(overlayProps.current.wholeSelection, camera, overlayProps.current.size)
      renderedCamera.current = camera
      app.render()
      if (more) requestFrame()
      else if (tilesShown.current) {
        tilesShown.current = false
        const version = shownVersion.current
        afterCommit(() => markTilesFrame(version))
      }
      if (hoverNow.current !== hoverMarked.current) {
        hoverMarked.current = hoverNow.current
        if (hoverNow.current.length > 0) {
          performance.clearMarks(HOVER_FRAME_MARK)
          performance.mark(HOVER_FRAME_MARK)
        }
      }
      // The first frame with tiles drawn: a User Timing mark the editor benchmark reads.
      if (!firstFrame.current && layer.current!.size > 0) {
        firstFrame.current = true
        const scale = shownScale.current
        afterCommit(() => {
          performance.mark(FIRST_FRAME_MARK, { detail: { scale } })
          props.onFirstFrame(true)
        })
      }
    })
  }
  // Builds a tile's geometry inside the frame budget, not in the render after it. The context
  // system's update is PixiJS's own step of a render; without it the render builds the geometry.
  const prepare = (node: Container) => {
    const system = app.renderer.graphicsContext as { updateGpuContext?: (context: Graphics['context']) => unknown }
    if (typeof system.updateGpuContext !== 'function') return
    for (const child of node.children) if (child instanceof Graphics) system.updateGpuContext(child.context)
  }
  /**
   * Sets the mark of a frame that showed every tile of a view fetched at document `version`,
   * committed at `startTime` (ms on the page's clock; now when not given).
   */
  const markTilesFrame = (version: number, startTime?: number) => {
    performance.clearMarks(TILES_FRAME_MARK)
    performance.mark(TILES_FRAME_MARK, { detail: { version }, startTime })
  }
  const again = useRef(false)
  // The document version the hidden tiles were drawn at.
  const heldVersion = useRef(props.version)
  // The camera and the document version and canvas size of the view last answered.
  const asked = useRef<{ camera: Camera | null; key: string }>({ camera: null, key: '' })
  const { camera, engine, version, host } = props
  const latest = useRef(camera)
  latest.current = camera
  const viewSet = useRef(props.viewSet)
  viewSet.current = props.viewSet
  // The first view shown without tiles (an empty drawing, a canvas with no room): told at once,
  // as the first frame would; the first frame with tiles still sets the mark and shows the minimap.
  const viewTold = useRef(false)
  const firstViewWithout = () => {
    if (viewTold.current || firstFrame.current) return
    viewTold.current = true
    requestFrame()
    props.onFirstFrame(false)
  }

  if (layer.current === null) layer.current = new TileLayer()

  // The world's children, bottom to top: the page, the grid, the tiles (their geometry and tables,
  // the unrouted leads, then their text: a dashed lead does not strike through a name), the selection.
  // A large selection's picture lies over them all, on a canvas of its own.
  useEffect(() => {
    const w = world.current
    if (!w) return
    const tiles = layer.current!
    w.addChild(overlays.page, overlays.grid, tiles.root, overlays.highlight)
    tiles.root.addChildAt(overlays.leads, tiles.root.getChildIndex(tiles.labels))
    return () => {
      tiles.root.removeChild(overlays.leads)
      w.removeChild(overlays.page, overlays.grid, tiles.root, overlays.highlight)
      tiles.destroy()
      overlays.destroy()
    }
  }, [overlays])

  const fetchTiles = useCallback(async () => {
    if (pending.current) {
      again.current = true
      return
    }
    pending.current = true
    try {
      do {
        again.current = false
        const el = host.current
        // The first view is chosen as the camera moves to it (`viewChosen`), a render before `viewSet`.
        if (!viewSet.current && !cameraState.viewChosen()) break
        // A canvas with no room (or a view with no tiles, below) has its first view at once.
        if (!el || el.clientWidth === 0) {
          firstViewWithout()
          break
        }
        const at = latest.current
        const fetchedAt = versionRef.current
        // Tiles hidden before a change of the document may show it as it was: never shown again.
        if (fetchedAt !== heldVersion.current) {
          layer.current!.forgetHidden()
          heldVersion.current = fetchedAt
        }
        // The editor's render after `moveNow` asks again for the view `moveNow` already asked for.
        const asking = `${fetchedAt} ${el.clientWidth} ${el.clientHeight}`
        if (asked.current.camera === at && asked.current.key === asking) continue
        const box = visibleBox(at, { width: el.clientWidth, height: el.clientHeight })
        const answer = await engine.api.viewportScenes(box, at.scale, layer.current!.held())
        if (answer.ok) {
          asked.current = { camera: at, key: asking }
          const changed = layer.current!.show(answer.view, at.scale)
          shownScale.current = at.scale
          shownVersion.current = fetchedAt
          const drawn = drawnView.current
          if (!changed && firstFrame.current && drawn?.camera === at && layer.current!.waiting === 0) {
            // The frame already drawn at this camera showed every tile of the view (a zoom or pan
            // within the tiles held): no frame more; the mark has that frame's commit.
            if (drawn.committedAt !== null) markTilesFrame(fetchedAt, drawn.committedAt)
            else afterCommit(() => markTilesFrame(fetchedAt))
          } else {
            tilesShown.current = true
            requestFrame()
          }
          setTiles(layer.current!.size)
        }
        if (!answer.ok || layer.current!.size === 0) firstViewWithout()
      } while (again.current)
    } finally {
      pending.current = false
    }
  }, [engine, host, cameraState])

  useLayoutEffect(() => {
    committedCamera.current = camera
  }, [camera])
  // A camera move, heard from the camera's store as it is set, moves the world and asks for its
  // frame and its tiles at once, ahead of any render: a wheel notch or a pan in the input's own
  // task (Chromium hands wheel and pointer events over at the start of a display frame, before
  // its animation frame callbacks, so the new view is drawn in that display frame with the tiles
  // held, not a frame later), a fit or a zoom button in the click's. The render that follows
  // applies the same camera.
  const moveNow = (next: Camera) => {
    const w = world.current
    if (!w || w.destroyed) return
    w.position.set(next.offsetX, next.offsetY)
    w.scale.set(next.scale)
    committedCamera.current = next
    latest.current = next
    // The tiles held for the new view (hidden since a zoom in or a pan) are shown in this frame.
    layer.current!.reveal(visibleBox(next, overlayProps.current.size), next.scale)
    requestFrame()
    void fetchTiles()
  }
  const moveNowRef = useRef(moveNow)
  moveNowRef.current = moveNow
  useEffect(() => cameraState.subscribe(() => moveNowRef.current(cameraState.get())), [cameraState])
  // Asked for in the commit that moved the camera, not after the frame that shows it: the tiles
  // of a zoom step arrive a frame sooner.
  useLayoutEffect(() => {
    void fetchTiles()
  }, [fetchTiles, camera, version, props.size.width, props.size.height, props.viewSet])

  // Frames are drawn on demand, never by a running ticker: after the stage changed (the camera,
  // an overlay), after tiles arrived and after the canvas was resized, at most once per animation
  // frame. A render of the editor that changed none of them draws no frame (at XL a frame costs
  // SwiftShader 30-37 ms of the main thread), nor one whose camera `moveNow` has drawn already.
  // While a drag is shown on the 2D overlay, a new selection outline waits for the drag's end or
  // the next frame that tiles bring: a WebGL frame of a zoomed-in XL stage holds the GPU process
  // for tens of ms, and the overlay's move (the pointer the designer follows) would wait behind
  // it; the outline would show the dragged item where it was anyway. A hover outline (the bundle
  // and wire tools show what the pointer is over while drawing) is drawn at once.
  const dragging = props.drag !== null
  const outlineWaits = useRef(false)
  useLayoutEffect(() => {
    const changes = overlays.changes(overlayInput())
    const repaint = picture()?.wants(overlayProps.current.wholeSelection, committedCamera.current, overlayProps.current.size) ?? false
    if (renderedCamera.current !== committedCamera.current || changes.page || changes.grid || changes.leads || repaint) requestFrame()
    else if (!changes.highlight) return
    else if (dragging && !changes.hover) outlineWaits.current = true
    else requestFrame()
  })
  useLayoutEffect(() => {
    if (dragging || !outlineWaits.current) return
    outlineWaits.current = false
    requestFrame()
  }, [dragging])
  // The canvas takes the host's size (its observer above), here and not by PixiJS's resize plugin
  // (`resizeTo`), which draws a frame of its own after every resize: one more read-back of the
  // canvas at the start, before the first view, and a frame twice over for each resize after.
  useLayoutEffect(() => {
    const { width, height } = props.size
    const screen = app.renderer.screen
    if (width > 0 && height > 0 && (screen.width !== width || screen.height !== height)) app.renderer.resize(width, height)
  }, [app, props.size.width, props.size.height])
  useEffect(() => {
    const onResize = () => requestFrame()
    app.renderer.on('resize', onResize)
    // @pixi/react may have destroyed the application (and its renderer) before this cleanup runs.
    return () => { app.renderer?.off('resize', onResize) }
  }, [app])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])
  // Around the page the canvas is grey; with the page view off the whole canvas is the drawing's
  // background (the settings' page colour), as on a sheet without a page frame.
  const canvasColour = props.page === null && props.font ? props.font.background : PALETTE.background
  useEffect(() => {
    if (!app.renderer || app.renderer.background.color.toNumber() === canvasColour) return
    app.renderer.background.color = canvasColour
    requestFrame()
  }, [app, canvasColour])

  return <pixiContainer ref={world} isRenderGroup x={camera.offsetX} y={camera.offsetY} scale={camera.scale} label={`world ${tiles}`} />
}

