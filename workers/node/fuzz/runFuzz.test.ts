import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { runFuzz } from './runFuzz'

const dir = mkdtempSync(join(tmpdir(), 'fuzz-runner-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A stand-in fuzz thread that answers each case at once with the time given (its start and its
 * answer posted back to back, so the runner reads both in one turn), then says it is finished.
 */
function thread(caseMs: readonly number[]): URL {
  const file = join(dir, `thread-${caseMs.join('-')}.mjs`)
  writeFileSync(file, `import { parentPort, workerData } from 'node:worker_threads'
const ms = ${JSON.stringify(caseMs)}
for (let index = workerData.start; index < workerData.end; index++) {
  const fuzzCase = { index, kind: 'native', source: 'stand-in', mutation: 'none' }
  parentPort.postMessage({ type: 'start', fuzzCase })
  parentPort.postMessage({ type: 'done', fuzzCase, outcome: 'refused', ms: ms[index] })
}
parentPort.postMessage({ type: 'finished' })
`)
  return pathToFileURL(file)
}

describe('runFuzz', () => {
  it('counts an answer that came past the time bound as a hang of its case, even when the runner read it first', async () => {
    const report = await runFuzz({ corpus: { kbl: [], wireviz: [] }, seed: 1, cases: 3, caseTimeoutMs: 50, heapMb: 64, threadUrl: thread([1, 80, 2]) })
    expect(report.failures).toEqual([{ fuzzCase: { index: 1, kind: 'native', source: 'stand-in', mutation: 'none' }, failure: 'hang', detail: 'no answer within 50 ms' }])
    // The other two were counted, and the run went on past the hang.
    expect(report.cases).toBe(2)
    expect(report.refused).toBe(2)
  })
})
