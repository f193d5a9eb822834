import type { Knex } from 'knex'
import {
  INVITATION_DAYS, type CreatedInvitation, type InvitableRole, type InvitationKind, type InvitationPreview, type InvitationView,
} from '@harness/protocol'
import { ApiError, fieldError } from '../../lib/ApiError'
import { randomToken, sha256 } from '../../lib/tokens'
import type { Auth } from '../accounts/auth'
import { insertTeamNotice } from '../notices/notices.repo'
import { findPerson } from '../people/findPerson'
import { invitationStatus } from './invitationStatus'
import {
  findInvitation, findInvitationByHash, insertInvitation, listInvitations as listInvitationRows, pendingUserInvitationIds, recordDecline, recordUse,
  revokeInvitations, type InvitationRecord,
} from './invitations.repo'
import { memberOf } from './teamAccess'
import { checkRoomFor } from './teams.service'
import { findRole, findTeam, insertMember } from './teams.repo'

/** Invitations a list shows at most (the newest). */
export const INVITATION_LIST_MAX = 200

const DAY_MS = 24 * 60 * 60 * 1000

/** The in-app path that accepts an invitation. */
export function invitationLink(dataCode: string): string {
  return `/team/invitation?${new URLSearchParams({ dataCode }).toString()}`
}

/** The 404 of an unknown code, or of a `user` invitation addressed to someone else (security Z5: the same answer). */
function invitationNotFound(): ApiError {
  return new ApiError(404, 'invitationNotFound', { field: 'dataCode' })
}

/**
 * `createInvitation` (admin, owner): a link anyone signed in may use until it expires, or an
 * invitation addressed to one existing username, used once. The code is 128 random bits, stored
 * only as its SHA-256 and shown to the inviter this once; the invited user also finds it in a
 * notice. Only the owner invites admins. A new invitation to a user replaces their pending one.
 */
export async function createInvitation(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { teamId: number; kind: InvitationKind; role: InvitableRole; username?: string | undefined },
): Promise<CreatedInvitation> {
  const { team, role: actor } = await memberOf(trx, auth, input.teamId, 'admin', true)
  if (input.role === 'admin' && actor !== 'owner') throw new ApiError(403, 'teamAdminOnlyByOwner', { reason: 'teamRole' })
  let invitee: { id: string; username: string } | null = null
  if (input.kind === 'user') {
    if (input.username === undefined || input.username.trim() === '') throw fieldError('username', 'usernameRequired')
    const user = await findPerson(trx, input.username)
    if (!user) throw new ApiError(404, 'userNotFound', { field: 'username' })
    if (user.id === auth.user.id) throw fieldError('username', 'invitationSelf')
    if ((await findRole(trx, team.id, user.id)) !== null) throw fieldError('username', 'teamAlreadyMember')
    await revokeInvitations(trx, await pendingUserInvitationIds(trx, team.id, user.id, now), now)
    invitee = { id: user.id, username: user.username }
  }
  const dataCode = randomToken(16)
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS)
  const invitationId = await insertInvitation(trx, {
    teamId: team.id, codeHash: sha256(dataCode), kind: input.kind, role: input.role, inviteeId: invitee?.id ?? null, createdBy: auth.user.id, now, expiresAt,
  })
  if (invitee) {
    await insertTeamNotice(trx, {
      userId: invitee.id, kind: 'teamInvitation', invitationId, now,
      payload: { teamName: team.name, inviterName: auth.user.username, role: input.role, dataCode },
    })
  }
  return { invitationId, kind: input.kind, role: input.role, username: invitee?.username ?? null, dataCode, link: invitationLink(dataCode), expiresAt: expiresAt.toISOString() }
}

function view(invitation: InvitationRecord, now: Date): InvitationView {
  return {
    invitationId: invitation.id,
    kind: invitation.kind,
    role: invitation.role,
    username: invitation.inviteeName,
    createdBy: invitation.createdByName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    status: invitationStatus(invitation, now),
    uses: invitation.uses,
  }
}

