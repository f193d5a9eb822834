import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FILE_VERSION_HEADER, FilePaths as F, ProjectPaths as P, parseDataTable, serializeDataTable,
  type DataTable, type FileComparison, type FileDetail, type ImportedFile, type SavedFile, type StaleSaveData,
} from '@harness/protocol'
import { wireList } from '../../../../../protocol/test/tableBuilder'
import type { ApiClient } from '../../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../../test/testServer'
import { addMember, newProject, newTeam, okGet, okPost, person, type Person } from '../../../../test/workspaceFixtures'
import { dataTableToXlsx } from './dataTableToXlsx'
import { xlsxToDataTable } from './xlsxToDataTable'

let server: TestServer
let editor: Person
let viewer: Person
let outsider: Person
let projectId: number

beforeAll(async () => {
  server = await startTestServer()
  ;[editor, viewer, outsider] = await Promise.all([person(server), person(server), person(server)])
  const teamId = await newTeam(editor, '表格组')
  await addMember(editor, teamId, viewer, 'viewer')
  projectId = await newProject(editor.client, '导线项目', teamId)
})
afterAll(() => server.close())

const utf8 = (table: DataTable) => new TextEncoder().encode(serializeDataTable(table))

function raw(client: ApiClient, path: string, query: Record<string, string | number>, bytes: Uint8Array) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
  return client.post<unknown>(`${path}?${search}`, bytes, 'raw', { 'content-type': 'application/octet-stream' })
}

async function fetchFile(p: Person, path: string, query: Record<string, string | number>): Promise<Response> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
  return fetch(`${new URL(p.client.baseUrl).origin}${path}?${search}`, { headers: { cookie: `token=${p.client.token}` } })
}

async function downloadTable(p: Person, fileId: number, version?: number): Promise<{ table: DataTable; version: string | null }> {
  const response = await fetchFile(p, F.download, { fileId, ...(version ? { version } : {}) })
  const parsed = parseDataTable(await response.text())
  if (!parsed.ok) throw new Error(parsed.error.message)
  return { table: parsed.table, version: response.headers.get(FILE_VERSION_HEADER) }
}

async function uploadTable(name: string, table: DataTable): Promise<SavedFile> {
  const answer = await raw(editor.client, F.upload, { projectId, parentId: '', name, fileType: 'datatable' }, utf8(table))
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data as SavedFile
}

