/**
 * The fuzz worker thread: runs cases `start`, `start + 1`, … of one seed and tells the runner when
 * each starts and how it ended, with the case's time, so the runner can tell a hang (no word within
 * the time bound, or an answer that came past it) from a crash (an exception, sent with its stack)
 * and stop a thread that hangs.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { describeCase, runInput, type FuzzCorpus } from './fuzzCase'
import type { ThreadMessage } from './runFuzz'

interface ThreadData {
  readonly corpus: FuzzCorpus
  readonly seed: number
  readonly start: number
  readonly end: number | null
}

const port = parentPort
if (!port) throw new Error('fuzz.thread must run as a worker thread')
const { corpus, seed, start, end } = workerData as ThreadData
const send = (message: ThreadMessage) => port.postMessage(message)

for (let index = start; end === null || index < end; index++) {
  const { fuzzCase, input } = describeCase(corpus, seed, index)
  send({ type: 'start', fuzzCase })
  const began = performance.now()
  try {
    const outcome = runInput(input())
    send({ type: 'done', fuzzCase, outcome, ms: performance.now() - began })
  } catch (error) {
    send({ type: 'crash', fuzzCase, detail: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: performance.now() - began })
  }
}
send({ type: 'finished' })
