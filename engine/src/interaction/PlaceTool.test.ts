import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { TestEditor } from '../../test/TestEditor'
import { moveNode } from '../commands/topology'

// Branch point A (0, 0) and B (200, 0), joined by one 200 mm segment; X1 at C (0, 100).
const records = () => harness().node('A', 'branch', [0, 0]).node('B', 'branch', [200, 0]).node('C', 'connector', [0, 100]).segment('A', 'B', 200).connector('X1', 'C', 2).records

describe('place tool', () => {
  it('places generic connectors with the chosen cavities and the next free designators, each one undo step', () => {
    const editor = new TestEditor(records())
    editor.tool('connector', { cavities: 6 })
    editor.click([41, 38])
    const doc = editor.document.editor.doc
    const placed = doc.getOf('connector', editor.selected[0]!)!
    expect(placed.name).toBe('X2')
    expect(placed.partNumber).toBe('')
    expect(doc.getOf('node', placed.nodeId)).toMatchObject({ kind: 'connector', position: [40, 40] })
    expect(doc.cavitiesOf(placed.id).map((c) => c.name)).toEqual(['1', '2', '3', '4', '5', '6'])
    editor.click([80, 40])
    expect(doc.getOf('connector', editor.selected[0]!)!.name).toBe('X3')
    expect(editor.document.editor.undo()).toBe(true)
    expect(doc.count('connector')).toBe(2)
    expect(doc.count('cavity')).toBe(8)
  })

  it('puts a connector on a branch node and splits a segment for one placed on it', () => {
    const editor = new TestEditor(records())
    editor.tool('connector')
    editor.click([200, 0])
    const doc = editor.document.editor.doc
    expect(doc.connectorsAt('B' as never)).toHaveLength(1)
    expect(doc.getOf('node', 'B')!.kind).toBe('connector')
    editor.click([50, 0.5])
    const splitAt = doc.getOf('connector', editor.selected[0]!)!.nodeId
    expect(doc.segmentsAt(splitAt).map((s) => s.length).sort((a, b) => a - b)).toEqual([50, 150])
  })

  it('refuses a node that already holds a connector, changing nothing, and says why', () => {
    const editor = new TestEditor(records())
    const version = editor.document.editor.version
    editor.tool('splice')
    expect(editor.pointerDown([0, 100]).notice?.detail).toBe('the node already holds X1')
    expect(editor.document.editor.version).toBe(version)
  })

  it('places a splice on a segment, a reference point on the sheet, and clips and grommets on the bundle only', () => {
    const editor = new TestEditor(records())
    const doc = editor.document.editor.doc
    editor.tool('splice')
    editor.click([100, 0])
    const splice = doc.getOf('splice', editor.selected[0]!)!
    expect(splice.name).toBe('SP1')
    expect(doc.getOf('node', splice.nodeId)!.kind).toBe('splice')
    editor.tool('reference')
    editor.click([30, 60])
    expect(doc.getOf('node', editor.selected[0]!)).toMatchObject({ kind: 'reference', name: 'R1', position: [30, 60] })
    editor.tool('clip')
    editor.click([150, 0])
    const clip = doc.getOf('fixing', editor.selected[0]!)!
    expect(clip).toMatchObject({ kind: 'clip', name: 'CL1', place: { kind: 'segment', offset: 50 } })
    const version = editor.document.editor.version
    editor.tool('grommet')
    expect(editor.pointerDown([120, 80]).notice?.reason).toBe('invalidArguments')
    expect(editor.document.editor.version).toBe(version)
    editor.pointerUp([120, 80])
    editor.click([0, 0])
    expect(doc.getOf('fixing', editor.selected[0]!)).toMatchObject({ kind: 'grommet', name: 'GR1', place: { kind: 'node', nodeId: 'A' } })
  })

  it('places a library part with its numbers, cavities and seal and plug flags', () => {
    const editor = new TestEditor(records())
    editor.tool('connector', { cavities: 4, part: { partNumber: '1-967616-1', description: 'housing 6-way sealed', cavities: 6, sealable: true, pluggable: true } })
    editor.click([40, 40])
    const doc = editor.document.editor.doc
    const placed = doc.getOf('connector', editor.selected[0]!)!
    expect(placed).toMatchObject({ partNumber: '1-967616-1', description: 'housing 6-way sealed', sealable: true, pluggable: true })
    expect(doc.cavitiesOf(placed.id)).toHaveLength(6)
    editor.tool('clip', { part: { partNumber: 'CLIP-7', description: 'fir-tree clip' } })
    editor.click([100, 0])
    expect(doc.getOf('fixing', editor.selected[0]!)).toMatchObject({ partNumber: 'CLIP-7', kind: 'clip' })
  })

  it('does not count a designator a refused placement took', () => {
    const editor = new TestEditor(records())
    editor.tool('connector')
    editor.click([0, 100])
    expect(editor.document.editor.run(moveNode, { nodeId: 'A' as never, position: [0, 5] })).toBe(true)
    editor.click([40, 40])
    expect(editor.document.editor.doc.getOf('connector', editor.selected[0]!)!.name).toBe('X2')
  })

  it('counts designators on from what the document holds when something else changed it', () => {
    const editor = new TestEditor(records())
    editor.tool('connector')
    editor.click([40, 40])
    editor.document.editor.undo()
    editor.click([40, 40])
    expect(editor.document.editor.doc.getOf('connector', editor.selected[0]!)!.name).toBe('X2')
  })
})
