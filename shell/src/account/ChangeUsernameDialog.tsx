import { useState, type FormEvent } from 'react'
import { checkUsername, type MessageKey } from '@harness/protocol'
import { postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { setUsername } from '../state/sessionState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'

/** Props of {@link ChangeUsernameDialog}. */
export interface ChangeUsernameDialogProps {
  readonly current: string
  readonly onClose: () => void
  readonly onDone: () => void
}

/** The change-username dialog of account security (POST updateUserName). Mount it to open it. */
export function ChangeUsernameDialog({ current, onClose, onDone }: ChangeUsernameDialogProps) {
  const { t, m } = useI18n()
  const [name, setName] = useState(current)
  const [error, setError] = useState<MessageKey | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const invalid = checkUsername(name, 'usernameEmpty') ?? (name === current ? 'usernameSameAsCurrent' : null)
    setError(invalid)
    if (invalid || busy) return
    setBusy(true)
    try {
      await postAccount('updateUserName', { newname: name })
      setUsername(name)
      notify('success', m('updateSuccess'))
      onDone()
    } catch (e) {
      const message = failureMessage(e)
      if (message) notify('warning', message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog
      isOpen
      onClose={onClose}
      title={t('changeUsernameTitle')}
      testId={TestIds.usernameDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.usernameSubmit} disabled={busy} onClick={() => void submit()}>{t('submit')}</GuardedButton>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormField label={t('newUsernameLabel')} value={name} onChange={(v) => { setName(v); setError(null) }}
          placeholder={t('usernamePlaceholder')} autoComplete="username" error={error ? m(error) : null} testId={TestIds.usernameInput} autoFocus />
      </form>
    </DraggableDialog>
  )
}
