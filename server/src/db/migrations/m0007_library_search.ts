import type { Knex } from 'knex'
import { createTrigramIndexes } from '../trigramIndexes'

/**
 * Trigram indexes for the library's searches (`LIKE '%word%'` over the search text and the part
 * numbers' keys), where the database has the `pg_trgm` extension (PostgreSQL with the contrib
 * modules, the usual case). Without it (the embedded PGlite, or a role that may not create
 * extensions) the searches scan the table as before: same answers, slower at 100,000 parts.
 */
export const m0007_library_search = {
  async up(knex: Knex): Promise<void> {
    await createTrigramIndexes(knex, [['library_parts_search_trgm', 'library_parts', 'search_text'], ['library_parts_keys_trgm', 'library_parts', 'number_keys']])
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('DROP INDEX IF EXISTS library_parts_keys_trgm')
    await knex.raw('DROP INDEX IF EXISTS library_parts_search_trgm')
  },
}
