import { describe, expect, it } from 'vitest'
import { createEngineApi } from './engineApi'
import { nativeCodec } from './nativeCodec'
import { warmUp } from './warmUp'

describe('warmUp', () => {
  it('opens a small generated harness and draws its first views in a throw-away API', async () => {
    const api = createEngineApi(nativeCodec)
    expect(await warmUp(api, () => false, 0)).toBe(4)
    const counts = await api.recordCounts()
    expect(counts.connector).toBe(50)
    expect(counts.wire).toBeGreaterThanOrEqual(500)
  })

  it('opens and draws the small harness again while no file has come, within its count and time', async () => {
    let opens = 0
    const api = {
      open: async () => { opens += 1; return { ok: true as const, version: 0, counts: {}, sheet: { extent: null } as never } },
      sheet: async () => ({ extent: null }) as never,
      viewportScenes: async () => ({ ok: true }) as never,
      findings: async () => ({ total: 0, rows: [] }),
      derived: async () => ({}) as never,
    }
    // Four first steps, then an open and a draw per repeat.
    expect(await warmUp(api, () => false, 3)).toBe(4 + 2 * 3)
    expect(opens).toBe(4)
    // A spent time budget ends the repeats after the first round.
    opens = 0
    expect(await warmUp(api, () => false, 3, 0)).toBe(4)
    expect(opens).toBe(1)
    // A file that comes during the repeats ends them between steps.
    let asked = 0
    expect(await warmUp(api, () => ++asked > 7, 10)).toBe(7)
  })

  it('gives way as soon as the real document is being opened, between steps', async () => {
    const calls: string[] = []
    const api = {
      open: async () => { calls.push('open'); return { ok: true as const, version: 0, counts: {}, sheet: { extent: null } as never } },
      sheet: async () => { calls.push('sheet'); return { extent: null } as never },
      viewportScenes: async () => { calls.push('scenes'); return { ok: true } as never },
      findings: async () => { calls.push('findings'); return { total: 0, rows: [] } },
      derived: async () => { calls.push('derived'); return {} as never },
    }
    // The real open arrives once the first step (generating the harness) has run.
    let asked = 0
    expect(await warmUp(api, () => ++asked > 1)).toBe(1)
    expect(calls).toEqual([])
    expect(await warmUp(api, () => true)).toBe(0)
  })
})
