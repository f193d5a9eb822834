import { describe, expect, it } from 'vitest'
import { invitableRoles, mayLeave, memberActions } from './memberRules'

describe('team member rules', () => {
  it('lets the owner change, remove and hand over to anyone but itself', () => {
    expect(memberActions('owner', 'wang', { username: 'li', role: 'admin' })).toEqual({ roles: ['admin', 'editor', 'viewer'], canRemove: true, canReceiveOwnership: true })
    expect(memberActions('owner', 'wang', { username: 'wang', role: 'owner' }).roles).toEqual([])
  })

  it('lets an admin manage editors and viewers only, never make admins', () => {
    expect(memberActions('admin', 'li', { username: 'zhao', role: 'viewer' })).toEqual({ roles: ['editor', 'viewer'], canRemove: true, canReceiveOwnership: false })
    expect(memberActions('admin', 'li', { username: 'qian', role: 'admin' }).canRemove).toBe(false)
    expect(memberActions('admin', 'li', { username: 'wang', role: 'owner' }).roles).toEqual([])
  })

  it('gives editors and viewers nothing over others', () => {
    expect(memberActions('editor', 'zhao', { username: 'sun', role: 'viewer' }).roles).toEqual([])
    expect(memberActions('viewer', 'sun', { username: 'zhao', role: 'editor' }).canRemove).toBe(false)
  })

  it('lets owners invite any role but owner, admins editors and viewers, others nobody', () => {
    expect(invitableRoles('owner')).toEqual(['admin', 'editor', 'viewer'])
    expect(invitableRoles('admin')).toEqual(['editor', 'viewer'])
    expect(invitableRoles('editor')).toEqual([])
    expect(mayLeave('owner')).toBe(false)
    expect(mayLeave('viewer')).toBe(true)
  })
})
