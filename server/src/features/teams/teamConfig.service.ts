import type { Knex } from 'knex'
import { checkWorkspaceConfig, effectiveConfig, teamRoleAtLeast, type TeamConfigView, type WorkspaceConfig, type WorkspaceConfigOverrides } from '@harness/protocol'
import { REPORT_COLUMN_KEYS } from '@harness/engine'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { memberOf } from './teamAccess'
import { updateTeamConfig as storeTeamConfig } from './teams.repo'

/**
 * Checks posted configuration against the contract and the engine's report columns: a complete
 * configuration for a team, any subset of keys for a project. A bad value answers 400
 * `configInvalid` naming its path (e.g. `lengthRules.roundTo`).
 */
export function readConfig(value: unknown, complete: boolean): WorkspaceConfigOverrides {
  const check = checkWorkspaceConfig(value, REPORT_COLUMN_KEYS, complete)
  if (!check.ok) throw new ApiError(400, 'configInvalid', { field: check.path }, { field: check.path })
  return check.value
}

/** `getTeamConfig` (any member): the team's configuration, the built-in one until an admin saves. */
export async function getTeamConfig(db: Knex, auth: Auth, teamId: number): Promise<TeamConfigView> {
  const { team, role } = await memberOf(db, auth, teamId)
  return {
    teamId: team.id,
    config: effectiveConfig(team.config, null),
    canEdit: teamRoleAtLeast(role, 'admin'),
    updatedAt: team.configUpdatedAt?.toISOString() ?? null,
    updatedBy: team.configUpdatedBy,
  }
}

/** `updateTeamConfig` (admin, owner): stores a complete configuration. */
export async function updateTeamConfig(trx: Knex, auth: Auth, now: Date, input: { teamId: number; config: WorkspaceConfig }): Promise<void> {
  await memberOf(trx, auth, input.teamId, 'admin', true)
  await storeTeamConfig(trx, input.teamId, input.config, auth.user.id, now)
}
