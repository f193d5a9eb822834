import type { Locale } from '@harness/protocol'

/**
 * How the forum shows a date the server sent (ISO 8601 text): local date and time to the minute,
 * 24-hour. Text that is not a date is shown as it came. Pure, unit-tested.
 */
export function formatForumDate(value: string, locale: Locale, timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleString(locale, {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
    ...(timeZone ? { timeZone } : {}),
  })
}
