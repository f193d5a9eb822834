import { describe, expect, it } from 'vitest'
import type { NodeId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { nameBelow, nameSides } from './nameSide'

// The star of the canvas's render test: X1 at A and X2 at C beside the branch point B, X3 at D below it.
const star = (bendToD?: [number, number]) => {
  const records = harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [120, 40]).node('C', 'connector', [260, 0]).node('D', 'connector', [120, 160])
    .segment('A', 'B', 130).segment('B', 'C', 150).segment('B', 'D', 120)
    .connector('X1', 'A', 4).connector('X2', 'C', 2).connector('X3', 'D', 6).records
    .map((r) => (r.typeName === 'segment' && r.id === 'B-D' && bendToD ? { ...r, points: [bendToD] } : r))
  return OpenDocument.fromRecords(records).editor.doc
}

describe('nameBelow', () => {
  it('puts a name below its body where its bundle leaves straight up, above where bundles leave sideways', () => {
    const doc = star()
    expect(nameBelow(doc, 'D' as NodeId)).toBe(true)
    expect(nameBelow(doc, 'A' as NodeId)).toBe(false)
    expect(nameBelow(doc, 'C' as NodeId)).toBe(false)
  })

  it('reads the first stretch from the node: a bend point beside it turns the bundle sideways', () => {
    // B-D ends at D: its last bend point is the first stretch seen from D.
    expect(nameBelow(star([20, 150]), 'D' as NodeId)).toBe(false)
    expect(nameBelow(star([125, 100]), 'D' as NodeId)).toBe(true)
  })

  it('keeps the name above when bundles leave both up and down, and for a node it does not know', () => {
    const records = harness()
      .node('A', 'branch', [0, -100]).node('M', 'connector', [0, 0]).node('Z', 'branch', [0, 100])
      .segment('A', 'M', 100).segment('M', 'Z', 100).connector('X1', 'M', 2).records
    const doc = OpenDocument.fromRecords(records).editor.doc
    expect(nameBelow(doc, 'M' as NodeId)).toBe(false)
    expect(nameBelow(doc, 'nowhere' as NodeId)).toBe(false)
  })

  it('puts a name beside its body on the left first where its bundle leaves level to the right, on the right otherwise', () => {
    const doc = star()
    const at = (id: string) => nameSides(doc, id as NodeId)
    // X1 at A: its bundle to B (120, 40) is level enough (|dy| 40 <= 120 / 2): left first.
    expect(at('A')).toEqual({ below: false, besideLeft: true })
    // X2 at C: its bundle leaves level to the left: right first. X3 at D: straight up: below, right first.
    expect(at('C')).toEqual({ below: false, besideLeft: false })
    expect(at('D')).toEqual({ below: true, besideLeft: false })
  })
})
