import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, formatMessage, type CatalogPart, type LibraryView, type PartDetail, type PartPage } from '@harness/protocol'
import { forumUser, type ForumUser } from '../../../test/forumFixtures'
import { libraryPeople } from '../../../test/libraryFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { okGet, okPost, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let viewer: Person
let stranger: Person
let admin: ForumUser
let teamId: number
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, viewer, stranger, teamId } = await libraryPeople(server))
  admin = await forumUser(server, 'admin')
})
afterAll(async () => {
  await server?.close()
})

const terminal = (partNumber: string, params: Record<string, unknown> = {}) => ({
  library: teamId, kind: 'terminal', partNumber, description: '母端子 测试', params: { csaMin: 0.5, csaMax: 1, insulationOdMin: 1.4, insulationOdMax: 2.2, ...params },
})
const partCount = async () => Number(((await server.database.db('library_parts').count({ n: '*' }).first()) as { n: string | number }).n)
const list = (who: Person | ForumUser, query: Record<string, string | number>) => okGet<PartPage>(who.client, L.listParts, query)
const createIn = async (who: Person | ForumUser, body: Record<string, unknown>) => (await okPost<{ partId: number; version: number }>(who.client, L.createPart, body)).partId

describe('library: libraries and the built-in catalogue', () => {
  it('listLibraries: the caller\'s teams first, then global and built in, with who manages them', async () => {
    const mine = await okGet<LibraryView[]>(owner.client, L.listLibraries)
    expect(mine.map((l) => [l.scope, l.teamId, l.canManage])).toEqual([['team', teamId, true], ['global', null, false], ['builtin', null, false]])
    expect(mine[2]!.parts).toBeGreaterThan(50)
    expect((await okGet<LibraryView[]>(viewer.client, L.listLibraries))[0]).toMatchObject({ scope: 'team', canManage: false })
    expect((await okGet<LibraryView[]>(admin.client, L.listLibraries)).map((l) => [l.scope, l.canManage])).toEqual([['global', true], ['builtin', false]])
  })

  it('built-in housings link the terminals, seals and plug that fit them; built-in parts are read only', async () => {
    const housings = await list(owner, { library: 'builtin', kind: 'connector', q: 'HB-C-04S' })
    expect(housings.parts.map((p) => p.partNumber)).toEqual(['HB-C-04S'])
    const housing = housings.parts[0]!
    expect(housing).toMatchObject({ scope: 'builtin', canEdit: false, params: { cavityCount: 4, sealed: true } })
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId: housing.partId })
    const linked = (relation: string) => detail.links.filter((l) => l.relation === relation).map((l) => l.part.partNumber)
    expect(linked('terminal')).toEqual(['HB-T-F-0.35-0.5', 'HB-T-F-0.5-1', 'HB-T-F-1-2.5', 'HB-T-F-2.5-4', 'HB-T-F-4-6'])
    expect(linked('seal')).toHaveLength(5)
    expect(linked('plug')).toEqual(['HB-P-01'])
    expect(detail.history).toEqual([expect.objectContaining({ version: 1, action: 'builtin', author: null })])
    const seal = detail.links.find((l) => l.relation === 'seal')!.part
    const sealDetail = await okGet<PartDetail>(owner.client, L.getPart, { partId: seal.partId })
    expect(sealDetail.linkedFrom.map((l) => l.part.partNumber)).toEqual(expect.arrayContaining(['HB-C-02S', 'HB-C-04S', 'HB-C-24S']))
    const edit = await admin.client.post(L.updatePart, { partId: housing.partId, baseVersion: housing.version, partNumber: 'X', params: { cavityCount: 4 } }, 'json')
    expect(edit.body).toEqual({ code: 403, message: formatMessage('libraryReadOnly'), data: { reason: 'builtin' } })
  })
})

