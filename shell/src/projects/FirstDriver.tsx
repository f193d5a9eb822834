import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'

/** One step of the first-use guidance: the screen region it points at (`data-driver`) and its texts. */
export interface DriverStep {
  readonly region: string
  readonly title: UiKey
  readonly text: UiKey
}

/** The tour of the project screen, in order. */
export const DRIVER_STEPS: readonly DriverStep[] = [
  { region: 'scope', title: 'driverScopeTitle', text: 'driverScopeText' },
  { region: 'projects', title: 'driverProjectsTitle', text: 'driverProjectsText' },
  { region: 'tree', title: 'driverTreeTitle', text: 'driverTreeText' },
  { region: 'details', title: 'driverDetailsTitle', text: 'driverDetailsText' },
]

/** Props of {@link FirstDriver}. */
export interface FirstDriverProps {
  readonly step: number
  readonly onStep: (step: number) => void
  /** Finished or skipped: the guidance never shows again for this user. */
  readonly onDone: () => void
}

/**
 * The first-use guidance (spec 3 `firstDriver`): a small panel walking through the screen's regions
 * one by one while the region in question is outlined; it shows once, until finished or skipped.
 */
export function FirstDriver({ step, onStep, onDone }: FirstDriverProps) {
  const { t } = useI18n()
  const current = DRIVER_STEPS[step]
  if (!current) return null
  const last = step === DRIVER_STEPS.length - 1
  return (
    <aside className="driver" role="dialog" aria-modal="false" aria-labelledby="driver-title" data-testid={TestIds.firstDriver}>
      <p className="driver-count">{t('driverStep', { step: step + 1, steps: DRIVER_STEPS.length })}</p>
      <h2 id="driver-title" className="driver-title">{t(current.title)}</h2>
      <p className="driver-text">{t(current.text)}</p>
      <div className="driver-actions">
        <GuardedButton variant="ghost" size="sm" testId={TestIds.firstDriverSkip} onClick={onDone}>{t('driverSkip')}</GuardedButton>
        {step > 0 ? <GuardedButton variant="secondary" size="sm" onClick={() => onStep(step - 1)}>{t('driverBack')}</GuardedButton> : null}
        <GuardedButton size="sm" testId={TestIds.firstDriverNext} onClick={() => (last ? onDone() : onStep(step + 1))}>
          {last ? t('driverDone') : t('next')}
        </GuardedButton>
      </div>
    </aside>
  )
}
