import { describe, expect, it } from 'vitest'
import { strokeReversed } from './strokeDirection'

describe('strokeReversed', () => {
  it('tells a stroke running against its segment from one running with it, along a bent segment too', () => {
    // Drawn from (100, 0) to (0, 0): a stroke from left to right runs against it.
    expect(strokeReversed([[100, 0], [0, 0]], 0, 0, 100, 0)).toBe(true)
    expect(strokeReversed([[100, 0], [0, 0]], 60, 0, 40, 0)).toBe(false)
    // Bent: (0, 0) → (50, 0) → (50, -50); a piece of its upward leg drawn downwards runs against it.
    const bent = [[0, 0], [50, 0], [50, -50]] as const
    expect(strokeReversed(bent, 50, -40, 50, -10)).toBe(true)
    expect(strokeReversed(bent, 10, 0, 40, 0)).toBe(false)
  })
})
