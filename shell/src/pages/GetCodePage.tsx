import { useState, type FormEvent } from 'react'
import {
  accountKind, catalogues, checkAccount, checkCode, checkNewPassword, checkPasswordRepeat, isApiEnvelope,
  RESET_PASSWORD_MAX, ResultCode, type FieldErrorData, type MessageKey,
} from '@harness/protocol'
import { SendCodeButton } from '../account/SendCodeButton'
import { useCodeSender } from '../account/useCodeSender'
import { postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'

type Step = 1 | 2 | 3
type Field = 'account' | 'code' | 'password' | 'repeat'

const STEP_LABELS: readonly UiKey[] = ['stepAccount', 'stepCode', 'stepPassword']
const CODE_FIELDS: ReadonlySet<string> = new Set(['smscode', 'emailcode', 'code'])
const CODE_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(catalogues).flatMap((c) => [c.codeInvalidOrExpired, c.codeIncorrect, c.codeLength, c.codeEmpty]),
)

/** True when the server refused a reset because of the verification code (wrong or expired). */
function isCodeRejection(error: unknown): boolean {
  if (!isApiEnvelope(error) || error.code === ResultCode.ok) return false
  const field = (error.data as Partial<FieldErrorData> | null)?.field
  return (typeof field === 'string' && CODE_FIELDS.has(field)) || CODE_MESSAGES.has(error.message)
}

/**
 * Password reset (/getcode, spec 2 and 4), three steps shown one at a time: the phone or e-mail
 * (must be registered; a code is sent), the 6-character code, then the new password (6 to 12)
 * and its repeat. Success shows the server's text and returns to /. A refused code goes back to
 * step 2.
 */
export function GetCodePage() {
  const { t, m } = useI18n()
  const [step, setStep] = useState<Step>(1)
  const [values, setValues] = useState<Record<Field, string>>({ account: '', code: '', password: '', repeat: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [busy, setBusy] = useState(false)
  const sender = useCodeSender()
  const account = values.account.trim()
  const kind = accountKind(account)

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const sendCode = () => sender.send(() => kind === 'phone'
    ? postAccount('sendResetPasswordSmsCode', { phone: account })
    : postAccount('sendResetPasswordEmailCode', { email: account }))

  const next = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checkAccount(account)
    setErrors({ account: invalid ?? undefined })
    if (invalid || busy) return
    setBusy(true)
    try {
      const { exist } = kind === 'phone'
        ? await postAccount('checkPhoneExist', { phone: account })
        : await postAccount('checkEmailExist', { email: account })
      if (!exist) {
        setErrors({ account: kind === 'phone' ? 'phoneNotRegistered' : 'emailNotRegistered' })
        return
      }
      // The account exists: go on to the code step even when the send failed (the warning
      // says why, and the step's resend button tries again once any countdown has run out).
      await sendCode()
      setStep(2)
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
    } finally {
      setBusy(false)
    }
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    const invalid = checkCode(values.code.trim(), 'codeEmpty')
    setErrors({ code: invalid ?? undefined })
    if (!invalid) setStep(3)
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    const found = {
      password: checkNewPassword(values.password, RESET_PASSWORD_MAX) ?? undefined,
      repeat: checkPasswordRepeat(values.password, values.repeat) ?? undefined,
    }
    setErrors(found)
    if (found.password || found.repeat || busy) return
    setBusy(true)
    try {
      const code = values.code.trim()
      const data = kind === 'phone'
        ? await postAccount('resetPasswordByPhone', { phone: account, smscode: code, newpassword: values.password })
        : await postAccount('resetPasswordByEmail', { email: account, emailcode: code, newpassword: values.password })
      notify('success', typeof data === 'string' && data !== '' ? data : m('resetSuccess'))
      void navigate('/')
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
      if (isCodeRejection(error)) {
        setValues((v) => ({ ...v, code: '' }))
        setStep(2)
      }
    } finally {
      setBusy(false)
    }
  }

  const text = (field: Field) => (errors[field] ? m(errors[field]) : null)
  const back = (
    <p className="auth-switch">
      <Link to="/signin" className="text-link" testId={TestIds.getcodeBack}><Icon name="arrowLeft" size={14} />{t('backToSignin')}</Link>
    </p>
  )

  return (
    <div className="auth-panel">
      <h1 className="auth-title">{t('getcodeTitle')}</h1>
      <p className="auth-subtitle">{t('getcodeSubtitle')}</p>
      <ol className="steps" aria-label={t('getcodeTitle')}>
        {STEP_LABELS.map((label, index) => {
          const n = (index + 1) as Step
          const state = n < step ? 'done' : n === step ? 'current' : 'todo'
          return (
            <li key={label} className={`step step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-dot">{state === 'done' ? <Icon name="check" size={14} /> : n}</span>
              <span className="step-label">{t(label)}</span>
            </li>
          )
        })}
      </ol>

      {step === 1 && (
        <form className="form" onSubmit={next} noValidate>
          <FormField label={t('accountLabel')} value={values.account} onChange={set('account')} placeholder={t('accountPlaceholder')}
            autoComplete="username" error={text('account')} testId={TestIds.getcodeAccount} autoFocus />
          <GuardedButton type="submit" size="lg" block testId={TestIds.getcodeNext} disabled={busy}>{t('next')}</GuardedButton>
        </form>
      )}

      {step === 2 && (
        <form className="form" onSubmit={confirm} noValidate>
          <p className="form-note">
            {t('codeSentTo', { target: account, channel: t(kind === 'phone' ? 'channelSms' : 'channelEmail') })}
          </p>
          <FormField label={t('codeLabel')} value={values.code} onChange={set('code')} placeholder={t('codePlaceholder')}
            inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={text('code')} testId={TestIds.getcodeCode} autoFocus
            addon={<SendCodeButton sender={sender} label="resend" onSend={() => void sendCode()} testId={TestIds.getcodeResend} />} />
          <GuardedButton type="submit" size="lg" block testId={TestIds.getcodeConfirm}>{t('confirm')}</GuardedButton>
        </form>
      )}

      {step === 3 && (
        <form className="form" onSubmit={reset} noValidate>
          <FormField label={t('resetPasswordLabel')} type="password" value={values.password} onChange={set('password')}
            placeholder={t('resetPasswordPlaceholder')} autoComplete="new-password" maxLength={64} error={text('password')}
            testId={TestIds.getcodePassword} autoFocus />
          <FormField label={t('repeatLabel')} type="password" value={values.repeat} onChange={set('repeat')}
            placeholder={t('repeatPlaceholder')} autoComplete="new-password" error={text('repeat')} testId={TestIds.getcodeRepeat} />
          <GuardedButton type="submit" size="lg" block testId={TestIds.getcodeReset} disabled={busy}>{t('resetSubmit')}</GuardedButton>
        </form>
      )}
      {back}
    </div>
  )
}
