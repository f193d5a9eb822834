import type { Knex } from 'knex'

/** A harness file whose current version uses a part, as the part screen lists it. */
export interface FileUseRecord {
  readonly fileId: number
  readonly fileName: string
  readonly projectId: number
  readonly projectName: string
  /** How many records of the file name the part. */
  readonly uses: number
}

/** Live files in live projects whose current version uses the part-number identity `identity`. */
function liveFilesUsing(db: Knex, identity: string): Knex.QueryBuilder {
  return db('project_nodes as n')
    .join('projects as p', 'p.id', 'n.project_id')
    .where('n.kind', 'file')
    .whereNull('n.deleted_at')
    .whereNull('p.deleted_at')
    .whereRaw('n.part_uses \\? ?', [identity])
}

/**
 * The files `userId` may read (their personal projects, their teams' projects) whose current
 * version uses the part, most uses first, at most `limit`.
 */
export async function filesUsing(db: Knex, identity: string, userId: string, limit: number): Promise<FileUseRecord[]> {
  const rows = (await liveFilesUsing(db, identity)
    .where((w) => w.where((o) => o.whereNull('p.team_id').andWhere('p.owner_id', userId)).orWhereIn('p.team_id', db('team_members').select('team_id').where({ user_id: userId })))
    .select('n.id', 'n.name', 'p.id as project_id', 'p.name as project_name', db.raw(`(n.part_uses ->> ?)::int AS uses`, [identity]))
    .orderBy([{ column: 'uses', order: 'desc' }, { column: 'n.id', order: 'asc' }])
    .limit(limit)) as { id: string | number; name: string; project_id: string | number; project_name: string; uses: number }[]
  return rows.map((r) => ({ fileId: Number(r.id), fileName: r.name, projectId: Number(r.project_id), projectName: r.project_name, uses: Number(r.uses) }))
}

/** How many live files use the part: in the team's projects for a team part (`teamId`), anywhere otherwise. */
export async function countFilesUsing(db: Knex, identity: string, teamId: number | null): Promise<number> {
  const query = liveFilesUsing(db, identity)
  if (teamId !== null) query.where('p.team_id', teamId)
  const row = (await query.count({ n: '*' }).first()) as { n: string | number }
  return Number(row.n)
}
