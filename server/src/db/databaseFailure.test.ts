import { describe, expect, it } from 'vitest'
import { DatabaseBusyError } from './admissionControl'
import { databaseFailureOf } from './databaseFailure'

/** An error shaped like node-postgres's and node:net's: a message and an optional code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code })

describe('databaseFailureOf', () => {
  it('calls a full queue, an acquire time-out and "too many connections" busy', () => {
    expect(databaseFailureOf(new DatabaseBusyError(128))).toBe('busy')
    expect(databaseFailureOf(Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }))).toBe('busy')
    expect(databaseFailureOf(failure('sorry, too many clients already', '53300'))).toBe('busy')
  })

  it('calls refused and reset connections, shutdowns, start-ups and connection exceptions unavailable', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08P01']) {
      expect(databaseFailureOf(failure(`failure ${code}`, code)), code).toBe('unavailable')
    }
  })

  it('recognises node-postgres connections closed under a query, which carry no code', () => {
    expect(databaseFailureOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable')
    expect(databaseFailureOf(new Error('Connection terminated'))).toBe('unavailable')
    expect(databaseFailureOf(new Error('Client has encountered a connection error and is not queryable'))).toBe('unavailable')
    // knex puts the SQL before the driver's message.
    expect(databaseFailureOf(new Error('select * from "sessions" where "token_hash" = $1 - Connection terminated unexpectedly'))).toBe('unavailable')
    expect(databaseFailureOf(new Error('select \'Connection terminated\' as text'))).toBeNull()
  })

  it('looks inside the AggregateError of a connect that tried several addresses', () => {
    const refused = new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])
    expect(databaseFailureOf(refused)).toBe('unavailable')
    expect(databaseFailureOf(new AggregateError([failure('x', 'ECONNREFUSED'), new Error('other')]))).toBeNull()
    expect(databaseFailureOf(new AggregateError([]))).toBeNull()
  })

  it('leaves bugs and request faults alone: they stay 500 or their own answer', () => {
    expect(databaseFailureOf(failure('duplicate key value violates unique constraint', '23505'))).toBeNull()
    expect(databaseFailureOf(failure('syntax error at or near "x"', '42601'))).toBeNull()
    expect(databaseFailureOf(failure('canceling statement due to statement timeout', '57014'))).toBeNull()
    expect(databaseFailureOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull()
    expect(databaseFailureOf('Connection terminated')).toBeNull()
    expect(databaseFailureOf(null)).toBeNull()
  })
})
