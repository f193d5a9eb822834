import type { Knex } from 'knex'

/**
 * The workspace: teams with members and invitations; personal and team projects with a tree of
 * folders and files; every saved version of every file; the content-addressed chunk store the
 * versions' bytes live in; recent files; the factory folder's outputs; and notices beyond forum
 * replies. Invariants the schema itself keeps:
 * - a team has at most one owner (partial unique index), and the services keep exactly one;
 * - live siblings in a folder have distinct names, compared case-insensitively (partial unique
 *   index; trashed nodes keep their names and never collide);
 * - a chunk is stored once, keyed by the SHA-256 of its bytes; a blob (a file version's or an
 *   output's bytes) is its ordered list of chunks, so a version that repeats an earlier one costs
 *   only its chunk list;
 * - every version keeps its content in a canonical, edit-local form (`blob_id`: a harness as one
 *   JSON line per record, a table as one line per row); the exact bytes as sent (`raw_blob_id`) are
 *   kept for the current version, for fast downloads (docs/workspace.md has the measurement).
 */
export const m0004_workspace = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('teams', (t) => {
      t.bigIncrements('id')
      t.text('name').notNullable()
      t.bigInteger('created_by').references('users.id').onDelete('SET NULL')
      t.jsonb('config')
      t.timestamp('config_updated_at', { useTz: true })
      t.bigInteger('config_updated_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('team_members', (t) => {
      t.bigInteger('team_id').notNullable().references('teams.id').onDelete('CASCADE')
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('role').notNullable()
      t.timestamp('joined_at', { useTz: true }).notNullable()
      t.primary(['team_id', 'user_id'])
      t.index(['user_id'])
    })
    await knex.raw(`ALTER TABLE team_members ADD CONSTRAINT team_members_role_check CHECK (role IN ('owner', 'admin', 'editor', 'viewer'))`)
    await knex.raw(`CREATE UNIQUE INDEX team_members_one_owner ON team_members (team_id) WHERE role = 'owner'`)
    await knex.schema.createTable('team_invitations', (t) => {
      t.bigIncrements('id')
      t.bigInteger('team_id').notNullable().references('teams.id').onDelete('CASCADE')
      t.text('code_hash').notNullable().unique()
      t.text('kind').notNullable()
      t.text('role').notNullable()
      t.bigInteger('invitee_id').references('users.id').onDelete('CASCADE')
      t.bigInteger('created_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('expires_at', { useTz: true }).notNullable()
      t.timestamp('revoked_at', { useTz: true })
      t.timestamp('declined_at', { useTz: true })
      t.timestamp('accepted_at', { useTz: true })
      t.integer('uses').notNullable().defaultTo(0)
      t.index(['team_id', 'id'])
      t.index(['invitee_id'])
    })
    await knex.raw(`ALTER TABLE team_invitations ADD CONSTRAINT team_invitations_kind_check CHECK (kind IN ('link', 'user'))`)
    await knex.raw(`ALTER TABLE team_invitations ADD CONSTRAINT team_invitations_role_check CHECK (role IN ('admin', 'editor', 'viewer'))`)

    await knex.schema.createTable('projects', (t) => {
      t.bigIncrements('id')
      t.text('name').notNullable()
      t.text('description').notNullable().defaultTo('')
      t.bigInteger('team_id').references('teams.id').onDelete('CASCADE')
      t.bigInteger('owner_id').notNullable().references('users.id').onDelete('CASCADE')
      t.jsonb('config')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.timestamp('deleted_at', { useTz: true })
      t.bigInteger('deleted_by').references('users.id').onDelete('SET NULL')
      t.index(['team_id'])
      t.index(['owner_id'])
    })
    await knex.raw(`CREATE UNIQUE INDEX projects_team_name ON projects (team_id, lower(name)) WHERE team_id IS NOT NULL AND deleted_at IS NULL`)
    await knex.raw(`CREATE UNIQUE INDEX projects_personal_name ON projects (owner_id, lower(name)) WHERE team_id IS NULL AND deleted_at IS NULL`)

    await knex.schema.createTable('project_nodes', (t) => {
      t.bigIncrements('id')
      t.bigInteger('project_id').notNullable().references('projects.id').onDelete('CASCADE')
      t.bigInteger('parent_id').references('project_nodes.id').onDelete('CASCADE')
      t.text('kind').notNullable()
      t.text('name').notNullable()
      t.text('file_type')
      t.integer('head_version')
      t.bigInteger('size')
      t.jsonb('summary')
      t.bigInteger('created_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.bigInteger('updated_by').references('users.id').onDelete('SET NULL')
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.timestamp('deleted_at', { useTz: true })
      t.bigInteger('deleted_by').references('users.id').onDelete('SET NULL')
      t.boolean('trash_root').notNullable().defaultTo(false)
      t.index(['project_id', 'parent_id'])
    })
    await knex.raw(`ALTER TABLE project_nodes ADD CONSTRAINT project_nodes_kind_check CHECK (kind IN ('folder', 'file'))`)
    await knex.raw(`ALTER TABLE project_nodes ADD CONSTRAINT project_nodes_file_type_check CHECK ((kind = 'folder' AND file_type IS NULL) OR (kind = 'file' AND file_type IN ('harness', 'datatable')))`)
    await knex.raw(`CREATE UNIQUE INDEX project_nodes_live_name ON project_nodes (project_id, COALESCE(parent_id, 0), lower(name)) WHERE deleted_at IS NULL`)
    await knex.raw(`CREATE INDEX project_nodes_trash ON project_nodes (project_id, deleted_at) WHERE trash_root`)

    await knex.schema.createTable('chunks', (t) => {
      t.specificType('hash', 'bytea').primary()
      t.integer('size').notNullable()
      t.smallint('encoding').notNullable()
      t.binary('data').notNullable()
    })
    await knex.schema.createTable('blobs', (t) => {
      t.bigIncrements('id')
      t.bigInteger('size').notNullable()
      t.text('sha256').notNullable()
      t.integer('chunk_count').notNullable()
      t.timestamp('created_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('blob_chunks', (t) => {
      t.bigInteger('blob_id').notNullable().references('blobs.id').onDelete('CASCADE')
      t.integer('seq').notNullable()
      t.specificType('chunk_hash', 'bytea').notNullable().references('chunks.hash')
      t.primary(['blob_id', 'seq'])
      t.index(['chunk_hash'])
    })

    await knex.schema.createTable('file_versions', (t) => {
      t.bigIncrements('id')
      t.bigInteger('file_id').notNullable().references('project_nodes.id').onDelete('CASCADE')
      t.integer('version').notNullable()
      t.bigInteger('blob_id').notNullable().references('blobs.id')
      t.bigInteger('raw_blob_id').references('blobs.id')
      t.bigInteger('author_id').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.bigInteger('size').notNullable()
      t.text('comment').notNullable().defaultTo('')
      t.integer('restored_from')
      t.jsonb('summary').notNullable()
      t.unique(['file_id', 'version'])
      t.index(['blob_id'])
      t.index(['raw_blob_id'])
    })
    await knex.schema.createTable('file_opens', (t) => {
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.bigInteger('file_id').notNullable().references('project_nodes.id').onDelete('CASCADE')
      t.timestamp('at', { useTz: true }).notNullable()
      t.primary(['user_id', 'file_id'])
      t.index(['user_id', 'at'])
    })
    await knex.schema.createTable('factory_outputs', (t) => {
      t.bigIncrements('id')
      t.bigInteger('project_id').notNullable().references('projects.id').onDelete('CASCADE')
      t.bigInteger('file_id').notNullable().references('project_nodes.id').onDelete('CASCADE')
      t.integer('version').notNullable()
      t.text('report').notNullable()
      t.text('format').notNullable()
      t.text('file_name').notNullable()
      t.integer('rows').notNullable()
      t.bigInteger('blob_id').notNullable().references('blobs.id')
      t.bigInteger('created_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.index(['project_id', 'id'])
      t.index(['blob_id'])
    })

    // Notices beyond forum replies: team events carry their facts in `payload` (a dissolved team's
    // name must outlive the team), invitations link to their row while it exists.
    await knex.schema.alterTable('notices', (t) => {
      t.bigInteger('issue_id').nullable().alter()
      t.jsonb('payload').notNullable().defaultTo('{}')
      t.bigInteger('invitation_id').references('team_invitations.id').onDelete('SET NULL')
    })
    await knex.raw(`CREATE INDEX notices_unread ON notices (user_id) WHERE read_at IS NULL`)
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('DROP INDEX IF EXISTS notices_unread')
    await knex('notices').whereNull('issue_id').delete()
    await knex.schema.alterTable('notices', (t) => {
      t.dropColumn('invitation_id')
      t.dropColumn('payload')
      t.bigInteger('issue_id').notNullable().alter()
    })
    for (const table of ['factory_outputs', 'file_opens', 'file_versions', 'blob_chunks', 'blobs', 'chunks', 'project_nodes', 'projects', 'team_invitations', 'team_members', 'teams']) {
      await knex.schema.dropTableIfExists(table)
    }
  },
}
