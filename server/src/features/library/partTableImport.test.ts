import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LibraryPaths as L, formatMessage, type PartDetail, type PartImportResult, type PartPage } from '@harness/protocol'
import { libraryPeople } from '../../../test/libraryFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newTeam, okGet, type Person } from '../../../test/workspaceFixtures'
import { xlsxBytes } from '../../lib/xlsxBytes'

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

const upload = (who: Person, query: Record<string, string>, bytes: Uint8Array) =>
  who.client.request<PartImportResult>('POST', `${L.importParts}?${new URLSearchParams(query)}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
const csv = (text: string) => new TextEncoder().encode(`\uFEFF${text}`)
const partsOf = async (library: number) => (await okGet<PartPage>(owner.client, L.listParts, { library, pageSize: 200 })).parts
const partNamed = async (library: number, partNumber: string) => (await partsOf(library)).find((p) => p.partNumber === partNumber)

const TERMINALS = [
  '零件号,类型,描述,供应商,单价,最小截面积 [mm²],最大截面积 [mm²],剥线长度 [mm],备注',
  'T-035,端子,Tab 0.64 母端子,安费诺,0.12,0.35,0.5,3.5,首批',
  'T-150,terminal,Tab 2.8,,0.3,1.0,2.5,5,',
  'S-12,防水栓,单线密封,,,,,,',
  ',,,,,,,,',
  ',端子,无零件号,,,,,,',
  'X-9,螺丝,,,,,,,',
  'T-BAD,端子,,,免费,,,,',
  'T-RANGE,端子,,,,2.5,0.5,,',
  't-035,端子,重复,,,,,,',
].join('\r\n')

describe('importing a table of parts (CSV, xlsx) with its column mapping', () => {
  it('a dry run proposes the mapping from the headings, lists every row with its number, and writes nothing', async () => {
    const dry = await upload(owner, { library: String(teamId), name: 'terminals.csv', dryRun: '1' }, csv(TERMINALS))
    expect(dry.body.code, dry.text).toBe(200)
    const result = dry.body.data
    expect(result.table).toMatchObject({
      headings: ['零件号', '类型', '描述', '供应商', '单价', '最小截面积 [mm²]', '最大截面积 [mm²]', '剥线长度 [mm]', '备注'],
      rows: 8, mappingProblem: null,
      mapping: { columns: ['partNumber', 'kind', 'description', 'supplier', 'unitCost', 'param:csaMin', 'param:csaMax', 'param:stripLength', 'ignore'], kind: null },
    })
    expect(result.table!.samples[0]).toEqual(['T-035', '端子', 'Tab 0.64 母端子', '安费诺', '0.12', '0.35', '0.5', '3.5', '首批'])
    expect(result).toMatchObject({ format: 'csv', dryRun: true, added: 3, updated: 0, skipped: 5 })
    expect(result.lines.map((l) => [l.row, l.partNumber, l.action])).toEqual([
      [2, 'T-035', 'add'], [3, 'T-150', 'add'], [4, 'S-12', 'add'], [6, '', 'skipped'], [7, 'X-9', 'skipped'], [8, 'T-BAD', 'skipped'], [9, 'T-RANGE', 'skipped'], [10, 't-035', 'skipped'],
    ])
    const reasons = Object.fromEntries(result.lines.map((l) => [l.row, l.reason]))
    expect(reasons[7]).toBe(formatMessage('tableKindUnknown', { value: '螺丝' }))
    expect(reasons[8]).toBe(formatMessage('tableValueUnreadable', { column: '单价', value: '免费' }))
    expect(reasons[9]).toContain('最大截面积')
    expect(reasons[10]).toBe(formatMessage('tableDuplicate', { first: 2 }))
    expect(await partsOf(teamId)).toHaveLength(0)
  })

  it('the import adds the rows that read; a second table replaces what it states and leaves empty cells alone', async () => {
    const done = await upload(owner, { library: String(teamId), name: 'terminals.csv' }, csv(TERMINALS))
    expect(done.body).toMatchObject({ code: 200, message: formatMessage('partsImported', { added: 3, updated: 0 }) })
    const t035 = (await partNamed(teamId, 'T-035'))!
    expect(t035).toMatchObject({ kind: 'terminal', description: 'Tab 0.64 母端子', supplier: '安费诺', unitCost: 0.12, params: { csaMin: 0.35, csaMax: 0.5, stripLength: 3.5 } })

    const update = ['PN,Unit cost,Cross-section to,Description', 'T-035,0.15,,', 'T-150,,,', 'T-NEW,,1.5,新端子'].join('\n')
    const dry = await upload(owner, { library: String(teamId), name: 'costs.csv', dryRun: '1', kind: 'terminal' }, csv(update))
    expect(dry.body.data.table!.mapping).toEqual({ columns: ['partNumber', 'unitCost', 'param:csaMax', 'description'], kind: 'terminal' })
    expect(dry.body.data.lines.map((l) => [l.partNumber, l.action, l.changed])).toEqual([['T-035', 'update', ['unitCost']], ['T-150', 'same', []], ['T-NEW', 'add', []]])
    const applied = await upload(owner, { library: String(teamId), name: 'costs.csv', kind: 'terminal' }, csv(update))
    expect(applied.body.data).toMatchObject({ added: 1, updated: 1, unchanged: 1 })
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId: t035.partId })
    expect(detail.part).toMatchObject({ unitCost: 0.15, description: 'Tab 0.64 母端子', supplier: '安费诺', params: { csaMin: 0.35, csaMax: 0.5, stripLength: 3.5 } })
    expect(detail.history.map((h) => [h.version, h.action])).toEqual([[2, 'update'], [1, 'create']])
  })

  it('without a kind column the dry run asks for a kind and the import is refused until one is chosen', async () => {
    const seals = csv(['Part number,Wire diameter from,Wire diameter to', 'S-20,1.2,2.0', 'S-21,2.0,2.6'].join('\n'))
    const dry = await upload(owner, { library: String(teamId), name: 'seals.csv', dryRun: '1' }, seals)
    expect(dry.body.data).toMatchObject({ added: 0, lines: [], table: { mappingProblem: 'tableNoKind', mapping: { kind: null } } })
    expect((await upload(owner, { library: String(teamId), name: 'seals.csv' }, seals)).body).toMatchObject({ code: 400, data: { field: 'mapping' }, message: formatMessage('tableNoKind') })
    const mapping = JSON.stringify({ columns: ['partNumber', 'param:wireOdMin', 'param:wireOdMax'], kind: 'seal' })
    expect((await upload(owner, { library: String(teamId), name: 'seals.csv', mapping }, seals)).body.data).toMatchObject({ added: 2 })
    expect((await partNamed(teamId, 'S-21'))!.params).toEqual({ wireOdMin: 2, wireOdMax: 2.6 })
  })

  it('an xlsx workbook imports as its CSV would, into another team\'s library', async () => {
    const other = await newTeam(owner, '表格导入组')
    const bytes = await xlsxBytes((sheet) => {
      const ws = sheet('零件', [{ header: '零件号', key: 'pn', width: 12 }, { header: '类型', key: 'kind', width: 12 }, { header: '孔位数', key: 'cav', width: 8 }, { header: '防水', key: 'sealed', width: 8 }])
      ws.addRow({ pn: 'H-2', kind: '连接器', cav: 2, sealed: '是' }).commit()
      ws.addRow({ pn: 'H-6', kind: 'Connector (housing)', cav: 6, sealed: '否' }).commit()
    }, { useSharedStrings: false })
    const done = await upload(owner, { library: String(other), name: 'housings.xlsx' }, bytes)
    expect(done.body.data, done.text).toMatchObject({ format: 'xlsx', added: 2, skipped: 0 })
    expect((await partNamed(other, 'H-2'))!.params).toEqual({ cavityCount: 2, sealed: true })
    expect((await partNamed(other, 'H-6'))!.params).toEqual({ cavityCount: 6, sealed: false })
    expect(await partNamed(teamId, 'H-2')).toBeUndefined()
  })

  it('a list exported as CSV comes back into another library as the same parts, with no mapping step', async () => {
    const exported = await owner.client.request('GET', `${L.exportParts}?${new URLSearchParams({ library: String(teamId), kind: 'terminal', format: 'csv' })}`, undefined)
    expect(exported.status).toBe(200)
    const copy = await newTeam(owner, '导出导入组')
    const done = await upload(owner, { library: String(copy), name: 'export.csv' }, new TextEncoder().encode(exported.text))
    expect(done.body.data, done.text).toMatchObject({ skipped: 0, updated: 0 })
    const strip = (p: PartPage['parts'][number]) => ({ partNumber: p.partNumber, kind: p.kind, description: p.description, supplier: p.supplier, unitCost: p.unitCost, status: p.status, usage: p.usage, params: p.params })
    const source = (await partsOf(teamId)).filter((p) => p.kind === 'terminal').map(strip)
    expect(source.length).toBeGreaterThan(2)
    expect((await partsOf(copy)).map(strip)).toEqual(source)
  })

  it('refuses a bad mapping, a file that does not read, and callers who may not write, writing nothing', async () => {
    const before = (await partsOf(teamId)).length
    const table = csv('零件号,类型\nZ-1,端子')
    const refuse = async (who: Person, query: Record<string, string>, bytes = table) => (await upload(who, { library: String(teamId), name: 'z.csv', ...query }, bytes)).body
    expect(await refuse(owner, { mapping: '{' })).toMatchObject({ code: 400, data: { field: 'mapping' } })
    expect(await refuse(owner, { mapping: JSON.stringify({ columns: ['partNumber', 'param:nothing'], kind: null }) })).toMatchObject({ code: 400, data: { field: 'mapping' } })
    expect(await refuse(owner, { mapping: JSON.stringify({ columns: ['partNumber', '__proto__'], kind: null }) })).toMatchObject({ code: 400, data: { field: 'mapping' } })
    expect(await refuse(owner, { mapping: JSON.stringify({ columns: ['kind', 'kind'], kind: null }) })).toMatchObject({ code: 400, data: { field: 'mapping' } })
    expect(await refuse(owner, { kind: 'screw' })).toMatchObject({ code: 400, data: { field: 'kind' } })
    expect((await upload(owner, { library: String(teamId), name: 'z.xlsx' }, new TextEncoder().encode('not a zip'))).body).toMatchObject({ code: 400, data: { field: 'file' } })
    const tooLong = csv(['零件号,类型', ...Array.from({ length: 100_001 }, (_, i) => `L-${i},端子`)].join('\n'))
    expect(await refuse(owner, { dryRun: '1' }, tooLong)).toMatchObject({ code: 413, data: { field: 'file' }, message: formatMessage('tableTooManyRows', { max: 100000 }) })
    expect(await refuse(viewer, {})).toMatchObject({ code: 403 })
    expect(await refuse(stranger, {})).toMatchObject({ code: 404, data: { field: 'library' } })
    expect((await partsOf(teamId)).length).toBe(before)
  })
})
