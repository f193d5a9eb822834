/**
 * `npm run bench:forum`: an issue with 10,000 replies on a fresh embedded database (or a scratch
 * database on the `DATABASE_URL` server): the first and last page's latency over sequential
 * requests, then autocannon on loopback with 50 connections for 30 s (`BENCH_SECONDS`) on the
 * issue read and on the reply create, printing requests per second, p50/p99 and errors as JSON.
 * Rate limits are lifted for the run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { ForumPaths } from '@harness/protocol'
import { createScratchDatabase } from './db/scratchDatabase'
import { readConfig } from './config'
import { insertUser } from './features/accounts/users.repo'
import { hashPassword } from './lib/passwords'
import { defaultRateRules } from './lib/rateRules'
import { sha256 } from './lib/tokens'
import { csrfTokenFor } from './features/accounts/sessionCookie'
import { createLogger, startServer } from './startServer'

const REPLIES = 10_000

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? '30')
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('BENCH_SECONDS must be a positive number')
  const dataDir = mkdtempSync(join(tmpdir(), 'harness-forum-bench-'))
  const base = readConfig()
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl) : null
  const config = { ...base, databaseUrl: scratch?.url ?? null, port: 0, host: '127.0.0.1', dataDir, shellDir: null, mode: 'test' as const }
  const running = await startServer(config, { rateRules: defaultRateRules(1e9), log: createLogger('warn') })
  const { db, secret } = running.deps
  const now = new Date()
  await insertUser(db, { username: 'forumbench', usernameKey: 'forumbench', phone: '13800000001', email: null, emailKey: null, passwordHash: await hashPassword('forum-bench-1'), now })
  const userId = String((await db('users').where({ username_key: 'forumbench' }).first()).id)
  const token = 'forumbenchsessiontoken0123456789ab'
  await db('sessions').insert({ user_id: userId, token_hash: sha256(token), created_at: now, expires_at: new Date(now.getTime() + 86_400_000) })
  const headers = { cookie: `token=${token}`, 'x-csrf-token': csrfTokenFor(secret, sha256(token)), 'content-type': 'application/json' }
  const created = await fetch(running.url + ForumPaths.createIssue, { method: 'POST', headers, body: JSON.stringify({ title: 'Bench issue', content: doc('bench') }) })
  const issueId = ((await created.json()) as { data: { issueId: number } }).data.issueId
  const rows = Array.from({ length: REPLIES }, (_, i) => ({
    issue_id: issueId, author_id: userId, content: JSON.stringify(doc(`reply ${i}`)), content_text: `reply ${i}`,
    created_at: new Date(now.getTime() + i), updated_at: new Date(now.getTime() + i),
  }))
  await db.batchInsert('replies', rows, 500)
  await db('issues').where({ id: issueId }).update({ reply_count: REPLIES })
  const read = (page: number) => `${ForumPaths.queryIssueAndReply.replace(':issueId', String(issueId))}?page=${page}&pageSize=20`
  const latency = async (path: string) => {
    const times: number[] = []
    for (let i = 0; i < 50; i++) {
      const start = performance.now()
      const r = await fetch(running.url + path, { headers })
      await r.arrayBuffer()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return { p50: Math.round(times[25]! * 100) / 100, p99: Math.round(times[49]! * 100) / 100 }
  }
  const firstPage = await latency(read(1))
  const lastPage = await latency(read(REPLIES / 20))
  const summary = (r: autocannon.Result) => ({
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  })
  const issueRead = await autocannon({ url: running.url + read(1), headers, connections: 50, duration: seconds })
  const replyCreate = await autocannon({
    url: running.url + ForumPaths.submitIssueReply,
    method: 'POST',
    headers,
    body: JSON.stringify({ issueId, content: doc('bench reply with some text in it') }),
    connections: 50,
    duration: seconds,
  })
  await new Promise((done) => setTimeout(done, 3000))
  const stored = Number((await db('replies').where({ issue_id: issueId }).count({ n: '*' }))[0]!.n)
  const counted = Number((await db('issues').where({ id: issueId }).first()).reply_count)
  await running.close()
  await scratch?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  console.log(JSON.stringify({
    benchmark: 'forum', seconds, database: scratch ? 'postgresql' : 'pglite', replies: REPLIES,
    firstPageMs: firstPage, lastPageMs: lastPage, issueRead: summary(issueRead), replyCreate: summary(replyCreate),
    afterwards: { storedReplies: stored, replyCount: counted, consistent: stored === counted },
  }, null, 2))
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).message}`)
  process.exit(1)
})
