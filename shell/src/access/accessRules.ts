import type { Role, TeamRole } from '@harness/protocol'

/**
 * The content-gating rules of specification section 6, as pure functions. They decide what the
 * shell shows; every real permission check happens on the server, so these are convenience only.
 */

/** True when the user holds any of `listed` global roles (content shown only to those roles). */
export function hasAnyRole(userRoles: readonly Role[], listed: readonly Role[]): boolean {
  return listed.some((role) => userRoles.includes(role))
}

/** True when the user's team roles include any of `listed` (content shown only to those team roles). */
export function hasAnyTeamRole(teamRoles: readonly TeamRole[], listed: readonly TeamRole[]): boolean {
  return listed.some((role) => teamRoles.includes(role))
}

/**
 * The permission rule: an element stays only when the user's team roles include one of `required`.
 * The list must name at least one role; an empty list is a programming error, not "allow all".
 */
export function keepsElement(teamRoles: readonly TeamRole[], required: readonly TeamRole[]): boolean {
  if (required.length === 0) throw new RangeError('keepsElement: the list of team roles must not be empty')
  return hasAnyTeamRole(teamRoles, required)
}

/** Roles that may change folders and files of a project (editor and above; the owner of a personal project). */
export const WRITE_ROLES: readonly TeamRole[] = ['owner', 'admin', 'editor']

/** Roles that manage members, invitations, projects, the trash and configuration. */
export const MANAGE_ROLES: readonly TeamRole[] = ['owner', 'admin']

/** The role that renames, hands over and dissolves a team. */
export const OWNER_ROLES: readonly TeamRole[] = ['owner']
