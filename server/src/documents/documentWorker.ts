/**
 * The document worker thread: runs the server's engine jobs (decoding and checking harness
 * documents, imports, comparisons, reports) off the server's event loop, so a 44 MB document never
 * stalls other requests. It answers each message `{id, job}` with `{id, ok, answer}` or, for a job
 * that threw, `{id, ok: false, error}`.
 */
import { parentPort } from 'node:worker_threads'
import { runDocumentJob, transferablesOf, type DocumentJob } from './documentJobs'

const port = parentPort
if (!port) throw new Error('documentWorker: must run as a worker thread')
port.on('message', (message: { id: number; job: DocumentJob }) => {
  runDocumentJob(message.job).then(
    (answer) => port.postMessage({ id: message.id, ok: true, answer }, transferablesOf(answer)),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  )
})
