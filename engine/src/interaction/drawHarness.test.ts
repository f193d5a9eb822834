import type { SegmentId, WireId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../test/TestEditor'
import { pinCentre, pinLayout } from '../render/pinLayout'

const pin = (centre: readonly [number, number], index: number) => pinCentre(pinLayout(centre, 4), index)

/** Every record but the settings, as JSON sorted by id (to compare documents). */
const contents = (editor: TestEditor) =>
  [...editor.document.editor.store.allRecords()].filter((r) => r.typeName !== 'settings').map((r) => JSON.stringify(r)).sort()

describe('drawing a harness from nothing with the tools', () => {
  it('draws connectors, a bundle with a branch and wires, measures them, and undoes back to empty and redoes it all', () => {
    const editor = new TestEditor([], 4)
    editor.tool('connector')
    editor.click([0, 0])
    editor.click([300, 0])
    editor.tool('bundle')
    editor.click([0, 0])
    editor.click([300, 0])
    expect(editor.last.state).toBe('idle')
    editor.click([150, 0])
    editor.click([150, 100])
    editor.key('Escape')
    editor.tool('connector')
    editor.click([150, 100])
    editor.tool('wire')
    editor.drag(pin([0, 0], 0), pin([300, 0], 0))
    const w1 = editor.selected[0] as WireId
    editor.drag(pin([0, 0], 1), pin([150, 100], 0))
    const w2 = editor.selected[0] as WireId
    const doc = editor.document.editor.doc
    expect([...doc.all('connector')].map((c) => c.name)).toEqual(['X1', 'X2', 'X3'])
    expect([...doc.all('wire')].map((w) => w.name)).toEqual(['W1', 'W2'])
    const state = editor.document.derived.get()
    const l1 = state.lengths.get(w1)!
    const l2 = state.lengths.get(w2)!
    expect(l1.ok && l1.dmu).toBe(300)
    expect(l2.ok && l2.dmu).toBe(250)
    const trunk = doc.segmentsAt(doc.getOf('connector', [...doc.all('connector')][0]!.id)!.nodeId)[0]!
    expect(state.diameters.get(trunk.id as SegmentId)!.diameter).toBeGreaterThan(0)

    const drawn = contents(editor)
    let steps = 0
    while (editor.document.editor.undo()) steps++
    expect(steps).toBe(7)
    expect(contents(editor)).toEqual([])
    while (editor.document.editor.redo()) steps--
    expect(steps).toBe(0)
    expect(contents(editor)).toEqual(drawn)
    const again = editor.document.derived.get().lengths.get(w2)!
    expect(again.ok && again.dmu).toBe(250)
  })
})
