import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProjectPaths as P, type ProjectConfigView, type ProjectSummary, type ProjectTree, type RecentFile, type TrashEntry } from '@harness/protocol'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { addMember, newProject, newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let editor: Person
let viewer: Person
let outsider: Person
let teamId: number
let projectId: number

beforeAll(async () => {
  server = await startTestServer()
  ;[owner, editor, viewer, outsider] = await Promise.all([person(server), person(server), person(server), person(server)])
  teamId = await newTeam(owner, '线束组')
  await addMember(owner, teamId, editor, 'editor')
  await addMember(owner, teamId, viewer, 'viewer')
  projectId = await newProject(editor.client, '主线束项目', teamId)
})
afterAll(() => server.close())

const tree = (p: Person, id = projectId) => okGet<ProjectTree>(p.client, P.getProjectTree, { projectId: id })
const folder = (p: Person, name: string, parentId: number | null = null, id = projectId) =>
  okPost<{ nodeId: number }>(p.client, P.createFolder, { projectId: id, parentId, name }).then((r) => r.nodeId)
const file = (p: Person, name: string, parentId: number | null = null, fileType = 'harness') =>
  okPost<{ nodeId: number }>(p.client, P.createFile, { projectId, parentId, name, fileType }).then((r) => r.nodeId)

describe('projects', () => {
  it('lists personal and team projects by scope, with the caller\'s role', async () => {
    const personal = await newProject(viewer.client, '我的草稿')
    const all = await okGet<ProjectSummary[]>(viewer.client, P.listProjects)
    expect(all.map((p) => [p.name, p.role, p.teamName])).toEqual(expect.arrayContaining([['我的草稿', 'owner', null], ['主线束项目', 'viewer', '线束组']]))
    expect((await okGet<ProjectSummary[]>(viewer.client, P.listProjects, { scope: 'personal' })).map((p) => p.projectId)).toEqual([personal])
    expect((await okGet<ProjectSummary[]>(viewer.client, P.listProjects, { scope: teamId })).map((p) => p.projectId)).toEqual([projectId])
    expect(await okGet<ProjectSummary[]>(outsider.client, P.listProjects)).toEqual([])
    expect((await outsider.client.get(P.listProjects, { scope: String(teamId) })).body.code).toBe(404)
    const badScope = await viewer.client.get(P.listProjects, { scope: 'everything' })
    expect(badScope.body).toMatchObject({ code: 400, data: { field: 'scope' } })
  })

  it('checks project names: unique per scope, case-insensitively; viewers cannot create team projects', async () => {
    const dup = await owner.client.post(P.createProject, { name: '主线束项目', teamId }, 'json')
    expect(dup.body).toMatchObject({ code: 409, message: '已有名为“主线束项目”的项目' })
    const bad = await owner.client.post(P.createProject, { name: 'a/b' }, 'json')
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'name' } })
    const byViewer = await viewer.client.post(P.createProject, { name: '新项目', teamId }, 'json')
    expect(byViewer.body).toMatchObject({ code: 403, data: { reason: 'teamRole' } })
    await newProject(owner.client, '主线束项目')
  })

  it('Z6: a project the caller cannot see is 404 on every call, exactly like an unknown id', async () => {
    const unknown = await outsider.client.get(P.getProjectTree, { projectId: String(projectId + 999) })
    const foreign = await outsider.client.get(P.getProjectTree, { projectId: String(projectId) })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual(unknown.body)
    for (const [path, body] of [
      [P.createFolder, { projectId, parentId: null, name: 'x' }],
      [P.createFile, { projectId, parentId: null, name: 'x', fileType: 'harness' }],
      [P.updateProject, { projectId, name: 'x' }],
      [P.deleteProject, { projectId }],
      [P.updateProjectConfig, { projectId, overrides: {} }],
    ] as const) {
      expect([path, (await outsider.client.post(path, body, 'json')).body.code]).toEqual([path, 404])
    }
    for (const path of [P.listTrash, P.getProjectConfig]) expect((await outsider.client.get(path, { projectId: String(projectId) })).body.code).toBe(404)
  })

  it('builds the tree: folders and files, parents before children, names checked and unique per folder', async () => {
    const docs = await folder(editor, '图纸')
    const sub = await folder(editor, '子线束', docs)
    await file(editor, '主线束', docs)
    await file(editor, '导线表', sub, 'datatable')
    const taken = await editor.client.post(P.createFolder, { projectId, parentId: docs, name: '主线束' }, 'json')
    expect(taken.body).toMatchObject({ code: 409, message: '同一位置已有名为“主线束”的文件或文件夹' })
    const caseTaken = await editor.client.post(P.createFolder, { projectId, parentId: null, name: '图纸' }, 'json')
    expect(caseTaken.body.code).toBe(409)
    for (const name of ['', '  ', 'a:b', 'x'.repeat(81), '..', 'a\u0000b', 'bad\u200bname']) {
      const answer = await editor.client.post(P.createFolder, { projectId, parentId: null, name }, 'json')
      expect([name, answer.body.code]).toEqual([name, 400])
    }
    const t = await tree(viewer)
    expect(t.canWrite).toBe(false)
    const names = t.nodes.map((n) => n.name)
    expect(names.indexOf('图纸')).toBeLessThan(names.indexOf('子线束'))
    expect(names.indexOf('子线束')).toBeLessThan(names.indexOf('主线束'))
    expect(t.nodes.find((n) => n.name === '主线束')).toMatchObject({ kind: 'file', fileType: 'harness', version: 1, parentId: docs })
  })

  it('lets viewers read but not write, and refuses it on the server (Z6/Z7)', async () => {
    const answer = await viewer.client.post(P.createFolder, { projectId, parentId: null, name: '看看' }, 'json')
    expect(answer.body).toMatchObject({ code: 403, data: { reason: 'teamRole' } })
    expect((await tree(editor)).nodes.some((n) => n.name === '看看')).toBe(false)
  })

  it('Z3: a node given with a project it is not in answers 404 and changes nothing', async () => {
    const other = await newProject(editor.client, '另一个项目', teamId)
    const stray = await folder(editor, '别处', null, other)
    for (const [path, body] of [
      [P.renameNode, { projectId, nodeId: stray, name: 'x' }],
      [P.deleteNode, { projectId, nodeId: stray }],
      [P.moveNode, { projectId, nodeId: stray, parentId: null }],
      [P.createFolder, { projectId, parentId: stray, name: 'x' }],
    ] as const) {
      expect([path, (await editor.client.post(path, body, 'json')).body.code]).toEqual([path, 404])
    }
    expect((await tree(editor, other)).nodes.map((n) => n.name)).toEqual(['别处'])
  })

  it('renames and moves, never into itself, and keeps names unique', async () => {
    const a = await folder(editor, 'A')
    const b = await folder(editor, 'B', a)
    const into = await editor.client.post(P.moveNode, { projectId, nodeId: a, parentId: b }, 'json')
    expect(into.body).toMatchObject({ code: 400, message: '不能移动到自身或其子文件夹中' })
    const self = await editor.client.post(P.moveNode, { projectId, nodeId: a, parentId: a }, 'json')
    expect(self.body.code).toBe(400)
    await okPost(editor.client, P.moveNode, { projectId, nodeId: b, parentId: null })
    await okPost(editor.client, P.renameNode, { projectId, nodeId: b, name: 'B2' })
    const clash = await editor.client.post(P.renameNode, { projectId, nodeId: b, name: 'a' }, 'json')
    expect(clash.body.code).toBe(409)
    const t = await tree(editor)
    expect(t.nodes.find((n) => n.nodeId === b)).toMatchObject({ name: 'B2', parentId: null })
  })

  it('copies files and folders, within and across projects, naming copies 副本', async () => {
    const src = await folder(editor, '源')
    await file(editor, '线束1', src)
    const copy = await okPost<{ nodeId: number }>(editor.client, P.copyNode, { projectId, nodeId: src, parentId: null })
    const t = await tree(editor)
    expect(t.nodes.find((n) => n.nodeId === copy.nodeId)?.name).toBe('源 (副本)')
    expect(t.nodes.filter((n) => n.parentId === copy.nodeId).map((n) => [n.name, n.version])).toEqual([['线束1', 1]])
    const again = await okPost<{ nodeId: number }>(editor.client, P.copyNode, { projectId, nodeId: src, parentId: null })
    expect((await tree(editor)).nodes.find((n) => n.nodeId === again.nodeId)?.name).toBe('源 (副本 2)')
    const mine = await newProject(editor.client, '个人副本')
    await okPost(editor.client, P.copyNode, { projectId, nodeId: src, parentId: null, targetProjectId: mine })
    expect((await tree(editor, mine)).nodes.map((n) => n.name)).toEqual(['源', '线束1'])
    const toForeign = await viewer.client.post(P.copyNode, { projectId, nodeId: src, parentId: null, targetProjectId: mine }, 'json')
    expect(toForeign.body.code).toBe(404)
  })

  it('deletes to the trash, restores (renamed when the name was taken) and purges', async () => {
    const box = await folder(editor, '回收测试')
    const inner = await file(editor, '待删', box)
    await okPost(editor.client, P.deleteNode, { projectId, nodeId: box })
    expect((await tree(editor)).nodes.some((n) => n.nodeId === inner)).toBe(false)
    const trash = await okGet<TrashEntry[]>(viewer.client, P.listTrash, { projectId })
    expect(trash[0]).toMatchObject({ nodeId: box, name: '回收测试', kind: 'folder', fileCount: 1, deletedBy: editor.username, path: [] })
    await folder(editor, '回收测试')
    const restored = await editor.client.post<{ name: string }>(P.restoreNode, { projectId, nodeId: box }, 'json')
    expect(restored.body).toMatchObject({ code: 200, message: '已恢复为“回收测试 (恢复)”', data: { name: '回收测试 (恢复)', parentId: null } })
    expect((await tree(editor)).nodes.find((n) => n.nodeId === inner)?.parentId).toBe(box)
    await okPost(editor.client, P.deleteNode, { projectId, nodeId: inner })
    const byEditor = await editor.client.post(P.purgeNode, { projectId, nodeId: inner }, 'json')
    expect(byEditor.body.code).toBe(403)
    await okPost(owner.client, P.purgeNode, { projectId, nodeId: inner })
    expect((await okGet<TrashEntry[]>(owner.client, P.listTrash, { projectId })).some((e) => e.nodeId === inner)).toBe(false)
    expect(await server.database.db('project_nodes').where({ id: inner }).first()).toBeUndefined()
    const purgeLive = await owner.client.post(P.purgeNode, { projectId, nodeId: box }, 'json')
    expect(purgeLive.body.code).toBe(404)
  })

  it('restores a file whose folder is gone to the top level', async () => {
    const box = await folder(editor, '外层')
    const inner = await file(editor, '内层文件', box)
    await okPost(editor.client, P.deleteNode, { projectId, nodeId: inner })
    await okPost(editor.client, P.deleteNode, { projectId, nodeId: box })
    const restored = await okPost<{ parentId: number | null }>(editor.client, P.restoreNode, { projectId, nodeId: inner })
    expect(restored.parentId).toBeNull()
  })

  it('moves a project to the trash and back; only managers may; purging removes it', async () => {
    const doomed = await newProject(editor.client, '临时项目', teamId)
    expect((await editor.client.post(P.deleteProject, { projectId: doomed }, 'json')).body.code).toBe(403)
    await okPost(owner.client, P.deleteProject, { projectId: doomed })
    expect((await editor.client.get(P.getProjectTree, { projectId: String(doomed) })).body.code).toBe(404)
    expect((await okGet<ProjectSummary[]>(owner.client, P.listDeletedProjects, { scope: teamId })).map((p) => p.projectId)).toContain(doomed)
    expect(await okGet<ProjectSummary[]>(editor.client, P.listDeletedProjects, { scope: teamId })).toEqual([])
    await okPost(owner.client, P.restoreProject, { projectId: doomed })
    await tree(editor, doomed)
    await okPost(owner.client, P.deleteProject, { projectId: doomed })
    await okPost(owner.client, P.purgeProject, { projectId: doomed })
    expect(await server.database.db('projects').where({ id: doomed }).first()).toBeUndefined()
  })

  it('keeps recent files of projects the caller can still see', async () => {
    const recent = await okGet<RecentFile[]>(editor.client, P.recentFiles)
    expect(recent.length).toBeGreaterThan(0)
    expect(recent[0]).toMatchObject({ fileType: 'harness' })
    const bad = await editor.client.get(P.recentFiles, { limit: '0' })
    expect(bad.body.code).toBe(400)
  })

  it('configures a project over its team: overrides win key by key, only managers may change them', async () => {
    const before = await okGet<ProjectConfigView>(viewer.client, P.getProjectConfig, { projectId })
    expect(before).toMatchObject({ overrides: {}, canEdit: false, effective: { unit: 'mm', packingFactor: 1.2 } })
    const byEditor = await editor.client.post(P.updateProjectConfig, { projectId, overrides: { unit: 'in' } }, 'json')
    expect(byEditor.body.code).toBe(403)
    const bad = await owner.client.post(P.updateProjectConfig, { projectId, overrides: { packingFactor: 9 } }, 'json')
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'packingFactor' } })
    const unknown = await owner.client.post(P.updateProjectConfig, { projectId, overrides: { colour: 'red' } }, 'json')
    expect(unknown.body).toMatchObject({ code: 400, data: { field: 'colour' } })
    await okPost(owner.client, P.updateProjectConfig, { projectId, overrides: { unit: 'in', reportColumns: { cutTable: ['wireNumber', 'productionLength'], assembly: [], bom: [] } } })
    const after = await okGet<ProjectConfigView>(viewer.client, P.getProjectConfig, { projectId })
    expect(after.effective).toMatchObject({ unit: 'in', diameterMethod: 'packing', reportColumns: { cutTable: ['wireNumber', 'productionLength'] } })
  })
})
