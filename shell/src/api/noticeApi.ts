import { NoticePaths, type NoticePage } from '@harness/protocol'
import { getData, postJson } from './calls'

/** Typed calls of the notice API (protocol `NoticePaths`): the caller's notices and their unread count. */

/** One page of notices, newest first; `unreadOnly` leaves out the read ones. */
export function listNotices(page: number, pageSize: number, unreadOnly: boolean): Promise<NoticePage> {
  return getData(NoticePaths.listNotices, { page, pageSize, unread: unreadOnly ? '1' : undefined })
}

/** How many notices are unread. */
export async function unreadCount(): Promise<number> {
  return (await getData<{ unread: number }>(NoticePaths.unreadCount)).unread
}

/** Marks the notices `noticeIds` read, or every notice with 'all'; resolves with the unread count after. */
export async function markRead(which: readonly number[] | 'all'): Promise<number> {
  const body = which === 'all' ? { all: true } : { noticeIds: [...which] }
  return (await postJson<{ unread: number }>(NoticePaths.markRead, body)).unread
}
