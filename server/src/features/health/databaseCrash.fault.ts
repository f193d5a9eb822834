import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, ForumPaths as F } from '@harness/protocol'
import { doc, forumUser, type ForumUser } from '../../../test/forumFixtures'
import { isHonest503, runLoad, statusCounts } from '../../../test/loadDriver'
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../../../test/privateCluster'
import { startTestServer, type TestServer } from '../../../test/testServer'

/**
 * Security F3: the PostgreSQL postmaster is killed outright (`kill -9`) while clients create
 * issues; after PostgreSQL's crash recovery every issue the server acknowledged with code 200 is
 * there. Runs on a PostgreSQL cluster of its own.
 */
const unavailable = privateClusterUnavailable()
if (unavailable) console.warn(`F3 skipped: ${unavailable}`)
let cluster: PrivateCluster
let server: TestServer
let author: ForumUser

beforeAll(async () => {
  if (unavailable) return
  cluster = await startPrivateCluster()
  server = await startTestServer({ database: { serverUrl: cluster.url, poolMax: 5 } })
  author = await forumUser(server)
})
afterAll(async () => {
  await server?.close()
  await cluster?.destroy()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(unavailable !== null)(`database crash${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('F3 kill -9 of the postmaster during a write loop: after recovery every acknowledged issue is present', async () => {
    // Durability rests on these two settings (their defaults); the cluster must not run without them.
    expect(await cluster.sql('show fsync')).toBe('on')
    expect(await cluster.sql('show synchronous_commit')).toBe('on')

    const acknowledged: number[] = []
    let backAt = Number.POSITIVE_INFINITY
    let recoveredAt = Number.POSITIVE_INFINITY
    const writes = runLoad({
      url: server.url,
      path: F.createIssue,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `token=${author.client.token}`, 'x-csrf-token': author.client.csrf! },
      body: (connection, sequence) => JSON.stringify({ title: `Crash test ${connection}-${sequence}`, content: doc(`written by client ${connection}, number ${sequence}`) }),
      connections: 4,
      durationMs: 50_000,
      timeoutMs: 10_000,
      until: () => Date.now() > Math.min(recoveredAt + 1000, backAt + 15_000),
      onAnswer: (answer) => {
        const issueId = (answer.body as { data?: { issueId?: number } } | null)?.data?.issueId
        if (answer.status === 200 && typeof issueId === 'number') acknowledged.push(issueId)
        if (answer.status === 200 && answer.sentAt > backAt) recoveredAt = Math.min(recoveredAt, answer.sentAt)
      },
    })
    while (acknowledged.length < 30) await sleep(20)
    const beforeKill = acknowledged.length
    await cluster.killPostmaster()
    await sleep(1000)
    await cluster.start()
    backAt = Date.now()
    const answers = await writes

    const counts = statusCounts(answers)
    // The writes in flight when the database died, and those sent while it was down, were refused honestly.
    expect(Object.keys(counts).filter((status) => status !== '200' && status !== '503'), JSON.stringify(counts)).toEqual([])
    expect(answers.filter((a) => a.status === 503 && !isHonest503(a))).toEqual([])
    expect(counts['503'] ?? 0).toBeGreaterThan(0)
    expect(recoveredAt - backAt, 'writes succeed again within 10 s of the restart').toBeLessThan(10_000)
    expect(acknowledged.length).toBeGreaterThan(beforeKill)
    // No 500 and no stack in the log: the outage is one warning, not an error per request.
    expect(server.logLines.filter((line) => line.includes('"level":50'))).toEqual([])

    const stored = (await server.database.db('issues').whereIn('id', acknowledged).pluck('id')).map(Number)
    expect(new Set(stored)).toEqual(new Set(acknowledged))
    // Each acknowledged issue reads back whole through the API.
    const sample = acknowledged[Math.floor(beforeKill / 2)]!
    const read = await author.client.get(F.queryIssueAndReply.replace(':issueId', String(sample)))
    expect(read.body.code, read.text).toBe(200)
    expect((await author.client.get(P.visit)).body.code).toBe(200)
  })
})
