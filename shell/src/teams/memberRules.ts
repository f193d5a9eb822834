import type { InvitableRole, TeamMember, TeamRole } from '@harness/protocol'

/**
 * Who may do what to whom in a team, as the team API enforces it (protocol `TeamPaths`): an admin
 * changes and removes editors and viewers (and makes them editors or viewers only); the owner
 * changes and removes anyone but itself and hands ownership to another member; everyone but the
 * owner may leave. The screen offers only these; the server refuses the rest anyway. Pure, tested.
 */

/** What the caller may do to one member. */
export interface MemberActions {
  /** The roles the member may be given (empty: the role cannot be changed by the caller). */
  readonly roles: readonly InvitableRole[]
  readonly canRemove: boolean
  readonly canReceiveOwnership: boolean
}

const NOTHING: MemberActions = { roles: [], canRemove: false, canReceiveOwnership: false }

/** What a caller with role `myRole`, named `myName`, may do to `member`. */
export function memberActions(myRole: TeamRole, myName: string, member: Pick<TeamMember, 'username' | 'role'>): MemberActions {
  if (member.username === myName || member.role === 'owner') return NOTHING
  if (myRole === 'owner') return { roles: ['admin', 'editor', 'viewer'], canRemove: true, canReceiveOwnership: true }
  if (myRole === 'admin' && (member.role === 'editor' || member.role === 'viewer')) return { roles: ['editor', 'viewer'], canRemove: true, canReceiveOwnership: false }
  return NOTHING
}

/** The roles a caller with `myRole` may grant through an invitation. */
export function invitableRoles(myRole: TeamRole): readonly InvitableRole[] {
  if (myRole === 'owner') return ['admin', 'editor', 'viewer']
  if (myRole === 'admin') return ['editor', 'viewer']
  return []
}

/** True when a member with `role` may leave (the owner hands the team over first). */
export function mayLeave(role: TeamRole): boolean {
  return role !== 'owner'
}
