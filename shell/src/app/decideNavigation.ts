import type { Role } from '@harness/protocol'
import { matchRoute, type RouteRecord } from './routeTable'

/**
 * The navigation guard of specification section 6 as a pure decision: given where the user wants
 * to go and what the session looks like, render the route, redirect elsewhere, or abort.
 */

/** Where a navigation wants to go: a path and its query string ('' or starting with '?'). */
export interface NavigationTarget {
  readonly pathname: string
  readonly search: string
}

/** What the guard knows about the session. */
export interface GuardSession {
  /** A user object is held (with or without roles). */
  readonly signedIn: boolean
  /** The user holds at least one role. */
  readonly authenticated: boolean
  /** The user's global roles (none when left out). */
  readonly roles?: readonly Role[]
}

/** The outcome of the guard. */
export type NavigationDecision =
  | { readonly kind: 'render'; readonly route: RouteRecord }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'abort' }

/** Splits an in-app URL ('/a/b?x=1#h') into path and query; the hash is dropped. */
export function parseTarget(url: string): NavigationTarget {
  const withoutHash = url.split('#')[0] ?? ''
  const q = withoutHash.indexOf('?')
  const pathname = q < 0 ? withoutHash : withoutHash.slice(0, q)
  const search = q < 0 ? '' : withoutHash.slice(q)
  return { pathname: pathname === '' ? '/' : pathname, search: search === '?' ? '' : search }
}

/** The sign-in URL that brings the user back to `target` afterwards. */
export function signInUrlFor(target: NavigationTarget): string {
  return `/signin?redirect=${encodeURIComponent(target.pathname + target.search)}`
}

/**
 * Decides a navigation. `firstLoad` is true for the page load itself, where an aborted navigation
 * has nowhere to stay, so signed-in visitors of /signin and /signup go to /dashboard instead.
 */
export function decideNavigation(target: NavigationTarget, session: GuardSession, firstLoad: boolean): NavigationDecision {
  const route = matchRoute(target.pathname)
  if (route.redirect !== undefined) return { kind: 'redirect', to: route.redirect + target.search }
  if (route.guestOnly && session.authenticated) {
    return firstLoad ? { kind: 'redirect', to: '/dashboard' } : { kind: 'abort' }
  }
  const missingRole = route.roles !== undefined && !route.roles.some((role) => (session.roles ?? []).includes(role))
  if ((route.requiresRole && !session.authenticated) || missingRole) {
    return session.signedIn ? { kind: 'redirect', to: '/401' } : { kind: 'redirect', to: signInUrlFor(target) }
  }
  return { kind: 'render', route }
}
