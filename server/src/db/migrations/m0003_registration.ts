import type { Knex } from 'knex'

/**
 * Registration codes administrators issue: an invitation to register, stored only as the SHA-256
 * of its normalised text, with a note, who issued it and when, an optional expiry, an optional
 * limit of registrations and the count so far, and when it was revoked. A code is used up in the
 * same transaction as the registration it allows.
 */
export const m0003_registration = {
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('registration_codes', (t) => {
      t.bigIncrements('id')
      t.text('code_hash').notNullable().unique()
      t.text('note').notNullable().defaultTo('')
      t.bigInteger('created_by').references('users.id').onDelete('SET NULL')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('expires_at', { useTz: true })
      t.integer('max_uses')
      t.integer('uses').notNullable().defaultTo(0)
      t.timestamp('revoked_at', { useTz: true })
    })
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('registration_codes')
  },
}
