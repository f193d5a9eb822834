import type { Knex } from 'knex'
import { databaseReady, openDatabase, type DatabaseLimits } from '../src/db/openDatabase'
import { createScratchDatabase } from '../src/db/scratchDatabase'

/** A throw-away database for one test file, and how to drop it. */
export interface TestDatabase {
  readonly db: Knex
  /** 'pglite' (embedded, in memory) or 'postgresql' (a fresh database on the `DATABASE_URL` server). */
  readonly kind: 'pglite' | 'postgresql'
  drop(): Promise<void>
}

/** How to open a test database. */
export interface TestDatabaseOptions {
  /** Connections of a PostgreSQL pool (PGlite always has one). */
  readonly poolMax?: number
  /** Admission queue and acquire time-out, as the server's configuration would set them. */
  readonly limits?: DatabaseLimits
  /** A PostgreSQL server to make the scratch database on instead of `DATABASE_URL` (a test's private cluster). */
  readonly serverUrl?: string
}

/**
 * Opens a fresh, empty database: a new database on the PostgreSQL server of `DATABASE_URL` (or
 * `serverUrl`) when it is set, else an in-memory PGlite. Server tests run on both (`.ci/run` runs
 * them twice).
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = options.serverUrl ?? process.env.DATABASE_URL
  if (!url) {
    const db = openDatabase({ kind: 'pglite', dir: null }, options.limits)
    await databaseReady(db)
    return { db, kind: 'pglite', drop: () => db.destroy() }
  }
  const scratch = await createScratchDatabase(url, 'harness_test')
  const db = openDatabase({ kind: 'postgres', url: scratch.url, poolMax: options.poolMax ?? 10 }, options.limits)
  return {
    db,
    kind: 'postgresql',
    async drop() {
      await db.destroy()
      await scratch.drop()
    },
  }
}
