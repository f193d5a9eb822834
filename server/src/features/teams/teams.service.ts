import type { Knex } from 'knex'
import type { SessionTeam, TeamDetail, TeamRole, TeamSummary } from '@harness/protocol'
import { ApiError, fieldError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { findPerson } from '../people/findPerson'
import { blobIdsOfTeam } from '../files/blobs.repo'
import { insertTeamNotice } from '../notices/notices.repo'
import { memberOf, roleTooLow } from './teamAccess'
import {
  countMembers, deleteMember, deleteTeam, findRole, insertMember, insertTeam, listMembers, listTeamsOf, memberIds, updateMemberRole, updateTeamName,
} from './teams.repo'

/** Most members a team may have. */
export const TEAM_MEMBERS_MAX = 500

/** `listTeams`: the caller's teams, newest first. */
export async function listTeams(db: Knex, auth: Auth): Promise<TeamSummary[]> {
  const teams = await listTeamsOf(db, auth.user.id)
  return teams.map((t) => ({
    teamId: t.id, name: t.name, role: t.role, memberCount: t.memberCount, projectCount: t.projectCount, ownerName: t.ownerName, createdAt: t.createdAt.toISOString(),
  }))
}

/** The caller's teams and roles as the session carries them (spec 3). */
export async function sessionTeams(db: Knex, userId: string): Promise<SessionTeam[]> {
  const teams = await listTeamsOf(db, userId)
  return teams.map((t) => ({ teamId: t.id, name: t.name, role: t.role }))
}

/** `createTeam`: a new team with the caller as its owner. */
export async function createTeam(trx: Knex, auth: Auth, now: Date, name: string): Promise<{ teamId: number }> {
  const teamId = await insertTeam(trx, { name, createdBy: auth.user.id, now })
  await insertMember(trx, { teamId, userId: auth.user.id, role: 'owner', now })
  return { teamId }
}

/** `getTeam`: the team and its members (any member). */
export async function getTeam(db: Knex, auth: Auth, teamId: number): Promise<TeamDetail> {
  const { team, role } = await memberOf(db, auth, teamId)
  const members = await listMembers(db, teamId)
  return {
    teamId: team.id,
    name: team.name,
    role,
    createdAt: team.createdAt.toISOString(),
    members: members.map((m) => ({ username: m.username, picture: m.picture, realName: m.realName, role: m.role, joinedAt: m.joinedAt.toISOString() })),
  }
}

/** `renameTeam` (owner). */
export async function renameTeam(trx: Knex, auth: Auth, now: Date, input: { teamId: number; name: string }): Promise<void> {
  await memberOf(trx, auth, input.teamId, 'owner', true)
  await updateTeamName(trx, input.teamId, input.name, now)
}

/**
 * `dissolveTeam` (owner, with the team's exact name typed to confirm): deletes the team with its
 * projects, files, versions and invitations, and tells every other member. Answers the blobs the
 * deleted versions and outputs held, for the chunk store to reclaim once the transaction commits.
 */
export async function dissolveTeam(trx: Knex, auth: Auth, now: Date, input: { teamId: number; confirmName: string }): Promise<{ freedBlobs: number[] }> {
  const { team } = await memberOf(trx, auth, input.teamId, 'owner', true)
  if (input.confirmName.trim() !== team.name) throw fieldError('confirmName', 'teamConfirmNameWrong')
  const others = (await memberIds(trx, team.id)).filter((id) => id !== auth.user.id)
  const freedBlobs = await blobIdsOfTeam(trx, team.id)
  await deleteTeam(trx, team.id)
  for (const userId of others) {
    await insertTeamNotice(trx, { userId, kind: 'teamDissolved', payload: { teamName: team.name, byName: auth.user.username }, now })
  }
  return { freedBlobs }
}

/**
 * The member named `username` in a team, or 404 `teamMemberNotFound`. The caller must already be
 * known to be a member, so the answer reveals nothing about teams the caller cannot see.
 */
async function memberNamed(trx: Knex, teamId: number, username: string): Promise<{ userId: string; username: string; role: TeamRole }> {
  const user = await findPerson(trx, username)
  const role = user ? await findRole(trx, teamId, user.id, true) : null
  if (!user || role === null) throw new ApiError(404, 'teamMemberNotFound', { field: 'username' })
  return { userId: user.id, username: user.username, role }
}

/**
 * Whether `actor` may change or remove a member holding `target`: the owner may act on anyone
 * but itself; an admin only on editors and viewers. Nobody acts on the owner (security Z4).
 */
function mayManage(actor: TeamRole, target: TeamRole): boolean {
  if (target === 'owner') return false
  if (actor === 'owner') return true
  return actor === 'admin' && (target === 'editor' || target === 'viewer')
}

/**
 * `changeMemberRole` (admin, owner): admins move members between editor and viewer; only the owner
 * appoints or removes admins; the owner's role is never changed here (see transferOwnership). The
 * member is told.
 */
export async function changeMemberRole(trx: Knex, auth: Auth, now: Date, input: { teamId: number; username: string; role: Exclude<TeamRole, 'owner'> }): Promise<void> {
  const { team, role: actor } = await memberOf(trx, auth, input.teamId, 'admin', true)
  const member = await memberNamed(trx, team.id, input.username)
  if (member.role === 'owner') throw new ApiError(403, 'teamOwnerUntouchable', { reason: 'owner' })
  if (member.userId === auth.user.id) throw roleTooLow()
  if (!mayManage(actor, member.role)) throw roleTooLow()
  if (input.role === 'admin' && actor !== 'owner') throw new ApiError(403, 'teamAdminOnlyByOwner', { reason: 'teamRole' })
  if (member.role === input.role) return
  await updateMemberRole(trx, team.id, member.userId, input.role)
  await insertTeamNotice(trx, { userId: member.userId, kind: 'roleChanged', payload: { teamId: team.id, teamName: team.name, role: input.role, byName: auth.user.username }, now })
}

/** `removeMember` (admin: editors and viewers; owner: anyone but itself). The member is told. */
export async function removeMember(trx: Knex, auth: Auth, now: Date, input: { teamId: number; username: string }): Promise<void> {
  const { team, role: actor } = await memberOf(trx, auth, input.teamId, 'admin', true)
  const member = await memberNamed(trx, team.id, input.username)
  if (member.role === 'owner') throw new ApiError(403, 'teamOwnerUntouchable', { reason: 'owner' })
  if (member.userId === auth.user.id || !mayManage(actor, member.role)) throw roleTooLow()
  await deleteMember(trx, team.id, member.userId)
  await insertTeamNotice(trx, { userId: member.userId, kind: 'memberRemoved', payload: { teamName: team.name, byName: auth.user.username }, now })
}

/** `leaveTeam`: any member but the owner, who must transfer ownership first. */
export async function leaveTeam(trx: Knex, auth: Auth, input: { teamId: number }): Promise<void> {
  const { team, role } = await memberOf(trx, auth, input.teamId, 'viewer', true)
  if (role === 'owner') throw new ApiError(403, 'teamOwnerCannotLeave', { reason: 'owner' })
  await deleteMember(trx, team.id, auth.user.id)
}

/** `transferOwnership` (owner): the member becomes owner and the old owner an admin, in one transaction. The new owner is told. */
export async function transferOwnership(trx: Knex, auth: Auth, now: Date, input: { teamId: number; username: string }): Promise<void> {
  const { team } = await memberOf(trx, auth, input.teamId, 'owner', true)
  const member = await memberNamed(trx, team.id, input.username)
  if (member.userId === auth.user.id) return
  // The old owner steps down first: the partial unique index allows one owner at a time.
  await updateMemberRole(trx, team.id, auth.user.id, 'admin')
  await updateMemberRole(trx, team.id, member.userId, 'owner')
  await insertTeamNotice(trx, { userId: member.userId, kind: 'roleChanged', payload: { teamId: team.id, teamName: team.name, role: 'owner', byName: auth.user.username }, now })
}

/** Refuses a join that would take a team past {@link TEAM_MEMBERS_MAX}. */
export async function checkRoomFor(trx: Knex, teamId: number): Promise<void> {
  if ((await countMembers(trx, teamId)) >= TEAM_MEMBERS_MAX) throw new ApiError(409, 'teamTooManyMembers', { reason: 'full' }, { max: TEAM_MEMBERS_MAX })
}
