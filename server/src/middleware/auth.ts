import type { Context, Middleware } from 'koa'
import type { AppDeps } from '../AppDeps'
import { ApiError } from '../lib/ApiError'
import { hmac, sha256 } from '../lib/tokens'
import { findLiveSessionUser, type UserRecord } from '../features/accounts/users.repo'

/** Name of the session cookie (spec 9). */
export const SESSION_COOKIE = 'token'
/** Header the shell sends its anti-CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token'

/** The signed-in caller of a request. */
export interface Auth {
  readonly user: UserRecord
  readonly sessionId: string
  /** How the session token came: the browser cookie or an `Authorization: Bearer` header. */
  readonly via: 'cookie' | 'bearer'
}

/** The anti-CSRF token of a session: an HMAC of the session token's hash under the server secret. */
export function csrfTokenFor(secret: string, tokenHash: string): string {
  return hmac(secret, `csrf:${tokenHash}`)
}

function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization')
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header)
  return match ? match[1]! : null
}

/**
 * Resolves the session of every request into `ctx.state.auth` (or null). The token comes from the
 * `token` cookie or an `Authorization: Bearer` header, never from the query string; a cookie and a
 * header that disagree are refused. A live session is unrevoked, unexpired at the server's clock and
 * belongs to an enabled account. Cookie-authenticated writes must carry the session's anti-CSRF
 * token in `X-CSRF-Token`.
 */
export function authentication(deps: AppDeps): Middleware {
  return async (ctx, next) => {
    ctx.state.auth = null
    ctx.state.presentedToken = false
    const cookie = ctx.cookies.get(SESSION_COOKIE) ?? null
    const bearer = bearerToken(ctx)
    if (cookie && bearer && cookie !== bearer) throw new ApiError(401, 'sessionExpired')
    const token = bearer ?? cookie
    if (token) {
      ctx.state.presentedToken = true
      const tokenHash = sha256(token)
      const live = await findLiveSessionUser(deps.db, tokenHash, new Date(deps.clock.now()))
      if (live) {
        const via = bearer ? 'bearer' : 'cookie'
        if (via === 'cookie' && isUnsafe(ctx.method) && ctx.get(CSRF_HEADER) !== csrfTokenFor(deps.secret, tokenHash)) {
          throw new ApiError(403, 'crossSiteRefused')
        }
        ctx.state.auth = { user: live.user, sessionId: live.sessionId, via } satisfies Auth
        ctx.state.csrfToken = csrfTokenFor(deps.secret, tokenHash)
      }
    }
    await next()
  }
}

function isUnsafe(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}

/** The signed-in caller, or a 401 (`sessionExpired` when a token was presented, else `notSignedIn`). */
export function requireAuth(ctx: Context): Auth {
  const auth = ctx.state.auth as Auth | null
  if (auth) return auth
  throw new ApiError(401, ctx.state.presentedToken ? 'sessionExpired' : 'notSignedIn')
}

/**
 * Refuses cross-site writes (security S7, login CSRF included): a `Sec-Fetch-Site: cross-site`
 * request, or one whose `Origin` is neither this server's nor an allowed one, gets 403 before any
 * handler runs.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins)
  return async (ctx, next) => {
    if (isUnsafe(ctx.method)) {
      const site = ctx.get('sec-fetch-site')
      const origin = ctx.get('origin')
      if (site === 'cross-site') throw new ApiError(403, 'crossSiteRefused')
      // Koa 3's `ctx.origin` is the request's Origin header, not this server's origin: build ours.
      const own = `${ctx.protocol}://${ctx.host}`
      if (origin && origin !== 'null' && origin !== own && !allowed.has(origin)) throw new ApiError(403, 'crossSiteRefused')
      if (origin === 'null') throw new ApiError(403, 'crossSiteRefused')
    }
    await next()
  }
}
