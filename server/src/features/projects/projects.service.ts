import type { Knex } from 'knex'
import { effectiveConfig, type ProjectConfigView, type ProjectSummary, type WorkspaceConfigOverrides } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { blobIdsOfProject } from '../files/blobs.repo'
import { memberOf } from '../teams/teamAccess'
import { findTeam } from '../teams/teams.repo'
import { grants, projectFor } from './projectAccess'
import {
  deleteProjectRow, insertProject, listProjectsFor, projectNamed, setProjectDeleted, updateProjectConfig as storeProjectConfig, updateProjectRow,
  type ProjectListRecord, type ProjectScope,
} from './projects.repo'

/** A project as lists show it. */
export function projectSummary(p: ProjectListRecord): ProjectSummary {
  return {
    projectId: p.id,
    name: p.name,
    description: p.description,
    teamId: p.teamId,
    teamName: p.teamName,
    ownerName: p.ownerName,
    role: p.role,
    fileCount: p.fileCount,
    updatedAt: p.updatedAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    deletedAt: p.deletedAt?.toISOString() ?? null,
  }
}

/** `listProjects` / `listDeletedProjects`: what the caller sees in `scope`. A team scope the caller is not in answers 404. */
export async function listProjects(db: Knex, auth: Auth, scope: ProjectScope, trashed: boolean): Promise<ProjectSummary[]> {
  if (scope.kind === 'team') await memberOf(db, auth, scope.teamId)
  const rows = await listProjectsFor(db, auth.user.id, scope, trashed)
  // Trashed projects are listed to those who may restore them: the personal owner, team admins.
  return rows.filter((p) => !trashed || grants(p.role, 'manage')).map(projectSummary)
}

/** The 409 of a project name already used in its scope. */
function projectNameTaken(name: string): ApiError {
  return new ApiError(409, 'projectNameTaken', { field: 'name' }, { name })
}

/**
 * `createProject`: a personal project of the caller, or a team project (editors and above). Names
 * are unique among the live projects of a scope, case-insensitively.
 */
export async function createProject(trx: Knex, auth: Auth, now: Date, input: { name: string; description: string; teamId: number | null }): Promise<{ projectId: number }> {
  if (input.teamId !== null) await memberOf(trx, auth, input.teamId, 'editor', true)
  if ((await projectNamed(trx, { teamId: input.teamId, ownerId: auth.user.id }, input.name)) !== null) throw projectNameTaken(input.name)
  const projectId = await insertProject(trx, { name: input.name, description: input.description, teamId: input.teamId, ownerId: auth.user.id, now })
  return { projectId }
}

/** `updateProject`: renames or re-describes a project (personal owner, team admin). */
export async function updateProject(trx: Knex, auth: Auth, now: Date, input: { projectId: number; name?: string; description?: string }): Promise<void> {
  const { project } = await projectFor(trx, auth, input.projectId, 'manage', { lock: true })
  if (input.name !== undefined && (await projectNamed(trx, { teamId: project.teamId, ownerId: project.ownerId }, input.name, project.id)) !== null) {
    throw projectNameTaken(input.name)
  }
  await updateProjectRow(trx, project.id, { name: input.name, description: input.description }, now)
}

/** `deleteProject`: moves a project to the trash (personal owner, team admin); its files stay until it is purged. */
export async function deleteProject(trx: Knex, auth: Auth, now: Date, projectId: number): Promise<void> {
  const { project } = await projectFor(trx, auth, projectId, 'manage', { lock: true })
  await setProjectDeleted(trx, project.id, now, auth.user.id)
}

/** `restoreProject`: back from the trash; refused while a live project of the scope has its name. */
export async function restoreProject(trx: Knex, auth: Auth, projectId: number): Promise<void> {
  const { project } = await projectFor(trx, auth, projectId, 'manage', { lock: true, trashed: true })
  if ((await projectNamed(trx, { teamId: project.teamId, ownerId: project.ownerId }, project.name)) !== null) throw projectNameTaken(project.name)
  await setProjectDeleted(trx, project.id, null, null)
}

/** `purgeProject`: deletes a trashed project for good. Answers the blobs its versions and outputs held, for reclaiming after commit. */
export async function purgeProject(trx: Knex, auth: Auth, projectId: number): Promise<{ freedBlobs: number[] }> {
  const { project } = await projectFor(trx, auth, projectId, 'manage', { lock: true, trashed: true })
  const freedBlobs = await blobIdsOfProject(trx, project.id)
  await deleteProjectRow(trx, project.id)
  return { freedBlobs }
}

/** `getProjectConfig`: what the project inherits (its team's configuration, or the built-in one), its overrides and the result. */
export async function getProjectConfig(db: Knex, auth: Auth, projectId: number): Promise<ProjectConfigView> {
  const { project, role } = await projectFor(db, auth, projectId, 'read')
  const team = project.teamId === null ? null : await findTeam(db, project.teamId)
  const inherited = effectiveConfig(team?.config ?? null, null)
  const overrides = project.config ?? {}
  return { projectId: project.id, inherited, overrides, effective: effectiveConfig(team?.config ?? null, overrides), canEdit: grants(role, 'manage') }
}

/** `updateProjectConfig` (personal owner, team admin): replaces the project's overrides ({} inherits everything). */
export async function updateProjectConfig(trx: Knex, auth: Auth, now: Date, input: { projectId: number; overrides: WorkspaceConfigOverrides }): Promise<void> {
  const { project } = await projectFor(trx, auth, input.projectId, 'manage', { lock: true })
  await storeProjectConfig(trx, project.id, input.overrides, now)
}
