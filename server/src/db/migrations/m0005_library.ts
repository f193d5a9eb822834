import type { Knex } from 'knex'

const KINDS = `'connector', 'terminal', 'seal', 'plug', 'wire', 'multicore', 'splice', 'protection', 'clip', 'grommet'`

/**
 * The part library: parts at three levels (built in, global, one library per team), every version
 * of every part, and the links between parts (a housing's terminals, seals and plugs;
 * alternatives). Invariants the schema keeps:
 * - a team part names its team and no other part does;
 * - part numbers are unique within a library by their identity (case, width and surrounding
 *   space ignored, separators kept: `partNumberIdentity`), so "DJ7041-1.5" and "dj7041-1.5"
 *   cannot both be kept while "M6x1.0" and "M6x10" can;
 * - a version row is written with every change, so the history is complete;
 * - a link names a part that exists; deleting a part (its team dissolved, say) takes the links to
 *   it along, and the services refuse to delete a part that other parts link to.
 */
export const m0005_library = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('library_parts', (t) => {
      t.bigIncrements('id')
      t.text('scope').notNullable()
      t.bigInteger('team_id').references('teams.id').onDelete('CASCADE')
      t.text('kind').notNullable()
      t.text('part_number').notNullable()
      // The part number's identity (partNumberIdentity) and its search key (partNumberKey), and
      // the search keys of the supplier's and manufacturer's numbers, space-separated.
      t.text('part_key').notNullable()
      t.text('number_keys').notNullable()
      t.text('supplier_part_number').notNullable().defaultTo('')
      t.text('manufacturer_part_number').notNullable().defaultTo('')
      t.text('manufacturer').notNullable().defaultTo('')
      t.text('supplier').notNullable().defaultTo('')
      t.text('description').notNullable().defaultTo('')
      t.text('status').notNullable()
      t.text('usage').notNullable()
      t.double('weight')
      t.double('unit_cost')
      t.jsonb('params').notNullable()
      // Lower-case text of every searchable field, the part numbers' keys among them.
      t.text('search_text').notNullable()
      t.integer('version').notNullable()
      t.bigInteger('updated_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.index(['team_id'])
      t.index(['kind', 'part_key'])
    })
    await knex.raw(`ALTER TABLE library_parts ADD CONSTRAINT library_parts_scope_check CHECK ((scope = 'team') = (team_id IS NOT NULL) AND scope IN ('builtin', 'global', 'team'))`)
    await knex.raw(`ALTER TABLE library_parts ADD CONSTRAINT library_parts_kind_check CHECK (kind IN (${KINDS}))`)
    await knex.raw(`ALTER TABLE library_parts ADD CONSTRAINT library_parts_status_check CHECK (status IN ('normal', 'invalid'))`)
    await knex.raw(`ALTER TABLE library_parts ADD CONSTRAINT library_parts_usage_check CHECK (usage IN ('optional', 'mandatory', 'customerSpecified'))`)
    await knex.raw(`CREATE UNIQUE INDEX library_parts_number ON library_parts (scope, COALESCE(team_id, 0), part_key)`)

    await knex.schema.createTable('library_part_versions', (t) => {
      t.bigInteger('part_id').notNullable().references('library_parts.id').onDelete('CASCADE')
      t.integer('version').notNullable()
      t.text('action').notNullable()
      t.jsonb('snapshot').notNullable()
      t.bigInteger('author_id').references('users.id').onDelete('SET NULL')
      t.timestamp('at', { useTz: true }).notNullable()
      t.primary(['part_id', 'version'])
    })
    await knex.raw(`ALTER TABLE library_part_versions ADD CONSTRAINT library_part_versions_action_check CHECK (action IN ('create', 'update', 'status', 'links', 'builtin'))`)

    await knex.schema.createTable('library_part_links', (t) => {
      t.bigInteger('part_id').notNullable().references('library_parts.id').onDelete('CASCADE')
      t.text('relation').notNullable()
      t.bigInteger('linked_id').notNullable().references('library_parts.id').onDelete('CASCADE')
      t.integer('seq').notNullable()
      t.primary(['part_id', 'relation', 'linked_id'])
      t.index(['linked_id'])
    })
    await knex.raw(`ALTER TABLE library_part_links ADD CONSTRAINT library_part_links_relation_check CHECK (relation IN ('terminal', 'seal', 'plug', 'alternative'))`)
    await knex.raw(`ALTER TABLE library_part_links ADD CONSTRAINT library_part_links_not_self CHECK (part_id <> linked_id)`)

  },
  async down(knex: Knex): Promise<void> {
    for (const table of ['library_part_links', 'library_part_versions', 'library_parts']) await knex.schema.dropTableIfExists(table)
  },
}
