import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import type { LoadAnswer, LoadOptions } from './loadDriver'

/** The options a load in another thread can take (functions do not cross threads). */
export type WorkerLoadOptions = Omit<LoadOptions, 'body' | 'until' | 'onAnswer'> & { readonly body?: string }

let bundled: Promise<string> | null = null

/** Bundles `loadWorker.ts` once per test process (vitest transforms only the test's own thread). */
function workerScript(): Promise<string> {
  bundled ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harness-load-'))
    const file = join(dir, 'loadWorker.mjs')
    await build({ entryPoints: [join(import.meta.dirname, 'loadWorker.ts')], outfile: file, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' })
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    return file
  })()
  return bundled
}

/**
 * Runs a closed-loop load ({@link runLoad}) in a worker thread, so the clients have an event loop
 * of their own like real clients do: a load driven from the server's own thread can only send
 * when the server yields, and so never overruns it.
 */
export async function runLoadInWorker(options: WorkerLoadOptions): Promise<LoadAnswer[]> {
  const worker = new Worker(await workerScript(), { workerData: options })
  try {
    return await new Promise<LoadAnswer[]>((resolve, reject) => {
      worker.once('message', (answers: LoadAnswer[]) => resolve(answers))
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`load worker exited with ${code} before answering`)))
    })
  } finally {
    await worker.terminate()
  }
}
