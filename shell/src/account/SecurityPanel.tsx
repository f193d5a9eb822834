import { useCallback, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ContactInfo } from '@harness/protocol'
import { getAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { notify } from '../state/noticeState'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon, type IconName } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { BindContactDialog } from './BindContactDialog'
import { ChangePasswordDialog } from './ChangePasswordDialog'
import { ChangeUsernameDialog } from './ChangeUsernameDialog'

type DialogKind = 'username' | 'phone' | 'email' | 'password'

interface Row {
  readonly kind: DialogKind
  readonly icon: IconName
  readonly label: UiKey
  readonly hint: UiKey
  readonly value: string
  readonly empty: boolean
  readonly button: UiKey
  readonly valueTestId?: string
  readonly buttonTestId: string
}

/**
 * The account-security tab of /manage (spec 2 and 4): rows for username, phone, e-mail and login
 * password, each with its dialog. The phone and e-mail buttons read 绑定 while nothing is bound and
 * 修改 once a value exists; a successful dialog reloads the rows.
 */
export function SecurityPanel() {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  const [contact, setContact] = useState<ContactInfo | null>(null)
  const [dialog, setDialog] = useState<DialogKind | null>(null)

  const load = useCallback(() => {
    getAccount('getCurrentUserEmailAndPhone')
      .then((data) => setContact({ phone: data.phone ?? '', email: data.email ?? '' }))
      .catch((error: unknown) => {
        const message = failureMessage(error)
        if (message) notify('error', message)
        setContact((c) => c ?? { phone: '', email: '' })
      })
  }, [])

  useEffect(load, [load])

  if (!contact || !user) return <Spinner label={t('loading')} />
  const done = () => {
    setDialog(null)
    load()
  }
  const rows: readonly Row[] = [
    { kind: 'username', icon: 'user', label: 'usernameRow', hint: 'usernameRowHint', value: user.username, empty: false, button: 'change', valueTestId: TestIds.securityUsername, buttonTestId: TestIds.securityUsernameButton },
    { kind: 'phone', icon: 'phone', label: 'phoneRow', hint: 'phoneRowHint', value: contact.phone, empty: contact.phone === '', button: contact.phone === '' ? 'bind' : 'change', valueTestId: TestIds.securityPhone, buttonTestId: TestIds.securityPhoneButton },
    { kind: 'email', icon: 'mail', label: 'emailRow', hint: 'emailRowHint', value: contact.email, empty: contact.email === '', button: contact.email === '' ? 'bind' : 'change', valueTestId: TestIds.securityEmail, buttonTestId: TestIds.securityEmailButton },
    { kind: 'password', icon: 'lock', label: 'passwordRow', hint: 'passwordRowHint', value: t('passwordMasked'), empty: false, button: 'change', buttonTestId: TestIds.securityPasswordButton },
  ]

  return (
    <>
      <ul className="security-list">
        {rows.map((row) => (
          <li key={row.kind} className="security-row">
            <span className="security-icon"><Icon name={row.icon} size={20} /></span>
            <div className="security-main">
              <div className="security-label">{t(row.label)}</div>
              <div className="security-hint">{t(row.hint)}</div>
            </div>
            <div className={`security-value${row.empty ? ' security-value-empty' : ''}`} data-testid={row.valueTestId}>
              {row.empty ? t('notBound') : row.value}
            </div>
            <GuardedButton variant={row.button === 'bind' ? 'primary' : 'secondary'} size="sm" testId={row.buttonTestId}
              aria-label={`${t(row.button)} ${t(row.label)}`} onClick={() => setDialog(row.kind)}>
              {t(row.button)}
            </GuardedButton>
          </li>
        ))}
      </ul>
      {dialog === 'phone' && <BindContactDialog kind="phone" bound={contact.phone !== ''} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'email' && <BindContactDialog kind="email" bound={contact.email !== ''} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'username' && <ChangeUsernameDialog current={user.username} onClose={() => setDialog(null)} onDone={done} />}
    </>
  )
}
