import type { Knex } from 'knex'
import { databaseReady, openDatabase } from '../src/db/openDatabase'
import { createScratchDatabase } from '../src/db/scratchDatabase'

/** A throw-away database for one test file, and how to drop it. */
export interface TestDatabase {
  readonly db: Knex
  /** 'pglite' (embedded, in memory) or 'postgresql' (a fresh database on the `DATABASE_URL` server). */
  readonly kind: 'pglite' | 'postgresql'
  drop(): Promise<void>
}

/**
 * Opens a fresh, empty database: a new database on the PostgreSQL server of `DATABASE_URL` when
 * it is set, else an in-memory PGlite. Server tests run on both (`.ci/run` runs them twice).
 */
export async function openTestDatabase(poolMax = 10): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const db = openDatabase({ kind: 'pglite', dir: null })
    await databaseReady(db)
    return { db, kind: 'pglite', drop: () => db.destroy() }
  }
  const scratch = await createScratchDatabase(url, 'harness_test')
  const db = openDatabase({ kind: 'postgres', url: scratch.url, poolMax })
  return {
    db,
    kind: 'postgresql',
    async drop() {
      await db.destroy()
      await scratch.drop()
    },
  }
}