describe('library: team and global parts', () => {
  it('createPart: a team\'s owner adds parts, its viewers read them, other people do not see them at all', async () => {
    const partId = await createIn(owner, terminal('DJ7041-1.5-21', { stripLength: 4 }))
    const seen = await okGet<PartDetail>(viewer.client, L.getPart, { partId })
    expect(seen.part).toMatchObject({ scope: 'team', teamId, kind: 'terminal', partNumber: 'DJ7041-1.5-21', status: 'normal', usage: 'optional', version: 1, canEdit: false, updatedBy: owner.username })
    expect(seen.part.params).toEqual({ csaMin: 0.5, csaMax: 1, insulationOdMin: 1.4, insulationOdMax: 2.2, stripLength: 4 })
    expect(seen.history).toEqual([expect.objectContaining({ version: 1, action: 'create', author: owner.username, changed: expect.arrayContaining(['partNumber', 'csaMin', 'stripLength']) })])
    const refused = await viewer.client.post(L.createPart, terminal('DJ-OTHER'), 'json')
    expect(refused.body).toEqual({ code: 403, message: formatMessage('libraryManageDenied'), data: { reason: 'libraryRole' } })
    expect((await stranger.client.get(L.getPart, { partId: String(partId) })).body).toEqual({ code: 404, message: formatMessage('partNotFound'), data: { field: 'partId' } })
    expect((await stranger.client.get(L.listParts, { library: String(teamId) })).body).toMatchObject({ code: 404, data: { field: 'library' } })
    expect((await stranger.client.post(L.createPart, terminal('DJ-X'), 'json')).body).toMatchObject({ code: 404, data: { field: 'library' } })
    expect((await list(stranger, { q: 'DJ7041' })).total).toBe(0)
  })

  it('createPart in the global library: administrators only', async () => {
    const body = { library: 'global', kind: 'seal', partNumber: 'G-SEAL-1', description: '全局防水栓', params: { wireOdMin: 1.2, wireOdMax: 2 } }
    expect((await owner.client.post(L.createPart, body, 'json')).body).toMatchObject({ code: 403, data: { reason: 'libraryRole' } })
    const partId = await createIn(admin, body)
    expect((await okGet<PartDetail>(stranger.client, L.getPart, { partId })).part).toMatchObject({ scope: 'global', canEdit: false })
  })

  it('bad input answers a clear message and writes nothing', async () => {
    const before = await partCount()
    const cases: [Record<string, unknown>, number, string, string][] = [
      [terminal('T-1', { csaMin: 2, csaMax: 1 }), 400, 'params.csaMax', formatMessage('parameterOrder', { field: '最大截面积', low: '最小截面积' })],
      [terminal('T-2', { csaMin: -1 }), 400, 'params.csaMin', formatMessage('parameterRange', { field: '最小截面积' })],
      [terminal('T-3', { csaMin: '0.5' }), 400, 'params.csaMin', formatMessage('parameterType', { field: '最小截面积' })],
      [terminal('T-4', { gender: 'hermaphrodite' }), 400, 'params.gender', formatMessage('parameterChoice', { field: '公母' })],
      [terminal('T-5', { colour: 'red' }), 400, 'params.colour', formatMessage('unknownParameter', { field: 'colour', kind: '端子' })],
      [{ ...terminal('T-6'), kind: 'wire', params: { csa: 0.5 } }, 400, 'params.od', formatMessage('parameterRequired', { field: '外径' })],
      [terminal(' -/ '), 400, 'partNumber', formatMessage('partNumberEmpty')],
      [{ ...terminal('T-7'), kind: 'harness' }, 400, 'kind', formatMessage('wrongFieldType', { field: 'kind' })],
      [{ ...terminal('T-8'), weight: -1 }, 400, 'weight', formatMessage('wrongFieldType', { field: 'weight' })],
      [terminal(' dj7041-1.5-21 '), 409, 'partNumber', formatMessage('partNumberTaken', { partNumber: 'dj7041-1.5-21' })],
    ]
    for (const [body, code, field, message] of cases) {
      const answer = await owner.client.post(L.createPart, body, 'json')
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, message, data: { field } })
    }
    expect(await partCount()).toBe(before)
  })

  it('updatePart steps the version, keeps the history, and refuses a change made on an old version', async () => {
    const partId = await createIn(owner, terminal('UPD-1'))
    const saved = await okPost<{ version: number }>(owner.client, L.updatePart, { partId, baseVersion: 1, ...terminal('UPD-1', { csaMax: 1.5 }), library: undefined, kind: undefined })
    expect(saved.version).toBe(2)
    const stale = await owner.client.post(L.updatePart, { partId, baseVersion: 1, partNumber: 'UPD-1', params: { csaMin: 0.5, csaMax: 2 } }, 'json')
    expect(stale.body).toEqual({ code: 409, message: formatMessage('partStale', { user: owner.username, version: 2 }), data: { field: 'baseVersion', version: 2 } })
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId })
    expect(detail.part.params.csaMax).toBe(1.5)
    expect(detail.history.map((h) => [h.version, h.action, h.changed])).toEqual([[2, 'update', ['csaMax']], [1, 'create', expect.any(Array)]])
  })

  it('setPartStatus marks a part invalid; lists filter by status', async () => {
    const partId = await createIn(owner, terminal('STAT-1'))
    await okPost(owner.client, L.setPartStatus, { partId, baseVersion: 1, status: 'invalid' })
    const invalid = await list(owner, { library: teamId, status: 'invalid' })
    expect(invalid.parts.map((p) => p.partNumber)).toEqual(['STAT-1'])
    expect((await okGet<PartDetail>(owner.client, L.getPart, { partId })).history[0]).toMatchObject({ version: 2, action: 'status', changed: ['status'] })
  })
})

