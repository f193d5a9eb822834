import { useState, type FormEvent } from 'react'
import { checkNewPassword, checkPasswordRepeat, type MessageKey } from '@harness/protocol'
import { postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'

type Field = 'current' | 'next' | 'repeat'

/** The change-password dialog of account security: current, new and repeated password. Mount it to open it. */
export function ChangePasswordDialog({ onClose, onDone }: { readonly onClose: () => void; readonly onDone: () => void }) {
  const { t, m } = useI18n()
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (v: string) => {
    setValues((x) => ({ ...x, [field]: v }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const found = {
      current: values.current === '' ? 'currentPasswordRequired' as const : undefined,
      next: checkNewPassword(values.next) ?? undefined,
      repeat: checkPasswordRepeat(values.next, values.repeat) ?? undefined,
    }
    setErrors(found)
    if (found.current || found.next || found.repeat || busy) return
    setBusy(true)
    try {
      await postAccount('updatePassword', { oldpassword: values.current, newpassword: values.next })
      notify('success', m('passwordChanged'))
      onDone()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('warning', message)
    } finally {
      setBusy(false)
    }
  }

  const text = (field: Field) => (errors[field] ? m(errors[field]) : null)
  return (
    <DraggableDialog
      isOpen
      onClose={onClose}
      title={t('changePasswordTitle')}
      testId={TestIds.passwordDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.passwordSubmit} disabled={busy} onClick={() => void submit()}>{t('submit')}</GuardedButton>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormField label={t('currentPasswordLabel')} type="password" value={values.current} onChange={set('current')}
          placeholder={t('currentPasswordPlaceholder')} autoComplete="current-password" error={text('current')} testId={TestIds.passwordCurrent} autoFocus />
        <FormField label={t('newPasswordOnlyLabel')} type="password" value={values.next} onChange={set('next')}
          placeholder={t('newPasswordPlaceholder')} autoComplete="new-password" error={text('next')} testId={TestIds.passwordNew} />
        <FormField label={t('repeatLabel')} type="password" value={values.repeat} onChange={set('repeat')}
          placeholder={t('repeatPlaceholder')} autoComplete="new-password" error={text('repeat')} testId={TestIds.passwordRepeat} />
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </DraggableDialog>
  )
}
