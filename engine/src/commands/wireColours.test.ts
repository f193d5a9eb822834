import type { WireId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { Editor } from '../Editor'
import { harness } from '../../test/harnessBuilder'
import { setWireColours } from './wireColours'

const W1 = 'W1' as WireId

function editorOf(): Editor {
  const records = harness().node('N1', 'connector').node('N2', 'connector', [100, 0]).segment('N1', 'N2', 100)
    .connector('X1', 'N1', 1).connector('X2', 'N2', 1).wire('W1', 'X1:1', 'X2:1').records
  return new Editor(records)
}

describe('setWireColours', () => {
  it('sets the base colour and stripes as one undo step', () => {
    const editor = editorOf()
    const before = editor.doc.getOf('wire', W1)!.colors
    expect(editor.run(setWireColours, { wireId: W1, colours: ['RD', 'BK'] })).toBe(true)
    expect(editor.doc.getOf('wire', W1)!.colors).toEqual(['RD', 'BK'])
    expect(editor.undo()).toBe(true)
    expect(editor.doc.getOf('wire', W1)!.colors).toEqual(before)
    expect(editor.run(setWireColours, { wireId: W1, colours: [] })).toBe(true)
    expect(editor.doc.getOf('wire', W1)!.colors).toEqual([])
  })

  it('refuses codes outside IEC 60757, more than four colours, other arguments and a missing wire, changing nothing', () => {
    const editor = editorOf()
    const version = editor.version
    expect(editor.run(setWireColours, { wireId: W1, colours: ['RD', 'red'] })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(setWireColours, { wireId: W1, colours: ['RD', 'BK', 'WH', 'GN', 'YE'] })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(setWireColours, { wireId: W1, colours: 'RD' as never })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(setWireColours, { wireId: W1, colours: [3] as never })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(setWireColours, { wireId: 'W9' as WireId, colours: ['RD'] })).toMatchObject({ ok: false, reason: 'notFound' })
    expect(editor.version).toBe(version)
  })
})
