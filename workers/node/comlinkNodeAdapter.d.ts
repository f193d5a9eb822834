/** Types of Comlink's Node adapter, which ships its declarations under a name TypeScript does not pair with the .mjs file. */
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink'
  /** Turns a worker_threads Worker or MessagePort into a Comlink endpoint. */
  export default function nodeEndpoint(port: {
    postMessage(message: unknown, transfer?: readonly unknown[]): void
    on(type: string, listener: (value: unknown) => void): unknown
    off(type: string, listener: (value: unknown) => void): unknown
    start?: () => void
  }): Endpoint
}
