import type { Knex } from 'knex'
import type { TeamRole, WorkspaceConfig } from '@harness/protocol'
import { avatarUrl } from '../accounts/accountViews'

/** A team as the services see it. Rows never leave this module. */
export interface TeamRecord {
  readonly id: number
  readonly name: string
  readonly createdAt: Date
  readonly config: WorkspaceConfig | null
  readonly configUpdatedAt: Date | null
  readonly configUpdatedBy: string | null
}

/** One of the caller's teams with its counts. */
export interface TeamListRecord {
  readonly id: number
  readonly name: string
  readonly role: TeamRole
  readonly memberCount: number
  readonly projectCount: number
  readonly ownerName: string
  readonly createdAt: Date
}

/** A member with what the member list shows. */
export interface MemberRecord {
  readonly userId: string
  readonly username: string
  readonly picture: string
  readonly realName: string
  readonly role: TeamRole
  readonly joinedAt: Date
}

interface TeamRow {
  id: string | number
  name: string
  created_at: Date
  config: WorkspaceConfig | null
  config_updated_at: Date | null
  config_updated_by_name: string | null
}

/** Stores a new team and answers its id. */
export async function insertTeam(db: Knex, team: { name: string; createdBy: string; now: Date }): Promise<number> {
  const [row] = await db('teams').insert({ name: team.name, created_by: team.createdBy, created_at: team.now, updated_at: team.now }).returning('id')
  return Number((row as { id: string | number }).id)
}

/** A team by id, or null. With `lock` its row is locked for the transaction (serialises membership changes). */
export async function findTeam(db: Knex, id: number, lock = false): Promise<TeamRecord | null> {
  if (lock && !(await db('teams').where({ id }).forUpdate().first('id'))) return null
  const row = (await db('teams as t')
    .leftJoin('users as u', 'u.id', 't.config_updated_by')
    .where('t.id', id)
    .first(['t.id', 't.name', 't.created_at', 't.config', 't.config_updated_at', 'u.username as config_updated_by_name'])) as TeamRow | undefined
  if (!row) return null
  return {
    id: Number(row.id),
    name: row.name,
    createdAt: new Date(row.created_at),
    config: row.config,
    configUpdatedAt: row.config_updated_at ? new Date(row.config_updated_at) : null,
    configUpdatedBy: row.config_updated_by_name,
  }
}

/** Renames a team. */
export async function updateTeamName(db: Knex, id: number, name: string, now: Date): Promise<void> {
  await db('teams').where({ id }).update({ name, updated_at: now })
}

/** Stores a team's configuration. */
export async function updateTeamConfig(db: Knex, id: number, config: WorkspaceConfig, userId: string, now: Date): Promise<void> {
  await db('teams').where({ id }).update({ config: JSON.stringify(config), config_updated_at: now, config_updated_by: userId, updated_at: now })
}

/** Deletes a team; its members, invitations, projects, folders, files and versions go with it. */
export async function deleteTeam(db: Knex, id: number): Promise<void> {
  await db('teams').where({ id }).delete()
}

/** The role of `userId` in team `teamId`, or null when not a member. With `lock` the membership row is locked. */
export async function findRole(db: Knex, teamId: number, userId: string, lock = false): Promise<TeamRole | null> {
  const query = db('team_members').where({ team_id: teamId, user_id: userId }).first('role')
  const row = (await (lock ? query.forUpdate() : query)) as { role: TeamRole } | undefined
  return row?.role ?? null
}

/** Adds a member. */
export async function insertMember(db: Knex, member: { teamId: number; userId: string; role: TeamRole; now: Date }): Promise<void> {
  await db('team_members').insert({ team_id: member.teamId, user_id: member.userId, role: member.role, joined_at: member.now })
}

/** Sets a member's role. */
export async function updateMemberRole(db: Knex, teamId: number, userId: string, role: TeamRole): Promise<void> {
  await db('team_members').where({ team_id: teamId, user_id: userId }).update({ role })
}

/** Removes a member. */
export async function deleteMember(db: Knex, teamId: number, userId: string): Promise<void> {
  await db('team_members').where({ team_id: teamId, user_id: userId }).delete()
}

/** How many members a team has. */
export async function countMembers(db: Knex, teamId: number): Promise<number> {
  const row = (await db('team_members').where({ team_id: teamId }).count({ n: '*' }).first()) as { n: string | number }
  return Number(row.n)
}

/** The ids of a team's members. */
export async function memberIds(db: Knex, teamId: number): Promise<string[]> {
  const rows = (await db('team_members').where({ team_id: teamId }).select('user_id')) as { user_id: string | number }[]
  return rows.map((r) => String(r.user_id))
}

const ROLE_ORDER = `CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'editor' THEN 2 ELSE 3 END`

/** A team's members: owner first, then admins, editors, viewers; by username within a role. */
export async function listMembers(db: Knex, teamId: number): Promise<MemberRecord[]> {
  const rows = (await db('team_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.team_id', teamId)
    .orderByRaw(`${ROLE_ORDER}, lower(u.username)`)
    .select(['m.user_id', 'u.username', 'u.avatar_id', 'u.real_name', 'm.role', 'm.joined_at'])) as {
    user_id: string | number
    username: string
    avatar_id: string | null
    real_name: string
    role: TeamRole
    joined_at: Date
  }[]
  return rows.map((r) => ({
    userId: String(r.user_id),
    username: r.username,
    picture: avatarUrl(r.avatar_id),
    realName: r.real_name,
    role: r.role,
    joinedAt: new Date(r.joined_at),
  }))
}

/** The teams `userId` belongs to, newest first, with member and live-project counts and the owner's name. */
export async function listTeamsOf(db: Knex, userId: string): Promise<TeamListRecord[]> {
  const rows = (await db('team_members as m')
    .join('teams as t', 't.id', 'm.team_id')
    .join('team_members as o', function ownerJoin() {
      this.on('o.team_id', '=', 't.id').andOnVal('o.role', '=', 'owner')
    })
    .join('users as ou', 'ou.id', 'o.user_id')
    .where('m.user_id', userId)
    .orderBy('t.id', 'desc')
    .select([
      't.id',
      't.name',
      'm.role',
      't.created_at',
      'ou.username as owner_name',
      db.raw('(SELECT count(*) FROM team_members c WHERE c.team_id = t.id) AS member_count'),
      db.raw('(SELECT count(*) FROM projects p WHERE p.team_id = t.id AND p.deleted_at IS NULL) AS project_count'),
    ])) as { id: string | number; name: string; role: TeamRole; created_at: Date; owner_name: string; member_count: string | number; project_count: string | number }[]
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    role: r.role,
    memberCount: Number(r.member_count),
    projectCount: Number(r.project_count),
    ownerName: r.owner_name,
    createdAt: new Date(r.created_at),
  }))
}

/** The names of the teams both users belong to, by name. */
export async function sharedTeamNames(db: Knex, userA: string, userB: string): Promise<string[]> {
  const rows = (await db('team_members as a')
    .join('team_members as b', 'b.team_id', 'a.team_id')
    .join('teams as t', 't.id', 'a.team_id')
    .where('a.user_id', userA)
    .andWhere('b.user_id', userB)
    .orderBy('t.name')
    .select('t.name')) as { name: string }[]
  return rows.map((r) => r.name)
}
