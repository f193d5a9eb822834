import type { Knex } from 'knex'
import type { FileDetail, FileSummary, FileType, FileVersionView, SavedFile, StaleSaveData } from '@harness/protocol'
import { formatMessage } from '@harness/protocol'
import type { PreparedBlob } from '../../documents/preparedBlob'
import type { HarnessSearchText, PartUses } from '@harness/engine'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { requireFreeName, withNameCheck } from '../projects/nodeNames'
import { insertNode, pathNames } from '../projects/nodes.repo'
import { requireRoom } from '../projects/tree.service'
import { fileFor, folderIn, grants, projectFor, type ProjectAccess } from '../projects/projectAccess'
import { createProject } from '../projects/projects.service'
import { projectNamed, touchProject } from '../projects/projects.repo'
import { storeBlob } from './blobStore'
import { dropRawBytes, findVersion, insertVersion, listVersionRows, touchRecent, type VersionRecord } from './versions.repo'

/**
 * Content checked and prepared outside the transaction: its canonical form (kept for every version),
 * its exact bytes when they differ (kept while the version is current), and what lists show of it.
 */
export interface FileContent {
  readonly canonical: PreparedBlob
  readonly raw: PreparedBlob | null
  readonly summary: FileSummary
  /** A harness's part numbers and their uses (null for tables). */
  readonly partUses: PartUses | null
  /** A harness's content index for the text search (`harnessSearchText`; null for tables). */
  readonly searchText: HarnessSearchText | null
}

/** A saved version and the storage the save released (the previous version's exact bytes), to reclaim after commit. */
export interface SaveOutcome {
  readonly saved: SavedFile
  readonly freedBlobs: number[]
}

/** The size users see: that of the exact bytes. */
function sizeOf(content: FileContent): number {
  return (content.raw ?? content.canonical).size
}

/** Stores content's canonical form and exact bytes (the same blob when they are one). */
async function storeContent(trx: Knex, content: FileContent, now: Date): Promise<{ blobId: number; rawBlobId: number }> {
  const blobId = await storeBlob(trx, content.canonical, now)
  return { blobId, rawBlobId: content.raw ? await storeBlob(trx, content.raw, now) : blobId }
}

/** Most versions a version list shows (the newest). */
export const VERSION_LIST_MAX = 500

/**
 * Makes a file at version 1 in a folder the caller may write: the node, its stored content and its
 * first version, in the caller's transaction.
 */
async function addFile(
  trx: Knex,
  auth: Auth,
  now: Date,
  access: ProjectAccess,
  input: { parentId: number | null; name: string; fileType: FileType; content: FileContent; comment: string },
): Promise<SavedFile> {
  const parentId = await folderIn(trx, access, input.parentId)
  await requireRoom(trx, access.project.id, 1)
  await requireFreeName(trx, access.project.id, parentId, input.name)
  const fileId = await withNameCheck(input.name, () =>
    insertNode(trx, { projectId: access.project.id, parentId, kind: 'file', name: input.name, fileType: input.fileType, userId: auth.user.id, now }),
  )
  const { blobId, rawBlobId } = await storeContent(trx, input.content, now)
  const size = sizeOf(input.content)
  await insertVersion(trx, { fileId, version: 1, blobId, rawBlobId, authorId: auth.user.id, now, size, comment: input.comment, restoredFrom: null, summary: input.content.summary, partUses: input.content.partUses,
    searchText: input.content.searchText,
  })
  await touchRecent(trx, auth.user.id, fileId, now)
  await touchProject(trx, access.project.id, now)
  return { fileId, version: 1, size, summary: input.content.summary }
}

/** `createFile` (editors and above): an empty harness or table at version 1. */
export async function createFile(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { projectId: number; parentId: number | null; name: string; fileType: FileType; content: FileContent },
): Promise<{ nodeId: number; version: number }> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  const saved = await addFile(trx, auth, now, access, { ...input, comment: '' })
  return { nodeId: saved.fileId, version: saved.version }
}

