import type { Knex } from 'knex'
import type { IssueAndReplies, IssuePage, IssueView, ReplyView } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import { isAdministrator, type Auth } from '../accounts/auth'
import type { Content, Paging } from './forumInput'
import {
  adjustReplyCount,
  countAllReplies,
  deleteIssueRow,
  findIssue,
  findReply,
  insertIssue,
  listIssueRows,
  pageReplies,
  updateIssueRow,
  updateReplyRow,
  type IssueRecord,
  type ReplyRecord,
} from './forum.repo'

/** True when the caller moderates the forum (admin or superadmin; DESIGN 3). */
export function isModerator(auth: Auth): boolean {
  return isAdministrator(auth)
}

/** True when the caller may edit or delete a post: its author or a moderator. */
export function mayEdit(auth: Auth, authorId: string): boolean {
  return authorId === auth.user.id || isModerator(auth)
}

/** The 403 of a write by someone who is neither the author nor a moderator. Its data is not null: the shell logs out on a bare 403. */
export function notAuthor(): ApiError {
  return new ApiError(403, 'forbidden', { reason: 'notAuthor' })
}

/** An issue the caller may see: unknown ids and hidden issues (for non-moderators) answer 404 issueNotFound. */
export async function visibleIssue(db: Knex, auth: Auth, issueId: number, lock = false): Promise<IssueRecord> {
  const issue = await findIssue(db, issueId, lock)
  if (!issue || (issue.hidden && !isModerator(auth))) throw new ApiError(404, 'issueNotFound', { field: 'issueId' })
  return issue
}

/** A reply the caller may see, within an issue the caller may see; else 404 replyNotFound. With `lock` both rows are locked. */
export async function visibleReply(db: Knex, auth: Auth, replyId: number, lock = false): Promise<{ reply: ReplyRecord; issue: IssueRecord }> {
  // The issue is locked before the reply, the order every write takes, so no two writes deadlock.
  const seen = await findReply(db, replyId)
  const issue = seen ? await findIssue(db, seen.issueId, lock) : null
  const reply = seen && lock ? await findReply(db, replyId, true) : seen
  const moderator = isModerator(auth)
  if (!reply || !issue || ((reply.hidden || issue.hidden) && !moderator)) throw new ApiError(404, 'replyNotFound', { field: 'replyId' })
  return { reply, issue }
}

function issueView(auth: Auth, issue: IssueRecord): IssueView {
  return {
    issueId: issue.id,
    title: issue.title,
    content: issue.content,
    createrName: issue.authorName,
    createDate: issue.createdAt.toISOString(),
    updateDate: issue.updatedAt.toISOString(),
    closed: issue.closed,
    pinned: issue.pinned,
    hidden: issue.hidden,
    replyCount: issue.replyCount,
    canEdit: mayEdit(auth, issue.authorId),
    canModerate: isModerator(auth),
  }
}

function replyView(auth: Auth, reply: ReplyRecord): ReplyView {
  return {
    replyId: reply.id,
    createrName: reply.authorName,
    createDate: reply.createdAt.toISOString(),
    content: reply.content,
    hidden: reply.hidden,
    canEdit: mayEdit(auth, reply.authorId),
  }
}

/**
 * `queryIssueAndReply` (spec 7): the issue and one page of its replies, oldest first. Hidden
 * replies are left out (and not counted) unless the caller moderates. The total of visible
 * replies is the issue's counter, so a long thread costs one indexed page read.
 */
export async function issueAndReplies(db: Knex, auth: Auth, issueId: number, paging: Paging): Promise<IssueAndReplies> {
  const issue = await visibleIssue(db, auth, issueId)
  const moderator = isModerator(auth)
  const offset = (paging.page - 1) * paging.pageSize
  const replies = await pageReplies(db, issue.id, moderator, paging.pageSize, offset)
  const total = moderator ? await countAllReplies(db, issue.id) : issue.replyCount
  return { issue: issueView(auth, issue), replies: replies.map((r) => replyView(auth, r)), page: paging.page, pageSize: paging.pageSize, total }
}

