import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { bendInsertion, insertBendPoint, removeBendPoint, straightenSegments } from './bendPoints'
import { cutPolyline } from '../render/drawnShape'
import { joinSegments, splitSegment } from './topology'

// A (0, 0) — B (100, 0) — C (100, 100), segment B-C bent once at (130, 50).
const records = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 100])
    .segment('A', 'B', 100).segment('B', 'C', 120).records
    .map((r) => (r.id === 'B-C' && r.typeName === 'segment' ? { ...r, points: [[130, 50]] as const } : r))

describe('bend points', () => {
  it('finds the leg a new bend point goes on and the point on it nearest the pointer', () => {
    expect(bendInsertion([[0, 0], [100, 0], [100, 100]], [40, 3])).toEqual({ index: 0, at: [40, 0] })
    expect(bendInsertion([[0, 0], [100, 0], [100, 100]], [97, 60])).toEqual({ index: 1, at: [100, 60] })
    expect(bendInsertion([[0, 0], [100, 0]], [-20, 5])).toEqual({ index: 0, at: [0, 0] })
    expect(bendInsertion([[5, 5], [5, 5]], [0, 0])).toEqual({ index: 0, at: [5, 5] })
    expect(bendInsertion([[0, 0]], [1, 1])).toBeNull()
  })

  it('inserts, removes and straightens bend points without changing the physical length, each one undo step', () => {
    const editor = new Editor(records())
    const points = () => editor.doc.getOf('segment', 'B-C')!.points
    expect(editor.run(insertBendPoint, { segmentId: 'B-C' as never, index: 1, position: [120, 90] })).toBe(true)
    expect(points()).toEqual([[130, 50], [120, 90]])
    expect(editor.run(insertBendPoint, { segmentId: 'B-C' as never, index: 0, position: [110, 10] })).toBe(true)
    expect(points()).toEqual([[110, 10], [130, 50], [120, 90]])
    expect(editor.run(removeBendPoint, { segmentId: 'B-C' as never, index: 1 })).toBe(true)
    expect(points()).toEqual([[110, 10], [120, 90]])
    expect(editor.run(straightenSegments, { segmentIds: ['A-B', 'B-C', 'W9'] })).toBe(true)
    expect(points()).toEqual([])
    expect(editor.doc.getOf('segment', 'B-C')!.length).toBe(120)
    expect(editor.undo()).toBe(true)
    expect(points()).toEqual([[110, 10], [120, 90]])
  })

  it('keeps the drawing when a bent segment is split and joined again', () => {
    const editor = new Editor(records())
    // B-C: (100, 0) → (130, 50) → (100, 100), drawn 2 × 58.3 mm; physical 120 mm. Split at 90 mm = 0.75.
    expect(editor.run(splitSegment, { segmentId: 'B-C' as never, offset: 90 as never, nodeId: 'N' as never, newSegmentId: 'S2' as never })).toBe(true)
    const node = editor.doc.getOf('node', 'N')!.position
    expect(node.map((v) => Math.round(v * 100) / 100)).toEqual([115, 75])
    expect(editor.doc.getOf('segment', 'B-C')!.points).toEqual([[130, 50]])
    expect(editor.doc.getOf('segment', 'S2')!.points).toEqual([])
    expect(editor.run(joinSegments, { first: 'B-C' as never, second: 'S2' as never })).toBe(true)
    // N lay on the line: no bend point for it; the joined segment is drawn as before.
    expect(editor.doc.getOf('segment', 'B-C')).toMatchObject({ startNodeId: 'B', endNodeId: 'C', length: 120, points: [[130, 50]] })
    expect(cutPolyline([[0, 0], [100, 0], [100, 100]], 0.75)).toEqual({ at: [100, 50], before: [[100, 0]], after: [] })
    expect(cutPolyline([[0, 0], [100, 0], [100, 100]], 0.25)).toEqual({ at: [50, 0], before: [], after: [[100, 0]] })
  })

  it('refuses what it cannot do, changing nothing', () => {
    const editor = new Editor(records())
    expect(editor.run(insertBendPoint, { segmentId: 'B-C' as never, index: 3, position: [0, 0] })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(insertBendPoint, { segmentId: 'B-C' as never, index: 0, position: [Number.NaN, 0] })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(insertBendPoint, { segmentId: 'nope' as never, index: 0, position: [0, 0] })).toMatchObject({ reason: 'notFound' })
    expect(editor.run(removeBendPoint, { segmentId: 'A-B' as never, index: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(straightenSegments, { segmentIds: ['A-B'] })).toMatchObject({ reason: 'invalidArguments', detail: 'no selected segment has a bend point' })
    expect(editor.run(straightenSegments, { segmentIds: [] })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })
})
