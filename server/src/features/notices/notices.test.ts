import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NoticePaths as P, PeoplePaths as PE, TeamPaths as T, type NoticePage, type PublicProfile } from '@harness/protocol'
import { newIssue, newReply } from '../../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { addMember, newTeam, okGet, okPost, person, type Person } from '../../../test/workspaceFixtures'

let server: TestServer
let author: Person
let replier: Person
let stranger: Person

beforeAll(async () => {
  server = await startTestServer()
  ;[author, replier, stranger] = await Promise.all([person(server), person(server), person(server)])
})
afterAll(() => server.close())

describe('notices', () => {
  it('tells an author about replies to their issue, with the issue and who replied', async () => {
    const issueId = await newIssue(author.client, '端子压接高度')
    await newReply(replier.client, issueId)
    const page = await okGet<NoticePage>(author.client, P.listNotices)
    expect(page).toMatchObject({ total: 1, unread: 1, page: 1 })
    expect(page.notices[0]).toMatchObject({ kind: 'issueReply', issueId, issueTitle: '端子压接高度', replierName: replier.username, read: false })
    expect(await okGet(author.client, P.unreadCount)).toEqual({ unread: 1 })
  })

  it('marks notices read: listed ones or all, never another user\'s', async () => {
    const teamId = await newTeam(author, '通知组')
    await addMember(author, teamId, replier, 'editor')
    await okPost(author.client, T.changeMemberRole, { teamId, username: replier.username, role: 'viewer' })
    const mine = await okGet<NoticePage>(replier.client, P.listNotices, { unread: '1' })
    expect(mine.notices.map((n) => n.kind)).toEqual(['roleChanged'])
    const theirs = await okGet<NoticePage>(author.client, P.listNotices)
    const foreign = await okPost<{ unread: number }>(replier.client, P.markRead, { noticeIds: theirs.notices.map((n) => n.noticeId) })
    expect(foreign.unread).toBe(1)
    expect((await okGet<NoticePage>(author.client, P.listNotices)).unread).toBe(theirs.unread)
    expect(await okPost(replier.client, P.markRead, { noticeIds: [mine.notices[0]!.noticeId] })).toEqual({ unread: 0 })
    expect(await okPost(author.client, P.markRead, { all: true })).toEqual({ unread: 0 })
    const neither = await author.client.post(P.markRead, {}, 'json')
    expect(neither.body.code).toBe(400)
    const both = await author.client.post(P.markRead, { all: true, noticeIds: [1] }, 'json')
    expect(both.body.code).toBe(400)
  })

  it('pages notices and refuses a page size over the limit', async () => {
    expect((await author.client.get(P.listNotices, { pageSize: '101' })).body.code).toBe(400)
    const page = await okGet<NoticePage>(author.client, P.listNotices, { page: 2, pageSize: 1 })
    expect(page.notices.length).toBe(1)
    expect(page.page).toBe(2)
  })
})

describe('public profiles', () => {
  it('shows a user\'s public face and the teams both share; unknown users are 404', async () => {
    const profile = await okGet<PublicProfile>(stranger.client, PE.getPublicProfile, { username: author.username })
    expect(profile).toMatchObject({ username: author.username, sharedTeams: [] })
    expect(Object.keys(profile).sort()).toEqual(['company', 'description', 'joinedAt', 'picture', 'realName', 'sharedTeams', 'username'])
    const shared = await okGet<PublicProfile>(replier.client, PE.getPublicProfile, { username: author.username })
    expect(shared.sharedTeams).toEqual(['通知组'])
    expect((await stranger.client.get(PE.getPublicProfile, { username: 'no_such_person' })).body).toMatchObject({ code: 404, message: '用户不存在' })
    expect((await server.client().get(PE.getPublicProfile, { username: author.username })).body.code).toBe(401)
  })
})
