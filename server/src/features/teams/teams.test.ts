import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AccountPaths as AP, NoticePaths as NP, TeamPaths as P, type InvitationPreview, type InvitationView, type NoticePage, type TeamDetail, type TeamSummary, type VisitData,
} from '@harness/protocol'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { addMember, newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let owner: Person
let admin: Person
let editor: Person
let viewer: Person
let outsider: Person
let teamId: number

beforeAll(async () => {
  server = await startTestServer()
  ;[owner, admin, editor, viewer, outsider] = await Promise.all([person(server), person(server), person(server), person(server), person(server)])
  teamId = await newTeam(owner, '总装线束组')
  await addMember(owner, teamId, admin, 'admin')
  await addMember(owner, teamId, editor, 'editor')
  await addMember(admin, teamId, viewer, 'viewer')
})
afterAll(() => server.close())

async function roleOf(p: Person): Promise<string | undefined> {
  const team = await okGet<TeamDetail>(owner.client, P.getTeam, { teamId })
  return team.members.find((m) => m.username === p.username)?.role
}

describe('teams', () => {
  it('lists the caller\'s teams with roles and counts, and carries them in the session (visit)', async () => {
    const teams = await okGet<TeamSummary[]>(viewer.client, P.listTeams)
    expect(teams).toEqual([expect.objectContaining({ teamId, name: '总装线束组', role: 'viewer', memberCount: 4, ownerName: owner.username })])
    const visit = await okGet<VisitData>(viewer.client, AP.visit)
    expect(visit.teams).toEqual([{ teamId, name: '总装线束组', role: 'viewer' }])
    expect(await okGet<TeamSummary[]>(outsider.client, P.listTeams)).toEqual([])
  })

  it('shows members owner first, then by role', async () => {
    const team = await okGet<TeamDetail>(viewer.client, P.getTeam, { teamId })
    expect(team.role).toBe('viewer')
    expect(team.members.map((m) => m.role)).toEqual(['owner', 'admin', 'editor', 'viewer'])
  })

  it('checks team names and refuses a rename by anyone but the owner', async () => {
    const blank = await owner.client.post(P.createTeam, { name: '   ' }, 'json')
    expect(blank.body).toMatchObject({ code: 400, message: '团队名称不能为空', data: { field: 'name' } })
    const long = await owner.client.post(P.createTeam, { name: 'x'.repeat(41) }, 'json')
    expect(long.body.code).toBe(400)
    const byAdmin = await admin.client.post(P.renameTeam, { teamId, name: '改名' }, 'json')
    expect(byAdmin.body).toMatchObject({ code: 403, data: { reason: 'teamRole' } })
    await okPost(owner.client, P.renameTeam, { teamId, name: '总装线束组' })
  })

  it('Z6: a team the caller is not in answers 404 like one that does not exist, for every call', async () => {
    const unknown = await outsider.client.get(P.getTeam, { teamId: String(teamId + 1000) })
    const foreign = await outsider.client.get(P.getTeam, { teamId: String(teamId) })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual(unknown.body)
    for (const [path, body] of [
      [P.renameTeam, { teamId, name: 'x' }],
      [P.dissolveTeam, { teamId, confirmName: '总装线束组' }],
      [P.changeMemberRole, { teamId, username: viewer.username, role: 'editor' }],
      [P.removeMember, { teamId, username: viewer.username }],
      [P.createInvitation, { teamId, kind: 'link', role: 'editor' }],
      [P.updateTeamConfig, { teamId, config: {} }],
    ] as const) {
      const answer = await outsider.client.post(path, body, 'json')
      expect([path, answer.body.code]).toEqual([path, path === P.updateTeamConfig ? 400 : 404])
    }
    expect((await outsider.client.get(P.listInvitations, { teamId: String(teamId) })).body.code).toBe(404)
    expect((await outsider.client.get(P.getTeamConfig, { teamId: String(teamId) })).body.code).toBe(404)
  })

  it('Z4: viewers and editors cannot manage members; admins cannot touch the owner or other admins', async () => {
    for (const member of [viewer, editor]) {
      const change = await member.client.post(P.changeMemberRole, { teamId, username: viewer.username, role: 'editor' }, 'json')
      expect(change.body).toMatchObject({ code: 403, data: { reason: 'teamRole' } })
      const invite = await member.client.post(P.createInvitation, { teamId, kind: 'link', role: 'viewer' }, 'json')
      expect(invite.body.code).toBe(403)
      const dissolve = await member.client.post(P.dissolveTeam, { teamId, confirmName: '总装线束组' }, 'json')
      expect(dissolve.body.code).toBe(403)
    }
    const demoteOwner = await admin.client.post(P.changeMemberRole, { teamId, username: owner.username, role: 'viewer' }, 'json')
    expect(demoteOwner.body).toMatchObject({ code: 403, data: { reason: 'owner' } })
    const removeOwner = await admin.client.post(P.removeMember, { teamId, username: owner.username }, 'json')
    expect(removeOwner.body.code).toBe(403)
    const promote = await admin.client.post(P.changeMemberRole, { teamId, username: editor.username, role: 'admin' }, 'json')
    expect(promote.body).toMatchObject({ code: 403, message: '只有团队所有者可以任免管理员' })
    const ownerLeaves = await owner.client.post(P.leaveTeam, { teamId }, 'json')
    expect(ownerLeaves.body).toMatchObject({ code: 403, message: '团队所有者不能退出团队，请先转让所有权' })
    expect(await roleOf(owner)).toBe('owner')
    expect(await roleOf(editor)).toBe('editor')
  })

  it('Z7: a demoted member\'s next call meets the new role, and a removed member loses the team at once', async () => {
    const temp = await person(server)
    await addMember(owner, teamId, temp, 'admin')
    await okPost(temp.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    await okPost(owner.client, P.changeMemberRole, { teamId, username: temp.username, role: 'viewer' })
    const after = await temp.client.post(P.createInvitation, { teamId, kind: 'link', role: 'viewer' }, 'json')
    expect(after.body.code).toBe(403)
    await okPost(owner.client, P.removeMember, { teamId, username: temp.username })
    expect((await temp.client.get(P.getTeam, { teamId: String(teamId) })).body.code).toBe(404)
    const notices = await okGet<NoticePage>(temp.client, NP.listNotices)
    expect(notices.notices.map((n) => n.kind)).toEqual(['memberRemoved', 'roleChanged'])
  })

  it('transfers ownership: the member becomes owner, the old owner an admin; there is always one owner', async () => {
    const team = await newTeam(owner, '转让测试')
    const heir = await person(server)
    await addMember(owner, team, heir, 'editor')
    await okPost(owner.client, P.transferOwnership, { teamId: team, username: heir.username })
    const detail = await okGet<TeamDetail>(heir.client, P.getTeam, { teamId: team })
    expect(detail.members.map((m) => [m.username, m.role])).toEqual([[heir.username, 'owner'], [owner.username, 'admin']])
    const stranger = await owner.client.post(P.transferOwnership, { teamId: team, username: heir.username }, 'json')
    expect(stranger.body.code).toBe(403)
    await okPost(owner.client, P.leaveTeam, { teamId: team })
  })

  it('dissolves a team only with its exact name typed, and tells the other members', async () => {
    const team = await newTeam(owner, '待解散')
    const member = await person(server)
    await addMember(owner, team, member, 'viewer')
    const wrong = await owner.client.post(P.dissolveTeam, { teamId: team, confirmName: '待解' }, 'json')
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'confirmName' } })
    await okPost(owner.client, P.dissolveTeam, { teamId: team, confirmName: '待解散' })
    expect((await member.client.get(P.getTeam, { teamId: String(team) })).body.code).toBe(404)
    const notices = await okGet<NoticePage>(member.client, NP.listNotices)
    expect(notices.notices[0]).toMatchObject({ kind: 'teamDissolved', teamName: '待解散', byName: owner.username, read: false })
  })
})

