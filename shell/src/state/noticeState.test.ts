import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_VISIBLE_NOTICES, noticeState, notify } from './noticeState'

afterEach(() => {
  noticeState.notices.splice(0)
  vi.useRealTimers()
})

describe('notify', () => {
  it('keeps the newest notices on screen and drops the oldest of a burst', () => {
    vi.useFakeTimers()
    for (let i = 1; i <= 6; i++) notify('success', `done ${i}`)
    expect(noticeState.notices.map((n) => n.text)).toEqual(['done 4', 'done 5', 'done 6'].slice(-MAX_VISIBLE_NOTICES))
  })

  it('shows the same text twice in a row once, and removes a notice after its time', () => {
    vi.useFakeTimers()
    notify('error', 'failed')
    notify('error', 'failed')
    expect(noticeState.notices).toHaveLength(1)
    vi.advanceTimersByTime(5000)
    expect(noticeState.notices).toHaveLength(0)
  })
})
