import { describe, expect, it } from 'vitest'
import { classifyScriptMixing } from './scriptMixing'

describe('classifyScriptMixing (UTS #39 highly restrictive)', () => {
  it('calls one writing system single, digits and symbols included', () => {
    for (const text of ['alice', 'Иван', 'Ιωάννης', '线束工程师', '山田たろう', 'カタカナー', 'ㄓㄤ三', '김철수', '123_-.', '', '😀']) {
      expect(classifyScriptMixing(text), text).toBe('single')
    }
  })

  it('lets Latin join Han with kana, Han with Bopomofo, or Han with Hangul', () => {
    for (const text of ['张三abc', 'abc山田たろう', 'ㄓㄤabc', '김金abc']) expect(classifyScriptMixing(text), text).toBe('latinWithCjk')
  })

  it('calls every other mix mixed, and a script outside the recommended ones unsupported', () => {
    for (const text of ['p\u0430ypal', '\u0391lice', 'Ив\u0430nov', '한글ひらがな', '张三\u0430', 'abc\u05d0']) expect(classifyScriptMixing(text), text).toBe('mixed')
    expect(classifyScriptMixing('\u16a0\u16a2')).toBe('unsupported')
    expect(classifyScriptMixing('abc\u{10300}')).toBe('unsupported')
  })

  it('compares in NFC, so a decomposed accent stays with its Latin letter', () => {
    expect(classifyScriptMixing('Jose\u0301')).toBe('single')
  })
})
