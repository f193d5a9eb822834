import type { Knex } from 'knex'
import type { LoginElsewhereData } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import { randomToken, sha256 } from '../../lib/tokens'
import type { Auth } from './auth'
import { SESSION_TTL_MS } from './sessionCookie'
import { insertSession, insertTicket, liveSessions, revokeSession, revokeUserSessions, useTicket } from './sessions.repo'
import { findUser, recordLogin, type UserRecord } from './users.repo'

/** Lifetime of a takeover ticket (`lastToken`): 5 minutes (DESIGN 3, security G2). */
export const TICKET_TTL_MS = 5 * 60_000

/** How a login names its account. */
export type LoginIdentifier = { readonly phone: string } | { readonly emailKey: string }

/** The account a password login names, or null when there is none. */
export function findLoginAccount(db: Knex, _auth: Auth | null, _now: Date, input: { who: LoginIdentifier }): Promise<UserRecord | null> {
  return findUser(db, 'phone' in input.who ? { phone: input.who.phone } : { emailKey: input.who.emailKey })
}

/** The outcome of opening a session once the password was right. */
export type SessionOpening =
  /** A new session: its token for the cookie, and the account as it was before this login. */
  | { readonly kind: 'opened'; readonly token: string; readonly user: UserRecord }
  /** Another device holds the account's session: a one-time takeover ticket instead (S4). */
  | { readonly kind: 'elsewhere'; readonly data: LoginElsewhereData }
  /** The account went away between the password check and now. */
  | { readonly kind: 'gone' }

/**
 * Opens a session for the account `userId` whose password was just verified, with the account's
 * row locked, so concurrent logins create at most one session (S6). With a live session elsewhere
 * the answer is a takeover ticket (128 bits, 5 minutes, only its hash stored) and no session (S4);
 * otherwise a fresh 256-bit token, of which only the hash is stored, whatever cookie the request
 * carried (S2). The login is counted.
 */
export async function openSession(trx: Knex, _auth: Auth | null, now: Date, input: { userId: string; ip: string; userAgent: string }): Promise<SessionOpening> {
  const locked = await findUser(trx, { id: input.userId }, true)
  if (!locked) return { kind: 'gone' }
  const live = await liveSessions(trx, locked.id, now)
  if (live.length > 0) {
    const ticket = randomToken(16)
    await insertTicket(trx, { userId: locked.id, ticketHash: sha256(ticket), now, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) })
    const last = locked.lastLoginAt ?? live[0]!.createdAt
    return { kind: 'elsewhere', data: { lastLoginTime: last.toISOString(), lastToken: ticket } }
  }
  await revokeUserSessions(trx, locked.id, now)
  const token = randomToken(32)
  await insertSession(trx, {
    userId: locked.id,
    tokenHash: sha256(token),
    now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent,
  })
  await recordLogin(trx, locked.id, now)
  return { kind: 'opened', token, user: locked }
}

/**
 * `logoutOther`: ends the sessions of the account a takeover ticket was issued for, using the ticket
 * up. A signed-in caller may only use a ticket of their own account (S5); any refusal leaves the
 * ticket unused.
 */
export async function logoutOther(trx: Knex, auth: Auth | null, now: Date, input: { ticket: string }): Promise<void> {
  const userId = await useTicket(trx, sha256(input.ticket), now)
  if (userId === null || (auth !== null && auth.user.id !== userId)) throw new ApiError(400, 'takeoverInvalid')
  await revokeUserSessions(trx, userId, now)
}

/** `logout`: ends the caller's session. */
export async function logout(trx: Knex, auth: Auth, now: Date): Promise<void> {
  await revokeSession(trx, auth.sessionId, now)
}
