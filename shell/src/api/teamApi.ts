import {
  TeamPaths,
  type CreatedInvitation,
  type InvitableRole,
  type InvitationKind,
  type InvitationPreview,
  type InvitationView,
  type TeamConfigView,
  type TeamDetail,
  type TeamRole,
  type TeamSummary,
  type WorkspaceConfig,
} from '@harness/protocol'
import { getData, postJson } from './calls'

/**
 * Typed calls of the team API (protocol `TeamPaths`): teams, members and roles, invitations, and a
 * team's configuration. Every call is checked on the server against the caller's team role.
 */

/** The caller's teams, newest first. */
export function listTeams(): Promise<TeamSummary[]> {
  return getData(TeamPaths.listTeams)
}

/** Creates a team with the caller as owner; resolves with its id. */
export async function createTeam(name: string): Promise<number> {
  return (await postJson<{ teamId: number }>(TeamPaths.createTeam, { name })).teamId
}

/** A team with its members. */
export function getTeam(teamId: number): Promise<TeamDetail> {
  return getData(TeamPaths.getTeam, { teamId })
}

/** Renames a team (owner). */
export function renameTeam(teamId: number, name: string): Promise<unknown> {
  return postJson(TeamPaths.renameTeam, { teamId, name })
}

/** Dissolves a team (owner); `confirmName` must equal its name. */
export function dissolveTeam(teamId: number, confirmName: string): Promise<unknown> {
  return postJson(TeamPaths.dissolveTeam, { teamId, confirmName })
}

/** Gives a member another role (never owner). */
export function changeMemberRole(teamId: number, username: string, role: Exclude<TeamRole, 'owner'>): Promise<unknown> {
  return postJson(TeamPaths.changeMemberRole, { teamId, username, role })
}

/** Removes a member from a team. */
export function removeMember(teamId: number, username: string): Promise<unknown> {
  return postJson(TeamPaths.removeMember, { teamId, username })
}

/** Leaves a team (any member but the owner). */
export function leaveTeam(teamId: number): Promise<unknown> {
  return postJson(TeamPaths.leaveTeam, { teamId })
}

/** Makes `username` the owner; the caller becomes admin. */
export function transferOwnership(teamId: number, username: string): Promise<unknown> {
  return postJson(TeamPaths.transferOwnership, { teamId, username })
}

/** Creates a link invitation, or one addressed to `username`; its code is shown only in the answer. */
export function createInvitation(teamId: number, kind: InvitationKind, role: InvitableRole, username?: string): Promise<CreatedInvitation> {
  return postJson(TeamPaths.createInvitation, kind === 'user' ? { teamId, kind, role, username } : { teamId, kind, role })
}

/** A team's invitations, newest first (admin, owner). */
export function listInvitations(teamId: number): Promise<InvitationView[]> {
  return getData(TeamPaths.listInvitations, { teamId })
}

/** Revokes a pending invitation. */
export function revokeInvitation(teamId: number, invitationId: number): Promise<unknown> {
  return postJson(TeamPaths.revokeInvitation, { teamId, invitationId })
}

/** What an invitation code offers, as the invited person sees it. */
export function getInvitation(dataCode: string): Promise<InvitationPreview> {
  return getData(TeamPaths.getInvitation, { dataCode })
}

/** Accepts an invitation; resolves with the team joined. */
export async function acceptInvitation(dataCode: string): Promise<number> {
  return (await postJson<{ teamId: number }>(TeamPaths.acceptInvitation, { dataCode })).teamId
}

/** Declines an invitation addressed to the caller. */
export function declineInvitation(dataCode: string): Promise<unknown> {
  return postJson(TeamPaths.declineInvitation, { dataCode })
}

/** A team's configuration (any member). */
export function getTeamConfig(teamId: number): Promise<TeamConfigView> {
  return getData(TeamPaths.getTeamConfig, { teamId })
}

/** Saves a team's configuration (admin, owner). */
export function updateTeamConfig(teamId: number, config: WorkspaceConfig): Promise<unknown> {
  return postJson(TeamPaths.updateTeamConfig, { teamId, config })
}
