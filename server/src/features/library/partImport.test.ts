import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, formatMessage, type PartDetail, type PartImportResult, type PartPage } from '@harness/protocol'
import { libraryPeople } from '../../../test/libraryFixtures'
import { createCavity, createConnector, createNode, createTerminal, createWire, encodeDocument } from '@harness/engine'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newTeam, okGet, okPost, type Person } from '../../../test/workspaceFixtures'

// The corpus lives beside the repository: <repo>/../shared/corpus/kbl.
const VOBES = readFileSync(new URL('../../../../../shared/corpus/kbl/samples/vobes_sample_kbl24_mit_sicherungstraeger.kbl', import.meta.url))

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

const upload = (who: Person, query: Record<string, string>, bytes: Uint8Array = VOBES) =>
  who.client.request<PartImportResult>('POST', `${L.importParts}?${new URLSearchParams(query)}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
const teamParts = async () => Number(((await server.database.db('library_parts').where({ team_id: teamId }).count({ n: '*' }).first()) as { n: string | number }).n)

describe('importing the parts of a KBL file into a team library', () => {
  it('a dry run lists what would change and writes nothing; the import then adds the parts with the housings\' links', async () => {
    const dry = await upload(owner, { library: String(teamId), name: 'vobes.kbl', dryRun: '1' })
    expect(dry.body.code, dry.text).toBe(200)
    const preview = dry.body.data
    expect(preview).toMatchObject({ format: 'kbl 2.4', dryRun: true, updated: 0, unchanged: 0 })
    expect(preview.added).toBeGreaterThan(10)
    expect(preview.lines.filter((l) => l.action === 'add')).toHaveLength(preview.added)
    expect(await teamParts()).toBe(0)

    const done = await upload(owner, { library: String(teamId), name: 'vobes.kbl' })
    expect(done.body).toMatchObject({ code: 200, message: formatMessage('partsImported', { added: preview.added, updated: 0 }), data: { added: preview.added, dryRun: false } })
    expect(await teamParts()).toBe(preview.added)
    const housings = await okGet<PartPage>(owner.client, L.listParts, { library: teamId, kind: 'connector', pageSize: 200 })
    const linked = await Promise.all(housings.parts.map((h) => okGet<PartDetail>(owner.client, L.getPart, { partId: h.partId })))
    expect(linked.some((d) => d.links.some((l) => l.relation === 'terminal'))).toBe(true)
    for (const d of linked) {
      expect(d.history).toHaveLength(1)
      for (const l of d.links) expect(l.part.scope).toBe('team')
    }
  })

  it('importing the same file again changes nothing; a number the library holds as another kind is a conflict left alone', async () => {
    const again = await upload(owner, { library: String(teamId), name: 'vobes.kbl' })
    // The file's own conflicts (a number it uses for two kinds) stay listed; everything else is unchanged.
    expect(again.body.data).toMatchObject({ added: 0, updated: 0, skipped: 0 })
    expect(again.body.data.unchanged + again.body.data.conflicts).toBe(again.body.data.lines.length)
    expect(again.body.data.lines.filter((l) => l.action === 'conflict').every((l) => l.reason.startsWith('文件中该零件号同时用作'))).toBe(true)
    const terminal = (await okGet<PartPage>(owner.client, L.listParts, { library: teamId, kind: 'terminal' })).parts[0]!
    // Another team keeps the terminal's number as a plug: importing there conflicts on it.
    const other = await newTeam(owner, '另一组')
    await okPost(owner.client, L.createPart, { library: other, kind: 'plug', partNumber: terminal.partNumber, params: {} })
    const conflicted = await upload(owner, { library: String(other), name: 'vobes.kbl', dryRun: '1' })
    expect(conflicted.body.data.lines.find((l) => l.partNumber === terminal.partNumber)).toMatchObject({ action: 'conflict', reason: formatMessage('importConflictInLibrary', { kind: '堵头（盲堵）' }) })
  })

  it('a known part keeps what it states: an import only fills in what it lacks, and links stop at 200', async () => {
    const sealed = (await okPost<{ partId: number }>(owner.client, L.createPart, { library: teamId, kind: 'connector', partNumber: 'SEALED-HSG', description: '防水护套', params: { cavityCount: 2, sealed: true } })).partId
    // A native harness naming the housing with another description, no seals, and 210 terminals on ends in its cavities.
    const records = [
      createNode({ id: 'N1' as never, kind: 'connector', name: 'N1', position: [0, 0] }),
      createConnector({ id: 'X1' as never, name: 'X1', nodeId: 'N1' as never, partNumber: 'SEALED-HSG', description: '别的描述' }),
      ...Array.from({ length: 210 }, (_, i) => [
        createCavity({ id: `X1:${i}` as never, connectorId: 'X1' as never, name: String(i), index: i }),
        createWire({ id: `W${i}` as never, name: `W${i}`, csa: 0.5, od: 1.6 as never, endA: { kind: 'cavity', cavityId: `X1:${i}` as never }, endB: { kind: 'open' } }),
        createTerminal({ wireId: `W${i}` as never, end: 'A', partNumber: `MANY-T-${i}` }),
      ]).flat(),
    ]
    const done = await upload(owner, { library: String(teamId), name: 'many.harness' }, encodeDocument(records))
    expect(done.body.code, done.text).toBe(200)
    expect(done.body.data.lines.find((l) => l.partNumber === 'SEALED-HSG')).toMatchObject({ action: 'update', reason: formatMessage('importLinksCapped', { max: 200 }) })
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId: sealed })
    expect(detail.part).toMatchObject({ description: '防水护套', params: { cavityCount: 2, sealed: true } })
    expect(detail.links.filter((l) => l.relation === 'terminal')).toHaveLength(200)
    expect(detail.history.map((h) => [h.version, h.action])).toEqual([[2, 'links'], [1, 'create']])
  })

  it('refuses what it cannot read or may not write, writing nothing', async () => {
    const before = await teamParts()
    expect((await upload(owner, { library: String(teamId), name: 'parts.pdf' })).body).toMatchObject({ code: 415, data: { field: 'file' } })
    expect((await upload(owner, { library: String(teamId), name: 'broken.kbl' }, new TextEncoder().encode('<KBL_container><Connector_housing'))).body).toMatchObject({ code: 400, data: { field: 'file' } })
    expect((await upload(viewer, { library: String(teamId), name: 'vobes.kbl' })).body).toMatchObject({ code: 403, data: { reason: 'libraryRole' } })
    expect((await upload(stranger, { library: String(teamId), name: 'vobes.kbl' })).body).toMatchObject({ code: 404, data: { field: 'library' } })
    expect((await upload(owner, { library: 'builtin', name: 'vobes.kbl' })).body).toMatchObject({ code: 400, data: { field: 'library' } })
    expect(await teamParts()).toBe(before)
  })
})
