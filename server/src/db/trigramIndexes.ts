import type { Knex } from 'knex'

/** SQLSTATEs of an extension that cannot be created here: no privilege, no files, not supported, unknown. */
const NO_EXTENSION: ReadonlySet<string> = new Set(['42501', '58P01', '0A000', '42704'])

/** A trigram index a migration wants: its name, table and indexed expression (a column, or an expression in brackets). */
export type TrigramIndex = readonly [name: string, table: string, expression: string]

/**
 * Creates `indexes` as GIN trigram indexes where the database has the `pg_trgm` extension
 * (PostgreSQL with the contrib modules, the usual case), creating the extension first. Without it
 * (the embedded PGlite, or a role that may not create extensions) nothing is created and the
 * searches scan: same answers, slower on a large install. Only "the extension cannot be had
 * here" skips the indexes; any other failure fails the migration, to be run again.
 */
export async function createTrigramIndexes(knex: Knex, indexes: readonly TrigramIndex[]): Promise<void> {
  const available = (await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as { rows: unknown[] }
  if (available.rows.length === 0) return
  try {
    // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
    await knex.transaction(async (trx) => {
      await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      // Building the indexes over a large install takes longer than a request may: no limit here.
      await trx.raw('SET LOCAL statement_timeout = 0')
      for (const [name, table, expression] of indexes) await trx.raw(`CREATE INDEX ${name} ON ${table} USING GIN (${expression} gin_trgm_ops)`)
    })
  } catch (error) {
    if (!NO_EXTENSION.has(String((error as { code?: unknown }).code))) throw error
  }
}
