import type { MessageKey } from '../messages/zhCN'
import { INVISIBLE_CHARACTER } from './invisibleText'
import { classifyScriptMixing } from './scriptMixing'

/**
 * Field rules of the account forms (specification section 5), shared by the shell's forms and the
 * server's request validation so both refuse the same input with the same message. Each check
 * returns the catalogue key of the first rule the value breaks, or null when it passes.
 */

/** Mainland mobile number: 11 digits, first 1, second 3, 4, 5, 7 or 8 (spec 5). */
export const PHONE_PATTERN = /^1[34578]\d{9}$/

/** A simple e-mail address whose top-level domain has 2 to 6 letters (spec 5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/

/** Longest e-mail address accepted, in characters (RFC 5321 path limit). */
export const EMAIL_MAX = 254

/** Verification codes have exactly this many digits (spec 9). */
export const CODE_LENGTH = 6

/** Password length bounds in characters: registration minimum (spec 9) and a hard maximum. */
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128

/** Reset-form password bounds in characters (spec 5: 6 to 12). */
export const RESET_PASSWORD_MAX = 12

/** Longest username, in characters. */
export const USERNAME_MAX = 32

/** Longest profile texts, in characters. */
export const PROFILE_LIMITS = { realName: 64, company: 128, description: 1000, viewName: 32 } as const

/** Names nobody may register, compared case-insensitively. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'root', 'api', 'system', 'superadmin', 'support', 'null', 'undefined',
])

// HTML-special characters, any white space (U+3000 included), surrogates, private-use and
// unassigned code points; invisible characters are tested apart (invisibleText.ts).
const USERNAME_FORBIDDEN = /[<>"'&\p{White_Space}\p{Cs}\p{Co}\p{Cn}]/u
// A combining mark with no letter before it.
const LEADING_MARK = /^\p{M}/u

/** Which kind of identifier a login or reset account string is. */
export type AccountKind = 'phone' | 'email'

/** The kind of `account`, or null when it is neither a valid phone number nor a valid e-mail. */
export function accountKind(account: string): AccountKind | null {
  if (PHONE_PATTERN.test(account)) return 'phone'
  if (account.length <= EMAIL_MAX && EMAIL_PATTERN.test(account)) return 'email'
  return null
}

/** Login or reset identifier: phone number or e-mail. */
export function checkAccount(value: string): MessageKey | null {
  if (value.trim() === '') return 'accountEmpty'
  return accountKind(value) ? null : 'accountInvalid'
}

/** A phone number field. */
export function checkPhone(value: string): MessageKey | null {
  if (value === '') return 'phoneEmpty'
  return PHONE_PATTERN.test(value) ? null : 'phoneInvalid'
}

/** An e-mail field. */
export function checkEmail(value: string): MessageKey | null {
  if (value === '') return 'emailEmpty'
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) ? null : 'emailInvalid'
}

/** A verification code field: required, exactly six digits. */
export function checkCode(value: string, emptyKey: MessageKey = 'codeRequired'): MessageKey | null {
  if (value === '') return emptyKey
  if (value.length !== CODE_LENGTH) return 'codeLength'
  return /^\d{6}$/.test(value) ? null : 'codeIncorrect'
}

/**
 * A username for registration or renaming (security A10): at most 32 characters; no white space,
 * no `< > " ' &`, no control, invisible (soft hyphen, zero-width, bidi, variation selectors, Hangul
 * fillers) or unassigned characters; letters of one writing system, or Latin with Chinese, Japanese
 * or Korean (UTS #39 "highly restrictive": 张三abc passes, Latin with Cyrillic or Greek does not);
 * not a reserved name.
 */
export function checkUsername(value: string, emptyKey: MessageKey = 'usernameRequired'): MessageKey | null {
  if (value.trim() === '') return emptyKey
  if ([...value].length > USERNAME_MAX) return 'usernameTooLong'
  if (USERNAME_FORBIDDEN.test(value) || INVISIBLE_CHARACTER.test(value) || LEADING_MARK.test(value)) return 'usernameInvalidChars'
  const scripts = classifyScriptMixing(value)
  if (scripts === 'mixed') return 'usernameMixedScripts'
  if (scripts === 'unsupported') return 'usernameUnsupportedScript'
  if (RESERVED_USERNAMES.has(usernameKey(value))) return 'usernameReserved'
  return null
}

/** A new password; `max` is 12 in the reset form and 128 elsewhere. */
export function checkNewPassword(value: string, max: number = PASSWORD_MAX): MessageKey | null {
  if (value === '') return 'passwordRequired'
  const length = [...value].length
  if (length < PASSWORD_MIN) return max === RESET_PASSWORD_MAX ? 'passwordRange' : 'passwordMin'
  if (length > max) return max === RESET_PASSWORD_MAX ? 'passwordRange' : 'passwordTooLong'
  return null
}

/** The repeated password of a form. */
export function checkPasswordRepeat(password: string, repeat: string): MessageKey | null {
  if (repeat === '') return 'passwordRepeatRequired'
  return repeat === password ? null : 'passwordMismatch'
}

/**
 * The key under which a username is unique: Unicode compatibility form (so full-width letters
 * equal their ASCII forms), lower case. `Alice` and `ａｌｉｃｅ` collide with `alice`.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase()
}

/** The key under which an e-mail address is unique: NFKC, lower case. */
export function emailKey(email: string): string {
  return email.normalize('NFKC').toLowerCase()
}
