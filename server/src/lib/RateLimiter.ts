import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { databaseFailureOf } from '../db/databaseFailure'
import type { Clock } from './clock'

/** A budget: at most `points` within a fixed window of `windowMs` milliseconds per key. */
export interface RateRule {
  readonly name: string
  readonly points: number
  readonly windowMs: number
}

/** The outcome of spending from a budget. */
export type RateDecision =
  | { readonly allowed: true; readonly used: number }
  | { readonly allowed: false; readonly used: number; readonly retryAfterMs: number }

/**
 * Fixed-window rate limits kept in PostgreSQL (`rate_limits`), so every app instance shares them.
 * One atomic upsert per check. If the database cannot be reached the limiter falls back to an
 * in-process budget (the insurance limiter of security R7): limits never disappear.
 *
 * Written here rather than taken from rate-limiter-flexible because that library's knex mode
 * borrows a raw driver connection outside knex, which the embedded PGlite driver does not offer.
 */
export class RateLimiter {
  private readonly memory = new Map<string, { points: number; expire: number }>()

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** Spends `cost` points of `rule` for `key`; refused once the window's budget is spent. */
  async consume(rule: RateRule, key: string, cost = 1): Promise<RateDecision> {
    const now = this.clock.now()
    const id = `${rule.name}:${key}`.slice(0, 255)
    let points: number
    let expire: number
    try {
      const result = await this.db.raw(
        `insert into rate_limits (key, points, expire) values (?, ?, ?)
         on conflict (key) do update set
           points = case when rate_limits.expire <= ? then excluded.points else rate_limits.points + excluded.points end,
           expire = case when rate_limits.expire <= ? then excluded.expire else rate_limits.expire end
         returning points, expire`,
        [id, cost, now + rule.windowMs, now, now],
      )
      const row = (result as { rows: Array<{ points: number | string; expire: number | string }> }).rows[0]!
      points = Number(row.points)
      expire = Number(row.expire)
    } catch (error) {
      // A busy or lost database is logged once per burst by the envelope; anything else is a bug.
      if (databaseFailureOf(error) !== null) this.log.debug({ rule: rule.name, failure: databaseFailureOf(error) }, 'rate limiter store unavailable; using the in-process limiter')
      else this.log.error({ err: error, rule: rule.name }, 'rate limiter store failed; using the in-process limiter')
      ;({ points, expire } = this.consumeInMemory(id, cost, now, rule))
    }
    if (points <= rule.points) return { allowed: true, used: points }
    return { allowed: false, used: points, retryAfterMs: Math.max(0, expire - now) }
  }

  /** Points spent in the current window of `rule` for `key` (0 when none). */
  async used(rule: RateRule, key: string): Promise<number> {
    const id = `${rule.name}:${key}`.slice(0, 255)
    try {
      const row = await this.db('rate_limits').where({ key: id }).first()
      return row && Number(row.expire) > this.clock.now() ? Number(row.points) : 0
    } catch {
      const entry = this.memory.get(id)
      return entry && entry.expire > this.clock.now() ? entry.points : 0
    }
  }

  /** Forgets the budget of `rule` for `key` (e.g. failed logins after a success). */
  async reset(rule: RateRule, key: string): Promise<void> {
    const id = `${rule.name}:${key}`.slice(0, 255)
    this.memory.delete(id)
    await this.db('rate_limits').where({ key: id }).delete().catch(() => undefined)
  }

  private consumeInMemory(id: string, cost: number, now: number, rule: RateRule): { points: number; expire: number } {
    const entry = this.memory.get(id)
    const next = !entry || entry.expire <= now ? { points: cost, expire: now + rule.windowMs } : { points: entry.points + cost, expire: entry.expire }
    this.memory.set(id, next)
    if (this.memory.size > 100_000) this.memory.clear()
    return next
  }
}
