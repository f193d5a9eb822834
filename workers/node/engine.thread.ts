/** The engine entry under Node worker_threads (command-line tool, batch jobs): the same entry as the browser worker. */
import { parentPort } from 'node:worker_threads'
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs'
import { exposeEngine } from '../src/entries/exposeEngine'

if (!parentPort) throw new Error('engine.thread must run as a worker thread')
exposeEngine(nodeEndpoint(parentPort))
