import { describe, expect, it } from 'vitest'
import { rolesInScope, sessionTeamsOf } from './teamRoles'

const teams = [
  { teamId: 3, name: '总装线束组', role: 'editor' as const },
  { teamId: 9, name: '仪表板', role: 'owner' as const },
]

describe('roles in the current scope', () => {
  it('gives the listed role of a team, owner in the personal scope, and none for a team not listed', () => {
    expect(rolesInScope(teams, 3)).toEqual(['editor'])
    expect(rolesInScope(teams, 9)).toEqual(['owner'])
    expect(rolesInScope(teams, null)).toEqual(['owner'])
    expect(rolesInScope(teams, 4)).toEqual([])
  })

  it('keeps only well-formed teams of a visit answer', () => {
    expect(sessionTeamsOf({ teams: [...teams, { teamId: 0, name: 'x', role: 'owner' }, { teamId: 5, name: 'y', role: 'god' }, null, { teamId: 6, role: 'viewer' }] })).toEqual(teams)
    expect(sessionTeamsOf({ user: {} })).toEqual([])
    expect(sessionTeamsOf(null)).toEqual([])
  })
})
