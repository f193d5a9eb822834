import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase'
import { migrateToLatest, rollbackAll } from './migrations'

const TABLES = [
  'avatars', 'blob_chunks', 'blobs', 'chunks', 'dictionary_table_versions', 'dictionary_tables', 'factory_outputs', 'file_opens', 'file_search_texts', 'file_versions', 'idempotency_keys', 'issues',
  'library_part_links', 'library_part_versions', 'library_parts', 'notices', 'outbox',
  'project_nodes', 'projects', 'rate_limits', 'registration_codes', 'replies', 'server_settings', 'sessions', 'takeover_tickets', 'team_invitations', 'team_members', 'teams', 'users',
  'verification_codes',
]

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase({ poolMax: 2 })
})
afterAll(async () => {
  await database?.drop()
})

async function tables(db: Knex): Promise<string[]> {
  const result = await db.raw(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)
  return (result.rows as Array<{ table_name: string }>).map((r) => r.table_name).filter((name) => !name.startsWith('knex_'))
}

async function uniqueIndexes(db: Knex): Promise<string[]> {
  const result = await db.raw(`select indexdef from pg_indexes where schemaname = current_schema() and indexdef like 'CREATE UNIQUE%' order by indexdef`)
  return (result.rows as Array<{ indexdef: string }>).map((r) => r.indexdef.replace(/^.* ON /, '')).filter((def) => !def.includes('knex_'))
}

describe('migrations', () => {
  it('migrate latest, roll everything back, and migrate again on a fresh database', async () => {
    const db = database.db
    expect(await tables(db)).toEqual([])

    await migrateToLatest(db)
    expect(await tables(db)).toEqual(TABLES)
    const indexes = await uniqueIndexes(db)
    for (const column of ['username_key', 'phone', 'email_key', 'token_hash', 'ticket_hash', 'code_hash']) {
      expect(indexes.some((def) => def.includes(`(${column})`)), column).toBe(true)
    }
    // One owner per team; live sibling names unique case-insensitively; project names unique per scope.
    expect(indexes.some((def) => def.includes('team_members') && def.includes("'owner'"))).toBe(true)
    expect(indexes.some((def) => def.includes('project_nodes') && def.includes('lower(name)') && def.includes('deleted_at IS NULL'))).toBe(true)
    const applied = await db('knex_migrations').select('name')
    expect(applied.map((r: { name: string }) => r.name)).toEqual(['0001_accounts', '0002_forum', '0003_registration', '0004_workspace', '0005_library', '0006_part_uses', '0007_library_search', '0008_text_search', '0009_dictionary_tables', '0010_search_bigrams', '0011_drawing_files'])

    await migrateToLatest(db)
    expect(Number((await db('knex_migrations').count({ n: '*' }).first())?.n)).toBe(applied.length)

    await db('users').insert({ username: 'a', username_key: 'a', password_hash: 'x', created_at: new Date(), updated_at: new Date() })
    await rollbackAll(db)
    expect(await tables(db)).toEqual([])
    expect(await db('knex_migrations').select('name')).toEqual([])

    await migrateToLatest(db)
    expect(await tables(db)).toEqual(TABLES)
    expect(await db('users').select()).toEqual([])
    expect(await uniqueIndexes(db)).toEqual(indexes)
    const [row] = await db('users').insert({ username: 'b', username_key: 'b', password_hash: 'x', created_at: new Date(), updated_at: new Date() }).returning(['roles', 'login_count'])
    expect(row).toEqual({ roles: ['user'], login_count: 0 })
  })
})
