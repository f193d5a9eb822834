import { proxy } from 'valtio'
import { NOTICE_DURATION_MS } from '../shellConfig'

/**
 * The toast notices shown at the top of the screen (spec 8: notices last 5 s). `notify` adds one
 * and schedules its removal; the `Toaster` component renders the list.
 */

/** The four notice styles. */
export type NoticeKind = 'error' | 'warning' | 'info' | 'success'

/** One notice on screen. */
export interface Notice {
  readonly id: number
  readonly kind: NoticeKind
  readonly text: string
}

/** The notice store. */
export const noticeState = proxy<{ notices: Notice[] }>({ notices: [] })

let nextId = 1

/** Most notices on screen at once: a burst of results shows the newest three, not a wall over the page. */
export const MAX_VISIBLE_NOTICES = 3

/** Shows `text` as a notice of `kind` for `durationMs` (5 s by default); returns its id. */
export function notify(kind: NoticeKind, text: string, durationMs: number = NOTICE_DURATION_MS): number {
  const id = nextId++
  // The same text twice in a row (e.g. two failing requests) shows once.
  const last = noticeState.notices.at(-1)
  if (last && last.text === text && last.kind === kind) return last.id
  noticeState.notices.push({ id, kind, text })
  if (noticeState.notices.length > MAX_VISIBLE_NOTICES) noticeState.notices.splice(0, noticeState.notices.length - MAX_VISIBLE_NOTICES)
  setTimeout(() => dismissNotice(id), durationMs)
  return id
}

/** Removes the notice `id` (when it is still shown). */
export function dismissNotice(id: number): void {
  const index = noticeState.notices.findIndex((n) => n.id === id)
  if (index >= 0) noticeState.notices.splice(index, 1)
}
