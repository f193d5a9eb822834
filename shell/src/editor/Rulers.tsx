import { useEffect, useRef } from 'react'
import type { Camera, ViewSize } from './camera'
import { MM_PER_UNIT, type DisplayUnit } from './displayUnits'
import { niceStep, tickLabel, ticksBetween } from './rulerTicks'

/** Thickness of a ruler strip in CSS px. */
export const RULER_PX = 20

/** The font of the rulers' values. */
const RULER_FONT = '10px sans-serif'

/**
 * Draws the rulers' digits once on a canvas of one pixel that is then dropped. A page's first
 * text on a 2D canvas sets up the font (in headless Chromium with software rendering 15 ms, 30
 * ms with the worker opening beside it, 290 ms as a fresh browser's first canvas: see
 * docs/performance.md); called while the worker opens the file, that set-up is not paid by the
 * rulers' first drawing, which lies on the way to the first frame.
 */
export function warmUpRulerText(): void {
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const g = canvas.getContext('2d')
  if (!g) return
  g.font = RULER_FONT
  g.fillText('0123456789.-', 0, 0)
}

/**
 * The rulers along the top and left edges of the canvas, in the drawing's display unit: ticks at
 * nice steps at least 60 px apart with their values, and minor ticks between. Drawn on plain 2D
 * canvases over the WebGL one, crisp at the device's pixel ratio, again on every camera change.
 */
export function Rulers({ camera, size, unit }: { readonly camera: Camera; readonly size: ViewSize; readonly unit: DisplayUnit }) {
  const top = useRef<HTMLCanvasElement>(null)
  const left = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const perUnit = MM_PER_UNIT[unit]
    const pxPerUnit = camera.scale * perUnit
    const step = niceStep(pxPerUnit, 60)
    const ratio = window.devicePixelRatio || 1
    const draw = (canvas: HTMLCanvasElement | null, horizontal: boolean) => {
      if (!canvas) return
      const length = horizontal ? size.width : size.height
      // The backing store is sized again only when the canvas's size changed: setting it
      // reallocates and clears it, and the rulers are drawn on every step of a pan or a zoom.
      const width = Math.max(1, Math.round((horizontal ? length : RULER_PX) * ratio))
      const height = Math.max(1, Math.round((horizontal ? RULER_PX : length) * ratio))
      if (canvas.width !== width) canvas.width = width
      if (canvas.height !== height) canvas.height = height
      const g = canvas.getContext('2d')
      if (!g) return
      // The whole backing store painted over in device pixels (its size is rounded, so the last
      // row or column may lie past length × ratio), then drawn in CSS px.
      g.setTransform(1, 0, 0, 1, 0, 0)
      g.fillStyle = '#f8fafc'
      g.fillRect(0, 0, width, height)
      g.setTransform(ratio, 0, 0, ratio, 0, 0)
      g.strokeStyle = '#94a3b8'
      g.fillStyle = '#475569'
      g.font = RULER_FONT
      g.lineWidth = 1
      const offset = horizontal ? camera.offsetX : camera.offsetY
      const from = (0 - offset) / pxPerUnit
      const to = (length - offset) / pxPerUnit
      g.beginPath()
      for (const v of ticksBetween(from - step, to, step / 5)) {
        const p = Math.round(v * pxPerUnit + offset) + 0.5
        const major = Math.abs(v / step - Math.round(v / step)) < 1e-6
        const tick = major ? RULER_PX * 0.6 : RULER_PX * 0.25
        if (horizontal) { g.moveTo(p, RULER_PX); g.lineTo(p, RULER_PX - tick) } else { g.moveTo(RULER_PX, p); g.lineTo(RULER_PX - tick, p) }
        if (!major) continue
        const text = tickLabel(v, step)
        if (horizontal) g.fillText(text, p + 2, 9)
        else {
          g.save()
          g.translate(9, p - 2)
          g.rotate(-Math.PI / 2)
          g.fillText(text, 0, 0)
          g.restore()
        }
      }
      g.stroke()
    }
    draw(top.current, true)
    draw(left.current, false)
  }, [camera, size, unit])

  return (
    <>
      <canvas ref={top} className="ed-ruler ed-ruler-top" aria-hidden="true" style={{ width: size.width, height: RULER_PX }} />
      <canvas ref={left} className="ed-ruler ed-ruler-left" aria-hidden="true" style={{ width: RULER_PX, height: size.height }} />
    </>
  )
}
