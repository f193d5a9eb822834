import type { Knex } from 'knex'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import type { Content } from './forumInput'
import { adjustReplyCount, deleteReplyRow, insertNotice, insertReply, updateReplyRow } from './forum.repo'
import { mayEdit, notAuthor, visibleIssue, visibleReply } from './issues.service'

/**
 * `submitIssueReply` (spec 7): adds the caller's reply to an open issue. In one transaction, with
 * the issue's row locked: the reply, the visible-reply count and last activity, and a notice for
 * the issue's author when someone else replied. A closed issue answers 409 issueClosed.
 */
export async function submitReply(trx: Knex, auth: Auth, now: Date, issueId: number, content: Content): Promise<{ replyId: number }> {
  const issue = await visibleIssue(trx, auth, issueId, true)
  if (issue.closed) throw new ApiError(409, 'issueClosed', { field: 'issueId' })
  const replyId = await insertReply(trx, { issueId: issue.id, authorId: auth.user.id, content: content.json, contentText: content.text, now })
  await adjustReplyCount(trx, issue.id, 1, now)
  if (issue.authorId !== auth.user.id) await insertNotice(trx, { userId: issue.authorId, kind: 'reply', issueId: issue.id, replyId, now })
  return { replyId }
}

/**
 * The reply a write names. When the request also names its issue, a reply of another issue is
 * 404 like an unknown one (security Z3).
 */
async function replyToChange(trx: Knex, auth: Auth, replyId: number, issueId: number | undefined) {
  const found = await visibleReply(trx, auth, replyId, true)
  if (issueId !== undefined && found.issue.id !== issueId) throw new ApiError(404, 'replyNotFound', { field: 'replyId' })
  if (!mayEdit(auth, found.reply.authorId)) throw notAuthor()
  return found
}

/** `updateReply`: replaces a reply's content (its author or a moderator). */
export async function updateReply(trx: Knex, auth: Auth, now: Date, replyId: number, issueId: number | undefined, content: Content): Promise<void> {
  const { reply } = await replyToChange(trx, auth, replyId, issueId)
  await updateReplyRow(trx, reply.id, { content: content.json, contentText: content.text, updatedAt: now })
}

/** `deleteReply`: deletes a reply (its author or a moderator); a visible one leaves the issue's count. */
export async function deleteReply(trx: Knex, auth: Auth, replyId: number, issueId: number | undefined): Promise<void> {
  const { reply, issue } = await replyToChange(trx, auth, replyId, issueId)
  await deleteReplyRow(trx, reply.id)
  if (!reply.hidden) await adjustReplyCount(trx, issue.id, -1)
}