/** `listInvitations` (admin, owner): the team's invitations, newest first. */
export async function listInvitations(db: Knex, auth: Auth, now: Date, teamId: number): Promise<InvitationView[]> {
  await memberOf(db, auth, teamId, 'admin')
  return (await listInvitationRows(db, teamId, INVITATION_LIST_MAX)).map((i) => view(i, now))
}

/** `revokeInvitation` (admin, owner): the invitation must belong to the team (else 404, security Z3). */
export async function revokeInvitation(trx: Knex, auth: Auth, now: Date, input: { teamId: number; invitationId: number }): Promise<void> {
  await memberOf(trx, auth, input.teamId, 'admin', true)
  const invitation = await findInvitation(trx, input.teamId, input.invitationId)
  if (!invitation) throw new ApiError(404, 'invitationNotFound', { field: 'invitationId' })
  await revokeInvitations(trx, [invitation.id], now)
}

/** The invitation of `dataCode` as the caller may see it: unknown codes and other people's invitations are 404. */
async function visibleInvitation(db: Knex, auth: Auth, dataCode: string, lock: boolean): Promise<InvitationRecord> {
  const invitation = await findInvitationByHash(db, sha256(dataCode), lock)
  if (!invitation) throw invitationNotFound()
  if (invitation.kind === 'user' && invitation.inviteeId !== auth.user.id) throw invitationNotFound()
  return invitation
}

/** `getInvitation`: what the invited person sees before answering. */
export async function previewInvitation(db: Knex, auth: Auth, now: Date, dataCode: string): Promise<InvitationPreview> {
  const invitation = await visibleInvitation(db, auth, dataCode, false)
  const team = await findTeam(db, invitation.teamId)
  if (!team) throw invitationNotFound()
  return {
    teamId: team.id,
    teamName: team.name,
    inviterName: invitation.createdByName,
    kind: invitation.kind,
    role: invitation.role,
    username: invitation.inviteeName,
    expiresAt: invitation.expiresAt.toISOString(),
    status: invitationStatus(invitation, now),
    alreadyMember: (await findRole(db, team.id, auth.user.id)) !== null,
  }
}

/** Refuses an invitation that can no longer be answered, with the reason. */
function requirePending(invitation: InvitationRecord, now: Date): void {
  switch (invitationStatus(invitation, now)) {
    case 'pending': return
    case 'revoked': throw new ApiError(400, 'invitationRevoked', { field: 'dataCode' })
    case 'expired': throw new ApiError(400, 'invitationExpired', { field: 'dataCode' })
    case 'accepted':
    case 'declined': throw new ApiError(400, 'invitationUsed', { field: 'dataCode' })
  }
}

/**
 * `acceptInvitation`: joins the team with the invitation's role. The invitation row is locked, so
 * a replayed or concurrent accept of a single-use invitation finds it used (security Z5). The
 * inviter is told.
 */
export async function acceptInvitation(trx: Knex, auth: Auth, now: Date, dataCode: string): Promise<{ teamId: number; teamName: string }> {
  const invitation = await visibleInvitation(trx, auth, dataCode, true)
  requirePending(invitation, now)
  const team = await findTeam(trx, invitation.teamId, true)
  if (!team) throw invitationNotFound()
  if ((await findRole(trx, team.id, auth.user.id, true)) !== null) throw fieldError('dataCode', 'teamAlreadyMember')
  await checkRoomFor(trx, team.id)
  await insertMember(trx, { teamId: team.id, userId: auth.user.id, role: invitation.role, now })
  await recordUse(trx, invitation.id, invitation.kind, now)
  if (invitation.createdBy && invitation.createdBy !== auth.user.id) {
    await insertTeamNotice(trx, { userId: invitation.createdBy, kind: 'invitationAccepted', now, payload: { teamId: team.id, teamName: team.name, username: auth.user.username } })
  }
  return { teamId: team.id, teamName: team.name }
}

/** `declineInvitation`: a `user` invitation addressed to the caller is answered no; a link invitation is simply left unused. */
export async function declineInvitation(trx: Knex, auth: Auth, now: Date, dataCode: string): Promise<void> {
  const invitation = await visibleInvitation(trx, auth, dataCode, true)
  if (invitation.kind === 'link') return
  requirePending(invitation, now)
  await recordDecline(trx, invitation.id, now)
}
