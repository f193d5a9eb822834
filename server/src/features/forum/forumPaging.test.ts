import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IssueAndReplies } from '@harness/protocol'
import { doc, forumUser, issuePath, newIssue, newReply } from '../../../test/forumFixtures'
import { startTestServer, type TestServer } from '../../../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('forum paging', () => {
  it('an issue with 10,000 replies pages oldest first with the right total', async () => {
    const author = await forumUser(server)
    const issueId = await newIssue(author.client)
    const firstId = await newReply(author.client, issueId, doc('reply 0'))
    const now = new Date(server.clock.now())
    const rows = Array.from({ length: 9_999 }, (_, i) => ({
      issue_id: issueId,
      author_id: author.id,
      content: JSON.stringify(doc(`reply ${i + 1}`)),
      content_text: `reply ${i + 1}`,
      created_at: now,
      updated_at: now,
    }))
    await server.database.db.batchInsert('replies', rows, 1000)
    await server.database.db('issues').where({ id: issueId }).update({ reply_count: 10_000 })

    const first = (await author.client.get<IssueAndReplies>(issuePath(issueId))).body.data
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 10_000 })
    expect(first.replies.map((r) => r.content)).toEqual(Array.from({ length: 20 }, (_, i) => doc(`reply ${i}`)))
    expect(first.replies[0]!.replyId).toBe(firstId)
    const last = (await author.client.get<IssueAndReplies>(issuePath(issueId), { page: '100', pageSize: '100' })).body.data
    expect(last.replies.length).toBe(100)
    expect(last.replies.at(-1)!.content).toEqual(doc('reply 9999'))
    const beyond = (await author.client.get<IssueAndReplies>(issuePath(issueId), { page: '101', pageSize: '100' })).body.data
    expect(beyond.replies).toEqual([])
    const plan = await server.database.db.raw(`explain select * from replies where issue_id = ? order by id limit 20`, [issueId])
    expect(JSON.stringify(plan.rows)).toMatch(/replies_issue_id_id_index|Index/)
  })
})
