import type { SpliceId, WireId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { addSpliceForWires } from './autoSplice'
import { createRecords } from './records'
import { createTerminal } from '../model/factories'
import { spliceOptimumPreview } from './splices'

// X1 —60— B —40— X2, and B —100— X3; W1 and W2 both start in X1:1 (a double crimp), W3 X2 to X3.
const open = () => OpenDocument.fromRecords(harness()
  .node('X1n', 'connector', [0, 0]).node('B', 'branch', [60, 0]).node('X2n', 'connector', [100, 0]).node('X3n', 'connector', [60, 100])
  .segment('X1n', 'B', 60).segment('B', 'X2n', 40).segment('B', 'X3n', 100)
  .connector('X1', 'X1n', 1).connector('X2', 'X2n', 2).connector('X3', 'X3n', 2)
  .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:1', 'X3:1').wire('W3', 'X2:2', 'X3:2').records)

const dmu = (doc: OpenDocument, id: string) => {
  const l = doc.derived.get().lengths.get(id as WireId)!
  return l.ok ? l.dmu : null
}

describe('automatic splice addition', () => {
  it('adds a splice where the wires sharing an end are shortest, moves them onto it and feeds it from the shared end', () => {
    const doc = open()
    expect(doc.editor.run(addSpliceForWires, { wireIds: ['W1', 'W2'] as WireId[], name: 'SP1', feedName: 'W4', spliceId: 'SP1' as SpliceId, feedWireId: 'W4' as WireId })).toBe(true)
    const d = doc.editor.doc
    expect(d.getOf('splice', 'SP1')!.nodeId).toBe('B')
    expect(d.getOf('node', 'B')!.kind).toBe('splice')
    expect(d.getOf('wire', 'W1')!.endA).toEqual({ kind: 'splice', spliceId: 'SP1' })
    expect(d.getOf('wire', 'W4')).toMatchObject({ endA: { kind: 'cavity', cavityId: 'X1:1' }, endB: { kind: 'splice', spliceId: 'SP1' }, csa: 0.7 })
    expect([dmu(doc, 'W4'), dmu(doc, 'W1'), dmu(doc, 'W2')]).toEqual([60, 40, 100])
    expect(doc.editor.undo()).toBe(true)
    expect(d.count('splice')).toBe(0)
    expect(d.getOf('wire', 'W1')!.endA).toEqual({ kind: 'cavity', cavityId: 'X1:1' })
  })

  it('moves the terminal crimped at the shared end to the feed wire, and places the splice beside a part toward the wires\u2019 ends', () => {
    const doc = open()
    doc.editor.run(createRecords, { records: [createTerminal({ id: 'T1' as never, wireId: 'W1' as WireId, end: 'A' }), createTerminal({ id: 'T2' as never, wireId: 'W2' as WireId, end: 'A' })] })
    expect(doc.editor.run(addSpliceForWires, { wireIds: ['W1', 'W2'] as WireId[], name: 'SP1', feedName: 'W4', feedWireId: 'W4' as WireId })).toBe(true)
    const d = doc.editor.doc
    expect(d.getOf('terminal', 'T1')).toMatchObject({ wireId: 'W4', end: 'A' })
    expect(d.getOf('terminal', 'T2')).toBeUndefined()
  })

  it('refuses ids chosen twice', () => {
    const doc = open()
    expect(doc.editor.run(addSpliceForWires, { wireIds: ['W1', 'W2'] as WireId[], name: 'SP1', feedName: 'W4', spliceId: 'Z' as SpliceId, feedWireId: 'Z' as WireId })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.version).toBe(0)
  })

  it('refuses with the dictionary messages when it cannot, changing nothing', () => {
    const doc = open()
    expect(doc.editor.run(addSpliceForWires, { wireIds: ['W1'] as WireId[], name: 'SP1', feedName: 'W4' })).toMatchObject({ reason: 'selectWiresToSet' })
    expect(doc.editor.run(addSpliceForWires, { wireIds: ['W1', 'W3'] as WireId[], name: 'SP1', feedName: 'W4' })).toMatchObject({ reason: 'autoSpliceFailed' })
    expect(doc.editor.version).toBe(0)
  })

  it('previews a splice\u2019s optimum with the length it saves, before moving it', () => {
    const doc = open()
    doc.editor.run(addSpliceForWires, { wireIds: ['W1', 'W2'] as WireId[], name: 'SP1', feedName: 'W4', spliceId: 'SP1' as SpliceId })
    const preview = spliceOptimumPreview(doc.editor.doc, 'SP1' as SpliceId)
    expect(preview).toMatchObject({ ok: true, at: [60, 0], current: 200, optimum: 200, saving: 0 })
  })
})
