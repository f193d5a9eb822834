import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ConnectorId, NodeId, WireId } from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../model/defaults'
import { createCavity, createConnector, createNode, createSeal, createTerminal, createWire } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import { generateHarness } from '../generate'
import { sampleDocument } from '../io/json/sampleDocument'
import { compareHarnesses, type HarnessComparison } from './compareHarnesses'

const node = createNode({ id: 'node:N1' as NodeId, name: 'N1', position: [0, 0] })
const x1 = createConnector({ id: 'connector:X1' as ConnectorId, name: 'X1', nodeId: node.id })
const x2 = createConnector({ id: 'connector:X2' as ConnectorId, name: 'X2', nodeId: node.id })
const cavity = createCavity({ id: 'cavity:X1:1' as never, connectorId: x1.id, name: '1', index: 0 })
const wire = createWire({ id: 'wire:W1' as WireId, name: 'W1', endA: { kind: 'cavity', cavityId: cavity.id } })
const terminal = createTerminal({ id: 'terminal:T1' as never, wireId: wire.id, end: 'A' })
const seal = createSeal({ id: 'seal:S1' as never, cavityId: cavity.id })
const before: HarnessRecord[] = [DEFAULT_SETTINGS, node, x1, x2, cavity, wire, terminal, seal]

describe('compareHarnesses', () => {
  it('finds nothing between a version and itself or a copy with keys in another order', () => {
    const copy = before.map((r) => Object.fromEntries(Object.entries(r).reverse()) as unknown as HarnessRecord)
    const result = compareHarnesses(before, copy)
    expect(result).toMatchObject({ added: 0, removed: 0, changed: 0, changes: [], truncated: false })
    expect(result.before).toEqual(result.after)
    expect(result.before.connector).toBe(2)
    expect(result.before.fixing).toBe(0)
  })

  it('lists added, removed and changed records with labels and top-level field names, sorted by type, label and id', () => {
    const after: HarnessRecord[] = [
      { ...DEFAULT_SETTINGS, grid: { ...DEFAULT_SETTINGS.grid, size: 5 } },
      { ...node, position: [10, 0] },
      { ...x1, name: 'X10', description: 'housing' },
      { ...cavity, name: '1a' },
      { ...wire, endA: { kind: 'open' }, colors: ['RD'] },
      terminal,
      seal,
      createConnector({ id: 'connector:A9' as ConnectorId, name: 'X0', nodeId: node.id }),
      createWire({ id: 'wire:W0' as WireId, name: 'W0' }),
    ]
    const result = compareHarnesses(before, after)
    expect(result).toMatchObject({ added: 2, removed: 1, changed: 5, truncated: false })
    expect(result.changes.map((c) => [c.kind, c.typeName, c.label, c.id, c.fields])).toEqual([
      ['changed', 'settings', '', 'settings', ['grid']],
      ['changed', 'node', 'N1', 'node:N1', ['position']],
      ['added', 'connector', 'X0', 'connector:A9', []],
      ['changed', 'connector', 'X10', 'connector:X1', ['name', 'description']],
      ['removed', 'connector', 'X2', 'connector:X2', []],
      ['changed', 'cavity', 'X10:1a', 'cavity:X1:1', ['name']],
      ['added', 'wire', 'W0', 'wire:W0', []],
      ['changed', 'wire', 'W1', 'wire:W1', ['colors', 'endA']],
    ])
    expect(result.after.connector).toBe(2)
  })

  it('labels terminals by wire and end, seals by cavity', () => {
    const result = compareHarnesses(before, before.filter((r) => r.typeName !== 'terminal' && r.typeName !== 'seal'))
    expect(result.changes.map((c) => c.label)).toEqual(['W1/A', 'X1:1'])
  })

  it('caps the list at the limit with the first changes in sort order, and says so', () => {
    const many = Array.from({ length: 50 }, (_, i) => createWire({ id: `wire:N${String(i).padStart(2, '0')}` as WireId, name: `N${49 - i}` }))
    const result = compareHarnesses(before, [...before, ...many], { limit: 3 })
    expect(result.added).toBe(50)
    expect(result.truncated).toBe(true)
    expect(result.changes.map((c) => c.label)).toEqual(['N0', 'N1', 'N10'])
    expect(compareHarnesses(before, [...before, ...many], { limit: 50 }).truncated).toBe(false)
    expect(compareHarnesses(before, [...before, ...many], { limit: 0 }).changes).toEqual([])
    expect(() => compareHarnesses(before, before, { limit: -1 })).toThrow(RangeError)
    expect(() => compareHarnesses(before, before, { limit: 1.5 })).toThrow(RangeError)
  })

  it('pairs records by id whatever their order, also far beyond its look-ahead', () => {
    const records = generateHarness('S', 3)
    const reversed = [...records].reverse()
    expect(compareHarnesses(records, reversed)).toMatchObject({ added: 0, removed: 0, changed: 0 })
    const inserted = [...records.slice(0, 700), ...Array.from({ length: 40 }, (_, k) => createWire({ id: `wire:I${k}` as WireId, name: `I${k}` })), ...records.slice(700)]
    const at = inserted.findIndex((r, k) => k > 1000 && r.typeName === 'wire')
    const renamed = inserted.map((r, k) => (k === at ? { ...r, name: 'renamed' } : r))
    const result = compareHarnesses(records, renamed.filter((_, k) => k !== 30))
    expect([result.added, result.removed, result.changed]).toEqual([40, 1, 1])
  })

  it('counts a record whose id changed type as removed and added', () => {
    const odd = { ...x2, typeName: 'splice', lengthAddOn: 0, rotation: undefined } as unknown as HarnessRecord
    const result = compareHarnesses([x2], [odd])
    expect([result.added, result.removed, result.changed]).toEqual([1, 1, 0])
  })
})

