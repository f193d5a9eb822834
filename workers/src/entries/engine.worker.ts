/** The engine's browser Web Worker: the single writer of the open document (DESIGN 2.1). */
import { exposeEngine } from './exposeEngine'

exposeEngine(self as unknown as Parameters<typeof exposeEngine>[0], { warm: true })
