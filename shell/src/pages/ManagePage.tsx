import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useSnapshot } from 'valtio'
import { ProfilePanel } from '../account/ProfilePanel'
import { SecurityPanel } from '../account/SecurityPanel'
import { signInUrlFor } from '../app/decideNavigation'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { BrandLogo } from '../ui/BrandLogo'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon, type IconName } from '../ui/Icon'
import { LanguageSwitch } from '../ui/LanguageSwitch'
import { Link } from '../ui/Link'
import { logoutAndLeave } from '../ui/SiteHeader'
import { UserAvatar } from '../ui/UserAvatar'

interface TabSpec {
  readonly id: string
  readonly label: UiKey
  readonly icon: IconName
  readonly testId: string
}

const TABS: readonly TabSpec[] = [
  { id: 'profile', label: 'tabProfile', icon: 'user', testId: TestIds.manageTabProfile },
  { id: 'security', label: 'tabSecurity', icon: 'lock', testId: TestIds.manageTabSecurity },
  { id: 'orders', label: 'tabOrders', icon: 'calc', testId: TestIds.manageTabOrders },
  { id: 'coupons', label: 'tabCoupons', icon: 'params', testId: TestIds.manageTabCoupons },
]

/**
 * The management screen (/manage, spec 2): a top bar with a Home link to /dashboard, and tabs for
 * the personal profile (default), account security, and the two placeholder panels (payments and
 * orders; coupons).
 */
export function ManagePage() {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)

  return (
    <div className="manage">
      <header className="manage-topbar">
        <div className="manage-topbar-inner">
          <BrandLogo to="/dashboard" />
          <Link to="/dashboard" className="manage-home" testId={TestIds.manageHome}>
            <Icon name="home" size={16} />{t('homeLink')}
          </Link>
          <span className="manage-topbar-title">{t('manageTitle')}</span>
          <div className="manage-topbar-actions">
            <LanguageSwitch />
            {user ? (
              <>
                <span className="header-user"><UserAvatar username={user.username} picture={user.picture} size={28} />
                  <span className="header-username">{user.username}</span></span>
                <GuardedButton variant="ghost" size="sm" testId={TestIds.headerLogout} onClick={() => void logoutAndLeave()}>
                  <Icon name="logout" size={16} />{t('logout')}
                </GuardedButton>
              </>
            ) : null}
          </div>
        </div>
      </header>

      {user === null ? (
        <main className="manage-body">
          <section className="panel manage-signin">
            <Icon name="lock" size={32} />
            <p>{t('signInToManage')}</p>
            <Link to={signInUrlFor({ pathname: '/manage', search: '' })} className="btn btn-primary btn-md">{t('goSignin')}</Link>
          </section>
        </main>
      ) : (
        <main className="manage-body">
          <Tabs orientation="vertical" defaultSelectedKey="profile" className="manage-tabs">
            <TabList aria-label={t('manageTitle')} className="manage-tab-list">
              {TABS.map((tab) => (
                <Tab key={tab.id} id={tab.id} className="manage-tab" data-testid={tab.testId}>
                  <Icon name={tab.icon} size={18} />
                  <span>{t(tab.label)}</span>
                </Tab>
              ))}
            </TabList>
            <div className="manage-content">
              <TabPanel id="profile" className="panel">
                <PanelHeader title={t('tabProfile')} subtitle={t('profileSubtitle')} />
                <ProfilePanel />
              </TabPanel>
              <TabPanel id="security" className="panel">
                <PanelHeader title={t('tabSecurity')} subtitle={t('securitySubtitle')} />
                <SecurityPanel />
              </TabPanel>
              <TabPanel id="orders" className="panel">
                <PanelHeader title={t('tabOrders')} />
                <p className="empty-note">{t('ordersPlaceholder')}</p>
              </TabPanel>
              <TabPanel id="coupons" className="panel">
                <PanelHeader title={t('tabCoupons')} />
                <p className="empty-note">{t('couponsPlaceholder')}</p>
              </TabPanel>
            </div>
          </Tabs>
        </main>
      )}
    </div>
  )
}

function PanelHeader({ title, subtitle }: { readonly title: string; readonly subtitle?: string }) {
  return (
    <header className="panel-header">
      <h1 className="panel-title">{title}</h1>
      {subtitle ? <p className="panel-subtitle">{subtitle}</p> : null}
    </header>
  )
}
