import { useSyncExternalStore } from 'react'
import type { Camera } from './camera'

/**
 * The canvas's camera, held apart from the editor's render state: it changes with every wheel
 * notch and every pan step, up to once a display frame, and only the canvas, its rulers and
 * minimap and the zoom readout draw from it. Held in the editor's state, each change rendered
 * the whole editor (tool bar, side panels, report and property panels): about 10 ms of the main
 * thread at M, ahead of the worker's answer with the view's tiles. The editor's own navigation
 * (fit all, fit selection, the zoom buttons and keys) reads it with {@link CameraState.get} when
 * it acts and sets it with {@link CameraState.set}.
 *
 * Example: `state.set((now) => zoomTo(now, now.scale * 1.25, size))` zooms in one step; every
 * component that called `useCamera(state)` renders once with the new camera.
 */
export class CameraState {
  private camera: Camera
  private readonly listeners = new Set<() => void>()
  private chosen = false

  constructor(initial: Camera) {
    this.camera = initial
  }

  /** The camera now. */
  readonly get = (): Camera => this.camera

  /** Moves the camera (to a camera, or by a function of the camera now); a camera equal to the one now changes nothing. */
  readonly set = (next: Camera | ((now: Camera) => Camera)): void => {
    const camera = typeof next === 'function' ? next(this.camera) : next
    if (camera === this.camera || (camera.scale === this.camera.scale && camera.offsetX === this.camera.offsetX && camera.offsetY === this.camera.offsetY)) return
    this.camera = camera
    for (const listener of [...this.listeners]) listener()
  }

  /**
   * Whether the editor has chosen the first view of the open file: from then on every camera
   * set is a view the designer sees, and the canvas asks for its tiles at once, within the
   * commit that chose it rather than a render later.
   */
  readonly viewChosen = (): boolean => this.chosen

  /** Marks the first view chosen (see {@link CameraState.viewChosen}); the camera set next is that view. */
  readonly chooseView = (): void => {
    this.chosen = true
  }

  /** Listens to camera changes; answers the function that stops listening. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }
}

/** The camera of `state`, rendering the calling component again whenever it moves. */
export function useCamera(state: CameraState): Camera {
  return useSyncExternalStore(state.subscribe, state.get)
}
