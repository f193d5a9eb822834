/**
 * The arithmetic of the code-resend countdown (spec 4 and 9: 60 s after a successful send). A
 * countdown is stored as the wall-clock time it ends, so a throttled timer or a background tab
 * cannot make it last longer than promised.
 */

/** Milliseconds in a second. */
const MS_PER_SECOND = 1000

/** The epoch-millisecond time a countdown of `seconds` started at `now` ends. */
export function countdownEnd(now: number, seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`countdownEnd: bad duration ${seconds}`)
  return now + seconds * MS_PER_SECOND
}

/** Whole seconds left until `endsAt` at time `now`, rounded up; 0 once it has ended. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / MS_PER_SECOND))
}

/**
 * Seconds to wait before the next send after a server answer: the standard countdown, or the
 * server's `retryAfter` when it asks for longer (a 429 answer or a send answer carries it).
 */
export function resendDelay(standardSeconds: number, retryAfter: unknown): number {
  const asked = typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 0
  return Math.max(standardSeconds, asked)
}
