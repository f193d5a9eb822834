import Router from '@koa/router'
import { z } from 'zod'
import { NoticePaths as P } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../forum/forumInput'
import { listNotices, markRead, unreadCount } from './notices.service'
import { FROM_QUERY, JSON_BODY, idField, readInput } from '../../lib/requestInput'

const pageNumber = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number)

/** The notice routes: the caller's own notices only. */
export function noticeRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.get(P.listNotices, async (ctx) => {
    const auth = requireAuth(ctx)
    const q = readInput(ctx, { page: pageNumber.optional(), pageSize: pageNumber.optional(), unread: z.enum(['0', '1', '']).optional() }, FROM_QUERY)
    const pageSize = q.pageSize ?? PAGE_SIZE_DEFAULT
    if (pageSize > PAGE_SIZE_MAX) throw new ApiError(400, 'wrongFieldType', { field: 'pageSize' }, { field: 'pageSize' })
    ok(ctx, await listNotices(deps.db, auth, now(), { page: q.page ?? 1, pageSize, unreadOnly: q.unread === '1' }))
  })

  router.get(P.unreadCount, async (ctx) => {
    const auth = requireAuth(ctx)
    readInput(ctx, {}, FROM_QUERY)
    ok(ctx, await unreadCount(deps.db, auth))
  })

  router.post(P.markRead, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { noticeIds: z.array(idField).max(500).optional(), all: z.literal(true).optional() }, JSON_BODY)
    if ((body.noticeIds === undefined) === (body.all === undefined)) throw new ApiError(400, 'badRequest', { field: 'noticeIds' })
    ok(ctx, await deps.db.transaction((trx) => markRead(trx, auth, now(), body.all ? null : body.noticeIds!)))
  })

  return router
}
