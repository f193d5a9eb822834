import type { Knex } from 'knex'

/** The kinds of notice stored beside forum replies ('reply'), each with its facts in the payload. */
export type TeamNoticeKind = 'teamInvitation' | 'roleChanged' | 'memberRemoved' | 'teamDissolved' | 'invitationAccepted'

/** A stored notice with what the list joins to it. Rows never leave this module. */
export interface NoticeRecord {
  readonly id: number
  readonly kind: 'reply' | TeamNoticeKind
  readonly payload: Readonly<Record<string, unknown>>
  readonly createdAt: Date
  readonly readAt: Date | null
  /** Forum reply notices: the issue and who replied. */
  readonly issueId: number | null
  readonly issueTitle: string | null
  readonly replierName: string | null
  /** Invitation notices: the invitation's state while it exists. */
  readonly invitation: {
    readonly revokedAt: Date | null
    readonly declinedAt: Date | null
    readonly acceptedAt: Date | null
    readonly expiresAt: Date
  } | null
}

interface NoticeRow {
  id: string | number
  kind: NoticeRecord['kind']
  payload: Record<string, unknown> | null
  created_at: Date
  read_at: Date | null
  issue_id: string | number | null
  issue_title: string | null
  replier_name: string | null
  inv_id: string | number | null
  inv_revoked_at: Date | null
  inv_declined_at: Date | null
  inv_accepted_at: Date | null
  inv_expires_at: Date | null
}

function toRecord(row: NoticeRow): NoticeRecord {
  const date = (d: Date | null) => (d ? new Date(d) : null)
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload ?? {},
    createdAt: new Date(row.created_at),
    readAt: date(row.read_at),
    issueId: row.issue_id === null ? null : Number(row.issue_id),
    issueTitle: row.issue_title,
    replierName: row.replier_name,
    invitation:
      row.inv_id === null
        ? null
        : { revokedAt: date(row.inv_revoked_at), declinedAt: date(row.inv_declined_at), acceptedAt: date(row.inv_accepted_at), expiresAt: new Date(row.inv_expires_at!) },
  }
}

/** Stores a team notice for `userId`. */
export async function insertTeamNotice(
  db: Knex,
  notice: { userId: string; kind: TeamNoticeKind; payload: Record<string, unknown>; invitationId?: number; now: Date },
): Promise<void> {
  await db('notices').insert({
    user_id: notice.userId,
    kind: notice.kind,
    payload: JSON.stringify(notice.payload),
    invitation_id: notice.invitationId ?? null,
    created_at: notice.now,
  })
}

/** One page of `userId`'s notices, newest first, and the totals. */
export async function pageNotices(
  db: Knex,
  userId: string,
  query: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ notices: NoticeRecord[]; total: number; unread: number }> {
  const base = db('notices as n').where('n.user_id', userId)
  if (query.unreadOnly) base.whereNull('n.read_at')
  const rows = (await base
    .clone()
    .leftJoin('issues as i', 'i.id', 'n.issue_id')
    .leftJoin('replies as r', 'r.id', 'n.reply_id')
    .leftJoin('users as ru', 'ru.id', 'r.author_id')
    .leftJoin('team_invitations as ti', 'ti.id', 'n.invitation_id')
    .orderBy('n.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .select([
      'n.id', 'n.kind', 'n.payload', 'n.created_at', 'n.read_at', 'n.issue_id', 'i.title as issue_title', 'ru.username as replier_name',
      'ti.id as inv_id', 'ti.revoked_at as inv_revoked_at', 'ti.declined_at as inv_declined_at', 'ti.accepted_at as inv_accepted_at',
      'ti.expires_at as inv_expires_at',
    ])) as NoticeRow[]
  const total = (await base.clone().count({ n: '*' }).first()) as { n: string | number }
  return { notices: rows.map(toRecord), total: Number(total.n), unread: await countUnread(db, userId) }
}

/** How many of `userId`'s notices are unread. */
export async function countUnread(db: Knex, userId: string): Promise<number> {
  const row = (await db('notices').where({ user_id: userId }).whereNull('read_at').count({ n: '*' }).first()) as { n: string | number }
  return Number(row.n)
}

/** Marks `userId`'s notices read: those of `ids`, or all of them when `ids` is null. Other users' ids change nothing. */
export async function markNoticesRead(db: Knex, userId: string, ids: readonly number[] | null, now: Date): Promise<void> {
  const query = db('notices').where({ user_id: userId }).whereNull('read_at')
  if (ids !== null) query.whereIn('id', ids)
  await query.update({ read_at: now })
}
