import { describe, expect, it } from 'vitest'
import { hasAnyRole, hasAnyTeamRole, keepsElement } from './accessRules'

describe('content gating (spec 6)', () => {
  it('shows role-gated content only to a listed global role', () => {
    expect(hasAnyRole(['user'], ['admin', 'superadmin'])).toBe(false)
    expect(hasAnyRole(['user', 'admin'], ['admin'])).toBe(true)
    expect(hasAnyRole([], ['user'])).toBe(false)
  })

  it('shows team-gated content only to a listed team role', () => {
    expect(hasAnyTeamRole(['viewer'], ['owner', 'admin'])).toBe(false)
    expect(hasAnyTeamRole(['editor', 'admin'], ['admin'])).toBe(true)
  })

  it('removes an element unless a required team role is held, and refuses an empty list', () => {
    expect(keepsElement(['owner'], ['owner'])).toBe(true)
    expect(keepsElement(['viewer'], ['editor', 'owner'])).toBe(false)
    expect(() => keepsElement(['owner'], [])).toThrow(RangeError)
  })
})
