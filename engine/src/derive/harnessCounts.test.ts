import { describe, expect, it } from 'vitest'
import { generateHarness } from '../generate'
import { sampleDocument } from '../io/json/sampleDocument'
import { TYPE_NAMES } from '../model/records'
import { harnessCounts, recordCounts } from './harnessCounts'

describe('harnessCounts', () => {
  it('counts every record type and the headline numbers of the sample document', () => {
    const records = sampleDocument()
    const c = harnessCounts(records)
    expect(Object.keys(c.byType)).toEqual([...TYPE_NAMES])
    for (const t of TYPE_NAMES) expect(c.byType[t], t).toBe(records.filter((r) => r.typeName === t).length)
    const wires = records.filter((r) => r.typeName === 'wire')
    const cores = wires.filter((w) => w.multicoreId !== null).length
    expect(c).toMatchObject({
      connectors: c.byType.connector, splices: c.byType.splice, cores, wires: wires.length - cores + c.byType.multicore,
      multicores: c.byType.multicore, segments: c.byType.segment, protections: c.byType.protection,
    })
    expect(cores).toBeGreaterThan(0)
    expect(recordCounts(records)).toEqual(c.byType)
  })

  it('gives the generated S harness its specified sizes', () => {
    const c = harnessCounts(generateHarness('S', 1))
    expect([c.connectors, c.byType.wire, c.segments, c.splices, c.protections]).toEqual([50, 500, 150, 25, 100])
    expect(c.wires + c.cores - c.multicores).toBe(500)
  })

  it('counts an empty document as zeros', () => {
    const c = harnessCounts([])
    expect(Object.values(c.byType).every((n) => n === 0)).toBe(true)
    expect([c.connectors, c.wires, c.cores]).toEqual([0, 0, 0])
  })
})
