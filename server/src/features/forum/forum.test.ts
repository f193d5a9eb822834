import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ForumPaths as F, formatMessage, type IssueAndReplies, type IssuePage } from '@harness/protocol'
import { doc, forumUser, issuePath, newIssue, newReply, type ForumUser } from '../../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'

let server: TestServer
let alice: ForumUser
let bob: ForumUser
let admin: ForumUser
beforeAll(async () => {
  server = await startTestServer()
  alice = await forumUser(server)
  bob = await forumUser(server)
  admin = await forumUser(server, 'admin')
})
afterAll(async () => {
  await server?.close()
})

const db = () => server.database.db
const detail = (user: ForumUser, issueId: number, query: Record<string, string> = {}) => user.client.get<IssueAndReplies>(issuePath(issueId), query)
const forbidden = { code: 403, message: formatMessage('forbidden'), data: { reason: 'notAuthor' } }

async function visibleReplies(issueId: number): Promise<number> {
  const row = await db()('replies').where({ issue_id: issueId, hidden: false }).count({ n: '*' }).first()
  return Number((row as { n: string | number }).n)
}

async function storedCount(issueId: number): Promise<number> {
  return Number(((await db()('issues').where({ id: issueId }).first('reply_count')) as { reply_count: number }).reply_count)
}