/** A version of the sample document: some records dropped, some renamed or moved, some wires added. */
const version = fc
  .record({
    drop: fc.uniqueArray(fc.nat({ max: 80 }), { maxLength: 10 }),
    rename: fc.uniqueArray(fc.nat({ max: 80 }), { maxLength: 10 }),
    added: fc.nat({ max: 4 }),
  })
  .map(({ drop, rename, added }) => {
    const records: HarnessRecord[] = []
    sampleDocument().forEach((r, i) => {
      if (drop.includes(i)) return
      if (rename.includes(i) && 'name' in r) records.push({ ...r, name: `${r.name}*` } as HarnessRecord)
      else if (rename.includes(i) && 'position' in r) records.push({ ...r, position: [r.position[0] + 1, r.position[1]] } as HarnessRecord)
      else records.push(r)
    })
    for (let k = 0; k < added; k++) records.push(createWire({ id: `wire:new${k}` as WireId, name: `new ${k}` }))
    return records
  })

const asSet = (c: HarnessComparison, swap: boolean) =>
  new Map(c.changes.map((x) => [x.id, [swap && x.kind !== 'changed' ? (x.kind === 'added' ? 'removed' : 'added') : x.kind, x.fields.join(), x.kind === 'changed' ? '' : x.label]]))

describe('compareHarnesses properties', () => {
  it('compare(a, a) lists nothing', () => {
    fc.assert(fc.property(version, (a) => {
      const result = compareHarnesses(a, a)
      expect([result.added, result.removed, result.changed, result.changes.length]).toEqual([0, 0, 0, 0])
    }))
  })

  it('compare(a, b) and compare(b, a) mirror each other, and the counts add up', () => {
    fc.assert(fc.property(version, version, (a, b) => {
      const ab = compareHarnesses(a, b, { limit: 10_000 })
      const ba = compareHarnesses(b, a, { limit: 10_000 })
      expect([ab.added, ab.removed, ab.changed]).toEqual([ba.removed, ba.added, ba.changed])
      expect(ab.before).toEqual(ba.after)
      expect(ab.after).toEqual(ba.before)
      expect(asSet(ab, false)).toEqual(asSet(ba, true))
      expect(ab.changes).toHaveLength(ab.added + ab.removed + ab.changed)
      const total = (counts: HarnessComparison['before']) => Object.values(counts).reduce((s, n) => s + n, 0)
      expect(total(ab.after) - total(ab.before)).toBe(ab.added - ab.removed)
    }))
  })

  it('lists, under any limit, exactly the first changes of the full sorted list', () => {
    fc.assert(fc.property(version, version, fc.nat({ max: 60 }), (a, b, limit) => {
      const all = compareHarnesses(a, b, { limit: 10_000 })
      const capped = compareHarnesses(a, b, { limit })
      expect(capped.changes).toEqual(all.changes.slice(0, limit))
      expect(capped.truncated).toBe(all.changes.length > limit)
    }))
  })
})
