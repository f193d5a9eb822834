import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { createSegment } from '../model/factories'
import { alignRecords, distributeRecords, translateRecords } from './arrange'

// X1 at A (0, 0), branch B (10, 20), X2 at C (100, 5); A-B-C with a bend point on B-C.
const open = () => {
  const records = harness().node('A', 'connector', [0, 0]).node('B', 'branch', [10, 20]).node('C', 'connector', [100, 5])
    .segment('A', 'B', 30).connector('X1', 'A', 1).connector('X2', 'C', 1).records
  records.push(createSegment({ id: 'B-C' as never, startNodeId: 'B' as never, endNodeId: 'C' as never, length: 120 as never, points: [[50, 40]] }))
  return new Editor(records)
}
const at = (editor: Editor, id: string) => editor.doc.getOf('node', id)!.position

describe('arranging', () => {
  it('nudges what is selected by a distance, bend points with segments whose both ends move, lengths unchanged', () => {
    const editor = open()
    expect(editor.run(translateRecords, { ids: ['X1', 'B-C'], dx: 10, dy: -5 })).toBe(true)
    expect([at(editor, 'A'), at(editor, 'B'), at(editor, 'C')]).toEqual([[10, -5], [20, 15], [110, 0]])
    expect(editor.doc.getOf('segment', 'B-C')).toMatchObject({ points: [[60, 35]], length: 120 })
    expect(editor.undo()).toBe(true)
    expect(at(editor, 'A')).toEqual([0, 0])
    expect(editor.run(translateRecords, { ids: ['B-C', 'B-C'], dx: 5, dy: 0 })).toBe(true)
    expect(editor.doc.getOf('segment', 'B-C')!.points).toEqual([[55, 40]])
    editor.undo()
    expect(editor.run(translateRecords, { ids: ['X1'], dx: Number.NaN, dy: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(translateRecords, { ids: ['nothing'], dx: 1, dy: 0 })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(translateRecords, { ids: ['X1'], dx: 2e7, dy: 0 })).toMatchObject({ reason: 'invalidArguments' })
  })

  it('aligns nodes on the outermost or the mean, and distributes them evenly', () => {
    const editor = open()
    expect(editor.run(alignRecords, { ids: ['X1', 'B', 'X2'], alignment: 'top' })).toBe(true)
    expect([at(editor, 'A'), at(editor, 'B'), at(editor, 'C')].map((p) => p[1])).toEqual([0, 0, 0])
    expect(editor.run(alignRecords, { ids: ['X1', 'X2'], alignment: 'centreX' })).toBe(true)
    expect([at(editor, 'A')[0], at(editor, 'C')[0]]).toEqual([50, 50])
    editor.undo()
    expect(editor.run(distributeRecords, { ids: ['X1', 'B', 'X2'], axis: 'x' })).toBe(true)
    expect([at(editor, 'A')[0], at(editor, 'B')[0], at(editor, 'C')[0]]).toEqual([0, 50, 100])
    expect(editor.run(alignRecords, { ids: ['X1'], alignment: 'left' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(alignRecords, { ids: ['X1', 'X2'], alignment: 'middle' as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(distributeRecords, { ids: ['X1', 'X2'], axis: 'x' })).toMatchObject({ reason: 'invalidArguments' })
  })
})
