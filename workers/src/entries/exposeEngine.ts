import { expose, transfer, type Endpoint } from 'comlink'
import { createEngineApi } from '../api/engineApi'
import { nativeCodec } from '../api/nativeCodec'

/**
 * The engine worker entry, host-agnostic: exposes one engine API on `endpoint`. The browser worker
 * passes its global scope; the Node worker thread passes its parent port through Comlink's Node
 * adapter; both then run exactly this.
 */
export function exposeEngine(endpoint: Endpoint): void {
  expose(createEngineApi(nativeCodec, undefined, transfer), endpoint)
}
