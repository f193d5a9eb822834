import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, type PartDetail, type PartPage } from '@harness/protocol'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'
import { builtinCatalogue, type BuiltinPart } from './builtinParts'
import { syncBuiltinLibrary } from './syncBuiltinLibrary'

let server: TestServer
let owner: Person
beforeAll(async () => {
  server = await startTestServer()
  owner = await person(server)
})
afterAll(async () => {
  await server?.close()
})

const db = () => server.database.db
const now = () => new Date(server.clock.now())
const builtin = async (q: string) => (await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', q })).parts

describe('the built-in library follows the catalogue the server ships', () => {
  it('the catalogue is loaded at start; loading it again changes nothing', async () => {
    const catalogue = builtinCatalogue()
    expect(new Set(catalogue.map((p) => p.partNumber)).size).toBe(catalogue.length)
    const count = Number(((await db()('library_parts').where({ scope: 'builtin' }).count({ n: '*' }).first()) as { n: string | number }).n)
    expect(count).toBe(catalogue.length)
    expect(await syncBuiltinLibrary(db(), now())).toEqual({ added: 0, changed: 0, removed: 0, retired: 0 })
  })

  it('a changed entry gets a new version; entries that left are deleted, or marked invalid while a team part links to them', async () => {
    const teamId = await newTeam(owner)
    const plug = (await builtin('HB-P-01'))[0]!
    const housing = (await okPost<{ partId: number }>(owner.client, L.createPart, { library: teamId, kind: 'connector', partNumber: 'T-C-1', params: { cavityCount: 1, pluggable: true } })).partId
    await okPost(owner.client, L.setPartLinks, { partId: housing, baseVersion: 1, relation: 'plug', linkedIds: [plug.partId] })
    const changed: BuiltinPart[] = builtinCatalogue()
      .filter((p) => p.partNumber !== 'HB-P-01' && p.partNumber !== 'HB-GR-25')
      .map((p) => (p.partNumber === 'HB-CL-15' ? { ...p, description: '箭头卡扣（新）' } : p))
      .map((p) => (p.links?.plug ? { ...p, links: { ...p.links, plug: [] } } : p))
    const sync = await syncBuiltinLibrary(db(), now(), changed)
    expect(sync).toEqual({ added: 0, changed: 1 + 7, removed: 1, retired: 1 })
    expect(await builtin('HB-GR-25')).toEqual([])
    const retired = await okGet<PartDetail>(owner.client, L.getPart, { partId: plug.partId })
    expect(retired.part.status).toBe('invalid')
    expect(retired.linkedFrom.map((l) => l.part.partNumber)).toEqual(['T-C-1'])
    const clip = (await builtin('HB-CL-15'))[0]!
    const history = (await okGet<PartDetail>(owner.client, L.getPart, { partId: clip.partId })).history
    expect(history.map((h) => [h.version, h.action, h.changed])).toEqual([[2, 'builtin', ['description']], [1, 'builtin', expect.any(Array)]])
    expect(await syncBuiltinLibrary(db(), now(), changed)).toEqual({ added: 0, changed: 0, removed: 0, retired: 0 })
    // Back to the shipped catalogue: the deleted grommet is added again, the retired plug is normal again.
    const restored = await syncBuiltinLibrary(db(), now())
    expect(restored).toMatchObject({ added: 1, removed: 0, retired: 0 })
    expect((await builtin('HB-P-01'))[0]!.status).toBe('normal')
  })
})
