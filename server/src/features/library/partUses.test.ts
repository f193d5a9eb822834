import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FilePaths, LibraryPaths as L, ProjectPaths as PP, formatMessage, type PartDetail } from '@harness/protocol'
import { createConnector, createNode, encodeDocument, type HarnessRecord } from '@harness/engine'
import { libraryPeople } from '../../../test/libraryFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { newProject, okGet, okPost, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let stranger: Person
let teamId: number
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, stranger, teamId } = await libraryPeople(server))
})
afterAll(async () => {
  await server?.close()
})

/** A harness of `count` connectors of housing `partNumber`. */
const harnessOf = (partNumber: string, count: number): Uint8Array =>
  encodeDocument(Array.from({ length: count }, (_, i): HarnessRecord[] => [
    createNode({ id: `N${i}` as never, kind: 'connector', name: `N${i}`, position: [i * 10, 0] }),
    createConnector({ id: `X${i}` as never, name: `X${i}`, nodeId: `N${i}` as never, partNumber }),
  ]).flat())

const upload = async (who: Person, projectId: number, name: string, bytes: Uint8Array) => {
  const answer = await who.client.request<{ fileId: number; version: number }>('POST', `${FilePaths.upload}?${new URLSearchParams({ projectId: String(projectId), parentId: '', name, fileType: 'harness' })}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data
}

describe('where a part is used', () => {
  it('lists the harness files using a part, refuses to delete it while one does, and follows saves and the trash', async () => {
    const partId = (await okPost<{ partId: number }>(owner.client, L.createPart, { library: teamId, kind: 'connector', partNumber: 'USE-C-4', params: { cavityCount: 4 } })).partId
    const projectId = await newProject(owner.client, '使用情况', teamId)
    const file = await upload(owner, projectId, '主线束', harnessOf('use-c-4', 3))
    const detail = await okGet<PartDetail>(owner.client, L.getPart, { partId })
    expect(detail.usedIn).toEqual([{ fileId: file.fileId, fileName: '主线束', projectId, projectName: '使用情况', uses: 3 }])
    expect(detail.usedInFiles).toBe(1)
    expect((await owner.client.post(L.deletePart, { partId }, 'json')).body).toMatchObject({ code: 409, message: formatMessage('partInUse', { uses: '1 个线束文件使用' }), data: { links: 0, files: 1 } })
    // A personal file of someone outside the team does not count for a team part.
    const personal = await newProject(stranger.client, '自己的')
    await upload(stranger, personal, '别的线束', harnessOf('USE-C-4', 1))
    expect((await okGet<PartDetail>(owner.client, L.getPart, { partId })).usedInFiles).toBe(1)
    // A save without the part drops the use; the trash takes the file out of the count too.
    const saved = await owner.client.request('POST', `${FilePaths.save}?${new URLSearchParams({ fileId: String(file.fileId), baseVersion: '1' })}`, new Blob([harnessOf('OTHER', 1) as Uint8Array<ArrayBuffer>]), { 'content-type': 'application/octet-stream' })
    expect(saved.body.code, saved.text).toBe(200)
    expect((await okGet<PartDetail>(owner.client, L.getPart, { partId })).usedIn).toEqual([])
    await okPost(owner.client, FilePaths.restoreVersion, { fileId: file.fileId, version: 1, baseVersion: 2 })
    expect((await okGet<PartDetail>(owner.client, L.getPart, { partId })).usedIn.map((u) => u.uses)).toEqual([3])
    await okPost(owner.client, PP.deleteNode, { projectId, nodeId: file.fileId })
    expect((await okGet<PartDetail>(owner.client, L.getPart, { partId })).usedInFiles).toBe(0)
    await okPost(owner.client, L.deletePart, { partId })
  })
})
