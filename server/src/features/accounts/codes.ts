import type { Knex } from 'knex'
import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { digestsEqual, hmac, randomCode } from '../../lib/tokens'
import type { Channel } from '../../messaging/Messenger'

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

function codeHash(deps: AppDeps, purpose: CodePurpose, target: string, code: string): string {
  return hmac(deps.secret, `${purpose}|${target}|${code}`)
}

/**
 * Spends the send budgets of a code for `purpose` to `target`, refusing with 429 and `retryAfter`
 * (seconds) when one is spent: the resend interval (per purpose), the per-target caps (all
 * purposes) and the client address's budget. Nothing is stored; {@link storeCode} records the send.
 */
export async function spendSendBudget(deps: AppDeps, purpose: CodePurpose, target: string, ipBucket: string): Promise<void> {
  const now = deps.clock.now()
  const recent = await deps.db('verification_codes')
    .where({ target })
    .where('created_at', '>', new Date(now - 24 * 3600_000))
    .orderBy('created_at', 'desc')
    .select('created_at', 'purpose')
  const times = recent.map((r: { created_at: Date }) => new Date(r.created_at).getTime())
  // The 60 s rule is per form (spec 4: the send button's countdown); the caps below count every purpose.
  const lastOfPurpose = recent.find((r: { purpose: string }) => r.purpose === purpose) as { created_at: Date } | undefined
  const last = lastOfPurpose ? new Date(lastOfPurpose.created_at).getTime() : undefined
  if (last !== undefined && now - last < RESEND_INTERVAL_MS) {
    const retryAfter = Math.ceil((RESEND_INTERVAL_MS - (now - last)) / 1000)
    throw new ApiError(429, 'codeResendWait', { retryAfter }, { seconds: retryAfter })
  }
  const inHalfHour = times.filter((t) => now - t < 30 * 60_000).length
  if (times.length >= SENDS_PER_DAY) {
    const retryAfter = Math.ceil((times[SENDS_PER_DAY - 1]! + 24 * 3600_000 - now) / 1000)
    throw new ApiError(429, 'codeDailyCap', { retryAfter })
  }
  if (inHalfHour >= SENDS_PER_HALF_HOUR) {
    const retryAfter = Math.ceil((times[SENDS_PER_HALF_HOUR - 1]! + 30 * 60_000 - now) / 1000)
    throw new ApiError(429, 'codeSendCap', { retryAfter }, { minutes: Math.ceil(retryAfter / 60) })
  }
  const ipDecision = await deps.limiter.consume(deps.rateRules.codeSendIp, ipBucket)
  if (!ipDecision.allowed) {
    throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(ipDecision.retryAfterMs / 1000) })
  }
}

/**
 * Stores a new code for `purpose` to `target`, voiding any earlier one of that purpose; only the
 * code's HMAC is kept. Answers the code and its id; the caller delivers it (or, when the address
 * must not learn whether it has an account, delivers something else or nothing).
 */
export async function storeCode(deps: AppDeps, purpose: CodePurpose, target: string): Promise<{ code: string; id: string }> {
  const now = deps.clock.now()
  const code = randomCode()
  const id = await deps.db.transaction(async (trx) => {
    await trx('verification_codes').where({ target, purpose }).whereNull('consumed_at').whereNull('voided_at').update({ voided_at: new Date(now) })
    const [row] = await trx('verification_codes')
      .insert({
        purpose,
        target,
        code_hash: codeHash(deps, purpose, target, code),
        created_at: new Date(now),
        expires_at: new Date(now + CODE_TTL_MS),
      })
      .returning('id')
    return String((row as { id: string | number }).id)
  })
  return { code, id }
}

/**
 * Takes back a code that could not be delivered, so it neither counts against the resend
 * interval and caps nor can be confirmed: the person may ask again at once.
 */
export async function withdrawCode(deps: AppDeps, id: string): Promise<void> {
  await deps.db('verification_codes').where({ id }).delete()
}

interface CodeRow {
  id: string | number
  code_hash: string
  attempts: number
}

/**
 * Checks `code` against the pending code for `purpose` and `target` without using it up. A wrong
 * code counts one attempt (the fifth voids it); no pending code answers "invalid or expired".
 * Answers the id of the matching code for {@link consumeCode}.
 */
export async function checkCode(deps: AppDeps, purpose: CodePurpose, target: string, code: string, ipBucket: string): Promise<string> {
  const ipDecision = await deps.limiter.consume(deps.rateRules.codeVerifyIp, ipBucket)
  if (!ipDecision.allowed) throw new ApiError(429, 'tooManyRequests', { retryAfter: Math.ceil(ipDecision.retryAfterMs / 1000) })
  const now = new Date(deps.clock.now())
  const row = (await deps.db('verification_codes')
    .where({ target, purpose })
    .whereNull('consumed_at')
    .whereNull('voided_at')
    .where('expires_at', '>', now)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .orderBy('created_at', 'desc')
    .first()) as CodeRow | undefined
  if (!row) throw new ApiError(400, 'codeInvalidOrExpired', { field: 'code' })
  if (!/^\d{6}$/.test(code) || !digestsEqual(row.code_hash, codeHash(deps, purpose, target, code))) {
    const attempts = Number(row.attempts) + 1
    await deps.db('verification_codes')
      .where({ id: row.id })
      .update({ attempts, voided_at: attempts >= MAX_CODE_ATTEMPTS ? now : null })
    throw new ApiError(400, attempts >= MAX_CODE_ATTEMPTS ? 'codeInvalidOrExpired' : 'codeIncorrect', { field: 'code' })
  }
  return String(row.id)
}

/**
 * Uses up the code `id` inside the caller's transaction, atomically: exactly one of any number of
 * concurrent callers succeeds (security C2); the others get "invalid or expired".
 */
export async function consumeCode(trx: Knex, deps: AppDeps, id: string): Promise<void> {
  const now = new Date(deps.clock.now())
  const used = await trx('verification_codes')
    .where({ id })
    .whereNull('consumed_at')
    .whereNull('voided_at')
    .where('expires_at', '>', now)
    .update({ consumed_at: now })
  if (used !== 1) throw new ApiError(400, 'codeInvalidOrExpired', { field: 'code' })
}
