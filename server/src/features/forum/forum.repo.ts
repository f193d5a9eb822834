import type { Knex } from 'knex'
import type { RichTextJson } from '@harness/protocol'

/** An issue as the services see it. Rows never leave this module. */
export interface IssueRecord {
  readonly id: number
  readonly authorId: string
  readonly authorName: string
  readonly title: string
  readonly content: RichTextJson
  readonly closed: boolean
  readonly pinned: boolean
  readonly hidden: boolean
  readonly replyCount: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly lastActivityAt: Date
}

/** A reply as the services see it. */
export interface ReplyRecord {
  readonly id: number
  readonly issueId: number
  readonly authorId: string
  readonly authorName: string
  readonly content: RichTextJson
  readonly hidden: boolean
  readonly createdAt: Date
}

/** One row of the issue list, with a short plain-text excerpt. */
export interface IssueListRecord extends Omit<IssueRecord, 'content' | 'authorId' | 'updatedAt' | 'hidden'> {
  readonly excerpt: string
}

/** Which issues a list shows. */
export interface IssueFilter {
  readonly status: 'open' | 'closed' | 'all'
  readonly authorId: string | null
  /** Search text, matched literally (LIKE wildcards escaped) in the title and the plain text. */
  readonly q: string | null
  readonly includeHidden: boolean
  readonly limit: number
  readonly offset: number
}

/** Characters of plain text in a list excerpt. */
export const EXCERPT_CHARS = 140

interface IssueRow {
  id: string | number
  author_id: string | number
  author_name: string
  title: string
  content?: RichTextJson
  excerpt?: string
  closed: boolean
  pinned: boolean
  hidden: boolean
  reply_count: number
  created_at: Date
  updated_at: Date
  last_activity_at: Date
}

interface ReplyRow {
  id: string | number
  issue_id: string | number
  author_id: string | number
  author_name: string
  content: RichTextJson
  hidden: boolean
  created_at: Date
}

function toIssue(row: IssueRow): IssueRecord {
  return {
    id: Number(row.id),
    authorId: String(row.author_id),
    authorName: row.author_name,
    title: row.title,
    content: row.content!,
    closed: row.closed,
    pinned: row.pinned,
    hidden: row.hidden,
    replyCount: Number(row.reply_count),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lastActivityAt: new Date(row.last_activity_at),
  }
}

function toReply(row: ReplyRow): ReplyRecord {
  return {
    id: Number(row.id),
    issueId: Number(row.issue_id),
    authorId: String(row.author_id),
    authorName: row.author_name,
    content: row.content,
    hidden: row.hidden,
    createdAt: new Date(row.created_at),
  }
}

const ISSUE_COLUMNS = ['i.id', 'i.author_id', 'u.username as author_name', 'i.title', 'i.closed', 'i.pinned', 'i.hidden', 'i.reply_count', 'i.created_at', 'i.updated_at', 'i.last_activity_at']

/** An issue by id, or null. With `lock` its row is locked for the transaction (serialises replies and counters). */
export async function findIssue(db: Knex, id: number, lock = false): Promise<IssueRecord | null> {
  if (lock && !(await db('issues').where({ id }).forUpdate().first('id'))) return null
  const row = await db('issues as i').join('users as u', 'u.id', 'i.author_id').where('i.id', id).first([...ISSUE_COLUMNS, 'i.content'])
  return row ? toIssue(row as IssueRow) : null
}

