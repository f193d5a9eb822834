import { describe, expect, it } from 'vitest'
import { SEARCH_RECORD_KINDS, type CavityId, type LabelId, type SealId, type SpliceId, type TableId, type TerminalId, type WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { createSeal, createSplice, createTerminal, createWire } from '../model/factories'
import type { HarnessRecord, LabelRecord, TableRecord } from '../model/records'
import { generateHarness } from '../generate/generateHarness'
import { harnessSearchText, readSearchLine, SEARCH_LABEL_MAX } from './harnessSearchText'

const lines = (records: readonly HarnessRecord[]) => harnessSearchText(records).lines.split('\n').filter((l) => l !== '').map((l) => readSearchLine(l)!)

describe('harnessSearchText', () => {
  it('writes a wire with its number and part number, the key only where it differs', () => {
    const index = harnessSearchText([createWire({ id: 'wire:W12' as WireId, name: 'W12', partNumber: 'FLRY-B 0.35' })])
    expect(index.lines).toBe('wire:W12\twire\tW12\tFLRY-B 0.35\tw12\tflry-b 0.35\tflryb035')
    expect(index.terms.split('\n').sort()).toEqual(['flry-b 0.35', 'flryb035', 'w12'])
    expect(readSearchLine(index.lines)).toEqual({
      recordId: 'wire:W12', kind: 'wire', label: 'W12', partNumber: 'FLRY-B 0.35', labelText: 'w12', partNumberText: 'flry-b 0.35', partNumberKey: 'flryb035',
    })
  })

  it('indexes connectors and splices by designator, keeps Chinese as written and folds accents and full-width forms', () => {
    const built = harness().node('N1', 'connector').connector('X1', 'N1', 2).records
    const records: HarnessRecord[] = [
      ...built.map((r) => (r.typeName === 'connector' ? { ...r, partNumber: 'ＨＳＧ-２' } : r)),
      createSplice({ id: 'SP1' as SpliceId, name: '接点Ä1', nodeId: 'N1' as never }),
    ]
    const found = lines(records)
    expect(found.map((l) => [l.kind, l.label, l.labelText, l.partNumber, l.partNumberText, l.partNumberKey])).toEqual([
      ['connector', 'X1', 'x1', 'ＨＳＧ-２', 'hsg-2', 'hsg2'],
      ['splice', '接点Ä1', '接点a1', '', '', ''],
    ])
  })

  it('gives terminals and seals one line per part number, selecting the wire and the connector of the first', () => {
    const records: HarnessRecord[] = [
      ...harness().node('N1', 'connector').connector('X1', 'N1', 2).wire('W1', 'X1:1', 'X1:2').wire('W2', 'X1:2', 'X1:1').records,
      createTerminal({ id: 'T1' as TerminalId, wireId: 'W1' as WireId, end: 'A', partNumber: 'DJ7041-1.5' }),
      createTerminal({ id: 'T2' as TerminalId, wireId: 'W2' as WireId, end: 'A', partNumber: 'dj7041-1.5' }),
      createTerminal({ id: 'T3' as TerminalId, wireId: 'W2' as WireId, end: 'B', partNumber: '' }),
      createSeal({ id: 'S1' as SealId, cavityId: 'X1:1' as CavityId, partNumber: 'SEAL-1' }),
    ]
    const found = lines(records).filter((l) => l.kind === 'terminal' || l.kind === 'seal')
    expect(found.map((l) => [l.kind, l.recordId, l.partNumber, l.partNumberKey])).toEqual([
      ['terminal', 'W1', 'DJ7041-1.5', 'dj704115'],
      ['seal', 'X1', 'SEAL-1', 'seal1'],
    ])
  })

  it('indexes notes by their text on one line, cut at the label limit', () => {
    const label: LabelRecord = { id: 'L1' as LabelId, typeName: 'label', position: [0, 0], text: '注意：\t此处\n加装护套', fontSize: 10 }
    const table: TableRecord = { id: 'TB1' as TableId, typeName: 'table', position: [0, 0], rows: 1, cols: 3, cells: ['版本', '', 'A'.repeat(SEARCH_LABEL_MAX)], pinoutOf: null }
    const found = lines([label, table])
    expect(found[0]).toMatchObject({ recordId: 'L1', kind: 'label', label: '注意： 此处 加装护套', partNumber: '' })
    expect(found[1]!.label).toHaveLength(SEARCH_LABEL_MAX)
    expect(found[1]!.label.startsWith('版本 AAA')).toBe(true)
  })

  it('leaves out records with neither name nor part number, and reads no line from a short one', () => {
    expect(harnessSearchText([createWire({ id: 'W0' as WireId, name: '', partNumber: '' })])).toEqual({ lines: '', terms: '' })
    expect(harnessSearchText([createWire({ id: 'W\t0' as WireId, name: 'W0', partNumber: '' })]).lines).toBe('')
    expect(readSearchLine('broken')).toBeNull()
  })

  it('indexes the generated S harness: every wire number once, each part number once among the terms', () => {
    const records = generateHarness('S', 1)
    const wires = records.filter((r) => r.typeName === 'wire' && r.name !== '')
    const found = lines(records).filter((l) => l.kind === 'wire')
    expect(found.map((l) => l.recordId).sort()).toEqual(wires.map((w) => w.id).sort())
    expect(lines(records).every((l) => (SEARCH_RECORD_KINDS as readonly string[]).includes(l.kind))).toBe(true)
    const terms = harnessSearchText(records).terms.split('\n')
    expect(new Set(terms).size).toBe(terms.length)
    expect(terms).toEqual(expect.arrayContaining(['w12', 'x1']))
  })
})
