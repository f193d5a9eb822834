import type { Knex } from 'knex'
import { teamRoleAtLeast, type LibraryScope } from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import { isAdministrator, type Auth } from '../accounts/auth'
import { findRole } from '../teams/teams.repo'
import { findPart, type PartLock, type PartRecord } from './parts.repo'

/** A library a part is written to: the global one or a team's. The built-in library is never written through the API. */
export type WritableLibrary = { readonly scope: 'global' } | { readonly scope: 'team'; readonly teamId: number }

/** The 404 of a part the caller may not see: the same answer as for an id that does not exist. */
export function partNotFound(): ApiError {
  return new ApiError(404, 'partNotFound', { field: 'partId' })
}

/** The 403 of a write to a library the caller does not manage. Its data is not null: the shell logs out on a bare 403. */
function manageDenied(scope: LibraryScope): ApiError {
  return scope === 'builtin' ? new ApiError(403, 'libraryReadOnly', { reason: 'builtin' }) : new ApiError(403, 'libraryManageDenied', { reason: 'libraryRole' })
}

/**
 * Whether the caller sees the library (`null`: not at all) and manages it: everyone sees the
 * built-in and global libraries; administrators manage the global one; a team's library is its
 * members' to see and its owner's and admins' to manage. Roles are read afresh on every call.
 */
export async function libraryRights(db: Knex, auth: Auth, scope: LibraryScope, teamId: number | null): Promise<{ manage: boolean } | null> {
  if (scope === 'builtin') return { manage: false }
  if (scope === 'global') return { manage: isAdministrator(auth) }
  const role = await findRole(db, teamId!, auth.user.id)
  return role === null ? null : { manage: teamRoleAtLeast(role, 'admin') }
}

/** Checks that the caller may add parts to `library`: a team they are not in answers 404 `libraryNotFound`, too low a role 403. */
export async function writableLibrary(db: Knex, auth: Auth, library: WritableLibrary): Promise<void> {
  const rights = await libraryRights(db, auth, library.scope, library.scope === 'team' ? library.teamId : null)
  if (rights === null) throw new ApiError(404, 'libraryNotFound', { field: 'library' })
  if (!rights.manage) throw manageDenied(library.scope)
}

/**
 * The part and whether the caller manages its library. A part the caller may not see answers 404
 * `partNotFound` (security Z6); asking to `manage` a part of a library the caller only reads
 * answers 403. With `lock` the part's row is locked for the transaction (see {@link PartLock}).
 */
export async function partFor(db: Knex, auth: Auth, partId: number, right: 'read' | 'manage', lock: PartLock | null = null): Promise<{ part: PartRecord; canManage: boolean }> {
  const part = await findPart(db, partId, lock)
  const rights = part ? await libraryRights(db, auth, part.scope, part.teamId) : null
  if (!part || rights === null) throw partNotFound()
  if (right === 'manage' && !rights.manage) throw manageDenied(part.scope)
  return { part, canManage: rights.manage }
}

/**
 * Whether a part of library (`scope`, `teamId`) may link to `other`: links point from a narrower
 * library to the same or a wider one (team to its own team, global or built in; global to global
 * or built in; built in to built in), so no reader of a part meets a link it cannot follow.
 */
export function mayLinkTo(scope: LibraryScope, teamId: number | null, other: PartRecord): boolean {
  if (other.scope === 'builtin') return true
  if (other.scope === 'global') return scope !== 'builtin'
  return scope === 'team' && other.teamId === teamId
}
