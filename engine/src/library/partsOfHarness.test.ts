import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PART_KIND_DEFS, checkParameters, partNumberIdentity } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { createSeal, createTerminal } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import { importKbl } from '../io/kbl/importKbl'
import { partsOfHarness } from './partsOfHarness'

// The corpus lives beside the repository: <repo>/../shared/corpus/kbl.
const corpus = new URL('../../../../shared/corpus/kbl/samples/', import.meta.url)
const files = readdirSync(corpus).filter((f) => f.endsWith('.kbl')).sort()

/** Distinct part numbers in a KBL file's part masters of one element name, counted from the text independently of the importer. */
function masterNumbers(xml: string, element: string): Set<string> {
  const numbers = new Set<string>()
  for (const match of xml.matchAll(new RegExp(`<${element} id="[^"]*">\\s*<Part_number>([^<]*)</Part_number>`, 'g'))) numbers.add(partNumberIdentity(match[1]!))
  numbers.delete('')
  return numbers
}

describe('partsOfHarness', () => {
  it('makes one part per number with what the harness states: a housing its cavities, seal flag and the terminals and seals used in it', () => {
    const base = harness().node('N1').node('N2').segment('N1', 'N2', 100).connector('X1', 'N1', 2).connector('X2', 'N2', 4)
      .wire('W1', 'X1:1', 'X2:1', 2.4).wire('W2', 'X1:2', 'X2:2', 1.6).records
    const records: HarnessRecord[] = [
      ...base.map((r) => (r.typeName === 'connector' ? { ...r, partNumber: 'HSG-2', sealable: r.id === 'X1' } : r.typeName === 'wire' ? { ...r, partNumber: r.id === 'W1' ? 'FLRY 1.5' : 'FLRY 0.5', csa: r.id === 'W1' ? 1.5 : 0.5, colors: ['RD', 'WH'] } : r)),
      createTerminal({ wireId: 'W1' as never, end: 'A', partNumber: 'T-B' }), createTerminal({ wireId: 'W2' as never, end: 'A', partNumber: 'T-A' }),
      createTerminal({ wireId: 'W2' as never, end: 'B', partNumber: 'T-A' }), createSeal({ cavityId: 'X1:1' as never, partNumber: 'S-1' }),
      createSeal({ cavityId: 'X1:2' as never, kind: 'plug', partNumber: 'S-1' }),
    ]
    const { parts, conflicts } = partsOfHarness(records)
    const housing = parts.find((p) => p.partNumber === 'HSG-2')!
    expect(housing).toMatchObject({ kind: 'connector', params: { cavityCount: 4, sealed: true }, links: { terminal: ['T-A', 'T-B'], seal: ['S-1'] } })
    expect(housing.params.pluggable).toBeUndefined()
    expect(parts.find((p) => p.partNumber === 'FLRY 1.5')).toMatchObject({ kind: 'wire', params: { csa: 1.5, od: 2.4, colours: 'RD/WH' } })
    expect(parts.filter((p) => p.kind === 'terminal').map((p) => p.partNumber).sort()).toEqual(['T-A', 'T-B'])
    // S-1 names a seal and a plug: the first use decides, the other is a conflict; a plug link to it is not made.
    expect(conflicts).toEqual([{ partNumber: 'S-1', kinds: ['seal', 'plug'] }])
    expect(housing.links.plug).toBeUndefined()
  })

  it('takes a ring terminal the file places as a connector as a terminal part, as the BOM lists it, with no conflict', () => {
    const result = importKbl(readFileSync(new URL('kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl', corpus), 'utf8'))
    if (!result.ok) throw new Error(result.error.message)
    const { parts, conflicts } = partsOfHarness(result.records)
    expect(parts.filter((p) => p.partNumber === 'O1a2816a916').map((p) => p.kind)).toEqual(['terminal'])
    expect(conflicts.filter((c) => c.partNumber === 'O1a2816a916')).toEqual([])
    // The housings stay housings.
    expect(parts.filter((p) => p.kind === 'connector').map((p) => p.partNumber).sort()).toEqual(['2Ka10a71345', '5Ea10821003'])
  })

  it.each(files)('takes every part master of %s that its harness uses, each valid for the library', (file) => {
    const xml = readFileSync(new URL(file, corpus), 'utf8')
    const result = importKbl(xml)
    if (!result.ok) throw new Error(result.error.message)
    const { parts } = partsOfHarness(result.records)
    expect(parts.length).toBeGreaterThan(0)
    for (const part of parts) {
      const checked = checkParameters(part.kind, part.params)
      expect(checked.ok, `${file} ${part.kind} ${part.partNumber}: ${JSON.stringify(checked)}`).toBe(true)
      expect(PART_KIND_DEFS[part.kind]).toBeDefined()
    }
    const found = new Set(parts.map((p) => partNumberIdentity(p.partNumber)))
    // Every terminal and housing master an occurrence uses arrives (masters no occurrence names are not the harness's parts).
    for (const element of ['General_terminal', 'Connector_housing']) {
      const used = [...masterNumbers(xml, element)].filter((n) => result.records.some((r) => 'partNumber' in r && partNumberIdentity((r as { partNumber: string }).partNumber) === n))
      for (const number of used) expect(found.has(number), `${file}: ${element} ${number}`).toBe(true)
    }
    // Housings link only parts of the linked kind that are in the list.
    for (const housing of parts.filter((p) => p.kind === 'connector')) {
      for (const [relation, numbers] of Object.entries(housing.links)) {
        for (const n of numbers ?? []) expect(parts.find((p) => partNumberIdentity(p.partNumber) === partNumberIdentity(n))?.kind, `${housing.partNumber} ${relation} ${n}`).toBe(relation)
      }
    }
  })
})
