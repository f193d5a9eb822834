import type { Knex } from 'knex'
import { teamRoleAtLeast, type TeamRole } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { roleTooLow } from '../teams/teamAccess'
import { findRole } from '../teams/teams.repo'
import { findNode, type NodeRecord } from './nodes.repo'
import { findProject, type ProjectRecord } from './projects.repo'

/** What a caller may do in a project: read (any role), write folders and files (editor and above), manage the project (admin and above). */
export type ProjectRight = 'read' | 'write' | 'manage'

const MINIMUM: Readonly<Record<ProjectRight, TeamRole>> = { read: 'viewer', write: 'editor', manage: 'admin' }

/** A project with the caller's role in it: 'owner' on their personal project, else their team role. */
export interface ProjectAccess {
  readonly project: ProjectRecord
  readonly role: TeamRole
}

/** The 404 of a project the caller may not see: the same answer as for an id that does not exist. */
export function projectNotFound(): ApiError {
  return new ApiError(404, 'projectNotFound', { field: 'projectId' })
}

/** True when `role` grants `right`. */
export function grants(role: TeamRole, right: ProjectRight): boolean {
  return teamRoleAtLeast(role, MINIMUM[right])
}

/**
 * The project and the caller's role, read afresh on every call (security Z7): a personal project
 * is its owner's alone; a team project is its members'. Anyone else gets 404 (Z6). A trashed
 * project is found only when `trashed` asks for it (the trash calls); a live one only otherwise. A
 * role below `right` answers 403.
 */
export async function projectFor(db: Knex, auth: Auth, projectId: number, right: ProjectRight, options: { lock?: boolean; trashed?: boolean } = {}): Promise<ProjectAccess> {
  const project = await findProject(db, projectId, options.lock ?? false)
  if (!project || (project.deletedAt !== null) !== (options.trashed ?? false)) throw projectNotFound()
  let role: TeamRole | null
  if (project.teamId === null) role = project.ownerId === auth.user.id ? 'owner' : null
  else role = await findRole(db, project.teamId, auth.user.id)
  if (role === null) throw projectNotFound()
  if (!grants(role, right)) throw roleTooLow()
  return { project, role }
}

/**
 * A live folder or file of a project the caller may see, given as (project, node): a node of
 * another project, a trashed node or an unknown id all answer 404 `nodeNotFound` (security Z3).
 */
export async function nodeIn(db: Knex, access: ProjectAccess, nodeId: number, lock = false): Promise<NodeRecord> {
  const node = await findNode(db, nodeId, lock)
  if (!node || node.projectId !== access.project.id || node.deletedAt !== null) throw new ApiError(404, 'nodeNotFound', { field: 'nodeId' })
  return node
}

/** A live folder of the project, or the top level for null; anything else answers 404 or 400 `parentNotFolder`. */
export async function folderIn(db: Knex, access: ProjectAccess, parentId: number | null): Promise<number | null> {
  if (parentId === null) return null
  const node = await findNode(db, parentId)
  if (!node || node.projectId !== access.project.id || node.deletedAt !== null) throw new ApiError(404, 'nodeNotFound', { field: 'parentId' })
  if (node.kind !== 'folder') throw new ApiError(400, 'parentNotFolder', { field: 'parentId' })
  return node.id
}

/** A live file the caller may use with `right`, its project and the caller's role; else 404 `fileNotFound` (or 403 for a role too low). */
export async function fileFor(db: Knex, auth: Auth, fileId: number, right: ProjectRight, lock = false): Promise<ProjectAccess & { file: NodeRecord }> {
  const file = await findNode(db, fileId, lock)
  if (!file || file.kind !== 'file' || file.deletedAt !== null) throw new ApiError(404, 'fileNotFound', { field: 'fileId' })
  let access: ProjectAccess
  try {
    access = await projectFor(db, auth, file.projectId, right)
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) throw new ApiError(404, 'fileNotFound', { field: 'fileId' })
    throw error
  }
  return { ...access, file }
}
