/**
 * Entry of the worker thread that {@link runLoadInWorker} starts: runs the load of `workerData`
 * on the thread's own event loop and posts the answers back.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { runLoad, type LoadOptions } from './loadDriver'

const answers = await runLoad(workerData as LoadOptions)
parentPort!.postMessage(answers)
