import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotencyKey'

describe('newIdempotencyKey', () => {
  it('makes 32 hex digits, new every time, within the server key rule (1-200 visible ASCII)', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey))
    expect(keys.size).toBe(1000)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })
})
