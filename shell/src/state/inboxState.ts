import { proxy } from 'valtio'
import { unreadCount } from '../api/noticeApi'

/**
 * The count of unread notices the site header shows on its bell. It is read again on each
 * navigation of a signed-in user and set from the answer of every mark-read call.
 */
export const inboxState = proxy<{ unread: number }>({ unread: 0 })

let asking: Promise<void> | null = null

/** Asks the server for the unread count (one question at a time); failures leave the count as it was. */
export function refreshUnread(): Promise<void> {
  asking ??= unreadCount()
    .then((count) => { inboxState.unread = count })
    .catch(() => undefined)
    .finally(() => { asking = null })
  return asking
}

/** Sets the count from an answer that carried it (mark read, list). */
export function setUnread(count: number): void {
  inboxState.unread = Math.max(0, count)
}
