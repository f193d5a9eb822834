import { ForumPaths, type IssueAndReplies, type IssuePage, type RichTextJson } from '@harness/protocol'
import { issueListParams, type IssueListQuery } from '../forum/issueListQuery'
import { request } from './apiClient'
import { newIdempotencyKey } from './idempotencyKey'

/**
 * Typed calls of the forum API (protocol `ForumPaths`, specification section 7). Reads are GETs
 * with query parameters; writes are JSON bodies (the request layer adds the anti-CSRF header).
 * New issues and replies carry an idempotency key, so a busy server's 503 is retried safely.
 * Each resolves with the `data` of a code-200 answer and rejects like `request` does: with the
 * envelope (the caller shows its message) or with an already-handled failure.
 */

/** Replies per page on the issue detail screen. */
export const REPLY_PAGE_SIZE = 20

/** The path of `queryIssueAndReply` for `issueId` (the id is a path segment). */
export function issuePath(issueId: number): string {
  return ForumPaths.queryIssueAndReply.replace(':issueId', encodeURIComponent(String(issueId)))
}

/** Loads an issue and one page of its replies. */
export async function fetchIssue(issueId: number, page: number, pageSize: number = REPLY_PAGE_SIZE): Promise<IssueAndReplies> {
  const envelope = await request<IssueAndReplies>({ method: 'GET', url: issuePath(issueId), data: { page, pageSize } })
  return envelope.data
}

/** Posts a reply (spec 7: JSON {content, issueId}). */
export async function submitIssueReply(issueId: number, content: RichTextJson): Promise<unknown> {
  const envelope = await request<unknown>({ method: 'POST', url: ForumPaths.submitIssueReply, mode: 'json', json: { content, issueId }, idempotencyKey: newIdempotencyKey() })
  return envelope.data
}

/** Creates an issue and resolves with its id. */
export async function createIssue(title: string, content: RichTextJson): Promise<number> {
  const envelope = await request<{ issueId: number }>({ method: 'POST', url: ForumPaths.createIssue, mode: 'json', json: { title, content }, idempotencyKey: newIdempotencyKey() })
  return envelope.data.issueId
}

/** Loads one page of the issue list for `query`. */
export async function listIssues(query: IssueListQuery): Promise<IssuePage> {
  const envelope = await request<IssuePage>({ method: 'GET', url: ForumPaths.listIssues, data: issueListParams(query) })
  return envelope.data
}

/** Closes or reopens an issue (author or moderator). */
export async function setIssueClosed(issueId: number, closed: boolean): Promise<unknown> {
  const envelope = await request<unknown>({ method: 'POST', url: ForumPaths.setIssueClosed, mode: 'json', json: { issueId, closed } })
  return envelope.data
}

/** Deletes an issue with its replies (author or moderator). */
export async function deleteIssue(issueId: number): Promise<unknown> {
  const envelope = await request<unknown>({ method: 'POST', url: ForumPaths.deleteIssue, mode: 'json', json: { issueId } })
  return envelope.data
}

/** Deletes a reply of `issueId` (author or moderator); a reply of another issue is 404. */
export async function deleteReply(replyId: number, issueId: number): Promise<unknown> {
  const envelope = await request<unknown>({ method: 'POST', url: ForumPaths.deleteReply, mode: 'json', json: { replyId, issueId } })
  return envelope.data
}

/** A moderator's action on an issue or a reply. */
export type ModerateAction = 'hide' | 'unhide' | 'pin' | 'unpin'

/** Hides, unhides, pins or unpins an issue or a reply (admin, superadmin). */
export async function moderate(target: 'issue' | 'reply', id: number, action: ModerateAction): Promise<unknown> {
  const envelope = await request<unknown>({ method: 'POST', url: ForumPaths.moderate, mode: 'json', json: { target, id, action } })
  return envelope.data
}
