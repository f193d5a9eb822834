import { describe, expect, it } from 'vitest'
import type { MulticoreId, SegmentId, WireGroupId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { deleteRecords, setProperties } from '../commands/records'
import { Editor } from '../Editor'
import { DEFAULT_SETTINGS } from '../model/defaults'
import { createMulticore, createProtection, createWireGroup } from '../model/factories'
import type { HarnessRecord, SettingsRecord } from '../model/records'
import type { Mm } from '../model/units'
import { DerivedColumns } from './columns/DerivedColumns'
import { deriveHarness } from './deriveHarness'
import { IncrementalDerived } from './IncrementalDerived'

const settings = (patch: Partial<SettingsRecord['lengthRules']>, more: Partial<SettingsRecord> = {}): SettingsRecord => ({
  ...DEFAULT_SETTINGS,
  ...more,
  lengthRules: { ...DEFAULT_SETTINGS.lengthRules, ...patch },
})

describe('deriveHarness', () => {
  it('computes the Capital worked example through a document: 120 -> 126 -> 125 mm', () => {
    // Segments 45 + 55 + 12 mm, connector add-ons 5 and 3 mm: L_path = 120 (harness-domain 3.2).
    const h = harness()
      .node('A', 'connector').node('B1').node('B2').node('B', 'connector')
      .segment('A', 'B1', 45).segment('B1', 'B2', 55).segment('B2', 'B', 12)
      .connector('X1', 'A', 1, 5).connector('X2', 'B', 1, 3).wire('W1', 'X1:1', 'X2:1')
    const doc = new Editor([...h.records, settings({ percentAddOn: 5, minAddOn: 0 as Mm, maxAddOn: 20 as Mm, roundTo: 5 as Mm })]).doc
    const length = deriveHarness(doc).lengths.get('W1' as WireId)!
    expect(length).toMatchObject({ ok: true, dmu: 112, production: 125, fixed: false })
    if (!length.ok) throw new Error('unreachable')
    expect(length.breakdown.base).toBe(120)
    expect(length.breakdown.unrounded).toBe(126)
    const capped = new Editor([...h.records, settings({ percentAddOn: 5, maxAddOn: 1 as Mm })]).doc
    expect(deriveHarness(capped).lengths.get('W1' as WireId)).toMatchObject({ production: 121 })
  })

  it('adds the junction add-on for each branch point passed, and honours a fixed length', () => {
    const h = harness().node('A', 'connector').node('J').node('B', 'connector').segment('A', 'J', 100).segment('J', 'B', 100)
      .connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1')
    const editor = new Editor([...h.records, settings({ junctionAddOn: 7 as Mm })])
    expect(deriveHarness(editor.doc).lengths.get('W1' as WireId)).toMatchObject({ production: 207 })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: 250 as Mm } })
    expect(deriveHarness(editor.doc).lengths.get('W1' as WireId)).toMatchObject({ dmu: 200, production: 250, fixed: true })
  })

  it('gives a jumper inside one housing its fixed length, and no length without one', () => {
    // W1 runs from pin 1 to pin 2 of X1: no segment, no add-on, so its length is 0 mm.
    const h = harness().node('A', 'connector').node('B', 'connector', [100, 0]).segment('A', 'B', 100)
      .connector('X1', 'A', 2).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X1:2')
    const editor = new Editor(h.records)
    expect(deriveHarness(editor.doc).lengths.get('W1' as WireId)).toMatchObject({ ok: false, reason: 'nonPositiveLength' })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: 80 as Mm } })
    expect(deriveHarness(editor.doc).lengths.get('W1' as WireId)).toMatchObject({ ok: true, dmu: 0, drawing: 0, production: 80, fixed: true })
    // The derived columns, kept current edit by edit, agree with the full derivation both ways.
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    expect(columns.get().lengths.get('W1' as WireId)).toEqual(deriveHarness(editor.doc).lengths.get('W1' as WireId))
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: null } })
    expect(deriveHarness(editor.doc).lengths.get('W1' as WireId)).toMatchObject({ ok: false, reason: 'nonPositiveLength' })
    expect(columns.get().lengths.get('W1' as WireId)).toEqual(deriveHarness(editor.doc).lengths.get('W1' as WireId))
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { fixedLength: 95 as Mm } })
    expect(columns.get().lengths.get('W1' as WireId)).toMatchObject({ ok: true, production: 95, fixed: true })
    expect(columns.get().lengths.get('W1' as WireId)).toEqual(deriveHarness(editor.doc).lengths.get('W1' as WireId))
  })

  it('sizes a bundle by k * sqrt(sum d^2): the IS-Rayfast example gives 4.9 mm', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 300).connector('X1', 'A', 9).connector('X2', 'B', 9)
    const ods = [1.19, 1.19, 1.19, 1.4, 1.4, 1.4, 1.4, 1.4, 1.65]
    ods.forEach((od, i) => h.wire(`W${i + 1}`, `X1:${i + 1}`, `X2:${i + 1}`, od))
    const derived = deriveHarness(new Editor(h.records).doc)
    const segment = derived.diameters.get('A-B' as SegmentId)!
    expect(segment.wireCount).toBe(9)
    expect(segment.diameter).toBeCloseTo(4.9, 1)
    const area = deriveHarness(new Editor([...h.records, settings({}, { diameterMethod: 'areaEquivalent' })]).doc)
    expect(area.diameters.get('A-B' as SegmentId)!.diameter).toBeCloseTo(Math.sqrt(ods.reduce((s, d) => s + d * d, 0)), 9)
  })

  it('counts the cores of a multicore once, by the sheath diameter', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 2)
      .wire('C1', 'X1:1', 'X2:1').wire('C2', 'X1:2', 'X2:2')
    const records: HarnessRecord[] = h.records.map((r) => (r.typeName === 'wire' ? { ...r, multicoreId: 'M1' as MulticoreId } : r))
    records.push(createMulticore({ id: 'M1' as MulticoreId, od: 6 as Mm }))
    const segment = deriveHarness(new Editor(records).doc).diameters.get('A-B' as SegmentId)!
    expect(segment.wireCount).toBe(1)
    // One member is its own bundle: the sheath, not 1.2 times it.
    expect(segment.diameter).toBeCloseTo(6, 9)
  })

  it('never makes a bundle of one wire thicker than the wire, nor one of two thinner than both side by side', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').node('C', 'connector').segment('A', 'B', 100).segment('B', 'C', 50)
      .connector('X1', 'A', 2).connector('X2', 'B', 1).connector('X3', 'C', 1)
      .wire('W1', 'X1:1', 'X2:1', 1.4).wire('W2', 'X1:2', 'X3:1', 1.4)
    const derived = deriveHarness(new Editor(h.records).doc)
    // A-B carries W1 and W2: max(1.2·√3.92, 2.8) = 2.8 mm; B-C carries W2 alone: 1.4 mm.
    expect(derived.diameters.get('A-B' as SegmentId)!.diameter).toBeCloseTo(2.8, 9)
    expect(derived.diameters.get('B-C' as SegmentId)!.diameter).toBeCloseTo(1.4, 9)
  })

  it('needs 3.50 m of half-overlap tape per metre of a 10 mm bundle (19 mm x 0.13 mm tape)', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 1000)
    const records: HarnessRecord[] = h.records.map((r) => (r.typeName === 'segment' ? { ...r, fixedDiameter: 10 as Mm } : r))
    records.push(createProtection({ id: 'P1' as never, segmentId: 'A-B' as SegmentId, start: 0 as Mm, end: 1000 as Mm, overlap: 0.5 }))
    const derived = deriveHarness(new Editor(records).doc)
    const row = derived.protections[0]!
    expect(row).toMatchObject({ ok: true, material: 'tape' })
    if (!row.ok || row.material !== 'tape') throw new Error('unreachable')
    expect(row.perMetre).toBeCloseTo(3.5, 2)
    expect(derived.diameters.get('A-B' as SegmentId)!.covered).toBeCloseTo(10 + 2 * 0.13 * 2, 9)
  })

  it('reports unroutable wires instead of dropping them, and applies twist take-up', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').node('Z', 'connector').segment('A', 'B', 250)
      .connector('X1', 'A', 2).connector('X2', 'B', 2).connector('X9', 'Z', 1).wire('T1', 'X1:1', 'X2:1', 1.6).wire('T2', 'X1:2', 'X2:2', 1.6).wire('LOST', 'X1:2', 'X9:1')
    const records: HarnessRecord[] = h.records.map((r) => (r.typeName === 'wire' && r.id !== 'LOST' ? { ...r, groupId: 'G1' as WireGroupId } : r))
    records.push(createWireGroup({ id: 'G1' as WireGroupId, pitch: 25 as Mm, wireIds: ['T1' as WireId, 'T2' as WireId] }))
    const derived = deriveHarness(new Editor(records).doc)
    expect(derived.routes.get('LOST' as WireId)).toMatchObject({ ok: false, reason: 'cannotConnectToGraph' })
    expect(derived.lengths.get('LOST' as WireId)).toMatchObject({ ok: false, reason: 'unroutable' })
    expect(derived.findings.map((f) => f.rule)).toContain('cannotConnectToGraph')
    expect(derived.lengths.get('T1' as WireId)).toMatchObject({ ok: true, dmu: 250 })
    const t1 = derived.lengths.get('T1' as WireId)!
    if (!t1.ok) throw new Error('unreachable')
    expect(t1.production).toBeCloseTo(250 * 1.0200, 1)
  })

  it('recomputes after a change and reuses results while the version stands', () => {
    const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 100).connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1')
    const editor = new Editor(h.records)
    const cache = new IncrementalDerived(editor.doc)
    editor.subscribe((event) => cache.update(event.diff))
    const first = cache.get()
    expect(cache.get()).toBe(first)
    editor.run(deleteRecords, { ids: ['X2'] })
    const second = cache.get()
    expect(second).not.toBe(first)
    expect(second.routes.get('W1' as WireId)).toMatchObject({ ok: false, reason: 'openEnd' })
    expect(second.findings.map((f) => f.rule)).toContain('openWireEnd')
  })
})
