import type Router from '@koa/router'
import type { Knex } from 'knex'
import type { z } from 'zod'
import type { AppDeps } from '../../AppDeps'
import { runWrite } from './idempotency'
import { requireAuth, type Auth } from '../accounts/auth'
import { ok } from '../../middleware/envelope'
import { JSON_BODY, readInput } from '../../lib/requestInput'

/** What a write answers: the envelope's data (null when the work answers nothing) and its message. */
export interface WriteResult<T> {
  readonly data: T
  readonly message: string
}

/**
 * Registers a JSON write route in the house shape: a session is required, the body is read against
 * a zod shape (unknown fields refused), `prepare` checks and normalises it (and may do slow work such
 * as engine jobs, before any transaction opens), then `work` runs in one
 * transaction honouring `Idempotency-Key`, and its answer becomes the envelope. `after` runs once the
 * transaction committed (reclaiming storage, say) with the stored answer.
 */
export function jsonWriteRoute<S extends z.ZodRawShape, T, I = z.output<z.ZodObject<S, z.core.$strict>>>(
  router: Router,
  deps: AppDeps,
  path: string,
  spec: {
    readonly body: S
    readonly prepare?: (body: z.output<z.ZodObject<S, z.core.$strict>>, auth: Auth) => I | Promise<I>
    readonly work: (trx: Knex.Transaction, auth: Auth, now: Date, input: I) => Promise<T>
    readonly message?: string | ((data: T) => string)
    readonly reply?: (data: T) => unknown
    readonly after?: (data: T) => Promise<void>
  },
): void {
  router.post(path, async (ctx) => {
    const auth = requireAuth(ctx)
    const body = readInput(ctx, spec.body, JSON_BODY)
    const input = spec.prepare ? await spec.prepare(body, auth) : (body as unknown as I)
    const now = () => new Date(deps.clock.now())
    const answer = await runWrite(deps.db, now(), ctx, auth, async (trx) => {
      const data = await spec.work(trx, auth, now(), input)
      const message = typeof spec.message === 'function' ? spec.message(data) : (spec.message ?? 'success')
      return { data: data ?? null, message }
    })
    if (spec.after) await spec.after(answer.data as T)
    ok(ctx, spec.reply ? spec.reply(answer.data as T) : answer.data, answer.message)
  })
}
