import { useEffect, useRef, useState } from 'react'
import type { EngineClient, Preview3dScene } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { DraggableDialog } from '../ui/DraggableDialog'
import { Spinner } from '../ui/Spinner'
import type { Preview3dView } from './preview3dView'

/** The preview's drawing area in CSS px. */
const VIEW_WIDTH = 860
const VIEW_HEIGHT = 520

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly detail: string }
  | { readonly kind: 'ready'; readonly scene: Preview3dScene }

/**
 * 三维预览 (3D preview, specification section 1): the wires of the selection (a connector's, a
 * segment's, a group's, or the wires themselves; the whole harness when nothing is selected) laid
 * out in 3D by the engine (`buildPreview3d`) and drawn with three.js (`preview3dView.ts`, loaded
 * only when the preview opens): twisted pairs turning at their lay length, cables in their sheath,
 * stripped ends, the bundles around them. Says how many wires it shows of how many, and how many
 * have no route. Reads the document; changes nothing.
 */
export function Preview3dDialog({ engine, selection, onClose }: {
  readonly engine: EngineClient
  readonly selection: readonly string[]
  readonly onClose: () => void
}) {
  const { t } = useI18n()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [bundles, setBundles] = useState(true)
  const canvas = useRef<HTMLCanvasElement>(null)
  const view = useRef<Preview3dView | null>(null)

  useEffect(() => {
    let live = true
    void Promise.all([engine.api.preview3d([...selection]), import('./preview3dView')])
      .then(([answer, module]) => {
        if (!live) return
        if (!answer.ok) return setLoaded({ kind: 'failed', detail: answer.detail })
        setLoaded({ kind: 'ready', scene: answer.scene })
        if (!canvas.current) return
        const drawn = new module.Preview3dView(canvas.current)
        drawn.resize(VIEW_WIDTH, VIEW_HEIGHT)
        drawn.show(answer.scene)
        canvas.current.dataset.tubes = String(drawn.tubes)
        view.current = drawn
      })
      .catch((error: unknown) => { if (live) setLoaded({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) }) })
    return () => {
      live = false
      view.current?.dispose()
      view.current = null
    }
  }, [engine, selection])

  const scene = loaded.kind === 'ready' ? loaded.scene : null
  const summary = scene === null ? null
    : scene.wires === 0 ? t('ed3dNoWires')
    : t(selection.length === 0 ? 'ed3dShownAll' : 'ed3dShown', { shown: scene.shown, wires: scene.wires }) + (scene.unrouted > 0 ? ` · ${t('ed3dUnrouted', { count: scene.unrouted })}` : '')
  return (
    <DraggableDialog isOpen onClose={onClose} title={t('ed3dTitle')} testId="preview-3d" width={VIEW_WIDTH + 48}
      footer={<>
        <label className="ed-autosave">
          <input type="checkbox" checked={bundles} data-testid="preview-3d-bundles" onChange={(e) => { setBundles(e.target.checked); view.current?.showBundles(e.target.checked) }} />
          {t('ed3dBundles')}
        </label>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => view.current?.fit('front')}>{t('ed3dFront')}</button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => view.current?.fit('angle')}>{t('ed3dAngle')}</button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onClose}>{t('close')}</button>
      </>}>
      <p className="ed-muted" role="status" data-testid="preview-3d-summary">{loaded.kind === 'failed' ? t('ed3dFailed', { detail: loaded.detail }) : summary ?? t('loading')}</p>
      <div className="ed-3d" style={{ width: VIEW_WIDTH, height: VIEW_HEIGHT }}>
        <canvas ref={canvas} data-testid="preview-3d-canvas" style={{ width: VIEW_WIDTH, height: VIEW_HEIGHT }} />
        {loaded.kind === 'loading' ? <div className="ed-3d-busy"><Spinner label={t('loading')} /></div> : null}
      </div>
      <p className="ed-muted">{t('ed3dHelp')}</p>
    </DraggableDialog>
  )
}
