import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { createFixing, createProtection, createSeal, createWireGroup } from '../model/factories'
import { copyRecords, pasteReady } from './clipboard'
import { createRecords } from './records'

// X1 at A (0, 0) and X2 at B (100, 0) joined by A-B (taped); X3 at C (0, 200) on its own; W1 and
// W2 (twisted) from X1 to X2, W3 from X1 to X3.
const open = () => {
  const records = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('C', 'connector', [0, 200]).segment('A', 'B', 100)
    .connector('X1', 'A', 3).connector('X2', 'B', 2).connector('X3', 'C', 1)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X1:3', 'X3:1').records
  records.push(createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'A-B' as never, start: 0 as never, end: 100 as never }))
  records.push(createSeal({ id: 'SE1' as never, cavityId: 'X1:1' as never }))
  records.push(createWireGroup({ id: 'G1' as never, wireIds: ['W1', 'W2'] as never }))
  for (const r of records) if (r.typeName === 'wire' && (r.id === 'W1' || r.id === 'W2')) Object.assign(r, { groupId: 'G1' })
  return new Editor(records)
}

const types = (records: readonly { typeName: string }[]) => records.map((r) => r.typeName).sort()

describe('copy and paste', () => {
  it('copies connectors with their nodes, cavities and seals, the bundle between them with its tape, and the wires with both ends inside', () => {
    const editor = open()
    const clip = copyRecords(editor.doc, ['X1', 'X2'])
    expect(types(clip)).toEqual(['cavity', 'cavity', 'cavity', 'cavity', 'cavity', 'connector', 'connector', 'node', 'node', 'protection', 'seal', 'segment', 'wire', 'wire', 'wireGroup'])
    expect(clip.some((r) => r.id === 'W3')).toBe(false)
  })

  it('pastes with new ids and designators, moved, as one undo step, twice making two copies', () => {
    const editor = open()
    const clip = copyRecords(editor.doc, ['X1', 'X2'])
    for (let round = 0; round < 2; round++) {
      const ready = pasteReady(editor.doc, JSON.parse(JSON.stringify(clip)), 0, 300)
      if (!ready.ok) throw new Error(ready.detail)
      expect(editor.run(createRecords, { records: ready.records })).toBe(true)
    }
    const doc = editor.doc
    expect([...doc.all('connector')].map((c) => c.name)).toEqual(['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7'])
    expect([...doc.all('wire')].map((w) => w.name)).toEqual(['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'])
    const x4 = [...doc.all('connector')].find((c) => c.name === 'X4')!
    expect(doc.getOf('node', x4.nodeId)!.position).toEqual([0, 300])
    const w4 = [...doc.all('wire')].find((w) => w.name === 'W4')!
    expect(w4.groupId).not.toBe('G1')
    expect(doc.getOf('wireGroup', w4.groupId!)!.wireIds).toContain(w4.id)
    expect(doc.count('protection')).toBe(3)
    expect(editor.undo()).toBe(true)
    expect(doc.count('connector')).toBe(5)
  })

  it('turns a node whose connector stayed behind into a branch point, renumbers clips, and refuses references of the wrong type', () => {
    const editor = open()
    const clip = copyRecords(editor.doc, ['A-B'])
    const ready = pasteReady(editor.doc, clip, 0, 300)
    if (!ready.ok) throw new Error(ready.detail)
    expect(ready.records.filter((r) => r.typeName === 'node').map((r) => r.typeName === 'node' && r.kind)).toEqual(['branch', 'branch'])
    const withClip = [...clip, { ...createFixing({ place: { kind: 'node', nodeId: 'A' as never } }), id: 'F1', name: 'CL1' }]
    editor.run(createRecords, { records: [createFixing({ id: 'F0' as never, name: 'CL1', place: { kind: 'node', nodeId: 'C' as never } })] })
    const again = pasteReady(editor.doc, withClip, 0, 300)
    if (!again.ok) throw new Error(again.detail)
    expect(again.records.find((r) => r.typeName === 'fixing')).toMatchObject({ name: 'CL2' })
    const wrong = copyRecords(editor.doc, ['X1']).map((r) => (r.typeName === 'connector' ? { ...r, nodeId: 'X1:1' } : r))
    expect(pasteReady(editor.doc, wrong, 0, 0)).toMatchObject({ reason: 'invalidArguments' })
  })

  it('refuses clips that are not records, refer outside themselves or hold the settings, changing nothing', () => {
    const editor = open()
    const clip = copyRecords(editor.doc, ['X1', 'X2'])
    expect(pasteReady(editor.doc, 'x', 0, 0)).toMatchObject({ reason: 'invalidArguments' })
    expect(pasteReady(editor.doc, [], 0, 0)).toMatchObject({ reason: 'invalidArguments' })
    expect(pasteReady(editor.doc, [{ typeName: 'wire', id: 'W9' }], 0, 0)).toMatchObject({ reason: 'invalidArguments' })
    expect(pasteReady(editor.doc, clip.filter((r) => r.typeName !== 'node'), 0, 0)).toMatchObject({ reason: 'notFound' })
    expect(pasteReady(editor.doc, [...clip, editor.doc.get('settings')], 0, 0)).toMatchObject({ reason: 'invalidArguments' })
    expect(pasteReady(editor.doc, clip, Number.NaN, 0)).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })
})
