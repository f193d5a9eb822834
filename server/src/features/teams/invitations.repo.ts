import type { Knex } from 'knex'
import type { InvitableRole, InvitationKind } from '@harness/protocol'

/** A team invitation as the services see it. Its code exists only as a SHA-256 hash. */
export interface InvitationRecord {
  readonly id: number
  readonly teamId: number
  readonly kind: InvitationKind
  readonly role: InvitableRole
  /** The invited user of a `user` invitation; null for a link. */
  readonly inviteeId: string | null
  readonly inviteeName: string | null
  readonly createdBy: string | null
  readonly createdByName: string
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  readonly declinedAt: Date | null
  readonly acceptedAt: Date | null
  readonly uses: number
}

interface InvitationRow {
  id: string | number
  team_id: string | number
  kind: InvitationKind
  role: InvitableRole
  invitee_id: string | number | null
  invitee_name: string | null
  created_by: string | number | null
  created_by_name: string | null
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  declined_at: Date | null
  accepted_at: Date | null
  uses: number
}

const COLUMNS = [
  'i.id', 'i.team_id', 'i.kind', 'i.role', 'i.invitee_id', 'iu.username as invitee_name', 'i.created_by', 'cu.username as created_by_name',
  'i.created_at', 'i.expires_at', 'i.revoked_at', 'i.declined_at', 'i.accepted_at', 'i.uses',
]

function toRecord(row: InvitationRow): InvitationRecord {
  const date = (d: Date | null) => (d ? new Date(d) : null)
  return {
    id: Number(row.id),
    teamId: Number(row.team_id),
    kind: row.kind,
    role: row.role,
    inviteeId: row.invitee_id === null ? null : String(row.invitee_id),
    inviteeName: row.invitee_name,
    createdBy: row.created_by === null ? null : String(row.created_by),
    createdByName: row.created_by_name ?? '',
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    revokedAt: date(row.revoked_at),
    declinedAt: date(row.declined_at),
    acceptedAt: date(row.accepted_at),
    uses: Number(row.uses),
  }
}

function selectInvitations(db: Knex) {
  return db('team_invitations as i').leftJoin('users as iu', 'iu.id', 'i.invitee_id').leftJoin('users as cu', 'cu.id', 'i.created_by')
}

/** Stores a new invitation and answers its id. */
export async function insertInvitation(
  db: Knex,
  invitation: { teamId: number; codeHash: string; kind: InvitationKind; role: InvitableRole; inviteeId: string | null; createdBy: string; now: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db('team_invitations')
    .insert({
      team_id: invitation.teamId,
      code_hash: invitation.codeHash,
      kind: invitation.kind,
      role: invitation.role,
      invitee_id: invitation.inviteeId,
      created_by: invitation.createdBy,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
    })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** The invitation whose code hashes to `codeHash`, or null. With `lock` its row is locked. */
export async function findInvitationByHash(db: Knex, codeHash: string, lock = false): Promise<InvitationRecord | null> {
  if (lock && !(await db('team_invitations').where({ code_hash: codeHash }).forUpdate().first('id'))) return null
  const row = (await selectInvitations(db).where('i.code_hash', codeHash).first(COLUMNS)) as InvitationRow | undefined
  return row ? toRecord(row) : null
}

/** Invitation `id` of team `teamId` (null when it belongs to another team or does not exist). */
export async function findInvitation(db: Knex, teamId: number, id: number): Promise<InvitationRecord | null> {
  const row = (await selectInvitations(db).where({ 'i.id': id, 'i.team_id': teamId }).first(COLUMNS)) as InvitationRow | undefined
  return row ? toRecord(row) : null
}

/** A team's invitations, newest first (at most `limit`). */
export async function listInvitations(db: Knex, teamId: number, limit: number): Promise<InvitationRecord[]> {
  const rows = (await selectInvitations(db).where('i.team_id', teamId).orderBy('i.id', 'desc').limit(limit).select(COLUMNS)) as InvitationRow[]
  return rows.map(toRecord)
}

/** Pending `user` invitations of `inviteeId` to team `teamId` (unrevoked, unanswered, unexpired at `now`). */
export async function pendingUserInvitationIds(db: Knex, teamId: number, inviteeId: string, now: Date): Promise<number[]> {
  const rows = (await db('team_invitations')
    .where({ team_id: teamId, invitee_id: inviteeId, kind: 'user' })
    .whereNull('revoked_at')
    .whereNull('declined_at')
    .whereNull('accepted_at')
    .where('expires_at', '>', now)
    .select('id')) as { id: string | number }[]
  return rows.map((r) => Number(r.id))
}

/** Marks invitations revoked. */
export async function revokeInvitations(db: Knex, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length > 0) await db('team_invitations').whereIn('id', ids).whereNull('revoked_at').update({ revoked_at: now })
}

/** Records one use: a join through the invitation (and, for a `user` invitation, its acceptance). */
export async function recordUse(db: Knex, id: number, kind: InvitationKind, now: Date): Promise<void> {
  await db('team_invitations')
    .where({ id })
    .update(kind === 'user' ? { uses: db.raw('uses + 1'), accepted_at: now } : { uses: db.raw('uses + 1') })
}

/** Records that the invited user declined. */
export async function recordDecline(db: Knex, id: number, now: Date): Promise<void> {
  await db('team_invitations').where({ id }).update({ declined_at: now })
}
