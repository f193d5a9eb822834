import type { Knex } from 'knex'
import type { TeamRole, WorkspaceConfigOverrides } from '@harness/protocol'

/** A project as the services see it. Rows never leave this module. */
export interface ProjectRecord {
  readonly id: number
  readonly name: string
  readonly description: string
  /** The owning team, or null for a personal project. */
  readonly teamId: number | null
  readonly teamName: string | null
  /** The personal project's owner; for a team project, who made it. */
  readonly ownerId: string
  readonly ownerName: string
  readonly config: WorkspaceConfigOverrides | null
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly deletedAt: Date | null
}

/** A project in a list, with the caller's role and its live file count. */
export interface ProjectListRecord extends Omit<ProjectRecord, 'config'> {
  readonly role: TeamRole
  readonly fileCount: number
}

/** Which projects a list shows: every one the user sees, the personal ones, or one team's. */
export type ProjectScope = { readonly kind: 'all' } | { readonly kind: 'personal' } | { readonly kind: 'team'; readonly teamId: number }

interface ProjectRow {
  id: string | number
  name: string
  description: string
  team_id: string | number | null
  team_name: string | null
  owner_id: string | number
  owner_name: string | null
  config?: WorkspaceConfigOverrides | null
  created_at: Date
  updated_at: Date
  deleted_at: Date | null
  role?: TeamRole | null
  file_count?: string | number
}

function toRecord(row: ProjectRow): ProjectRecord {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    teamId: row.team_id === null ? null : Number(row.team_id),
    teamName: row.team_name,
    ownerId: String(row.owner_id),
    ownerName: row.owner_name ?? '',
    config: row.config ?? null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
  }
}

const COLUMNS = ['p.id', 'p.name', 'p.description', 'p.team_id', 't.name as team_name', 'p.owner_id', 'u.username as owner_name', 'p.created_at', 'p.updated_at', 'p.deleted_at']

function selectProjects(db: Knex) {
  return db('projects as p').leftJoin('teams as t', 't.id', 'p.team_id').leftJoin('users as u', 'u.id', 'p.owner_id')
}

/** Stores a new project and answers its id. */
export async function insertProject(db: Knex, project: { name: string; description: string; teamId: number | null; ownerId: string; now: Date }): Promise<number> {
  const [row] = await db('projects')
    .insert({ name: project.name, description: project.description, team_id: project.teamId, owner_id: project.ownerId, created_at: project.now, updated_at: project.now })
    .returning('id')
  return Number((row as { id: string | number }).id)
}

/** A project by id (live or trashed), or null. With `lock` its row is locked for the transaction. */
export async function findProject(db: Knex, id: number, lock = false): Promise<ProjectRecord | null> {
  if (lock && !(await db('projects').where({ id }).forUpdate().first('id'))) return null
  const row = (await selectProjects(db).where('p.id', id).first([...COLUMNS, 'p.config'])) as ProjectRow | undefined
  return row ? toRecord(row) : null
}

/** A live project of the scope named `name` (case-insensitively), other than `exceptId`; its id or null. */
export async function projectNamed(db: Knex, scope: { teamId: number | null; ownerId: string }, name: string, exceptId: number | null = null): Promise<number | null> {
  const query = db('projects').whereNull('deleted_at').whereRaw('lower(name) = lower(?)', [name])
  if (scope.teamId === null) query.whereNull('team_id').andWhere('owner_id', scope.ownerId)
  else query.where('team_id', scope.teamId)
  if (exceptId !== null) query.whereNot('id', exceptId)
  const row = (await query.first('id')) as { id: string | number } | undefined
  return row ? Number(row.id) : null
}

/**
 * The projects `userId` may see in `scope`: personal projects they own and projects of teams they
 * belong to, live (or only trashed with `trashed`), latest activity first, with the caller's role
 * and the live file count.
 */
export async function listProjectsFor(db: Knex, userId: string, scope: ProjectScope, trashed: boolean): Promise<ProjectListRecord[]> {
  const query = selectProjects(db)
    .leftJoin('team_members as m', function memberJoin() {
      this.on('m.team_id', '=', 'p.team_id').andOnVal('m.user_id', '=', userId)
    })
    .where(function visible() {
      this.where(function personal() {
        this.whereNull('p.team_id').andWhere('p.owner_id', userId)
      }).orWhereNotNull('m.user_id')
    })
  if (trashed) query.whereNotNull('p.deleted_at')
  else query.whereNull('p.deleted_at')
  if (scope.kind === 'personal') query.whereNull('p.team_id')
  if (scope.kind === 'team') query.where('p.team_id', scope.teamId)
  const rows = (await query
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id', 'desc')
    .select([
      ...COLUMNS,
      'm.role',
      db.raw(`(SELECT count(*) FROM project_nodes n WHERE n.project_id = p.id AND n.kind = 'file' AND n.deleted_at IS NULL) AS file_count`),
    ])) as ProjectRow[]
  return rows.map((row) => ({ ...toRecord(row), role: row.role ?? 'owner', fileCount: Number(row.file_count ?? 0) }))
}

/** Changes a project's name and/or description. */
export async function updateProjectRow(db: Knex, id: number, changes: { name?: string; description?: string }, now: Date): Promise<void> {
  await db('projects').where({ id }).update({ ...changes, updated_at: now })
}

/** Marks a project changed (any change to its folders or files). */
export async function touchProject(db: Knex, id: number, now: Date): Promise<void> {
  await db('projects').where({ id }).update({ updated_at: now })
}

/** Moves a project to the trash (`deletedAt` a date) or back (null). */
export async function setProjectDeleted(db: Knex, id: number, deletedAt: Date | null, userId: string | null): Promise<void> {
  await db('projects').where({ id }).update({ deleted_at: deletedAt, deleted_by: userId })
}

/** Deletes a project for good, with its folders, files and versions. */
export async function deleteProjectRow(db: Knex, id: number): Promise<void> {
  await db('projects').where({ id }).delete()
}

/** Stores a project's configuration overrides ({} clears them all). */
export async function updateProjectConfig(db: Knex, id: number, overrides: WorkspaceConfigOverrides, now: Date): Promise<void> {
  await db('projects').where({ id }).update({ config: JSON.stringify(overrides), updated_at: now })
}
