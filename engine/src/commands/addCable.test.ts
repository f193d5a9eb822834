import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { Editor } from '../Editor'
import { bodyOrientation, pinCentre, pinLayout } from '../render/pinLayout'
import { addCable } from './addCable'
import { toolOptionsProblem } from '../interaction/toolIds'

// X1 (6 cavities) at A (0, 0), X2 (6 cavities) at B (200, 0); W9 already from X1:6 to X2:6.
const records = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).segment('A', 'B', 200)
    .connector('X1', 'A', 6).connector('X2', 'B', 6).wire('W9', 'X1:6', 'X2:6').records

const args = (more: Partial<Parameters<typeof addCable>[1]> = {}) =>
  ({ from: 'X1:1' as never, to: 'X2:3' as never, cores: 3, name: 'C1', wireNames: ['W1', 'W2', 'W3'], ...more })

describe('addCable', () => {
  it('draws the cores pin to pin from the pressed pins, coloured in order, sheathed as one cable, one undo step', () => {
    const editor = new Editor(records())
    expect(editor.run(addCable, args({ multicoreId: 'MC' as never, wireIds: ['a', 'b', 'c'] as never }))).toBe(true)
    const doc = editor.doc
    expect(['a', 'b', 'c'].map((id) => {
      const w = doc.getOf('wire', id)!
      return [w.name, w.endA.kind === 'cavity' && w.endA.cavityId, w.endB.kind === 'cavity' && w.endB.cavityId, w.colors.join(''), w.multicoreId]
    })).toEqual([['W1', 'X1:1', 'X2:3', 'WH', 'MC'], ['W2', 'X1:2', 'X2:4', 'BN', 'MC'], ['W3', 'X1:3', 'X2:5', 'GN', 'MC']])
    expect(doc.getOf('multicore', 'MC')).toMatchObject({ name: 'C1', sheathed: true })
    expect(doc.getOf('multicore', 'MC')!.od).toBeGreaterThan(1.4 * 2)
    expect(editor.undo()).toBe(true)
    expect(doc.count('wire')).toBe(1)
    expect(doc.count('multicore')).toBe(0)
  })

  it('refuses too few pins, a pin in use, one connector, and bad counts, changing nothing', () => {
    const editor = new Editor(records())
    expect(editor.run(addCable, args({ from: 'X1:5' as never }))).toMatchObject({ reason: 'invalidArguments', detail: 'X1 has 2 pins from the one pressed, the cable has 3 cores' })
    expect(editor.run(addCable, args({ to: 'X2:4' as never }))).toMatchObject({ reason: 'invalidArguments', detail: 'pin X2:6 already holds a wire' })
    expect(editor.run(addCable, args({ to: 'X1:2' as never, cores: 2, wireNames: ['W1', 'W2'] }))).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(addCable, args({ cores: 1, wireNames: ['W1'] }))).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(addCable, args({ wireNames: ['W1'] }))).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(addCable, args({ from: 'nope' as never }))).toMatchObject({ reason: 'notFound' })
    expect(editor.run(addCable, args({ wireIds: ['W9', 'x', 'y'] as never }))).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })

  it('is drawn with the cable tool pin to pin, its cores named in a row and selected', () => {
    const editor = new TestEditor(records(), 4)
    expect(editor.tool('cable', { cores: 2 })).toBe(true)
    const pin = (centre: readonly [number, number], count: number, index: number) => pinCentre(pinLayout(centre, count, bodyOrientation(0, false)), index)
    editor.drag(pin([0, 0], 6, 0), pin([200, 0], 6, 0))
    const doc = editor.document.editor.doc
    expect(editor.selected.map((id) => doc.getOf('wire', id)!.name)).toEqual(['W10', 'W11'])
    expect(doc.getOf('multicore', doc.getOf('wire', editor.selected[0]!)!.multicoreId!)).toMatchObject({ name: 'C1' })
    editor.drag(pin([0, 0], 6, 2), pin([200, 0], 6, 2))
    expect(editor.selected.map((id) => doc.getOf('wire', id)!.name)).toEqual(['W12', 'W13'])
    // Too few pins: the refusal is the notice, nothing drawn.
    editor.drag(pin([0, 0], 6, 5), pin([200, 0], 6, 4))
    expect(editor.last.notice).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.count('wire')).toBe(5)
    expect(toolOptionsProblem({ cores: 1 })).toBe('cores must be a whole number from 2 to 64')
  })
})
