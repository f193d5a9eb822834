import { describe, expect, it } from 'vitest'
import { characterCount, textProblem, truncateCharacters } from './textChecks'

describe('text checks', () => {
  it('counts characters, not UTF-16 code units', () => {
    expect(characterCount('导线')).toBe(2)
    expect(characterCount('𝐀𝐁')).toBe(2)
    expect(characterCount('\uD800')).toBe(1)
  })

  it('cuts without splitting a surrogate pair', () => {
    expect(truncateCharacters('a𝐀b', 2)).toBe('a𝐀')
    expect(truncateCharacters('abc', 5)).toBe('abc')
  })

  it('names NUL characters, unpaired surrogates and overlong text', () => {
    expect(textProblem('a\u0000b', 10)).toBe('contains a NUL character')
    expect(textProblem('a\uD800b', 10)).toBe('contains an unpaired UTF-16 surrogate')
    expect(textProblem('\uDC00', 10)).toBe('contains an unpaired UTF-16 surrogate')
    expect(textProblem('x'.repeat(11), 10)).toBe('longer than 10 characters')
    expect(textProblem('𝐀'.repeat(10), 10)).toBeNull()
    expect(textProblem('屏蔽层接地', 10)).toBeNull()
  })
})
