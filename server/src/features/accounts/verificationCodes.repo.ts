import type { Knex } from 'knex'

/** A code that may still be confirmed, as the code service sees it. Rows never leave this module. */
export interface PendingCode {
  readonly id: string
  /** HMAC-SHA-256 (hex) of purpose, target and code under the server secret. */
  readonly codeHash: string
  /** Wrong entries so far. */
  readonly attempts: number
}

/** One code sent recently to a target: when, and for what. */
export interface SentCode {
  readonly createdAt: Date
  readonly purpose: string
}

/** The codes sent to `target` since `since`, newest first (the send budgets count them). */
export async function codesSentSince(db: Knex, target: string, since: Date): Promise<SentCode[]> {
  const rows = (await db('verification_codes').where({ target }).where('created_at', '>', since).orderBy('created_at', 'desc').select('created_at', 'purpose')) as Array<{
    created_at: Date
    purpose: string
  }>
  return rows.map((r) => ({ createdAt: new Date(r.created_at), purpose: r.purpose }))
}

/** Voids every unused code of `purpose` to `target` at `now` (a new code replaces them). */
export async function voidPendingCodes(db: Knex, target: string, purpose: string, now: Date): Promise<void> {
  await db('verification_codes').where({ target, purpose }).whereNull('consumed_at').whereNull('voided_at').update({ voided_at: now })
}

/** Stores a code's hash, valid until `expiresAt`, and answers its id. */
export async function insertCode(db: Knex, code: { purpose: string; target: string; codeHash: string; now: Date; expiresAt: Date }): Promise<string> {
  const [row] = await db('verification_codes')
    .insert({ purpose: code.purpose, target: code.target, code_hash: code.codeHash, created_at: code.now, expires_at: code.expiresAt })
    .returning('id')
  return String((row as { id: string | number }).id)
}

/** Deletes the code `id`. */
export async function deleteCode(db: Knex, id: string): Promise<void> {
  await db('verification_codes').where({ id }).delete()
}

/** The newest code of `purpose` to `target` that is unused, unvoided, unexpired at `now` and below `maxAttempts` wrong entries; null when none. */
export async function findPendingCode(db: Knex, target: string, purpose: string, now: Date, maxAttempts: number): Promise<PendingCode | null> {
  const row = (await db('verification_codes')
    .where({ target, purpose })
    .whereNull('consumed_at')
    .whereNull('voided_at')
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .first('id', 'code_hash', 'attempts')) as { id: string | number; code_hash: string; attempts: number | string } | undefined
  return row ? { id: String(row.id), codeHash: row.code_hash, attempts: Number(row.attempts) } : null
}

/** Records the wrong-entry count of the code `id`, voiding it at `voidedAt` when that is given. */
export async function recordWrongEntry(db: Knex, id: string, attempts: number, voidedAt: Date | null): Promise<void> {
  await db('verification_codes').where({ id }).update({ attempts, voided_at: voidedAt })
}

/**
 * Marks the code `id` used at `now`, atomically and only while it is unused, unvoided and
 * unexpired; false when another request used it first or it is no longer valid.
 */
export async function markCodeConsumed(db: Knex, id: string, now: Date): Promise<boolean> {
  const used = await db('verification_codes').where({ id }).whereNull('consumed_at').whereNull('voided_at').where('expires_at', '>', now).update({ consumed_at: now })
  return used === 1
}
