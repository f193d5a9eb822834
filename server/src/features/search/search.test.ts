import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FilePaths, ForumPaths, LibraryPaths as L, ProjectPaths as PP, SearchPaths, TeamPaths, formatMessage, type HarnessRecordHit, type SearchHit, type TextSearchResult,
} from '@harness/protocol'
import { createConnector, createNode, createTerminal, createWire, encodeDocument, type HarnessRecord } from '@harness/engine'
import { doc, forumUser, newIssue, type ForumUser } from '../../../test/forumFixtures'
import { libraryPeople } from '../../../test/libraryFixtures'
import { backfillContentIndex } from './indexBackfill'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newProject, newTeam, okGet, okPost, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let viewer: Person
let stranger: Person
let moderator: ForumUser
let teamId: number
let projectId: number
let fileId: number
let personalProjectId: number
let strangerFileId: number

/** A harness: connector X1, wires W12 and W120 (FLRY-B 0.35), a terminal DJ7041-1.5-21 on W12, and a note. */
function harness(wires: readonly string[] = ['W12', 'W120']): Uint8Array {
  const records: HarnessRecord[] = [
    createNode({ id: 'node:N1' as never, kind: 'connector', name: 'N1', position: [0, 0] }),
    createConnector({ id: 'connector:X1' as never, name: 'X1', nodeId: 'node:N1' as never, partNumber: 'HSG-04S' }),
    ...wires.map((name) => createWire({ id: `wire:${name}` as never, name, partNumber: 'FLRY-B 0.35' })),
    createTerminal({ id: 'terminal:T1' as never, wireId: `wire:${wires[0]}` as never, end: 'A', partNumber: 'DJ7041-1.5-21' }),
    { id: 'label:L1' as never, typeName: 'label', position: [0, 0], text: '注意：此处加装护套（Müller 供货）', fontSize: 10 },
  ]
  return encodeDocument(records)
}

const rawQuery = (query: Record<string, string>) => `?${new URLSearchParams(query)}`

async function upload(who: Person, project: number, name: string, bytes: Uint8Array): Promise<number> {
  const answer = await who.client.request<{ fileId: number }>('POST', `${FilePaths.upload}${rawQuery({ projectId: String(project), parentId: '', name, fileType: 'harness' })}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data.fileId
}

async function save(who: Person, file: number, baseVersion: number, bytes: Uint8Array): Promise<void> {
  const answer = await who.client.request('POST', `${FilePaths.save}${rawQuery({ fileId: String(file), baseVersion: String(baseVersion) })}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
  expect(answer.body.code, answer.text).toBe(200)
}

const search = (who: { client: Person['client'] }, q: string, extra: Record<string, string | number> = {}) => okGet<TextSearchResult>(who.client, SearchPaths.textSearch, { q, ...extra })
const listed = (hits: readonly SearchHit[]) => hits.map((h) => `${h.kind}:${h.title}`)
const records = (result: TextSearchResult) => result.hits.filter((h): h is HarnessRecordHit => h.kind === 'harnessRecord')

beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, viewer, stranger, teamId } = await libraryPeople(server))
  moderator = await forumUser(server, 'admin')
  projectId = await newProject(owner.client, '发动机线束项目', teamId)
  fileId = await upload(owner, projectId, '左前门主线束', harness())
  personalProjectId = await newProject(owner.client, '私人样件 Alpha')
  await upload(owner, personalProjectId, '私人线束', harness(['W77']))
  const strangerTeam = await newTeam(stranger)
  strangerFileId = await upload(stranger, await newProject(stranger.client, '别人的项目', strangerTeam), '别人的线束', harness(['W12']))
  await okPost(owner.client, L.createPart, { library: teamId, kind: 'terminal', partNumber: 'DJ7041-1.5-21', description: '母端子 1.5 系列', params: {} })
  await okPost(stranger.client, L.createPart, { library: strangerTeam, kind: 'terminal', partNumber: 'DJ7041-2.5-99', description: '别人的端子', params: {} })
})
afterAll(async () => {
  await server?.close()
})

