import { describe, expect, it } from 'vitest'
import type { WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { setProperties } from './records'
import { MAX_WIRE_CSA, setWireSection } from './wireSection'

const W1 = 'W1' as WireId
const editorOf = () => {
  const records = harness().node('N1', 'connector').node('N2', 'connector', [100, 0]).segment('N1', 'N2', 100)
    .connector('X1', 'N1', 1).connector('X2', 'N2', 1).wire('W1', 'X1:1', 'X2:1').records
  const editor = new Editor(records)
  // As the wire tool draws it: 0.35 mm² at the table's 1.4 mm.
  editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { csa: 0.35, od: 1.4 as never } })
  return editor
}

describe('setWireSection', () => {
  it('takes the outer diameter along when it is the table\'s for the old cross-section, as one undo step', () => {
    const editor = editorOf()
    expect(editor.run(setWireSection, { wireId: W1, csa: 2.5 })).toBe(true)
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 2.5, od: 3 })
    expect(editor.undo()).toBe(true)
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 0.35, od: 1.4 })
  })

  it('keeps a diameter set by hand, and reads a team table when given one', () => {
    const editor = editorOf()
    editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { od: 2.1 as never } })
    editor.run(setWireSection, { wireId: W1, csa: 2.5 })
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 2.5, od: 2.1 })
    const team = { source: 'team', rows: [[0.35, 1.4], [2.5, 3.2]] as [number, number][] }
    const other = editorOf()
    other.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { od: 1.4 as never } })
    other.run(setWireSection, { wireId: W1, csa: 2.5, diameters: team as never })
    expect(other.doc.getOf('wire', W1)).toMatchObject({ csa: 2.5, od: 3.2 })
  })

  it('takes along a diameter the engine drew with before its values were ISO 6722-1\'s, without a team table only', () => {
    // Saved harnesses hold 0.35 mm² wires at the former 1.3 mm and 10 mm² ones at 5.6 mm.
    const editor = editorOf()
    editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { od: 1.3 as never } })
    editor.run(setWireSection, { wireId: W1, csa: 2.5 })
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 2.5, od: 3 })
    editor.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { csa: 10, od: 5.6 as never } })
    editor.run(setWireSection, { wireId: W1, csa: 16 })
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 16, od: 7.2 })
    // With a team table, only its own values count as drawn with.
    const team = { source: 'team', rows: [[0.35, 1.45], [2.5, 3.2]] as [number, number][] }
    const other = editorOf()
    other.run(setProperties(), { typeName: 'wire', id: 'W1', patch: { od: 1.3 as never } })
    other.run(setWireSection, { wireId: W1, csa: 2.5, diameters: team as never })
    expect(other.doc.getOf('wire', W1)).toMatchObject({ csa: 2.5, od: 1.3 })
  })

  it('refuses a cross-section that is not a positive number within bounds, and a wire that is not there', () => {
    const editor = editorOf()
    for (const csa of [0, -1, Number.NaN, MAX_WIRE_CSA + 1, '2' as never]) {
      expect(editor.run(setWireSection, { wireId: W1, csa })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    }
    expect(editor.run(setWireSection, { wireId: 'W9' as WireId, csa: 1 })).toMatchObject({ ok: false, reason: 'notFound' })
    expect(editor.doc.getOf('wire', W1)).toMatchObject({ csa: 0.35, od: 1.4 })
  })
})
