import type { WireId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { pinCentre, pinLayout } from '../render/pinLayout'

// X1 (4 cavities) at A (0, 0), X2 (4 cavities) at C (200, 0) through B (100, 0); splice S1 at D (100, 80).
const records = () =>
  harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0]).node('D', 'splice', [100, 80])
    .segment('A', 'B', 100).segment('B', 'C', 100).segment('B', 'D', 80)
    .connector('X1', 'A', 4).connector('X2', 'C', 4).splice('S1', 'D')
    .wire('W1', 'X1:1', 'X2:1').records

const pin = (centre: readonly [number, number], index: number) => pinCentre(pinLayout(centre, 4), index)

describe('wire tool', () => {
  it('connects pin to pin by dragging: the wire is named, routed and measured at once, one undo step', () => {
    const editor = new TestEditor(records(), 4)
    editor.tool('wire')
    expect(editor.pointerMove(pin([0, 0], 1)).hover).toBe('X1:2')
    editor.drag(pin([0, 0], 1), pin([200, 0], 2))
    const doc = editor.document.editor.doc
    const id = editor.selected[0]! as WireId
    expect(doc.getOf('wire', id)).toMatchObject({ name: 'W2', endA: { kind: 'cavity', cavityId: 'X1:2' }, endB: { kind: 'cavity', cavityId: 'X2:3' } })
    const length = editor.document.derived.get().lengths.get(id)!
    expect(length.ok && length.dmu).toBe(200)
    expect(editor.last.state).toBe('idle')
    expect(editor.last.drag).toBeNull()
    expect(editor.document.editor.undo()).toBe(true)
    expect(doc.getOf('wire', id)).toBeUndefined()
  })

  it('draws a library wire with its numbers, cross-section, diameter and colours', () => {
    const editor = new TestEditor(records(), 4)
    editor.tool('wire', { part: { partNumber: 'FLRY-B 0.5 RD', description: 'FLRY-B 0.5 mm² red', csa: 0.5, od: 1.6, colors: ['RD'] } })
    editor.drag(pin([0, 0], 1), pin([200, 0], 1))
    expect(editor.document.editor.doc.getOf('wire', editor.selected[0]!)).toMatchObject({ partNumber: 'FLRY-B 0.5 RD', csa: 0.5, od: 1.6, colors: ['RD'] })
  })

  it('gives a wire without a diameter of its own the team table value for its cross-section, cables too', () => {
    const editor = new TestEditor(records(), 4)
    editor.interaction.setWireDiameters({ source: '团队线径表', rows: [[0.35, 1.45], [1, 2.25]] })
    editor.tool('wire', { part: { partNumber: 'FLRY 1.0', description: 'no diameter stated', csa: 1 } })
    editor.drag(pin([0, 0], 1), pin([200, 0], 1))
    expect(editor.document.editor.doc.getOf('wire', editor.selected[0]!)).toMatchObject({ csa: 1, od: 2.25 })
    editor.tool('cable', { cores: 2 })
    editor.drag(pin([0, 0], 2), pin([200, 0], 2))
    expect(editor.selected.map((id) => editor.document.editor.doc.getOf('wire', id)!.od)).toEqual([1.45, 1.45])
    // Back to the engine's own: a generic wire of 0.35 mm² is 1.4 mm.
    editor.interaction.setWireDiameters(null)
    editor.tool('wire')
    editor.drag(pin([0, 0], 0), pin([200, 0], 0))
    expect(editor.document.editor.doc.getOf('wire', editor.selected[0]!)).toMatchObject({ csa: 0.35, od: 1.4 })
  })

  it('connects by clicking a pin and then a splice', () => {
    const editor = new TestEditor(records(), 4)
    editor.tool('wire')
    editor.click(pin([0, 0], 3))
    expect(editor.last.state).toBe('connecting')
    expect(editor.last.drag?.start).toEqual(pin([0, 0], 3))
    editor.pointerMove([60, 60])
    editor.click([100, 80])
    const wire = editor.document.editor.doc.getOf('wire', editor.selected[0]!)!
    expect(wire.endB).toEqual({ kind: 'splice', spliceId: 'S1' })
    const length = editor.document.derived.get().lengths.get(wire.id)!
    expect(length.ok && length.dmu).toBe(180)
  })

  it('picks the nearest pin for a press just beside the body, and waits for a second click after a jittered release', () => {
    const editor = new TestEditor(records(), 4)
    editor.tool('wire')
    expect(editor.pointerMove([6.5, pin([0, 0], 3)[1]]).hover).toBe('X1:4')
    const version = editor.document.editor.version
    editor.pointerDown(pin([0, 0], 1))
    editor.pointerUp([pin([0, 0], 1)[0], pin([0, 0], 1)[1] + 1.6])
    expect(editor.last.state).toBe('connecting')
    expect(editor.document.editor.version).toBe(version)
  })

  it('leaves nothing when cancelled: Escape, a drag released on nothing, a press on nothing, the same pin', () => {
    const editor = new TestEditor(records(), 4)
    const version = editor.document.editor.version
    editor.tool('wire')
    editor.click(pin([0, 0], 1))
    expect(editor.key('Escape').state).toBe('idle')
    editor.drag(pin([0, 0], 1), [50, 50])
    expect(editor.last.state).toBe('idle')
    editor.click(pin([0, 0], 1))
    editor.click([50, 50])
    expect(editor.last.state).toBe('idle')
    editor.click(pin([0, 0], 1))
    editor.click(pin([0, 0], 1))
    expect(editor.last.state).toBe('idle')
    editor.click([60, 60])
    expect(editor.document.editor.version).toBe(version)
  })
})
