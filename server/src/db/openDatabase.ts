import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import knexFactory, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'

/** Where the database lives: a PostgreSQL server, or the embedded PGlite (in a folder or in memory). */
export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolMax?: number }
  | { readonly kind: 'pglite'; readonly dir: string | null }

/**
 * Opens a knex instance on `target`. PostgreSQL gets a bounded pool with acquire and statement
 * time-outs so a stuck query cannot hold requests forever; PGlite has exactly one connection, with
 * the same acquire time-out.
 */
export function openDatabase(target: DatabaseTarget): Knex {
  if (target.kind === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: { connectionString: target.url, statement_timeout: 5000, idle_in_transaction_session_timeout: 10000 } as Knex.PgConnectionConfig,
      pool: { min: 0, max: target.poolMax ?? 10 },
      acquireConnectionTimeout: 5000,
    })
  }
  let connection: { filename?: string } = {}
  if (target.dir !== null) {
    const dir = resolve(target.dir)
    mkdirSync(dir, { recursive: true })
    connection = { filename: join(dir, 'pg') }
  }
  return knexFactory({ client: ClientPgLite as unknown as typeof Knex.Client, dialect: 'postgres', connection, acquireConnectionTimeout: 5000 } as Knex.Config)
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

/** The database target the configuration selects. */
export function databaseTarget(databaseUrl: string | null, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: dataDir }
}
