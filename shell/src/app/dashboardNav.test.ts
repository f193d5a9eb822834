import { describe, expect, it } from 'vitest'
import { DASHBOARD_NAV, isNavItemActive } from './dashboardNav'
import { matchRoute } from './routeTable'

const active = (pathname: string) => DASHBOARD_NAV.filter((item) => isNavItemActive(item, pathname)).map((item) => item.path)

describe('dashboard navigation', () => {
  it('marks exactly the entry of the current page', () => {
    expect(active('/dashboard/project')).toEqual(['/dashboard/project'])
    expect(active('/Dashboard/Team/')).toEqual(['/dashboard/team'])
  })

  it('keeps the forum entry marked on the new-issue form and on an issue page', () => {
    expect(active('/dashboard/issues')).toEqual(['/dashboard/issues'])
    expect(active('/dashboard/issues/new')).toEqual(['/dashboard/issues'])
    expect(active('/issuedetail')).toEqual(['/dashboard/issues'])
    expect(active('/issuedetailx')).toEqual([])
  })

  it('leads only to routes drawn in the dashboard frame, and the issue page is drawn in it', () => {
    for (const item of DASHBOARD_NAV) expect(matchRoute(item.path).layout, item.path).toBe('dashboard')
    expect(matchRoute('/issuedetail').layout).toBe('dashboard')
  })
})
