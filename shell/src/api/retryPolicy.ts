/**
 * When the request layer asks again on its own (DESIGN section 3: "the shell retries idempotent
 * reads"). A busy or restarting server answers 503 with `Retry-After` (docs/overload.md); a proxy
 * in front may answer 502 or 504; a dropped connection makes `fetch` fail. Reads are safe to send
 * again, so they are retried a few times with growing pauses. A write is retried only when it
 * carries an `Idempotency-Key`, with which the server applies it at most once (security F8);
 * without one a retry could post the same reply twice.
 */

/** Total tries of one request, the first included. */
export const MAX_ATTEMPTS = 4

/** Pause before the first retry when the server names none, in ms; it doubles per retry. */
export const BASE_DELAY_MS = 500

/** Longest pause between tries, in ms, whatever `Retry-After` asks (a person is waiting). */
export const MAX_DELAY_MS = 5_000

/** HTTP statuses that mean "not now" rather than "no": overloaded, restarting, or a proxy's time-out. */
const TRANSIENT_STATUSES = new Set([502, 503, 504])

/** What one try came to, as far as retrying is concerned. */
export type AttemptOutcome = { readonly kind: 'status'; readonly status: number } | { readonly kind: 'network' } | { readonly kind: 'timeout' } | { readonly kind: 'aborted' }

/** True when a request of `method` may be sent again: reads always, writes only with an idempotency key. */
export function isRetryable(method: string, hasIdempotencyKey: boolean): boolean {
  return method === 'GET' || method === 'HEAD' || hasIdempotencyKey
}

/**
 * True when a retryable request should be tried again after `outcome` on try number `attempt`
 * (1-based). A time-out is not retried: it already waited the whole request time-out.
 */
export function shouldRetry(outcome: AttemptOutcome, attempt: number): boolean {
  if (attempt >= MAX_ATTEMPTS) return false
  if (outcome.kind === 'network') return true
  return outcome.kind === 'status' && TRANSIENT_STATUSES.has(outcome.status)
}

/**
 * The pause before try number `attempt + 1`, in ms: the server's `Retry-After` (seconds or an
 * HTTP date) when it sent one, else `BASE_DELAY_MS` doubled per retry with up to a quarter of
 * jitter (so many clients turned away together do not return together); never more than
 * `MAX_DELAY_MS`. `random` is a number in [0, 1); `now` the current time in epoch ms.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, random: number, now: number): number {
  const asked = parseRetryAfter(retryAfter, now)
  const delay = asked ?? BASE_DELAY_MS * 2 ** (attempt - 1) * (1 + random / 4)
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(0, delay)))
}

/** `Retry-After` in ms from `now`: delay-seconds or an HTTP date (RFC 9110 10.2.3); null when absent or malformed. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/[a-z]/i.test(text)) return null
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}