describe('library: links and deletion', () => {
  it('a team housing links its own and built-in terminals; links reach only the same or a wider library', async () => {
    const housing = await createIn(owner, { library: teamId, kind: 'connector', partNumber: 'TEAM-C-2', params: { cavityCount: 2, sealed: false } })
    const own = await createIn(owner, terminal('TEAM-T-1'))
    const builtin = (await list(owner, { library: 'builtin', kind: 'terminal', q: 'HB-T-F-1-2.5' })).parts[0]!
    await okPost(owner.client, L.setPartLinks, { partId: housing, baseVersion: 1, relation: 'terminal', linkedIds: [own, builtin.partId, own] })
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId: housing })
    expect(detail.links.map((l) => l.part.partNumber)).toEqual(['TEAM-T-1', 'HB-T-F-1-2.5'])
    expect(detail.history[0]).toMatchObject({ version: 2, action: 'links', changed: ['links:terminal'] })
    const wrongKind = await owner.client.post(L.setPartLinks, { partId: housing, baseVersion: 2, relation: 'seal', linkedIds: [own] }, 'json')
    expect(wrongKind.body).toMatchObject({ code: 400, data: { field: 'linkedIds', partId: own, reason: 'wrongKind' } })
    const notHousing = await owner.client.post(L.setPartLinks, { partId: own, baseVersion: 1, relation: 'seal', linkedIds: [] }, 'json')
    expect(notHousing.body).toMatchObject({ code: 400, data: { field: 'relation' } })
    const globalHousing = await createIn(admin, { library: 'global', kind: 'connector', partNumber: 'G-C-2', params: { cavityCount: 2 } })
    const outOfReach = await admin.client.post(L.setPartLinks, { partId: globalHousing, baseVersion: 1, relation: 'terminal', linkedIds: [own] }, 'json')
    expect(outOfReach.body).toMatchObject({ code: 400, data: { reason: 'notInReach' } })
    expect(outOfReach.body.message).not.toContain('TEAM-T-1')
  })

  it('deletePart refuses a part another part links to, and deletes one nothing links to', async () => {
    const housing = await createIn(owner, { library: teamId, kind: 'connector', partNumber: 'DEL-C', params: { cavityCount: 1 } })
    const linked = await createIn(owner, terminal('DEL-T'))
    await okPost(owner.client, L.setPartLinks, { partId: housing, baseVersion: 1, relation: 'terminal', linkedIds: [linked] })
    const refused = await owner.client.post(L.deletePart, { partId: linked }, 'json')
    expect(refused.body).toMatchObject({ code: 409, message: formatMessage('partInUse', { uses: '1 个零件关联' }), data: { links: 1 } })
    expect((await viewer.client.post(L.deletePart, { partId: housing }, 'json')).body.code).toBe(403)
    await okPost(owner.client, L.deletePart, { partId: housing })
    await okPost(owner.client, L.deletePart, { partId: linked })
    expect((await owner.client.get(L.getPart, { partId: String(linked) })).body.code).toBe(404)
  })
})

describe('library: the catalogue a harness is checked against', () => {
  it('lists the team\'s parts first, then global and built in, with links by part number; other teams\' parts never', async () => {
    const catalogue = await okGet<CatalogPart[]>(owner.client, L.partCatalogue, { teamId })
    const scopes = catalogue.map((p) => (p.partNumber.startsWith('HB-') ? 'builtin' : p.partNumber.startsWith('G-') ? 'global' : 'team'))
    expect(scopes.indexOf('global')).toBeGreaterThan(scopes.lastIndexOf('team'))
    expect(scopes.indexOf('builtin')).toBeGreaterThan(scopes.lastIndexOf('global'))
    expect(catalogue.find((p) => p.partNumber === 'HB-C-02S')?.links).toMatchObject({ plug: ['HB-P-01'], seal: expect.arrayContaining(['HB-SL-1.2-1.7']) })
    const personal = await okGet<CatalogPart[]>(stranger.client, L.partCatalogue)
    expect(personal.some((p) => p.partNumber === 'DJ7041-1.5-21')).toBe(false)
    expect(personal.length).toBe(catalogue.filter((p) => p.partNumber.startsWith('HB-') || p.partNumber.startsWith('G-')).length)
    expect((await stranger.client.get(L.partCatalogue, { teamId: String(teamId) })).body).toMatchObject({ code: 404, data: { field: 'teamId' } })
  })
})

