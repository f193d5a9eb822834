import { Worker } from 'node:worker_threads'
import type { FuzzCase, FuzzCorpus, FuzzOutcome } from './fuzzCase'

/**
 * What the fuzz thread tells the runner: a case started, ended, crashed, or the range is done; an
 * ended or crashed case with the ms it ran, as the thread timed it.
 */
export type ThreadMessage =
  | { readonly type: 'start'; readonly fuzzCase: FuzzCase }
  | { readonly type: 'done'; readonly fuzzCase: FuzzCase; readonly outcome: FuzzOutcome; readonly ms: number }
  | { readonly type: 'crash'; readonly fuzzCase: FuzzCase; readonly detail: string; readonly ms: number }
  | { readonly type: 'finished' }

/** How long and on what a fuzz run runs. */
export interface FuzzOptions {
  readonly corpus: FuzzCorpus
  readonly seed: number
  /** The first case to run (0 unless replaying one). */
  readonly from?: number
  /** Number of cases to run; without it the run lasts `seconds`. */
  readonly cases?: number
  /** Wall-clock length of the run in seconds, when `cases` is not given. */
  readonly seconds?: number
  /** Time one case may take before it counts as a hang, in ms. */
  readonly caseTimeoutMs: number
  /** Heap a fuzz thread may use, in MiB; running out counts as a crash of the case then running. */
  readonly heapMb: number
  /** The built fuzz thread entry (dist/cli/fuzz.thread.mjs). */
  readonly threadUrl: URL
}

/** A case that crashed (an exception, out of memory) or hung (no answer within the time bound). */
export interface FuzzFailure {
  readonly fuzzCase: FuzzCase
  readonly failure: 'crash' | 'hang'
  readonly detail: string
}

/** The result of a run: how many cases ran, how they ended, and every failure with its case. */
export interface FuzzReport {
  readonly seed: number
  readonly cases: number
  readonly refused: number
  readonly derived: number
  /** Per kind of input: how many were refused with a message and how many were opened and derived. */
  readonly byKind: Readonly<Record<FuzzCase['kind'], { refused: number; derived: number }>>
  readonly ms: number
  readonly failures: readonly FuzzFailure[]
}

/**
 * Runs fuzz cases in a worker thread, one after another from case `from`, watching each with a time
 * bound: a case that does not answer in `caseTimeoutMs` is a hang, its thread is stopped and a new
 * one goes on with the next case, so a hang fails the run instead of stalling it. Crashes are
 * collected with their stacks and the run goes on.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now()
  const deadline = options.cases === undefined ? started + (options.seconds ?? 10) * 1000 : Number.POSITIVE_INFINITY
  const from = options.from ?? 0
  const end = options.cases === undefined ? null : from + options.cases
  const failures: FuzzFailure[] = []
  const tally: Tally = { cases: 0, refused: 0, derived: 0, byKind: { native: none(), kbl: none(), wireviz: none(), document: none() } }
  let next = from
  while (next >= 0 && (end === null || next < end) && Date.now() < deadline) {
    next = await runThread(options, next, end, deadline, tally, failures)
  }
  return { seed: options.seed, ...tally, ms: Date.now() - started, failures }
}

interface Tally {
  cases: number
  refused: number
  derived: number
  byKind: Record<FuzzCase['kind'], { refused: number; derived: number }>
}

/** Time a fuzz thread may take to start, in ms. */
const STARTUP_MS = 30_000

const none = () => ({ refused: 0, derived: 0 })

/** The place of a failure outside any case: starting the thread, or between cases. */
const outside = (index: number): FuzzCase => ({ index, kind: 'native', source: 'fuzz thread', mutation: 'none' })

/**
 * Runs cases from `start` in one thread until it finishes, hangs, dies or the deadline passes;
 * answers the next case to run, or -1 when the thread failed outside any case (it would again).
 */
function runThread(options: FuzzOptions, start: number, end: number | null, deadline: number, tally: Tally, failures: FuzzFailure[]): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(options.threadUrl, {
      workerData: { corpus: options.corpus, seed: options.seed, start, end },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    })
    let current: FuzzCase | null = null
    let next = start
    let settled = false
    let timer: NodeJS.Timeout | undefined
    const finish = (after: number) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(after)
    }
    const watch = () => {
      clearTimeout(timer)
      // Starting a thread (loading the bundle, encoding the documents the cases damage) has a bound of its own.
      const bound = current ? options.caseTimeoutMs : Math.max(options.caseTimeoutMs, STARTUP_MS)
      const left = Math.min(bound, deadline - Date.now())
      timer = setTimeout(() => {
        // At the deadline the case running is simply not counted; past its own bound it is a hang.
        if (Date.now() >= deadline) return finish(-1)
        failures.push({ fuzzCase: current ?? outside(next), failure: 'hang', detail: `no answer within ${current ? options.caseTimeoutMs : STARTUP_MS} ms` })
        finish(current ? current.index + 1 : -1)
      }, Math.max(0, left))
    }
    worker.on('message', (message: ThreadMessage) => {
      // A stopped thread's last words (an answer already counted as a hang) are not heard.
      if (settled) return
      switch (message.type) {
        case 'start':
          current = message.fuzzCase
          watch()
          return
        case 'done':
        case 'crash':
          next = message.fuzzCase.index + 1
          current = null
          // The case's own bound ends with its answer; the wait for the next case's start has the thread's.
          watch()
          // An answer that came past the bound is a hang all the same: the thread timed the case,
          // so a runner too busy to see the bound pass first still counts it.
          if (message.ms > options.caseTimeoutMs) {
            failures.push({ fuzzCase: message.fuzzCase, failure: 'hang', detail: `no answer within ${options.caseTimeoutMs} ms` })
            return
          }
          tally.cases += 1
          if (message.type === 'crash') {
            failures.push({ fuzzCase: message.fuzzCase, failure: 'crash', detail: message.detail })
            return
          }
          tally[message.outcome] += 1
          tally.byKind[message.fuzzCase.kind][message.outcome] += 1
          return
        case 'finished':
          finish(end ?? next)
          return
        default:
          return message satisfies never
      }
    })
    worker.on('error', (error) => {
      // Out of memory, or an error outside any case: the case running, if any, is the culprit.
      if (current) {
        tally.cases += 1
        failures.push({ fuzzCase: current, failure: 'crash', detail: error.stack ?? error.message })
      } else failures.push({ fuzzCase: outside(next), failure: 'crash', detail: error.stack ?? error.message })
      finish(current ? current.index + 1 : -1)
    })
    worker.on('exit', () => finish(current ? current.index + 1 : next))
    watch()
  })
}
