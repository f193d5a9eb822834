import { describe, expect, it } from 'vitest'
import { countdownEnd, remainingSeconds, resendDelay } from './countdown'

describe('countdown', () => {
  it('counts 60 whole seconds down to 0', () => {
    const end = countdownEnd(1_000, 60)
    expect(remainingSeconds(end, 1_000)).toBe(60)
    expect(remainingSeconds(end, 1_001)).toBe(60)
    expect(remainingSeconds(end, 2_000)).toBe(59)
    expect(remainingSeconds(end, 60_999)).toBe(1)
    expect(remainingSeconds(end, 61_000)).toBe(0)
    expect(remainingSeconds(end, 99_000)).toBe(0)
  })

  it('is 0 when never started', () => {
    expect(remainingSeconds(0, Date.now())).toBe(0)
  })

  it('refuses negative durations', () => {
    expect(() => countdownEnd(0, -1)).toThrow(RangeError)
  })

  it('waits longer when the server asks for it', () => {
    expect(resendDelay(60, undefined)).toBe(60)
    expect(resendDelay(60, 30)).toBe(60)
    expect(resendDelay(60, 90.2)).toBe(91)
    expect(resendDelay(60, 'x')).toBe(60)
  })
})
