import { describe, expect, it } from 'vitest'
import { createRecords } from '../commands/records'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import type { HarnessRecord, TypeName } from '../model/records'
import { generateHarness, generateHarnessOfSpec } from './generateHarness'
import { HARNESS_SIZES, type HarnessSize } from './harnessSizes'

function countByType(records: readonly HarnessRecord[]): Partial<Record<TypeName, number>> {
  const counts: Partial<Record<TypeName, number>> = {}
  for (const r of records) counts[r.typeName] = (counts[r.typeName] ?? 0) + 1
  return counts
}

function expectSizeCounts(size: HarnessSize, records: readonly HarnessRecord[]): void {
  const spec = HARNESS_SIZES[size]
  expect(countByType(records)).toMatchObject({
    connector: spec.connectors,
    wire: spec.wires,
    segment: spec.segments,
    node: spec.segments + 1,
    splice: spec.splices,
    protection: spec.protections,
  })
}

const cache = new Map<string, HarnessRecord[]>()
const generated = (size: HarnessSize, seed = 1) => {
  const key = `${size}/${seed}`
  if (!cache.has(key)) cache.set(key, generateHarness(size, seed))
  return cache.get(key)!
}

describe('generateHarness', () => {
  it.each(['S', 'M'] as const)('makes exactly the counts of size %s', (size) => {
    expectSizeCounts(size, generated(size))
  })

  it.each(['S', 'M'] as const)('gives byte-identical JSON for the same seed (%s)', (size) => {
    expect(JSON.stringify(generateHarness(size, 1))).toBe(JSON.stringify(generated(size)))
  })

  it('gives a different harness for a different seed', () => {
    const other = generated('S', 2)
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(generated('S')))
    expectSizeCounts('S', other)
  })

  it.each(['S', 'M'] as const)('passes createRecords and routes every wire (%s)', (size) => {
    const records = generated(size)
    const editor = new Editor()
    expect(editor.run(createRecords, { records })).toBe(true)
    const derived = deriveHarness(editor.doc)
    const unroutable = [...derived.routes.values()].filter((r) => !r.ok)
    expect(unroutable).toEqual([])
    expect([...derived.lengths.values()].every((l) => l.ok && l.production > 0)).toBe(true)
    expect(derived.protections.every((p) => p.ok)).toBe(true)
    expect(derived.findings).toEqual([])
  })

  it('is shaped like a harness: a tree, local wires, splices of 3+ ends, pairs, cables, mixed windings, clips', () => {
    const records = generated('M')
    const doc = new Editor(records).doc
    // A tree: one component with segments = nodes - 1 (checked through routing above).
    expect(doc.count('segment')).toBe(doc.count('node') - 1)
    for (const splice of doc.all('splice')) expect(doc.wiresAt(splice.id).length).toBeGreaterThanOrEqual(3)
    for (const connector of doc.all('connector')) {
      const used = doc.cavitiesOf(connector.id).filter((c) => doc.wiresAt(c.id).length > 0).length
      expect(used).toBeGreaterThan(0)
      expect(doc.cavitiesOf(connector.id).every((c) => doc.wiresAt(c.id).length <= 1)).toBe(true)
    }
    const derived = deriveHarness(doc)
    const steps = [...derived.routes.values()].map((r) => (r.ok ? r.route.steps.length : 0)).sort((a, b) => a - b)
    expect(steps[Math.floor(steps.length / 2)]!).toBeLessThan(steps[steps.length - 1]! / 3)
    const counts = countByType(records)
    expect(counts.wireGroup).toBeGreaterThan(100)
    expect(counts.multicore).toBeGreaterThan(20)
    for (const group of doc.all('wireGroup')) {
      const [a, b] = doc.membersOf(group.id)
      expect(derived.routes.get(a!.id)).toMatchObject({ ok: true })
      expect((derived.routes.get(a!.id) as { route: unknown }).route).toEqual((derived.routes.get(b!.id) as { route: unknown }).route)
    }
    for (const cable of doc.all('multicore')) expect(doc.coresOf(cable.id).length).toBeGreaterThanOrEqual(3)
    const windings = new Set([...doc.all('protection')].map((p) => `${p.material}/${p.winding}`))
    expect(windings.size).toBeGreaterThanOrEqual(8)
    expect([...doc.all('protection')].some((p) => p.layer > 0)).toBe(true)
    expect([...doc.all('fixing')].filter((f) => f.kind === 'clip').length).toBeGreaterThan(300)
    expect([...doc.all('seal')].some((s) => s.kind === 'plug')).toBe(true)
  })

  it('uses readable ids', () => {
    const ids = new Set<string>(generated('S').map((r) => r.id))
    for (const id of ['connector:X1', 'cavity:X1:1', 'wire:W500', 'terminal:W1:A', 'node:B1', 'node:X50', 'segment:S150', 'splice:SP25', 'protection:P100', 'module:TOW']) {
      expect(ids.has(id)).toBe(true)
    }
  })

  it('builds custom sizes and refuses impossible ones', () => {
    expectSizeCounts('S', generateHarnessOfSpec(HARNESS_SIZES.S, 9))
    const tiny = generateHarnessOfSpec({ connectors: 2, wires: 1, segments: 4, splices: 0, protections: 1 }, 1)
    expect(countByType(tiny)).toMatchObject({ connector: 2, wire: 1, segment: 4, protection: 1 })
    expect(new Editor().run(createRecords, { records: tiny })).toBe(true)
    expect(() => generateHarnessOfSpec({ connectors: 10, wires: 100, segments: 10, splices: 5, protections: 0 }, 1)).toThrow(RangeError)
    expect(() => generateHarnessOfSpec({ connectors: 10, wires: 5, segments: 40, splices: 5, protections: 0 }, 1)).toThrow(RangeError)
  })

  // L and XL generate in about 0.5 s and 2 s; the generous timeout covers slow CI machines.
  it.each(['L', 'XL'] as const)('makes exactly the counts of size %s', (size) => {
    const started = performance.now()
    const records = generateHarness(size, 1)
    const elapsed = performance.now() - started
    expectSizeCounts(size, records)
    const counts = countByType(records)
    expect(counts.wireGroup).toBeGreaterThan(0)
    expect(counts.multicore).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(20_000)
  }, 60_000)
})