describe('forum: issues and replies', () => {
  it('createIssue, submitIssueReply and queryIssueAndReply: the issue and its replies oldest first', async () => {
    const issueId = await newIssue(alice.client, '  线束 gauge  ')
    const first = await newReply(bob.client, issueId, doc('first'))
    const second = await newReply(alice.client, issueId, doc('second'))
    const answer = await detail(bob, issueId)
    expect(answer.body.code, answer.text).toBe(200)
    const data = answer.body.data
    expect(data.issue).toMatchObject({ issueId, title: '线束 gauge', content: doc('What gauge for 10 A?'), createrName: alice.account.username, closed: false, pinned: false, hidden: false, replyCount: 2, canEdit: false, canModerate: false })
    expect(data.issue.createDate).toBe(new Date(server.clock.now()).toISOString())
    expect(data.replies.map((r) => r.replyId)).toEqual([first, second])
    expect(data.replies[0]).toEqual({ replyId: first, createrName: bob.account.username, createDate: data.issue.createDate, content: doc('first'), hidden: false, canEdit: true })
    expect(data.replies[1]!.canEdit).toBe(false)
    expect({ page: data.page, pageSize: data.pageSize, total: data.total }).toEqual({ page: 1, pageSize: 20, total: 2 })
    expect((await detail(alice, issueId)).body.data.issue.canEdit).toBe(true)
    expect((await detail(admin, issueId)).body.data.issue).toMatchObject({ canEdit: true, canModerate: true })
  })

  it('submitIssueReply answers replySubmitted, createIssue issueCreated', async () => {
    const created = await alice.client.post(F.createIssue, { title: 't', content: doc('c') }, 'json')
    expect(created.body).toEqual({ code: 200, message: formatMessage('issueCreated'), data: { issueId: expect.any(Number) } })
    const replied = await bob.client.post(F.submitIssueReply, { content: doc('r'), issueId: (created.body.data as { issueId: number }).issueId }, 'json')
    expect(replied.body).toEqual({ code: 200, message: formatMessage('replySubmitted'), data: { replyId: expect.any(Number) } })
  })

  it('queryIssueAndReply: unknown ids 404, bad path parameters 400, paging parameters checked', async () => {
    const missing = await detail(alice, 999_999)
    expect(missing.body).toEqual({ code: 404, message: formatMessage('issueNotFound'), data: { field: 'issueId' } })
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '99999999999999999999']) {
      const answer = await alice.client.get(issuePath(bad))
      expect(answer.body.code, bad).toBe(400)
      expect(answer.body.data).toEqual({ field: 'issueId' })
    }
    const issueId = await newIssue(alice.client)
    for (const [query, field] of [[{ page: '0' }, 'page'], [{ pageSize: '101' }, 'pageSize'], [{ pageSize: 'x' }, 'pageSize']] as const) {
      const answer = await detail(alice, issueId, query)
      expect(answer.body, JSON.stringify(query)).toMatchObject({ code: 400, data: { field } })
    }
    expect((await detail(alice, issueId, { sort: 'password_hash' })).body.code).toBe(400)
    const full = await detail(alice, issueId, { page: '1', pageSize: '100' })
    expect(full.body.data.pageSize).toBe(100)
  })

  it('spec 5: empty or whitespace-only replies are refused with 不能回复空内容 and nothing is stored', async () => {
    const issueId = await newIssue(alice.client)
    const blanks: unknown[] = ['', '   ', '<p> </p>', '<p><br></p>', { type: 'doc', content: [{ type: 'paragraph' }] }, doc('   \n\t')]
    for (const content of blanks) {
      const answer = await bob.client.post(F.submitIssueReply, { content, issueId }, 'json')
      expect(answer.body, JSON.stringify(content)).toEqual({ code: 400, message: '不能回复空内容', data: { field: 'content' } })
    }
    expect(await visibleReplies(issueId)).toBe(0)
  })

  it('spec 5: a reply or issue body of zero-width and other invisible characters only is empty too, and nothing is stored', async () => {
    const issueId = await newIssue(alice.client)
    const issuesBefore = Number((await db()('issues').count({ n: '*' }).first())?.n)
    const invisible: unknown[] = ['\u200b\u200b\u200b', '<p>\u200b\u200c\u200d</p>', doc('\u200b\ufeff\u2060'), doc('\u3164\u115f'), doc(' \u00ad\u3000'), doc('\u202e\ufe0f')]
    const empty = { code: 400, message: '不能回复空内容', data: { field: 'content' } }
    const emptyIssue = { code: 400, message: '问题描述不能为空', data: { field: 'content' } }
    for (const content of invisible) {
      expect((await bob.client.post(F.submitIssueReply, { content, issueId }, 'json')).body, JSON.stringify(content)).toEqual(empty)
      expect((await bob.client.post(F.createIssue, { title: 'Invisible', content }, 'json')).body, JSON.stringify(content)).toEqual(emptyIssue)
    }
    expect(await visibleReplies(issueId)).toBe(0)
    expect(Number((await db()('issues').count({ n: '*' }).first())?.n)).toBe(issuesBefore)
    expect((await bob.client.post(F.submitIssueReply, { content: doc('\u200bok\u200b'), issueId }, 'json')).body.code).toBe(200)
  })

  it('body validation: unknown fields, wrong types, missing fields, bad ids, titles', async () => {
    const issueId = await newIssue(alice.client)
    const cases: Array<[string, unknown, number, string]> = [
      [F.submitIssueReply, { content: doc('x'), issueId, isAdmin: true }, 400, 'unknownFields'],
      [F.submitIssueReply, { content: doc('x'), issueId: 'abc' }, 400, 'wrongFieldType'],
      [F.submitIssueReply, { content: doc('x'), issueId: 0 }, 400, 'wrongFieldType'],
      [F.submitIssueReply, { content: doc('x'), issueId: [issueId] }, 400, 'wrongFieldType'],
      [F.submitIssueReply, { content: doc('x') }, 400, 'wrongFieldType'],
      [F.submitIssueReply, { content: doc('x'), issueId: 999_999 }, 404, 'issueNotFound'],
      [F.submitIssueReply, [1, 2], 400, 'malformedBody'],
      [F.createIssue, { title: '   ', content: doc('x') }, 400, 'titleEmpty'],
      [F.createIssue, { title: 'x'.repeat(121), content: doc('x') }, 400, 'titleTooLong'],
      [F.createIssue, { title: 42, content: doc('x') }, 400, 'wrongFieldType'],
      [F.createIssue, { title: 't', content: 42 }, 400, 'contentInvalid'],
      [F.createIssue, { title: 't', content: { type: 'doc', content: [{ type: 'paragraph' }] } }, 400, 'issueContentEmpty'],
      [F.createIssue, { title: 't', content: '  ' }, 400, 'issueContentEmpty'],
      [F.updateIssue, { issueId, content: doc('  ') }, 400, 'issueContentEmpty'],
      [F.submitIssueReply, { content: doc('  '), issueId }, 400, 'replyEmpty'],
      [F.updateIssue, { issueId }, 400, 'badRequest'],
      [F.setIssueClosed, { issueId, closed: 'yes' }, 400, 'wrongFieldType'],
      [F.moderate, { target: 'user', id: 1, action: 'hide' }, 400, 'wrongFieldType'],
    ]
    for (const [path, body, code, key] of cases) {
      const answer = await alice.client.post(path, body, 'json')
      expect(answer.body.code, `${path} ${JSON.stringify(body)}`).toBe(code)
      if (key === 'titleTooLong') expect(answer.body.message).toBe(formatMessage('titleTooLong', { max: 120 }))
      else if (!['unknownFields', 'wrongFieldType'].includes(key)) expect(answer.body.message, key).toBe(formatMessage(key as 'badRequest'))
    }
    expect((await alice.client.post(F.createIssue, { title: 'x'.repeat(120), content: doc('x') }, 'json')).body.code).toBe(200)
    expect((await alice.client.post(F.submitIssueReply, { content: doc('as string id'), issueId: String(issueId) }, 'json')).body.code).toBe(200)
  })

  it('updateIssue, setIssueClosed and deleteIssue by the author; closed issues refuse replies (issueClosed)', async () => {
    const issueId = await newIssue(alice.client)
    const updated = await alice.client.post(F.updateIssue, { issueId, title: ' New title ', content: '<p>new <b>body</b></p>' }, 'json')
    expect(updated.body).toEqual({ code: 200, message: formatMessage('updateSuccess'), data: null })
    const issue = (await detail(alice, issueId)).body.data.issue
    expect(issue.title).toBe('New title')
    expect(issue.content).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'new ' }, { type: 'text', text: 'body', marks: [{ type: 'strong' }] }] }] })
    expect((await alice.client.post(F.setIssueClosed, { issueId, closed: true }, 'json')).body.code).toBe(200)
    const refused = await bob.client.post(F.submitIssueReply, { content: doc('late'), issueId }, 'json')
    expect(refused.body).toEqual({ code: 409, message: formatMessage('issueClosed'), data: { field: 'issueId' } })
    expect((await detail(bob, issueId)).body.data.issue.closed).toBe(true)
    expect((await alice.client.post(F.setIssueClosed, { issueId, closed: false }, 'json')).body.code).toBe(200)
    await newReply(bob.client, issueId)
    expect((await alice.client.post(F.deleteIssue, { issueId }, 'json')).body.code).toBe(200)
    expect((await detail(alice, issueId)).body.code).toBe(404)
    expect(await db()('replies').where({ issue_id: issueId }).first()).toBeUndefined()
  })

  it('updateReply and deleteReply by the author keep reply_count equal to the visible replies', async () => {
    const issueId = await newIssue(alice.client)
    const keep = await newReply(bob.client, issueId)
    const gone = await newReply(bob.client, issueId)
    expect((await bob.client.post(F.updateReply, { replyId: keep, content: doc('edited') }, 'json')).body.code).toBe(200)
    expect((await detail(alice, issueId)).body.data.replies[0]!.content).toEqual(doc('edited'))
    expect((await bob.client.post(F.deleteReply, { replyId: gone }, 'json')).body.code).toBe(200)
    expect(await storedCount(issueId)).toBe(1)
    expect(await visibleReplies(issueId)).toBe(1)
    expect((await bob.client.post(F.deleteReply, { replyId: gone }, 'json')).body).toMatchObject({ code: 404, message: formatMessage('replyNotFound') })
  })

  it('notice: a reply by someone else stores a notice for the issue author; their own reply does not', async () => {
    const issueId = await newIssue(alice.client)
    const replyId = await newReply(bob.client, issueId)
    await newReply(alice.client, issueId)
    const notices = await db()('notices').where({ issue_id: issueId }).select('user_id', 'kind', 'reply_id', 'read_at')
    expect(notices).toEqual([{ user_id: expect.anything(), kind: 'reply', reply_id: expect.anything(), read_at: null }])
    expect(String(notices[0].user_id)).toBe(alice.id)
    expect(Number(notices[0].reply_id)).toBe(replyId)
  })

  it('moderate: hide/unhide issues and replies, pin/unpin; reply_count follows; only admin/superadmin', async () => {
    const superadmin = await forumUser(server, 'superadmin')
    const issueId = await newIssue(alice.client, 'to moderate')
    const r1 = await newReply(bob.client, issueId)
    await newReply(bob.client, issueId)
    const byUser = await alice.client.post(F.moderate, { target: 'issue', id: issueId, action: 'hide' }, 'json')
    expect(byUser.body).toEqual({ code: 403, message: formatMessage('forbidden'), data: { reason: 'notModerator' } })

    expect((await admin.client.post(F.moderate, { target: 'reply', id: r1, action: 'hide' }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.moderate, { target: 'reply', id: r1, action: 'hide' }, 'json')).body.code).toBe(200)
    expect(await storedCount(issueId)).toBe(1)
    expect(await visibleReplies(issueId)).toBe(1)
    const seenByUser = (await detail(bob, issueId)).body.data
    expect({ total: seenByUser.total, ids: seenByUser.replies.map((r) => r.replyId).includes(r1) }).toEqual({ total: 1, ids: false })
    const seenByAdmin = (await detail(admin, issueId)).body.data
    expect(seenByAdmin.total).toBe(2)
    expect(seenByAdmin.replies.find((r) => r.replyId === r1)?.hidden).toBe(true)
    expect((await bob.client.post(F.updateReply, { replyId: r1, content: doc('x') }, 'json')).body.code).toBe(404)
    expect((await admin.client.post(F.deleteReply, { replyId: r1 }, 'json')).body.code).toBe(200)
    expect(await storedCount(issueId)).toBe(1)

    expect((await superadmin.client.post(F.moderate, { target: 'reply', id: r1, action: 'pin' }, 'json')).body.code).toBe(400)
    expect((await superadmin.client.post(F.moderate, { target: 'issue', id: issueId, action: 'pin' }, 'json')).body.code).toBe(200)
    const listed = (await bob.client.get<IssuePage>(F.listIssues)).body.data
    expect(listed.issues[0]).toMatchObject({ issueId, pinned: true })
    expect((await superadmin.client.post(F.moderate, { target: 'issue', id: issueId, action: 'hide' }, 'json')).body.code).toBe(200)
    expect((await detail(bob, issueId)).body).toEqual({ code: 404, message: formatMessage('issueNotFound'), data: { field: 'issueId' } })
    expect((await detail(alice, issueId)).body.code).toBe(404)
    expect((await bob.client.post(F.submitIssueReply, { content: doc('x'), issueId }, 'json')).body.code).toBe(404)
    expect((await bob.client.get<IssuePage>(F.listIssues)).body.data.issues.some((i) => i.issueId === issueId)).toBe(false)
    expect((await admin.client.get<IssuePage>(F.listIssues)).body.data.issues.some((i) => i.issueId === issueId)).toBe(true)
    expect((await detail(admin, issueId)).body.data.issue.hidden).toBe(true)
    expect((await admin.client.post(F.moderate, { target: 'issue', id: issueId, action: 'unhide' }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.moderate, { target: 'issue', id: issueId, action: 'unpin' }, 'json')).body.code).toBe(200)
    expect((await detail(bob, issueId)).body.data.issue).toMatchObject({ hidden: false, pinned: false })
  })

  it('listIssues: status, mine, paging, newest activity first, excerpt', async () => {
    const carol = await forumUser(server)
    const older = await newIssue(carol.client, 'carol older', doc('older body'))
    server.clock.advance(1000)
    const newer = await newIssue(carol.client, 'carol newer', doc('newer body'))
    server.clock.advance(1000)
    await newReply(bob.client, older)
    const mine = (await carol.client.get<IssuePage>(F.listIssues, { mine: '1' })).body.data
    expect(mine.issues.map((i) => i.issueId)).toEqual([older, newer])
    expect(mine.total).toBe(2)
    expect(mine.issues[0]).toMatchObject({ title: 'carol older', createrName: carol.account.username, replyCount: 1, closed: false, excerpt: 'older body' })
    expect((await carol.client.post(F.setIssueClosed, { issueId: newer, closed: true }, 'json')).body.code).toBe(200)
    const closed = (await carol.client.get<IssuePage>(F.listIssues, { mine: '1', status: 'closed' })).body.data
    expect(closed.issues.map((i) => i.issueId)).toEqual([newer])
    const open = (await carol.client.get<IssuePage>(F.listIssues, { mine: '1', status: 'open' })).body.data
    expect(open.issues.map((i) => i.issueId)).toEqual([older])
    const page2 = (await carol.client.get<IssuePage>(F.listIssues, { mine: '1', page: '2', pageSize: '1' })).body.data
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: 2 })
    expect(page2.issues.map((i) => i.issueId)).toEqual([newer])
    const badQueries: Array<Record<string, string>> = [{ status: 'deleted' }, { mine: 'yes' }, { pageSize: '0' }, { q: 'x'.repeat(101) }, { extra: '1' }]
    for (const query of badQueries) {
      expect((await carol.client.get(F.listIssues, query)).body.code, JSON.stringify(query)).toBe(400)
    }
  })

  it('I1: search over title and plain text is literal: %, _ and quotes are not wildcards or SQL', async () => {
    const dave = await forumUser(server)
    const percent = await newIssue(dave.client, 'rated 100% duty', doc('plain'))
    const underscore = await newIssue(dave.client, 'plain title', doc('the a_b connector'))
    await newIssue(dave.client, 'rated 1000 duty', doc('aXb connector'))
    const search = async (q: string) => (await dave.client.get<IssuePage>(F.listIssues, { mine: '1', q })).body.data.issues.map((i) => i.issueId)
    expect(await search('100%')).toEqual([percent])
    expect(await search('a_b')).toEqual([underscore])
    expect(await search('A_B CONNECTOR')).toEqual([underscore])
    expect(await search("%' OR 1=1 --")).toEqual([])
    expect(await search('\\')).toEqual([])
    const injected = await dave.client.get(F.listIssues, { q: "'; drop table issues; --" })
    expect(injected.body.code).toBe(200)
    expect(await db()('issues').where({ id: percent }).first('id')).toBeDefined()
  })
})

