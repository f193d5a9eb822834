import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { ServerConfig } from './config'
import type { DocumentPool } from './documents/DocumentPool'
import type { Clock } from './lib/clock'
import type { RateLimiter } from './lib/RateLimiter'
import type { RateRules } from './lib/rateRules'
import type { Channel, Messenger } from './messaging/Messenger'

/**
 * Everything the app needs from outside, passed in by `main.ts` or by a test: the database, the
 * clock, the message transports, configuration, the logger, rate limits and the secret key.
 */
export interface AppDeps {
  readonly db: Knex
  readonly clock: Clock
  readonly messenger: Messenger
  /**
   * The channels whose messages go to the development outbox because no real transport is
   * configured for them (SMTP_URL for e-mail, SMS_URL for SMS). Empty when every channel has its
   * transport, and in tests that record messages instead; `GET /api/dev/outbox` serves these only.
   */
  readonly outboxChannels: readonly Channel[]
  readonly config: ServerConfig
  readonly log: Logger
  readonly limiter: RateLimiter
  readonly rateRules: RateRules
  /** Secret key for code HMACs and anti-CSRF tokens. */
  readonly secret: string
  /** The worker threads that run engine jobs on documents (checks, imports, comparisons, reports). */
  readonly documents: DocumentPool
}
