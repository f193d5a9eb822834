import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { bendInsertion, insertBendPoint, removeBendPoint, straightenSegments } from './bendPoints'

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
