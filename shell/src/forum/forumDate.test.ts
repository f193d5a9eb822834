import { describe, expect, it } from 'vitest'
import { formatForumDate } from './forumDate'

describe('formatForumDate', () => {
  it('shows date and time to the minute in the given zone', () => {
    expect(formatForumDate('2024-05-06T07:08:09Z', 'zh-CN', 'UTC')).toBe('2024/05/06 07:08')
    expect(formatForumDate('2024-05-06T07:08:09Z', 'en', 'UTC')).toBe('05/06/2024, 07:08')
  })

  it('shows text that is not a date as it came', () => {
    expect(formatForumDate('yesterday', 'en')).toBe('yesterday')
  })
})
