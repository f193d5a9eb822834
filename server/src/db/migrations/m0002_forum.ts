import type { Knex } from 'knex'

/**
 * The issue forum: issues, their replies, notices to issue authors, and the stored first answers of
 * idempotent writes (security F8). Content is validated ProseMirror JSON; `content_text` is its plain
 * text for search and excerpts. `reply_count` counts the visible replies and is kept in the same
 * transaction as every change to them.
 */
export const m0002_forum = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('issues', (t) => {
      t.bigIncrements('id')
      t.bigInteger('author_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('title').notNullable()
      t.jsonb('content').notNullable()
      t.text('content_text').notNullable().defaultTo('')
      t.boolean('closed').notNullable().defaultTo(false)
      t.boolean('pinned').notNullable().defaultTo(false)
      t.boolean('hidden').notNullable().defaultTo(false)
      t.integer('reply_count').notNullable().defaultTo(0)
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.timestamp('last_activity_at', { useTz: true }).notNullable()
      t.index(['pinned', 'last_activity_at'])
      t.index(['author_id'])
    })
    await knex.schema.createTable('replies', (t) => {
      t.bigIncrements('id')
      t.bigInteger('issue_id').notNullable().references('issues.id').onDelete('CASCADE')
      t.bigInteger('author_id').notNullable().references('users.id').onDelete('CASCADE')
      t.jsonb('content').notNullable()
      t.text('content_text').notNullable().defaultTo('')
      t.boolean('hidden').notNullable().defaultTo(false)
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.index(['issue_id', 'id'])
    })
    await knex.schema.createTable('notices', (t) => {
      t.bigIncrements('id')
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('kind').notNullable()
      t.bigInteger('issue_id').notNullable().references('issues.id').onDelete('CASCADE')
      t.bigInteger('reply_id').references('replies.id').onDelete('CASCADE')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('read_at', { useTz: true })
      t.index(['user_id', 'id'])
    })
    await knex.schema.createTable('idempotency_keys', (t) => {
      t.bigIncrements('id')
      t.text('key').notNullable()
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('path').notNullable()
      t.text('request_hash').notNullable()
      t.jsonb('response')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.unique(['user_id', 'key'])
    })
  },
  async down(knex: Knex): Promise<void> {
    for (const table of ['idempotency_keys', 'notices', 'replies', 'issues']) await knex.schema.dropTableIfExists(table)
  },
}
