import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, TeamPaths as T, formatMessage, type PartDetail, type PartPage } from '@harness/protocol'
import { forumUser, type ForumUser } from '../../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let admin: ForumUser
let teamId: number
beforeAll(async () => {
  server = await startTestServer()
  owner = await person(server)
  admin = await forumUser(server, 'admin')
  teamId = await newTeam(owner)
})
afterAll(async () => {
  await server?.close()
})

const createIn = async (who: Person | ForumUser, body: Record<string, unknown>) => (await okPost<{ partId: number }>(who.client, L.createPart, body)).partId
const plug = (partNumber: string, library: number | 'global' = teamId) => ({ library, kind: 'plug', partNumber, params: {} })

describe('library integrity', () => {
  it('a team whose parts link each other can be dissolved, and takes its parts and links along', async () => {
    const team = await newTeam(owner, '临时零件组')
    const a = await createIn(owner, plug('DIS-A', team))
    const b = await createIn(owner, plug('DIS-B', team))
    await okPost(owner.client, L.setPartLinks, { partId: b, baseVersion: 1, relation: 'alternative', linkedIds: [a] })
    await okPost(owner.client, L.setPartLinks, { partId: a, baseVersion: 1, relation: 'alternative', linkedIds: [b] })
    const name = ((await okGet<{ name: string }>(owner.client, T.getTeam, { teamId: team })) as { name: string }).name
    await okPost(owner.client, T.dissolveTeam, { teamId: team, confirmName: name })
    expect(Number(((await server.database.db('library_parts').whereIn('id', [a, b]).count({ n: '*' }).first()) as { n: string | number }).n)).toBe(0)
  })

  it('concurrent links both ways and a delete racing a link answer as values, never a server error', async () => {
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const a = await createIn(owner, plug(`RA-${i}`))
      const b = await createIn(owner, plug(`RB-${i}`))
      const both = await Promise.all([
        owner.client.post(L.setPartLinks, { partId: a, baseVersion: 1, relation: 'alternative', linkedIds: [b] }, 'json'),
        owner.client.post(L.setPartLinks, { partId: b, baseVersion: 1, relation: 'alternative', linkedIds: [a] }, 'json'),
      ])
      codes.push(...both.map((x) => x.body.code))
      const c = await createIn(owner, plug(`RC-${i}`))
      const d = await createIn(owner, plug(`RD-${i}`))
      const race = await Promise.all([
        owner.client.post(L.deletePart, { partId: d }, 'json'),
        owner.client.post(L.setPartLinks, { partId: c, baseVersion: 1, relation: 'alternative', linkedIds: [d] }, 'json'),
      ])
      codes.push(...race.map((x) => x.body.code))
      // Whichever came first, the other is refused and the data agrees with the answers.
      const [deleted, linked] = race.map((x) => x.body.code)
      expect([deleted, linked].sort()).toEqual(deleted === 200 ? [200, 400] : [200, 409])
    }
    expect(codes.every((c) => c < 500)).toBe(true)
  })

  it('part numbers differing only by a decimal point are two parts; case and width are one', async () => {
    await createIn(owner, plug('M6x1.0'))
    await createIn(owner, plug('M6x10'))
    const again = await owner.client.post(L.createPart, plug('Ｍ６Ｘ１.０'), 'json')
    expect(again.body).toMatchObject({ code: 409, data: { field: 'partNumber' } })
  })

  it('a word without separators finds part numbers by their keys, never descriptions by them', async () => {
    await createIn(owner, { ...plug('DESC-1'), description: '1000 硅胶堵头' })
    expect((await okGet<PartPage>(owner.client, L.listParts, { library: teamId, q: '100%' })).total).toBe(0)
    expect((await okGet<PartPage>(owner.client, L.listParts, { library: teamId, q: '1000' })).parts.map((p) => p.partNumber)).toEqual(['DESC-1'])
    expect((await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', q: 'flryb25' })).parts.map((p) => p.partNumber)).toEqual(['HB-W-FLRYB-2.5'])
  })

  it('reachOf lists only what a part may link to, and a global part counts the team parts that hide links to it', async () => {
    const globalHousing = await createIn(admin, { library: 'global', kind: 'connector', partNumber: 'G-REACH', params: { cavityCount: 1 } })
    await createIn(owner, { library: teamId, kind: 'terminal', partNumber: 'TEAM-REACH-T', params: { csaMin: 0.5, csaMax: 1 } })
    const reachable = await okGet<PartPage>(admin.client, L.listParts, { kind: 'terminal', reachOf: globalHousing, pageSize: 200 })
    expect(reachable.parts.every((p) => p.scope !== 'team')).toBe(true)
    const globalPlug = await createIn(admin, plug('G-PLUG', 'global'))
    const teamHousing = await createIn(owner, { library: teamId, kind: 'connector', partNumber: 'TEAM-HIDE', params: { cavityCount: 1, pluggable: true } })
    await okPost(owner.client, L.setPartLinks, { partId: teamHousing, baseVersion: 1, relation: 'plug', linkedIds: [globalPlug] })
    const seen = await okGet<PartDetail>(admin.client, L.getPart, { partId: globalPlug })
    expect({ shown: seen.linkedFrom.length, hidden: seen.linkedFromHidden }).toEqual({ shown: 0, hidden: 1 })
    expect((await admin.client.post(L.deletePart, { partId: globalPlug }, 'json')).body).toMatchObject({ code: 409, data: { links: 1 } })
  })

  it('a text over its length names the documented limit', async () => {
    const long = await owner.client.post(L.createPart, plug('P'.repeat(300)), 'json')
    expect(long.body).toEqual({ code: 400, message: formatMessage('fieldTooLong', { field: 'partNumber', max: 64 }), data: { field: 'partNumber' } })
  })
})

describe('exporting parts', () => {
  it('writes the listed parts as CSV with the kind\'s parameters in columns, formulas guarded, and as xlsx', async () => {
    await createIn(owner, { library: teamId, kind: 'terminal', partNumber: '=HYPERLINK("x")', description: '公式 测试', params: { csaMin: 0.5, csaMax: 1, stripLength: 4 } })
    const csv = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: String(teamId), kind: 'terminal', format: 'csv' })}`, undefined)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toMatch(/attachment/)
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toContain('最小截面积 [mm²]')
    expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""x""\)"/)
    const xlsx = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: 'builtin', format: 'xlsx' })}`, undefined)
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    expect((await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: String(teamId), format: 'pdf' })}`, undefined)).body).toMatchObject({ code: 400, data: { field: 'format' } })
  })
})

describe('list totals', () => {
  it('counts the same whether the list is broad or searched, on any page, past the end too', async () => {
    const stored = Number(((await server.database.db('library_parts').where({ scope: 'builtin' }).count({ n: '*' }).first()) as { n: string | number }).n)
    for (const page of [1, 2, 99]) {
      expect((await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', page, pageSize: 50 })).total, `broad page ${page}`).toBe(stored)
    }
    for (const page of [1, 99]) {
      const found = await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', q: '端子', page, pageSize: 3 })
      expect(found.total, `searched page ${page}`).toBe(10)
      expect(found.parts).toHaveLength(page === 1 ? 3 : 0)
    }
    expect((await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', q: 'no such part at all' })).total).toBe(0)
  })
})