/** `upload` and `importFile` (editors and above): a new file from checked content. */
export async function uploadFile(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { projectId: number; parentId: number | null; name: string; fileType: FileType; content: FileContent },
): Promise<SavedFile> {
  const access = await projectFor(trx, auth, input.projectId, 'write', { lock: true })
  return addFile(trx, auth, now, access, { ...input, comment: '' })
}

/**
 * `createSampleProject`: a project (personal, or in a team the caller edits) named `name` ("示例项目",
 * or "示例项目 2", ... when taken) holding the given files (a harness made by the engine's generator).
 */
export async function createSampleProject(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { teamId: number | null; name: string; description: string; files: readonly { name: string; fileType: FileType; content: FileContent }[] },
): Promise<{ projectId: number; fileId: number }> {
  let name = input.name
  for (let n = 2; (await projectNamed(trx, { teamId: input.teamId, ownerId: auth.user.id }, name)) !== null; n++) name = `${input.name} ${n}`
  const { projectId } = await createProject(trx, auth, now, { name, description: input.description, teamId: input.teamId })
  const access = await projectFor(trx, auth, projectId, 'write', { lock: true })
  let first = 0
  for (const file of input.files) {
    const saved = await addFile(trx, auth, now, access, { parentId: null, name: file.name, fileType: file.fileType, content: file.content, comment: '' })
    first ||= saved.fileId
  }
  return { projectId, fileId: first }
}

/** The 409 of a save based on a version that is no longer the current one, with who saved the current one and when. */
function staleSave(fileId: number, baseVersion: number, head: VersionRecord): ApiError {
  const data: StaleSaveData = {
    reason: 'stale', fileId, baseVersion, currentVersion: head.version, savedBy: head.authorName, savedAt: head.createdAt.toISOString(),
  }
  return new ApiError(409, 'fileVersionConflict', data, { user: head.authorName, version: head.version })
}

/**
 * Adds a version to a file the caller may write, if `baseVersion` is still its current version:
 * the file row is locked first, so of two saves based on one version exactly one succeeds and the
 * other is refused with 409 (nothing is ever silently overwritten).
 */
async function addVersion(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: {
    fileId: number; baseVersion: number; store: () => Promise<{ blobId: number; rawBlobId: number }>; size: number; summary: FileSummary; partUses: PartUses | null
    searchText: HarnessSearchText | null; comment: string; restoredFrom: number | null
  },
): Promise<SaveOutcome> {
  const { file } = await fileFor(trx, auth, input.fileId, 'write', true)
  const head = await findVersion(trx, file.id, file.headVersion!)
  if (!head) throw new RangeError(`addVersion: file ${file.id} has no version ${file.headVersion}`)
  if (input.baseVersion !== head.version) throw staleSave(file.id, input.baseVersion, head)
  const { blobId, rawBlobId } = await input.store()
  const version = head.version + 1
  await insertVersion(trx, {
    fileId: file.id, version, blobId, rawBlobId, authorId: auth.user.id, now, size: input.size, comment: input.comment, restoredFrom: input.restoredFrom, summary: input.summary, partUses: input.partUses,
    searchText: input.searchText,
  })
  const dropped = await dropRawBytes(trx, file.id, head.version)
  await touchRecent(trx, auth.user.id, file.id, now)
  await touchProject(trx, file.projectId, now)
  return { saved: { fileId: file.id, version, size: input.size, summary: input.summary }, freedBlobs: dropped === null ? [] : [dropped] }
}

/** `save` (editors and above): a new version from checked content, refused with 409 when `baseVersion` is stale. */
export async function saveFile(trx: Knex, auth: Auth, now: Date, input: { fileId: number; baseVersion: number; comment: string; content: FileContent }): Promise<SaveOutcome> {
  return addVersion(trx, auth, now, {
    fileId: input.fileId, baseVersion: input.baseVersion, store: () => storeContent(trx, input.content, now), size: sizeOf(input.content), summary: input.content.summary, partUses: input.content.partUses,
    searchText: input.content.searchText, comment: input.comment, restoredFrom: null,
  })
}

