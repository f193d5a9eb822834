import type { Knex } from 'knex'
import type { InvitableRole, NoticePage, NoticeView, TeamRole } from '@harness/protocol'
import type { Auth } from '../accounts/auth'
import type { Paging } from '../forum/forumInput'
import { invitationStatus } from '../teams/invitationStatus'
import { countUnread, markNoticesRead, pageNotices, type NoticeRecord } from './notices.repo'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number => (typeof v === 'number' ? v : 0)

/** A stored notice as the notice screen shows it. */
function view(n: NoticeRecord, now: Date): NoticeView {
  const p = n.payload
  const base = { noticeId: n.id, createdAt: n.createdAt.toISOString(), read: n.readAt !== null }
  switch (n.kind) {
    case 'reply':
      return { ...base, kind: 'issueReply', issueId: n.issueId ?? 0, issueTitle: n.issueTitle ?? '', replierName: n.replierName ?? '' }
    case 'teamInvitation': {
      // The invitation row decides the state; once it is gone (its team dissolved) it can no longer be answered.
      const status = n.invitation ? invitationStatus(n.invitation, now) : 'revoked'
      return {
        ...base, kind: 'teamInvitation', teamName: text(p.teamName), inviterName: text(p.inviterName), role: text(p.role) as InvitableRole,
        dataCode: status === 'pending' ? text(p.dataCode) : null, status,
      }
    }
    case 'roleChanged':
      return { ...base, kind: 'roleChanged', teamId: num(p.teamId), teamName: text(p.teamName), role: text(p.role) as TeamRole, byName: text(p.byName) }
    case 'memberRemoved':
      return { ...base, kind: 'memberRemoved', teamName: text(p.teamName), byName: text(p.byName) }
    case 'teamDissolved':
      return { ...base, kind: 'teamDissolved', teamName: text(p.teamName), byName: text(p.byName) }
    case 'invitationAccepted':
      return { ...base, kind: 'invitationAccepted', teamId: num(p.teamId), teamName: text(p.teamName), username: text(p.username) }
    default: {
      const never: never = n.kind
      throw new RangeError(`notice ${n.id}: unknown kind ${String(never)}`)
    }
  }
}

/** `listNotices`: the caller's notices, newest first, one page. */
export async function listNotices(db: Knex, auth: Auth, now: Date, query: Paging & { unreadOnly: boolean }): Promise<NoticePage> {
  const page = await pageNotices(db, auth.user.id, { unreadOnly: query.unreadOnly, limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
  return { notices: page.notices.map((n) => view(n, now)), page: query.page, pageSize: query.pageSize, total: page.total, unread: page.unread }
}

/** `unreadCount`: how many of the caller's notices are unread (the header's badge). */
export async function unreadCount(db: Knex, auth: Auth): Promise<{ unread: number }> {
  return { unread: await countUnread(db, auth.user.id) }
}

/** `markRead`: marks the caller's notices read (the listed ones, or all); ids of other users' notices change nothing. */
export async function markRead(trx: Knex, auth: Auth, now: Date, ids: readonly number[] | null): Promise<{ unread: number }> {
  await markNoticesRead(trx, auth.user.id, ids, now)
  return { unread: await countUnread(trx, auth.user.id) }
}
