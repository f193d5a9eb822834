import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from './DraggableDialog'
import { FormField } from './FormField'
import { GuardedButton } from './GuardedButton'

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly label: string
  readonly placeholder?: string
  /** The text the field starts with (the current name when renaming). */
  readonly initial: string
  /** The problem with `value` as a message, or null when it may be sent. */
  readonly check: (value: string) => string | null
  /** Sends the name; resolves true when it was accepted (the dialog then closes). */
  readonly onSubmit: (value: string) => Promise<boolean>
  readonly submitLabel: string
  readonly testId?: string
  /** Extra content under the field (e.g. what the new item will be). */
  readonly children?: ReactNode
}

/**
 * A draggable dialog asking for one name (new team, folder or file, a rename): the field is
 * checked before anything is sent, Enter submits, and a refused name keeps the dialog open.
 */
export function NameDialog({ isOpen, onClose, title, label, placeholder, initial, check, onSubmit, submitLabel, testId, children }: NameDialogProps) {
  const { t } = useI18n()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (isOpen) {
      setValue(initial)
      setError(null)
    }
  }, [isOpen, initial])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const problem = check(value)
    if (problem !== null) {
      setError(problem)
      return
    }
    setBusy(true)
    try {
      if (await onSubmit(value)) onClose()
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={title} testId={testId}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.nameDialogSubmit} disabled={busy} onClick={() => void submit()}>{submitLabel}</GuardedButton>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="form">
        <FormField label={label} value={value} placeholder={placeholder} error={error} autoFocus
          testId={TestIds.nameDialogInput} onChange={(next) => { setValue(next); setError(null) }} />
        {children}
      </form>
    </DraggableDialog>
  )
}
