import type { Knex } from 'knex'
import type { ProjectTree, RecentFile, TrashEntry, TreeNode } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { blobIdsOfSubtree } from '../files/blobs.repo'
import { findVersion, insertVersion, listRecent } from '../files/versions.repo'
import { freeVariant, requireFreeName, withNameCheck } from './nodeNames'
import {
  ancestorIds, countLiveNodes, deleteNodeRow, findNode, insertNode, listLiveNodes, listTrashRoots, liveSubtree, moveNodeRow, pathNames, renameNodeRow,
  restoreSubtree, subtreeHeight, trashedWith, trashSubtree, type NodeRecord,
} from './nodes.repo'
import { folderIn, grants, nodeIn, projectFor, type ProjectAccess } from './projectAccess'
import { projectSummary } from './projects.service'
import { touchProject } from './projects.repo'

/** Most live folders and files one project holds. */
export const PROJECT_NODES_MAX = 50_000
/** Deepest folder nesting, counted from the top level (1). */
export const FOLDER_DEPTH_MAX = 32
/** Trash entries a list shows at most (the newest). */
export const TRASH_LIST_MAX = 500

/** A node as the tree shows it. */
export function treeNode(n: NodeRecord): TreeNode {
  return {
    nodeId: n.id, parentId: n.parentId, kind: n.kind, name: n.name, fileType: n.fileType, version: n.headVersion, size: n.size,
    updatedAt: n.updatedAt.toISOString(), updatedBy: n.updatedBy,
  }
}

/** `getProjectTree`: the project and its live folders and files, parents before children, with what the caller may do. */
export async function getProjectTree(db: Knex, auth: Auth, projectId: number): Promise<ProjectTree> {
  const access = await projectFor(db, auth, projectId, 'read')
  const nodes = await listLiveNodes(db, projectId)
  // Parents before children: a breadth-first walk from the top level over the name-ordered list.
  const children = new Map<number | null, NodeRecord[]>()
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n])
  const ordered: TreeNode[] = []
  const queue: (number | null)[] = [null]
  while (queue.length > 0) {
    for (const n of children.get(queue.shift()!) ?? []) {
      ordered.push(treeNode(n))
      if (n.kind === 'folder') queue.push(n.id)
    }
  }
  const fileCount = nodes.filter((n) => n.kind === 'file').length
  return {
    project: projectSummary({ ...access.project, role: access.role, fileCount }),
    nodes: ordered,
    canWrite: grants(access.role, 'write'),
    canManage: grants(access.role, 'manage'),
  }
}

/** Refuses adding `count` nodes to a full project (409 `projectTooManyNodes`). */
export async function requireRoom(db: Knex, projectId: number, count: number): Promise<void> {
  if ((await countLiveNodes(db, projectId)) + count > PROJECT_NODES_MAX) throw new ApiError(409, 'projectTooManyNodes', { reason: 'full' }, { max: PROJECT_NODES_MAX })
}

/** Refuses a folder level deeper than {@link FOLDER_DEPTH_MAX} for something `height` levels tall placed in `parentId`. */
async function requireDepth(db: Knex, parentId: number | null, height: number): Promise<void> {
  const depth = parentId === null ? 0 : (await ancestorIds(db, parentId)).length
  if (depth + 1 + height > FOLDER_DEPTH_MAX) throw new ApiError(400, 'folderTooDeep', { field: 'parentId' }, { max: FOLDER_DEPTH_MAX })
}

/** `createFolder` (editors and above). */
export async function createFolder(trx: Knex, auth: Auth, now: Date, input: { projectId: number; parentId: number | null; name: string }): Promise<{ nodeId: number }> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const parentId = await folderIn(trx, access, input.parentId)
  await requireDepth(trx, parentId, 0)
  await requireRoom(trx, access.project.id, 1)
  await requireFreeName(trx, access.project.id, parentId, input.name)
  const nodeId = await withNameCheck(input.name, () => insertNode(trx, { projectId: access.project.id, parentId, kind: 'folder', name: input.name, fileType: null, userId: auth.user.id, now }))
  await touchProject(trx, access.project.id, now)
  return { nodeId }
}

