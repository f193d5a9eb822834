import type { Role } from '@harness/protocol'

/**
 * The route table of specification section 2 as plain data, and the matcher over it. Pages are
 * named by key (the React components are looked up elsewhere), so this module and its tests stay
 * free of React and the DOM.
 */

/** The frame a page is drawn in. */
export type LayoutKind = 'home' | 'auth' | 'app' | 'dashboard' | 'manage' | 'status'

/** The pages of the shell. */
export type PageKey =
  | 'home' | 'signin' | 'signup' | 'getcode' | 'manage' | 'dictionary' | 'issuedetail' | 'add' | 'folder'
  | 'profile' | 'library' | 'factoryFolder' | 'functionSearch' | 'textSearch' | 'part' | 'editorHarness' | 'editorDatatable'
  | 'teamInvitation' | 'invitMember' | 'dashboardProject' | 'dashboardTeam' | 'dashboardNotice' | 'dashboardHelp'
  | 'dashboardConfig' | 'dashboardConProject' | 'dashboardAdmin' | 'issueList' | 'issueNew' | 'unauthorized' | 'forbidden' | 'notFound'

/** One row of the route table. */
export interface RouteRecord {
  /** Exact path, lower-case-insensitive; '*' for the catch-all. */
  readonly path: string
  readonly page: PageKey
  readonly layout: LayoutKind
  /** Needs a signed-in user holding at least one role (spec 6). */
  readonly requiresRole: boolean
  /** Needs one of these global roles in particular; a signed-in user without one goes to /401 (spec 6). */
  readonly roles?: readonly Role[]
  /** Signed-in users are kept away (navigation aborted): /signin and /signup. */
  readonly guestOnly: boolean
  /** When set, the route only redirects to this path. */
  readonly redirect?: string
}

function route(path: string, page: PageKey, layout: LayoutKind, flags: Partial<Pick<RouteRecord, 'requiresRole' | 'guestOnly' | 'redirect' | 'roles'>> = {}): RouteRecord {
  return {
    path, page, layout, requiresRole: flags.requiresRole ?? false, guestOnly: flags.guestOnly ?? false,
    ...(flags.redirect ? { redirect: flags.redirect } : {}), ...(flags.roles ? { roles: flags.roles } : {}),
  }
}

const roles = { requiresRole: true }

/** Every route of spec 2, the catch-all last. */
export const ROUTES: readonly RouteRecord[] = [
  route('/', 'home', 'home'),
  route('/signin', 'signin', 'auth', { guestOnly: true }),
  route('/signup', 'signup', 'auth', { guestOnly: true }),
  route('/getcode', 'getcode', 'auth'),
  route('/manage', 'manage', 'manage'),
  route('/dictionary', 'dictionary', 'app'),
  // One issue, in the dashboard frame of the forum's list (the side navigation stays).
  route('/issuedetail', 'issuedetail', 'dashboard'),
  route('/add', 'add', 'app'),
  route('/folder', 'folder', 'app'),
  route('/profile', 'profile', 'app', roles),
  route('/library', 'library', 'app', roles),
  route('/factoryFolder', 'factoryFolder', 'app', roles),
  route('/functionSearch', 'functionSearch', 'app', roles),
  route('/textSearch', 'textSearch', 'app', roles),
  route('/part', 'part', 'app', roles),
  route('/editor', 'editorHarness', 'app', { ...roles, redirect: '/editor/harness' }),
  route('/editor/harness', 'editorHarness', 'app', roles),
  // The data table editor (beyond spec 2's table): a table file opened by ?fileId=N.
  route('/editor/datatable', 'editorDatatable', 'app', roles),
  route('/team/invitation', 'teamInvitation', 'app'),
  route('/invitMember', 'invitMember', 'app'),
  route('/dashboard', 'dashboardProject', 'dashboard', { ...roles, redirect: '/dashboard/project' }),
  route('/dashboard/project', 'dashboardProject', 'dashboard', roles),
  route('/dashboard/team', 'dashboardTeam', 'dashboard', roles),
  route('/dashboard/notice', 'dashboardNotice', 'dashboard', roles),
  route('/dashboard/help', 'dashboardHelp', 'dashboard'),
  route('/dashboard/config', 'dashboardConfig', 'dashboard', roles),
  route('/dashboard/conProject', 'dashboardConProject', 'dashboard', roles),
  // The forum's list and new-issue form (beyond spec 2's table; /issuedetail shows one issue).
  route('/dashboard/issues', 'issueList', 'dashboard', roles),
  route('/dashboard/issues/new', 'issueNew', 'dashboard', roles),
  // Registration codes, for the platform's administrators (beyond spec 2's table).
  route('/dashboard/admin', 'dashboardAdmin', 'dashboard', { ...roles, roles: ['admin', 'superadmin'] }),
  route('/401', 'unauthorized', 'status'),
  route('/403', 'forbidden', 'status'),
  route('*', 'notFound', 'status'),
]

const byPath = new Map(ROUTES.filter((r) => r.path !== '*').map((r) => [r.path.toLowerCase(), r]))
const catchAll = ROUTES[ROUTES.length - 1] as RouteRecord

/** Drops a trailing slash (except on '/') so '/dashboard/' matches '/dashboard'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return trimmed === '' ? '/' : trimmed
}

/** The route record for `pathname`; the 404 record when nothing matches. */
export function matchRoute(pathname: string): RouteRecord {
  return byPath.get(normalizePath(pathname).toLowerCase()) ?? catchAll
}
