import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { Editor } from '../Editor'
import { pinCentre, pinLayout } from '../render/pinLayout'
import { fitPart } from './fitPart'

// X1 (3 cavities) at A (0, 0), X2 (2 cavities) at B (200, 0); W1 from X1:1 to X2:1.
const records = () =>
  harness().node('A', 'connector', [0, 0]).node('B', 'connector', [200, 0]).segment('A', 'B', 200)
    .connector('X1', 'A', 3).connector('X2', 'B', 2).wire('W1', 'X1:1', 'X2:1').records

const terminal = { partNumber: '964281-1', description: 'MQS socket 0.35', stripLength: 4.5 }
const seal = { partNumber: 'SEAL-1', description: 'single wire seal' }
const plug = { partNumber: 'PLUG-1', description: 'cavity plug' }

describe('fitPart', () => {
  it('fits a terminal on the wire ends in a cavity with its strip length, a seal on its wire, a plug in an empty one; each one undo step', () => {
    const editor = new Editor(records())
    const doc = editor.doc
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'terminal', part: terminal })).toBe(true)
    expect(doc.terminalsOf('W1' as never)).toMatchObject([{ end: 'A', partNumber: '964281-1' }])
    expect(doc.getOf('wire', 'W1')!.stripA).toBe(4.5)
    // Again with another part: the same terminal takes it.
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'terminal', part: { partNumber: 'T2', description: 't' } })).toBe(true)
    expect(doc.terminalsOf('W1' as never).map((t) => t.partNumber)).toEqual(['T2'])
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'seal', part: seal })).toBe(true)
    expect(doc.sealsIn('X1:1' as never)).toMatchObject([{ kind: 'seal', partNumber: 'SEAL-1' }])
    expect(doc.getOf('connector', 'X1')!.sealable).toBe(true)
    expect(editor.run(fitPart, { cavityId: 'X1:3' as never, kind: 'plug', part: plug })).toBe(true)
    expect(doc.sealsIn('X1:3' as never)).toMatchObject([{ kind: 'plug', partNumber: 'PLUG-1' }])
    expect(doc.getOf('connector', 'X1')!.pluggable).toBe(true)
    expect(editor.undo() && editor.undo() && editor.undo() && editor.undo()).toBe(true)
    expect(doc.terminalsOf('W1' as never)).toEqual([])
    expect(doc.sealsIn('X1:1' as never)).toEqual([])
    expect(doc.getOf('wire', 'W1')!.stripA).toBe(0)
  })

  it('refuses a plug where a wire ends, a terminal or seal where none does, and bad parts, changing nothing', () => {
    const editor = new Editor(records())
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'plug', part: plug })).toEqual({ ok: false, reason: 'invalidArguments', detail: 'a wire ends in X1:1: it takes a seal, not a plug' })
    expect(editor.run(fitPart, { cavityId: 'X1:2' as never, kind: 'terminal', part: terminal })).toEqual({ ok: false, reason: 'invalidArguments', detail: 'no wire ends in X1:2: a terminal goes on a wire' })
    expect(editor.run(fitPart, { cavityId: 'X1:2' as never, kind: 'seal', part: seal })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'wire' as never, part: seal })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'terminal', part: { ...terminal, stripLength: -1 } })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(fitPart, { cavityId: 'X1:1' as never, kind: 'terminal', part: null as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(fitPart, { cavityId: 'X9:1' as never, kind: 'terminal', part: terminal })).toMatchObject({ reason: 'notFound' })
    expect(editor.version).toBe(0)
  })

  it('is fitted pin by pin with the fit tool, which selects the connector and shows a refusal as its notice', () => {
    const editor = new TestEditor(records(), 4)
    expect(editor.tool('fit', { part: plug, fit: 'plug' })).toBe(true)
    const pin = (index: number) => pinCentre(pinLayout([0, 0], 3), index)
    expect(editor.pointerMove(pin(1)).hover).toBe('X1:2')
    editor.click(pin(1))
    expect(editor.document.editor.doc.sealsIn('X1:2' as never)).toMatchObject([{ kind: 'plug' }])
    expect(editor.selected).toEqual(['X1'])
    expect(editor.pointerDown(pin(0)).notice).toMatchObject({ reason: 'invalidArguments' })
    editor.pointerUp(pin(0))
    expect(editor.document.editor.doc.sealsIn('X1:1' as never)).toEqual([])
  })
})
