import { describe, expect, it } from 'vitest'
import type { SegmentId, WireId } from '@harness/protocol'
import { harness, starHarness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { setProperties } from '../commands/records'
import type { Mm } from '../model/units'
import { createSeal, createTerminal, createWire, createWireGroup } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import { inspectRecord, type Inspection } from './inspection'

// Three connectors on a star around branch point B; W1 and W2 run X1-X2, W3 runs X1-X3.
const open = () => OpenDocument.fromRecords(starHarness().records)

const inspect = (doc: OpenDocument, id: string): Inspection | undefined =>
  inspectRecord(doc.editor.doc, doc.derived.get(), doc.spatial, (segmentId, limit) => doc.derived.wiresThrough(segmentId, limit), id)

const fact = (inspection: Inspection, key: string) => inspection.facts.find((f) => f.key === key)?.value

describe('inspection', () => {
  it('shows a wire with its ends, its computed lengths and its whole route to highlight', () => {
    const doc = open()
    const wire = inspect(doc, 'W1')!
    const length = doc.derived.get().lengths.get('W1' as WireId)!
    if (!length.ok) throw new Error('W1 has no length')
    expect(wire.title).toBe('W1')
    expect(fact(wire, 'endA')).toBe('X1:1')
    expect(fact(wire, 'endB')).toBe('X2:1')
    expect(fact(wire, 'dmuLength')).toBe(180)
    expect(fact(wire, 'productionLength')).toBe(Math.round(length.production * 10) / 10)
    expect(fact(wire, 'routeSegments')).toBe(2)
    // From pin X1:1 (3.84, -4) to where the bundle leaves X1's 12 mm body by its side (6, 0); from
    // pin X2:1 (103.84, 77) to where it leaves X2's 14 mm tall body by its top end (100, 73), out
    // of the pin's outer side and up the strip beside it into the end margin; and along the two
    // segments between from body edge to body edge.
    expect(wire.highlight.map((line) => Array.from(line, (v) => Math.round(v * 100) / 100))).toEqual([
      [3.84, -4, 6, 0], [103.84, 77, 105.04, 77, 105.52, 77, 105.52, 73.5, 100, 73], [6, 0, 100, 0], [100, 0, 100, 73],
    ])
    expect(wire.related.map((r) => r.id)).toEqual(['X1', 'X2'])
  })

  it('shows a pin by its connector and name, its wires, and where they go from it', () => {
    const doc = open()
    const pin = inspect(doc, 'X1:3')!
    expect([pin.typeName, pin.title]).toEqual(['cavity', 'X1:3'])
    expect(fact(pin, 'connector')).toBe('X1')
    expect(fact(pin, 'wireCount')).toBe(1)
    expect(fact(pin, 'sealed')).toBe(false)
    expect(pin.related.map((r) => r.id)).toEqual(['X1', 'W3'])
    const lines = pin.highlight.map((line) => Array.from(line, (v) => Math.round(v * 100) / 100))
    // Its 2.4 mm box at (3.84, 4), the lead to the body's edge, then W3's route to X3 and its lead there.
    expect(lines[0]).toEqual([2.64, 2.8, 5.04, 2.8, 5.04, 5.2, 2.64, 5.2, 2.64, 2.8])
    expect(lines[1]).toEqual([3.84, 4, 6, 0])
    expect(lines.slice(3)).toEqual([[6, 0, 100, 0], [100, 0, 194, 0]])
    // An empty pin: its box alone.
    const built = harness().node('A', 'connector', [0, 0]).connector('X1', 'A', 2)
    expect(inspect(OpenDocument.fromRecords(built.records), 'X1:2')!.highlight).toHaveLength(1)
  })

  it('lists and counts a jumper between two pins of one connector once among its wires, with its fixed length editable', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100)
      .connector('X1', 'A', 3).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X1:2').wire('W2', 'X1:3', 'X2:1')
    const doc = OpenDocument.fromRecords(built.records)
    const x1 = inspect(doc, 'X1')!
    expect(x1.related.map((r) => r.id)).toEqual(['W1', 'W2'])
    expect(fact(x1, 'wireCount')).toBe(2)
    const fixed = inspect(doc, 'W1')!.facts.find((f) => f.key === 'fixedLength')!
    expect(fixed).toMatchObject({ value: null, editable: 'fixedLength', optional: true })
  })

  it('shows a wire without a route as a dashed straight line between its ends, to see and find it', () => {
    // X4 at E (0, 12) is on no bundle: W4 from X1 (at A, 0 0) cannot be routed.
    const built = harness()
      .node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('E', 'connector', [0, 12])
      .segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 1).connector('X4', 'E', 1)
      .wire('W1', 'X1:1', 'X2:1').wire('W4', 'X1:2', 'X4:1')
    const doc = OpenDocument.fromRecords(built.records)
    const wire = inspect(doc, 'W4')!
    expect(fact(wire, 'routeSegments')).toBeNull()
    expect(wire.highlight.map((line) => Array.from(line))).toEqual([[0, 0, 0, 3], [0, 5, 0, 8], [0, 10, 0, 12]])
  })

  it('shows a segment with its editable length, its bundle and the wires through it', () => {
    const doc = open()
    const segment = inspect(doc, 'A-B')!
    expect(segment.facts.find((f) => f.key === 'length')).toEqual({ key: 'length', value: 100, unit: 'mm', editable: 'length' })
    expect(fact(segment, 'bundleMembers')).toBe(3)
    expect(fact(segment, 'bundleDiameter')).toBe(Math.round(doc.derived.get().diameters.get('A-B' as SegmentId)!.bundle.diameter * 10) / 10)
    expect(segment.related.map((r) => r.id).sort()).toEqual(['W1', 'W2', 'W3'])
    expect(inspect(doc, 'B-D')!.related.map((r) => r.id)).toEqual(['W3'])
    // Highlighted by its centre line, then the outline of its bundle, half a millimetre clear of it.
    const half = doc.derived.get().diameters.get('A-B' as SegmentId)!.covered / 2 + 0.5
    expect(Array.from(segment.highlight[0]!)).toEqual([0, 0, 100, 0])
    expect(Array.from(segment.highlight[1]!, (v) => Math.round(v * 1000) / 1000)).toEqual([0, -half, 100, -half, 100, half, 0, half, 0, -half].map((v) => Math.round(Math.fround(v) * 1000) / 1000))
  })

  it('says by how much a fixed diameter falls short of what the wires through it need, and nothing where it does not', () => {
    const doc = open()
    const estimate = doc.derived.get().diameters.get('A-B' as SegmentId)!.bundle.diameter
    expect(fact(inspect(doc, 'A-B')!, 'fixedDiameterShort')).toBeUndefined()
    doc.editor.run(setProperties<'segment'>(), { typeName: 'segment', id: 'A-B', patch: { fixedDiameter: 1 as Mm } })
    expect(fact(inspect(doc, 'A-B')!, 'fixedDiameterShort')).toBe(Math.round((estimate - 1) * 10) / 10)
    doc.editor.run(setProperties<'segment'>(), { typeName: 'segment', id: 'A-B', patch: { fixedDiameter: (estimate + 1) as Mm } })
    expect(fact(inspect(doc, 'A-B')!, 'fixedDiameterShort')).toBeUndefined()
  })

  it('names the terminal and the seal fitted at each end of a wire, none where none is', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100)
      .connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1')
    const doc = OpenDocument.fromRecords([...built.records,
      createTerminal({ id: 'T1' as never, wireId: 'W1' as WireId, end: 'A', partNumber: '963711-2' }),
      createSeal({ id: 'S1' as never, cavityId: 'X1:1' as never, partNumber: '967067-1' }),
      createSeal({ id: 'P2' as never, cavityId: 'X2:1' as never, kind: 'plug', partNumber: '967056-1' })])
    const wire = inspect(doc, 'W1')!
    expect([fact(wire, 'terminalA'), fact(wire, 'sealA')]).toEqual(['963711-2', '967067-1'])
    // A plug is no seal of a wire end.
    expect([fact(wire, 'terminalB'), fact(wire, 'sealB')]).toEqual([null, null])
    expect(wire.facts.map((f) => f.key).slice(3, 9)).toEqual(['endA', 'terminalA', 'sealA', 'endB', 'terminalB', 'sealB'])
  })

  it('lists the wires joined at a splice, as a wire list reads (W2 before W10)', () => {
    const built = harness()
      .node('A', 'connector', [0, 0]).node('S', 'branch', [50, 0]).segment('A', 'S', 50)
      .connector('X1', 'A', 3).splice('SP1', 'S')
    const toSplice = (id: string, cavity: string) => createWire({ id: id as WireId, name: id, endA: { kind: 'cavity', cavityId: cavity as never }, endB: { kind: 'splice', spliceId: 'SP1' as never } })
    const doc = OpenDocument.fromRecords([...built.records, toSplice('W10', 'X1:1'), toSplice('W2', 'X1:2'), toSplice('W1', 'X1:3')])
    const splice = inspect(doc, 'SP1')!
    expect(fact(splice, 'wireCount')).toBe(3)
    expect(splice.related.map((r) => r.title)).toEqual(['W1', 'W2', 'W10'])
  })

  it('tells an unnamed node by where it is, never by its id', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'branch', [100.04, -20.26]).segment('A', 'B', 100)
    const records = built.records.map((r) => (r.id === 'B' ? { ...r, name: '' } : r))
    expect(inspect(OpenDocument.fromRecords(records), 'B')!.title).toBe('100, -20.3')
  })

  it('counts a connector\'s cavities and wires, and lists the wires', () => {
    const doc = open()
    const connector = inspect(doc, 'X1')!
    expect(fact(connector, 'cavities')).toBe(3)
    expect(fact(connector, 'wireCount')).toBe(3)
    expect(connector.related.map((r) => r.id).sort()).toEqual(['W1', 'W2', 'W3'])
    expect(connector.highlight.map((line) => Array.from(line))).toEqual([[-6, -7, 6, -7, 6, 7, -6, 7, -6, -7]])
  })

  it('names the findings of a record and answers nothing for an unknown id', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1')
    const doc = OpenDocument.fromRecords(built.records)
    const wire = inspect(doc, 'W1')!
    expect(wire.findings.map((f) => f.rule)).toContain('cannotConnectToGraph')
    expect(fact(wire, 'dmuLength')).toBeNull()
    expect(inspect(doc, 'nothing')).toBeUndefined()
  })

  it('lists the other wires of a wire\'s twisted group to select, and none for a single wire', () => {
    const records: HarnessRecord[] = []
    const base = open()
    for (const type of ['node', 'segment', 'connector', 'cavity', 'wire'] as const) for (const r of base.editor.doc.all(type)) records.push(r.typeName === 'wire' && r.id !== 'W3' ? { ...r, groupId: 'G1' as never } : r)
    records.push(createWireGroup({ id: 'G1' as never, name: 'G1', wireIds: ['W1', 'W2'] as never }))
    const doc = OpenDocument.fromRecords(records)
    expect(inspect(doc, 'W1')!.members).toEqual([{ id: 'W2', typeName: 'wire', title: 'W2' }])
    expect(inspect(doc, 'W3')!.members).toEqual([])
    expect(inspect(doc, 'X1')!.members).toEqual([])
  })
})
