import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OutageLog } from './outageLog'

/** A pino logger writing parsed lines into `lines`. */
function recordingLogger(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return pino({ level: 'info' }, sink)
}

const request = { requestId: 'r1', method: 'GET', path: '/api/user/visit' }
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

afterEach(() => vi.useRealTimers())

describe('OutageLog', () => {
  it('logs the first failure of a burst with its code, counts the rest, and logs the end with the count', async () => {
    vi.useFakeTimers()
    const lines: Record<string, unknown>[] = []
    const outages = new OutageLog(recordingLogger(lines), 1000)
    for (let i = 0; i < 50; i++) {
      outages.record('unavailable', refused, request)
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, failure: 'unavailable', code: 'ECONNREFUSED', reason: refused.message, path: '/api/user/visit' })
    expect(lines[0]).not.toHaveProperty('err')
    expect(outages.active('unavailable')).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(outages.active('unavailable')).toBe(false)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatchObject({ failure: 'unavailable', answers503: 50, seconds: 5 })
  })

  it('keeps busy and unavailable bursts apart, and starts a new burst after a quiet spell', async () => {
    vi.useFakeTimers()
    const lines: Record<string, unknown>[] = []
    const outages = new OutageLog(recordingLogger(lines), 1000)
    outages.record('busy', new Error('database busy'), request)
    outages.record('unavailable', refused, request)
    outages.record('busy', new Error('database busy'), request)
    expect(lines.map((l) => l.failure)).toEqual(['busy', 'unavailable'])
    await vi.advanceTimersByTimeAsync(1500)
    expect(lines.slice(2).map((l) => [l.failure, l.answers503])).toEqual([
      ['busy', 2],
      ['unavailable', 1],
    ])
    outages.record('busy', new Error('database busy'), request)
    expect(lines).toHaveLength(5)
  })
})
