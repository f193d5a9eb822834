import type { Role } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import type { IconName } from '../ui/Icon'

/**
 * The dashboard's side navigation as plain data (spec 2: the dashboard's child routes, and the
 * forum), and which entry the current page belongs to. Free of React, unit-tested.
 */

/** One entry of the side navigation; it is marked on its path, below it, and on the `alsoOn` paths. */
export interface DashboardNavItem {
  readonly path: string
  readonly label: UiKey
  readonly icon: IconName
  readonly alsoOn?: readonly string[]
  /** With roles, the entry shows only to users holding one of them. */
  readonly roles?: readonly Role[]
}

/** The dashboard's side-navigation entries: its child routes (spec 2), and Administration for administrators. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { path: '/dashboard/project', label: 'sideProject', icon: 'project' },
  { path: '/dashboard/team', label: 'sideTeam', icon: 'team' },
  { path: '/dashboard/notice', label: 'sideNotice', icon: 'bell' },
  { path: '/dashboard/config', label: 'sideConfig', icon: 'settings' },
  { path: '/dashboard/conProject', label: 'sideConProject', icon: 'params' },
  { path: '/dashboard/issues', label: 'sideIssues', icon: 'forum', alsoOn: ['/issuedetail'] },
  { path: '/dashboard/help', label: 'sideHelp', icon: 'help' },
  { path: '/dashboard/admin', label: 'sideAdmin', icon: 'shield', roles: ['admin', 'superadmin'] },
]

/** True when `item` is the current page's entry: its path, a path below it (the new-issue form), or one of `alsoOn`. */
export function isNavItemActive(item: DashboardNavItem, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '')
  const path = item.path.toLowerCase()
  return current === path || current.startsWith(`${path}/`) || (item.alsoOn ?? []).some((p) => p.toLowerCase() === current)
}
