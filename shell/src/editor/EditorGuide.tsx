import { useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import type { DriverStep } from '../projects/FirstDriver'
import { sessionState } from '../state/sessionState'

/** The editor's regions a guidance step can outline (`data-guide`). */
type GuideRegion = 'tools' | 'canvas' | 'side' | 'properties' | 'functions'

/** Drawing a first harness, step by step (steps shaped as the project page's guidance). */
export const GUIDE_STEPS: readonly (DriverStep & { readonly region: GuideRegion })[] = [
  { region: 'tools', title: 'guideConnectorsTitle', text: 'guideConnectorsText' },
  { region: 'canvas', title: 'guideBundleTitle', text: 'guideBundleText' },
  { region: 'canvas', title: 'guideWiresTitle', text: 'guideWiresText' },
  { region: 'side', title: 'guidePartsTitle', text: 'guidePartsText' },
  { region: 'properties', title: 'guidePropertiesTitle', text: 'guidePropertiesText' },
  { region: 'functions', title: 'guideFunctionsTitle', text: 'guideFunctionsText' },
]

/** Where the guidance's "done" is kept: this browser, per user. */
const guideKey = () => `harness-editor-guide.${sessionState.user?.username ?? ''}`

/** Whether this user has finished or skipped the editor's guidance (in this browser). */
export function guideDone(): boolean {
  try {
    return localStorage.getItem(guideKey()) === 'done'
  } catch {
    return true
  }
}

function markGuideDone(): void {
  try {
    localStorage.setItem(guideKey(), 'done')
  } catch {
    // Storage refused: the guidance shows again next time, which does no harm.
  }
}

/**
 * The editor's first-use guidance (specification section 3 `firstDriver`, for the editor): shown
 * once, on an empty harness in edit mode, a small panel walking through drawing a first harness
 * (connectors, a bundle, wires, parts from the library, properties, the engine's functions) while
 * the region in question is outlined. It is not a dialog: the designer draws while reading it.
 * `onStep` names the outlined region (or null when the guidance ends).
 */
export function EditorGuide({ onRegion }: { readonly onRegion: (region: GuideRegion | null) => void }) {
  const { t } = useI18n()
  const [step, setStep] = useState(0)
  const current = GUIDE_STEPS[step]
  if (!current) return null
  const go = (next: number) => {
    if (next >= GUIDE_STEPS.length || next < 0) {
      markGuideDone()
      setStep(GUIDE_STEPS.length)
      onRegion(null)
      return
    }
    setStep(next)
    onRegion(GUIDE_STEPS[next]!.region)
  }
  const last = step === GUIDE_STEPS.length - 1
  return (
    <aside className="driver ed-guide" aria-labelledby="guide-title" data-testid="editor-guide">
      <p className="driver-count">{t('driverStep', { step: step + 1, steps: GUIDE_STEPS.length })}</p>
      <h2 id="guide-title" className="driver-title">{t(current.title)}</h2>
      <p className="driver-text">{t(current.text)}</p>
      <div className="driver-actions">
        <button type="button" className="btn btn-ghost btn-sm" data-testid="editor-guide-skip" onClick={() => go(-1)}>{t('driverSkip')}</button>
        {step > 0 ? <button type="button" className="btn btn-secondary btn-sm" onClick={() => go(step - 1)}>{t('driverBack')}</button> : null}
        <button type="button" className="btn btn-primary btn-sm" data-testid="editor-guide-next" onClick={() => go(step + 1)}>{last ? t('driverDone') : t('next')}</button>
      </div>
    </aside>
  )
}
