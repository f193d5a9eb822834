import type { Knex } from 'knex'
import { teamRoleAtLeast, type TeamRole } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { findRole, findTeam, type TeamRecord } from './teams.repo'

/** The 404 of a team the caller does not belong to: the same answer as for a team that does not exist. */
export function teamNotFound(): ApiError {
  return new ApiError(404, 'teamNotFound', { field: 'teamId' })
}

/** The 403 of a member whose role is too low for the call. Its data is not null: the shell logs out on a bare 403. */
export function roleTooLow(): ApiError {
  return new ApiError(403, 'teamRoleTooLow', { reason: 'teamRole' })
}

/**
 * The team and the caller's role in it, read afresh from the database on every call, so a removed
 * or demoted member's next call already meets the new role (security Z7). A team the caller is not
 * in answers 404 like an unknown id (Z6). With `lock` the team row is locked first, then the
 * membership: every membership change takes them in that order, so none deadlock.
 */
export async function memberOf(db: Knex, auth: Auth, teamId: number, minimum: TeamRole = 'viewer', lock = false): Promise<{ team: TeamRecord; role: TeamRole }> {
  const team = await findTeam(db, teamId, lock)
  const role = team ? await findRole(db, teamId, auth.user.id, lock) : null
  if (!team || role === null) throw teamNotFound()
  if (!teamRoleAtLeast(role, minimum)) throw roleTooLow()
  return { team, role }
}
