import type { Knex } from 'knex'

/**
 * The part numbers each harness version uses, with how many records name each (by part-number
 * identity): kept on every version, and on the file for its current version, so the library
 * finds where a part is used and refuses to delete a part in use. Versions saved before this
 * migration have none (null) until the file is saved again.
 */
export const m0006_part_uses = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.alterTable('file_versions', (t) => t.jsonb('part_uses'))
    await knex.schema.alterTable('project_nodes', (t) => t.jsonb('part_uses'))
    await knex.raw('CREATE INDEX project_nodes_part_uses ON project_nodes USING GIN (part_uses)')
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('DROP INDEX IF EXISTS project_nodes_part_uses')
    await knex.schema.alterTable('project_nodes', (t) => t.dropColumn('part_uses'))
    await knex.schema.alterTable('file_versions', (t) => t.dropColumn('part_uses'))
  },
}
