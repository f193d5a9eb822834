import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Logger } from 'pino'
import { formatMessage, type MessageKey } from '@harness/protocol'
import { databaseFailureOf, RETRY_AFTER_SECONDS } from '../db/databaseFailure'
import { OutageLog } from '../db/outageLog'
import { ApiError, isUnstorableText } from '../lib/ApiError'

/** Maps errors raised by Koa, body parsers and multer (which carry an HTTP status) to catalogue keys. */
function keyForStatus(status: number, error: Error & { type?: string; code?: string }): MessageKey {
  if (status === 413) return 'bodyTooLarge'
  if (status === 415) return 'unsupportedMediaType'
  if (status === 429) return 'tooManyRequests'
  if (status === 404) return 'notFound'
  if (status === 405) return 'methodNotAllowed'
  if (status === 401) return 'notSignedIn'
  if (status === 403) return 'forbidden'
  if (status === 503) return 'serviceUnavailable'
  // co-body rethrows JSON syntax errors as plain SyntaxErrors with status 400 and no `type`.
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed' || error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return 'malformedBody'
  return 'badRequest'
}

/**
 * What the log may say about a refused request. A JSON syntax error's message quotes the body
 * around the bad token (V8: `Unexpected token 'x', ..."code":x123456,"p"...`), which may be a code
 * or a password, so only its kind is logged (security C6).
 */
function refusalReason(error: Error): string {
  return error instanceof SyntaxError ? 'malformed JSON body' : error.message
}

/**
 * The outermost middleware: every answer under `/api` is the `{code, message, data}` envelope,
 * errors included, even those raised before the router (404, 413, 415, 429). The HTTP status
 * mirrors `code` so proxies and monitoring see failures. A database that is busy (no connection
 * free in time, the wait queue full) or unavailable (unreachable, restarting) answers 503 with
 * `Retry-After` and `data.retryAfter`, logged once per burst (security F1, F4). Unexpected errors
 * become code 500 with the request id; their stack goes only to the log. An answer whose data
 * carries `retryAfter` (429, 503) sends it as `Retry-After` too. Every response carries
 * `X-Request-Id`. A refusal sent before the request body was read in full closes the connection.
 */
export function envelope(log: Logger): Middleware {
  const outages = new OutageLog(log)
  return async (ctx, next) => {
    const requestId = randomUUID()
    ctx.state.requestId = requestId
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
      if (ctx.body == null && ctx.path.startsWith('/api/')) {
        if (ctx.status === 404) throw new ApiError(404, 'notFound')
        if (ctx.status === 405) throw new ApiError(405, 'methodNotAllowed')
      }
    } catch (raw) {
      let code: number
      let message: string
      let data: unknown = null
      if (raw instanceof ApiError) {
        code = raw.code
        message = raw.message
        data = raw.data
      } else {
        const error = raw as Error & { status?: number; statusCode?: number; type?: string; code?: string }
        const status = error.status ?? error.statusCode
        const failure = databaseFailureOf(error)
        if (failure !== null) {
          // Overloaded or unreachable, not broken: the client may try again shortly (F1, F4).
          code = 503
          message = formatMessage('serviceUnavailable')
          data = { retryAfter: RETRY_AFTER_SECONDS[failure] }
          outages.record(failure, error, { requestId, method: ctx.method, path: ctx.path })
        } else if (isUnstorableText(error)) {
          code = 400
          message = formatMessage('textNotStorable')
          log.info({ requestId, method: ctx.method, path: ctx.path, sqlState: error.code }, 'request refused: text the database cannot store')
        } else if (typeof status === 'number' && status >= 400 && status < 500) {
          code = status
          message = formatMessage(keyForStatus(status, error))
          log.info({ requestId, status, type: error.type, err: refusalReason(error) }, 'request refused')
        } else {
          code = 500
          message = formatMessage('serverError')
          data = { requestId }
          log.error({ requestId, err: error, method: ctx.method, path: ctx.path }, 'request failed')
        }
      }
      ctx.status = code
      ctx.body = { code, message, data }
      const retryAfter = (data as { retryAfter?: unknown } | null)?.retryAfter
      if ((code === 429 || code === 503) && typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter))
      // A refusal before the body was read in full (413 mid-stream, 415, 401...) leaves the rest of
      // it on the connection, where the client's next request would wait behind it: close instead.
      if (!ctx.req.complete) ctx.set('Connection', 'close')
    }
  }
}

/** Sets the body of a successful API answer. */
export function ok(ctx: { body: unknown; status: number }, data: unknown = null, message = 'success'): void {
  ctx.status = 200
  ctx.body = { code: 200, message, data }
}