/**
 * `restoreVersion` (editors and above): an old version becomes current again as a new version
 * sharing its canonical content; `raw` holds its exact bytes made afresh (null when the canonical
 * content is the file's bytes, as for tables), `searchText` its content index made afresh.
 */
export async function restoreVersion(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { fileId: number; version: number; baseVersion: number; raw: PreparedBlob | null; searchText: HarnessSearchText | null },
): Promise<SaveOutcome> {
  const { file } = await fileFor(trx, auth, input.fileId, 'write')
  const old = await findVersion(trx, file.id, input.version)
  if (!old) throw new ApiError(404, 'versionNotFound', { field: 'version' })
  const store = async () => ({ blobId: old.blobId, rawBlobId: input.raw ? await storeBlob(trx, input.raw, now) : old.blobId })
  return addVersion(trx, auth, now, {
    fileId: file.id, baseVersion: input.baseVersion, store, size: old.size, summary: old.summary, partUses: old.partUses,
    searchText: input.searchText, comment: formatMessage('restoredFromVersion', { version: old.version }), restoredFrom: old.version,
  })
}

/**
 * The type of a file the caller may write, checked before a save's body is read (so nobody makes
 * the server read and check bytes for a file they may not save); the save keeps that type.
 */
export async function writableFileType(db: Knex, auth: Auth, fileId: number): Promise<FileType> {
  const { file } = await fileFor(db, auth, fileId, 'write')
  return file.fileType!
}

/** `getFile`: a file the caller may read, with where it is and what it holds. */
export async function getFile(db: Knex, auth: Auth, fileId: number): Promise<FileDetail> {
  const { file, project, role } = await fileFor(db, auth, fileId, 'read')
  const { total } = await listVersionRows(db, file.id, 1)
  return {
    fileId: file.id, projectId: project.id, projectName: project.name, teamId: project.teamId, name: file.name, fileType: file.fileType!,
    path: await pathNames(db, file.id), parentId: file.parentId, version: file.headVersion!, size: file.size!, updatedAt: file.updatedAt.toISOString(),
    updatedBy: file.updatedBy, summary: file.summary!, versionCount: total, canWrite: grants(role, 'write'),
  }
}

/** `listVersions`: a file's versions, newest first. */
export async function listVersions(db: Knex, auth: Auth, fileId: number): Promise<FileVersionView[]> {
  const { file } = await fileFor(db, auth, fileId, 'read')
  const { versions } = await listVersionRows(db, file.id, VERSION_LIST_MAX)
  return versions.map((v) => ({
    version: v.version, author: v.authorName, createdAt: v.createdAt.toISOString(), size: v.size, comment: v.comment, restoredFrom: v.restoredFrom, summary: v.summary,
  }))
}

/** A stored version of a file the caller may read (the current one when `version` is null), for downloads, comparisons and exports. */
export async function versionOf(db: Knex, auth: Auth, fileId: number, version: number | null): Promise<{ name: string; fileType: FileType; projectId: number; version: VersionRecord }> {
  const { file } = await fileFor(db, auth, fileId, 'read')
  const found = await findVersion(db, file.id, version ?? file.headVersion!)
  if (!found) throw new ApiError(404, 'versionNotFound', { field: 'version' })
  return { name: file.name, fileType: file.fileType!, projectId: file.projectId, version: found }
}

/** `markOpened`: records that the caller opened a file they may read (recent files). */
export async function markOpened(trx: Knex, auth: Auth, now: Date, fileId: number): Promise<void> {
  const { file } = await fileFor(trx, auth, fileId, 'read')
  await touchRecent(trx, auth.user.id, file.id, now)
}
