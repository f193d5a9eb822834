import { proxy, wrap, type Endpoint, type Remote } from 'comlink'
import type { OpenProgress } from '@harness/engine'
import type { EngineApi, EngineEvent } from '../api/engineApi'

export type { ApplyResult, EngineApi, EngineEvent, OpenResult, SheetFrame, ViewportScenes, WholeSelection } from '../api/engineApi'
export type { CanvasEvent, DragPreview, Fact, FindingRow, Inspection, OutlineRow, OutlineType, OverviewName, Preview3dPart, Preview3dScene, Preview3dTube, RelatedRecord, SceneLabel, TileScene, ToolEvent, ToolPointerEvent, ToolUpdate } from '@harness/engine'
export { OUTLINE_TYPES } from '@harness/engine'
export { ALL_TILES, BodyKind, LaneKind, NO_STRIPE, RunPattern, StrokeKind } from '@harness/engine'
export type { EngineCommand, EngineCommandName } from '../api/engineCommands'
export type { DerivedChanges, DerivedSummary } from '../api/derivedSummary'
export type { OpenProgress } from '@harness/engine'
export { OPEN_PHASES } from '@harness/engine'

/** A typed handle on an engine worker: the remote API plus change-event subscription. */
export interface EngineClient {
  readonly api: Remote<EngineApi>
  /** Calls `listener` with every change event; answers a function that stops it. */
  subscribe(listener: (event: EngineEvent) => void): Promise<() => Promise<void>>
  /**
   * Opens a native document, transferring (not copying) its bytes to the worker; `onProgress`
   * hears each phase of the open (decode, index, derive, spatial) as it starts and ends.
   */
  open(bytes: ArrayBuffer, onProgress?: (progress: OpenProgress) => void): ReturnType<Remote<EngineApi>['open']>
}

/** Wraps a worker (or any Comlink endpoint) running the engine entry in a typed client. */
export function createEngineClient(endpoint: Endpoint, transfer: <T>(value: T, transferables: Transferable[]) => T): EngineClient {
  const api = wrap<EngineApi>(endpoint)
  return {
    api,
    async subscribe(listener) {
      const remote = proxy(listener)
      await api.subscribe(remote)
      return () => api.unsubscribe(remote)
    },
    open(bytes, onProgress) {
      return api.open(transfer(bytes, [bytes]), onProgress ? proxy(onProgress) : undefined)
    },
  }
}

/**
 * The same client, with every API call and subscription held until `ready` settles: a page can
 * mount its editor while the file downloads, and its first calls reach the worker after the
 * open's message, so they wait behind the open instead of reading an empty document.
 */
export function queueBehind(client: EngineClient, ready: Promise<unknown>): EngineClient {
  const settled = ready.then(() => undefined, () => undefined)
  const api = new Proxy(client.api, {
    get(target, name) {
      // Not a thenable: awaiting the handle must not call into the worker.
      if (name === 'then' || typeof name === 'symbol') return undefined
      const method = (target as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!
      return (...args: unknown[]) => settled.then(() => method(...args))
    },
  }) as Remote<EngineApi>
  return {
    api,
    async subscribe(listener) {
      await settled
      return client.subscribe(listener)
    },
    open: (bytes, onProgress) => client.open(bytes, onProgress),
  }
}
