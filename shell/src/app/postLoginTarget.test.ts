import { describe, expect, it } from 'vitest'
import { invitationDataCode, isSafeRedirect, postLoginTarget } from './postLoginTarget'

describe('postLoginTarget', () => {
  it('goes to the dashboard by default', () => {
    expect(postLoginTarget('', 'ann')).toBe('/dashboard')
  })

  it('adds the children sub-page', () => {
    expect(postLoginTarget('?children=help', 'ann')).toBe('/dashboard/help')
    expect(postLoginTarget('?children=..%2Fevil', 'ann')).toBe('/dashboard')
  })

  it('turns an invitation link into the invitation page with the username', () => {
    const target = postLoginTarget(`?redirect=${encodeURIComponent('/invitMember?dataCode=ab12')}`, 'ann lee')
    expect(target).toBe('/team/invitation?dataCode=ab12&username=ann+lee&fromSignInvitation=1')
  })

  it('follows a safe redirect', () => {
    expect(postLoginTarget(`?redirect=${encodeURIComponent('/library?x=1')}`, 'ann')).toBe('/library?x=1')
  })

  it('ignores unsafe redirects', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/signin']) {
      expect(postLoginTarget(`?redirect=${encodeURIComponent(bad)}`, 'ann')).toBe('/dashboard')
    }
  })

  it('judges paths', () => {
    expect(isSafeRedirect('/dashboard/team')).toBe(true)
    expect(isSafeRedirect('/a\nb')).toBe(false)
  })
})

describe('invitationDataCode', () => {
  it('finds the code a team-invitation link carried to sign-in, for the sign-up form', () => {
    expect(invitationDataCode(`?redirect=${encodeURIComponent('/team/invitation?dataCode=7KQ2-M9XD')}`)).toBe('7KQ2-M9XD')
    expect(invitationDataCode('?redirect=/team/invitation?dataCode=abc')).toBe('abc')
    for (const none of ['', '?redirect=%2Fdashboard', '?redirect=%2Fteam%2Finvitation%3FdataCode%3D', '?dataCode=abc']) expect(invitationDataCode(none), none).toBeNull()
  })
})