/** `renameNode` (editors and above). */
export async function renameNode(trx: Knex, auth: Auth, now: Date, input: { projectId: number; nodeId: number; name: string }): Promise<void> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const node = await nodeIn(trx, access, input.nodeId, true)
  if (node.name === input.name) return
  await requireFreeName(trx, access.project.id, node.parentId, input.name, node.id)
  await withNameCheck(input.name, () => renameNodeRow(trx, node.id, input.name, auth.user.id, now))
  await touchProject(trx, access.project.id, now)
}

/** `moveNode` (editors and above): within the project, never into itself or below it. */
export async function moveNode(trx: Knex, auth: Auth, now: Date, input: { projectId: number; nodeId: number; parentId: number | null }): Promise<void> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const node = await nodeIn(trx, access, input.nodeId, true)
  const parentId = await folderIn(trx, access, input.parentId)
  if (parentId === node.parentId) return
  if (parentId !== null && (await ancestorIds(trx, parentId)).includes(node.id)) throw new ApiError(400, 'moveIntoItself', { field: 'parentId' })
  await requireDepth(trx, parentId, node.kind === 'folder' ? await subtreeHeight(trx, node.id) : 0)
  await requireFreeName(trx, access.project.id, parentId, node.name, node.id)
  await withNameCheck(node.name, () => moveNodeRow(trx, node.id, parentId, auth.user.id, now))
  await touchProject(trx, access.project.id, now)
}

/**
 * `copyNode` (editors and above, in the source's project and the target project): a file is copied
 * as its current version (a new file at version 1 sharing the stored bytes, so a copy costs no
 * storage); a folder is copied with every live folder and file in it. Without a name, a name taken
 * in the target folder becomes "name (副本)", "name (副本 2)", ...
 */
export async function copyNode(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { projectId: number; nodeId: number; parentId: number | null; targetProjectId: number | null; name: string | null },
): Promise<{ nodeId: number }> {
  const source = await projectFor(trx, auth, input.projectId, 'read')
  const node = await nodeIn(trx, source, input.nodeId)
  const target: ProjectAccess =
    input.targetProjectId === null || input.targetProjectId === source.project.id
      ? await projectFor(trx, auth, source.project.id, 'write', { lock: true })
      : await projectFor(trx, auth, input.targetProjectId, 'write', { lock: true })
  const parentId = await folderIn(trx, target, input.parentId)
  if (target.project.id === source.project.id && parentId !== null && node.kind === 'folder' && (await ancestorIds(trx, parentId)).includes(node.id)) {
    throw new ApiError(400, 'moveIntoItself', { field: 'parentId' })
  }
  const subtree = node.kind === 'folder' ? await liveSubtree(trx, node.id) : [node]
  await requireRoom(trx, target.project.id, subtree.length)
  await requireDepth(trx, parentId, node.kind === 'folder' ? await subtreeHeight(trx, node.id) : 0)
  let name = input.name ?? node.name
  if (input.name === null) name = await freeVariant(trx, target.project.id, parentId, node.name, '副本')
  else await requireFreeName(trx, target.project.id, parentId, name)
  const copies = new Map<number, number>()
  for (const original of subtree) {
    const copyParent = original.id === node.id ? parentId : copies.get(original.parentId!)!
    const copyName = original.id === node.id ? name : original.name
    const copyId = await withNameCheck(copyName, () =>
      insertNode(trx, { projectId: target.project.id, parentId: copyParent, kind: original.kind, name: copyName, fileType: original.fileType, userId: auth.user.id, now }),
    )
    copies.set(original.id, copyId)
    if (original.kind === 'file' && original.headVersion !== null) {
      const head = await findVersion(trx, original.id, original.headVersion)
      if (!head) throw new RangeError(`copyNode: file ${original.id} has no version ${original.headVersion}`)
      await insertVersion(trx, {
        fileId: copyId, version: 1, blobId: head.blobId, rawBlobId: head.rawBlobId ?? head.blobId, authorId: auth.user.id, now, size: head.size, comment: '',
        restoredFrom: null, summary: head.summary, partUses: head.partUses, searchText: { copyOf: original.id },
      })
    }
  }
  await touchProject(trx, target.project.id, now)
  return { nodeId: copies.get(node.id)! }
}

