import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import type { EngineClient, TileScene } from '../../../workers/src/client/engineClient'
import { fitBox, visibleBox, type Box, type Camera, type ViewSize } from './camera'
import { PALETTE } from './palette'

/** The minimap's size in CSS px. */
export const MINIMAP_PX = { width: 200, height: 140 } as const

const css = (color: number) => `#${color.toString(16).padStart(6, '0')}`

/**
 * The minimap in a corner of the canvas: the whole drawing at a glance, from the coarsest
 * level-of-detail tiles the worker keeps (a handful of strokes whatever the harness's size), with
 * the part the canvas shows outlined. A click or a drag on it moves the view there. The drawing
 * is painted on a plain 2D canvas when its tiles change (after each change of the document only
 * the tiles whose version moved are fetched again); the outline of the view is a box over it,
 * moved with the camera without painting the drawing again. While the view shows the whole
 * drawing the minimap is hidden, not taken away: zooming in from fit all shows it again without
 * fetching and painting its tiles anew. Its × hides it for the session when it covers what the
 * designer works on; {@link MinimapShow} in its corner brings it back.
 */
export function Minimap({ engine, extent, camera, size, version, shown, onCenter, onHide }: {
  readonly engine: EngineClient
  readonly extent: Box | null
  readonly camera: Camera
  readonly size: ViewSize
  readonly version: number
  /** Whether it is shown (the canvas shows only part of the drawing). */
  readonly shown: boolean
  /** Centres the view on a sheet point (mm). */
  readonly onCenter: (x: number, y: number) => void
  /** Hides the minimap (its × was pressed). */
  readonly onHide: () => void
}) {
  const { t } = useI18n()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [scenes, setScenes] = useState<readonly TileScene[]>([])
  // The tiles drawn, by key: a fetch after a change asks only for those whose version moved.
  const held = useRef(new Map<string, TileScene>())
  const view = extent ? fitBox(extent, MINIMAP_PX, 8) : null

  useEffect(() => {
    if (!extent || !view) return
    let live = true
    const versions = Object.fromEntries([...held.current].map(([key, scene]) => [key, scene.version]))
    void engine.api.viewportScenes(extent, view.scale, versions).then((answer) => {
      if (!live || !answer.ok) return
      const next = new Map<string, TileScene>()
      for (const key of answer.view.keys) {
        const kept = held.current.get(key)
        if (kept) next.set(key, kept)
      }
      for (const scene of answer.view.scenes) next.set(scene.key, scene)
      held.current = next
      setScenes([...next.values()])
    })
    return () => { live = false }
    // The drawing changes with the document and its extent; the view follows from the extent.
  }, [engine, version, extent?.minX, extent?.minY, extent?.maxX, extent?.maxY])

  useEffect(() => {
    const el = canvas.current
    const g = el?.getContext('2d')
    if (!el || !g || !view) return
    const ratio = window.devicePixelRatio || 1
    el.width = MINIMAP_PX.width * ratio
    el.height = MINIMAP_PX.height * ratio
    g.setTransform(ratio, 0, 0, ratio, 0, 0)
    g.fillStyle = '#ffffff'
    g.fillRect(0, 0, MINIMAP_PX.width, MINIMAP_PX.height)
    // Lighter than the canvas's bundles, so the map reads as a map.
    g.strokeStyle = css(PALETTE.minimapBundle)
    g.lineWidth = 1
    g.beginPath()
    for (const scene of scenes) {
      const s = scene.strokes
      for (let i = 0; i < s.length; i += 4) {
        g.moveTo(s[i]! * view.scale + view.offsetX, s[i + 1]! * view.scale + view.offsetY)
        g.lineTo(s[i + 2]! * view.scale + view.offsetX, s[i + 3]! * view.scale + view.offsetY)
      }
    }
    g.stroke()
  }, [scenes, view?.scale, view?.offsetX, view?.offsetY])

  if (!view) return null
  const centre = (event: React.PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    onCenter((event.clientX - rect.left - view.offsetX) / view.scale, (event.clientY - rect.top - view.offsetY) / view.scale)
  }
  const box = visibleBox(camera, size)
  return (
    <div className="ed-minimap" data-testid="minimap" aria-hidden={!shown} style={{ width: MINIMAP_PX.width, height: MINIMAP_PX.height, visibility: shown ? 'visible' : 'hidden' }}
      onPointerDown={(e) => { e.stopPropagation(); e.currentTarget.setPointerCapture(e.pointerId); centre(e) }}
      onPointerMove={(e) => { e.stopPropagation(); if (e.buttons & 1) centre(e) }}
      onPointerUp={(e) => e.stopPropagation()}>
      <canvas ref={canvas} style={{ width: MINIMAP_PX.width, height: MINIMAP_PX.height }} />
      <div className="ed-minimap-view" data-testid="minimap-view" style={{
        left: box.minX * view.scale + view.offsetX, top: box.minY * view.scale + view.offsetY,
        width: (box.maxX - box.minX) * view.scale, height: (box.maxY - box.minY) * view.scale, borderColor: css(PALETTE.hover),
      }} />
      <button type="button" className="ed-minimap-hide" aria-label={t('edMinimapHide')} title={t('edMinimapHide')} data-testid="minimap-hide"
        onPointerDown={(e) => e.stopPropagation()} onClick={onHide}>×</button>
    </div>
  )
}

/** The button that shows the minimap again after its × hid it, in the corner it takes. */
export function MinimapShow({ onShow }: { readonly onShow: () => void }) {
  const { t } = useI18n()
  return (
    <button type="button" className="ed-minimap-show" aria-label={t('edMinimapShow')} title={t('edMinimapShow')} data-testid="minimap-show"
      onPointerDown={(e) => e.stopPropagation()} onClick={onShow}>
      <svg width="16" height="12" viewBox="0 0 16 12" aria-hidden="true"><rect x="0.5" y="0.5" width="15" height="11" rx="1.5" fill="none" stroke="currentColor" /><rect x="3" y="3" width="5" height="4" fill="none" stroke="currentColor" /></svg>
    </button>
  )
}
