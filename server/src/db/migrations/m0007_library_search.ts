import type { Knex } from 'knex'

/**
 * Trigram indexes for the library's searches (`LIKE '%word%'` over the search text and the part
 * numbers' keys), where the database has the `pg_trgm` extension (PostgreSQL with the contrib
 * modules, the usual case). Without it (the embedded PGlite, or a role that may not create
 * extensions) the searches scan the table as before: same answers, slower at 100,000 parts.
 */
export const m0007_library_search = {
  async up(knex: Knex): Promise<void> {
    const available = (await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as { rows: unknown[] }
    if (available.rows.length === 0) return
    try {
      // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
      await knex.transaction(async (trx) => {
        await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
        await trx.raw('CREATE INDEX library_parts_search_trgm ON library_parts USING GIN (search_text gin_trgm_ops)')
        await trx.raw('CREATE INDEX library_parts_keys_trgm ON library_parts USING GIN (number_keys gin_trgm_ops)')
      })
    } catch {
      // No extension: the searches scan (see above).
    }
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('DROP INDEX IF EXISTS library_parts_keys_trgm')
    await knex.raw('DROP INDEX IF EXISTS library_parts_search_trgm')
  },
}