describe('text search: what it finds', () => {
  it('finds a wire by its number, the exact record first, with where it is and the record to select', async () => {
    const result = await search(owner, 'w12', { kinds: 'harnessRecord' })
    expect(records(result).map((h) => [h.title, h.match, h.fileId])).toEqual([['W12', 'exact', fileId], ['W120', 'prefix', fileId]])
    expect(records(result)[0]).toMatchObject({
      recordId: 'wire:W12', recordKind: 'wire', partNumber: 'FLRY-B 0.35', snippet: 'FLRY-B 0.35', fileName: '左前门主线束', projectId, projectName: '发动机线束项目', teamId, field: 'name',
    })
    expect(result.counts).toMatchObject({ harnessRecord: 2, project: 0, file: 0 })
  })

  it('finds every kind: projects, files, records, parts, dictionary entries and issues', async () => {
    const issueId = await newIssue(owner.client, '红色导线 W12 的线径', doc('主线束里 W12 用多大线径？'))
    const kinds = async (q: string) => new Set((await search(owner, q)).hits.map((h) => h.kind))
    expect(await kinds('发动机线束项目')).toContain('project')
    expect(await kinds('左前门')).toContain('file')
    expect(await kinds('HSG-04S')).toContain('harnessRecord')
    expect(await kinds('DJ7041')).toEqual(new Set(['part', 'harnessRecord']))
    expect([...(await kinds('红'))]).toEqual(expect.arrayContaining(['dictionary', 'issue']))
    expect((await search(owner, '红', { kinds: 'dictionary' })).hits[0]).toMatchObject({ kind: 'dictionary', table: 'colours', entry: 'RD', match: 'exact' })
    const issue = (await search(owner, '线径')).hits.find((h) => h.kind === 'issue')
    expect(issue).toMatchObject({ kind: 'issue', issueId, title: '红色导线 W12 的线径', closed: false })
  })

  it('takes Chinese, mixed Chinese and Latin, and partial words', async () => {
    expect(listed((await search(owner, '前门主线')).hits)).toEqual(['file:左前门主线束'])
    expect(listed((await search(owner, '线束项目')).hits)).toContain('project:发动机线束项目')
    // Some words in the file's name, the rest on the record.
    expect(listed(records(await search(owner, '主线束 W12')))).toEqual(['harnessRecord:W12', 'harnessRecord:W120'])
    // The note is in both of the owner's harness files.
    expect(records(await search(owner, '护套')).filter((h) => h.fileId === fileId)).toEqual([expect.objectContaining({ recordKind: 'label', title: '注意：此处加装护套（Müller 供货）', field: 'content' })])
    // Case and accents do not matter.
    expect(records(await search(owner, 'MULLER')).map((h) => h.recordId)).toEqual(['label:L1', 'label:L1'])
    expect(listed((await search(owner, 'alpha')).hits)).toEqual(['project:私人样件 Alpha'])
  })

  it('finds a Chinese word by its pieces when nothing holds it whole, and says so', async () => {
    // Nothing says 前门线束; the file 左前门主线束 holds 前门 and 线束.
    const relaxed = await search(owner, '前门线束', { kinds: 'file' })
    expect([listed(relaxed.hits), relaxed.relaxedWords]).toEqual([['file:左前门主线束'], ['前门', '线束']])
    // The built-in housings say 防水母护套; the parts and the note that holds 护套 do not say 防水护套.
    const housings = await search(owner, '防水护套', { kinds: 'part' })
    expect(housings.relaxedWords).toEqual(['防水', '护套'])
    expect(housings.hits.length).toBeGreaterThan(0)
    expect(housings.hits.every((h) => h.kind === 'part' && h.snippet.includes('防水') && h.snippet.includes('护套'))).toBe(true)
    // A word found whole is not cut, and a second try that finds nothing answers the first.
    expect((await search(owner, '主线束')).relaxedWords).toBeUndefined()
    expect(await search(owner, '前门钢琴')).toMatchObject({ hits: [] })
    expect((await search(owner, '前门钢琴')).relaxedWords).toBeUndefined()
  })

  it('meets part numbers with or without separators, in the library and in harness files', async () => {
    const bare = await search(owner, '70411.5', { kinds: 'part,harnessRecord' })
    // The team's part, and the terminal entry of both of the owner's harness files.
    expect(listed(bare.hits).sort()).toEqual(['harnessRecord:DJ7041-1.5-21', 'harnessRecord:DJ7041-1.5-21', 'part:DJ7041-1.5-21'])
    expect(records(bare).find((h) => h.fileId === fileId)).toMatchObject({ recordKind: 'terminal', recordId: 'wire:W12', partNumber: 'DJ7041-1.5-21', field: 'name' })
    const exact = await search(owner, 'dj7041-1.5-21', { kinds: 'part' })
    expect(exact.hits[0]).toMatchObject({ kind: 'part', title: 'DJ7041-1.5-21', match: 'exact', field: 'name', partKind: 'terminal', scope: 'team' })
    expect((await search(owner, 'flryb035', { kinds: 'harnessRecord' })).hits).toHaveLength(3)
  })

  it('ranks exact before prefix before substring, names before contents, and honours the limit', async () => {
    const result = await search(owner, 'x1')
    const scores = result.hits.map((h) => h.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(result.hits[0]).toMatchObject({ kind: 'harnessRecord', title: 'X1', match: 'exact', field: 'name' })
    const limited = await search(owner, 'w', { limit: 1 })
    expect(limited.hits).toHaveLength(1)
    expect(limited.truncated).toBe(true)
  })
})

describe('text search: who sees what', () => {
  it('never answers another team\'s projects, files, records or parts', async () => {
    const mine = await search(stranger, 'W12')
    expect(records(mine).map((h) => h.fileId)).toEqual([strangerFileId])
    expect((await search(stranger, '发动机')).hits).toEqual([])
    expect(listed((await search(stranger, 'DJ7041', { kinds: 'part' })).hits)).toEqual(['part:DJ7041-2.5-99'])
    expect(listed((await search(owner, 'DJ7041', { kinds: 'part' })).hits)).toEqual(['part:DJ7041-1.5-21'])
  })

  it('shows a team\'s project to its viewer, but nobody else\'s personal project', async () => {
    expect(listed((await search(viewer, '左前门')).hits)).toEqual(['file:左前门主线束'])
    expect((await search(viewer, 'W77')).hits).toEqual([])
    expect((await search(viewer, 'alpha')).hits).toEqual([])
    expect(listed((await search(owner, 'W77')).hits)).toEqual(['harnessRecord:W77'])
  })

  it('shows hidden issues to moderators only', async () => {
    const issueId = await newIssue(owner.client, '隐藏的接插件问题', doc('X9 不见了'))
    await okPost(moderator.client, ForumPaths.moderate, { target: 'issue', id: issueId, action: 'hide' })
    expect((await search(owner, '隐藏的接插件')).hits).toEqual([])
    expect(listed((await search(moderator, '隐藏的接插件')).hits)).toEqual(['issue:隐藏的接插件问题'])
  })

  it('leaves out files in the trash and projects a member left', async () => {
    const trashProject = await newProject(owner.client, '回收站测试', teamId)
    const trashed = await upload(owner, trashProject, '将删除线束', harness(['W900']))
    expect(records(await search(owner, 'W900')).map((h) => h.fileId)).toEqual([trashed])
    await okPost(owner.client, PP.deleteNode, { projectId: trashProject, nodeId: trashed })
    expect((await search(owner, 'W900')).hits).toEqual([])
    expect((await search(owner, '将删除')).hits).toEqual([])
    // A member who leaves the team no longer finds its projects, files or parts.
    expect((await search(viewer, 'W120')).hits.length).toBeGreaterThan(0)
    await okPost(viewer.client, TeamPaths.leaveTeam, { teamId })
    expect((await search(viewer, 'W120')).hits).toEqual([])
    expect((await search(viewer, '发动机线束项目')).hits).toEqual([])
    expect((await search(viewer, 'DJ7041-1.5-21', { kinds: 'part' })).hits).toEqual([])
  })
})

describe('text search: the content index keeps up', () => {
  it('follows saves, restores and copies; a file without an index is found by name only', async () => {
    const project = await newProject(owner.client, '索引测试', teamId)
    const file = await upload(owner, project, '索引线束', harness(['W500']))
    await save(owner, file, 1, harness(['W501']))
    expect((await search(owner, 'W500')).hits).toEqual([])
    expect(listed((await search(owner, 'W501')).hits)).toEqual(['harnessRecord:W501'])
    await okPost(owner.client, FilePaths.restoreVersion, { fileId: file, version: 1, baseVersion: 2 })
    expect(listed((await search(owner, 'W500')).hits)).toEqual(['harnessRecord:W500'])
    expect((await search(owner, 'W501')).hits).toEqual([])
    const copy = await okPost<{ nodeId: number }>(owner.client, PP.copyNode, { projectId: project, nodeId: file, parentId: null, name: '索引线束副本' })
    expect(records(await search(owner, 'W500')).map((h) => h.fileId).sort()).toEqual([file, copy.nodeId].sort())
    // As a file saved before the index existed: its name is found, its records are not.
    await server.database.db('file_search_texts').where({ file_id: copy.nodeId }).delete()
    expect(records(await search(owner, 'W500')).map((h) => h.fileId)).toEqual([file])
    expect(listed((await search(owner, '索引线束副本')).hits)).toEqual(['file:索引线束副本'])
    // The backfill a server start runs gives it the index of its current version.
    const { db, documents, log } = { db: server.database.db, documents: server.running.deps.documents, log: server.running.deps.log }
    expect(await backfillContentIndex(db, documents, log)).toBe(1)
    expect(records(await search(owner, 'W500')).map((h) => h.fileId).sort()).toEqual([file, copy.nodeId].sort())
    expect(await backfillContentIndex(db, documents, log)).toBe(0)
  })
})

describe('text search: names folded in the database as queries are folded', () => {
  it('finds names with full-width punctuation, ligatures and accents by any of their forms', async () => {
    const project = await newProject(owner.client, 'Kabelübersicht Ｑ１', teamId)
    await upload(owner, project, '主线束（A）', harness(['W900']))
    expect(listed((await search(owner, '主线束（A）', { kinds: 'file' })).hits)).toEqual(['file:主线束（A）'])
    expect(listed((await search(owner, '主线束(a)', { kinds: 'file' })).hits)).toEqual(['file:主线束（A）'])
    expect(listed((await search(owner, 'kabelubersicht q1', { kinds: 'project' })).hits)).toEqual(['project:Kabelübersicht Ｑ１'])
    expect(listed((await search(owner, 'KABELÜBERSICHT', { kinds: 'project' })).hits)).toEqual(['project:Kabelübersicht Ｑ１'])
  })
})

describe('text search: refusals', () => {
  it('refuses a blank query, too many words, unknown kinds and a limit out of range', async () => {
    const refused = async (query: Record<string, string>) => (await owner.client.get(SearchPaths.textSearch, query)).body
    expect(await refused({ q: '   ' })).toEqual({ code: 400, message: formatMessage('wrongFieldType', { field: 'q' }), data: { field: 'q' } })
    expect(await refused({ q: 'a b c d e f g h i' })).toMatchObject({ code: 400, data: { field: 'q' } })
    expect(await refused({ q: 'x', kinds: 'project,secret' })).toMatchObject({ code: 400, data: { field: 'kinds' } })
    expect(await refused({ q: 'x', limit: '0' })).toMatchObject({ code: 400, data: { field: 'limit' } })
    expect(await refused({ q: 'x'.repeat(201) })).toMatchObject({ code: 400, message: formatMessage('fieldTooLong', { field: 'q', max: 200 }), data: { field: 'q' } })
    expect(await refused({})).toMatchObject({ code: 400, data: { field: 'q' } })
    expect((await server.client().get(SearchPaths.textSearch, { q: 'x' })).body).toMatchObject({ code: 401 })
  })
})
