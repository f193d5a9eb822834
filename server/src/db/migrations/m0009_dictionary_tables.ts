import type { Knex } from 'knex'

/**
 * The dictionary's own tables: a team's (or, global, the site's) standards kept as typed tables
 * with a name and a source, beside the built-in tables. Invariants the schema keeps:
 * - a team table names its team and a global one none; dissolving the team takes its tables;
 * - names are unique within a library (case and surrounding space ignored);
 * - every version is kept whole with its author and time, so the history is complete.
 */
export const m0009_dictionary_tables = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('dictionary_tables', (t) => {
      t.bigIncrements('id')
      t.text('scope').notNullable()
      t.bigInteger('team_id').references('teams.id').onDelete('CASCADE')
      t.text('name').notNullable()
      t.text('name_key').notNullable()
      t.text('source').notNullable().defaultTo('')
      // The table as a table file holds it (DataTable: typed columns with units, rows).
      t.jsonb('data').notNullable()
      // The fold (foldSearchText) of the name, the source and every cell: what the text search looks in.
      t.text('search_text').notNullable().defaultTo('')
      t.integer('column_count').notNullable()
      t.integer('row_count').notNullable()
      t.integer('version').notNullable()
      t.bigInteger('updated_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.index(['team_id'])
    })
    await knex.raw(`ALTER TABLE dictionary_tables ADD CONSTRAINT dictionary_tables_scope_check CHECK ((scope = 'team') = (team_id IS NOT NULL) AND scope IN ('global', 'team'))`)
    await knex.raw(`CREATE UNIQUE INDEX dictionary_tables_name ON dictionary_tables (scope, COALESCE(team_id, 0), name_key)`)
    await knex.schema.createTable('dictionary_table_versions', (t) => {
      t.bigInteger('table_id').notNullable().references('dictionary_tables.id').onDelete('CASCADE')
      t.integer('version').notNullable()
      t.text('name').notNullable()
      t.text('source').notNullable()
      t.jsonb('data').notNullable()
      t.bigInteger('author_id').references('users.id').onDelete('SET NULL')
      t.timestamp('at', { useTz: true }).notNullable()
      t.primary(['table_id', 'version'])
    })
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTable('dictionary_table_versions')
    await knex.schema.dropTable('dictionary_tables')
  },
}
