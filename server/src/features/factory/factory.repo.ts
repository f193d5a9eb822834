import type { Knex } from 'knex'
import type { FactoryFormat, FactoryReport } from '@harness/protocol'

/** A filed output with its project and file names. Rows never leave this module. */
export interface OutputRecord {
  readonly id: number
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
  readonly fileId: number
  readonly fileName: string
  readonly version: number
  readonly report: FactoryReport
  readonly format: FactoryFormat
  readonly fileNameOut: string
  readonly rows: number
  readonly blobId: number
  readonly size: number
  readonly createdById: string | null
  readonly createdBy: string
  readonly createdAt: Date
}

interface OutputRow {
  id: string | number
  project_id: string | number
  project_name: string
  team_id: string | number | null
  file_id: string | number
  node_name: string
  version: number
  report: FactoryReport
  format: FactoryFormat
  file_name: string
  rows: number
  blob_id: string | number
  size: string | number
  created_by: string | number | null
  created_by_name: string | null
  created_at: Date
}

function toRecord(row: OutputRow): OutputRecord {
  return {
    id: Number(row.id), projectId: Number(row.project_id), projectName: row.project_name, teamId: row.team_id === null ? null : Number(row.team_id),
    fileId: Number(row.file_id), fileName: row.node_name, version: Number(row.version), report: row.report, format: row.format, fileNameOut: row.file_name,
    rows: Number(row.rows), blobId: Number(row.blob_id), size: Number(row.size), createdById: row.created_by === null ? null : String(row.created_by),
    createdBy: row.created_by_name ?? '', createdAt: new Date(row.created_at),
  }
}

const COLUMNS = [
  'o.id', 'o.project_id', 'p.name as project_name', 'p.team_id', 'o.file_id', 'n.name as node_name', 'o.version', 'o.report', 'o.format', 'o.file_name',
  'o.rows', 'o.blob_id', 'b.size', 'o.created_by', 'u.username as created_by_name', 'o.created_at',
]

function selectOutputs(db: Knex) {
  return db('factory_outputs as o')
    .join('projects as p', 'p.id', 'o.project_id')
    .join('project_nodes as n', 'n.id', 'o.file_id')
    .join('blobs as b', 'b.id', 'o.blob_id')
    .leftJoin('users as u', 'u.id', 'o.created_by')
}

/** Files an output and answers its id. */
export async function insertOutput(
  db: Knex,
  o: { projectId: number; fileId: number; version: number; report: FactoryReport; format: FactoryFormat; fileName: string; rows: number; blobId: number; userId: string; now: Date },
): Promise<number> {
  const [row] = await db('factory_outputs')
    .insert({
      project_id: o.projectId, file_id: o.fileId, version: o.version, report: o.report, format: o.format, file_name: o.fileName, rows: o.rows,
      blob_id: o.blobId, created_by: o.userId, created_at: o.now,
    })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** An output by id (of a live project and a live file), or null. */
export async function findOutput(db: Knex, id: number): Promise<OutputRecord | null> {
  const row = (await selectOutputs(db).where('o.id', id).whereNull('p.deleted_at').whereNull('n.deleted_at').first(COLUMNS)) as OutputRow | undefined
  return row ? toRecord(row) : null
}

/** The outputs of a team's live projects, or of `ownerId`'s personal ones, newest first (at most `limit`). */
export async function listOutputRows(db: Knex, scope: { teamId: number } | { ownerId: string }, limit: number): Promise<OutputRecord[]> {
  const query = selectOutputs(db).whereNull('p.deleted_at').whereNull('n.deleted_at')
  if ('teamId' in scope) query.where('p.team_id', scope.teamId)
  else query.whereNull('p.team_id').andWhere('p.owner_id', scope.ownerId)
  const rows = (await query.orderBy('o.id', 'desc').limit(limit).select(COLUMNS)) as OutputRow[]
  return rows.map(toRecord)
}

/** Removes an output (its blob is reclaimed after commit). */
export async function deleteOutputRow(db: Knex, id: number): Promise<void> {
  await db('factory_outputs').where({ id }).delete()
}
