import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeDocument, encodeDocument, GENERIC_SETTINGS, generateHarness } from '@harness/engine'
import {
  FILE_VERSION_HEADER, FilePaths as F, ProjectPaths as P, type FileComparison, type FileDetail, type FileVersionView, type ImportedFile, type ProjectTree, type SavedFile, type StaleSaveData,
} from '@harness/protocol'
import type { ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { addMember, newProject, newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let editor: Person
let other: Person
let viewer: Person
let outsider: Person
let projectId: number
const harness = encodeDocument(generateHarness('S', 1))

beforeAll(async () => {
  server = await startTestServer({ config: { limits: { fileBytes: 2 * 1024 * 1024, importBytes: 4 * 1024 * 1024 } } })
  ;[editor, other, viewer, outsider] = await Promise.all([person(server), person(server), person(server), person(server)])
  const teamId = await newTeam(editor, '文件组')
  await addMember(editor, teamId, other, 'editor')
  await addMember(editor, teamId, viewer, 'viewer')
  projectId = await newProject(editor.client, '文件项目', teamId)
})
afterAll(() => server.close())

const raw = (client: ApiClient, path: string, query: Record<string, string | number>, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  client.post<unknown>(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`, bytes, 'raw', {
    'content-type': 'application/octet-stream',
    ...headers,
  })

async function upload(p: Person, name: string, bytes: Uint8Array = harness): Promise<SavedFile> {
  const answer = await raw(p.client, F.upload, { projectId, parentId: '', name, fileType: 'harness' }, bytes)
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data as SavedFile
}

async function download(p: Person, fileId: number, version?: number): Promise<{ status: number; bytes: Uint8Array; version: string | null }> {
  const client = p.client
  const query = new URLSearchParams({ fileId: String(fileId), ...(version ? { version: String(version) } : {}) })
  const response = await fetch(`${new URL(client.baseUrl).origin}${F.download}?${query.toString()}`, { headers: { cookie: `token=${client.token}` } })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), version: response.headers.get(FILE_VERSION_HEADER) }
}

async function storedChunkBytes(): Promise<number> {
  const row = (await server.database.db('chunks').sum({ n: 'size' }).first()) as { n: string | number | null }
  return Number(row.n ?? 0)
}

describe('harness files', () => {
  it('uploads a harness checked by the engine, lists it, and downloads the same bytes', async () => {
    const saved = await upload(editor, '主线束')
    expect(saved).toMatchObject({ version: 1, size: harness.length, summary: { kind: 'harness', connectors: 50, wires: 500 } })
    const detail = await okGet<FileDetail>(viewer.client, F.getFile, { fileId: saved.fileId })
    expect(detail).toMatchObject({ name: '主线束', fileType: 'harness', version: 1, canWrite: false, path: [], versionCount: 1 })
    const got = await download(viewer, saved.fileId)
    expect(got.status).toBe(200)
    expect(got.version).toBe('1')
    expect(Buffer.from(got.bytes).equals(Buffer.from(harness))).toBe(true)
  })

  it('makes an empty harness that the engine reads as a valid empty document', async () => {
    const { nodeId } = await okPost<{ nodeId: number }>(editor.client, P.createFile, { projectId, parentId: null, name: '空线束', fileType: 'harness' })
    const got = await download(editor, nodeId)
    const decoded = decodeDocument(got.bytes)
    expect(decoded.ok && decoded.records.length).toBe(0)
  })

  it('makes a generic drawing that opens with the generic settings (points, letter portrait), lists it as a drawing and finds it', async () => {
    const { nodeId } = await okPost<{ nodeId: number }>(editor.client, P.createFile, { projectId, parentId: null, name: '框图', fileType: 'drawing' })
    const got = await download(editor, nodeId)
    const decoded = decodeDocument(got.bytes)
    expect(decoded.ok && decoded.records).toEqual([GENERIC_SETTINGS])
    const detail = await okGet<FileDetail>(editor.client, F.getFile, { fileId: nodeId })
    expect(detail.fileType).toBe('drawing')
    const tree = await okGet<ProjectTree>(editor.client, P.getProjectTree, { projectId })
    expect(tree.nodes.find((n) => n.nodeId === nodeId)).toMatchObject({ kind: 'file', fileType: 'drawing', name: '框图' })
    // A drawing saves like a harness: a new version, checked by the engine.
    const saved = await raw(editor.client, F.save, { fileId: nodeId, baseVersion: 1 }, harness)
    expect(saved.body).toMatchObject({ code: 200, data: { version: 2 } })
    // Compared and restored like a harness: the settings record differs, the harness's records were added.
    const c = await okGet<FileComparison>(editor.client, F.compareVersions, { fileId: nodeId, from: 1, to: 2 })
    expect(c.kind === 'harness' && c.added).toBeGreaterThan(0)
    const restored = await okPost<SavedFile>(editor.client, F.restoreVersion, { fileId: nodeId, version: 1, baseVersion: 2 })
    expect(restored.version).toBe(3)
    const back = decodeDocument((await download(editor, nodeId)).bytes)
    expect(back.ok && back.records).toEqual([GENERIC_SETTINGS])
    const wrong = await editor.client.post(P.createFile, { projectId, parentId: null, name: 'x', fileType: 'sketch' }, 'json')
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'fileType' } })
  })

  it('refuses damaged or foreign bytes with the dictionary messages and stores nothing', async () => {
    const before = await storedChunkBytes()
    const cases: [Uint8Array, string][] = [
      [new Uint8Array(0), '文件无效或不存在'],
      [new TextEncoder().encode('<KBL_container/>'), '文件无效或不存在'],
      [harness.slice(0, harness.length / 2), '数据格式不正确'],
    ]
    for (const [bytes, message] of cases) {
      const answer = await raw(editor.client, F.upload, { projectId, parentId: '', name: 'broken', fileType: 'harness' }, bytes)
      expect(answer.body).toMatchObject({ code: 400, message })
    }
    expect(await storedChunkBytes()).toBe(before)
    const t = await okGet<ProjectTree>(editor.client, P.getProjectTree, { projectId })
    expect(t.nodes.some((n) => n.name === 'broken')).toBe(false)
  })

  it('refuses a file over the configured limit with 413 naming it, and a wrong content type with 415', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    const answer = await raw(editor.client, F.upload, { projectId, parentId: '', name: 'big', fileType: 'harness' }, big)
    expect(answer.body).toMatchObject({ code: 413, message: '文件大小超过上限（2 MiB）' })
    const json = await editor.client.post(`${F.upload}?projectId=${projectId}&parentId=&name=j&fileType=harness`, { a: 1 }, 'json')
    expect(json.body.code).toBe(415)
  })

  it('saves with the version it edited; a stale save is refused with who saved, and nothing is overwritten', async () => {
    const { fileId } = await upload(editor, '协同线束')
    const mine = encodeDocument(generateHarness('S', 2))
    const theirs = encodeDocument(generateHarness('S', 3))
    const first = await raw(other.client, F.save, { fileId, baseVersion: 1, comment: '改了分支长度' }, theirs)
    expect(first.body).toMatchObject({ code: 200, message: '已保存为版本 2', data: { version: 2 } })
    const stale = await raw(editor.client, F.save, { fileId, baseVersion: 1 }, mine)
    expect(stale.status).toBe(409)
    const data = stale.body.data as StaleSaveData
    expect(stale.body.message).toBe(`文件已被${other.username}保存为版本 2，你的保存没有覆盖它`)
    expect(data).toMatchObject({ reason: 'stale', fileId, baseVersion: 1, currentVersion: 2, savedBy: other.username })
    const current = await download(editor, fileId)
    expect(Buffer.from(current.bytes).equals(Buffer.from(theirs))).toBe(true)
    const versions = await okGet<FileVersionView[]>(viewer.client, F.listVersions, { fileId })
    expect(versions.map((v) => [v.version, v.author, v.comment])).toEqual([[2, other.username, '改了分支长度'], [1, editor.username, '']])
    const rebased = await raw(editor.client, F.save, { fileId, baseVersion: 2 }, mine)
    expect(rebased.body.code).toBe(200)
  })

  it('of two simultaneous saves on one version exactly one succeeds', async () => {
    const { fileId } = await upload(editor, '并发线束')
    const answers = await Promise.all([
      raw(editor.client, F.save, { fileId, baseVersion: 1 }, encodeDocument(generateHarness('S', 4))),
      raw(other.client, F.save, { fileId, baseVersion: 1 }, encodeDocument(generateHarness('S', 5))),
    ])
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409])
    expect((await okGet<FileDetail>(editor.client, F.getFile, { fileId })).version).toBe(2)
  })

  it('restores an old version as a new one sharing its canonical content, equal in meaning', async () => {
    const { fileId } = await upload(editor, '恢复线束')
    await raw(editor.client, F.save, { fileId, baseVersion: 1 }, encodeDocument(generateHarness('S', 6)))
    const restored = await okPost<SavedFile>(editor.client, F.restoreVersion, { fileId, version: 1, baseVersion: 2 })
    expect(restored).toMatchObject({ version: 3, size: harness.length })
    const blobs = (await server.database.db('file_versions').where({ file_id: fileId }).orderBy('version').select('blob_id')) as { blob_id: string }[]
    expect(blobs[2]!.blob_id).toBe(blobs[0]!.blob_id)
    const got = await download(editor, fileId)
    const byId = (bytes: Uint8Array) => {
      const decoded = decodeDocument(bytes)
      if (!decoded.ok) throw new Error(decoded.error.message)
      return [...decoded.records].sort((x, y) => (x.id < y.id ? -1 : 1))
    }
    expect(byId(got.bytes)).toEqual(byId(harness))
    const versions = await okGet<FileVersionView[]>(editor.client, F.listVersions, { fileId })
    expect(versions[0]).toMatchObject({ version: 3, restoredFrom: 1, comment: '由版本 1 恢复' })
    const stale = await editor.client.post(F.restoreVersion, { fileId, version: 1, baseVersion: 2 }, 'json')
    expect(stale.body.code).toBe(409)
    const missing = await editor.client.post(F.restoreVersion, { fileId, version: 99, baseVersion: 3 }, 'json')
    expect(missing.body).toMatchObject({ code: 404, message: '该版本不存在' })
  })

  it('keeps versions as shared chunks: a copy costs nothing, an edit a few chunks, and only the current version keeps its exact bytes', async () => {
    const records = generateHarness('M', 1)
    const base = encodeDocument(records)
    const wide = await startTestServer({ config: { limits: { fileBytes: 64 * 1024 * 1024, importBytes: 64 * 1024 * 1024 } } })
    try {
      const me = await person(wide)
      const project = await newProject(me.client, '存储')
      const db = wide.database.db
      const stored = async () => Number(((await db('chunks').select(db.raw('sum(octet_length(data)) as n')).first()) as { n: string | number }).n)
      const canonicalBytes = async (fileId: number) =>
        Number(
          ((await db('chunks')
            .whereIn('hash', db('blob_chunks').whereIn('blob_id', db('file_versions').where({ file_id: fileId }).select('blob_id')).select('chunk_hash'))
            .select(db.raw('sum(octet_length(data)) as n'))
            .first()) as { n: string | number }).n,
        )
      const first = await raw(me.client, F.upload, { projectId: project, parentId: '', name: 'a', fileType: 'harness' }, base)
      const fileId = (first.body.data as SavedFile).fileId
      const afterFirst = await stored()
      const copy = await raw(me.client, F.upload, { projectId: project, parentId: '', name: 'b', fileType: 'harness' }, base)
      expect(copy.body.code).toBe(200)
      expect(await stored()).toBe(afterFirst)
      const canonicalFirst = await canonicalBytes(fileId)
      let current = records
      for (let v = 1; v <= 5; v++) {
        current = current.map((r) => (r.typeName === 'wire' && r.name === `W${v * 10}` ? { ...r, name: `W${v * 10}-改` } : r))
        const saved = await raw(me.client, F.save, { fileId, baseVersion: v }, encodeDocument(current))
        expect(saved.body.code, saved.text).toBe(200)
      }
      // Five renamed wires: the canonical content of six versions is barely more than one's.
      expect((await canonicalBytes(fileId)) - canonicalFirst).toBeLessThan(canonicalFirst / 20)
      const rawIds = (await db('file_versions').where({ file_id: fileId }).orderBy('version').select('raw_blob_id')) as { raw_blob_id: string | null }[]
      expect(rawIds.map((r) => r.raw_blob_id !== null)).toEqual([false, false, false, false, false, true])
      // Six versions cost less than two whole copies.
      expect(await stored()).toBeLessThan(2 * afterFirst)
      const oldest = await download(me, fileId, 1)
      const decoded = decodeDocument(oldest.bytes)
      expect(decoded.ok && decoded.records.length).toBe(records.length)
      expect(decoded.ok && decoded.records.some((r) => r.typeName === 'wire' && r.name === 'W10-改')).toBe(false)
    } finally {
      await wide.close()
    }
  })

  it('Z6: outsiders get 404 for every file call; viewers cannot save (403) and nothing changes', async () => {
    const { fileId } = await upload(editor, '权限线束')
    for (const path of [F.getFile, F.listVersions, F.download]) {
      const answer = await outsider.client.get(path, { fileId: String(fileId) })
      expect([path, answer.body.code]).toEqual([path, 404])
    }
    expect((await raw(outsider.client, F.save, { fileId, baseVersion: 1 }, harness)).body.code).toBe(404)
    const byViewer = await raw(viewer.client, F.save, { fileId, baseVersion: 1 }, harness)
    expect(byViewer.body).toMatchObject({ code: 403, data: { reason: 'teamRole' } })
    expect((await okGet<FileDetail>(editor.client, F.getFile, { fileId })).version).toBe(1)
    const unknown = await outsider.client.get(F.getFile, { fileId: String(fileId + 10_000) })
    expect(unknown.body).toEqual((await outsider.client.get(F.getFile, { fileId: String(fileId) })).body)
  })

  it('honours Idempotency-Key on saves: a retry answers the first result; other bytes with the same key are refused', async () => {
    const { fileId } = await upload(editor, '幂等线束')
    const bytes = encodeDocument(generateHarness('S', 7))
    const first = await raw(editor.client, F.save, { fileId, baseVersion: 1 }, bytes, { 'idempotency-key': 'save-1' })
    const retry = await raw(editor.client, F.save, { fileId, baseVersion: 1 }, bytes, { 'idempotency-key': 'save-1' })
    expect(retry.body).toEqual(first.body)
    const different = await raw(editor.client, F.save, { fileId, baseVersion: 1 }, harness, { 'idempotency-key': 'save-1' })
    expect(different.body.code).toBe(409)
    expect((await okGet<FileDetail>(editor.client, F.getFile, { fileId })).version).toBe(2)
  })
})

describe('storage reclaiming', () => {
  it('leaves no blob unreferenced and no chunk unused after saves, purges and a dissolved team', async () => {
    const { fileId } = await upload(editor, '待清除')
    await raw(editor.client, F.save, { fileId, baseVersion: 1 }, encodeDocument(generateHarness('S', 9)))
    await okPost(editor.client, P.deleteNode, { projectId, nodeId: fileId })
    await okPost(editor.client, P.purgeNode, { projectId, nodeId: fileId })
    const db = server.database.db
    const orphans = await db('blobs as b')
      .whereNotExists(db('file_versions as v').whereRaw('v.blob_id = b.id'))
      .whereNotExists(db('file_versions as r').whereRaw('r.raw_blob_id = b.id'))
      .whereNotExists(db('factory_outputs as o').whereRaw('o.blob_id = b.id'))
      .count({ n: '*' })
      .first()
    expect(Number(orphans!.n)).toBe(0)
    const unused = await db('chunks as c').whereNotExists(db('blob_chunks as b').whereRaw('b.chunk_hash = c.hash')).count({ n: '*' }).first()
    expect(Number(unused!.n)).toBe(0)
  })
})

describe('imports', () => {
  it('imports every KBL sample of the corpus as a harness with its counts', async () => {
    const samples = [
      'kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl',
      'kblxml_2.4sr-1_tab016120_modulare_ltgs._160718.kbl',
      'vobes_sample_kbl24_mit_sicherungstraeger.kbl',
    ]
    for (const sample of samples) {
      const bytes = readFileSync(new URL(`../../../../../shared/corpus/kbl/samples/${sample}`, import.meta.url))
      const answer = await raw(editor.client, F.importFile, { projectId, parentId: '', name: sample }, bytes)
      expect(answer.body.code, answer.text).toBe(200)
      const imported = answer.body.data as ImportedFile
      expect(imported.fileType).toBe('harness')
      expect(imported.format).toMatch(/^kbl 2\.[345]/)
      expect(imported.name).toBe(sample.replace(/\.kbl$/, ''))
      expect(imported.summary.kind === 'harness' && imported.summary.wires).toBeGreaterThan(0)
      // The modular harness: its merged templates, its variants and the reader's warnings are said.
      if (sample.includes('modulare')) {
        const codes = imported.notes.map((n) => n.code)
        expect(codes).toEqual(expect.arrayContaining(['kblMerged', 'kblVariants', 'kblWarnings']))
        const merged = imported.notes.find((n) => n.code === 'kblMerged')!
        expect(merged.message).toMatch(/零件模板已并入.*连接器 \d+ 个/)
        expect(imported.notes.find((n) => n.code === 'kblWarnings')!.message).toMatch(/line \d+: /)
      }
    }
  })

  it('imports a WireViz file as a harness with one generated star per cable, and says so', async () => {
    const yaml = readFileSync(new URL('../../../../../shared/corpus/wireviz/examples/ex01.yml', import.meta.url))
    const answer = await raw(editor.client, F.importFile, { projectId, parentId: '', name: 'ex01.yml' }, yaml)
    expect(answer.body.code, answer.text).toBe(200)
    const imported = answer.body.data as ImportedFile
    expect(imported).toMatchObject({ name: 'ex01', fileType: 'harness', format: 'wireviz' })
    const topology = imported.notes.find((n) => n.code === 'generatedTopology')
    expect(topology?.message).toMatch(/^WireViz 文件没有线束拓扑：已为 \d+ 根线缆各生成一个星形分支/)
    const got = await download(editor, imported.fileId)
    const decoded = decodeDocument(got.bytes)
    expect(decoded.ok && decoded.records.filter((r) => r.typeName === 'segment').length).toBeGreaterThan(0)
  })

  it('compares two versions, and a version with unsaved bytes, record by record', async () => {
    const records = generateHarness('S', 1)
    const { fileId } = await upload(editor, '比较线束', encodeDocument(records))
    const renamed = records.map((r) => (r.typeName === 'wire' && r.name === 'W3' ? { ...r, name: 'W3-新' } : r))
    const extra = { ...records.find((r) => r.typeName === 'wire')!, id: 'wire:extra' as never, name: 'WX' }
    await raw(editor.client, F.save, { fileId, baseVersion: 1 }, encodeDocument([...renamed, extra]))
    const c = await okGet<FileComparison>(viewer.client, F.compareVersions, { fileId, from: 1, to: 2 })
    expect(c).toMatchObject({ kind: 'harness', from: 1, to: 2, added: 1, removed: 0, changed: 1, truncated: false })
    if (c.kind !== 'harness') throw new Error('harness comparison expected')
    expect(c.countsAfter.wire).toBe(c.countsBefore.wire! + 1)
    expect(c.changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'changed', label: 'W3-新', fields: ['name'] }),
      expect.objectContaining({ kind: 'added', id: 'wire:extra' }),
    ]))
    const unsaved = await raw(editor.client, F.compareWithVersion, { fileId, version: 2 }, encodeDocument(records))
    expect(unsaved.body).toMatchObject({ code: 200, data: { kind: 'harness', from: 2, to: null, removed: 1, changed: 1 } })
    const damaged = await raw(editor.client, F.compareWithVersion, { fileId, version: 2 }, new Uint8Array(12))
    expect(damaged.body.code).toBe(400)
    expect((await outsider.client.get(F.compareVersions, { fileId: String(fileId), from: '1', to: '2' })).body.code).toBe(404)
  })

  it('answers an unsupported format with 415 and a broken KBL with 400, naming the place', async () => {
    const pdf = await raw(editor.client, F.importFile, { projectId, parentId: '', name: 'drawing.pdf' }, new TextEncoder().encode('%PDF-1.4'))
    expect(pdf.body).toMatchObject({ code: 415, message: '不支持导入该文件格式' })
    const broken = await raw(editor.client, F.importFile, { projectId, parentId: '', name: 'bad.kbl' }, new TextEncoder().encode('<KBL_container version="2.4"><Unclosed>'))
    expect(broken.body).toMatchObject({ code: 400, message: '导入失败，请检查文件', data: { detail: expect.stringMatching(/line \d+, column \d+/) } })
  })
})
