import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionState, setTeamRoles } from '../state/sessionState'
import { MANAGE_ROLES, WRITE_ROLES } from './accessRules'
import { Permission, TeamRoleGate } from './Gates'

const render = (element: Parameters<typeof renderToString>[0]) => renderToString(element)

afterEach(() => setTeamRoles([]))

describe('gating components (spec 6)', () => {
  it('keeps an element for a listed team role and removes it otherwise', () => {
    setTeamRoles(['editor'])
    expect(render(createElement(Permission, { required: WRITE_ROLES, children: 'new folder' }))).toBe('new folder')
    expect(render(createElement(Permission, { required: MANAGE_ROLES, children: 'purge' }))).toBe('')
    expect(render(createElement(TeamRoleGate, { roles: ['viewer'], children: 'x' }))).toBe('')
    expect(sessionState.teamRoles).toEqual(['editor'])
  })

  it('throws on an empty permission list: a programming error, never "allow all"', () => {
    setTeamRoles(['owner'])
    expect(() => render(createElement(Permission, { required: [], children: 'anything' }))).toThrow(RangeError)
  })
})
