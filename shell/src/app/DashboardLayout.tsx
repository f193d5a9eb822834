import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { Role } from '@harness/protocol'
import { RoleGate } from '../access/Gates'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { Icon, type IconName } from '../ui/Icon'
import { Link } from '../ui/Link'
import { SiteHeader } from '../ui/SiteHeader'
import { TestIds } from '../testIds'
import { routerState } from './router'

/** One side-navigation entry; with `roles`, shown only to users holding one of them. */
export interface DashboardNavEntry {
  readonly path: string
  readonly label: UiKey
  readonly icon: IconName
  readonly roles?: readonly Role[]
}

/** The dashboard's side-navigation entries: its child routes (spec 2), and Administration for administrators. */
export const DASHBOARD_NAV: readonly DashboardNavEntry[] = [
  { path: '/dashboard/project', label: 'sideProject', icon: 'project' },
  { path: '/dashboard/conProject', label: 'sideConProject', icon: 'share' },
  { path: '/dashboard/team', label: 'sideTeam', icon: 'team' },
  { path: '/dashboard/notice', label: 'sideNotice', icon: 'bell' },
  { path: '/dashboard/config', label: 'sideConfig', icon: 'settings' },
  { path: '/dashboard/issues', label: 'sideIssues', icon: 'forum' },
  { path: '/dashboard/help', label: 'sideHelp', icon: 'help' },
  { path: '/dashboard/admin', label: 'sideAdmin', icon: 'shield', roles: ['admin', 'superadmin'] },
]

const TEST_IDS: Readonly<Partial<Record<IconName, string>>> = { forum: TestIds.forumNavLink, shield: TestIds.adminNavLink }

/** The workspace frame: site header, a side navigation over the dashboard's children, and the page. */
export function DashboardLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useI18n()
  const { pathname } = useSnapshot(routerState)
  const current = pathname.toLowerCase().replace(/\/+$/, '')
  return (
    <div className="page-shell">
      <SiteHeader />
      <div className="dashboard">
        <nav className="dashboard-side" aria-label={t('workspace')}>
          <div className="dashboard-side-title">{t('workspace')}</div>
          <ul>
            {DASHBOARD_NAV.map((item) => {
              // The forum entry stays marked on its sub-page (the new-issue form).
              const active = current === item.path.toLowerCase() || (item.icon === 'forum' && current.startsWith(`${item.path.toLowerCase()}/`))
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