/** `deleteNode` (editors and above): moves a folder or file, with everything in it, to the project's trash. */
export async function deleteNode(trx: Knex, auth: Auth, now: Date, input: { projectId: number; nodeId: number }): Promise<void> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const node = await nodeIn(trx, access, input.nodeId, true)
  await trashSubtree(trx, node.id, auth.user.id, now)
  await touchProject(trx, access.project.id, now)
}

/** `listTrash` (any member): what was deleted in the project, most recent first. */
export async function listTrash(db: Knex, auth: Auth, projectId: number): Promise<TrashEntry[]> {
  const access = await projectFor(db, auth, projectId, 'read')
  const roots = await listTrashRoots(db, access.project.id, TRASH_LIST_MAX)
  const entries: TrashEntry[] = []
  for (const r of roots) {
    entries.push({
      nodeId: r.node.id, kind: r.node.kind, name: r.node.name, fileType: r.node.fileType, path: await pathNames(db, r.node.id),
      fileCount: r.fileCount, deletedAt: r.node.deletedAt!.toISOString(), deletedBy: r.deletedBy,
    })
  }
  return entries
}

/** A trash entry of the project (a node the caller's project trashed itself), else 404. */
async function trashEntryIn(trx: Knex, access: ProjectAccess, nodeId: number): Promise<NodeRecord> {
  const node = await findNode(trx, nodeId, true)
  if (!node || node.projectId !== access.project.id || node.deletedAt === null || !node.trashRoot) throw new ApiError(404, 'nodeNotFound', { field: 'nodeId' })
  return node
}

/**
 * `restoreNode` (editors and above): brings a trash entry back into its folder, or to the top level
 * when that folder is gone or itself in the trash, under a free variant of its name
 * ("name (恢复)") when the name was taken meanwhile. Answers where it went and under which name.
 */
export async function restoreNode(trx: Knex, auth: Auth, input: { projectId: number; nodeId: number }): Promise<{ nodeId: number; parentId: number | null; name: string }> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const node = await trashEntryIn(trx, access, input.nodeId)
  let parentId = node.parentId
  if (parentId !== null) {
    const parent = await findNode(trx, parentId)
    if (!parent || parent.deletedAt !== null) parentId = null
  }
  await requireRoom(trx, access.project.id, await trashedWith(trx, node))
  const name = await freeVariant(trx, access.project.id, parentId, node.name, '恢复')
  await withNameCheck(name, () => restoreSubtree(trx, node, parentId, name))
  return { nodeId: node.id, parentId, name }
}

/** `purgeNode` (personal owner, team admin): deletes a trash entry for good. Answers the blobs it held, for reclaiming after commit. */
export async function purgeNode(trx: Knex, auth: Auth, input: { projectId: number; nodeId: number }): Promise<{ freedBlobs: number[] }> {
  const access = await projectFor(trx, auth, input.projectId, 'manage', { lock: true })
  const node = await trashEntryIn(trx, access, input.nodeId)
  const freedBlobs = await blobIdsOfSubtree(trx, node.id)
  await deleteNodeRow(trx, node.id)
  return { freedBlobs }
}

/** `recentFiles`: what the caller saved or opened lately, among files they may still see. */
export async function recentFiles(db: Knex, auth: Auth, limit: number): Promise<RecentFile[]> {
  return (await listRecent(db, auth.user.id, limit)).map((r) => ({ ...r, at: r.at.toISOString() }))
}