describe('forum access control', () => {
  it('Z1: every forum route answers 401 without a session', async () => {
    const anonymous = server.client()
    for (const path of Object.values(F)) {
      const concrete = path.replace(':issueId', '1')
      const answer = path === F.queryIssueAndReply || path === F.listIssues ? await anonymous.get(concrete) : await anonymous.post(concrete, { issueId: 1, content: doc('x') }, 'json')
      expect(answer.body, path).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    }
  })

  it('Z2: another user editing or deleting gets 403 {reason: notAuthor} and nothing changes; author and moderator get 200', async () => {
    const issueId = await newIssue(alice.client, 'original title', doc('original'))
    const replyId = await newReply(alice.client, issueId, doc('original reply'))
    const attempts: Array<[string, unknown]> = [
      [F.updateIssue, { issueId, title: 'defaced' }],
      [F.setIssueClosed, { issueId, closed: true }],
      [F.deleteIssue, { issueId }],
      [F.updateReply, { replyId, content: doc('defaced') }],
      [F.deleteReply, { replyId }],
    ]
    for (const [path, body] of attempts) expect((await bob.client.post(path, body, 'json')).body, path).toEqual(forbidden)
    const after = (await detail(alice, issueId)).body.data
    expect(after.issue).toMatchObject({ title: 'original title', closed: false, content: doc('original') })
    expect(after.replies.map((r) => r.content)).toEqual([doc('original reply')])
    expect((await alice.client.post(F.updateReply, { replyId, content: doc('by author') }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.updateReply, { replyId, content: doc('by moderator') }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.updateIssue, { issueId, title: 'moderated' }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.setIssueClosed, { issueId, closed: true }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.deleteReply, { replyId }, 'json')).body.code).toBe(200)
    expect((await admin.client.post(F.deleteIssue, { issueId }, 'json')).body.code).toBe(200)
  })

  it('Z3: updateReply/deleteReply naming a reply of another issue answer 404 and change nothing', async () => {
    const x = await newIssue(alice.client)
    const y = await newIssue(alice.client)
    const replyOfY = await newReply(alice.client, y, doc('of y'))
    const update = await alice.client.post(F.updateReply, { replyId: replyOfY, issueId: x, content: doc('moved') }, 'json')
    expect(update.body).toEqual({ code: 404, message: formatMessage('replyNotFound'), data: { field: 'replyId' } })
    expect((await alice.client.post(F.deleteReply, { replyId: replyOfY, issueId: x }, 'json')).body.code).toBe(404)
    expect((await detail(alice, y)).body.data.replies.map((r) => r.content)).toEqual([doc('of y')])
    expect((await alice.client.post(F.updateReply, { replyId: replyOfY, issueId: y, content: doc('fine') }, 'json')).body.code).toBe(200)
  })
})

