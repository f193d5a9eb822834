import type { SegmentId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { DEFAULT_WRAPPINGS, wrapSegments } from './wrapSegments'

// X1 at A (0, 0), X2 at C (200, 0) through B; one wire through both segments.
const open = () => OpenDocument.fromRecords(harness().node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0])
  .segment('A', 'B', 100).segment('B', 'C', 150).connector('X1', 'A', 1).connector('X2', 'C', 1).wire('W1', 'X1:1', 'X2:1').records)

const segments = ['A-B', 'B-C'] as SegmentId[]

describe('wrapSegments', () => {
  it('wraps whole segments in one undo step, each run one layer over what it covers, and the tape is measured', () => {
    const doc = open()
    const [tape, tube] = DEFAULT_WRAPPINGS
    expect(doc.editor.run(wrapSegments, { segmentIds: segments, wrapping: tape! })).toBe(true)
    expect(doc.editor.run(wrapSegments, { segmentIds: ['B-C' as SegmentId], wrapping: tube! })).toBe(true)
    const runs = [...doc.editor.doc.all('protection')]
    expect(runs.map((r) => [r.name, r.segmentId, r.start, r.end, r.layer])).toEqual([['P1', 'A-B', 0, 100, 0], ['P2', 'B-C', 0, 150, 0], ['P3', 'B-C', 0, 150, 1]])
    expect(runs[2]).toMatchObject({ material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6, width: 0 })
    const measured = doc.derived.get().protections.find((row) => row.protectionId === runs[0]!.id)!
    expect(measured.ok && measured.material === 'tape' && measured.length).toBeGreaterThan(100)
    expect(doc.editor.undo()).toBe(true)
    expect(doc.editor.undo()).toBe(true)
    expect(doc.editor.doc.count('protection')).toBe(0)
  })

  it('refuses no segments, unknown segments and unusable wrappings, changing nothing', () => {
    const doc = open()
    const tape = DEFAULT_WRAPPINGS[0]!
    expect(doc.editor.run(wrapSegments, { segmentIds: [], wrapping: tape })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.run(wrapSegments, { segmentIds: ['nope' as SegmentId], wrapping: tape })).toMatchObject({ reason: 'notFound' })
    for (const bad of [{ ...tape, width: 0 }, { ...tape, overlap: 1 }, { ...tape, material: 'paper' }, { ...tape, winding: 'spiral' }, { ...tape, thickness: Number.NaN },
      { ...tape, partNumber: 7 }, { ...tape, partNumber: 'P'.repeat(101) }, { ...tape, description: 'd'.repeat(501) }]) {
      expect(doc.editor.run(wrapSegments, { segmentIds: segments, wrapping: bad as never })).toMatchObject({ reason: 'invalidArguments' })
    }
    expect(doc.editor.version).toBe(0)
  })

  it('puts a library part\'s number and description on every run it makes; a generic wrapping has none', () => {
    const doc = open()
    const braid = { material: 'petTube', winding: 'tube', width: 10, thickness: 0.5, overlap: 0, partNumber: ' HB-PR-PET-10 ', description: 'PET 编织网管 10 mm' } as const
    expect(doc.editor.run(wrapSegments, { segmentIds: segments, wrapping: braid })).toBe(true)
    expect(doc.editor.run(wrapSegments, { segmentIds: ['A-B' as SegmentId], wrapping: DEFAULT_WRAPPINGS[0]! })).toBe(true)
    expect([...doc.editor.doc.all('protection')].map((r) => [r.name, r.partNumber, r.description])).toEqual([
      ['P1', 'HB-PR-PET-10', 'PET 编织网管 10 mm'], ['P2', 'HB-PR-PET-10', 'PET 编织网管 10 mm'], ['P3', '', ''],
    ])
  })
})
