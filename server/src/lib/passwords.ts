import argon2 from 'argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { fieldError } from './ApiError'

/** Argon2id cost: the OWASP Password Storage minimum (m = 19456 KiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** How many of the most common leaked passwords are refused (ASVS 5.0 6.2.4 asks for at least 3000). */
export const BLOCKLIST_SIZE = 3000

const blocklist: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, BLOCKLIST_SIZE),
)

/** True when `password` is among the most common leaked passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return blocklist.has(password.toLowerCase())
}

/** Refuses a password from the common-password list with 400 about `field` (security A4). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'passwordTooCommon')
}

/** An argon2id hash of `password` with {@link ARGON2_OPTIONS}. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS)
}

let dummyHash: Promise<string> | null = null

/**
 * Verifies `password` against `hash`. With `hash` null (no such account) it still runs one argon2
 * verification against a fixed dummy hash, so the answer takes as long either way (security A6).
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy password that matches no account')
    await argon2.verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