/** Stores a new issue and answers its id. */
export async function insertIssue(db: Knex, issue: { authorId: string; title: string; content: RichTextJson; contentText: string; now: Date }): Promise<number> {
  const [row] = await db('issues')
    .insert({
      author_id: issue.authorId,
      title: issue.title,
      content: JSON.stringify(issue.content),
      content_text: issue.contentText,
      created_at: issue.now,
      updated_at: issue.now,
      last_activity_at: issue.now,
    })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** Changes an issue's title, content or flags. */
export async function updateIssueRow(
  db: Knex,
  id: number,
  changes: { title?: string; content?: RichTextJson; contentText?: string; closed?: boolean; pinned?: boolean; hidden?: boolean; updatedAt?: Date },
): Promise<void> {
  const row: Record<string, unknown> = {}
  if (changes.title !== undefined) row.title = changes.title
  if (changes.content !== undefined) row.content = JSON.stringify(changes.content)
  if (changes.contentText !== undefined) row.content_text = changes.contentText
  if (changes.closed !== undefined) row.closed = changes.closed
  if (changes.pinned !== undefined) row.pinned = changes.pinned
  if (changes.hidden !== undefined) row.hidden = changes.hidden
  if (changes.updatedAt !== undefined) row.updated_at = changes.updatedAt
  if (Object.keys(row).length > 0) await db('issues').where({ id }).update(row)
}

/** Deletes an issue with its replies and notices. */
export async function deleteIssueRow(db: Knex, id: number): Promise<void> {
  await db('issues').where({ id }).delete()
}

/** Adds `delta` to an issue's visible-reply count; a new reply also moves its last activity. */
export async function adjustReplyCount(db: Knex, issueId: number, delta: number, activityAt: Date | null = null): Promise<void> {
  const row: Record<string, unknown> = { reply_count: db.raw('reply_count + ?', [delta]) }
  if (activityAt) row.last_activity_at = activityAt
  await db('issues').where({ id: issueId }).update(row)
}

/** Escapes LIKE wildcards so a search matches its text literally (security I1). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** One page of issues, pinned first and then by newest activity, with the total that match. */
export async function listIssueRows(db: Knex, filter: IssueFilter): Promise<{ rows: IssueListRecord[]; total: number }> {
  const base = db('issues as i').where((q) => {
    if (!filter.includeHidden) q.where('i.hidden', false)
    if (filter.status !== 'all') q.where('i.closed', filter.status === 'closed')
    if (filter.authorId !== null) q.where('i.author_id', filter.authorId)
    if (filter.q !== null) {
      const pattern = likePattern(filter.q)
      q.whereRaw(`(i.title ilike ? escape '\\' or i.content_text ilike ? escape '\\')`, [pattern, pattern])
    }
  })
  const counted = await base.clone().count({ n: '*' }).first()
  const rows = await base
    .clone()
    .join('users as u', 'u.id', 'i.author_id')
    .select([...ISSUE_COLUMNS, db.raw('left(i.content_text, ?) as excerpt', [EXCERPT_CHARS])])
    .orderBy([{ column: 'i.pinned', order: 'desc' }, { column: 'i.last_activity_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .limit(filter.limit)
    .offset(filter.offset)
  return {
    total: Number((counted as { n: string | number } | undefined)?.n ?? 0),
    rows: (rows as IssueRow[]).map((row) => {
      const { content: _content, authorId: _a, updatedAt: _u, hidden: _h, ...rest } = toIssue(row)
      return { ...rest, excerpt: row.excerpt ?? '' }
    }),
  }
}

const REPLY_COLUMNS = ['r.id', 'r.issue_id', 'r.author_id', 'u.username as author_name', 'r.content', 'r.hidden', 'r.created_at']

/** A reply by id, or null. With `lock` its row is locked for the transaction. */
export async function findReply(db: Knex, id: number, lock = false): Promise<ReplyRecord | null> {
  if (lock && !(await db('replies').where({ id }).forUpdate().first('id'))) return null
  const row = await db('replies as r').join('users as u', 'u.id', 'r.author_id').where('r.id', id).first(REPLY_COLUMNS)
  return row ? toReply(row as ReplyRow) : null
}

/** One page of an issue's replies, oldest first, using the (issue_id, id) index. */
export async function pageReplies(db: Knex, issueId: number, includeHidden: boolean, limit: number, offset: number): Promise<ReplyRecord[]> {
  let query = db('replies as r').join('users as u', 'u.id', 'r.author_id').where('r.issue_id', issueId)
  if (!includeHidden) query = query.where('r.hidden', false)
  const rows = await query.select(REPLY_COLUMNS).orderBy('r.id', 'asc').limit(limit).offset(offset)
  return (rows as ReplyRow[]).map(toReply)
}

/** How many replies an issue has, hidden ones included (moderators page over all of them). */
export async function countAllReplies(db: Knex, issueId: number): Promise<number> {
  const row = await db('replies').where({ issue_id: issueId }).count({ n: '*' }).first()
  return Number((row as { n: string | number } | undefined)?.n ?? 0)
}

/** Stores a reply and answers its id. */
export async function insertReply(db: Knex, reply: { issueId: number; authorId: string; content: RichTextJson; contentText: string; now: Date }): Promise<number> {
  const [row] = await db('replies')
    .insert({
      issue_id: reply.issueId,
      author_id: reply.authorId,
      content: JSON.stringify(reply.content),
      content_text: reply.contentText,
      created_at: reply.now,
      updated_at: reply.now,
    })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** Changes a reply's content or hidden flag. */
export async function updateReplyRow(db: Knex, id: number, changes: { content?: RichTextJson; contentText?: string; hidden?: boolean; updatedAt?: Date }): Promise<void> {
  const row: Record<string, unknown> = {}
  if (changes.content !== undefined) row.content = JSON.stringify(changes.content)
  if (changes.contentText !== undefined) row.content_text = changes.contentText
  if (changes.hidden !== undefined) row.hidden = changes.hidden
  if (changes.updatedAt !== undefined) row.updated_at = changes.updatedAt
  if (Object.keys(row).length > 0) await db('replies').where({ id }).update(row)
}

/** Deletes a reply (and its notices). */
export async function deleteReplyRow(db: Knex, id: number): Promise<void> {
  await db('replies').where({ id }).delete()
}

/** Stores a notice for `userId` about a new reply to their issue. */
export async function insertNotice(db: Knex, notice: { userId: string; kind: 'reply'; issueId: number; replyId: number; now: Date }): Promise<void> {
  await db('notices').insert({ user_id: notice.userId, kind: notice.kind, issue_id: notice.issueId, reply_id: notice.replyId, created_at: notice.now })
}
