import type { noticesZhCN } from './noticesZhCN'

/** English texts of the notices screen and the header's bell, key for key beside `noticesZhCN`. */
export const noticesEn: { readonly [K in keyof typeof noticesZhCN]: string } = {
  noticeSubtitle: 'Team invitations, replies to your issues, role changes and more.',
  noticeSummary: '{total} notices, {unread} unread',
  noticeFilter: 'Show',
  noticeAll: 'All',
  noticeUnread: 'Unread',
  noticeMarkAll: 'Mark all read',
  noticeMarkRead: 'Mark read',
  noticeUnreadMark: 'unread',
  noticeNone: 'No notices yet',
  noticeNoneUnread: 'No unread notices',
  noticeBellUnread: 'Notices: {count} unread',
  noticeIssueReply: '{name} replied to your issue “{title}”',
  noticeInvitation: '{name} invites you to join “{team}” as {role}',
  noticeRoleChanged: '{name} made you {role} in “{team}”',
  noticeRemoved: '{name} removed you from “{team}”',
  noticeDissolved: '{name} dissolved the team “{team}”',
  noticeJoined: '{name} joined “{team}” through your invitation',
}
