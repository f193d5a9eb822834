import type { NodeId, SegmentId, WireId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import type { Mm } from '../model/units'
import { nextName } from '../model/nextName'
import { addWire } from './addWire'
import { drawnLength, drawSegment } from './drawSegment'
import { placePart } from './placePart'

// X1 at A (0, 0), X2 at B (100, 0), one 100 mm segment.
const open = () => new Editor(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 2).records)

describe('drawing commands', () => {
  it('measure a drawn segment by its drawn distance in whole mm, at least 1 mm', () => {
    expect(drawnLength([0, 0], [30, 40])).toBe(50)
    expect(drawnLength([0, 0], [0.2, 0])).toBe(1)
  })

  it('refuse what would not be a branch, changing nothing, and answer the same whether asked or run', () => {
    const editor = open()
    const node = (id: string) => ({ kind: 'node' as const, nodeId: id as NodeId })
    const cases = [
      { from: node('A'), to: node('A') },
      { from: node('A'), to: node('B') },
      { from: node('A'), to: node('nope') },
      { from: { kind: 'segment' as const, segmentId: 'A-B' as SegmentId, offset: 10 as Mm }, to: { kind: 'segment' as const, segmentId: 'A-B' as SegmentId, offset: 60 as Mm } },
      { from: { kind: 'segment' as const, segmentId: 'A-B' as SegmentId, offset: 100 as Mm }, to: { kind: 'point' as const, point: [0, 50] as const } },
      { from: node('A'), to: { kind: 'point' as const, point: [Number.NaN, 0] as const } },
      { from: node('A'), to: { kind: 'point' as const, point: [0, 50] as const }, length: -5 as Mm },
      // From a node to a point on its own segment: the split's half would lie on top of the new one.
      { from: node('A'), to: { kind: 'segment' as const, segmentId: 'A-B' as SegmentId, offset: 50 as Mm } },
      { from: { kind: 'segment' as const, segmentId: 'A-B' as SegmentId, offset: 50 as Mm }, to: node('B') },
      // Ids chosen by the caller that are taken or given twice.
      { from: node('A'), to: { kind: 'point' as const, point: [0, 50] as const }, toNodeId: 'X1' as NodeId },
      { from: { kind: 'point' as const, point: [0, 60] as const }, to: { kind: 'point' as const, point: [0, 50] as const }, fromNodeId: 'N' as NodeId, toNodeId: 'N' as NodeId },
      { from: node('A'), to: { kind: 'point' as const, point: [0, 50] as const }, segmentId: 'A-B' as SegmentId },
    ]
    for (const args of cases) {
      const asked = drawSegment(editor.doc, args)
      expect(asked, JSON.stringify(args)).not.toBe(true)
      expect(editor.run(drawSegment, args)).toEqual(asked)
    }
    expect(editor.version).toBe(0)
    expect(editor.run(drawSegment, { from: node('A'), to: { kind: 'point', point: [0, 50] }, length: 70 as Mm })).toBe(true)
  })

  it('refuse connectors without cavities or with too many, and unknown kinds', () => {
    const editor = open()
    const at = { kind: 'point' as const, point: [50, 50] as const }
    expect(editor.run(placePart, { kind: 'connector', at, name: 'X9', cavities: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placePart, { kind: 'connector', at, name: 'X9', cavities: 501 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placePart, { kind: 'lamp' as never, at, name: 'X9' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placePart, { kind: 'connector', at, name: 'X9', id: 'X1' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placePart, { kind: 'splice', at, name: 'SP1', nodeId: 'B' as NodeId })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(placePart, { kind: 'splice', at, name: 'SP1', id: 'N9', nodeId: 'N9' as NodeId })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })

  it('refuse wires without a connected end, to a missing cavity, or from a cavity to itself', () => {
    const editor = open()
    const cavity = (id: string) => ({ kind: 'cavity' as const, cavityId: id as never })
    expect(editor.run(addWire, { endA: { kind: 'open' }, endB: { kind: 'open' }, name: 'W1' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(addWire, { endA: cavity('X1:1'), endB: cavity('X3:1'), name: 'W1' })).toMatchObject({ reason: 'notFound' })
    expect(editor.run(addWire, { endA: cavity('X1:1'), endB: cavity('X1:1'), name: 'W1' })).toMatchObject({ reason: 'invalidArguments' })
    // Fields checked when asked as when run.
    const negative = { endA: cavity('X1:1'), endB: cavity('X2:1'), name: 'W1', csa: -1 }
    expect(addWire(editor.doc, negative)).toMatchObject({ reason: 'invalidArguments' })
    expect(addWire(editor.doc, { ...negative, csa: 0.5, colors: 'RD' as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
    expect(editor.run(addWire, { endA: cavity('X1:1'), endB: { kind: 'open' }, name: 'W1', wireId: 'W1' as WireId })).toBe(true)
  })

  it('give a wire that states a cross-section but no outer diameter the table value for it', () => {
    const editor = open()
    const cavity = (id: string) => ({ kind: 'cavity' as const, cavityId: id as never })
    expect(editor.run(addWire, { endA: cavity('X1:1'), endB: cavity('X2:1'), name: 'W1', wireId: 'W1' as WireId, csa: 2.5 })).toBe(true)
    expect(editor.run(addWire, { endA: cavity('X1:2'), endB: cavity('X2:2'), name: 'W2', wireId: 'W2' as WireId, csa: 2.5, od: 3.4 as Mm })).toBe(true)
    expect(editor.run(addWire, { endA: cavity('X1:1'), endB: { kind: 'open' }, name: 'W3', wireId: 'W3' as WireId })).toBe(true)
    const od = (id: string) => editor.doc.getOf('wire', id as WireId)!.od
    // ISO 6722-1 thin wall (FLRY-B): 3.0 mm at 2.5 mm²; a stated diameter stands; no cross-section: 0.35 mm², 1.4 mm.
    expect([od('W1'), od('W2'), od('W3')]).toEqual([3, 3.4, 1.4])
  })

  it('name the next designator after the largest number with the prefix', () => {
    const editor = open()
    expect(nextName(editor.doc, 'connector', 'X')).toBe('X3')
    expect(nextName(editor.doc, 'wire', 'W')).toBe('W1')
  })
})
