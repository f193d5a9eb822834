/** Where the browser loads the engine worker from (built by esbuild.config.mjs beside the shell). */
export const ENGINE_WORKER_URL = '/workers/engine.worker.js'

/**
 * A started engine worker and the promise that rejects if its script fails to load or throws at
 * the top (such a worker never answers, so whoever waits on it races this promise). The listener
 * is attached when the worker is created, so a failure before the worker is taken is not missed.
 */
export interface StartedEngineWorker {
  readonly worker: Worker
  readonly crashed: Promise<never>
}

/** The worker started ahead of need, if any (at most one waits). */
let waiting: StartedEngineWorker | null = null

function startWorker(): StartedEngineWorker {
  const worker = new Worker(ENGINE_WORKER_URL, { type: 'module', name: 'engine' })
  const crashed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(`the engine did not start: ${event.message || 'its script failed to load'}`)), { once: true })
  })
  // Nobody may be waiting yet: an unwatched rejection is not an error of the page.
  crashed.catch(() => undefined)
  return { worker, crashed }
}

/**
 * Starts an engine worker before a harness is opened: where one is about to be (the editor's
 * address at the page's start, a drawing file's details on the project page). The worker loads
 * its script and warms its code on a small generated harness (workers/src/api/warmUp.ts) while
 * the page loads and the file downloads, so the open of the file runs on warm code instead of
 * waiting for the script and for a cold first open. Measured on the M harness (docs/performance.md).
 * Does nothing where workers do not exist or one already waits.
 */
export function prestartEngineWorker(): void {
  if (waiting !== null || typeof Worker === 'undefined') return
  waiting = startWorker()
}

/**
 * Whether `pathname` is the harness editor's address (/editor, which opens the harness the project
 * shows, or /editor/harness), where a page's start should start the engine worker too; the data
 * table editor (/editor/datatable) runs none.
 */
export function opensHarnessEditor(pathname: string): boolean {
  return /^\/editor(\/harness)?\/?$/.test(pathname)
}

/**
 * The worker for a harness session: the one started ahead of need, else a new one. The caller
 * owns it (and terminates it when the session closes); the next call starts another.
 */
export function takeEngineWorker(): StartedEngineWorker {
  const taken = waiting ?? startWorker()
  waiting = null
  return taken
}
