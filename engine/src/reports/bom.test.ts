import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { setProperties } from '../commands/records'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { smallHarness } from './__fixtures__/reportHarnesses'
import type { HarnessRecord } from '../model/records'
import { bom, NO_PART_NUMBER } from './bom'
import { generatedText } from './generatedText'

describe('bom', () => {
  it('groups parts by part number and usage, pieces for parts and metres for wire and tape', () => {
    const doc = new Editor(smallHarness(harness)).doc
    const derived = deriveHarness(doc)
    const rows = bom(doc, derived)
    const tape = derived.protections[0]!
    if (!tape.ok) throw new Error('unreachable')
    expect(rows.map((r) => [r.item, r.category, r.partNumber, r.description, r.quantity, r.unit, r.designators.join(' '), r.count, r.unknownQuantity, r.usage, r.status])).toEqual([
      [1, 'connector', 'HSG-2', '2-way housing', 1, 'pc', 'X2', 1, 0, 'mandatory', 'normal'],
      [2, 'connector', 'HSG-4', '4-way housing, sealed', 1, 'pc', 'X1', 1, 0, 'mandatory', 'normal'],
      [3, 'connector', NO_PART_NUMBER, '1-way connector', 1, 'pc', 'X9', 1, 0, 'mandatory', 'normal'],
      [4, 'terminal', 'TRM-15', 'MLK terminal 1.5', 1, 'pc', 'X2:2', 1, 0, 'mandatory', 'normal'],
      [5, 'terminal', 'TRM-064', 'MQS terminal 0.64', 3, 'pc', 'X1:1 X1:2 X2:1', 3, 0, 'mandatory', 'normal'],
      [6, 'seal', 'SEAL-1', 'single wire seal', 1, 'pc', 'X1:1', 1, 0, 'mandatory', 'normal'],
      [7, 'plug', 'PLUG-1', 'cavity plug', 1, 'pc', 'X1:4', 1, 0, 'mandatory', 'normal'],
      [8, 'splice', 'SPL-1', 'crimp splice', 1, 'pc', 'SP1', 1, 0, 'mandatory', 'normal'],
      [9, 'wire', 'FLRYB-0.35', 'FLRY-B 0.35', 0.355, 'm', 'W1 W2', 2, 0, 'mandatory', 'normal'],
      [10, 'wire', 'FLRYB-0.5', 'FLRY-B 0.5', 0.135, 'm', 'W10', 1, 0, 'optional', 'normal'],
      [11, 'wire', NO_PART_NUMBER, 'wire 0.35 mm² BK', 0, 'm', 'LOST', 1, 1, 'mandatory', 'normal'],
      [12, 'tape', 'TAPE-19', 'PVC tape 19 mm', Math.round(tape.length) / 1000, 'm', 'P1', 1, 0, 'mandatory', 'normal'],
      [13, 'clip', 'CLIP-8', 'clip 8 mm', 1, 'pc', 'C1', 1, 0, 'mandatory', 'normal'],
    ])
  })

  it('buys wires without a part number by section and colours: one line for each colour', () => {
    const editor = new Editor(smallHarness(harness))
    for (const [id, colors] of [['W1', ['BK']], ['W2', ['BU', 'WH']], ['W10', ['BK']]] as const) {
      editor.run(setProperties<'wire'>(), { typeName: 'wire', id, patch: { partNumber: '', description: '', csa: 0.35, colors: [...colors], usage: 'mandatory' } })
    }
    const rows = bom(editor.doc, deriveHarness(editor.doc)).filter((r) => r.category === 'wire')
    expect(rows.map((r) => [r.description, r.designators.join(' ')])).toEqual([['wire 0.35 mm² BK', 'LOST W1 W10'], ['wire 0.35 mm² BU/WH', 'W2']])
    expect(generatedText('wire 0.35 mm² BU/WH', 'zh')).toBe('导线 0.35 mm² BU/WH')
  })

  it('splits a part number by usage, marks a group invalid when one part is, and keeps parts without numbers apart by description', () => {
    const editor = new Editor(smallHarness(harness))
    const set = (id: string, patch: object) => editor.run(setProperties<'terminal'>(), { typeName: 'terminal', id, patch })
    set('T2', { status: 'invalid' })
    set('T3', { usage: 'customerSpecified' })
    set('T4', { partNumber: '', description: '' })
    const rows = bom(editor.doc, deriveHarness(editor.doc)).filter((r) => r.category === 'terminal')
    expect(rows.map((r) => [r.partNumber, r.usage, r.status, r.designators.join(' ')])).toEqual([
      ['TRM-064', 'mandatory', 'invalid', 'X1:1 X2:1'],
      ['TRM-064', 'customerSpecified', 'normal', 'X1:2'],
      [NO_PART_NUMBER, 'mandatory', 'normal', 'X2:2'],
    ])
    expect(rows[2]!.description).toBe('terminal')
  })

  it('keeps housings without a part number apart by their cavities, though described alike (as WireViz\'s BOM does)', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('C', 'connector', [200, 0]).node('D', 'connector', [300, 0])
      .segment('A', 'B', 100).segment('B', 'C', 100).segment('C', 'D', 100)
      .connector('X1', 'A', 4).connector('X2', 'B', 8).connector('X3', 'C', 4).connector('X4', 'D', 8)
    const records = built.records.map((r) => (r.typeName === 'connector' ? { ...r, partNumber: '', description: 'Molex KK 254, female' } : r))
    const editor = new Editor(records)
    const rows = bom(editor.doc, deriveHarness(editor.doc)).filter((r) => r.category === 'connector')
    expect(rows.map((r) => [r.description, r.quantity, r.designators.join(' ')])).toEqual([
      ['Molex KK 254, female', 2, 'X1 X3'],
      ['Molex KK 254, female', 2, 'X2 X4'],
    ])
  })

  it('keeps parts of a usage it does not know in a group of their own, in their own category', () => {
    // Commands and the file readers refuse such a value; records handed over directly might hold one.
    const records = smallHarness(harness).map((r) => (r.id === 'X2' || r.id === 'T3' ? { ...r, usage: 'spare' } : r)) as HarnessRecord[]
    const doc = new Editor(records).doc
    const rows = bom(doc, deriveHarness(doc))
    const of = (category: string) => rows.filter((r) => r.category === category).map((r) => [r.partNumber, r.usage, r.designators.join(' ')])
    expect(of('connector')).toContainEqual(['HSG-2', 'spare', 'X2'])
    expect(of('terminal')).toContainEqual(['TRM-064', 'spare', 'X1:2'])
    const plain = new Editor(smallHarness(harness)).doc
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(bom(plain, deriveHarness(plain)).reduce((n, r) => n + r.count, 0))
  })
})
