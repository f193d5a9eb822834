import { describe, expect, it } from 'vitest'
import type { CavityId, SegmentId, SpliceId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { createWire } from '../model/factories'
import type { Mm } from '../model/units'
import { addSplice, placeSpliceAtOptimum, spliceOptimumPreview } from './splices'

/**
 * X1 —60— B —40— X2, and B —100— X3 (B a branch point). A splice S1 sits on X1-B, 10 mm from X1,
 * joining one wire from each of X1, X2 and X3.
 */
function starWithSplice() {
  const h = harness()
    .node('X1n', 'connector', [0, 0]).node('B', 'branch', [60, 0]).node('X2n', 'connector', [100, 0]).node('X3n', 'connector', [60, 100])
    .segment('X1n', 'B', 60).segment('B', 'X2n', 40).segment('B', 'X3n', 100)
    .connector('X1', 'X1n', 1).connector('X2', 'X2n', 1).connector('X3', 'X3n', 1)
  const editor = new Editor(h.records)
  expect(editor.run(addSplice, { segmentId: 'X1n-B' as SegmentId, offset: 10 as Mm, name: 'S1', spliceId: 'S1' as SpliceId })).toBe(true)
  editor.run((_doc, _args, tx) => {
    for (const [i, cavity] of ['X1:1', 'X2:1', 'X3:1'].entries()) {
      tx?.put(createWire({ id: `W${i}` as WireId, endA: { kind: 'cavity', cavityId: cavity as CavityId }, endB: { kind: 'splice', spliceId: 'S1' as SpliceId } }))
    }
    return true
  }, {})
  return editor
}

describe('splices', () => {
  it('adds a splice by splitting the segment', () => {
    const editor = starWithSplice()
    const splice = editor.doc.getOf('splice', 'S1')!
    const node = editor.doc.getOf('node', splice.nodeId)!
    expect(node.kind).toBe('splice')
    expect(editor.doc.segmentsAt(node.id).map((s) => s.length).sort((a, b) => a - b)).toEqual([10, 50])
  })

  it('previews the optimum with the length it saves, changing nothing', () => {
    const editor = starWithSplice()
    const version = editor.version
    expect(spliceOptimumPreview(editor.doc, 'S1' as SpliceId)).toEqual({ ok: true, at: [60, 0], from: [10, 0], current: 250, optimum: 200, saving: 50 })
    expect(editor.version).toBe(version)
    expect(spliceOptimumPreview(editor.doc, 'nope' as SpliceId)).toMatchObject({ reason: 'notFound' })
  })

  it('moves the splice to the weighted median (the branch point) and folds its old node away', () => {
    const editor = starWithSplice()
    const segmentsBefore = editor.doc.count('segment')
    expect(editor.run(placeSpliceAtOptimum, { spliceId: 'S1' as SpliceId })).toBe(true)
    expect(editor.doc.getOf('splice', 'S1')!.nodeId).toBe('B')
    expect(editor.doc.getOf('node', 'B')!.kind).toBe('splice')
    expect(editor.doc.count('segment')).toBe(segmentsBefore - 1)
    expect(editor.doc.count('node')).toBe(4)
    editor.undo()
    expect(editor.doc.count('segment')).toBe(segmentsBefore)
  })

  it('keeps the clearance from branch points and connectors, landing on a segment', () => {
    const editor = starWithSplice()
    expect(editor.run(placeSpliceAtOptimum, { spliceId: 'S1' as SpliceId, clearance: 15 as Mm })).toBe(true)
    const node = editor.doc.getOf('splice', 'S1')!.nodeId
    const segments = editor.doc.segmentsAt(node)
    expect(segments).toHaveLength(2)
    // At B the cost is 60 + 40 + 100 = 200 mm; 15 mm from B along any branch one wire gets 15 mm
    // shorter and two get 15 mm longer (215 mm), so the splice sits exactly at the clearance.
    const lengths = segments.map((s) => s.length).sort((a, b) => a - b)
    expect(lengths[0]).toBeCloseTo(15, 9)
  })

  it('refuses when the clearances leave no place', () => {
    const editor = starWithSplice()
    expect(editor.can(placeSpliceAtOptimum, { spliceId: 'S1' as SpliceId, clearance: 500 as Mm })).toMatchObject({ ok: false, reason: 'noOptimalSplicePoint' })
    expect(editor.can(placeSpliceAtOptimum, { spliceId: 'nope' as SpliceId })).toMatchObject({ ok: false, reason: 'notFound' })
  })
})
