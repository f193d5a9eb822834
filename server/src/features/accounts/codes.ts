import type { Knex } from 'knex'
import { ApiError } from '../../lib/ApiError'
import { digestsEqual, hmac, randomCode } from '../../lib/tokens'
import type { Channel } from '../../messaging/Messenger'
import { codesSentSince, deleteCode, findPendingCode, insertCode, markCodeConsumed, recordWrongEntry, voidPendingCodes } from './verificationCodes.repo'

/**
 * Verification codes (security C1-C7, R3): six digits from the CSPRNG, stored as an HMAC bound to
 * purpose and target, valid five minutes, single use, void after five wrong entries, at most one a
 * minute per purpose and five in 30 minutes and ten a day per target. The routes spend the client
 * address's budgets and deliver the messages; these functions keep the codes.
 */

/** What a verification code is for; a code for one purpose never confirms another (security C5). */
export type CodePurpose = 'register' | 'reset' | 'bind'

/** Lifetime of a code: 5 minutes (security.md section 4). */
export const CODE_TTL_MS = 5 * 60_000
/** Minimum time between two codes to one target: 60 s (spec 9). */
export const RESEND_INTERVAL_MS = 60_000
/** Wrong entries after which a code is void (security C3). */
export const MAX_CODE_ATTEMPTS = 5
/** Codes to one target: at most 5 in 30 minutes and 10 in 24 hours (security R3). */
export const SENDS_PER_HALF_HOUR = 5
export const SENDS_PER_DAY = 10

/** The stored form of a target: channel plus the normalised phone or e-mail key. */
export function codeTarget(channel: Channel, address: string): string {
  return `${channel}:${address}`
}

function codeHash(secret: string, purpose: CodePurpose, target: string, code: string): string {
  return hmac(secret, `${purpose}|${target}|${code}`)
}

/** A code's purpose, target and the key of its HMAC (the server secret). */
export interface CodeSubject {
  readonly purpose: CodePurpose
  readonly target: string
  readonly secret: string
}

/**
 * Refuses a new code for `purpose` to `target` at `now` with 429 and `retryAfter` (seconds) when
 * its target's budgets are spent: the resend interval (per purpose) and the caps (all purposes).
 */
export async function refuseTooFrequentCode(db: Knex, now: Date, input: { purpose: CodePurpose; target: string }): Promise<void> {
  const at = now.getTime()
  const recent = await codesSentSince(db, input.target, new Date(at - 24 * 3600_000))
  const times = recent.map((r) => r.createdAt.getTime())
  // The 60 s rule is per form (spec 4: the send button's countdown); the caps below count every purpose.
  const last = recent.find((r) => r.purpose === input.purpose)?.createdAt.getTime()
  if (last !== undefined && at - last < RESEND_INTERVAL_MS) {
    const retryAfter = Math.ceil((RESEND_INTERVAL_MS - (at - last)) / 1000)
    throw new ApiError(429, 'codeResendWait', { retryAfter }, { seconds: retryAfter })
  }
  const inHalfHour = times.filter((t) => at - t < 30 * 60_000).length
  if (times.length >= SENDS_PER_DAY) {
    const retryAfter = Math.ceil((times[SENDS_PER_DAY - 1]! + 24 * 3600_000 - at) / 1000)
    throw new ApiError(429, 'codeDailyCap', { retryAfter })
  }
  if (inHalfHour >= SENDS_PER_HALF_HOUR) {
    const retryAfter = Math.ceil((times[SENDS_PER_HALF_HOUR - 1]! + 30 * 60_000 - at) / 1000)
    throw new ApiError(429, 'codeSendCap', { retryAfter }, { minutes: Math.ceil(retryAfter / 60) })
  }
}

/**
 * Stores a new code for the subject at `now`, voiding any earlier one of its purpose; only the
 * code's HMAC is kept. Answers the code, for the caller to deliver (or, when the address must not
 * learn whether it has an account, to deliver something else or nothing), and its id.
 */
export async function storeCode(trx: Knex, now: Date, subject: CodeSubject): Promise<{ code: string; codeId: string }> {
  const code = randomCode()
  await voidPendingCodes(trx, subject.target, subject.purpose, now)
  const codeId = await insertCode(trx, {
    purpose: subject.purpose,
    target: subject.target,
    codeHash: codeHash(subject.secret, subject.purpose, subject.target, code),
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  })
  return { code, codeId }
}

/**
 * Takes back a code that could not be delivered, so it neither counts against the resend
 * interval and caps nor can be confirmed: the person may ask again at once.
 */
export async function withdrawCode(trx: Knex, codeId: string): Promise<void> {
  await deleteCode(trx, codeId)
}

/** The verdict on a typed code: the id of the pending code it matches, or the refusal to answer. */
export type CodeCheck = { readonly ok: true; readonly codeId: string } | { readonly ok: false; readonly refusal: ApiError }

/**
 * Checks `code` against the pending code of the subject at `now` without using it up. A wrong code
 * counts one entry (the fifth voids it), which the caller commits before answering the refusal; no
 * pending code is "invalid or expired". Comparison is on fixed-length digests in constant time.
 */
export async function checkCode(trx: Knex, now: Date, input: CodeSubject & { code: string }): Promise<CodeCheck> {
  const pending = await findPendingCode(trx, input.target, input.purpose, now, MAX_CODE_ATTEMPTS)
  if (!pending) return { ok: false, refusal: new ApiError(400, 'codeInvalidOrExpired', { field: 'code' }) }
  if (/^\d{6}$/.test(input.code) && digestsEqual(pending.codeHash, codeHash(input.secret, input.purpose, input.target, input.code))) {
    return { ok: true, codeId: pending.id }
  }
  const attempts = pending.attempts + 1
  const spent = attempts >= MAX_CODE_ATTEMPTS
  await recordWrongEntry(trx, pending.id, attempts, spent ? now : null)
  return { ok: false, refusal: new ApiError(400, spent ? 'codeInvalidOrExpired' : 'codeIncorrect', { field: 'code' }) }
}

/**
 * Uses up the code `codeId` inside the caller's transaction, atomically: exactly one of any number
 * of concurrent callers succeeds (security C2); the others get "invalid or expired".
 */
export async function consumeCode(trx: Knex, now: Date, codeId: string): Promise<void> {
  if (!(await markCodeConsumed(trx, codeId, now))) throw new ApiError(400, 'codeInvalidOrExpired', { field: 'code' })
}
