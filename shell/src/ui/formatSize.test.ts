import { describe, expect, it } from 'vitest'
import { formatSize } from './formatSize'

describe('formatSize', () => {
  it('shows bytes, then binary multiples with one decimal below 100', () => {
    expect(formatSize(0, 'en')).toBe('0 B')
    expect(formatSize(1023, 'en')).toBe('1,023 B')
    expect(formatSize(1536, 'zh-CN')).toBe('1.5 KB')
    expect(formatSize(44 * 1024 * 1024, 'en')).toBe('44.0 MB')
    expect(formatSize(150 * 1024 * 1024, 'en')).toBe('150 MB')
    expect(formatSize(-1, 'en')).toBe('—')
  })
})
