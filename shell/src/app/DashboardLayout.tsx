import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { RoleGate } from '../access/Gates'
import { useI18n } from '../i18n/useI18n'
import { Icon, type IconName } from '../ui/Icon'
import { Link } from '../ui/Link'
import { SiteHeader } from '../ui/SiteHeader'
import { TestIds } from '../testIds'
import { DASHBOARD_NAV, isNavItemActive } from './dashboardNav'
import { routerState } from './router'

const TEST_IDS: Readonly<Partial<Record<IconName, string>>> = { forum: TestIds.forumNavLink, shield: TestIds.adminNavLink }

/**
 * The workspace frame: the site header across the full width, a side navigation over the
 * dashboard's children flush left, and the page. The header's logo lines up with the side
 * navigation's entries.
 */
export function DashboardLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useI18n()
  const { pathname } = useSnapshot(routerState)
  return (
    <div className="page-shell">
      <SiteHeader fullWidth />
      <div className="dashboard">
        <nav className="dashboard-side" aria-label={t('workspace')}>
          <div className="dashboard-side-title">{t('workspace')}</div>
          <ul>
            {DASHBOARD_NAV.map((item) => {
              const active = isNavItemActive(item, pathname)
              const entry = (
                <li key={item.path}>
                  <Link to={item.path} className={`side-link${active ? ' side-link-active' : ''}`} aria-current={active ? 'page' : undefined}
                    testId={TEST_IDS[item.icon]}>
                    <Icon name={item.icon} size={18} />
                    <span>{t(item.label)}</span>
                  </Link>
                </li>
              )
              return item.roles ? <RoleGate key={item.path} roles={item.roles}>{entry}</RoleGate> : entry
            })}
          </ul>
        </nav>
        <main className="dashboard-main">{children}</main>
      </div>
    </div>
  )
}
