import Router from '@koa/router'
import { z } from 'zod'
import { ForumPaths as P, formatMessage } from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { requireAuth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { idField, optionalText, readInput } from '../../lib/requestInput'
import { contentField, QUERY_MAX, readContent, readIdParam, readPagingQuery, readTitle } from './forumInput'
import { runWrite } from '../writes/idempotency'
import { createIssue, deleteIssue, issueAndReplies, listIssues, moderate, setIssueClosed, updateIssue } from './issues.service'
import { deleteReply, submitReply, updateReply } from './replies.service'

/** The forum's write paths: JSON bodies up to 256 KB (rich text; security X5), not the API's 100 KB. */
export const FORUM_WRITE_PATHS: ReadonlySet<string> = new Set([
  P.submitIssueReply,
  P.createIssue,
  P.updateIssue,
  P.deleteIssue,
  P.setIssueClosed,
  P.updateReply,
  P.deleteReply,
  P.moderate,
])

const title = z.string().max(10_000)

/** The forum's writes read a JSON object body and nothing from the query string. */
const JSON_BODY = { body: 'required' } as const

/**
 * The forum routes (spec 7 and the forum contract): every one needs a session. Reads answer 404
 * for issues the caller may not see; writes run in one transaction each, honour `Idempotency-Key`
 * (security F8) and validate rich text with the shared schema.
 */
export function forumRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.get(P.queryIssueAndReply, async (ctx) => {
    const auth = requireAuth(ctx)
    const issueId = readIdParam(ctx.params.issueId, 'issueId')
    const paging = readPagingQuery(ctx, {})
    ok(ctx, await issueAndReplies(deps.db, auth, issueId, paging))
  })

  router.get(P.listIssues, async (ctx) => {
    const auth = requireAuth(ctx)
    const f = readPagingQuery(ctx, { status: optionalText(10), mine: optionalText(1), q: optionalText(QUERY_MAX) })
    const status = f.status ?? 'all'
    if (status !== 'open' && status !== 'closed' && status !== 'all') throw new ApiError(400, 'wrongFieldType', { field: 'status' }, { field: 'status' })
    if (f.mine !== undefined && f.mine !== '' && f.mine !== '1' && f.mine !== '0') throw new ApiError(400, 'wrongFieldType', { field: 'mine' }, { field: 'mine' })
    const q = f.q?.trim() ? f.q.trim() : null
    ok(ctx, await listIssues(deps.db, auth, { page: f.page, pageSize: f.pageSize, status, mine: f.mine === '1', q }))
  })

  router.post(P.submitIssueReply, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { content: contentField, issueId: idField }, JSON_BODY)
    const content = readContent(body.content)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => ({
      data: await submitReply(trx, auth, now(), body.issueId, content),
      message: formatMessage('replySubmitted'),
    }))
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.createIssue, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { title, content: contentField }, JSON_BODY)
    const issueTitle = readTitle(body.title)
    const content = readContent(body.content, 'issueContentEmpty')
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => ({
      data: await createIssue(trx, auth, now(), issueTitle, content),
      message: formatMessage('issueCreated'),
    }))
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.updateIssue, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { issueId: idField, title: title.optional(), content: contentField.optional() }, JSON_BODY)
    if (body.title === undefined && body.content === undefined) throw new ApiError(400, 'badRequest', { field: 'title' })
    const changes = {
      title: body.title === undefined ? undefined : readTitle(body.title),
      content: body.content === undefined ? undefined : readContent(body.content, 'issueContentEmpty'),
    }
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await updateIssue(trx, auth, now(), body.issueId, changes)
      return { data: null, message: formatMessage('updateSuccess') }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.deleteIssue, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { issueId: idField }, JSON_BODY)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await deleteIssue(trx, auth, body.issueId)
      return { data: null, message: 'success' }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.setIssueClosed, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { issueId: idField, closed: z.boolean() }, JSON_BODY)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await setIssueClosed(trx, auth, now(), body.issueId, body.closed)
      return { data: null, message: formatMessage('updateSuccess') }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.updateReply, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { replyId: idField, content: contentField, issueId: idField.optional() }, JSON_BODY)
    const content = readContent(body.content)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await updateReply(trx, auth, now(), body.replyId, body.issueId, content)
      return { data: null, message: formatMessage('updateSuccess') }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.deleteReply, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { replyId: idField, issueId: idField.optional() }, JSON_BODY)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await deleteReply(trx, auth, body.replyId, body.issueId)
      return { data: null, message: 'success' }
    })
    ok(ctx, answer.data, answer.message)
  })

  router.post(P.moderate, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, { target: z.enum(['issue', 'reply']), id: idField, action: z.enum(['hide', 'unhide', 'pin', 'unpin']) }, JSON_BODY)
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      await moderate(trx, auth, body.target, body.id, body.action)
      return { data: null, message: formatMessage('updateSuccess') }
    })
    ok(ctx, answer.data, answer.message)
  })

  return router
}
