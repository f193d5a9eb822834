import { describe, expect, it } from 'vitest'
import { textWidth } from './textWidth'

describe('textWidth', () => {
  it('estimates a text\'s width from its characters: Latin 0.6 of the height, Chinese 1', () => {
    expect(textWidth('X12', 3)).toBeCloseTo(5.4, 6)
    expect(textWidth('接点1', 2)).toBeCloseTo(5.2, 6)
    expect(textWidth('', 3)).toBe(0)
  })
})
