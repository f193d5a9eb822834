import type { Knex } from 'knex'

/** Accounts: users, sessions, takeover tickets, verification codes, avatars, outbox, settings, rate limits. */
export const m0001_accounts = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('users', (t) => {
      t.bigIncrements('id')
      t.text('username').notNullable()
      t.text('username_key').notNullable().unique()
      t.text('phone').unique()
      t.text('email')
      t.text('email_key').unique()
      t.text('password_hash').notNullable()
      t.specificType('roles', 'text[]').notNullable().defaultTo(knex.raw(`'{user}'::text[]`))
      t.text('real_name').notNullable().defaultTo('')
      t.text('company').notNullable().defaultTo('')
      t.text('description').notNullable().defaultTo('')
      t.text('view_name').notNullable().defaultTo('')
      t.uuid('avatar_id')
      t.integer('login_count').notNullable().defaultTo(0)
      t.timestamp('last_login_at', { useTz: true })
      t.timestamp('disabled_at', { useTz: true })
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('sessions', (t) => {
      t.bigIncrements('id')
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('token_hash').notNullable().unique()
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('expires_at', { useTz: true }).notNullable()
      t.timestamp('revoked_at', { useTz: true })
      t.text('ip').notNullable().defaultTo('')
      t.text('user_agent').notNullable().defaultTo('')
      t.index(['user_id'])
    })
    await knex.schema.createTable('takeover_tickets', (t) => {
      t.bigIncrements('id')
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('ticket_hash').notNullable().unique()
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('expires_at', { useTz: true }).notNullable()
      t.timestamp('used_at', { useTz: true })
    })
    await knex.schema.createTable('verification_codes', (t) => {
      t.bigIncrements('id')
      t.text('purpose').notNullable()
      t.text('target').notNullable()
      t.text('code_hash').notNullable()
      t.integer('attempts').notNullable().defaultTo(0)
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('expires_at', { useTz: true }).notNullable()
      t.timestamp('consumed_at', { useTz: true })
      t.timestamp('voided_at', { useTz: true })
      t.index(['target', 'created_at'])
    })
    await knex.schema.createTable('avatars', (t) => {
      t.uuid('id').primary()
      t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      t.text('content_type').notNullable()
      t.binary('bytes').notNullable()
      t.timestamp('created_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('outbox', (t) => {
      t.bigIncrements('id')
      t.text('channel').notNullable()
      t.text('recipient').notNullable()
      t.text('subject').notNullable().defaultTo('')
      t.text('body').notNullable()
      t.text('code')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.index(['recipient', 'id'])
    })
    await knex.schema.createTable('server_settings', (t) => {
      t.text('key').primary()
      t.text('value').notNullable()
    })
    await knex.schema.createTable('rate_limits', (t) => {
      t.string('key', 255).primary()
      t.integer('points').notNullable().defaultTo(0)
      t.bigInteger('expire')
    })
  },
  async down(knex: Knex): Promise<void> {
    for (const table of ['rate_limits', 'server_settings', 'outbox', 'avatars', 'verification_codes', 'takeover_tickets', 'sessions', 'users']) {
      await knex.schema.dropTableIfExists(table)
    }
  },
}
