import type { Knex } from 'knex'

/**
 * Admission control in front of the database pool (DESIGN section 3, security F4): a bounded queue
 * of requests waiting for a connection. A request that finds the queue full is refused at once
 * with {@link DatabaseBusyError} (the envelope answers 503 with `Retry-After`) instead of joining
 * a wait it would lose; one admitted to the queue waits at most the pool's acquire time-out.
 *
 * The gate sits on the acquisition of a connection, not on the request: a request counts only
 * while it waits for a connection, so a long upload or download that holds no connection is
 * never refused or counted, and one that touches the database only at its end waits only then.
 */

/** Requests that may wait for a connection, per pooled connection, unless configured otherwise. */
export const WAITING_PER_CONNECTION = 64

/**
 * The least queue bound: PGlite's single connection serves about a thousand simple queries a
 * second, so 256 waiting requests mean a wait of a few hundred ms, well inside the acquire time-out.
 */
export const MIN_QUEUE_LIMIT = 256

/** How long an admitted request may wait for a connection before it is answered 503, in ms. */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 3000

/** Thrown instead of waiting when the queue for a database connection is full. */
export class DatabaseBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`database busy: ${waiting} requests already wait for a connection`)
    this.name = 'DatabaseBusyError'
  }
}

/** The default bound of the wait queue for a pool of `poolSize` connections. */
export function defaultQueueLimit(poolSize: number): number {
  return Math.max(MIN_QUEUE_LIMIT, poolSize * WAITING_PER_CONNECTION)
}

/** How the gate behaves. */
export interface AdmissionSettings {
  /** Requests that may wait for a connection at once; the next one is refused. */
  readonly queueLimit: number
  /**
   * For PGlite, whose queries run on the main thread and complete without any I/O: after this many
   * ms of database work without a turn of the event loop, the next connection is handed out only
   * after one turn. Without it, a burst of requests runs query after query while new connections
   * wait unaccepted in the kernel's queue (where clients time out) instead of in the pool's queue,
   * where this gate sees and bounds them. Null for a server database, whose queries do I/O anyway.
   */
  readonly sliceMs: number | null
}

/** The part of knex's client this gate uses: tarn's pool and the acquire method. */
interface PooledClient {
  pool?: { numPendingAcquires(): number }
  acquireConnection(): Promise<unknown>
}

/** Puts the admission gate on every connection acquisition of `db` (queries and transactions). */
export function admitToPool(db: Knex, settings: AdmissionSettings): void {
  if (!Number.isInteger(settings.queueLimit) || settings.queueLimit < 1) throw new RangeError(`admitToPool: queueLimit must be a positive whole number, not ${settings.queueLimit}`)
  const client = db.client as PooledClient
  const acquire = client.acquireConnection.bind(client)
  const { sliceMs } = settings
  let sliceStart = performance.now()
  client.acquireConnection = async () => {
    const waiting = client.pool?.numPendingAcquires() ?? 0
    if (waiting >= settings.queueLimit) throw new DatabaseBusyError(waiting)
    const connection = await acquire()
    if (sliceMs !== null && performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
    return connection
  }
}