/** `listIssues`: pinned first, then newest activity; hidden issues only for moderators. */
export async function listIssues(
  db: Knex,
  auth: Auth,
  query: Paging & { status: 'open' | 'closed' | 'all'; mine: boolean; q: string | null },
): Promise<IssuePage> {
  const { rows, total } = await listIssueRows(db, {
    status: query.status,
    authorId: query.mine ? auth.user.id : null,
    q: query.q,
    includeHidden: isModerator(auth),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })
  return {
    issues: rows.map((row) => ({
      issueId: row.id,
      title: row.title,
      createrName: row.authorName,
      createDate: row.createdAt.toISOString(),
      lastActivity: row.lastActivityAt.toISOString(),
      replyCount: row.replyCount,
      closed: row.closed,
      pinned: row.pinned,
      excerpt: row.excerpt,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  }
}

/** `createIssue`: stores a new open issue by the caller and answers its id. */
export async function createIssue(trx: Knex, auth: Auth, now: Date, title: string, content: Content): Promise<{ issueId: number }> {
  const issueId = await insertIssue(trx, { authorId: auth.user.id, title, content: content.json, contentText: content.text, now })
  return { issueId }
}

/** `updateIssue`: changes the title and/or content (author or moderator). */
export async function updateIssue(trx: Knex, auth: Auth, now: Date, issueId: number, changes: { title?: string; content?: Content }): Promise<void> {
  const issue = await visibleIssue(trx, auth, issueId, true)
  if (!mayEdit(auth, issue.authorId)) throw notAuthor()
  await updateIssueRow(trx, issue.id, { title: changes.title, content: changes.content?.json, contentText: changes.content?.text, updatedAt: now })
}

/** `deleteIssue`: deletes the issue with its replies and notices (author or moderator). */
export async function deleteIssue(trx: Knex, auth: Auth, issueId: number): Promise<void> {
  const issue = await visibleIssue(trx, auth, issueId, true)
  if (!mayEdit(auth, issue.authorId)) throw notAuthor()
  await deleteIssueRow(trx, issue.id)
}

/** `setIssueClosed`: closes or reopens the issue (author or moderator); a closed issue takes no replies. */
export async function setIssueClosed(trx: Knex, auth: Auth, now: Date, issueId: number, closed: boolean): Promise<void> {
  const issue = await visibleIssue(trx, auth, issueId, true)
  if (!mayEdit(auth, issue.authorId)) throw notAuthor()
  if (issue.closed !== closed) await updateIssueRow(trx, issue.id, { closed, updatedAt: now })
}

/** A moderation action of `moderate`. */
export type ModerationAction = 'hide' | 'unhide' | 'pin' | 'unpin'

/**
 * `moderate` (admin and superadmin only): hides or unhides an issue or a reply, pins or unpins an
 * issue. Hiding or unhiding a reply moves the issue's visible-reply count in the same transaction.
 * Repeating an action changes nothing.
 */
export async function moderate(trx: Knex, auth: Auth, target: 'issue' | 'reply', id: number, action: ModerationAction): Promise<void> {
  if (!isModerator(auth)) throw new ApiError(403, 'forbidden', { reason: 'notModerator' })
  if (target === 'issue') {
    const issue = await visibleIssue(trx, auth, id, true)
    if (action === 'hide' || action === 'unhide') await updateIssueRow(trx, issue.id, { hidden: action === 'hide' })
    else await updateIssueRow(trx, issue.id, { pinned: action === 'pin' })
    return
  }
  if (action === 'pin' || action === 'unpin') throw new ApiError(400, 'badRequest', { field: 'action' })
  const { reply, issue } = await visibleReply(trx, auth, id, true)
  const hidden = action === 'hide'
  if (reply.hidden === hidden) return
  await updateReplyRow(trx, reply.id, { hidden })
  await adjustReplyCount(trx, issue.id, hidden ? -1 : 1)
}
