import type { NodeId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { drawSegment } from './drawSegment'
import { rotationToward } from './facingBundle'
import { placePart } from './placePart'
import { setProperties } from './records'

const node = (id: string) => ({ kind: 'node' as const, nodeId: id as NodeId })

describe('connectors facing their bundle', () => {
  it('turn by the nearest quarter toward where the bundle goes (y down)', () => {
    expect(rotationToward([0, 0], [40, 5])).toBe(0)
    expect(rotationToward([0, 0], [5, 40])).toBe(90)
    expect(rotationToward([0, 0], [-40, 10])).toBe(180)
    expect(rotationToward([0, 0], [0, -40])).toBe(270)
    expect(rotationToward([3, 3], [3, 3])).toBeNull()
  })

  it('turn when their node gets its first bundle, not for a second one, and never against the designer\'s own rotation', () => {
    const editor = new Editor(harness().node('A', 'connector', [100, 0]).connector('X1', 'A', 4).node('B', 'connector', [300, 0]).connector('X2', 'B', 4).records)
    expect(editor.run(drawSegment, { from: node('A'), to: { kind: 'point', point: [0, 10] } })).toBe(true)
    expect(editor.doc.getOf('connector', 'X1')!.rotation).toBe(180)
    editor.run(drawSegment, { from: node('A'), to: { kind: 'point', point: [100, 80] } })
    expect(editor.doc.getOf('connector', 'X1')!.rotation).toBe(180)
    editor.run(setProperties(), { typeName: 'connector', id: 'X2', patch: { mirrored: true } })
    editor.run(drawSegment, { from: node('B'), to: { kind: 'point', point: [300, 100] } })
    expect(editor.doc.getOf('connector', 'X2')).toMatchObject({ rotation: 0, mirrored: true })
    // One undo takes the turn back with the bundle.
    for (let i = 0; i < 4; i++) editor.undo()
    expect(editor.doc.getOf('connector', 'X1')!.rotation).toBe(0)
  })

  it('placed on the end of a bundle, face it', () => {
    const editor = new Editor(harness().node('A', 'branch', [0, 0]).node('B', 'branch', [0, 100]).segment('A', 'B', 100).records)
    expect(editor.run(placePart, { kind: 'connector', at: node('A'), name: 'X1' })).toBe(true)
    const placed = [...editor.doc.all('connector')][0]!
    expect(placed.rotation).toBe(90)
  })
})
