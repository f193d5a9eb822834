import type { Knex } from 'knex'

/**
 * Trigram indexes for the library's searches (`LIKE '%word%'` over the search text and the part
 * numbers' keys), where the database has the `pg_trgm` extension (PostgreSQL with the contrib
 * modules, the usual case). Without it (the embedded PGlite, or a role that may not create
 * extensions) the searches scan the table as before: same answers, slower at 100,000 parts.
 */
/** SQLSTATEs of an extension that cannot be created here: no privilege, no files, not supported, unknown. */
const NO_EXTENSION: ReadonlySet<string> = new Set(['42501', '58P01', '0A000', '42704'])

export const m0007_library_search = {
  async up(knex: Knex): Promise<void> {
    const available = (await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as { rows: unknown[] }
    if (available.rows.length === 0) return
    try {
      // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
      await knex.transaction(async (trx) => {
        await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
        // Building the indexes over a large library takes longer than a request may: no limit here.
        await trx.raw('SET LOCAL statement_timeout = 0')
        await trx.raw('CREATE INDEX library_parts_search_trgm ON library_parts USING GIN (search_text gin_trgm_ops)')
        await trx.raw('CREATE INDEX library_parts_keys_trgm ON library_parts USING GIN (number_keys gin_trgm_ops)')
      })
    } catch (error) {
      // Only "the extension cannot be had here" skips the indexes; anything else fails the migration, to be run again.
      const code = (error as { code?: unknown }).code
      if (!NO_EXTENSION.has(String(code))) throw error
    }
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('DROP INDEX IF EXISTS library_parts_keys_trgm')
    await knex.raw('DROP INDEX IF EXISTS library_parts_search_trgm')
  },
}
