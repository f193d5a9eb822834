import type { Context, Middleware } from 'koa'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { sha256 } from '../../lib/tokens'
import { isUnsafeMethod } from '../../middleware/crossSiteGuard'
import type { Auth } from './auth'
import { findLiveSession } from './sessions.repo'
import { CSRF_HEADER, csrfTokenFor, SESSION_COOKIE } from './sessionCookie'

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
      const live = await findLiveSession(deps.db, tokenHash, new Date(deps.clock.now()))
      if (live) {
        const via = bearer ? 'bearer' : 'cookie'
        if (via === 'cookie' && isUnsafeMethod(ctx.method) && ctx.get(CSRF_HEADER) !== csrfTokenFor(deps.secret, tokenHash)) {
          throw new ApiError(403, 'crossSiteRefused')
        }
        ctx.state.auth = { user: live.user, sessionId: live.sessionId, via } satisfies Auth
        ctx.state.csrfToken = csrfTokenFor(deps.secret, tokenHash)
      }
    }
    await next()
  }
}
