import { useState, type FormEvent } from 'react'
import { checkCode, type MessageKey } from '@harness/protocol'
import { postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { checkNewContact } from './contactRule'
import { SendCodeButton } from './SendCodeButton'
import { useCodeSender } from './useCodeSender'

/** Which contact the dialog binds. */
export type ContactKind = 'phone' | 'email'

/** Props of {@link BindContactDialog}. */
export interface BindContactDialogProps {
  readonly kind: ContactKind
  /** True when a value is already bound (the title then says 修改 instead of 绑定). */
  readonly bound: boolean
  readonly onClose: () => void
  /** Called after a successful update. */
  readonly onDone: () => void
}

type Field = 'value' | 'password' | 'code'

const ids = {
  phone: {
    dialog: TestIds.bindPhoneDialog, input: TestIds.bindPhoneInput, password: TestIds.bindPhonePassword,
    send: TestIds.bindPhoneSend, code: TestIds.bindPhoneCode, submit: TestIds.bindPhoneSubmit,
  },
  email: {
    dialog: TestIds.bindEmailDialog, input: TestIds.bindEmailInput, password: TestIds.bindEmailPassword,
    send: TestIds.bindEmailSend, code: TestIds.bindEmailCode, submit: TestIds.bindEmailSubmit,
  },
} as const

/**
 * The bind-phone and bind-e-mail dialogs of account security (spec 2 and 4): the new value, the
 * current password (binding re-authenticates) and a verification code sent to the new value with
 * a 60 s resend countdown. The new value's messages are the management screen's of spec 5.
 * Mount it to open it.
 */
export function BindContactDialog({ kind, bound, onClose, onDone }: BindContactDialogProps) {
  const { t, m } = useI18n()
  const [values, setValues] = useState<Record<Field, string>>({ value: '', password: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [busy, setBusy] = useState(false)
  const sender = useCodeSender()
  const id = ids[kind]
  const check = (v: string) => checkNewContact(kind, v)
  const value = values.value.trim()

  const set = (field: Field) => (v: string) => {
    setValues((x) => ({ ...x, [field]: v }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const sendCode = () => {
    const invalid = check(value)
    setErrors((e) => ({ ...e, value: invalid ?? undefined }))
    if (invalid) return
    void sender.send(() => kind === 'phone'
      ? postAccount('sendUpdatePhoneSmsCode', { phone: value })
      : postAccount('sendUpdateEmailCode', { email: value }))
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const found = {
      value: check(value) ?? undefined,
      password: values.password === '' ? 'currentPasswordRequired' as const : undefined,
      code: checkCode(values.code.trim()) ?? undefined,
    }
    setErrors(found)
    if (found.value || found.password || found.code || busy) return
    setBusy(true)
    try {
      const code = values.code.trim()
      if (kind === 'phone') await postAccount('updatePhone', { newPhone: value, smscode: code, password: values.password })
      else await postAccount('updateEmail', { newEmail: value, emailcode: code, password: values.password })
      notify('success', m('updateSuccess'))
      onDone()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('warning', message)
    } finally {
      setBusy(false)
    }
  }

  const title = kind === 'phone' ? t(bound ? 'changePhoneTitle' : 'bindPhoneTitle') : t(bound ? 'changeEmailTitle' : 'bindEmailTitle')
  const text = (field: Field) => (errors[field] ? m(errors[field]) : null)
  return (
    <DraggableDialog
      isOpen
      onClose={onClose}
      title={title}
      testId={id.dialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={id.submit} disabled={busy} onClick={() => void submit()}>{t('submit')}</GuardedButton>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label={t(kind === 'phone' ? 'newPhoneLabel' : 'newEmailLabel')}
          type={kind === 'phone' ? 'tel' : 'email'}
          value={values.value}
          onChange={set('value')}
          onBlur={() => values.value !== '' && setErrors((e) => ({ ...e, value: check(value) ?? undefined }))}
          placeholder={t(kind === 'phone' ? 'newPhonePlaceholder' : 'newEmailPlaceholder')}
          autoComplete={kind === 'phone' ? 'tel' : 'email'}
          error={text('value')}
          testId={id.input}
          autoFocus
        />
        <FormField label={t('currentPasswordLabel')} type="password" value={values.password} onChange={set('password')}
          placeholder={t('currentPasswordPlaceholder')} autoComplete="current-password" error={text('password')} testId={id.password} />
        <FormField label={t('codeLabel')} value={values.code} onChange={set('code')} placeholder={t('codePlaceholder')}
          inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={text('code')} testId={id.code}
          addon={<SendCodeButton sender={sender} onSend={sendCode} testId={id.send} />} />
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </DraggableDialog>
  )
}
