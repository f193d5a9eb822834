import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeDocument, generateHarness } from '@harness/engine'
import { FactoryPaths as P, FilePaths as F, ProjectPaths as PP, type FactoryOutput, type SavedFile } from '@harness/protocol'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { addMember, newProject, newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let editor: Person
let viewer: Person
let outsider: Person
let teamId: number
let projectId: number
let fileId: number

beforeAll(async () => {
  server = await startTestServer()
  ;[editor, viewer, outsider] = await Promise.all([person(server), person(server), person(server)])
  teamId = await newTeam(editor, '工厂组')
  await addMember(editor, teamId, viewer, 'viewer')
  projectId = await newProject(editor.client, '量产项目', teamId)
  const bytes = encodeDocument(generateHarness('S', 1))
  const answer = await editor.client.post<SavedFile>(`${F.upload}?projectId=${projectId}&parentId=&name=${encodeURIComponent('主线束')}&fileType=harness`, bytes, 'raw', {
    'content-type': 'application/octet-stream',
  })
  expect(answer.body.code, answer.text).toBe(200)
  fileId = answer.body.data.fileId
})
afterAll(() => server.close())

async function fetchBytes(p: Person, outputId: number): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const response = await fetch(`${server.url}${P.downloadOutput}?outputId=${outputId}`, { headers: { cookie: `token=${p.client.token}` } })
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('factory folder', () => {
  it('files a wire-cut table of a harness version as xlsx, readable by Excel, listed for the team', async () => {
    const output = await okPost<FactoryOutput>(editor.client, P.createOutput, { fileId, version: 1, report: 'cutTable', format: 'xlsx' })
    expect(output).toMatchObject({ fileName: '主线束', version: 1, report: 'cutTable', format: 'xlsx', fileNameOut: '主线束-v1-下线表.xlsx', rows: 500 })
    const listed = await okGet<FactoryOutput[]>(viewer.client, P.listOutputs, { scope: teamId })
    expect(listed.map((o) => [o.outputId, o.canDelete])).toEqual([[output.outputId, false]])
    const got = await fetchBytes(viewer, output.outputId)
    expect(got.status).toBe(200)
    expect(got.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('主线束-v1-下线表.xlsx')}`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(got.bytes as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(2).value).toBe('线号')
    expect(sheet.rowCount).toBe(501)
    // Cavities named by numbers are numbers in the sheet.
    const cavity = (sheet.getRow(1).values as unknown[]).indexOf('A端孔位')
    expect(typeof sheet.getRow(2).getCell(cavity).value).toBe('number')
  })

  it('applies the project configuration: column set and length add-ons', async () => {
    await okPost(editor.client, PP.updateProjectConfig, {
      projectId,
      overrides: {
        lengthRules: { percentAddOn: 0, minAddOn: 0, maxAddOn: 0, roundTo: 0, roundMethod: 'nearest', junctionAddOn: 0 },
        reportColumns: { cutTable: ['wireNumber', 'productionLength'], assembly: [], bom: [] },
      },
    })
    const plain = await okPost<FactoryOutput>(editor.client, P.createOutput, { fileId, version: 1, report: 'cutTable', format: 'csv' })
    await okPost(editor.client, PP.updateProjectConfig, {
      projectId,
      overrides: {
        lengthRules: { percentAddOn: 0, minAddOn: 0, maxAddOn: 0, roundTo: 100, roundMethod: 'up', junctionAddOn: 0 },
        reportColumns: { cutTable: ['wireNumber', 'productionLength'], assembly: [], bom: [] },
      },
    })
    const rounded = await okPost<FactoryOutput>(editor.client, P.createOutput, { fileId, version: 1, report: 'cutTable', format: 'csv' })
    const rows = async (id: number) => (await fetchBytes(editor, id)).bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(','))
    const a = await rows(plain.outputId)
    const b = await rows(rounded.outputId)
    expect(a[0]).toEqual(['线号', '下线长度 mm'])
    const lengths = (r: string[][]) => r.slice(1).map((x) => Number(x[1])).filter((n) => Number.isFinite(n) && n > 0)
    expect(lengths(b).every((n) => n % 100 === 0)).toBe(true)
    expect(lengths(a).some((n) => n % 100 !== 0)).toBe(true)
  })

  it('lets only editors make outputs and only makers or managers delete them; outsiders see nothing (Z6)', async () => {
    const byViewer = await viewer.client.post(P.createOutput, { fileId, version: 1, report: 'bom', format: 'csv' }, 'json')
    expect(byViewer.body).toMatchObject({ code: 403 })
    const byOutsider = await outsider.client.post(P.createOutput, { fileId, version: 1, report: 'bom', format: 'csv' }, 'json')
    expect(byOutsider.body.code).toBe(404)
    const output = await okPost<FactoryOutput>(editor.client, P.createOutput, { fileId, version: 1, report: 'bom', format: 'csv' })
    expect((await fetchBytes(outsider, output.outputId)).status).toBe(404)
    expect((await outsider.client.get(P.listOutputs, { scope: String(teamId) })).body.code).toBe(404)
    expect((await viewer.client.post(P.deleteOutput, { outputId: output.outputId }, 'json')).body.code).toBe(403)
    await okPost(editor.client, P.deleteOutput, { outputId: output.outputId })
    expect((await fetchBytes(editor, output.outputId)).status).toBe(404)
    const missing = await editor.client.post(P.createOutput, { fileId, version: 9, report: 'bom', format: 'csv' }, 'json')
    expect(missing.body).toMatchObject({ code: 404, message: '该版本不存在' })
  })
})
