import { describe, expect, it } from 'vitest'
import { decideNavigation, parseTarget, type GuardSession } from './decideNavigation'
import { matchRoute, ROUTES } from './routeTable'

const guest: GuardSession = { signedIn: false, authenticated: false }
const roleless: GuardSession = { signedIn: true, authenticated: false }
const member: GuardSession = { signedIn: true, authenticated: true, roles: ['user'] }
const administrator: GuardSession = { signedIn: true, authenticated: true, roles: ['user', 'superadmin'] }

const go = (url: string, session: GuardSession, firstLoad = false) => decideNavigation(parseTarget(url), session, firstLoad)

describe('matchRoute', () => {
  it('matches every route of the table by its own path', () => {
    for (const r of ROUTES.filter((x) => x.path !== '*')) expect(matchRoute(r.path)).toBe(r)
  })

  it('ignores a trailing slash and letter case', () => {
    expect(matchRoute('/dashboard/help/').page).toBe('dashboardHelp')
    expect(matchRoute('/FactoryFolder').page).toBe('factoryFolder')
  })

  it('falls back to the 404 page', () => {
    expect(matchRoute('/nope').page).toBe('notFound')
    expect(matchRoute('/dashboard/nope').page).toBe('notFound')
  })
})

describe('parseTarget', () => {
  it('splits path and query and drops the hash', () => {
    expect(parseTarget('/a/b?x=1#h')).toEqual({ pathname: '/a/b', search: '?x=1' })
    expect(parseTarget('')).toEqual({ pathname: '/', search: '' })
  })
})

describe('decideNavigation', () => {
  it('renders open routes for anyone', () => {
    for (const url of ['/', '/getcode', '/manage', '/dictionary', '/add', '/folder', '/dashboard/help', '/401', '/403', '/xyz']) {
      expect(go(url, guest).kind).toBe('render')
    }
  })

  it('sends guests from role routes to sign-in with the wanted path', () => {
    expect(go('/library?x=1', guest)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Flibrary%3Fx%3D1' })
    expect(go('/dashboard/config', guest)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fdashboard%2Fconfig' })
    expect(go('/editor/datatable?fileId=7', guest)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Feditor%2Fdatatable%3FfileId%3D7' })
  })

  it('sends signed-in users without a role to /401', () => {
    expect(go('/part', roleless)).toEqual({ kind: 'redirect', to: '/401' })
  })

  it('lets users with a role in', () => {
    const d = go('/dashboard/project', member)
    expect(d.kind === 'render' && d.route.page).toBe('dashboardProject')
  })

  it('keeps routes of particular roles to those roles: /dashboard/admin for admin and superadmin', () => {
    expect(go('/dashboard/admin', guest)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fdashboard%2Fadmin' })
    expect(go('/dashboard/admin', member)).toEqual({ kind: 'redirect', to: '/401' })
    const d = go('/dashboard/admin', administrator)
    expect(d.kind === 'render' && d.route.page).toBe('dashboardAdmin')
    expect(go('/dashboard/admin', { signedIn: true, authenticated: true, roles: ['admin'] }).kind).toBe('render')
  })

  it('redirects /editor and /dashboard to their first child, keeping the query', () => {
    expect(go('/editor?id=3', member)).toEqual({ kind: 'redirect', to: '/editor/harness?id=3' })
    expect(go('/dashboard', guest)).toEqual({ kind: 'redirect', to: '/dashboard/project' })
  })

  it('aborts /signin and /signup for signed-in users, or goes to the dashboard on first load', () => {
    expect(go('/signin', member)).toEqual({ kind: 'abort' })
    expect(go('/signup', member)).toEqual({ kind: 'abort' })
    expect(go('/signin', member, true)).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(go('/signin', guest).kind).toBe('render')
    expect(go('/signin', roleless).kind).toBe('render')
  })
})