describe('data table files', () => {
  it('creates a new table with three empty text columns', async () => {
    const { nodeId } = await okPost<{ nodeId: number }>(editor.client, P.createFile, { projectId, parentId: null, name: '新表', fileType: 'datatable' })
    const detail = await okGet<FileDetail>(editor.client, F.getFile, { fileId: nodeId })
    expect(detail).toMatchObject({ fileType: 'datatable', version: 1, summary: { kind: 'datatable', rows: 0, columns: 3 } })
    expect((await downloadTable(editor, nodeId)).table.columns.map((c) => c.name)).toEqual(['A', 'B', 'C'])
  })

  it('uploads, saves and refuses a stale save; every version reads back whole', async () => {
    const first = wireList(200, 1)
    const saved = await uploadTable('导线表', first)
    expect(saved.summary).toEqual({ kind: 'datatable', rows: 200, columns: 12 })
    const second = { ...first, rows: first.rows.map((r, i) => (i === 10 ? { ...r, cells: r.cells.map((c, j) => (j === 6 ? '紫' : c)) } : r)) }
    const ok2 = await raw(editor.client, F.save, { fileId: saved.fileId, baseVersion: 1 }, utf8(second))
    expect(ok2.body.code, ok2.text).toBe(200)
    const stale = await raw(editor.client, F.save, { fileId: saved.fileId, baseVersion: 1 }, utf8(first))
    expect(stale.body.code).toBe(409)
    expect(stale.body.data as StaleSaveData).toMatchObject({ reason: 'stale', baseVersion: 1, currentVersion: 2 })
    expect((await downloadTable(viewer, saved.fileId, 1)).table).toEqual(first)
    const current = await downloadTable(viewer, saved.fileId)
    expect([current.version, current.table]).toEqual(['2', second])
  })

  it('refuses bytes that are not a table with the reader detail, and stores nothing', async () => {
    const answer = await raw(editor.client, F.upload, { projectId, parentId: '', name: '坏表', fileType: 'datatable' }, new TextEncoder().encode('{"format":"datatable","version":1,"columns":[],"rows":[{"id":"r1","cells":[1]}]}'))
    expect(answer.body).toMatchObject({ code: 400, message: '表格数据不正确：rows[0].cells: 1 cells for 0 columns' })
    const tree = await okGet<{ nodes: { name: string }[] }>(editor.client, P.getProjectTree, { projectId })
    expect(tree.nodes.map((n) => n.name)).not.toContain('坏表')
  })

  it('compares two versions and a version with unsaved bytes, cell by cell', async () => {
    const base = wireList(50, 2)
    const saved = await uploadTable('比较表', base)
    const edited = { ...base, rows: base.rows.slice(1).map((r, i) => (i === 0 ? { ...r, cells: r.cells.map((c, j) => (j === 0 ? 'X' : c)) } : r)) }
    expect((await raw(editor.client, F.save, { fileId: saved.fileId, baseVersion: 1 }, utf8(edited))).body.code).toBe(200)
    const between = await okGet<FileComparison>(viewer.client, F.compareVersions, { fileId: saved.fileId, from: 1, to: 2 })
    expect(between).toMatchObject({ kind: 'datatable', from: 1, to: 2, rowsRemoved: 1, cellsChanged: 1, cells: [{ rowId: 'r2', row: 1, column: 'wire', after: 'X' }] })
    const unsaved = await raw(viewer.client, F.compareWithVersion, { fileId: saved.fileId, version: 2 }, utf8(base))
    expect(unsaved.body.data).toMatchObject({ kind: 'datatable', from: 2, to: null, rowsAdded: 1, cellsChanged: 1 })
  })

  it('exports a version as xlsx and csv, named after the file', async () => {
    const table = wireList(30, 3)
    const saved = await uploadTable('出口表', table)
    const xlsx = await fetchFile(viewer, F.exportTable, { fileId: saved.fileId, format: 'xlsx' })
    expect(xlsx.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('出口表.xlsx')}`)
    const read = await xlsxToDataTable(new Uint8Array(await xlsx.arrayBuffer()))
    expect(read.ok && read.table.rows).toEqual(table.rows)
    const csv = await fetchFile(viewer, F.exportTable, { fileId: saved.fileId, format: 'csv' })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer()).startsWith('\uFEFF导线号,')).toBe(true)
  })

  it('imports xlsx and csv files as new tables', async () => {
    const xlsx = await raw(editor.client, F.importFile, { projectId, parentId: '', name: '线束导线.xlsx' }, await dataTableToXlsx(wireList(20, 4)))
    expect(xlsx.body.data as ImportedFile).toMatchObject({ name: '线束导线', fileType: 'datatable', format: 'xlsx', summary: { rows: 20, columns: 12 } })
    const csv = await raw(editor.client, F.importFile, { projectId, parentId: '', name: '针脚.csv' }, new TextEncoder().encode('针脚,信号\n1,CAN_H\n2,CAN_L\n'))
    expect(csv.body.data as ImportedFile).toMatchObject({ name: '针脚', fileType: 'datatable', format: 'csv', summary: { rows: 2, columns: 2 } })
  })

  it('reads a spreadsheet into a table without storing it, and refuses what does not read', async () => {
    const answer = await raw(viewer.client, F.readTable, { name: 'wires.xlsx' }, await dataTableToXlsx(wireList(5, 5)))
    expect(answer.body.code, answer.text).toBe(200)
    expect(parseDataTable(JSON.stringify(answer.body.data)).ok).toBe(true)
    expect((await raw(viewer.client, F.readTable, { name: 'wires.csv' }, new TextEncoder().encode('a\n"open'))).body).toMatchObject({
      code: 400, message: '表格数据不正确：line 2: a quoted field is never closed',
    })
    expect((await raw(viewer.client, F.readTable, { name: 'wires.txt' }, new Uint8Array(3))).body.code).toBe(415)
  })

  it('answers 404 to people outside the project and refuses viewers saving', async () => {
    const saved = await uploadTable('私有表', wireList(3))
    expect((await outsider.client.get(F.compareVersions, { fileId: String(saved.fileId), from: '1', to: '1' })).body.code).toBe(404)
    expect((await fetchFile(outsider, F.exportTable, { fileId: saved.fileId, format: 'csv' })).status).not.toBe(200)
    expect((await raw(viewer.client, F.save, { fileId: saved.fileId, baseVersion: 1 }, utf8(wireList(4)))).body.code).toBe(403)
  })
})