describe('invitations', () => {
  it('Z5: codes carry at least 128 random bits and are stored only hashed', async () => {
    const created = await okPost<{ dataCode: string; invitationId: number; link: string }>(owner.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    expect(Buffer.from(created.dataCode, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(created.link).toBe(`/team/invitation?dataCode=${created.dataCode}`)
    const row = await server.database.db('team_invitations').where({ id: created.invitationId }).first()
    expect(JSON.stringify(row)).not.toContain(created.dataCode)
  })

  it('Z5: a username invitation accepted by someone else is 404; by its addressee it works once', async () => {
    const invitee = await person(server)
    const created = await okPost<{ dataCode: string }>(admin.client, P.createInvitation, { teamId, kind: 'user', username: invitee.username, role: 'editor' })
    const byOther = await outsider.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(byOther.body).toMatchObject({ code: 404, message: '邀请不存在或已失效' })
    expect((await outsider.client.get(P.getInvitation, { dataCode: created.dataCode })).body.code).toBe(404)
    const preview = await okGet<InvitationPreview>(invitee.client, P.getInvitation, { dataCode: created.dataCode })
    expect(preview).toMatchObject({ teamName: '总装线束组', inviterName: admin.username, role: 'editor', status: 'pending', alreadyMember: false })
    const notices = await okGet<NoticePage>(invitee.client, NP.listNotices)
    expect(notices.notices[0]).toMatchObject({ kind: 'teamInvitation', dataCode: created.dataCode, status: 'pending' })
    const accepted = await invitee.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(accepted.body).toMatchObject({ code: 200, message: '已加入团队“总装线束组”', data: { teamId } })
    const replay = await invitee.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(replay.body).toMatchObject({ code: 400, message: '该邀请已被使用' })
    const after = await okGet<NoticePage>(invitee.client, NP.listNotices)
    expect(after.notices[0]).toMatchObject({ kind: 'teamInvitation', dataCode: null, status: 'accepted' })
    const inviterNotices = await okGet<NoticePage>(admin.client, NP.listNotices)
    expect(inviterNotices.notices.some((n) => n.kind === 'invitationAccepted' && n.username === invitee.username)).toBe(true)
  })

  it('Z5: an expired invitation is refused; a revoked one too; an unknown or forged code is 404', async () => {
    const late = await person(server)
    const created = await okPost<{ dataCode: string; invitationId: number }>(owner.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    // Invitations live 7 days and sessions 1: the invitation is made 7 days old, as GoTrue's tests age their tokens.
    const now = server.clock.now()
    await server.database.db('team_invitations').where({ id: created.invitationId }).update({ created_at: new Date(now - 7 * 86_400_000 - 1000), expires_at: new Date(now - 1000) })
    const expired = await late.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(expired.body).toMatchObject({ code: 400, message: '邀请已过期，请向团队管理员重新索取' })
    const fresh = await okPost<{ dataCode: string; invitationId: number }>(owner.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    await okPost(admin.client, P.revokeInvitation, { teamId, invitationId: fresh.invitationId })
    const revoked = await late.client.post(P.acceptInvitation, { dataCode: fresh.dataCode }, 'json')
    expect(revoked.body).toMatchObject({ code: 400, message: '邀请已被撤销' })
    const forged = await late.client.post(P.acceptInvitation, { dataCode: fresh.dataCode.slice(0, -2) + 'AA' }, 'json')
    expect(forged.body.code).toBe(404)
    const list = await okGet<InvitationView[]>(admin.client, P.listInvitations, { teamId })
    expect(list.find((i) => i.invitationId === created.invitationId)?.status).toBe('expired')
    expect(list.find((i) => i.invitationId === fresh.invitationId)?.status).toBe('revoked')
    expect((await late.client.get(P.getTeam, { teamId: String(teamId) })).body.code).toBe(404)
  })

  it('Z3: an invitation revoked through another team is 404 and stays valid', async () => {
    const other = await newTeam(admin, '另一个团队')
    const created = await okPost<{ dataCode: string; invitationId: number }>(owner.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    const mismatch = await admin.client.post(P.revokeInvitation, { teamId: other, invitationId: created.invitationId }, 'json')
    expect(mismatch.body.code).toBe(404)
    const joiner = await person(server)
    await okPost(joiner.client, P.acceptInvitation, { dataCode: created.dataCode })
  })

  it('a link invitation lets several people join; a member is told they already belong', async () => {
    const created = await okPost<{ dataCode: string; invitationId: number }>(owner.client, P.createInvitation, { teamId, kind: 'link', role: 'viewer' })
    const [a, b] = await Promise.all([person(server), person(server)])
    await okPost(a.client, P.acceptInvitation, { dataCode: created.dataCode })
    await okPost(b.client, P.acceptInvitation, { dataCode: created.dataCode })
    const again = await a.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(again.body).toMatchObject({ code: 400, message: '该用户已是团队成员' })
    const list = await okGet<InvitationView[]>(owner.client, P.listInvitations, { teamId })
    expect(list.find((i) => i.invitationId === created.invitationId)).toMatchObject({ uses: 2, status: 'pending' })
  })

  it('declines a username invitation; only the owner invites admins; self and unknown users are refused', async () => {
    const invitee = await person(server)
    const created = await okPost<{ dataCode: string }>(owner.client, P.createInvitation, { teamId, kind: 'user', username: invitee.username, role: 'admin' })
    await okPost(invitee.client, P.declineInvitation, { dataCode: created.dataCode })
    const accept = await invitee.client.post(P.acceptInvitation, { dataCode: created.dataCode }, 'json')
    expect(accept.body.code).toBe(400)
    const adminInvitesAdmin = await admin.client.post(P.createInvitation, { teamId, kind: 'link', role: 'admin' }, 'json')
    expect(adminInvitesAdmin.body.code).toBe(403)
    const self = await admin.client.post(P.createInvitation, { teamId, kind: 'user', username: admin.username, role: 'viewer' }, 'json')
    expect(self.body).toMatchObject({ code: 400, message: '不能邀请自己' })
    const nobody = await admin.client.post(P.createInvitation, { teamId, kind: 'user', username: 'nobody_here_at_all', role: 'viewer' }, 'json')
    expect(nobody.body).toMatchObject({ code: 404, message: '用户不存在' })
    const member = await admin.client.post(P.createInvitation, { teamId, kind: 'user', username: viewer.username, role: 'viewer' }, 'json')
    expect(member.body).toMatchObject({ code: 400, message: '该用户已是团队成员' })
  })

  it('needs a session for every team call (Z1)', async () => {
    const anonymous = server.client()
    for (const path of [P.listTeams, P.getTeam, P.listInvitations, P.getInvitation, P.getTeamConfig]) {
      expect((await anonymous.get(path, { teamId: String(teamId) })).body.code).toBe(401)
    }
    for (const path of [P.createTeam, P.acceptInvitation, P.createInvitation]) {
      expect((await anonymous.post(path, {}, 'json')).body.code).toBe(401)
    }
  })
})
