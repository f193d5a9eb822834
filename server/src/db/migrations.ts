import type { Knex } from 'knex'
import { m0001_accounts } from './migrations/m0001_accounts'
import { m0002_forum } from './migrations/m0002_forum'
import { m0003_registration } from './migrations/m0003_registration'
import { m0004_workspace } from './migrations/m0004_workspace'
import { m0005_library } from './migrations/m0005_library'
import { m0006_part_uses } from './migrations/m0006_part_uses'
import { m0007_library_search } from './migrations/m0007_library_search'
import { m0008_text_search } from './migrations/m0008_text_search'
import { m0009_dictionary_tables } from './migrations/m0009_dictionary_tables'
import { m0010_search_bigrams } from './migrations/m0010_search_bigrams'
import { m0011_drawing_files } from './migrations/m0011_drawing_files'

/**
 * The schema's migrations in order. Knex migrations are the only source of the schema; they are
 * listed in code (not discovered on disk) so the bundled server carries them.
 */
const migrations: ReadonlyArray<readonly [name: string, migration: Knex.Migration]> = [
  ['0001_accounts', m0001_accounts],
  ['0002_forum', m0002_forum],
  ['0003_registration', m0003_registration],
  ['0004_workspace', m0004_workspace],
  ['0005_library', m0005_library],
  ['0006_part_uses', m0006_part_uses],
  ['0007_library_search', m0007_library_search],
  ['0008_text_search', m0008_text_search],
  ['0009_dictionary_tables', m0009_dictionary_tables],
  ['0010_search_bigrams', m0010_search_bigrams],
  ['0011_drawing_files', m0011_drawing_files],
]

/** The knex migration source over {@link migrations}. */
export const migrationSource: Knex.MigrationSource<readonly [string, Knex.Migration]> = {
  getMigrations: async () => [...migrations],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
}

/** Brings the database schema up to date. */
export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

/** Rolls every migration back (used by the migration round-trip test). */
export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true)
}
