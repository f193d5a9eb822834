import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DictionaryPaths as D, SearchPaths, formatMessage, type DictionaryTableDetail, type DictionaryTableView, type TextSearchResult } from '@harness/protocol'
import { libraryPeople } from '../../../test/libraryFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { okGet, okPost, type Person } from '../../../test/workspaceFixtures'
import { forumUser } from '../../../test/forumFixtures'

let server: TestServer
let owner: Person
let viewer: Person
let stranger: Person
let teamId: number
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, viewer, stranger, teamId } = await libraryPeople(server))
})
afterAll(async () => {
  await server?.close()
})

const CRIMP = '\uFEFF端子,截面积 [mm²],压接高度 [mm]\r\nT-1,0.35,0.95\r\nT-1,0.5,1.05\r\nT-2,1.5,1.45\r\n'
const save = (who: Pick<Person, 'client'>, query: Record<string, string | number>, body = CRIMP) =>
  who.client.request<DictionaryTableView>('POST', `${D.saveDictionaryTable}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    new Blob([new TextEncoder().encode(body)]), { 'content-type': 'application/octet-stream' })
const tableCount = async () => Number(((await server.database.db('dictionary_tables').count({ n: '*' }).first()) as { n: string | number }).n)

describe('dictionary tables of a team', () => {
  let tableId = 0

  it('a team admin adds a table from CSV: typed columns with units, listed for every member, invisible to others', async () => {
    const saved = await save(owner, { library: teamId, name: '压接高度表', source: '端子供应商数据表 2026-03', fileName: 'crimp.csv' })
    expect(saved.body, saved.text).toMatchObject({ code: 200, message: formatMessage('dictionaryTableSaved', { version: 1 }), data: { name: '压接高度表', rows: 3, columns: 3, version: 1, scope: 'team', teamId, canManage: true } })
    tableId = saved.body.data.tableId
    const detail = await okGet<DictionaryTableDetail>(viewer.client, D.getDictionaryTable, { tableId })
    expect(detail.table.canManage).toBe(false)
    expect(detail.data.columns.map((c) => [c.name, c.type, c.unit])).toEqual([['端子', 'text', ''], ['截面积', 'number', 'mm²'], ['压接高度', 'number', 'mm']])
    expect(detail.data.rows.map((r) => r.cells)).toEqual([['T-1', 0.35, 0.95], ['T-1', 0.5, 1.05], ['T-2', 1.5, 1.45]])
    expect(detail.history).toMatchObject([{ version: 1, author: owner.username }])
    expect((await okGet<DictionaryTableView[]>(viewer.client, D.listDictionaryTables, {})).map((t) => t.name)).toEqual(['压接高度表'])
    expect(await okGet<DictionaryTableView[]>(stranger.client, D.listDictionaryTables, {})).toEqual([])
    expect((await stranger.client.request('GET', `${D.getDictionaryTable}?tableId=${tableId}`, undefined)).body).toMatchObject({ code: 404, data: { field: 'tableId' } })
    // The text search finds the table by its name and by a cell, for members only.
    const search = async (who: Person, q: string) => (await okGet<TextSearchResult>(who.client, SearchPaths.textSearch, { q, kinds: 'dictionary' })).hits
    expect(await search(viewer, '压接高度')).toMatchObject([{ kind: 'dictionary', table: 'teamTable', entry: String(tableId), title: '压接高度表' }])
    expect(await search(viewer, 't-2 1.45')).toMatchObject([{ table: 'teamTable', snippet: 'T-2 · 1.5 · 1.45' }])
    expect(await search(stranger, '压接高度')).toEqual([])
    // Only the table's own texts are searched, folded as queries are: not the stored form's keys.
    expect(await search(viewer, 'datatable')).toEqual([])
    expect(await search(viewer, 'cells')).toEqual([])
    expect(await search(viewer, 'Ｔ－２ １.４５')).toMatchObject([{ table: 'teamTable', snippet: 'T-2 · 1.5 · 1.45' }])
  })

  it('renames it without a file, then replaces its rows; a change made on an old version is refused', async () => {
    const renamed = await save(owner, { tableId, baseVersion: 1, name: '压接高度（母端子）', source: '端子供应商数据表 2026-05' }, '')
    expect(renamed.body.data).toMatchObject({ name: '压接高度（母端子）', version: 2, rows: 3 })
    const replaced = await save(owner, { tableId, baseVersion: 2, name: '压接高度（母端子）', source: '端子供应商数据表 2026-05', fileName: 'crimp.csv' }, '端子,截面积 [mm²]\nT-9,2.5\n')
    expect(replaced.body.data).toMatchObject({ version: 3, rows: 1, columns: 2 })
    // The same name, source and rows again: no version for nothing.
    const same = await save(owner, { tableId, baseVersion: 3, name: '压接高度（母端子）', source: '端子供应商数据表 2026-05', fileName: 'crimp.csv' }, '端子,截面积 [mm²]\nT-9,2.5\n')
    expect(same.body.data).toMatchObject({ version: 3 })
    const stale = await save(owner, { tableId, baseVersion: 2, name: '旧的', fileName: 'crimp.csv' })
    expect(stale.body).toMatchObject({ code: 409, data: { field: 'baseVersion', version: 3 }, message: formatMessage('dictionaryStale', { user: owner.username, version: 3 }) })
    const detail = await okGet<DictionaryTableDetail>(owner.client, D.getDictionaryTable, { tableId })
    expect(detail.history.map((h) => h.version)).toEqual([3, 2, 1])
    expect(detail.data.rows.map((r) => r.cells)).toEqual([['T-9', 2.5]])
  })

  it('refuses what it may not write or cannot read, changing nothing', async () => {
    const before = await tableCount()
    const refused = async (who: Person, query: Record<string, string | number>, body?: string) => (await save(who, query, body)).body
    expect(await refused(viewer, { library: teamId, name: 'x', fileName: 'a.csv' })).toMatchObject({ code: 403 })
    expect(await refused(viewer, { tableId, baseVersion: 3, name: 'x' }, '')).toMatchObject({ code: 403 })
    expect(await refused(stranger, { library: teamId, name: 'x', fileName: 'a.csv' })).toMatchObject({ code: 404, data: { field: 'library' } })
    expect(await refused(owner, { library: 'global', name: 'x', fileName: 'a.csv' })).toMatchObject({ code: 403 })
    expect(await refused(owner, { library: teamId, name: '压接高度（母端子）', fileName: 'a.csv' })).toMatchObject({ code: 409, data: { field: 'name' } })
    expect(await refused(owner, { library: teamId, name: '  ', fileName: 'a.csv' })).toMatchObject({ code: 400, data: { field: 'name' } })
    expect(await refused(owner, { library: teamId, name: 'x', fileName: 'a.pdf' })).toMatchObject({ code: 415, data: { field: 'file' } })
    expect(await refused(owner, { library: teamId, name: 'x', fileName: 'a.csv' }, '')).toMatchObject({ code: 400, data: { field: 'file' } })
    expect(await refused(owner, { library: teamId, name: 'x', fileName: 'a.xlsx' }, 'not a workbook')).toMatchObject({ code: 400, data: { field: 'file' } })
    expect(await refused(owner, { library: teamId, tableId, baseVersion: 3, name: 'x', fileName: 'a.csv' })).toMatchObject({ code: 400 })
    const tooLarge = ['a', ...Array.from({ length: 5001 }, (_, i) => String(i))].join('\n')
    expect(await refused(owner, { library: teamId, name: 'big', fileName: 'a.csv' }, tooLarge)).toMatchObject({ code: 400, message: formatMessage('dictionaryTableTooLarge', { rows: 5000, columns: 50 }) })
    const wide = ['a', ...Array.from({ length: 1200 }, () => 'x'.repeat(3990))].join('\n')
    expect(await refused(owner, { library: teamId, name: 'wide', fileName: 'a.csv' }, wide)).toMatchObject({ code: 400, message: formatMessage('dictionaryTableTooBig', { max: 4 }) })
    expect(await tableCount()).toBe(before)
    expect((await viewer.client.post(D.deleteDictionaryTable, { tableId, baseVersion: 3 }, 'json')).body).toMatchObject({ code: 403 })
    expect((await owner.client.post(D.deleteDictionaryTable, { tableId, baseVersion: 2 }, 'json')).body).toMatchObject({ code: 409 })
  })

  it('global tables are for administrators to write and everyone to read; deleting takes the history along', async () => {
    const admin = await forumUser(server, 'admin')
    const saved = await save(admin, { library: 'global', name: 'IEC 60228 导体等级', source: 'IEC 60228', fileName: 'classes.csv' }, '等级,说明\n5,软导体\n6,特软导体\n')
    expect(saved.body.data, saved.text).toMatchObject({ scope: 'global', canManage: true, rows: 2 })
    const seen = await okGet<DictionaryTableView[]>(stranger.client, D.listDictionaryTables, {})
    expect(seen).toMatchObject([{ name: 'IEC 60228 导体等级', canManage: false }])
    await okPost(owner.client, D.deleteDictionaryTable, { tableId, baseVersion: 3 })
    expect(Number(((await server.database.db('dictionary_table_versions').where({ table_id: tableId }).count({ n: '*' }).first()) as { n: string | number }).n)).toBe(0)
    expect((await okGet<DictionaryTableView[]>(owner.client, D.listDictionaryTables, {})).map((t) => t.name)).toEqual(['IEC 60228 导体等级'])
  })
})