describe('F8: idempotent writes', () => {
  it('the same key and body returns the first answer without writing again; another body with that key is 409', async () => {
    const issueKey = { 'idempotency-key': 'create-issue-1' }
    const body = { title: 'idempotent', content: doc('once') }
    const first = await alice.client.post(F.createIssue, body, 'json', issueKey)
    const retry = await alice.client.post(F.createIssue, body, 'json', issueKey)
    expect(first.body.code).toBe(200)
    expect(retry.body).toEqual(first.body)
    expect((await db()('issues').where({ title: 'idempotent' })).length).toBe(1)
    const conflict = await alice.client.post(F.createIssue, { ...body, title: 'other' }, 'json', issueKey)
    expect(conflict.body).toEqual({ code: 409, message: formatMessage('idempotencyConflict'), data: null })
    expect((await alice.client.post(F.deleteIssue, { issueId: 1 }, 'json', issueKey)).body.code).toBe(409)
    // Keys belong to one user: another user's request with the same key is its own.
    expect((await bob.client.post(F.createIssue, body, 'json', issueKey)).body.code).toBe(200)

    const issueId = (first.body.data as { issueId: number }).issueId
    const replyKey = { 'idempotency-key': 'reply-1' }
    const r1 = await bob.client.post(F.submitIssueReply, { content: doc('retry me'), issueId }, 'json', replyKey)
    const r2 = await bob.client.post(F.submitIssueReply, { content: doc('retry me'), issueId }, 'json', replyKey)
    expect(r2.body).toEqual(r1.body)
    expect(await visibleReplies(issueId)).toBe(1)
    expect(await storedCount(issueId)).toBe(1)
    expect((await db()('notices').where({ issue_id: issueId })).length).toBe(1)
  })

  it('a failed write does not keep its key; a malformed key is 400', async () => {
    const key = { 'idempotency-key': 'fails-first' }
    expect((await alice.client.post(F.createIssue, { title: '', content: doc('x') }, 'json', key)).body.code).toBe(400)
    expect((await alice.client.post(F.createIssue, { title: 'now fine', content: doc('x') }, 'json', key)).body.code).toBe(200)
    const bad = await alice.client.post(F.createIssue, { title: 't', content: doc('x') }, 'json', { 'idempotency-key': 'x'.repeat(201) })
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'Idempotency-Key' } })
  })
})
