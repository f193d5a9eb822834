import type { Context } from 'koa'
import type { Knex } from 'knex'
import { ApiError } from '../../lib/ApiError'
import { sha256 } from '../../lib/tokens'
import type { Auth } from '../accounts/auth'

/** Header a client names a retried write with (IETF Idempotency-Key draft; security F8). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** What a write answers: the envelope's `data` and `message`, as stored for retries. */
export interface WriteAnswer {
  readonly data: unknown
  readonly message: string
}

/** The key a request carries: 1 to 200 visible ASCII characters, or null when it sends none. */
export function idempotencyKey(ctx: Context): string | null {
  const key = ctx.get(IDEMPOTENCY_HEADER)
  if (key === '') return null
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new ApiError(400, 'badRequest', { field: 'Idempotency-Key' })
  return key
}

/** The fingerprint of a request: its path and its raw body, so "the same request" means the same bytes. */
function requestHash(ctx: Context): string {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody
  return sha256(`${ctx.path}\n${typeof raw === 'string' ? raw : JSON.stringify((ctx.request as { body?: unknown }).body ?? null)}`)
}

/**
 * Runs one write in one transaction. With an `Idempotency-Key` the key is claimed in that same
 * transaction: a first request stores its answer beside its effects; a retry with the same key
 * and the same body gets the stored answer without writing again; the same key with another body
 * (or path) answers 409 idempotencyConflict. A write that fails rolls its key back with it, so the
 * retry runs afresh. Concurrent requests with one key wait on its unique index, then see the first.
 */
export async function runWrite(db: Knex, now: Date, ctx: Context, auth: Auth, work: (trx: Knex.Transaction) => Promise<WriteAnswer>): Promise<WriteAnswer> {
  const key = idempotencyKey(ctx)
  if (key === null) return db.transaction(work)
  const hash = requestHash(ctx)
  return db.transaction(async (trx) => {
    const claimed = await trx('idempotency_keys')
      .insert({ key, user_id: auth.user.id, path: ctx.path, request_hash: hash, created_at: now })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('id')
    if (claimed.length === 0) {
      const stored = (await trx('idempotency_keys').where({ user_id: auth.user.id, key }).first(['path', 'request_hash', 'response'])) as
        | { path: string; request_hash: string; response: WriteAnswer | null }
        | undefined
      if (!stored || stored.path !== ctx.path || stored.request_hash !== hash || stored.response === null) throw new ApiError(409, 'idempotencyConflict')
      return stored.response
    }
    const answer = await work(trx)
    await trx('idempotency_keys').where({ user_id: auth.user.id, key }).update({ response: JSON.stringify(answer) })
    return answer
  })
}

/** How long a stored answer serves retries: a day, far beyond any client's retry window. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000

/** Forgets the keys older than {@link IDEMPOTENCY_KEY_TTL_MS} at `now`; answers how many. The table stays bounded by a day's writes. */
export async function forgetOldKeys(db: Knex, now: Date): Promise<number> {
  return db('idempotency_keys').where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)).delete()
}
