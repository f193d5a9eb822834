import { describe, expect, it } from 'vitest'
import { BASE_DELAY_MS, isRetryable, MAX_ATTEMPTS, MAX_DELAY_MS, parseRetryAfter, retryDelayMs, shouldRetry } from './retryPolicy'

const now = Date.UTC(2026, 0, 5, 8, 0, 0)

describe('retry policy', () => {
  it('retries reads, and writes only with an idempotency key', () => {
    expect(isRetryable('GET', false)).toBe(true)
    expect(isRetryable('HEAD', false)).toBe(true)
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(isRetryable(method, false), method).toBe(false)
      expect(isRetryable(method, true), method).toBe(true)
    }
  })

  it('retries 502, 503, 504 and network failures while tries remain; nothing else', () => {
    for (const status of [502, 503, 504]) expect(shouldRetry({ kind: 'status', status }, 1)).toBe(true)
    for (const status of [200, 400, 401, 404, 429, 500]) expect(shouldRetry({ kind: 'status', status }, 1), String(status)).toBe(false)
    expect(shouldRetry({ kind: 'network' }, MAX_ATTEMPTS - 1)).toBe(true)
    expect(shouldRetry({ kind: 'network' }, MAX_ATTEMPTS)).toBe(false)
    expect(shouldRetry({ kind: 'timeout' }, 1)).toBe(false)
  })

  it('reads Retry-After as seconds or an HTTP date, and ignores what is neither', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter(new Date(now + 7000).toUTCString(), now)).toBe(7000)
    expect(parseRetryAfter(new Date(now - 7000).toUTCString(), now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeNull()
    expect(parseRetryAfter('-1', now)).toBeNull()
    expect(parseRetryAfter('1.5', now)).toBeNull()
    expect(parseRetryAfter('soon', now)).toBeNull()
  })

  it('doubles the pause per retry with up to a quarter of jitter, honours and caps Retry-After', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, null, 0, now))).toEqual([BASE_DELAY_MS, BASE_DELAY_MS * 2, BASE_DELAY_MS * 4])
    expect(retryDelayMs(1, null, 0.999, now)).toBeLessThanOrEqual(BASE_DELAY_MS * 1.25)
    expect(retryDelayMs(1, null, 0.999, now)).toBeGreaterThan(BASE_DELAY_MS)
    expect(retryDelayMs(1, '3', 0.5, now)).toBe(3000)
    expect(retryDelayMs(1, '60', 0, now)).toBe(MAX_DELAY_MS)
    expect(retryDelayMs(10, null, 0, now)).toBe(MAX_DELAY_MS)
    expect(retryDelayMs(1, 'soon', 0, now)).toBe(BASE_DELAY_MS)
  })
})
