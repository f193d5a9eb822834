import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccountPaths as P, formatMessage } from '@harness/protocol'
import { DEFAULT_ACQUIRE_TIMEOUT_MS } from '../../db/admissionControl'
import { startTestServer, type TestServer } from '../../../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ database: { poolMax: 2 } })
})
afterAll(async () => {
  await server?.close()
})

/** Connections in use in the server's pool (knex's tarn pool). */
const inUse = (db: Knex): number => (db.client as { pool: { numUsed(): number } }).pool.numUsed()

/** A request that needs exactly one database query: resolving a (made-up) session token. */
const visit = () => server.client({ authorization: `Bearer ${'a'.repeat(43)}` }).get(P.visit)

describe('database pool exhaustion', () => {
  it('F4 answers 503 within the acquire time-out while every connection is held; /healthz stays up; nothing leaks', async () => {
    const db = server.database.db
    // knex warns on the console about every timed-out acquire; the server's own log line is checked below.
    const knexWarn = vi.spyOn((db.client as { logger: { warn(message: string): void } }).logger, 'warn').mockImplementation(() => undefined)
    // Hold every connection the pool has (PGlite has one, the PostgreSQL test pool two).
    const held: Knex.Transaction[] = [await db.transaction()]
    try {
      if (server.database.kind === 'postgresql') held.push(await db.transaction())
      const started = performance.now()
      const burst = Promise.all(Array.from({ length: 10 }, visit))
      const health = await fetch(`${server.url}/healthz`)
      expect(health.status).toBe(200)
      expect(performance.now() - started).toBeLessThan(1000)
      const answers = await burst
      const elapsed = performance.now() - started
      for (const answer of answers) {
        expect(answer.status).toBe(503)
        expect(answer.body).toEqual({ code: 503, message: formatMessage('serviceUnavailable'), data: { retryAfter: 1 } })
        expect(answer.headers.get('retry-after')).toBe('1')
      }
      // The acquire time-out is 3 s; the answer must not wait for anything longer.
      expect(elapsed).toBeGreaterThanOrEqual(DEFAULT_ACQUIRE_TIMEOUT_MS - 100)
      expect(elapsed).toBeLessThan(DEFAULT_ACQUIRE_TIMEOUT_MS + 2000)
      // Ten refusals, one log line for the burst.
      expect(server.logLines.filter((l) => l.includes('database busy: answering 503'))).toHaveLength(1)
    } finally {
      for (const trx of held) await trx.rollback()
      knexWarn.mockRestore()
    }
    expect((await visit()).body).toEqual({ code: 401, message: formatMessage('sessionExpired'), data: null })
    expect(inUse(db)).toBe(0)
  })
})
