import type { Middleware } from 'koa'
import { ApiError } from '../lib/ApiError'

/** True for the methods that may change something (everything but GET, HEAD and OPTIONS). */
export function isUnsafeMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}

/**
 * Refuses cross-site writes (security S7, login CSRF included): a `Sec-Fetch-Site: cross-site`
 * request, or one whose `Origin` is neither this server's nor an allowed one, gets 403 before any
 * handler runs.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins)
  return async (ctx, next) => {
    if (isUnsafeMethod(ctx.method)) {
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
