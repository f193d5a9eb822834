import Router from '@koa/router'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { ok } from '../../middleware/envelope'
import { readOutbox } from '../../messaging/outboxMessenger'

/**
 * `GET /api/dev/outbox?to=<phone or e-mail>`: the development outbox, newest first, each message
 * with its text and the code it carries. Mounted only while the outbox is the configured transport
 * and the server is not in production mode.
 */
export function outboxRoutes(deps: AppDeps): Router {
  const router = new Router()
  router.get('/api/dev/outbox', async (ctx) => {
    const to = ctx.query.to
    if (typeof to !== 'string' || to === '' || to.length > 254) throw new ApiError(400, 'wrongFieldType', { field: 'to' }, { field: 'to' })
    ok(ctx, await readOutbox(deps.db, to))
  })
  return router
}
