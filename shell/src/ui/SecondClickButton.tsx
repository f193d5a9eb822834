import { useEffect, useState, type ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import { GuardedButton } from './GuardedButton'

/** How long an armed button waits for the confirming click, in ms. */
const ARMED_MS = 6_000

/** Props of {@link SecondClickButton}. */
export interface SecondClickButtonProps {
  readonly children: ReactNode
  readonly onConfirm: () => void
  readonly disabled?: boolean
  readonly testId?: string
}

/**
 * A button for an action that cannot be undone (deleting for good): the first click arms it (it
 * turns red and asks for a second click), the second click within a few seconds runs it.
 */
export function SecondClickButton({ children, onConfirm, disabled, testId }: SecondClickButtonProps) {
  const { t } = useI18n()
  const [armed, setArmed] = useState(false)

  useEffect(() => {
    if (!armed) return
    const timer = setTimeout(() => setArmed(false), ARMED_MS)
    return () => clearTimeout(timer)
  }, [armed])

  return (
    <GuardedButton variant={armed ? 'danger' : 'ghost'} size="sm" disabled={disabled} testId={testId} data-armed={armed || undefined}
      onClick={() => {
        if (armed) {
          setArmed(false)
          onConfirm()
        } else setArmed(true)
      }}>
      {armed ? t('trashPurgeConfirm') : children}
    </GuardedButton>
  )
}
