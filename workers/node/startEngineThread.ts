import { Worker } from 'node:worker_threads'
import { releaseProxy, transfer } from 'comlink'
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs'
import { createEngineClient, type EngineClient } from '../src/client/engineClient'

/** An engine running in a Node worker thread, and how to stop it. */
export interface EngineThread extends EngineClient {
  terminate(): Promise<void>
}

/**
 * Starts the engine entry in a worker thread from the bundled `engine.thread.mjs` beside the
 * caller (`dist/cli/`), or from `entryUrl` when given, and wraps it in the typed client.
 */
export function startEngineThread(entryUrl: URL): EngineThread {
  const worker = new Worker(entryUrl)
  const client = createEngineClient(nodeEndpoint(worker), transfer)
  return {
    ...client,
    async terminate() {
      client.api[releaseProxy]()
      await worker.terminate()
    },
  }
}
