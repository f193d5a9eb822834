import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { createFixing } from '../model/factories'
import { assignPart, assignableIds } from './assignPart'
import { deleteRecords } from './records'

// X1 (4 cavities) and X2 (2) joined by a bundle; W1 from X1:2 to X2:1, W2 from X1:4 to X2:2; a clip on the bundle.
const open = () => {
  const h = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).segment('A', 'B', 100)
    .connector('X1', 'A', 4).connector('X2', 'B', 2).wire('W1', 'X1:2', 'X2:1').wire('W2', 'X1:4', 'X2:2')
  h.records.push(createFixing({ id: 'CL1' as never, name: 'CL1', kind: 'clip', place: { kind: 'segment', segmentId: 'A-B' as never, offset: 50 as never } }))
  return new Editor(h.records)
}
const names = (editor: Editor, id: string) => editor.doc.cavitiesOf(id as never).map((c) => c.name)

describe('assignPart', () => {
  it('gives a housing to drawn connectors: numbers, flags and cavities added, wires kept, one undo step', () => {
    const editor = open()
    expect(editor.run(assignPart, { ids: ['X1', 'W1'], kind: 'connector', part: { partNumber: 'HB-C-06S', description: '6 孔防水母护套', cavities: 6, sealable: true } })).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')).toMatchObject({ partNumber: 'HB-C-06S', description: '6 孔防水母护套', sealable: true })
    expect(names(editor, 'X1')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(editor.doc.getOf('wire', 'W1')!.endA).toEqual({ kind: 'cavity', cavityId: 'X1:2' })
    expect(editor.doc.getOf('wire', 'W1')!.partNumber).toBe('')
    editor.undo()
    expect(editor.doc.getOf('connector', 'X1')!.partNumber).toBe('')
    expect(names(editor, 'X1')).toHaveLength(4)
  })

  it('takes away empty cavities above the part\'s count, and refuses when a wire ends in one, naming it', () => {
    const editor = open()
    expect(editor.run(assignPart, { ids: ['X1'], kind: 'connector', part: { partNumber: 'HB-C-02U', description: '', cavities: 2 } })).toMatchObject({ ok: false, reason: 'invalidArguments', detail: expect.stringContaining('W2 ends in cavity 4') })
    expect(names(editor, 'X1')).toHaveLength(4)
    expect(editor.run(assignPart, { ids: ['X2'], kind: 'connector', part: { partNumber: 'HB-C-01', description: '', cavities: 1 } })).toMatchObject({ ok: false })
    expect(editor.version).toBe(0)
    // Without W2 (it ended in cavity 4), cavities 3 and 4 go; W1 stays in cavity 2.
    const freed = open()
    freed.run(deleteRecords, { ids: ['W2'] })
    expect(freed.run(assignPart, { ids: ['X1'], kind: 'connector', part: { partNumber: 'HB-C-02U', description: '', cavities: 2 } })).toBe(true)
    expect(names(freed, 'X1')).toEqual(['1', '2'])
    expect(freed.doc.getOf('wire', 'W1')!.endA).toEqual({ kind: 'cavity', cavityId: 'X1:2' })
  })

  it('gives a wire part its section, diameter and colours; splices and clips their numbers; refuses what does not fit the kind', () => {
    const editor = open()
    expect(editor.run(assignPart, { ids: ['W1', 'W2', 'X1'], kind: 'wire', part: { partNumber: 'FLRY-0.5', description: 'FLRY-B 0.5', csa: 0.5, od: 1.6, colors: ['RD', 'WH'] } })).toBe(true)
    expect(editor.doc.getOf('wire', 'W2')).toMatchObject({ partNumber: 'FLRY-0.5', csa: 0.5, od: 1.6, colors: ['RD', 'WH'] })
    expect(editor.doc.getOf('connector', 'X1')!.partNumber).toBe('')
    expect(editor.run(assignPart, { ids: ['CL1'], kind: 'clip', part: { partNumber: 'CL-8', description: '卡扣' } })).toBe(true)
    expect(editor.doc.getOf('fixing', 'CL1')!.partNumber).toBe('CL-8')
    expect(editor.run(assignPart, { ids: ['CL1'], kind: 'grommet', part: { partNumber: 'GR-1', description: '' } })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(assignPart, { ids: ['X1'], kind: 'splice', part: { partNumber: 'SP-1', description: '' } })).toMatchObject({ ok: false })
    expect(editor.run(assignPart, { ids: ['X1'], kind: 'connector', part: { partNumber: 7, description: '' } as never })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(assignableIds(editor.doc, ['X1', 'X1', 'nope', 'W1'], 'connector')).toEqual(['X1'])
  })
})
