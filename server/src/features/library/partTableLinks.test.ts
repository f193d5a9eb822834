import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, PART_RELATIONS, formatMessage, type PartDetail, type PartImportResult, type PartPage } from '@harness/protocol'
import { forumUser, type ForumUser } from '../../../test/forumFixtures'
import { libraryPeople } from '../../../test/libraryFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newTeam, okGet, okPost, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let stranger: Person
let admin: ForumUser
let teamId: number
/** A built-in terminal's part number (the built-in catalogue is synced when the server starts). */
let builtinTerminal: string
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, stranger, teamId } = await libraryPeople(server))
  admin = await forumUser(server, 'admin')
  await okPost(admin.client, L.createPart, { library: 'global', kind: 'seal', partNumber: 'G-SEAL-7', description: '全局防水栓', params: { wireOdMin: 1.2, wireOdMax: 2 } })
  builtinTerminal = (await okGet<PartPage>(owner.client, L.listParts, { library: 'builtin', kind: 'terminal', pageSize: 1 })).parts[0]!.partNumber
})
afterAll(async () => {
  await server?.close()
})

const upload = (who: Person, library: number, name: string, text: string, query: Record<string, string> = {}) =>
  who.client.request<PartImportResult>('POST', `${L.importParts}?${new URLSearchParams({ library: String(library), name, ...query })}`,
    new Blob([new TextEncoder().encode(`\uFEFF${text}`)]), { 'content-type': 'application/octet-stream' })
const partsOf = async (library: number) => (await okGet<PartPage>(owner.client, L.listParts, { library, pageSize: 200 })).parts
const detailOf = async (library: number, partNumber: string) => {
  const part = (await partsOf(library)).find((p) => p.partNumber === partNumber)
  return part ? okGet<PartDetail>(owner.client, L.getPart, { partId: part.partId }) : null
}
/** A part's links as `relation number` texts, relations in the order of PART_RELATIONS, each relation's in its order. */
const linksOf = async (library: number, partNumber: string) =>
  (await detailOf(library, partNumber))!.links.slice().sort((a, b) => PART_RELATIONS.indexOf(a.relation) - PART_RELATIONS.indexOf(b.relation)).map((l) => `${l.relation} ${l.part.partNumber}`)

