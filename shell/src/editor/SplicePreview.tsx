import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'

/** Where a splice would be shortest: the splice, the optimum and where it is now (sheet mm), the saving in mm. */
export interface SplicePreviewState {
  readonly spliceId: string
  readonly at: readonly [number, number]
  readonly from: readonly [number, number]
  readonly saving: number
}

/** Half the arms of the cross drawn at the optimum, in mm. */
const CROSS_MM = 3

/**
 * The splice-optimum preview (specification section 1): asks the engine where a splice would be
 * shortest for the wires it joins, and answers the polylines that show it (a line from the splice
 * to the optimum and a cross there) until the document changes or the designer cancels or applies.
 * A refusal is shown in the dictionary's words ('no optimal splice point could be computed...').
 */
export function useSplicePreview(engine: EngineClient, version: number, editable: boolean) {
  const { m, t } = useI18n()
  const [preview, setPreview] = useState<SplicePreviewState | null>(null)
  // A new version or view mode ends the preview; an answer about an older version is dropped.
  const current = useRef(version)
  current.current = version
  useEffect(() => setPreview(null), [version, editable])
  const show = useCallback((spliceId: string) => {
    const asked = current.current
    void engine.api.spliceOptimum(spliceId).then((answer) => {
      if (asked !== current.current) return
      if (answer.ok) setPreview({ spliceId, at: answer.at, from: answer.from, saving: answer.saving })
      else notify('error', answer.reason === 'noOptimalSplicePoint' ? m('noOptimalSplicePoint') : t('edRefused', { reason: answer.detail ?? answer.reason }))
    })
  }, [engine, m, t])
  const lines = useMemo((): readonly Float32Array[] => {
    if (!preview) return []
    const [x, y] = preview.at
    return [new Float32Array([...preview.from, x, y]), new Float32Array([x - CROSS_MM, y - CROSS_MM, x + CROSS_MM, y + CROSS_MM]), new Float32Array([x - CROSS_MM, y + CROSS_MM, x + CROSS_MM, y - CROSS_MM])]
  }, [preview])
  return { preview, show, lines, close: useCallback(() => setPreview(null), []) }
}

/** The bar over the canvas that says what moving the splice saves, with apply and cancel. */
export function SplicePreviewBar({ engine, preview, onClose }: { readonly engine: EngineClient; readonly preview: SplicePreviewState; readonly onClose: () => void }) {
  const { m, t } = useI18n()
  const apply = () => {
    void engine.api.apply({ name: 'placeSpliceAtOptimum', args: { spliceId: preview.spliceId as never }, label: '接点优化' }).then((result) => {
      if (result.ok) notify('success', t('edFnSpliceMoved'))
      else notify('error', result.reason === 'noOptimalSplicePoint' ? m('noOptimalSplicePoint') : t('edRefused', { reason: result.detail ?? result.reason }))
    })
  }
  return (
    <div className="ed-preview-bar" role="status" data-testid="splice-preview">
      <span>{t('edSplicePreview', { saving: Math.round(preview.saving * 10) / 10 })}</span>
      <button type="button" className="btn btn-primary btn-sm" data-testid="splice-preview-apply" onClick={apply}>{t('edApply')}</button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>{t('cancel')}</button>
    </div>
  )
}
