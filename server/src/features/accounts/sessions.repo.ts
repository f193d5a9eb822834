import type { Knex } from 'knex'
import { toUserRecord, type UserRecord, type UserRow } from './users.repo'

/** A live or past session as the services see it. */
export interface SessionRecord {
  readonly id: string
  readonly userId: string
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly revoked: boolean
}

interface SessionRow {
  id: string | number
  user_id: string | number
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
}

const toRecord = (r: SessionRow): SessionRecord => ({
  id: String(r.id),
  userId: String(r.user_id),
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  revoked: r.revoked_at !== null,
})

/** The live sessions of a user: not revoked and not expired at `now`. */
export async function liveSessions(db: Knex, userId: string, now: Date): Promise<SessionRecord[]> {
  const rows = await db('sessions').where({ user_id: userId }).whereNull('revoked_at').where('expires_at', '>', now)
  return (rows as SessionRow[]).map(toRecord)
}

/**
 * The live session whose token hashes to `tokenHash` and its account, in one query: unrevoked,
 * unexpired at `now`, and the account enabled. Null otherwise.
 */
export async function findLiveSession(db: Knex, tokenHash: string, now: Date): Promise<{ sessionId: string; user: UserRecord } | null> {
  const row = await db('sessions')
    .join('users', 'users.id', 'sessions.user_id')
    .where('sessions.token_hash', tokenHash)
    .whereNull('sessions.revoked_at')
    .where('sessions.expires_at', '>', now)
    .whereNull('users.disabled_at')
    .first('users.*', 'sessions.id as session_id')
  return row ? { sessionId: String((row as { session_id: string | number }).session_id), user: toUserRecord(row as UserRow) } : null
}

/** Stores a new session for `userId`; only the token's hash is kept. */
export async function insertSession(
  db: Knex,
  s: { userId: string; tokenHash: string; now: Date; expiresAt: Date; ip: string; userAgent: string },
): Promise<string> {
  const [row] = await db('sessions')
    .insert({ user_id: s.userId, token_hash: s.tokenHash, created_at: s.now, expires_at: s.expiresAt, ip: s.ip, user_agent: s.userAgent.slice(0, 512) })
    .returning('id')
  return String((row as { id: string | number }).id)
}

/** Ends every unrevoked session of `userId`, except `exceptId` when given. */
export async function revokeUserSessions(db: Knex, userId: string, now: Date, exceptId?: string): Promise<number> {
  let q = db('sessions').where({ user_id: userId }).whereNull('revoked_at')
  if (exceptId !== undefined) q = q.whereNot({ id: exceptId })
  return q.update({ revoked_at: now })
}

/** Ends the session `id`. */
export async function revokeSession(db: Knex, id: string, now: Date): Promise<void> {
  await db('sessions').where({ id }).whereNull('revoked_at').update({ revoked_at: now })
}

/** Stores a takeover ticket (hash only) for `userId`. */
export async function insertTicket(db: Knex, t: { userId: string; ticketHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await db('takeover_tickets').insert({ user_id: t.userId, ticket_hash: t.ticketHash, created_at: t.now, expires_at: t.expiresAt })
}

/**
 * Uses the takeover ticket hashing to `ticketHash` once: marks it used if it is unused and
 * unexpired, and answers the user it belongs to; null when it is unknown, used or expired.
 */
export async function useTicket(db: Knex, ticketHash: string, now: Date): Promise<string | null> {
  const rows = await db('takeover_tickets')
    .where({ ticket_hash: ticketHash })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now })
    .returning('user_id')
  const row = rows[0] as { user_id: string | number } | undefined
  return row ? String(row.user_id) : null
}
