import { describe, expect, it } from 'vitest'
import { CameraState } from './cameraState'
import { HOME, zoomTo } from './camera'

describe('CameraState', () => {
  it('tells its listeners of every move, and of nothing when the camera stays', () => {
    const state = new CameraState(HOME)
    const heard: number[] = []
    const stop = state.subscribe(() => heard.push(state.get().scale))
    state.set({ scale: 2, offsetX: 10, offsetY: 20 })
    // An equal camera (a fit that lands where the view already is) is no move.
    state.set({ scale: 2, offsetX: 10, offsetY: 20 })
    state.set((now) => zoomTo(now, now.scale * 1.25, { width: 800, height: 600 }))
    expect(heard).toEqual([2, 2.5])
    stop()
    state.set(HOME)
    expect(heard).toEqual([2, 2.5])
    expect(state.get()).toBe(HOME)
  })

  it('zooms a function of the camera now, so moves arriving together build on each other', () => {
    const state = new CameraState(HOME)
    const size = { width: 1000, height: 1000 }
    state.set((now) => zoomTo(now, now.scale * 2, size))
    state.set((now) => zoomTo(now, now.scale * 2, size))
    expect(state.get().scale).toBe(4)
    // Zoomed about the view's centre: the centre's sheet point stays under it.
    expect(state.get().offsetX).toBe(500 - 500 * 4)
  })

  it('says the first view is chosen once the editor marks it, so the move that follows is the view its listeners fetch', () => {
    const state = new CameraState(HOME)
    const chosenWhenHeard: boolean[] = []
    state.subscribe(() => chosenWhenHeard.push(state.viewChosen()))
    state.set({ scale: 2, offsetX: 0, offsetY: 0 })
    expect(state.viewChosen()).toBe(false)
    state.chooseView()
    state.set({ scale: 3, offsetX: 0, offsetY: 0 })
    expect(chosenWhenHeard).toEqual([false, true])
  })
})
