import { useEffect, useState, type FormEvent } from 'react'
import {
  accountKind, checkAccount, checkCode, checkNewPassword, checkPasswordRepeat, checkUsername, type MessageKey, type RegistrationInfo,
} from '@harness/protocol'
import { SendCodeButton } from '../account/SendCodeButton'
import { useCodeSender } from '../account/useCodeSender'
import { getAccount, postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { invitationDataCode } from '../app/postLoginTarget'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'

type Field = 'username' | 'account' | 'invite' | 'code' | 'password' | 'repeat'
type Errors = Partial<Record<Field, MessageKey>>

/** The uniqueness verdicts that only the server can give; kept until the value changes. */
const TAKEN: ReadonlySet<MessageKey> = new Set(['usernameTaken', 'phoneTaken', 'emailTaken'])

/** What the form assumes when the server cannot say who may register: a code is needed (the server decides anyway). */
const INVITE_ASSUMED: RegistrationInfo = { firstAccount: false, inviteRequired: true }

/**
 * The registration form, used by the sign-up tab of /signin and by /signup (spec 2, 4, 5): username
 * and phone-or-e-mail (both checked for uniqueness on blur), invitation code, verification code
 * with a 60 s resend countdown, password and its repeat. Success says 注册成功 and calls
 * `onRegistered`. It asks the server who may register first: the first account of a fresh install
 * is told it needs no code and becomes the administrator; while registration is open the code field
 * is left out; otherwise the field says who gives out codes, and a code carried by a team
 * invitation link (`/signin?redirect=/team/invitation?dataCode=…`) is filled in.
 */
export function SignUpForm({ onRegistered }: { readonly onRegistered: (account: string) => void }) {
  const { t, m } = useI18n()
  const [linkCode] = useState(() => invitationDataCode(routerState.search))
  const [values, setValues] = useState<Record<Field, string>>({ username: '', account: '', invite: linkCode ?? '', code: '', password: '', repeat: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [info, setInfo] = useState<RegistrationInfo | null>(null)
  const sender = useCodeSender()
  // Until the server has said otherwise the field stays, so nothing that may be needed is hidden.
  const inviteNeeded = info === null || info.inviteRequired

  useEffect(() => {
    let current = true
    getAccount('registrationInfo').then(
      (answer) => current && setInfo(answer),
      () => current && setInfo(INVITE_ASSUMED),
    )
    return () => {
      current = false
    }
  }, [])

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const setError = (field: Field, key: MessageKey | null) => setErrors((e) => ({ ...e, [field]: key ?? undefined }))
  const account = values.account.trim()

  const checkUsernameTaken = async () => {
    const local = checkUsername(values.username)
    setError('username', values.username === '' ? null : local)
    if (local) return
    try {
      const { exist } = await postAccount('checkUsernameExist', { username: values.username })
      if (exist) setError('username', 'usernameTaken')
    } catch { /* the request layer has told the user; the server re-checks on submit */ }
  }

  const checkAccountTaken = async () => {
    const local = checkAccount(account)
    setError('account', account === '' ? null : local)
    if (local) return
    try {
      const kind = accountKind(account)
      const { exist } = kind === 'phone'
        ? await postAccount('checkPhoneExist', { phone: account })
        : await postAccount('checkEmailExist', { email: account })
      if (exist) setError('account', kind === 'phone' ? 'phoneTaken' : 'emailTaken')
    } catch { /* see above */ }
  }

  const inviteProblem = (): MessageKey | undefined => (inviteNeeded && values.invite.trim() === '' ? 'inviteRequired' : undefined)
  // The code travels only when the form asks for one.
  const invitePart = () => (inviteNeeded ? { inviteCode: values.invite.trim() } : {})

  const sendCode = () => {
    const found: Errors = { account: checkAccount(account) ?? undefined, invite: inviteProblem() }
    setErrors((e) => ({ ...e, ...found }))
    if (found.account || found.invite) return
    void sender.send(() => accountKind(account) === 'phone'
      ? postAccount('sendRegisterSmsCode', { phone: account, ...invitePart() })
      : postAccount('sendRegisterEmailCode', { email: account, ...invitePart() }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {
      username: (errors.username && TAKEN.has(errors.username) ? errors.username : checkUsername(values.username)) ?? undefined,
      account: (errors.account && TAKEN.has(errors.account) ? errors.account : checkAccount(account)) ?? undefined,
      invite: inviteProblem(),
      code: checkCode(values.code.trim()) ?? undefined,
      password: checkNewPassword(values.password) ?? undefined,
      repeat: checkPasswordRepeat(values.password, values.repeat) ?? undefined,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean) || busy) return
    setBusy(true)
    try {
      const common = { username: values.username, password: values.password, ...invitePart() }
      const code = values.code.trim()
      if (accountKind(account) === 'phone') await postAccount('registerByPhone', { ...common, phone: account, smscode: code })
      else await postAccount('registerByEmail', { ...common, email: account, emailcode: code })
      notify('success', m('registerSuccess'))
      onRegistered(account)
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
    } finally {
      setBusy(false)
    }
  }

  const text = (field: Field) => (errors[field] ? m(errors[field]) : null)
  return (
    <form className="form" onSubmit={submit} noValidate>
      {info?.firstAccount ? (
        <div className="form-note signup-first" role="status" data-testid={TestIds.signupFirstBanner}>
          <Icon name="shield" size={22} />
          <div>
            <strong className="signup-first-title">{t('signupFirstTitle')}</strong>
            <p>{t('signupFirstText')}</p>
          </div>
        </div>
      ) : null}
      <FormField label={t('usernameLabel')} value={values.username} onChange={set('username')} onBlur={() => void checkUsernameTaken()}
        placeholder={t('usernamePlaceholder')} autoComplete="username" error={text('username')} testId={TestIds.signupUsername} />
      <FormField label={t('accountLabel')} value={values.account} onChange={set('account')} onBlur={() => void checkAccountTaken()}
        placeholder={t('accountPlaceholder')} autoComplete="email" error={text('account')} testId={TestIds.signupAccount} />
      {inviteNeeded ? (
        <FormField label={t('inviteLabel')} value={values.invite} onChange={set('invite')}
          onBlur={() => values.invite !== '' && setError('invite', values.invite.trim() === '' ? 'inviteRequired' : null)}
          placeholder={t('invitePlaceholder')} error={text('invite')} testId={TestIds.signupInvite}
          hint={linkCode !== null && values.invite === linkCode ? t('inviteFromLink') : t('inviteHint')} />
      ) : null}
      <FormField label={t('codeLabel')} value={values.code} onChange={set('code')} placeholder={t('codePlaceholder')}
        inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={text('code')} testId={TestIds.signupCode}
        addon={<SendCodeButton sender={sender} onSend={sendCode} testId={TestIds.signupSendCode} />} />
      <FormField label={t('newPasswordLabel')} type="password" value={values.password} onChange={set('password')}
        onBlur={() => values.password !== '' && setError('password', checkNewPassword(values.password))}
        placeholder={t('newPasswordPlaceholder')} autoComplete="new-password" error={text('password')} testId={TestIds.signupPassword} />
      <FormField label={t('repeatLabel')} type="password" value={values.repeat} onChange={set('repeat')}
        onBlur={() => values.repeat !== '' && setError('repeat', checkPasswordRepeat(values.password, values.repeat))}
        placeholder={t('repeatPlaceholder')} autoComplete="new-password" error={text('repeat')} testId={TestIds.signupRepeat} />
      <GuardedButton type="submit" size="lg" block testId={TestIds.signupSubmit} disabled={busy}>{t('signupSubmit')}</GuardedButton>
    </form>
  )
}
