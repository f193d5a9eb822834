import { useState, type FormEvent } from 'react'
import { checkAccount, type LoginData, type LoginElsewhereData, type MessageKey } from '@harness/protocol'
import { formatLoginTime, logoutOtherDevice, passwordLogin, type LoginOutcome } from '../account/passwordLogin'
import { navigate, routerState } from '../app/router'
import { postLoginTarget } from '../app/postLoginTarget'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { applyLogin } from '../state/sessionState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Link } from '../ui/Link'

type Field = 'account' | 'password'

/** A refused login waiting for the user's choice in the other-device dialog. */
interface PendingTakeover {
  readonly info: LoginElsewhereData
  readonly account: string
  readonly password: string
}

/**
 * The sign-in form (spec 2 and 4): phone or e-mail plus password. A refusal because the account
 * is signed in elsewhere opens the other-device dialog, whose 'log out the other device' button
 * signs that device out and retries the same login. Success stores the session and follows
 * {@link postLoginTarget}.
 */
export function SignInForm({ initialAccount = '' }: { readonly initialAccount?: string } = {}) {
  const { t, m, locale } = useI18n()
  // The account just registered (the sign-up tab hands it over), so only the password is left to type.
  const [account, setAccount] = useState(initialAccount)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [takeover, setTakeover] = useState<PendingTakeover | null>(null)
  const [busy, setBusy] = useState(false)

  const setError = (field: Field, key: MessageKey | null) => setErrors((e) => ({ ...e, [field]: key ?? undefined }))

  const finish = (data: LoginData) => {
    applyLogin(data)
    if (data.first) notify('success', t('welcomeFirst'))
    void navigate(postLoginTarget(routerState.search, data.user.username), { replace: true })
  }

  const handle = (outcome: LoginOutcome, creds: { account: string; password: string }) => {
    switch (outcome.kind) {
      case 'ok':
        setTakeover(null)
        finish(outcome.data)
        return
      case 'elsewhere':
        setTakeover({ info: outcome.info, ...creds })
        return
      case 'failed':
        if (outcome.message) notify('error', outcome.message)
        return
      default: {
        const never: never = outcome
        throw new RangeError(`SignInForm: unknown outcome ${JSON.stringify(never)}`)
      }
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = { account: checkAccount(account.trim()), password: password === '' ? 'loginPasswordEmpty' as const : null }
    setErrors({ account: found.account ?? undefined, password: found.password ?? undefined })
    if (found.account || found.password || busy) return
    setBusy(true)
    try {
      const creds = { account: account.trim(), password }
      handle(await passwordLogin(creds.account, creds.password), creds)
    } finally {
      setBusy(false)
    }
  }

  const logoutOther = async () => {
    if (!takeover) return
    if (!(await logoutOtherDevice(takeover.info.lastToken))) {
      notify('warning', m('logoutFailed'))
      return
    }
    const creds = { account: takeover.account, password: takeover.password }
    setTakeover(null)
    handle(await passwordLogin(creds.account, creds.password), creds)
  }

  return (
    <>
      <form className="form" onSubmit={submit} noValidate>
        <FormField label={t('accountLabel')} value={account} placeholder={t('accountPlaceholder')} autoComplete="username"
          testId={TestIds.signinAccount} error={errors.account ? m(errors.account) : null}
          onChange={(v) => { setAccount(v); if (errors.account) setError('account', null) }}
          onBlur={() => account !== '' && setError('account', checkAccount(account.trim()))} />
        <FormField label={t('passwordLabel')} type="password" value={password} placeholder={t('passwordPlaceholder')}
          autoComplete="current-password" testId={TestIds.signinPassword} error={errors.password ? m(errors.password) : null}
          onChange={(v) => { setPassword(v); if (errors.password) setError('password', null) }} />
        <div className="form-row-end">
          <Link to="/getcode" className="text-link" testId={TestIds.signinForgot}>{t('forgotLink')}</Link>
        </div>
        <GuardedButton type="submit" size="lg" block testId={TestIds.signinSubmit} disabled={busy}>{t('signinSubmit')}</GuardedButton>
      </form>
      <DraggableDialog
        isOpen={takeover !== null}
        onClose={() => setTakeover(null)}
        title={t('otherDeviceTitle')}
        testId={TestIds.otherDeviceDialog}
        footer={
          <>
            <GuardedButton variant="secondary" testId={TestIds.otherDeviceCancel} onClick={() => setTakeover(null)}>{t('cancel')}</GuardedButton>
            <GuardedButton variant="danger" testId={TestIds.otherDeviceLogout} onClick={() => void logoutOther()}>{t('otherDeviceLogout')}</GuardedButton>
          </>
        }
      >
        <p className="dialog-text">
          {takeover ? t('otherDeviceText', { time: formatLoginTime(takeover.info.lastLoginTime, locale) }) : null}
        </p>
      </DraggableDialog>
    </>
  )
}
