import { proxy } from 'valtio'
import { isAuthenticated, sessionState } from '../state/sessionState'
import { decideNavigation, parseTarget, type NavigationTarget } from './decideNavigation'
import { matchRoute, type RouteRecord } from './routeTable'

/**
 * The history-mode router: a valtio store with the current location and route, and `navigate`,
 * which runs the guard (refreshing the session first on guarded routes), then commits the URL.
 * `pending` is true while a navigation is being decided; the top progress bar shows it.
 */
export interface RouterState {
  pathname: string
  search: string
  route: RouteRecord | null
  pending: boolean
}

/** The router store. */
export const routerState = proxy<RouterState>({ pathname: '/', search: '', route: null, pending: false })

/** Refreshes the session from the server; supplied at start-up to keep this module free of the API. */
export type SessionRefresher = () => Promise<unknown>

/** A redirect chain longer than this is a bug in the route table. */
const MAX_REDIRECTS = 8

/**
 * Asked before the current page is left for another URL (a page with unsaved work installs one);
 * resolves false to stay.
 */
export type LeaveGuard = (to: string) => Promise<boolean>

let sequence = 0
let refresher: SessionRefresher = async () => undefined
let hasMarker: () => boolean = () => false
let leaveGuard: LeaveGuard | null = null

type CommitMode = 'push' | 'replace' | 'pop'

/** Installs the guard asked before leaving the current page, or removes it with null. */
export function setLeaveGuard(guard: LeaveGuard | null): void {
  leaveGuard = guard
}

/** True when the page may be left for `url`: no guard, the same URL, or the guard agrees. */
async function mayLeave(url: string): Promise<boolean> {
  if (!leaveGuard) return true
  const target = parseTarget(url)
  if (target.pathname + target.search === routerState.pathname + routerState.search) return true
  return leaveGuard(url)
}

async function run(url: string, mode: CommitMode, firstLoad: boolean): Promise<void> {
  if (!firstLoad && !(await mayLeave(url))) {
    // A back/forward step already changed the URL: put the current one back.
    if (mode === 'pop') window.history.pushState(null, '', routerState.pathname + routerState.search)
    return
  }
  const id = ++sequence
  routerState.pending = true
  let target: NavigationTarget = parseTarget(url)
  let commit = mode
  try {
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const route = matchRoute(target.pathname)
      // Spec 6: the guard refreshes the session on guarded routes when a token check is stored.
      if (!firstLoad && route.requiresRole && hasMarker()) await refresher()
      if (id !== sequence) return
      const user = sessionState.user
      const decision = decideNavigation(target, { signedIn: user !== null, authenticated: isAuthenticated(user), roles: user?.roles ?? [] }, firstLoad)
      switch (decision.kind) {
        case 'redirect':
          target = parseTarget(decision.to)
          if (commit === 'pop') commit = 'replace'
          continue
        case 'abort':
          // A back/forward step already changed the URL: put the current one back.
          if (commit === 'pop') window.history.pushState(null, '', routerState.pathname + routerState.search)
          return
        case 'render':
          apply(target, decision.route, commit)
          return
        default: {
          const never: never = decision
          throw new RangeError(`router: unknown decision ${JSON.stringify(never)}`)
        }
      }
    }
    throw new RangeError(`router: too many redirects from ${url}`)
  } finally {
    if (id === sequence) routerState.pending = false
  }
}

function apply(target: NavigationTarget, route: RouteRecord, mode: CommitMode): void {
  const url = target.pathname + target.search
  const current = window.location.pathname + window.location.search
  if (mode === 'push' && url !== current) window.history.pushState(null, '', url)
  else if (mode !== 'pop' || url !== current) window.history.replaceState(null, '', url)
  const pageChanged = routerState.route?.path !== route.path
  routerState.pathname = target.pathname
  routerState.search = target.search
  routerState.route = route
  if (pageChanged) window.scrollTo(0, 0)
}

/** Navigates to the in-app URL `to` (path plus optional query), through the guard. */
export function navigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
  return run(to, options.replace ? 'replace' : 'push', false)
}

/**
 * Starts the router on the current page URL once the session is known: installs the session
 * refresher and marker check, listens to back/forward, and resolves the first route.
 */
export async function startRouter(refresh: SessionRefresher, markerCheck: () => boolean): Promise<void> {
  refresher = refresh
  hasMarker = markerCheck
  window.addEventListener('popstate', () => {
    void run(window.location.pathname + window.location.search, 'pop', false)
  })
  await run(window.location.pathname + window.location.search, 'replace', true)
}

/** The value of query parameter `name` of the current URL, or null. */
export function queryParam(name: string): string | null {
  return new URLSearchParams(routerState.search).get(name)
}
