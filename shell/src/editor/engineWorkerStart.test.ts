import { afterEach, describe, expect, it, vi } from 'vitest'

/** A stand-in for the browser's Worker: records its address and can fail like a script that did not load. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  constructor(readonly url: string, readonly options: WorkerOptions) {
    super()
    FakeWorker.made.push(this)
  }
  fail(message: string): void {
    const event = new Event('error') as Event & { message: string }
    event.message = message
    this.dispatchEvent(event)
  }
}

async function freshModule() {
  vi.resetModules()
  return import('./engineWorkerStart')
}

describe('engine worker started ahead of need', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWorker.made = []
  })

  it('does nothing where workers do not exist', async () => {
    const { prestartEngineWorker } = await freshModule()
    expect(() => prestartEngineWorker()).not.toThrow()
    expect(FakeWorker.made).toHaveLength(0)
  })

  it('hands the waiting worker to the first session only; the next one gets a new worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { prestartEngineWorker, takeEngineWorker, ENGINE_WORKER_URL } = await freshModule()
    prestartEngineWorker()
    prestartEngineWorker()
    expect(FakeWorker.made).toHaveLength(1)
    expect(FakeWorker.made[0]!.url).toBe(ENGINE_WORKER_URL)
    expect(FakeWorker.made[0]!.options).toEqual({ type: 'module', name: 'engine' })
    const first = takeEngineWorker()
    expect(first.worker).toBe(FakeWorker.made[0])
    const second = takeEngineWorker()
    expect(second.worker).toBe(FakeWorker.made[1])
    expect(FakeWorker.made).toHaveLength(2)
  })

  it('keeps a failure that happened before the worker was taken', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { prestartEngineWorker, takeEngineWorker } = await freshModule()
    prestartEngineWorker()
    FakeWorker.made[0]!.fail('SyntaxError: unexpected token')
    const { crashed } = takeEngineWorker()
    await expect(crashed).rejects.toThrow('the engine did not start: SyntaxError: unexpected token')
  })

  it('knows the harness editor\'s addresses, and not the data table editor\'s', async () => {
    const { opensHarnessEditor } = await freshModule()
    expect(['/editor', '/editor/', '/editor/harness'].map(opensHarnessEditor)).toEqual([true, true, true])
    expect(['/editor/datatable', '/editors', '/dashboard/project', '/'].map(opensHarnessEditor)).toEqual([false, false, false, false])
  })
})
