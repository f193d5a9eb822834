import { z } from 'zod'
import { checkNodeName, TEAM_NAME_MAX } from '@harness/protocol'
import { fieldError } from '../../lib/ApiError'

/** A team role a member may be given here (never owner: ownership moves by transfer). */
export const assignableRole = z.enum(['admin', 'editor', 'viewer'])

/** An invitation kind. */
export const invitationKind = z.enum(['link', 'user'])

/** A dataCode: the base64url text of 16 random bytes (22 characters), or anything of similar shape. */
export const dataCodeField = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** A posted username (checked against the accounts on use). */
export const usernameField = z.string().max(64)

/**
 * Trims and checks a team name: 1 to {@link TEAM_NAME_MAX} characters, no control, format or
 * path characters (the rule of file and project names).
 */
export function readTeamName(raw: string, field = 'name'): string {
  const check = checkNodeName(raw)
  if (!check.ok) throw fieldError(field, check.problem === 'nameTooLong' ? 'teamNameTooLong' : check.problem === 'nameEmpty' ? 'teamNameEmpty' : check.problem, { max: TEAM_NAME_MAX })
  if ([...check.name].length > TEAM_NAME_MAX) throw fieldError(field, 'teamNameTooLong', { max: TEAM_NAME_MAX })
  return check.name
}
