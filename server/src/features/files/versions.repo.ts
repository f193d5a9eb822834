import type { Knex } from 'knex'
import type { FileSummary, FileType } from '@harness/protocol'
import type { PartUses } from '@harness/engine'
import { keepContentIndex, type ContentIndexSource } from '../search/contentIndex.repo'

/** A saved version of a file as the services see it. Rows never leave this module. */
export interface VersionRecord {
  readonly fileId: number
  readonly version: number
  /** The canonical stored content. */
  readonly blobId: number
  /** The exact bytes as sent, kept for the current version (null once a newer version came). */
  readonly rawBlobId: number | null
  readonly authorName: string
  readonly createdAt: Date
  readonly size: number
  readonly comment: string
  readonly restoredFrom: number | null
  readonly summary: FileSummary
  /** A harness version's part numbers and their uses; null for tables and versions saved before they were kept. */
  readonly partUses: PartUses | null
}

interface VersionRow {
  file_id: string | number
  version: number
  blob_id: string | number
  raw_blob_id: string | number | null
  author_name: string | null
  created_at: Date
  size: string | number
  comment: string
  restored_from: number | null
  summary: FileSummary
  part_uses: PartUses | string | null
}

function toRecord(row: VersionRow): VersionRecord {
  return {
    fileId: Number(row.file_id),
    version: Number(row.version),
    blobId: Number(row.blob_id),
    rawBlobId: row.raw_blob_id === null ? null : Number(row.raw_blob_id),
    authorName: row.author_name ?? '',
    createdAt: new Date(row.created_at),
    size: Number(row.size),
    comment: row.comment,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    summary: row.summary,
    partUses: typeof row.part_uses === 'string' ? (JSON.parse(row.part_uses) as PartUses) : row.part_uses,
  }
}

const COLUMNS = ['v.file_id', 'v.version', 'v.blob_id', 'v.raw_blob_id', 'u.username as author_name', 'v.created_at', 'v.size', 'v.comment', 'v.restored_from', 'v.summary', 'v.part_uses']

function selectVersions(db: Knex) {
  return db('file_versions as v').leftJoin('users as u', 'u.id', 'v.author_id')
}

/**
 * Stores version `version` of a file and makes it the file's current one (number, size, summary,
 * part uses, content index, who and when), in the caller's transaction.
 */
export async function insertVersion(
  db: Knex,
  v: {
    fileId: number; version: number; blobId: number; rawBlobId: number; authorId: string; now: Date; size: number; comment: string; restoredFrom: number | null
    summary: FileSummary
    partUses: PartUses | null
    /** The version's content index for the text search (kept for the current version only; see `ContentIndexSource`). */
    searchText: ContentIndexSource
  },
): Promise<void> {
  await db('file_versions').insert({
    file_id: v.fileId, version: v.version, blob_id: v.blobId, raw_blob_id: v.rawBlobId, author_id: v.authorId, created_at: v.now, size: v.size,
    comment: v.comment, restored_from: v.restoredFrom, summary: JSON.stringify(v.summary), part_uses: v.partUses === null ? null : JSON.stringify(v.partUses),
  })
  await db('project_nodes')
    .where({ id: v.fileId })
    .update({ head_version: v.version, size: v.size, summary: JSON.stringify(v.summary), part_uses: v.partUses === null ? null : JSON.stringify(v.partUses), updated_by: v.authorId, updated_at: v.now })
  await keepContentIndex(db, v.fileId, v.version, v.searchText)
}

/**
 * Stops keeping the exact bytes of a version that is no longer current, when they are a separate
 * blob from its canonical content; answers that blob, to reclaim once the transaction committed.
 */
export async function dropRawBytes(db: Knex, fileId: number, version: number): Promise<number | null> {
  const row = (await db('file_versions').where({ file_id: fileId, version }).first(['blob_id', 'raw_blob_id'])) as
    | { blob_id: string | number; raw_blob_id: string | number | null }
    | undefined
  if (!row || row.raw_blob_id === null || Number(row.raw_blob_id) === Number(row.blob_id)) return null
  await db('file_versions').where({ file_id: fileId, version }).update({ raw_blob_id: null })
  return Number(row.raw_blob_id)
}

/** Version `version` of a file, or null. */
export async function findVersion(db: Knex, fileId: number, version: number): Promise<VersionRecord | null> {
  const row = (await selectVersions(db).where({ 'v.file_id': fileId, 'v.version': version }).first(COLUMNS)) as VersionRow | undefined
  return row ? toRecord(row) : null
}

/** A file's versions, newest first (at most `limit`), and how many there are. */
export async function listVersionRows(db: Knex, fileId: number, limit: number): Promise<{ versions: VersionRecord[]; total: number }> {
  const rows = (await selectVersions(db).where('v.file_id', fileId).orderBy('v.version', 'desc').limit(limit).select(COLUMNS)) as VersionRow[]
  const total = (await db('file_versions').where({ file_id: fileId }).count({ n: '*' }).first()) as { n: string | number }
  return { versions: rows.map(toRecord), total: Number(total.n) }
}

/** Records that `userId` opened or saved file `fileId` at `now` (recent files). */
export async function touchRecent(db: Knex, userId: string, fileId: number, now: Date): Promise<void> {
  await db('file_opens').insert({ user_id: userId, file_id: fileId, at: now }).onConflict(['user_id', 'file_id']).merge({ at: now })
}

/** A recent file with its project, for the caller's list. */
export interface RecentRecord {
  readonly fileId: number
  readonly name: string
  readonly fileType: FileType
  readonly projectId: number
  readonly projectName: string
  readonly version: number
  readonly at: Date
}

/**
 * The files `userId` saved or opened lately, newest first, among those still live in live projects
 * the user may still see (a file of a team they left drops out).
 */
export async function listRecent(db: Knex, userId: string, limit: number): Promise<RecentRecord[]> {
  const rows = (await db('file_opens as o')
    .join('project_nodes as n', 'n.id', 'o.file_id')
    .join('projects as p', 'p.id', 'n.project_id')
    .leftJoin('team_members as m', function memberJoin() {
      this.on('m.team_id', '=', 'p.team_id').andOnVal('m.user_id', '=', userId)
    })
    .where('o.user_id', userId)
    .whereNull('n.deleted_at')
    .whereNull('p.deleted_at')
    .where(function visible() {
      this.where(function personal() {
        this.whereNull('p.team_id').andWhere('p.owner_id', userId)
      }).orWhereNotNull('m.user_id')
    })
    .orderBy('o.at', 'desc')
    .limit(limit)
    .select(['n.id', 'n.name', 'n.file_type', 'p.id as project_id', 'p.name as project_name', 'n.head_version', 'o.at'])) as {
    id: string | number
    name: string
    file_type: FileType
    project_id: string | number
    project_name: string
    head_version: number
    at: Date
  }[]
  return rows.map((r) => ({
    fileId: Number(r.id), name: r.name, fileType: r.file_type, projectId: Number(r.project_id), projectName: r.project_name, version: Number(r.head_version), at: new Date(r.at),
  }))
}
