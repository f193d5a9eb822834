import { Worker } from 'node:worker_threads'
import type { Logger } from 'pino'
import { ApiError } from '../lib/ApiError'
import type { AnswerOf, DocumentJob } from './documentJobs'

/** How the pool runs: worker count, how many jobs may wait, how long one may take, heap per worker. */
export interface DocumentPoolOptions {
  /** Path or file URL of the bundled worker entry (`document.worker.mjs`). */
  readonly workerUrl: URL
  readonly workers: number
  readonly maxQueued: number
  /** A job running longer is stopped (its worker is ended and replaced), in ms. */
  readonly jobTimeoutMs: number
  /** Old-generation heap limit per worker, in MiB (an XL harness needs about 1.5 GiB to decode and compare). */
  readonly heapMb: number
}

interface Pending {
  readonly id: number
  readonly job: DocumentJob
  resolve(answer: unknown): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker | null
  busy: Pending | null
  timer: NodeJS.Timeout | null
}

/** A job the worker could not finish: it threw, its worker died, or it ran out of time. */
export class DocumentJobFailed extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DocumentJobFailed'
  }
}

/**
 * A small pool of worker threads running the server's engine jobs (DESIGN 2: the server uses the
 * engine for document validation, migrations and reports). Jobs wait in a bounded queue: when it
 * is full the request answers 503 with Retry-After at once instead of waiting without bound. A job
 * that throws, exhausts its worker's heap or runs past its time-out fails alone; its worker is
 * replaced, and the server goes on.
 */
export class DocumentPool {
  private readonly slots: Slot[]
  private readonly queue: Pending[] = []
  private nextId = 1
  private closed = false

  constructor(private readonly options: DocumentPoolOptions, private readonly log: Logger) {
    if (options.workers < 1) throw new RangeError('DocumentPool: at least one worker')
    this.slots = Array.from({ length: options.workers }, () => ({ worker: null, busy: null, timer: null }))
  }

  /** Runs `job` on a free worker (queued while all are busy) and answers what the job answers. */
  run<J extends DocumentJob>(job: J): Promise<AnswerOf<J>> {
    if (this.closed) return Promise.reject(new DocumentJobFailed('the document pool is closed'))
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new ApiError(503, 'serviceUnavailable', { retryAfter: 5 }))
    }
    return new Promise<AnswerOf<J>>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (answer: unknown) => void, reject })
      this.dispatch()
    })
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.queue.length
  }

  /** Ends every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true
    for (const pending of this.queue.splice(0)) pending.reject(new DocumentJobFailed('the document pool is closed'))
    await Promise.all(this.slots.map((slot) => this.stop(slot, 'the document pool is closed')))
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return
      if (slot.busy) continue
      const pending = this.queue.shift()!
      const worker = slot.worker ?? this.start(slot)
      slot.busy = pending
      slot.timer = setTimeout(() => {
        this.log.error({ job: pending.job.kind, ms: this.options.jobTimeoutMs }, 'document job timed out; replacing its worker')
        void this.stop(slot, `the job took longer than ${this.options.jobTimeoutMs} ms`)
      }, this.options.jobTimeoutMs)
      worker.postMessage({ id: pending.id, job: pending.job })
    }
  }

  private start(slot: Slot): Worker {
    const worker = new Worker(this.options.workerUrl, { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } })
    worker.unref()
    worker.on('message', (message: { id: number; ok: boolean; answer?: unknown; error?: string }) => {
      const pending = slot.busy
      if (!pending || pending.id !== message.id) return
      this.finish(slot)
      if (message.ok) pending.resolve(message.answer)
      else {
        this.log.error({ job: pending.job.kind, error: message.error }, 'document job failed')
        pending.reject(new DocumentJobFailed(message.error ?? 'the job failed'))
      }
      this.dispatch()
    })
    const lost = (reason: string) => {
      if (slot.worker !== worker) return
      slot.worker = null
      const pending = slot.busy
      this.finish(slot)
      if (pending) {
        this.log.error({ job: pending.job.kind, reason }, 'document worker stopped during a job')
        pending.reject(new DocumentJobFailed(reason))
      }
      this.dispatch()
    }
    worker.on('error', (error) => lost(`the worker failed: ${error.message}`))
    worker.on('exit', (code) => lost(`the worker exited with code ${code}`))
    slot.worker = worker
    return worker
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.busy = null
  }

  private async stop(slot: Slot, reason: string): Promise<void> {
    const worker = slot.worker
    const pending = slot.busy
    slot.worker = null
    this.finish(slot)
    pending?.reject(new DocumentJobFailed(reason))
    if (worker) await worker.terminate()
    if (!this.closed) this.dispatch()
  }
}
