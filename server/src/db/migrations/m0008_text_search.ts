import type { Knex } from 'knex'
import { foldedSql } from '../../lib/searchSql'
import { createTrigramIndexes, type TrigramIndex } from '../trigramIndexes'

/**
 * The text search (`/textSearch`): the content index of each harness file's current version
 * (`harnessSearchText`: designators, wire numbers, part numbers and notes: its distinct terms, and
 * one line per record), kept beside the file and replaced by every save, upload, import, restore
 * and copy. Files saved before this migration have none until they are saved again.
 *
 * Where the database has `pg_trgm` (PostgreSQL with the contrib modules), trigram indexes serve
 * the search's `LIKE '%word%'` over the content index's terms and over the folded names of
 * projects, files and issues and the text of issues (the expressions of `foldedSql`, written the
 * same way by the queries). Without it (the embedded PGlite, or a role that may not create
 * extensions) the search scans: same answers, slower on a large install.
 */
/** The trigram indexes: name, table, indexed expression. */
const TRIGRAM_INDEXES: readonly TrigramIndex[] = [
  ['file_search_texts_trgm', 'file_search_texts', 'terms'],
  ['projects_name_fold_trgm', 'projects', `(${foldedSql('name')})`],
  ['project_nodes_name_fold_trgm', 'project_nodes', `(${foldedSql('name')})`],
  ['issues_title_fold_trgm', 'issues', `(${foldedSql('title')})`],
  ['issues_text_fold_trgm', 'issues', `(${foldedSql('content_text')})`],
]

export const m0008_text_search = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('file_search_texts', (t) => {
      t.bigInteger('file_id').primary().references('project_nodes.id').onDelete('CASCADE')
      // The version the index was made of: the file's current one.
      t.integer('version').notNullable()
      // Every distinct folded text of the file, one per line: what queries look in first.
      t.text('terms').notNullable()
      // One line per record: read only for the files the terms let through.
      t.text('lines').notNullable()
    })
    await createTrigramIndexes(knex, TRIGRAM_INDEXES)
  },
  async down(knex: Knex): Promise<void> {
    for (const [name] of TRIGRAM_INDEXES) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
    await knex.schema.dropTableIfExists('file_search_texts')
  },
}
