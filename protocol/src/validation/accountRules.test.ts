import { describe, expect, it } from 'vitest'
import {
  accountKind,
  checkAccount,
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPasswordRepeat,
  checkPhone,
  checkUsername,
  emailKey,
  RESET_PASSWORD_MAX,
  usernameKey,
} from './accountRules'

describe('account field rules (spec 5)', () => {
  it('accepts mainland mobile numbers whose second digit is 3, 4, 5, 7 or 8', () => {
    for (const ok of ['13800138000', '14700000000', '15912345678', '17012345678', '18612345678']) expect(checkPhone(ok), ok).toBeNull()
    for (const bad of ['12345678901', '16012345678', '19912345678', '1380013800', '138001380000', '+8613800138000', '１３８００１３８０００'])
      expect(checkPhone(bad), bad).toBe('phoneInvalid')
    expect(checkPhone('')).toBe('phoneEmpty')
  })

  it('accepts simple e-mail addresses with a 2 to 6 letter ending', () => {
    expect(checkEmail('a.b+c@example.co')).toBeNull()
    expect(checkEmail('x@sub.example.museum')).toBeNull()
    expect(checkEmail('x@example.c')).toBe('emailInvalid')
    expect(checkEmail('x@example.toolongtld')).toBe('emailInvalid')
    expect(checkEmail('a@b.com\r\nBcc: x@y.z')).toBe('emailInvalid')
    expect(checkEmail('')).toBe('emailEmpty')
  })

  it('tells a login account apart and names the specification messages', () => {
    expect(accountKind('13800138000')).toBe('phone')
    expect(accountKind('me@example.com')).toBe('email')
    expect(accountKind('me')).toBeNull()
    expect(checkAccount('  ')).toBe('accountEmpty')
    expect(checkAccount('nonsense')).toBe('accountInvalid')
  })

  it('wants codes of exactly six digits', () => {
    expect(checkCode('')).toBe('codeRequired')
    expect(checkCode('', 'codeEmpty')).toBe('codeEmpty')
    expect(checkCode('12345')).toBe('codeLength')
    expect(checkCode('12345a')).toBe('codeIncorrect')
    expect(checkCode('012345')).toBeNull()
  })

  it('bounds passwords: at least 6, at most 128, and 6 to 12 in the reset form', () => {
    expect(checkNewPassword('')).toBe('passwordRequired')
    expect(checkNewPassword('12345')).toBe('passwordMin')
    expect(checkNewPassword('x'.repeat(128))).toBeNull()
    expect(checkNewPassword('x'.repeat(129))).toBe('passwordTooLong')
    expect(checkNewPassword('x'.repeat(13), RESET_PASSWORD_MAX)).toBe('passwordRange')
    expect(checkNewPassword('12345', RESET_PASSWORD_MAX)).toBe('passwordRange')
    expect(checkNewPassword('电池电池电池')).toBeNull()
    expect(checkPasswordRepeat('abcdef', '')).toBe('passwordRepeatRequired')
    expect(checkPasswordRepeat('abcdef', 'abcdeg')).toBe('passwordMismatch')
  })

  it('refuses reserved, unsafe and invisible usernames and folds case and width', () => {
    expect(checkUsername('')).toBe('usernameRequired')
    expect(checkUsername('', 'usernameEmpty')).toBe('usernameEmpty')
    expect(checkUsername('ADMIN')).toBe('usernameReserved')
    expect(checkUsername('ａｄｍｉｎ')).toBe('usernameReserved')
    expect(checkUsername('a<b')).toBe('usernameInvalidChars')
    expect(checkUsername('a\u200bb')).toBe('usernameInvalidChars')
    expect(checkUsername(' padded')).toBe('usernameInvalidChars')
    expect(checkUsername('x'.repeat(33))).toBe('usernameTooLong')
    expect(checkUsername('线束工程师')).toBeNull()
    expect(checkUsername('two words')).toBe('usernameInvalidChars')
    expect(usernameKey('Ａｌｉｃｅ')).toBe('alice')
    expect(emailKey('User@Example.COM')).toBe('user@example.com')
  })

  it('A10 refuses invisible characters: soft hyphen, Hangul fillers, ideographic space, zero-width, bidi, variation selectors', () => {
    const invisible = {
      'soft hyphen': 'ali\u00adce',
      'Hangul choseong filler': 'ali\u115fce',
      'Hangul jungseong filler': 'ali\u1160ce',
      'Hangul filler': 'ali\u3164ce',
      'half-width Hangul filler': 'ali\uffa0ce',
      'a name of Hangul fillers only': '\u3164\u3164',
      'ideographic space': '张\u3000三',
      'no-break space': 'ali\u00a0ce',
      'zero-width space': 'ali\u200bce',
      'zero-width joiner': 'ali\u200dce',
      'word joiner': 'ali\u2060ce',
      'byte order mark': '\ufeffalice',
      'left-to-right mark': 'alice\u200e',
      'right-to-left override': '\u202ealice',
      'right-to-left isolate': 'al\u2067ice',
      'variation selector 16': 'alice\ufe0f',
      'variation selector 17': 'alice\u{e0100}',
      'combining grapheme joiner': 'ali\u034fce',
      'Mongolian vowel separator': 'ali\u180ece',
      'tag character': 'alice\u{e0041}',
      'blank Braille pattern': 'ali\u2800ce',
      'leading combining mark': '\u0301alice',
      'private use': 'ali\ue000ce',
      'lone surrogate': 'ali\ud800ce',
    }
    for (const [what, name] of Object.entries(invisible)) expect(checkUsername(name), what).toBe('usernameInvalidChars')
  })

  it('A10 refuses confusable script mixing at the UTS #39 highly restrictive level', () => {
    expect(checkUsername('p\u0430ypal'), 'Latin with a Cyrillic а').toBe('usernameMixedScripts')
    expect(checkUsername('\u0391lice'), 'Latin with a Greek Alpha').toBe('usernameMixedScripts')
    expect(checkUsername('张三\u0430'), 'Han with Cyrillic').toBe('usernameMixedScripts')
    expect(checkUsername('abc张\u0430'), 'Latin, Han and Cyrillic').toBe('usernameMixedScripts')
    expect(checkUsername('한글ひらがな'), 'Hangul with Hiragana').toBe('usernameMixedScripts')
    expect(checkUsername('\u16a0\u16a2'), 'Runic').toBe('usernameUnsupportedScript')
    for (const name of ['张三', '张三abc', 'abc张三', 'Zhang_三_2024', '山田たろう', 'やまだTaro', 'ㄓㄤ三', '김철수', '김金abc', 'Иван', 'Ιωάννης', 'José', 'Jose\u0301', 'user_42', '2024', '工程师·王', 'ｕｓｅｒ'])
      expect(checkUsername(name), name).toBeNull()
  })
})
