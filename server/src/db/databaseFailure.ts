import { DatabaseBusyError } from './admissionControl'

/**
 * Which database failures are the database's state rather than the request's fault, and so are
 * answered 503 with `Retry-After` instead of 500 (security F1, F3, F4):
 * - `busy`: every connection stayed taken (the admission queue was full, or the acquire time-out
 *   passed), or the server refused more connections (SQLSTATE 53300);
 * - `unavailable`: the database cannot be reached or went away: refused or reset connections,
 *   connections closed under a query, a server shutting down or starting up (SQLSTATE 57P01,
 *   57P02, 57P03) and every connection exception (class 08).
 */
export type DatabaseFailure = 'busy' | 'unavailable'

/** Seconds a client should wait before trying again, per failure (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS: Readonly<Record<DatabaseFailure, number>> = { busy: 1, unavailable: 2 }

/** Socket error codes of a database that cannot be reached (node:net, also inside AggregateError). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND'])

/** SQLSTATEs of a server going away or not yet there: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03'])

/**
 * Messages node-postgres gives a query on a connection that closed under it (they carry no code);
 * knex puts the query's SQL and " - " before them.
 */
const CLOSED_CONNECTION = /(^| - )(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly)/

/** The database failure `error` stands for, or null when it is something else (a bug: 500). */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  if (typeof error !== 'object' || error === null) return null
  if (error instanceof DatabaseBusyError) return 'busy'
  const { name, code, message, errors } = error as { name?: unknown; code?: unknown; message?: unknown; errors?: unknown }
  if (name === 'KnexTimeoutError' || code === '53300') return 'busy'
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return 'unavailable'
  if (typeof message === 'string' && CLOSED_CONNECTION.test(message)) return 'unavailable'
  // Node's happy-eyeballs connect rejects with an AggregateError of one error per address tried.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => databaseFailureOf(inner) === 'unavailable')) return 'unavailable'
  return null
}
