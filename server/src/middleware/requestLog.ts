import type { Middleware } from 'koa'
import type { Logger } from 'pino'

/**
 * One log line per API request: method, path (without the query string, which may carry an
 * e-mail address), status, duration in milliseconds and the request id that the response's
 * `X-Request-Id` also carries. Bodies, cookies and headers are never logged.
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      if (ctx.path.startsWith('/api/')) {
        log.info(
          { requestId: ctx.state.requestId as string, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        )
      }
    }
  }
}
