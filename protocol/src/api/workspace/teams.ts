import type { TeamRole } from '../accounts'

/**
 * The team API: teams with roles and invitations (DESIGN section 3; issue "workspace"). Viewers
 * read, editors write files, admins manage members and invitations, owners manage the team. A team
 * always has exactly one owner. Every call checks the caller's role on the server; a team the caller
 * is not a member of answers 404 `teamNotFound`, exactly like a team that does not exist.
 */
export const TeamPaths = {
  /** GET: the caller's teams, newest first. Answers {@link TeamSummary}[]. */
  listTeams: '/api/team/listTeams',
  /** POST JSON {name}: a new team with the caller as owner. Answers {teamId}. */
  createTeam: '/api/team/createTeam',
  /** GET query teamId: the team with its members. Answers {@link TeamDetail}. */
  getTeam: '/api/team/getTeam',
  /** POST JSON {teamId, name} (owner). */
  renameTeam: '/api/team/renameTeam',
  /** POST JSON {teamId, confirmName} (owner): deletes the team, its projects, files and invitations; confirmName must equal the team's name. */
  dissolveTeam: '/api/team/dissolveTeam',
  /** POST JSON {teamId, username, role} (admin: editor/viewer members only; owner: any member but itself; 'owner' is never set here). */
  changeMemberRole: '/api/team/changeMemberRole',
  /** POST JSON {teamId, username} (admin: editor/viewer members; owner: anyone but itself). */
  removeMember: '/api/team/removeMember',
  /** POST JSON {teamId} (any member but the owner, who transfers ownership first). */
  leaveTeam: '/api/team/leaveTeam',
  /** POST JSON {teamId, username} (owner): the member becomes owner, the old owner becomes admin. */
  transferOwnership: '/api/team/transferOwnership',
  /** POST JSON {teamId, kind, role, username?} (admin, owner). Answers {@link CreatedInvitation}: the dataCode is shown once. */
  createInvitation: '/api/team/createInvitation',
  /** GET query teamId (admin, owner). Answers {@link InvitationView}[], newest first. */
  listInvitations: '/api/team/listInvitations',
  /** POST JSON {teamId, invitationId} (admin, owner). */
  revokeInvitation: '/api/team/revokeInvitation',
  /** GET query dataCode (signed in). Answers {@link InvitationPreview}; an unknown code, or one addressed to someone else, is 404. */
  getInvitation: '/api/team/getInvitation',
  /** POST JSON {dataCode}: joins the team with the invitation's role. Answers {teamId}. */
  acceptInvitation: '/api/team/acceptInvitation',
  /** POST JSON {dataCode}: declines a username invitation addressed to the caller (a link invitation is simply not used). */
  declineInvitation: '/api/team/declineInvitation',
  /** GET query teamId (any member). Answers {@link TeamConfigView}. */
  getTeamConfig: '/api/team/getConfig',
  /** POST JSON {teamId, config: WorkspaceConfig} (admin, owner). */
  updateTeamConfig: '/api/team/updateConfig',
} as const

/** Longest team name, in characters, after trimming. */
export const TEAM_NAME_MAX = 40

/** Days a team invitation stays valid. */
export const INVITATION_DAYS = 7

/** How an invitation reaches people: a link anyone signed in may use until it expires, or addressed to one username (single use). */
export type InvitationKind = 'link' | 'user'

/** Where an invitation stands. */
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired'

/** The roles an invitation may grant (never owner). */
export type InvitableRole = Exclude<TeamRole, 'owner'>

/** A team in the caller's list. */
export interface TeamSummary {
  readonly teamId: number
  readonly name: string
  /** The caller's role in the team. */
  readonly role: TeamRole
  readonly memberCount: number
  readonly projectCount: number
  readonly ownerName: string
  /** ISO 8601. */
  readonly createdAt: string
}

/** A member of a team. */
export interface TeamMember {
  readonly username: string
  /** Avatar URL, '' when none. */
  readonly picture: string
  readonly realName: string
  readonly role: TeamRole
  /** ISO 8601. */
  readonly joinedAt: string
}

/** `data` of getTeam. */
export interface TeamDetail {
  readonly teamId: number
  readonly name: string
  readonly role: TeamRole
  readonly createdAt: string
  /** Owner first, then admins, editors, viewers; by username within a role. */
  readonly members: readonly TeamMember[]
}

/** `data` of createInvitation: the dataCode is only ever shown here (it is stored hashed). */
export interface CreatedInvitation {
  readonly invitationId: number
  readonly kind: InvitationKind
  readonly role: InvitableRole
  readonly username: string | null
  /** 128 random bits, base64url. */
  readonly dataCode: string
  /** The in-app path that accepts it: `/team/invitation?dataCode=...`. */
  readonly link: string
  readonly expiresAt: string
}

/** An invitation as its team's admins see it. */
export interface InvitationView {
  readonly invitationId: number
  readonly kind: InvitationKind
  readonly role: InvitableRole
  /** The invited username of a `user` invitation; null for a link. */
  readonly username: string | null
  readonly createdBy: string
  readonly createdAt: string
  readonly expiresAt: string
  readonly status: InvitationStatus
  /** How many people joined through it. */
  readonly uses: number
}

/** `data` of getInvitation: what the invited person sees before accepting. */
export interface InvitationPreview {
  readonly teamId: number
  readonly teamName: string
  readonly inviterName: string
  readonly kind: InvitationKind
  readonly role: InvitableRole
  readonly username: string | null
  readonly expiresAt: string
  readonly status: InvitationStatus
  /** True when the caller already belongs to the team. */
  readonly alreadyMember: boolean
}

/** A team the session's user belongs to, as `visit` and login carry it (spec 3: team roles held in the session). */
export interface SessionTeam {
  readonly teamId: number
  readonly name: string
  readonly role: TeamRole
}

/** True when team role `role` has at least the power of `minimum` (viewer < editor < admin < owner). */
export function teamRoleAtLeast(role: TeamRole | null | undefined, minimum: TeamRole): boolean {
  const rank: Readonly<Record<TeamRole, number>> = { viewer: 0, editor: 1, admin: 2, owner: 3 }
  return role != null && rank[role] >= rank[minimum]
}
