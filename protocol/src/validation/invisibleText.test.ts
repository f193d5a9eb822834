import { describe, expect, it } from 'vitest'
import { INVISIBLE_CHARACTER, isBlankText } from './invisibleText'

describe('isBlankText', () => {
  it('calls text of white space and invisible characters blank', () => {
    for (const text of ['', ' ', '\n\t', '\u3000', '\u200b\u200b\u200b', '\u200c\u200d\u2060\ufeff', ' \u00ad ', '\u3164\u115f\u1160\uffa0', '\ufe0f', '\u202e\u2066', '\u2800'])
      expect(isBlankText(text), JSON.stringify(text)).toBe(true)
  })

  it('calls text with any visible character not blank', () => {
    for (const text of ['a', ' 。', '\u200bx\u200b', '—', '😀', '\u0301']) expect(isBlankText(text), JSON.stringify(text)).toBe(false)
  })
})

describe('INVISIBLE_CHARACTER', () => {
  it('finds one invisible character among visible ones', () => {
    expect(INVISIBLE_CHARACTER.test('ali\u200bce')).toBe(true)
    expect(INVISIBLE_CHARACTER.test('alice')).toBe(false)
    expect(INVISIBLE_CHARACTER.test('a b')).toBe(false)
  })
})
