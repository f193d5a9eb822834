import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../test/testDatabase'
import { migrateToLatest } from '../migrations'
import { m0010_search_bigrams } from './m0010_search_bigrams'

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase({ poolMax: 2 })
  await migrateToLatest(database.db)
})
afterAll(async () => {
  await database?.drop()
})

const part = (partNumber: string, searchText: string, numberKeys: string) => ({
  scope: 'global', kind: 'terminal', part_number: partNumber, part_key: partNumber.toLowerCase(), number_keys: numberKeys, status: 'normal', usage: 'optional',
  params: '{}', search_text: searchText, version: 1, created_at: new Date(), updated_at: new Date(),
})

describe('migration 0010: CJK bigram tokens in the search texts stored before', () => {
  it('appends the tokens to texts with CJK pairs, leaves the others, and takes them off again on the way down', async () => {
    const db = database.db
    await db('library_parts').insert([part('T-1', 't-1 \u0001 母端子 0.64', 't1'), part('T-2', 't-2 \u0001 tab', 't2')])
    await m0010_search_bigrams.up(db)
    const texts = async () => Object.fromEntries(((await db('library_parts').select('part_number', 'search_text')) as { part_number: string; search_text: string }[]).map((r) => [r.part_number, r.search_text]))
    expect(await texts()).toEqual({ 'T-1': 't-1 \u0001 母端子 0.64 \u0002 母端 端子 ', 'T-2': 't-2 \u0001 tab' })
    await m0010_search_bigrams.down(db)
    expect(await texts()).toEqual({ 'T-1': 't-1 \u0001 母端子 0.64', 'T-2': 't-2 \u0001 tab' })
  })
})
