import { transfer } from 'comlink'
import type { FileDetail } from '@harness/protocol'
import { downloadFile, getFile, saveFile, type SaveOutcome } from '../api/fileApi'
import { createEngineClient, type EngineClient, type OpenProgress } from '../../../workers/src/client/engineClient'

/** Where the browser loads the engine worker from (built by esbuild.config.mjs beside the shell). */
export const ENGINE_WORKER_URL = '/workers/engine.worker.js'

/**
 * A harness file open in the editor: the file's details, the version the editor holds, and the
 * engine worker that owns the document (DESIGN 2.1). The main thread keeps no copy of the records.
 */
export interface HarnessSession {
  readonly detail: FileDetail
  readonly engine: EngineClient
  /** Counts of the opened records by type. */
  readonly counts: Readonly<Record<string, number>>
  /** Stops the worker; the session is unusable afterwards. */
  close(): void
}

/** Why a harness could not be opened: not a harness file, or bytes the engine refused (its message). */
export type OpenFailure = { readonly kind: 'wrongType' } | { readonly kind: 'unreadable'; readonly detail: string }

/**
 * Opens harness file `fileId`: its details, then exactly the version they name, handed (transferred,
 * not copied) to a new engine worker, started before the download, that reports each phase of the
 * open to `onProgress`.
 */
export async function openHarnessSession(fileId: number, onProgress: (progress: OpenProgress) => void): Promise<HarnessSession | OpenFailure> {
  // The worker starts first: loading and compiling the engine overlaps the download.
  const worker = new Worker(ENGINE_WORKER_URL, { type: 'module', name: 'engine' })
  try {
    const detail = await getFile(fileId)
    if (detail.fileType !== 'harness') {
      worker.terminate()
      return { kind: 'wrongType' }
    }
    const file = await downloadFile(fileId, detail.version)
    const bytes = await file.blob.arrayBuffer()
    const engine = createEngineClient(worker, transfer)
    const opened = await engine.open(bytes, onProgress)
    if (!opened.ok) {
      worker.terminate()
      return { kind: 'unreadable', detail: opened.message }
    }
    return { detail: { ...detail, version: file.version ?? detail.version }, engine, counts: opened.counts, close: () => worker.terminate() }
  } catch (error) {
    worker.terminate()
    throw error
  }
}

/** Saves the worker's current document as the version after `baseVersion` of the session's file. */
export async function saveHarness(session: HarnessSession, baseVersion: number): Promise<SaveOutcome> {
  const bytes = await session.engine.api.snapshot()
  return saveFile(session.detail.fileId, baseVersion, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), '')
}
