import type { TeamRole } from '../accounts'
import type { InvitableRole, InvitationStatus } from './teams'

/**
 * The notice API (/dashboard/notice): what happened that concerns the caller: team invitations
 * addressed to them, replies to their issues, changes of their team role, removal from a team, a team
 * dissolved, someone joining through their invitation. The header shows the unread count.
 */
export const NoticePaths = {
  /** GET query page, pageSize (1-100, default 20), unread ('1' for unread only). Answers {@link NoticePage}. */
  listNotices: '/api/notice/listNotices',
  /** GET. Answers {unread: number}. */
  unreadCount: '/api/notice/unreadCount',
  /** POST JSON {noticeIds: number[]} or {all: true}: marks notices read. Answers {unread}. */
  markRead: '/api/notice/markRead',
} as const

/** What a notice is about, with what the screen needs to show it. */
export type NoticeBody =
  | { readonly kind: 'issueReply'; readonly issueId: number; readonly issueTitle: string; readonly replierName: string }
  | {
      readonly kind: 'teamInvitation'
      readonly teamName: string
      readonly inviterName: string
      readonly role: InvitableRole
      /** The code to accept or decline with, while the invitation is pending. */
      readonly dataCode: string | null
      readonly status: InvitationStatus
    }
  | { readonly kind: 'roleChanged'; readonly teamId: number; readonly teamName: string; readonly role: TeamRole; readonly byName: string }
  | { readonly kind: 'memberRemoved'; readonly teamName: string; readonly byName: string }
  | { readonly kind: 'teamDissolved'; readonly teamName: string; readonly byName: string }
  | { readonly kind: 'invitationAccepted'; readonly teamId: number; readonly teamName: string; readonly username: string }

/** One notice. */
export type NoticeView = NoticeBody & {
  readonly noticeId: number
  readonly createdAt: string
  readonly read: boolean
}

/** `data` of listNotices. */
export interface NoticePage {
  readonly notices: readonly NoticeView[]
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly unread: number
}
