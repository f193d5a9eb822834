import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SheetFrame } from '../../../workers/src/client/engineClient'
import { fitBox, resizedCamera, sameCamera, type Box, type Camera, type ViewSize } from './camera'
import type { CameraState } from './cameraState'
import { RULER_PX } from './Rulers'
import { cameraOf, readSavedView, viewOf, viewStillShows, writeSavedView, type ViewStorage } from './savedView'

/** Margin of "fit all" in screen px: the usual 24 px beyond the rulers over the canvas edges. */
export const FIT_MARGIN_PX = 24 + RULER_PX

/** How long the camera must rest before its view is kept, in ms (a wheel burst keeps one). */
const KEEP_AFTER_MS = 400

/** The page's box in sheet mm when the page is shown, else null. */
function pageBoxOf(sheet: SheetFrame): Box | null {
  return sheet.pageView ? { minX: 0, minY: 0, maxX: sheet.page.width, maxY: sheet.page.height } : null
}

/** The box fit all shows: the drawing, or the page when nothing is drawn yet. */
function fitAllBox(sheet: SheetFrame): Box | null {
  return sheet.extent ?? pageBoxOf(sheet)
}

/** This browser's localStorage, or null where it is refused (the view is then not kept). */
function browserStorage(): ViewStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * The canvas's size and the view of the sheet through it, for the harness editor:
 *
 * - Fit all shows the drawing (the page when nothing is drawn yet), clear of the rulers laid over
 *   the canvas's top and left edges; a page much larger than the drawing (an imported harness on
 *   an A3 sheet) would leave the drawing small in a corner.
 * - The first view is the one the file was left at in this browser (`savedView.ts`), where that
 *   still shows the drawing, else fit all's. Chosen in the commit of the sheet's arrival, so the
 *   canvas asks for its tiles in the render that follows at once, before the page paints. Until
 *   then `viewSet` is false and the canvas asks for no tiles.
 * - A change of the canvas's size (a report panel opened or closed, the window resized) fits a
 *   view still as fit all left it to the new size, so the drawing stays whole; any other view
 *   keeps its zoom and the sheet point at its centre.
 * - Once the camera rests (400 ms), its view is kept for the file, and on leaving the page.
 */
export function useSheetView(cameraState: CameraState, sheet: SheetFrame | null, fileId: number): {
  readonly size: ViewSize
  readonly onSize: (size: ViewSize) => void
  readonly viewSet: boolean
  readonly fitAll: () => void
} {
  const setCamera = cameraState.set
  const [size, setSize] = useState<ViewSize>({ width: 0, height: 0 })
  const [viewSet, setViewSet] = useState(false)
  // The view fit all chose and the box it fitted, while it may still be the camera's.
  const fitted = useRef<{ readonly camera: Camera; readonly box: Box } | null>(null)
  const sizeNow = useRef(size)
  const fitTo = useCallback((box: Box, within: ViewSize) => {
    const camera = fitBox(box, within, FIT_MARGIN_PX)
    fitted.current = { camera, box }
    setCamera(camera)
  }, [setCamera])

  const fitAll = useCallback(() => {
    const box = sheet ? fitAllBox(sheet) : null
    if (box && size.width > 0) fitTo(box, size)
  }, [sheet, size, fitTo])

  useLayoutEffect(() => {
    if (viewSet || !sheet || size.width === 0) return
    setViewSet(true)
    const box = fitAllBox(sheet)
    if (!box) return
    // The canvas asks for the view's tiles as the camera is set below, not in the render that
    // `viewSet` brings (at M that render and the effects before it took 20-40 ms).
    cameraState.chooseView()
    const storage = browserStorage()
    const saved = storage ? readSavedView(storage, fileId) : null
    if (saved && !saved.fitted && viewStillShows(saved, box)) setCamera(cameraOf(saved, size))
    else fitTo(box, size)
  }, [viewSet, sheet, size, fitTo, setCamera, fileId, cameraState])

  const onSize = useCallback((next: ViewSize) => {
    const before = sizeNow.current
    sizeNow.current = next
    setSize(next)
    if (before.width === 0 || before.height === 0 || next.width === 0 || next.height === 0) return
    const now = cameraState.get()
    const fit = fitted.current
    if (fit && sameCamera(fit.camera, now)) fitTo(fit.box, next)
    else setCamera(resizedCamera(now, before, next))
  }, [cameraState, setCamera, fitTo])

  // The view is kept once the camera rests after the first view, and as the page is left.
  useEffect(() => {
    if (!viewSet) return
    const storage = browserStorage()
    if (!storage) return
    let timer: ReturnType<typeof setTimeout> | null = null
    const keep = () => {
      timer = null
      const camera = cameraState.get()
      if (sizeNow.current.width === 0) return
      writeSavedView(storage, fileId, viewOf(camera, sizeNow.current, fitted.current !== null && sameCamera(fitted.current.camera, camera)))
    }
    const stop = cameraState.subscribe(() => {
      if (timer !== null) clearTimeout(timer)
      timer = setTimeout(keep, KEEP_AFTER_MS)
    })
    const leave = () => { if (timer !== null) { clearTimeout(timer); keep() } }
    window.addEventListener('pagehide', leave)
    return () => {
      stop()
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [viewSet, cameraState, fileId])

  return { size, onSize, viewSet, fitAll }
}
