import type { Knex } from 'knex'
import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase'
import { admitToPool, DatabaseBusyError, defaultQueueLimit, MIN_QUEUE_LIMIT, WAITING_PER_CONNECTION } from './admissionControl'

/** knex's tarn pool, for counting waiting and used connections. */
const pool = (db: Knex) => (db.client as { pool: { numPendingAcquires(): number; numUsed(): number } }).pool

let database: TestDatabase | null = null
afterEach(async () => {
  await database?.drop()
  database = null
})

describe('admission control', () => {
  it('derives the queue bound from the pool size and refuses a bound below one', () => {
    expect(defaultQueueLimit(1)).toBe(MIN_QUEUE_LIMIT)
    expect(defaultQueueLimit(10)).toBe(10 * WAITING_PER_CONNECTION)
    expect(defaultQueueLimit(40)).toBe(40 * WAITING_PER_CONNECTION)
    const db = { client: { acquireConnection: async () => ({}) } } as unknown as Knex
    expect(() => admitToPool(db, { queueLimit: 0, sliceMs: null })).toThrow(RangeError)
  })

  it('refuses at once past the queue bound while every connection is held, then serves those admitted', async () => {
    database = await openTestDatabase({ poolMax: 2, limits: { queueLimit: 3, acquireTimeoutMs: 20_000 } })
    const db = database.db
    const held = [await db.transaction()]
    if (database.kind === 'postgresql') held.push(await db.transaction())
    try {
      // knex runs a query when it is awaited; `then` starts each now.
      const admitted = [1, 2, 3].map((n) => db.raw('select ? as n', [n]).then((result) => result as unknown))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(pool(db).numPendingAcquires()).toBe(3)
      const started = performance.now()
      await expect(db.raw('select 4')).rejects.toBeInstanceOf(DatabaseBusyError)
      // Transactions take their connection through the same gate.
      await expect(db.transaction(async (trx) => trx.raw('select 5'))).rejects.toThrow(DatabaseBusyError)
      expect(performance.now() - started).toBeLessThan(1000)
      for (const trx of held) await trx.rollback()
      const rows = await Promise.all(admitted)
      expect(rows.map((r) => Number((r as { rows: Array<{ n: number | string }> }).rows[0]!.n))).toEqual([1, 2, 3])
    } finally {
      for (const trx of held) if (!trx.isCompleted()) await trx.rollback()
    }
    expect(pool(db).numPendingAcquires()).toBe(0)
    expect(pool(db).numUsed()).toBe(0)
    expect(Number(((await db.raw('select 6 as n')) as { rows: Array<{ n: number | string }> }).rows[0]!.n)).toBe(6)
  })

  it('lets the event loop turn while queued PGlite queries run, so sockets are read and accepted meanwhile', async () => {
    database = await openTestDatabase({ limits: { queueLimit: 1000 } })
    if (database.kind !== 'pglite') return // a server database's queries do I/O: the loop turns by itself
    const db = database.db
    let done = 0
    let doneWhenTimerFired = -1
    setTimeout(() => (doneWhenTimerFired = done), 0)
    await Promise.all(Array.from({ length: 500 }, () => db.raw('select 1').then(() => (done += 1))))
    expect(done).toBe(500)
    // Without the turn, all 500 queries would complete in one run of microtasks before any timer.
    expect(doneWhenTimerFired).toBeGreaterThanOrEqual(0)
    expect(doneWhenTimerFired).toBeLessThan(500)
  })
})