describe('library: finding parts', () => {
  it('finds part numbers with or without separators, Chinese descriptions, and parameter filters', async () => {
    await createIn(owner, terminal('FIND-2.8-A', { csaMin: 1, csaMax: 2.5 }))
    expect((await list(owner, { q: 'find2.8a' })).parts.map((p) => p.partNumber)).toEqual(['FIND-2.8-A'])
    expect((await list(owner, { q: 'FIND 2.8' })).parts.map((p) => p.partNumber)).toEqual(['FIND-2.8-A'])
    const seals = await list(owner, { library: 'builtin', q: '防水栓' })
    expect(seals.total).toBe(5)
    expect(seals.parts.every((p) => p.kind === 'seal')).toBe(true)
    const fits = JSON.stringify([{ key: 'csaMin', op: 'lte', value: 1.5 }, { key: 'csaMax', op: 'gte', value: 1.5 }])
    const fitting = await list(owner, { kind: 'terminal', filters: fits, sort: 'csaMax', order: 'desc' })
    expect(fitting.parts.map((p) => p.partNumber)).toEqual(['FIND-2.8-A', 'UPD-1', 'HB-T-F-1-2.5', 'HB-T-M-1-2.5'])
    for (const [query, field] of [[{ filters: fits }, 'filters'], [{ kind: 'terminal', filters: '[{"key":"csaMin","op":"contains","value":1}]' }, 'filters'], [{ kind: 'terminal', sort: 'gender' }, 'sort'], [{ kind: 'terminal', filters: '{' }, 'filters']] as const) {
      expect((await owner.client.get(L.listParts, query as Record<string, string>)).body, JSON.stringify(query)).toMatchObject({ code: 400, data: { field } })
    }
  })

  it('finds a Chinese word by its pieces when no part holds it whole, and says so', async () => {
    // No built-in part says 防水护套; its sealed housings say 防水母护套 (the unsealed ones 非防水母护套).
    const relaxed = await list(owner, { library: 'builtin', q: '防水护套' })
    expect(relaxed.relaxedWords).toEqual(['防水', '护套'])
    expect(relaxed.total).toBe(7)
    expect(relaxed.parts.every((p) => p.kind === 'connector' && /^\d+ 孔防水母护套$/.test(p.description))).toBe(true)
    // A word some part holds whole is not cut; a piece no part holds finds nothing, said as nothing.
    const whole = await list(owner, { library: 'builtin', q: '防水母护套' })
    expect([whole.total, whole.relaxedWords]).toEqual([7, undefined])
    expect(await list(owner, { library: 'builtin', q: '防水钢琴' })).toMatchObject({ total: 0, parts: [] })
    expect((await list(owner, { library: 'builtin', q: '防水钢琴' })).relaxedWords).toBeUndefined()
    // The export writes what the list shows.
    const csv = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: 'builtin', q: '防水护套', format: 'csv' })}`, undefined)
    expect(csv.status).toBe(200)
    expect(csv.text.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1 + 7)
  })

  it('does not find a Chinese word where 非 negates it: 防水 finds the sealed housings, 非防水 the others', async () => {
    const sealed = await list(owner, { library: 'builtin', kind: 'connector', q: '防水' })
    expect(sealed.total).toBe(7)
    expect(sealed.parts.every((p) => p.partNumber.endsWith('S'))).toBe(true)
    const unsealed = await list(owner, { library: 'builtin', kind: 'connector', q: '非防水' })
    expect(unsealed.total).toBe(7)
    expect(unsealed.parts.every((p) => p.partNumber.endsWith('U'))).toBe(true)
    // A text that says both is found by both.
    await createIn(owner, { library: teamId, kind: 'connector', partNumber: 'NEG-1', description: '防水母护套（非防水款另见）', params: { cavityCount: 2 } })
    expect((await list(owner, { library: teamId, q: '防水' })).parts.map((p) => p.partNumber)).toContain('NEG-1')
    expect((await list(owner, { library: teamId, q: '非防水' })).parts.map((p) => p.partNumber)).toContain('NEG-1')
  })

  it('pages through a library in part-number order', async () => {
    const first = await list(owner, { library: 'builtin', page: 1, pageSize: 10 })
    const second = await list(owner, { library: 'builtin', page: 2, pageSize: 10 })
    expect(first.parts).toHaveLength(10)
    expect(new Set([...first.parts, ...second.parts].map((p) => p.partId)).size).toBe(20)
    const numbers = first.parts.map((p) => p.partNumber.toLowerCase())
    expect(numbers).toEqual([...numbers].sort())
  })
})
