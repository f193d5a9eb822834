import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { importKbl } from '../io/kbl'
import type { CavityId, SealId, TerminalId, WireId } from '@harness/protocol'
import { starHarness } from '../../test/harnessBuilder'
import { createSeal, createTerminal } from '../model/factories'
import { bom } from '../reports/bom'
import { isOwnTerminal } from './ownTerminals'

const samples = fileURLToPath(new URL('../../../../shared/corpus/kbl/samples/', import.meta.url))

describe('isOwnTerminal', () => {
  it('finds the battery lug of the VW generator sample, placed as a connector, and the BOM lists it once', () => {
    const imported = importKbl(readFileSync(`${samples}kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl`, 'utf8'))
    if (!imported.ok) throw new Error(imported.error.message)
    const doc = new Editor(imported.records).doc
    const own = [...doc.all('connector')].filter((c) => isOwnTerminal(doc, c)).map((c) => c.name)
    expect(own).toEqual(['XB.C.1'])
    const lines = bom(doc, deriveHarness(doc)).filter((line) => line.partNumber === 'O1a2816a916')
    expect(lines.map((line) => [line.category, line.quantity, line.designators])).toEqual([['terminal', 1, ['XB.C.1:1']]])
  })

  it('needs one cavity, a part number, and the same part as a terminal in the cavity', () => {
    // starHarness: X3 has one cavity, where W3's end B is; X2 has two.
    // Parts as "number" or "number description"; the description defaults to the number's.
    const part = (text: string) => ({ partNumber: text.split(' ')[0]!, description: text.split(' ')[1] ?? `${text} part` })
    const own = (parts: { X2?: string; X3?: string; W1B?: string; W3B?: string; plugX3?: true }) => {
      const records = starHarness().records.map((r) => (r.typeName === 'connector' && (r.id === 'X2' || r.id === 'X3') ? { ...r, ...part(parts[r.id as 'X2' | 'X3'] ?? '') } : r))
      if (parts.W1B !== undefined) records.push(createTerminal({ id: 'T1' as TerminalId, wireId: 'W1' as WireId, end: 'B', ...part(parts.W1B) }))
      if (parts.W3B !== undefined) records.push(createTerminal({ id: 'T3' as TerminalId, wireId: 'W3' as WireId, end: 'B', ...part(parts.W3B) }))
      if (parts.plugX3) records.push(createSeal({ id: 'P3' as SealId, kind: 'seal', cavityId: 'X3:1' as CavityId, partNumber: 'S-1' }))
      const doc = new Editor(records).doc
      return [...doc.all('connector')].filter((c) => isOwnTerminal(doc, c)).map((c) => c.name)
    }
    expect(own({ X3: 'LUG-8', W3B: 'LUG-8' })).toEqual(['X3'])
    // A one-way housing with another part crimped in it; no terminal; no part number at all.
    expect(own({ X3: 'H-1', W3B: 'T-1' })).toEqual([])
    expect(own({ X3: 'LUG-8' })).toEqual([])
    expect(own({ X3: '', W3B: '' })).toEqual([])
    // Two ways: a housing, whatever is crimped in it.
    expect(own({ X2: 'T-1', W1B: 'T-1' })).toEqual([])
    // A placeholder number shared by a housing and its terminal: their descriptions differ.
    expect(own({ X3: '- HOUSING_1POL', W3B: '- FLACHKONTAKT' })).toEqual([])
    // A seal in the cavity: a housing (a lug takes none).
    expect(own({ X3: 'LUG-8', W3B: 'LUG-8', plugX3: true })).toEqual([])
  })
})
