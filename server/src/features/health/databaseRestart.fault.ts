import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P } from '@harness/protocol'
import { registerAccount, signIn } from '../../../test/accountFixtures'
import { isHonest503, runLoad, statusCounts, type LoadAnswer } from '../../../test/loadDriver'
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../../../test/privateCluster'
import { startTestServer, type TestServer } from '../../../test/testServer'

/**
 * Security F1: the database restarts, or loses every connection, while 20 clients keep asking.
 * Runs on a PostgreSQL cluster of its own (`pg_ctl` from Debian's postgresql package).
 */
const unavailable = privateClusterUnavailable()
if (unavailable) console.warn(`F1 skipped: ${unavailable}`)
let cluster: PrivateCluster
let server: TestServer
let cookie = ''

beforeAll(async () => {
  if (unavailable) return
  cluster = await startPrivateCluster()
  server = await startTestServer({ database: { serverUrl: cluster.url, poolMax: 5 } })
  const client = await signIn(server.client(), await registerAccount(server))
  cookie = `token=${client.token}`
})
afterAll(async () => {
  await server?.close()
  await cluster?.destroy()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Keeps 20 connections asking `visit` while `disturb` runs; then until the first 200 after the
 * database is back (at most 15 s) and 2 s more. Answers every answer, and when the disturbance ended.
 */
async function visitsThrough(disturb: () => Promise<void>): Promise<{ answers: LoadAnswer[]; backAt: number }> {
  let backAt = Number.POSITIVE_INFINITY
  let recoveredAt = Number.POSITIVE_INFINITY
  const load = runLoad({
    url: server.url,
    path: P.visit,
    headers: { cookie },
    connections: 20,
    durationMs: 40_000,
    timeoutMs: 10_000,
    until: () => Date.now() > Math.min(recoveredAt + 2000, backAt + 15_000),
    onAnswer: (answer) => {
      if (answer.status === 200 && answer.sentAt > backAt) recoveredAt = Math.min(recoveredAt, answer.sentAt)
    },
  })
  await sleep(1000)
  await disturb()
  backAt = Date.now()
  return { answers: await load, backAt }
}

/**
 * The checks F1 makes of one disturbance. A restart always refuses some requests; terminated
 * backends may go unnoticed when they were all idle (the pool drops them before reuse).
 */
function expectHonestRecovery(answers: LoadAnswer[], backAt: number, refusalsExpected: boolean): void {
  const counts = statusCounts(answers)
  // Only successes and honest 503s: no 500, no time-out, no reset connection.
  expect(Object.keys(counts).filter((status) => status !== '200' && status !== '503'), JSON.stringify(counts)).toEqual([])
  expect(answers.filter((a) => a.status === 503 && !isHonest503(a))).toEqual([])
  if (refusalsExpected) expect(counts['503'] ?? 0, 'the restart was seen by some requests').toBeGreaterThan(0)
  const firstSuccess = Math.min(...answers.filter((a) => a.status === 200 && a.sentAt >= backAt).map((a) => a.sentAt))
  expect(firstSuccess - backAt, 'success returns within 10 s of the database being back').toBeLessThan(10_000)
  // From one second after the first success on, every request succeeds again.
  const late = answers.filter((a) => a.sentAt > firstSuccess + 1000)
  expect(late.length).toBeGreaterThan(0)
  expect(statusCounts(late)).toEqual({ 200: late.length })
  expect(server.logLines.filter((line) => line.includes('"level":50'))).toEqual([])
}

describe.skipIf(unavailable !== null)(`database restart and lost connections${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('F1 pg_ctl restart -m fast under load: only 200 or 503 with Retry-After, success within 10 s of the restart, the server stays up', async () => {
    const { answers, backAt } = await visitsThrough(() => cluster.restart())
    expectHonestRecovery(answers, backAt, true)
    expect(server.running.server.listening).toBe(true)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    // One warning for the outage, not one per request.
    expect(server.logLines.filter((line) => line.includes('database unavailable: answering 503')).length).toBeLessThanOrEqual(2)
  })

  it('F1 pg_terminate_backend of every app connection under load: only 200 or 503 with Retry-After, then success again', async () => {
    const database = new URL((server.database.db.client as { connectionSettings: { connectionString: string } }).connectionSettings.connectionString).pathname.slice(1)
    let terminated = 0
    const { answers, backAt } = await visitsThrough(async () => {
      terminated = await cluster.terminateBackends(database)
    })
    expect(terminated).toBeGreaterThan(0)
    expectHonestRecovery(answers, backAt, false)
    expect(server.running.server.listening).toBe(true)
  })
})
