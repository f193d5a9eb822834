import Router from '@koa/router'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { isLoopbackAddress } from '../../lib/clientIp'
import { ok } from '../../middleware/envelope'
import { readOutbox } from '../../messaging/outboxMessenger'

/**
 * `GET /api/dev/outbox?to=<phone or e-mail>`: the development outbox, newest first, each message
 * with its text and the code it carries. Mounted only while the outbox is the transport of some
 * channel and the server is not in production mode; it serves only those channels' messages, and
 * only to a client on this machine. Whoever reads it can take over any account, so the client is
 * judged by the socket's remote address, never by `X-Forwarded-For`; anyone else gets 404 as if
 * the endpoint were not there.
 */
export function outboxRoutes(deps: AppDeps): Router {
  const router = new Router()
  router.get('/api/dev/outbox', async (ctx) => {
    if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) throw new ApiError(404, 'notFound')
    const to = ctx.query.to
    if (typeof to !== 'string' || to === '' || to.length > 254) throw new ApiError(400, 'wrongFieldType', { field: 'to' }, { field: 'to' })
    ok(ctx, await readOutbox(deps.db, to, deps.outboxChannels))
  })
  return router
}
