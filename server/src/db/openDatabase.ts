import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import knexFactory, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import type { Logger } from 'pino'
import { admitToPool, DEFAULT_ACQUIRE_TIMEOUT_MS, defaultQueueLimit } from './admissionControl'

/** Where the database lives: a PostgreSQL server, or the embedded PGlite (in a folder or in memory). */
export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolMax?: number }
  | { readonly kind: 'pglite'; readonly dir: string | null }

/** Connections of the PostgreSQL pool unless configured otherwise (`DB_POOL_MAX`). */
export const DEFAULT_POOL_MAX = 10

/** Database work PGlite may do on the main thread before the event loop gets a turn, in ms. */
export const PGLITE_SLICE_MS = 5

/** How requests may wait for a connection (see `admissionControl.ts`). */
export interface DatabaseLimits {
  /** Requests that may wait for a connection at once; null derives it from the pool size. */
  readonly queueLimit?: number | null
  /** How long an admitted request waits for a connection, in ms. */
  readonly acquireTimeoutMs?: number
  /** Where knex's own warnings go; connection failures among them are counted by the envelope, so they go at debug level. */
  readonly log?: Logger
}

/**
 * Opens a knex instance on `target`. PostgreSQL gets a bounded pool with acquire, connect and
 * statement time-outs so a stuck query or an unreachable server cannot hold requests forever;
 * PGlite has exactly one connection, with the same acquire time-out. Both get the admission gate:
 * at most `queueLimit` requests wait for a connection, the next is refused at once.
 */
export function openDatabase(target: DatabaseTarget, limits: DatabaseLimits = {}): Knex {
  const acquireTimeoutMs = limits.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS
  const log = limits.log ? { log: knexLog(limits.log) } : {}
  let db: Knex
  let poolSize: number
  if (target.kind === 'postgres') {
    poolSize = target.poolMax ?? DEFAULT_POOL_MAX
    db = knexFactory({
      client: 'pg',
      connection: {
        connectionString: target.url,
        statement_timeout: 5000,
        idle_in_transaction_session_timeout: 10000,
        connectionTimeoutMillis: acquireTimeoutMs,
      } as Knex.PgConnectionConfig,
      pool: { min: 0, max: poolSize, createTimeoutMillis: acquireTimeoutMs },
      acquireConnectionTimeout: acquireTimeoutMs,
      ...log,
    })
  } else {
    let connection: { filename?: string } = {}
    if (target.dir !== null) {
      const dir = resolve(target.dir)
      mkdirSync(dir, { recursive: true })
      connection = { filename: join(dir, 'pg') }
    }
    poolSize = 1
    db = knexFactory({ client: ClientPgLite as unknown as typeof Knex.Client, dialect: 'postgres', connection, acquireConnectionTimeout: acquireTimeoutMs, ...log } as Knex.Config)
  }
  admitToPool(db, { queueLimit: limits.queueLimit ?? defaultQueueLimit(poolSize), sliceMs: target.kind === 'pglite' ? PGLITE_SLICE_MS : null })
  return db
}

/** Knex's logger on pino: connection and acquire failures at debug (the envelope logs each burst once), the rest as warnings. */
function knexLog(log: Logger): Knex.Logger {
  const warn = (message: string) => {
    if (/^(Acquire connection error|Connection Error)/.test(message)) log.debug({ knex: message }, 'knex connection warning')
    else log.warn({ knex: message }, 'knex warning')
  }
  return { warn, error: (message: string) => log.error({ knex: message }, 'knex error'), deprecate: (method: string, alternative: string) => log.warn(`knex: ${method} is deprecated, use ${alternative}`), debug: (message: string) => log.debug({ knex: message }) }
}

/**
 * Waits until the database can take queries. PGlite starts its WebAssembly PostgreSQL when the
 * client is made, which takes seconds on a busy machine; waiting here keeps that start-up out of
 * the first query's connection time-out. PostgreSQL needs no wait.
 */
export async function databaseReady(db: Knex): Promise<void> {
  const pglite = (db.client as { pglite?: { waitReady?: Promise<void> } }).pglite
  if (pglite?.waitReady) await pglite.waitReady
}

/** The database target the configuration selects; `poolMax` sizes a PostgreSQL pool. */
export function databaseTarget(databaseUrl: string | null, dataDir: string, poolMax = DEFAULT_POOL_MAX): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl, poolMax } : { kind: 'pglite', dir: dataDir }
}
