import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { Role, TeamRole } from '@harness/protocol'
import { sessionState } from '../state/sessionState'
import { hasAnyRole, hasAnyTeamRole, keepsElement } from './accessRules'

/** Shows `children` only when the signed-in user holds one of `roles` (spec 6). */
export function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSnapshot(sessionState)
  return user && hasAnyRole(user.roles, roles) ? <>{children}</> : null
}

/** Shows `children` only when the user's roles in the current team include one of `roles` (spec 6). */
export function TeamRoleGate({ roles, children }: { roles: readonly TeamRole[]; children: ReactNode }) {
  const { teamRoles } = useSnapshot(sessionState)
  return hasAnyTeamRole(teamRoles, roles) ? <>{children}</> : null
}

/** Removes `children` unless the user's team roles include one of `required` (must be non-empty). */
export function Permission({ required, children }: { required: readonly TeamRole[]; children: ReactNode }) {
  const { teamRoles } = useSnapshot(sessionState)
  return keepsElement(teamRoles, required) ? <>{children}</> : null
}
