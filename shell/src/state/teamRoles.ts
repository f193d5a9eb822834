import type { SessionTeam, TeamRole } from '@harness/protocol'

/**
 * The caller's roles in the current scope of the workspace (spec 3: team roles are held in the
 * session). In a team it is the role the session lists for that team; in the personal scope the
 * caller owns every project, so it is `owner`. Pure, unit-tested.
 */

/** The roles of the personal scope: the caller owns every personal project. */
export const PERSONAL_SCOPE_ROLES: readonly TeamRole[] = ['owner']

/** The caller's roles in team `teamId` (null: the personal scope); none when the team is not listed. */
export function rolesInScope(teams: readonly SessionTeam[], teamId: number | null): TeamRole[] {
  if (teamId === null) return [...PERSONAL_SCOPE_ROLES]
  const team = teams.find((t) => t.teamId === teamId)
  return team ? [team.role] : []
}

const TEAM_ROLES: readonly TeamRole[] = ['owner', 'admin', 'editor', 'viewer']

/** True when `value` is a team role name. */
export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value)
}

/**
 * The teams of a `visit` answer, kept only when well formed (positive integer id, a name, a known
 * role); an answer without a team list gives none.
 */
export function sessionTeamsOf(data: unknown): SessionTeam[] {
  const list = (data as { teams?: unknown } | null)?.teams
  if (!Array.isArray(list)) return []
  return list.filter((t): t is SessionTeam => {
    const team = t as Partial<SessionTeam> | null
    return team !== null && typeof team === 'object' && Number.isSafeInteger(team.teamId) && (team.teamId as number) > 0
      && typeof team.name === 'string' && isTeamRole(team.role)
  }).map((t) => ({ teamId: t.teamId, name: t.name, role: t.role }))
}
