import { expose, transfer, type Endpoint } from 'comlink'
import { createEngineApi } from '../api/engineApi'
import { nativeCodec } from '../api/nativeCodec'
import { warmUp } from '../api/warmUp'

/**
 * The engine worker entry, host-agnostic: exposes one engine API on `endpoint`. The browser worker
 * passes its global scope; the Node worker thread passes its parent port through Comlink's Node
 * adapter; both then run exactly this. With `warm`, the worker warms its code on a small
 * generated harness until the first document arrives (`warmUp.ts`): the browser's editor starts
 * its worker before it has the file, and the command-line tool has its file at once.
 */
export function exposeEngine(endpoint: Endpoint, options: { readonly warm?: boolean } = {}): void {
  const api = createEngineApi(nativeCodec, undefined, transfer)
  let opening = false
  const { open, openRecords } = api
  api.open = (...args) => { opening = true; return open(...args) }
  api.openRecords = (...args) => { opening = true; return openRecords(...args) }
  expose(api, endpoint)
  if (options.warm) {
    void warmUp(createEngineApi(nativeCodec), () => opening).catch((error: unknown) => console.error('engine: the warm-up failed', error))
  }
}
