import type { Knex } from 'knex'

/**
 * Files may be generic drawings (`file_type` 'drawing'): the project tree's check of what a file
 * node's type may be takes the new type beside harnesses and data tables. Down removes drawings'
 * type from the check, so it refuses while any drawing is left.
 */
export const m0011_drawing_files = {
  async up(knex: Knex): Promise<void> {
    await knex.raw('ALTER TABLE project_nodes DROP CONSTRAINT project_nodes_file_type_check')
    await knex.raw(`ALTER TABLE project_nodes ADD CONSTRAINT project_nodes_file_type_check CHECK ((kind = 'folder' AND file_type IS NULL) OR (kind = 'file' AND file_type IN ('harness', 'drawing', 'datatable')))`)
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('ALTER TABLE project_nodes DROP CONSTRAINT project_nodes_file_type_check')
    await knex.raw(`ALTER TABLE project_nodes ADD CONSTRAINT project_nodes_file_type_check CHECK ((kind = 'folder' AND file_type IS NULL) OR (kind = 'file' AND file_type IN ('harness', 'datatable')))`)
  },
}
