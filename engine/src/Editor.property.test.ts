import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CavityId, NodeId, SegmentId, WireId } from '@harness/protocol'
import { deleteRecords, setProperties } from './commands/records'
import { addSplice } from './commands/splices'
import { joinSegments, moveNode, setSegmentLength, splitSegment } from './commands/topology'
import { connectWireEnd, disconnectWireEnd } from './commands/wiring'
import { combineWires } from './commands/wireGroups'
import { Editor } from './Editor'
import { generateHarness } from './generate'
import type { HarnessRecord } from './model/records'
import type { Mm } from './model/units'

/** One step of a random edit session: which command, and numbers that pick its arguments. */
const step = fc.record({
  kind: fc.integer({ min: 0, max: 9 }),
  a: fc.nat(),
  b: fc.nat(),
  x: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
})

const snapshot = (editor: Editor): Map<string, HarnessRecord> => new Map([...editor.store.allRecords()].map((r) => [r.id, r]))

/** Runs one random command on `editor`; refusals are fine (they must change nothing). */
function apply(editor: Editor, s: { kind: number; a: number; b: number; x: number }): void {
  const doc = editor.doc
  const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length === 0 ? undefined : items[n % items.length])
  const segment = pick([...doc.all('segment')], s.a)
  const wire = pick([...doc.all('wire')], s.a)
  switch (s.kind) {
    case 0:
      if (segment) editor.run(setSegmentLength, { segmentId: segment.id, length: (1 + s.x * 999) as Mm })
      break
    case 1: {
      const node = pick([...doc.all('node')], s.b)
      if (node) editor.run(moveNode, { nodeId: node.id as NodeId, position: [s.x * 1000, s.a % 700] })
      break
    }
    case 2: {
      const victim = pick([...doc.all('connector'), ...doc.all('node'), ...doc.all('wire'), ...doc.all('segment')], s.b)
      if (victim) editor.run(deleteRecords, { ids: [victim.id] })
      break
    }
    case 3: {
      const cavity = pick([...doc.all('cavity')], s.b)
      if (wire && cavity) editor.run(connectWireEnd, { wireId: wire.id as WireId, end: s.b % 2 ? 'A' : 'B', to: { kind: 'cavity', cavityId: cavity.id as CavityId } })
      break
    }
    case 4:
      if (wire) editor.run(disconnectWireEnd, { wireId: wire.id as WireId, end: s.b % 2 ? 'A' : 'B' })
      break
    case 5:
      if (segment) editor.run(splitSegment, { segmentId: segment.id as SegmentId, offset: (segment.length * s.x) as Mm })
      break
    case 6: {
      const other = pick([...doc.all('segment')], s.b)
      if (segment && other) editor.run(joinSegments, { first: segment.id, second: other.id })
      break
    }
    case 7:
      if (segment) editor.run(addSplice, { segmentId: segment.id as SegmentId, offset: (segment.length * s.x) as Mm, name: `SP${s.b}` })
      break
    case 8: {
      const other = pick([...doc.all('wire')], s.b)
      if (wire && other) editor.run(combineWires, { wireIds: [wire.id as WireId, other.id as WireId], kind: 'twisted', pitch: 20 as Mm })
      break
    }
    default:
      if (wire) editor.run(setProperties<'wire'>(), { typeName: 'wire', id: wire.id, patch: { od: (0.5 + s.x * 3) as Mm, colors: ['RD'] } })
  }
}

describe('Editor history (property)', () => {
  it('undoing every step of a random session restores the identical document, and redoing all reaches the same end', () => {
    const start = generateHarness('S', 11)
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const editor = new Editor(start)
        const initial = snapshot(editor)
        for (const s of steps) apply(editor, s)
        const end = snapshot(editor)
        const depth = editor.history.undoDepth
        for (let i = 0; i < depth; i++) expect(editor.undo()).toBe(true)
        expect(editor.undo()).toBe(false)
        expect(snapshot(editor)).toEqual(initial)
        for (let i = 0; i < depth; i++) expect(editor.redo()).toBe(true)
        expect(snapshot(editor)).toEqual(end)
      }),
      { numRuns: 60, seed: 20261122 },
    )
  })
})
