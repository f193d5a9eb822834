import { describe, expect, it } from 'vitest'
import type { NodeId, SegmentId, WireId } from '@harness/protocol'
import { harness } from '../test/harnessBuilder'
import { createRecords, deleteRecords, setProperties } from './commands/records'
import { joinSegments, moveNode, setSegmentLength, splitSegment } from './commands/topology'
import { connectWireEnd } from './commands/wiring'
import { Editor, type ChangeEvent } from './Editor'
import { createFixing, createProtection } from './model/factories'
import type { Mm } from './model/units'

const twoConnectors = () =>
  harness().node('N1', 'connector').node('N2', 'connector').segment('N1', 'N2', 100).connector('X1', 'N1', 2).connector('X2', 'N2', 2).wire('W1', 'X1:1', 'X2:1')

describe('Editor', () => {
  it('runs a command as one version, one undo step and one change event', () => {
    const editor = new Editor(twoConnectors().records)
    const events: ChangeEvent[] = []
    editor.subscribe((e) => events.push(e))
    expect(editor.run(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: 250 as Mm }, { label: 'length' })).toBe(true)
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(250)
    expect(editor.version).toBe(1)
    expect(events).toHaveLength(1)
    expect(Object.keys(events[0]!.diff.updated)).toEqual(['N1-N2'])
    expect(editor.history.undoDepth).toBe(1)
    expect(editor.history.undoLabel).toBe('length')
  })

  it('checks without changing anything when asked whether a command can run', () => {
    const editor = new Editor(twoConnectors().records)
    expect(editor.can(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: -1 as Mm })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.can(setSegmentLength, { segmentId: 'nope' as SegmentId, length: 5 as Mm })).toMatchObject({ ok: false, reason: 'notFound' })
    expect(editor.can(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: 5 as Mm })).toBe(true)
    expect(editor.version).toBe(0)
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(100)
  })

  it('undoes and redoes exactly, restoring every record', () => {
    const editor = new Editor(twoConnectors().records)
    const before = [...editor.store.allRecords()]
    editor.run(moveNode, { nodeId: 'N1' as NodeId, position: [40, 50] })
    editor.run(deleteRecords, { ids: ['X1'] })
    expect(editor.doc.getOf('wire', 'W1')!.endA).toEqual({ kind: 'open' })
    expect(editor.undo()).toBe(true)
    expect(editor.undo()).toBe(true)
    expect(editor.undo()).toBe(false)
    expect(new Set(editor.store.allRecords())).toEqual(new Set(before))
    expect(editor.redo()).toBe(true)
    expect(editor.doc.getOf('node', 'N1')!.position).toEqual([40, 50])
    expect(editor.redo()).toBe(true)
    expect(editor.doc.get('X1')).toBeUndefined()
    expect(editor.redo()).toBe(false)
  })

  it('names each state of the content with a stamp that undo and redo give back', () => {
    const editor = new Editor(twoConnectors().records)
    expect(editor.contentStamp).toBe(0)
    editor.run(moveNode, { nodeId: 'N1' as NodeId, position: [40, 50] })
    const moved = editor.contentStamp
    editor.run(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: 250 as Mm })
    const lengthened = editor.contentStamp
    expect(new Set([0, moved, lengthened]).size).toBe(3)
    editor.undo()
    expect(editor.contentStamp).toBe(moved)
    editor.undo()
    expect(editor.contentStamp).toBe(0)
    editor.redo()
    expect(editor.contentStamp).toBe(moved)
    editor.redo()
    expect(editor.contentStamp).toBe(lengthened)
    // A gesture folded into one step leads to the stamp of its last change; a cancelled one back.
    const mark = editor.mark('drag')
    editor.run(moveNode, { nodeId: 'N2' as NodeId, position: [5, 5] })
    editor.run(moveNode, { nodeId: 'N2' as NodeId, position: [6, 6] })
    const dragged = editor.contentStamp
    editor.squashToMark(mark)
    expect(editor.contentStamp).toBe(dragged)
    editor.undo()
    expect(editor.contentStamp).toBe(lengthened)
    const cancelled = editor.mark('drag')
    editor.run(moveNode, { nodeId: 'N2' as NodeId, position: [7, 7] })
    editor.bailToMark(cancelled)
    expect(editor.contentStamp).toBe(lengthened)
    // A change outside the history: no state the history leads back to is the document any more.
    editor.run(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: 300 as Mm }, { origin: 'remote' })
    const remote = editor.contentStamp
    editor.undo()
    expect([0, moved, lengthened, dragged, remote]).not.toContain(editor.contentStamp)
  })

  it('cascades a connector deletion: cavities go, wire ends open, the wire stays', () => {
    const editor = new Editor(twoConnectors().records)
    editor.run(deleteRecords, { ids: ['X1'] })
    expect(editor.doc.get('X1:1')).toBeUndefined()
    expect(editor.doc.get('X1:2')).toBeUndefined()
    const wire = editor.doc.getOf('wire', 'W1')!
    expect(wire.endA).toEqual({ kind: 'open' })
    expect(wire.endB).toEqual({ kind: 'cavity', cavityId: 'X2:1' })
  })

  it('makes a deleted connector\'s node a branch point where bundles still meet, and removes a node left with nothing', () => {
    const h = twoConnectors().node('N3', 'connector', [300, 0]).connector('X3', 'N3', 1)
    const editor = new Editor(h.records)
    editor.run(deleteRecords, { ids: ['X1'] })
    expect(editor.doc.getOf('node', 'N1')!.kind).toBe('branch')
    editor.run(deleteRecords, { ids: ['X3'] })
    expect(editor.doc.get('N3')).toBeUndefined()
    editor.undo()
    editor.undo()
    expect(editor.doc.getOf('node', 'N1')!.kind).toBe('connector')
    expect(editor.doc.getOf('node', 'N3')).toBeDefined()
    expect(editor.doc.getOf('connector', 'X3')!.nodeId).toBe('N3')
    // A clip at the node keeps it, as a branch point; a branch node never goes with a part.
    h.records.push(createFixing({ id: 'CL1' as never, name: 'CL1', kind: 'clip', place: { kind: 'node', nodeId: 'N3' as never } }))
    const clipped = new Editor(h.records)
    clipped.run(deleteRecords, { ids: ['X3'] })
    expect(clipped.doc.getOf('node', 'N3')!.kind).toBe('branch')
  })

  it('cascades a node deletion through segments, connectors and protection runs', () => {
    const h = twoConnectors()
    h.records.push(createProtection({ id: 'P1' as never, segmentId: 'N1-N2' as SegmentId, start: 10 as Mm, end: 60 as Mm }))
    const editor = new Editor(h.records)
    editor.run(deleteRecords, { ids: ['N1'] })
    for (const id of ['N1', 'N1-N2', 'P1', 'X1', 'X1:1']) expect(editor.doc.get(id), id).toBeUndefined()
    expect(editor.doc.getOf('wire', 'W1')!.endA).toEqual({ kind: 'open' })
    editor.undo()
    for (const id of ['N1', 'N1-N2', 'P1', 'X1', 'X1:1']) expect(editor.doc.get(id), id).toBeDefined()
  })

  it('leaves the document untouched when a command refuses or throws', () => {
    const editor = new Editor(twoConnectors().records)
    const refused = editor.run(connectWireEnd, { wireId: 'W1' as WireId, end: 'A', to: { kind: 'cavity', cavityId: 'X9:1' as never } })
    expect(refused).toMatchObject({ ok: false, reason: 'notFound' })
    expect(() =>
      editor.run((_doc, _args, tx) => {
        tx?.update('segment', 'N1-N2', { length: 1 as Mm })
        throw new Error('boom')
      }, {}),
    ).toThrow('boom')
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(100)
    expect(editor.version).toBe(0)
    expect(editor.history.undoDepth).toBe(0)
  })

  it('refuses a change that leaves an invalid record, before it commits', () => {
    const editor = new Editor(twoConnectors().records)
    editor.run(moveNode, { nodeId: 'N1' as NodeId, position: [5, 5] })
    const refused = editor.run(setProperties<'segment'>(), { typeName: 'segment', id: 'N1-N2', patch: { length: -5 as Mm } })
    expect(refused).toEqual({ ok: false, reason: 'invalidArguments', detail: `segment "N1-N2": field 'length' must be in [0, 1e9], got -5` })
    expect(editor.version).toBe(1)
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(100)
    expect(editor.history.undoDepth).toBe(1)
    expect(editor.undo()).toBe(true)
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(100)
    expect(editor.doc.getOf('node', 'N1')!.position).not.toEqual([5, 5])
    const wrongType = editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { csa: 'thick' as never } })
    expect(wrongType).toMatchObject({ ok: false, reason: 'invalidArguments', detail: expect.stringContaining("field 'csa' must be a finite number") })
    const stray = editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { colour: 'RD' } as never })
    expect(stray).toMatchObject({ ok: false, detail: expect.stringContaining("'colour' is not a field") })
    expect(editor.run(setProperties<'segment'>(), { typeName: 'segment', id: 'N1-N2', patch: { length: 0 as Mm } })).toBe(true)
  })

  it('keeps a commit when a listener throws, tells the failure handlers, and still tells the other listeners', () => {
    const editor = new Editor(twoConnectors().records)
    const failures: string[] = []
    const heard: number[] = []
    editor.subscribe(() => {
      throw new Error('derived data broke')
    })
    editor.subscribe((event) => heard.push(event.version))
    editor.onListenerFailure(({ error, event }) => failures.push(`${event.version}: ${(error as Error).message}`))
    editor.onListenerFailure(() => {
      throw new Error('a failing handler changes nothing either')
    })
    expect(editor.run(setSegmentLength, { segmentId: 'N1-N2' as SegmentId, length: 250 as Mm })).toBe(true)
    expect(editor.version).toBe(1)
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(250)
    expect(failures).toEqual(['1: derived data broke'])
    expect(heard).toEqual([1])
    expect(editor.undo()).toBe(true)
    expect(failures).toEqual(['1: derived data broke', '2: derived data broke'])
    expect(editor.doc.getOf('segment', 'N1-N2')!.length).toBe(100)
  })

  it('refuses records that refer to missing parts or reuse ids', () => {
    const editor = new Editor(twoConnectors().records)
    const dangling = harness().wire('W9', 'X1:1', 'X7:3').records
    expect(editor.run(createRecords, { records: dangling })).toMatchObject({ ok: false, reason: 'notFound' })
    expect(editor.run(createRecords, { records: harness().node('N1').records })).toMatchObject({ ok: false, reason: 'invalidArguments' })
    expect(editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { csa: 0.5 } })).toBe(true)
    expect(editor.doc.getOf('wire', 'W1')!.csa).toBe(0.5)
  })

  it('splits a segment with its protection run and joins it back, the run whole again', () => {
    const h = twoConnectors()
    h.records.push(createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'N1-N2' as SegmentId, start: 20 as Mm, end: 80 as Mm }))
    const editor = new Editor(h.records)
    expect(editor.run(splitSegment, { segmentId: 'N1-N2' as SegmentId, offset: 30 as Mm, nodeId: 'B1' as NodeId, newSegmentId: 'S2' as SegmentId })).toBe(true)
    expect(editor.doc.getOf('segment', 'N1-N2')).toMatchObject({ endNodeId: 'B1', length: 30 })
    expect(editor.doc.getOf('segment', 'S2')).toMatchObject({ startNodeId: 'B1', endNodeId: 'N2', length: 70 })
    // A name not of prefix-and-number form gets ".2".
    expect(editor.doc.getOf('segment', 'S2')!.name).toBe('N1-N2.2')
    const runs = [...editor.doc.all('protection')].map((p) => [p.name, p.segmentId, p.start, p.end])
    expect(runs).toEqual(expect.arrayContaining([['P1', 'N1-N2', 20, 30], ['P1.2', 'S2', 0, 50]]))
    expect(editor.run(joinSegments, { first: 'N1-N2' as SegmentId, second: 'S2' as SegmentId })).toBe(true)
    expect(editor.doc.getOf('segment', 'N1-N2')).toMatchObject({ startNodeId: 'N1', endNodeId: 'N2', length: 100 })
    expect(editor.doc.get('B1')).toBeUndefined()
    const joined = [...editor.doc.all('protection')].map((p) => [p.id, p.name, p.segmentId, p.start, p.end])
    expect(joined).toEqual([['P1', 'P1', 'N1-N2', 20, 80]])
    // Undo brings both pieces back.
    editor.undo()
    expect(editor.doc.count('protection')).toBe(2)
  })

  it('names the piece a split cuts off with the next free number of its prefix, however often it is split', () => {
    const editor = new Editor(twoConnectors().records.map((r) => (r.typeName === 'segment' ? { ...r, name: 'S1' } : r)))
    editor.run(splitSegment, { segmentId: 'N1-N2' as SegmentId, offset: 30 as Mm, newSegmentId: 'A' as SegmentId })
    editor.run(splitSegment, { segmentId: 'A' as SegmentId, offset: 30 as Mm, newSegmentId: 'B' as SegmentId })
    expect([...editor.doc.all('segment')].map((s) => s.name)).toEqual(['S1', 'S2', 'S3'])
  })

  it('keeps runs apart on a join where they are different wrappings or do not meet', () => {
    const h = twoConnectors()
    h.records.push(
      createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'N1-N2' as SegmentId, start: 0 as Mm, end: 30 as Mm }),
      createProtection({ id: 'P2' as never, name: 'P2', segmentId: 'N1-N2' as SegmentId, start: 10 as Mm, end: 30 as Mm, layer: 1, material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6 as Mm }),
    )
    const editor = new Editor(h.records)
    editor.run(splitSegment, { segmentId: 'N1-N2' as SegmentId, offset: 30 as Mm, nodeId: 'B1' as NodeId, newSegmentId: 'S2' as SegmentId })
    editor.run(createRecords, { records: [
      createProtection({ id: 'P3' as never, name: 'P3', segmentId: 'S2' as SegmentId, start: 0 as Mm, end: 40 as Mm, material: 'ductTape' }),
      createProtection({ id: 'P4' as never, name: 'P4', segmentId: 'S2' as SegmentId, start: 0 as Mm, end: 20 as Mm, layer: 1, material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6 as Mm }),
    ] })
    expect(editor.run(joinSegments, { first: 'N1-N2' as SegmentId, second: 'S2' as SegmentId })).toBe(true)
    // The duct tape is another material than P1's PVC tape; the tubes meet and are one.
    expect([...editor.doc.all('protection')].map((p) => [p.id, p.start, p.end]).sort()).toEqual([['P1', 0, 30], ['P2', 10, 50], ['P3', 30, 70]])
  })

  it('folds a gesture into one undo step, or cancels it', () => {
    const editor = new Editor(twoConnectors().records)
    const drag = editor.mark('drag')
    for (let x = 1; x <= 5; x++) editor.run(moveNode, { nodeId: 'N2' as NodeId, position: [x * 10, 0] })
    editor.squashToMark(drag)
    expect(editor.history.undoDepth).toBe(1)
    editor.undo()
    expect(editor.doc.getOf('node', 'N2')!.position).toEqual([0, 0])
    const cancelled = editor.mark('drag')
    editor.run(moveNode, { nodeId: 'N2' as NodeId, position: [99, 99] })
    editor.bailToMark(cancelled)
    expect(editor.doc.getOf('node', 'N2')!.position).toEqual([0, 0])
    expect(editor.history.undoDepth).toBe(0)
    // A new change, even a cancelled one, ends what could be redone.
    expect(editor.redo()).toBe(false)
  })
})
