import { transfer } from 'comlink'
import { isDrawingFile, type FileDetail } from '@harness/protocol'
import { downloadFile, getFile, saveFile, type SaveOutcome } from '../api/fileApi'
import { createEngineClient, queueBehind, type EngineClient, type OpenProgress, type SheetFrame } from '../../../workers/src/client/engineClient'

import { takeEngineWorker } from './engineWorkerStart'

/**
 * A harness file open in the editor: the file's details, the version the editor holds, and the
 * engine worker that owns the document (DESIGN 2.1). The main thread keeps no copy of the records.
 * The editor mounts as soon as the session exists, so its canvas and panels get ready while the
 * worker downloads and opens the file; calls made meanwhile wait in the worker behind the open.
 */
export interface HarnessSession {
  readonly detail: FileDetail
  readonly engine: EngineClient
  /**
   * Settles once the worker has opened the file's bytes, or with why the engine refused them.
   * Rejects when the download failed (the request's error) or the worker did not start.
   */
  readonly opened: Promise<OpenedHarness | UnreadableHarness>
  /**
   * Settles once the file's bytes are in the worker's queue (or the download failed): work on the
   * page that would hold its main thread (the canvas's GPU warm-up) waits for it, so it cannot
   * delay the hand-over and with it the whole open.
   */
  readonly openPosted: Promise<void>
  /** Stops the worker; the session is unusable afterwards. */
  close(): void
}

/** A harness the worker opened (the editor reads its counts and the rest from the worker). */
export interface OpenedHarness {
  readonly kind: 'opened'
  /**
   * The sheet as it opened: the editor fits its first view in the render that shows the file
   * opened, without waiting for an answer of its own (at M that answer came 4-70 ms later, and
   * the tiles' request a render after it).
   */
  readonly sheet: SheetFrame
}

/** Bytes the engine refused, with its message. */
export interface UnreadableHarness {
  readonly kind: 'unreadable'
  readonly detail: string
}

/** Marks on the page's timeline: the file's bytes are in memory; the worker has opened them. */
export const BYTES_ARRIVED_MARK = 'harness-bytes-arrived'
export const OPENED_MARK = 'harness-opened'
/** Mark: the page heard that the worker began the open (its first phase started). */
export const OPEN_BEGAN_MARK = 'harness-open-began'
/** Prefix of the marks of the open's finished phases (`harness-open-decode` …), detail: ms in the worker. */
export const OPEN_PHASE_MARK = 'harness-open-'

/** Not a harness file: nothing was opened. */
export interface WrongFileType {
  readonly kind: 'wrongType'
}

/**
 * Starts opening harness file `fileId`: an engine worker (the one started ahead of need, else a
 * new one, started first so loading the engine overlaps the requests), the file's details, then, in the background, exactly the version they
 * name, downloaded and handed (transferred, not copied) to the worker, which reports each phase
 * of the open to `onProgress`. Answers as soon as the details are known.
 */
export async function openHarnessSession(fileId: number, onProgress: (progress: OpenProgress) => void): Promise<HarnessSession | WrongFileType> {
  const { worker, crashed } = takeEngineWorker()
  let detail: FileDetail
  try {
    detail = await getFile(fileId)
  } catch (error) {
    worker.terminate()
    throw error
  }
  if (!isDrawingFile(detail.fileType)) {
    worker.terminate()
    return { kind: 'wrongType' }
  }
  const client = createEngineClient(worker, transfer)
  // Closing the session (the page left) stops the download too.
  const download = new AbortController()
  // A worker whose script does not load or throws at the top never answers: its error (`crashed`) ends the open.
  let posted: () => void = () => undefined
  const openPosted = new Promise<void>((resolve) => { posted = resolve })
  const opened = (async (): Promise<OpenedHarness | UnreadableHarness> => {
    try {
      const file = await downloadFile(fileId, detail.version, download.signal)
      const bytes = await file.blob.arrayBuffer()
      performance.mark(BYTES_ARRIVED_MARK)
      const answer = client.open(bytes, (progress) => {
        // Each finished phase on the timeline too, with its time in the worker.
        if (progress.done) performance.mark(`${OPEN_PHASE_MARK}${progress.phase}`, { detail: progress.ms })
        else if (progress.fraction === 0) performance.mark(OPEN_BEGAN_MARK)
        onProgress(progress)
      })
      // The open's message is in the worker's queue: the editor's calls may follow it.
      posted()
      const result = await Promise.race([answer, crashed])
      performance.mark(OPENED_MARK)
      return result.ok ? { kind: 'opened', sheet: result.sheet } : { kind: 'unreadable', detail: result.message }
    } finally {
      posted()
    }
  })()
  // The page reports a failed open; a session closed meanwhile has nobody to tell.
  opened.catch(() => undefined)
  return {
    detail, engine: queueBehind(client, openPosted), opened, openPosted,
    close: () => {
      download.abort()
      worker.terminate()
    },
  }
}

/** Saves the worker's current document as the version after `baseVersion` of the session's file. */
export async function saveHarness(session: HarnessSession, baseVersion: number): Promise<SaveOutcome> {
  const bytes = await session.engine.api.snapshot()
  return saveFile(session.detail.fileId, baseVersion, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), '')
}
