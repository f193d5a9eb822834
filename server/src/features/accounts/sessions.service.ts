import type { Context } from 'koa'
import type { LoginData, LoginElsewhereData, MessageKey } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { clientBucket } from '../../lib/clientIp'
import { verifyPassword } from '../../lib/passwords'
import { randomToken, sha256 } from '../../lib/tokens'
import type { Auth } from './auth'
import { toAuthUser } from './accountViews'
import { csrfTokenFor, setSessionCookie, clearSessionCookie, SESSION_TTL_MS } from './sessionCookie'
import { insertSession, insertTicket, liveSessions, revokeSession, revokeUserSessions, useTicket } from './sessions.repo'
import { findUser, recordLogin, type UserRecord } from './users.repo'

/** Lifetime of a takeover ticket (`lastToken`): 5 minutes (DESIGN 3, security G2). */
export const TICKET_TTL_MS = 5 * 60_000

/** How a login names its account. */
export type LoginIdentifier = { readonly phone: string } | { readonly emailKey: string }

/** The outcome of a correct login: signed in, or refused because another device holds the session. */
export type LoginOutcome =
  | { readonly kind: 'signedIn'; readonly data: LoginData }
  | { readonly kind: 'elsewhere'; readonly data: LoginElsewhereData }

/**
 * Signs in with a password. Address budgets are spent before any hashing; an unknown account, a
 * wrong password, a disabled account and an account paused after 10 failures all get the same
 * answer after the same argon2 work (security A6, R2). With a live session elsewhere the answer is
 * 403 with a one-time takeover ticket and no cookie (S4); otherwise a fresh session token is set
 * as the `token` cookie, whatever cookie the request carried (S2). The user row is locked while
 * deciding, so concurrent logins create at most one session (S6).
 */
export async function login(deps: AppDeps, ctx: Context, who: LoginIdentifier, password: string, wrongKey: MessageKey): Promise<LoginOutcome> {
  const ip = clientBucket(ctx)
  for (const rule of [deps.rateRules.loginIpMinute, deps.rateRules.loginIpHour]) {
    const decision = await deps.limiter.consume(rule, ip)
    if (!decision.allowed) throw new ApiError(429, 'loginThrottled', { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
  }
  const user = await findUser(deps.db, 'phone' in who ? { phone: who.phone } : { emailKey: who.emailKey })
  const paused = user ? (await deps.limiter.used(deps.rateRules.loginAccountFailures, user.id)) >= deps.rateRules.loginAccountFailures.points : false
  const usable = user !== null && !user.disabled && !paused
  const passwordOk = await verifyPassword(usable ? user.passwordHash : null, password)
  if (!usable || !passwordOk) {
    if (user && !paused) await deps.limiter.consume(deps.rateRules.loginAccountFailures, user.id)
    throw new ApiError(400, wrongKey)
  }
  await deps.limiter.reset(deps.rateRules.loginAccountFailures, user.id)

  const now = new Date(deps.clock.now())
  const outcome = await deps.db.transaction(async (trx): Promise<LoginOutcome | { kind: 'session'; token: string; user: UserRecord }> => {
    const locked = await findUser(trx, { id: user.id }, true)
    if (!locked) throw new ApiError(400, wrongKey)
    const live = await liveSessions(trx, user.id, now)
    if (live.length > 0) {
      const ticket = randomToken(16)
      await insertTicket(trx, { userId: user.id, ticketHash: sha256(ticket), now, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) })
      const last = locked.lastLoginAt ?? live[0]!.createdAt
      return { kind: 'elsewhere', data: { lastLoginTime: last.toISOString(), lastToken: ticket } }
    }
    await revokeUserSessions(trx, user.id, now)
    const token = randomToken(32)
    await insertSession(trx, {
      userId: user.id,
      tokenHash: sha256(token),
      now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      ip,
      userAgent: ctx.get('user-agent'),
    })
    await recordLogin(trx, user.id, now)
    return { kind: 'session', token, user: locked }
  })
  if (outcome.kind !== 'session') return outcome
  setSessionCookie(ctx, outcome.token)
  return {
    kind: 'signedIn',
    data: {
      user: toAuthUser(outcome.user),
      first: outcome.user.loginCount === 0,
      lastLoginTime: outcome.user.lastLoginAt ? outcome.user.lastLoginAt.toISOString() : null,
      token: csrfTokenFor(deps.secret, sha256(outcome.token)),
    },
  }
}

/**
 * Ends the sessions of the account a takeover ticket was issued for, using the ticket up. A signed-in
 * caller may only use a ticket of their own account (S5).
 */
export async function logoutOther(deps: AppDeps, ctx: Context, ticket: string): Promise<void> {
  const decision = await deps.limiter.consume(deps.rateRules.takeoverIp, clientBucket(ctx))
  if (!decision.allowed) throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(decision.retryAfterMs / 1000) })
  const now = new Date(deps.clock.now())
  const caller = ctx.state.auth as Auth | null
  await deps.db.transaction(async (trx) => {
    const userId = await useTicket(trx, sha256(ticket), now)
    if (userId === null || (caller !== null && caller.user.id !== userId)) throw new ApiError(400, 'takeoverInvalid')
    await revokeUserSessions(trx, userId, now)
  })
}

/** Ends the caller's session, if any, and clears the cookie. Always succeeds. */
export async function logout(deps: AppDeps, ctx: Context): Promise<void> {
  const auth = ctx.state.auth as Auth | null
  if (auth) await revokeSession(deps.db, auth.sessionId, new Date(deps.clock.now()))
  clearSessionCookie(ctx)
}
