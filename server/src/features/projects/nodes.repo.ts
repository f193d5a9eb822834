import type { Knex } from 'knex'
import type { FileSummary, FileType } from '@harness/protocol'

/** A folder or file of a project tree as the services see it. Rows never leave this module. */
export interface NodeRecord {
  readonly id: number
  readonly projectId: number
  readonly parentId: number | null
  readonly kind: 'folder' | 'file'
  readonly name: string
  readonly fileType: FileType | null
  readonly headVersion: number | null
  readonly size: number | null
  readonly summary: FileSummary | null
  readonly updatedAt: Date
  readonly updatedBy: string
  readonly deletedAt: Date | null
  readonly trashRoot: boolean
}

interface NodeRow {
  id: string | number
  project_id: string | number
  parent_id: string | number | null
  kind: 'folder' | 'file'
  name: string
  file_type: FileType | null
  head_version: number | null
  size: string | number | null
  summary: FileSummary | null
  updated_at: Date
  updated_by_name: string | null
  deleted_at: Date | null
  trash_root: boolean
}

function toRecord(row: NodeRow): NodeRecord {
  return {
    id: Number(row.id),
    projectId: Number(row.project_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    kind: row.kind,
    name: row.name,
    fileType: row.file_type,
    headVersion: row.head_version === null ? null : Number(row.head_version),
    size: row.size === null ? null : Number(row.size),
    summary: row.summary,
    updatedAt: new Date(row.updated_at),
    updatedBy: row.updated_by_name ?? '',
    deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
    trashRoot: row.trash_root,
  }
}

const COLUMNS = [
  'n.id', 'n.project_id', 'n.parent_id', 'n.kind', 'n.name', 'n.file_type', 'n.head_version', 'n.size', 'n.summary', 'n.updated_at',
  'u.username as updated_by_name', 'n.deleted_at', 'n.trash_root',
]

function selectNodes(db: Knex) {
  return db('project_nodes as n').leftJoin('users as u', 'u.id', 'n.updated_by')
}

/** Stores a new folder or (empty, versionless) file and answers its id. */
export async function insertNode(
  db: Knex,
  node: { projectId: number; parentId: number | null; kind: 'folder' | 'file'; name: string; fileType: FileType | null; userId: string; now: Date },
): Promise<number> {
  const [row] = await db('project_nodes')
    .insert({
      project_id: node.projectId, parent_id: node.parentId, kind: node.kind, name: node.name, file_type: node.fileType,
      created_by: node.userId, created_at: node.now, updated_by: node.userId, updated_at: node.now,
    })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** Node `id` of any project (live or trashed), or null. With `lock` its row is locked. */
export async function findNode(db: Knex, id: number, lock = false): Promise<NodeRecord | null> {
  if (lock && !(await db('project_nodes').where({ id }).forUpdate().first('id'))) return null
  const row = (await selectNodes(db).where('n.id', id).first(COLUMNS)) as NodeRow | undefined
  return row ? toRecord(row) : null
}

/** Every live node of a project, by parent then case-insensitive name (folders first). */
export async function listLiveNodes(db: Knex, projectId: number): Promise<NodeRecord[]> {
  const rows = (await selectNodes(db)
    .where('n.project_id', projectId)
    .whereNull('n.deleted_at')
    .orderByRaw(`n.parent_id NULLS FIRST, CASE n.kind WHEN 'folder' THEN 0 ELSE 1 END, lower(n.name), n.id`)
    .select(COLUMNS)) as NodeRow[]
  return rows.map(toRecord)
}

/** The live node named `name` (case-insensitively) in folder `parentId` of a project, other than `exceptId`; its id or null. */
export async function siblingNamed(db: Knex, projectId: number, parentId: number | null, name: string, exceptId: number | null = null): Promise<number | null> {
  const query = db('project_nodes').where({ project_id: projectId }).whereNull('deleted_at').whereRaw('lower(name) = lower(?)', [name])
  if (parentId === null) query.whereNull('parent_id')
  else query.where('parent_id', parentId)
  if (exceptId !== null) query.whereNot('id', exceptId)
  const row = (await query.first('id')) as { id: string | number } | undefined
  return row ? Number(row.id) : null
}

/** Live names in folder `parentId` that start with `prefix` (case-insensitively), for choosing a free variant. */
export async function siblingNamesLike(db: Knex, projectId: number, parentId: number | null, prefix: string): Promise<Set<string>> {
  const query = db('project_nodes').where({ project_id: projectId }).whereNull('deleted_at').whereRaw(`starts_with(lower(name), lower(?))`, [prefix])
  if (parentId === null) query.whereNull('parent_id')
  else query.where('parent_id', parentId)
  const rows = (await query.select('name')) as { name: string }[]
  return new Set(rows.map((r) => r.name.toLowerCase()))
}

/** How many live nodes a project holds. */
export async function countLiveNodes(db: Knex, projectId: number): Promise<number> {
  const row = (await db('project_nodes').where({ project_id: projectId }).whereNull('deleted_at').count({ n: '*' }).first()) as { n: string | number }
  return Number(row.n)
}

/** The ids of `id` and its ancestors, from `id` up to the top (cycle-safe: at most `limit` steps). */
export async function ancestorIds(db: Knex, id: number, limit = 256): Promise<number[]> {
  const rows = (await db.raw(
    `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 1 FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id, n.parent_id, up.depth + 1 FROM project_nodes n JOIN up ON n.id = up.parent_id WHERE up.depth < ?
     ) SELECT id FROM up ORDER BY depth`,
    [id, limit],
  )) as { rows: { id: string | number }[] }
  return rows.rows.map((r) => Number(r.id))
}

/** Names of the folders above node `id`, from the top of the project down (not including the node). */
export async function pathNames(db: Knex, id: number): Promise<string[]> {
  const ids = await ancestorIds(db, id)
  if (ids.length <= 1) return []
  const rows = (await db('project_nodes').whereIn('id', ids.slice(1)).select(['id', 'name'])) as { id: string | number; name: string }[]
  const byId = new Map(rows.map((r) => [Number(r.id), r.name]))
  return ids.slice(1).reverse().map((a) => byId.get(a) ?? '')
}

/** How many levels of folders lie below node `id` (0 for a file or an empty folder), counting live nodes. */
export async function subtreeHeight(db: Knex, id: number): Promise<number> {
  const rows = (await db.raw(
    `WITH RECURSIVE down(id, depth) AS (
       SELECT id, 0 FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id, down.depth + 1 FROM project_nodes n JOIN down ON n.parent_id = down.id WHERE n.deleted_at IS NULL AND down.depth < 256
     ) SELECT max(depth) AS height FROM down`,
    [id],
  )) as { rows: { height: string | number | null }[] }
  return Number(rows.rows[0]?.height ?? 0)
}

/** The live nodes of the subtree under `id` (including it), parents before children. */
export async function liveSubtree(db: Knex, id: number): Promise<NodeRecord[]> {
  const rows = (await db.raw(
    `WITH RECURSIVE down(id, depth) AS (
       SELECT id, 0 FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id, down.depth + 1 FROM project_nodes n JOIN down ON n.parent_id = down.id WHERE n.deleted_at IS NULL AND down.depth < 256
     ) SELECT id, depth FROM down`,
    [id],
  )) as { rows: { id: string | number; depth: number }[] }
  const depth = new Map(rows.rows.map((r) => [Number(r.id), Number(r.depth)]))
  const nodes = (await selectNodes(db).whereIn('n.id', [...depth.keys()]).select(COLUMNS)) as NodeRow[]
  return nodes.map(toRecord).sort((a, b) => depth.get(a.id)! - depth.get(b.id)! || a.id - b.id)
}

/** Renames a node. */
export async function renameNodeRow(db: Knex, id: number, name: string, userId: string, now: Date): Promise<void> {
  await db('project_nodes').where({ id }).update({ name, updated_by: userId, updated_at: now })
}

/** Moves a node to folder `parentId` (null: the top level). */
export async function moveNodeRow(db: Knex, id: number, parentId: number | null, userId: string, now: Date): Promise<void> {
  await db('project_nodes').where({ id }).update({ parent_id: parentId, updated_by: userId, updated_at: now })
}

/** Moves a live subtree to the trash together: every node gets the same deletion time, the top one is marked the trash entry. */
export async function trashSubtree(db: Knex, id: number, userId: string, now: Date): Promise<void> {
  await db.raw(
    `WITH RECURSIVE down(id) AS (
       SELECT id FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id FROM project_nodes n JOIN down ON n.parent_id = down.id WHERE n.deleted_at IS NULL
     ) UPDATE project_nodes SET deleted_at = ?, deleted_by = ? WHERE id IN (SELECT id FROM down) AND deleted_at IS NULL`,
    [id, now, userId],
  )
  await db('project_nodes').where({ id }).update({ trash_root: true })
}

/**
 * Brings back what went to the trash with node `root` (the same deletion time, not what was trashed
 * on its own before), into folder `parentId` under `name`.
 */
export async function restoreSubtree(db: Knex, root: NodeRecord, parentId: number | null, name: string): Promise<void> {
  // The root takes its new place and name while still trashed, so the live-name index never sees the old name.
  await db('project_nodes').where({ id: root.id }).update({ trash_root: false, parent_id: parentId, name })
  await db.raw(
    `WITH RECURSIVE down(id) AS (
       SELECT id FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id FROM project_nodes n JOIN down ON n.parent_id = down.id WHERE n.deleted_at = ? AND NOT n.trash_root
     ) UPDATE project_nodes SET deleted_at = NULL, deleted_by = NULL WHERE id IN (SELECT id FROM down)`,
    [root.id, root.deletedAt],
  )
}

/** How many nodes went to the trash together with trash entry `root` (itself included): what restoring it brings back. */
export async function trashedWith(db: Knex, root: NodeRecord): Promise<number> {
  const result = (await db.raw(
    `WITH RECURSIVE down(id) AS (
       SELECT id FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id FROM project_nodes n JOIN down ON n.parent_id = down.id WHERE n.deleted_at = ? AND NOT n.trash_root
     ) SELECT count(*) AS n FROM down`,
    [root.id, root.deletedAt],
  )) as { rows: { n: string | number }[] }
  return Number(result.rows[0]?.n ?? 1)
}

/** Deletes a node for good with everything under it (the parent foreign key cascades). */
export async function deleteNodeRow(db: Knex, id: number): Promise<void> {
  await db('project_nodes').where({ id }).delete()
}

/** A trash entry with where it was, how many files it holds and who deleted it. */
export interface TrashRecord {
  readonly node: NodeRecord
  readonly deletedBy: string
  readonly fileCount: number
}

/** The trash entries of a project (nodes deleted by a user, not those deleted with a folder), most recent first. */
export async function listTrashRoots(db: Knex, projectId: number, limit: number): Promise<TrashRecord[]> {
  const rows = (await selectNodes(db)
    .leftJoin('users as d', 'd.id', 'n.deleted_by')
    .where({ 'n.project_id': projectId, 'n.trash_root': true })
    .whereNotNull('n.deleted_at')
    .orderBy('n.deleted_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .select([
      ...COLUMNS,
      'd.username as deleted_by_name',
      db.raw(`(WITH RECURSIVE down(id, kind) AS (
                 SELECT n.id, n.kind
                 UNION ALL
                 SELECT c.id, c.kind FROM project_nodes c JOIN down ON c.parent_id = down.id WHERE c.deleted_at = n.deleted_at
               ) SELECT count(*) FROM down WHERE kind = 'file') AS file_count`),
    ])) as (NodeRow & { deleted_by_name: string | null; file_count: string | number })[]
  return rows.map((r) => ({ node: toRecord(r), deletedBy: r.deleted_by_name ?? '', fileCount: Number(r.file_count) }))
}
