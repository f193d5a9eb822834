import { describe, expect, it, vi } from 'vitest'
import { createRandom, encodeDocument } from '@harness/engine'
import { harness } from '../../../engine/test/harnessBuilder'
import { createEngineApi } from './engineApi'
import { ENGINE_COMMANDS, type EngineCommandName } from './engineCommands'
import { nativeCodec } from './nativeCodec'

const bytesOf = (u8: Uint8Array) => u8.buffer.slice(u8.byteOffset, u8.byteOffset + u8.byteLength) as ArrayBuffer

/** A small harness with every record kind the commands name: connectors, cavities, wires, a splice, a segment pair. */
const sample = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0]).node('D', 'splice', [100, 80])
    .segment('A', 'B', 100).segment('B', 'C', 100).segment('B', 'D', 80)
    .connector('X1', 'A', 4).connector('X2', 'C', 4).splice('S1', 'D')
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').records

const IDS = ['X1', 'X2', 'X1:1', 'X1:3', 'X2:4', 'W1', 'W2', 'S1', 'A', 'B', 'C', 'D', 'A-B', 'B-C', 'B-D', 'settings', 'nope', '']
const KEYS = [
  'ids', 'id', 'wireIds', 'segmentIds', 'segmentId', 'nodeId', 'spliceId', 'cavityId', 'connectorId', 'typeName', 'patch', 'position', 'point', 'points',
  'offset', 'length', 'name', 'names', 'kind', 'from', 'to', 'endA', 'endB', 'cores', 'quarters', 'fields', 'category', 'partNumber', 'part', 'wrapping',
  'alignment', 'axis', 'dx', 'dy', 'text', 'rows', 'cols', 'cells', 'index', 'start', 'end', 'protectionId', 'records', 'first', 'second', 'tableId',
  'wireNames', 'shielded', 'pitch', 'feedName', 'moduleIds', 'wireId', 'fontSize', 'assignments', 'multicoreId', 'groupId',
]

/** A hostile value: anything a message from another thread could carry, often near the right shape. */
function value(next: () => number, depth = 0): unknown {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!
  switch (Math.floor(next() * 14)) {
    case 0: return null
    case 1: return undefined
    case 2: return pick([0, -1, 1, 0.5, 3, 1e12, -1e12, Number.NaN, Infinity, -Infinity, 2 ** 31])
    case 3: return pick(IDS)
    case 4: return pick(['', 'x'.repeat(300), 'A', 'connector', 'twisted', 'tube', 'cavity', 'left', 'x', 'terminal', '(no part number)'])
    case 5: return next() < 0.5
    case 6: return [next() * 400 - 200, next() * 400 - 200]
    case 7: return [Number.NaN, 1]
    case 8: {
      const holes: unknown[] = []
      holes.length = 3
      holes[1] = pick(IDS)
      return holes
    }
    case 9: return depth > 2 ? [] : Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1))
    case 10: return depth > 2 ? {} : record(next, depth + 1)
    case 11: return { kind: pick(['cavity', 'splice', 'open', 'node', 'segment', 'point']), cavityId: pick(IDS), spliceId: pick(IDS), nodeId: pick(IDS), segmentId: pick(IDS), point: [1, 2], offset: next() * 120 }
    case 12: return Array.from({ length: 3 }, () => pick(IDS))
    default: return next() * 200
  }
}

function record(next: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const count = 1 + Math.floor(next() * 6)
  for (let i = 0; i < count; i++) out[KEYS[Math.floor(next() * KEYS.length)]!] = value(next, depth)
  return out
}

describe('engine commands under hostile arguments', () => {
  it('answer every message with a change or a refusal, never a crash, and a refusal changes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const crashes: string[] = []
    try {
      const names = Object.keys(ENGINE_COMMANDS) as EngineCommandName[]
      for (let seed = 1; seed <= 200; seed++) {
        const api = createEngineApi(nativeCodec)
        await api.open(bytesOf(encodeDocument(sample())))
        const random = createRandom(seed)
        const next = () => random.next()
        for (const name of names) {
          for (let i = 0; i < 6; i++) {
            const args = next() < 0.1 ? value(next) : record(next)
            const before = (await api.history()).version
            const answer = await api.apply({ name, args } as never)
            if (!answer.ok && answer.reason === 'internalError') crashes.push(`${name} seed ${seed}: ${answer.detail} ${JSON.stringify(args)}`.slice(0, 300))
            if (!answer.ok) expect((await api.history()).version).toBe(before)
          }
        }
      }
    } finally {
      errors.mockRestore()
    }
    const byCommand = new Map<string, string>()
    for (const c of crashes) if (!byCommand.has(c.split(' ')[0]!)) byCommand.set(c.split(' ')[0]!, c)
    expect([...byCommand.values()]).toEqual([])
  }, 120_000)
})
