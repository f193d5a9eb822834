import { useState } from 'react'
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'

/** The sign-in page (/signin): tabs 登录 and 注册; a finished registration returns to the 登录 tab with its account filled in. */
export function SignInPage() {
  const { t } = useI18n()
  const [tab, setTab] = useState<Key>('signin')
  // The account a registration here or on /signup just made (?account=…), filled in for signing in.
  const [registered, setRegistered] = useState(() => new URLSearchParams(routerState.search).get('account') ?? '')
  return (
    <div className="auth-panel">
      <h1 className="auth-title">{tab === 'signin' ? t('signinTitle') : t('signupTitle')}</h1>
      <p className="auth-subtitle">{tab === 'signin' ? t('signinSubtitle') : t('signupSubtitle')}</p>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="tabs">
        <TabList aria-label={`${t('tabSignin')} / ${t('tabSignup')}`} className="tab-list tab-list-pill">
          <Tab id="signin" className="tab" data-testid={TestIds.signinTabSignin}>{t('tabSignin')}</Tab>
          <Tab id="signup" className="tab" data-testid={TestIds.signinTabSignup}>{t('tabSignup')}</Tab>
        </TabList>
        <TabPanel id="signin" className="tab-panel"><SignInForm key={registered} initialAccount={registered} /></TabPanel>
        <TabPanel id="signup" className="tab-panel"><SignUpForm onRegistered={(account) => { setRegistered(account); setTab('signin') }} /></TabPanel>
      </Tabs>
    </div>
  )
}
