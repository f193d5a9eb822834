import type { Logger } from 'pino'
import type { DatabaseFailure } from './databaseFailure'

/** Quiet time after which a burst of database failures counts as over, in ms. */
export const BURST_QUIET_MS = 10_000

/** One burst in progress: when it began and how many answers it cost. */
interface Burst {
  readonly startedAt: number
  lastAt: number
  count: number
  readonly timer: NodeJS.Timeout
}

/**
 * The log of database overload and outages, one line when a burst begins and one when it ends.
 * While PostgreSQL restarts or the pool is saturated, hundreds of requests a second meet the same
 * failure; logging each (with a stack) would bury the log and cost the CPU the server needs, so
 * the first failure of a burst is logged with its code and message, the rest are counted, and the
 * end of the burst ({@link BURST_QUIET_MS} without a new failure) is logged with the count.
 */
export class OutageLog {
  private readonly bursts = new Map<DatabaseFailure, Burst>()

  constructor(
    private readonly log: Logger,
    private readonly quietMs = BURST_QUIET_MS,
  ) {}

  /** Records one request answered 503 because of `failure` (caused by `error`). */
  record(failure: DatabaseFailure, error: unknown, request: { readonly requestId: string; readonly method: string; readonly path: string }): void {
    const burst = this.bursts.get(failure)
    if (burst) {
      burst.count += 1
      burst.lastAt = Date.now()
      burst.timer.refresh()
      return
    }
    const { code, message } = error as { code?: unknown; message?: unknown }
    this.log.warn(
      { ...request, failure, code: typeof code === 'string' ? code : undefined, reason: typeof message === 'string' ? message : String(error) },
      failure === 'busy' ? 'database busy: answering 503 until connections free up' : 'database unavailable: answering 503 until it is back',
    )
    const timer = setTimeout(() => this.end(failure), this.quietMs)
    timer.unref()
    const now = Date.now()
    this.bursts.set(failure, { startedAt: now, lastAt: now, count: 1, timer })
  }

  /** True while a burst of `failure` is in progress (for tests and health reports). */
  active(failure: DatabaseFailure): boolean {
    return this.bursts.has(failure)
  }

  private end(failure: DatabaseFailure): void {
    const burst = this.bursts.get(failure)
    if (!burst) return
    this.bursts.delete(failure)
    const seconds = Math.round((burst.lastAt - burst.startedAt) / 1000)
    this.log.warn({ failure, answers503: burst.count, seconds }, `database ${failure === 'busy' ? 'busy' : 'unavailable'} burst over: ${burst.count} answers were 503 in ${seconds} s`)
  }
}