describe('links in a table of parts: a housing\'s terminals, seals and plugs, any part\'s alternatives', () => {
  it('a table links to its own rows, the library, and the global and built-in libraries, the narrowest first', async () => {
    const table = () => [
      '零件号,类型,描述,孔位数,配套端子,配套防水栓,替代件',
      `H-4,连接器,四孔护套,4,"T-1; ${builtinTerminal}",G-SEAL-7,`,
      'T-1,端子,母端子,,,,T-2',
      'T-2,端子,母端子 镀金,,,,',
    ].join('\n')
    const dry = await upload(owner, teamId, 'housing.csv', table(), { dryRun: '1' })
    expect(dry.body.data.table!.mapping.columns).toEqual(['partNumber', 'kind', 'description', 'param:cavityCount', 'terminals', 'seals', 'alternatives'])
    expect(dry.body.data.lines.map((l) => [l.partNumber, l.action, l.reason])).toEqual([['H-4', 'add', ''], ['T-1', 'add', ''], ['T-2', 'add', '']])
    expect(await partsOf(teamId)).toHaveLength(0)

    expect((await upload(owner, teamId, 'housing.csv', table())).body.data).toMatchObject({ added: 3, skipped: 0 })
    expect(await linksOf(teamId, 'H-4')).toEqual([`terminal T-1`, `terminal ${builtinTerminal}`, 'seal G-SEAL-7'])
    expect(await linksOf(teamId, 'T-1')).toEqual(['alternative T-2'])
    const housing = (await detailOf(teamId, 'H-4'))!
    expect(housing.links.map((l) => [l.part.partNumber, l.part.scope])).toEqual([['G-SEAL-7', 'global'], ['T-1', 'team'], [builtinTerminal, 'builtin']])
    expect(housing.history.map((h) => [h.version, h.action])).toEqual([[1, 'create']])

    // The same table again: nothing changes, not even a version.
    expect((await upload(owner, teamId, 'housing.csv', table())).body.data).toMatchObject({ added: 0, updated: 0, unchanged: 3 })
  })

  it('an exported list carries its links by number and comes back unchanged; an edited cell replaces the relation\'s links', async () => {
    const exported = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: String(teamId), kind: 'connector', format: 'csv' })}`, undefined)
    expect(exported.status).toBe(200)
    const [heading, row] = exported.text.replace(/^\uFEFF/, '').split(/\r?\n/)
    expect(heading!.split(',').slice(-4)).toEqual(['配套端子', '配套防水栓', '配套堵头', '替代件'])
    expect(row).toContain(`T-1; ${builtinTerminal}`)

    const back = await upload(owner, teamId, 'export.csv', exported.text.replace(/^\uFEFF/, ''))
    expect(back.body.data, back.text).toMatchObject({ added: 0, updated: 0, unchanged: 1, skipped: 0 })

    const edited = exported.text.replace(/^\uFEFF/, '').replace(`T-1; ${builtinTerminal}`, 'T-1')
    const dry = await upload(owner, teamId, 'export.csv', edited, { dryRun: '1' })
    expect(dry.body.data.lines.map((l) => [l.partNumber, l.action, l.changed])).toEqual([['H-4', 'update', ['links:terminal']]])
    await upload(owner, teamId, 'export.csv', edited)
    expect(await linksOf(teamId, 'H-4')).toEqual(['terminal T-1', 'seal G-SEAL-7'])
    expect((await detailOf(teamId, 'H-4'))!.history.slice(0, 1).map((h) => [h.version, h.action, h.changed])).toEqual([[2, 'links', ['links:terminal']]])
    // A dash says the housing takes no seal at all (an empty cell would leave its seal).
    expect((await upload(owner, teamId, 'seal.csv', '零件号,类型,配套防水栓\nH-4,连接器,-')).body.data.lines.map((l) => [l.action, l.changed])).toEqual([['update', ['links:seal']]])
    expect(await linksOf(teamId, 'H-4')).toEqual(['terminal T-1'])
  })

  it('a row whose links cannot all be made is skipped with why, and so, in turn, is a row naming it', async () => {
    const strangerTeam = await newTeam(stranger, '别队')
    await upload(stranger, strangerTeam, 'theirs.csv', '零件号,类型\nTHEIRS-1,端子')
    const table = [
      '零件号,类型,孔位数,配套端子,配套防水栓,替代件',
      'H-NF,连接器,2,"T-1, NOWHERE-9、THEIRS-1",,',
      'H-WK,连接器,2,G-SEAL-7,,',
      'T-LINKS,端子,,T-1,,',
      'T-SELF,端子,,,,t-self',
      'H-NEW,连接器,2,,,H-NF',
      'H-OK,连接器,2,T-2,,H-4',
      `H-MANY,连接器,2,"${Array.from({ length: 201 }, (_, i) => `T-${i}`).join(';')}",,`,
    ].join('\n')
    const result = (await upload(owner, teamId, 'bad-links.csv', table)).body.data
    const reasons = Object.fromEntries(result.lines.map((l) => [l.partNumber, [l.action, l.reason]]))
    expect(reasons['H-NF']).toEqual(['skipped', formatMessage('importLinkNotFound', { relation: '配套端子', partNumbers: 'NOWHERE-9、THEIRS-1' })])
    expect(reasons['H-WK']).toEqual(['skipped', formatMessage('importLinkWrongKind', { partNumber: 'G-SEAL-7', kind: '防水栓', relation: '配套端子' })])
    expect(reasons['T-LINKS']).toEqual(['skipped', formatMessage('tableLinksNotOfKind', { column: '配套端子', kind: '端子' })])
    expect(reasons['T-SELF']).toEqual(['skipped', formatMessage('tableLinkToItself', { column: '替代件' })])
    expect(reasons['H-NEW']).toEqual(['skipped', formatMessage('importLinkRowSkipped', { relation: '替代件', partNumber: 'H-NF', row: 2 })])
    expect(reasons['H-MANY']).toEqual(['skipped', formatMessage('tableLinksTooMany', { column: '配套端子', count: 201, max: 200 })])
    expect(reasons['H-OK']).toEqual(['add', ''])
    expect(result).toMatchObject({ added: 1, skipped: 6 })
    const numbers = (await partsOf(teamId)).map((p) => p.partNumber)
    expect(numbers).not.toContain('H-NF')
    expect(numbers).not.toContain('H-NEW')
    expect(await linksOf(teamId, 'H-OK')).toEqual(['terminal T-2', 'alternative H-4'])
  })

  it('another team\'s import does not reach this team\'s parts, only its own and the wider libraries', async () => {
    const other = await newTeam(owner, '另一组')
    const result = (await upload(owner, other, 'copy.csv', `零件号,类型,孔位数,配套端子,配套防水栓\nH-4,连接器,4,T-1,G-SEAL-7\nH-5,连接器,4,${builtinTerminal},G-SEAL-7`)).body.data
    expect(result.lines.map((l) => [l.partNumber, l.action, l.reason])).toEqual([
      ['H-4', 'skipped', formatMessage('importLinkNotFound', { relation: '配套端子', partNumbers: 'T-1' })], ['H-5', 'add', ''],
    ])
    expect(await linksOf(other, 'H-5')).toEqual([`terminal ${builtinTerminal}`, 'seal G-SEAL-7'])
  })

  it('an export comes back linked to the same parts: a number in two libraries, a number holding a separator', async () => {
    const team = await newTeam(owner, '同号组')
    await okPost(admin.client, L.createPart, { library: 'global', kind: 'terminal', partNumber: 'T-SH', description: '全局端子', params: {} })
    const globalId = (await okGet<PartPage>(owner.client, L.listParts, { library: 'global', q: 'T-SH' })).parts.find((p) => p.partNumber === 'T-SH')!.partId
    await upload(owner, team, 'parts.csv', '零件号,类型,孔位数\nT-SH,端子,\n"T-C,1",端子,\nH-SH,连接器,2')
    const housing = (await detailOf(team, 'H-SH'))!.part
    const comma = (await partsOf(team)).find((p) => p.partNumber === 'T-C,1')!
    await okPost(owner.client, L.setPartLinks, { partId: housing.partId, baseVersion: housing.version, relation: 'terminal', linkedIds: [globalId, comma.partId] })
    const exported = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: String(team), kind: 'connector', format: 'csv' })}`, undefined)
    expect(exported.text).toContain('"T-SH; ""T-C,1"""')
    const back = await upload(owner, team, 'export.csv', exported.text.replace(/^\uFEFF/, ''))
    expect(back.body.data.lines.map((l) => [l.partNumber, l.action])).toEqual([['H-SH', 'same']])
    expect((await detailOf(team, 'H-SH'))!.links.map((l) => [l.part.partNumber, l.part.scope])).toEqual([['T-SH', 'global'], ['T-C,1', 'team']])
  })

  it('a new part on a row that is not imported cannot be linked, even where a wider library has its number; a chain of rows falls whole', async () => {
    await okPost(admin.client, L.createPart, { library: 'global', kind: 'terminal', partNumber: 'T-UR', description: '全局端子', params: {} })
    const team = await newTeam(owner, '跳行组')
    const chain = Array.from({ length: 200 }, (_, i) => `CH-${i},端子,,,CH-${i + 1}`)
    const table = ['零件号,类型,孔位数,配套端子,替代件,重量', 'H-UR,连接器,2,T-UR,,', 'T-UR,端子,,,,abc', ...chain.map((r) => `${r},`), 'CH-200,端子,,,MISSING-X,'].join('\n')
    const result = (await upload(owner, team, 'rows.csv', table)).body.data
    const line = (n: string) => result.lines.find((l) => l.partNumber === n)!
    expect([line('H-UR').action, line('H-UR').reason]).toEqual(['skipped', formatMessage('importLinkRowSkipped', { relation: '配套端子', partNumber: 'T-UR', row: 3 })])
    expect(line('CH-0')).toMatchObject({ action: 'skipped', reason: formatMessage('importLinkRowSkipped', { relation: '替代件', partNumber: 'CH-1', row: 5 }) })
    expect(line('CH-200').reason).toBe(formatMessage('importLinkNotFound', { relation: '替代件', partNumbers: 'MISSING-X' }))
    expect(result).toMatchObject({ added: 0, skipped: 203 })
    expect(await partsOf(team)).toHaveLength(0)
  })
})
