/**
 * Where a successful login leads (specification section 2, sign-in): an invitation link found in
 * the `redirect` query wins, then a safe same-site `redirect` path, then the dashboard (plus the
 * `children` sub-page, e.g. children=help -> /dashboard/help).
 */

/** True when `path` is a same-site absolute path that is safe to navigate to after login. */
export function isSafeRedirect(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  // No control characters or backslashes, which browsers may read as '/'.
  if (/[\u0000-\u001f\\]/.test(path)) return false
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase()
  // Back to a sign-in form would loop.
  return pathname !== '/signin' && pathname !== '/signup'
}

/**
 * The invitation code a team-invitation link carried to the sign-in page: the `dataCode` of the
 * `redirect` query (`/signin?redirect=/team/invitation?dataCode=…`), or null.
 */
export function invitationDataCode(search: string): string | null {
  const redirect = new URLSearchParams(search).get('redirect')
  const q = redirect === null ? -1 : redirect.indexOf('?')
  const dataCode = q < 0 ? null : new URLSearchParams(redirect!.slice(q + 1)).get('dataCode')
  return dataCode === null || dataCode === '' ? null : dataCode
}

/** The URL to open after login, from the sign-in page's query string and the signed-in username. */
export function postLoginTarget(search: string, username: string): string {
  const query = new URLSearchParams(search)
  const redirect = query.get('redirect')
  if (redirect !== null && redirect !== '') {
    const dataCode = invitationDataCode(search)
    if (dataCode !== null) {
      const invitation = new URLSearchParams({ dataCode, username, fromSignInvitation: '1' })
      return `/team/invitation?${invitation.toString()}`
    }
    if (isSafeRedirect(redirect)) return redirect
  }
  const children = query.get('children')
  if (children !== null && /^[A-Za-z][A-Za-z0-9-]*$/.test(children)) return `/dashboard/${children}`
  return '/dashboard'
}
