import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deriveHarness, type DerivedHarness } from '../../derive/deriveHarness'
import { Editor } from '../../Editor'
import { generateHarness } from '../../generate'
import type { HarnessRecord, TypeName } from '../../model/records'
import { exportKbl } from './exportKbl'
import { importKbl } from './importKbl'
import { reimportedIdOf } from './kblIds'
import type { KblImportReport } from './KblImportReport'
import { checkAgainstSchema, readSchema } from './kblSchemaStructure'

const repoRoot = new URL('../../../../', import.meta.url)
const corpus = new URL('../shared/corpus/kbl/samples/', repoRoot)
const files = readdirSync(corpus).filter((f) => f.endsWith('.kbl')).sort()
const schema = readSchema(readFileSync(new URL('../shared/corpus/kbl/schemas/kbl24_sr1.xsd', repoRoot), 'utf8'))

function imported(xml: string): { records: HarnessRecord[]; report: KblImportReport } {
  const result = importKbl(xml)
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.error)}`)
  return result
}

function countsByType(records: readonly HarnessRecord[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const r of records) out[r.typeName] = (out[r.typeName] ?? 0) + 1
  return out
}

function derive(records: readonly HarnessRecord[]): DerivedHarness {
  return deriveHarness(new Editor(records).doc)
}

/** The production length in mm of every wire that has one, as a real export states them. */
function productionLengths(derived: DerivedHarness): Map<string, number> {
  const out = new Map<string, number>()
  for (const [id, length] of derived.lengths) if (length.ok) out.set(id, length.production)
  return out
}

/** Expects the re-imported harness to measure as the original: every wire length and every segment diameter. */
function expectSameDerived(before: DerivedHarness, after: DerivedHarness): void {
  expect(after.lengths.size).toBe(before.lengths.size)
  for (const [id, length] of before.lengths) {
    const again = after.lengths.get(reimportedIdOf('wire', id) as never)
    expect(again, id).toBeDefined()
    expect({ ...again!, wireId: id }, id).toEqual(length)
  }
  expect(after.diameters.size).toBe(before.diameters.size)
  for (const [id, diameter] of before.diameters) {
    const again = after.diameters.get(reimportedIdOf('segment', id) as never)!
    expect(again.wireCount, id).toBe(diameter.wireCount)
    // A fixed diameter travels as a reserved area π·d²/4 and back: equal to the last bits.
    expect(again.diameter, id).toBeCloseTo(diameter.diameter, 9)
    expect(again.covered, id).toBeCloseTo(diameter.covered, 9)
  }
}

/** Record counts by type, without what KBL does not carry (settings, tables, labels). */
function carriedCounts(records: readonly HarnessRecord[]): Record<string, number> {
  const counts = countsByType(records)
  for (const name of ['settings', 'table', 'label'] satisfies TypeName[]) delete counts[name]
  return counts
}

describe('exportKbl on the corpus: import, export, import', () => {
  describe.each(files)('%s', (file) => {
    const first = imported(readFileSync(new URL(file, corpus), 'utf8'))
    const xml = exportKbl(first.records, { wireLengths: productionLengths(derive(first.records)) })
    const second = imported(xml)

    it('gives back as many records of each type', () => {
      expect(carriedCounts(second.records)).toEqual(carriedCounts(first.records))
    })

    it('gives back the same wire lengths and bundle diameters', () => {
      expectSameDerived(derive(first.records), derive(second.records))
    })

    it('follows the KBL 2.4 SR-1 schema in structure, but for the lengths of wires that cannot be measured', () => {
      expect(second.report.version.release).toBe('2.4')
      const derived = derive(first.records)
      // A wire the engine cannot measure, and a cable whose cores it cannot measure, state no length.
      const unmeasured = [...derived.lengths.values()].filter((l) => !l.ok).length + first.records.filter((r) => r.typeName === 'multicore').length
      const problems = checkAgainstSchema(xml, schema, 1000)
      const missingLengths = problems.filter((p) => /(General_wire|Core)_occurrence: Length_information appears 0 times/.test(p))
      expect(problems.filter((p) => !missingLengths.includes(p))).toEqual([])
      expect(missingLengths.length).toBeLessThanOrEqual(unmeasured)
    })
  })
})

describe('exportKbl on generated harnesses', () => {
  describe.each(['S', 'M'] as const)('size %s', (size) => {
    const records = generateHarness(size, 7)
    const xml = exportKbl(records, { wireLengths: productionLengths(derive(records)) })
    const again = imported(xml)

    it('imports back without a warning, with as many records of each type', () => {
      expect(again.report.warnings).toEqual([])
      expect(carriedCounts(again.records)).toEqual(carriedCounts(records))
    })

    it('imports back to the same wire lengths and bundle diameters', () => {
      expectSameDerived(derive(records), derive(again.records))
    })

    it('keeps names, parts, ends and the values KBL has no element for', () => {
      const byId = new Map(again.records.map((r) => [r.id as string, r]))
      for (const record of records) {
        const back = byId.get(reimportedIdOf(record.typeName, record.id))
        expect(back, record.id).toBeDefined()
        if (record.typeName === 'wire' && back?.typeName === 'wire') {
          expect([back.name, back.csa, back.od, back.colors, back.stripA, back.stripB, back.fixedLength]).toEqual([
            record.name, record.csa, record.od, record.colors, record.stripA, record.stripB, record.fixedLength,
          ])
          expect(back.moduleIds).toEqual(record.moduleIds.map((m) => reimportedIdOf('module', m)))
        }
        if (record.typeName === 'connector' && back?.typeName === 'connector') {
          // Turned or not as it was: an import turns only connectors whose file states no rotation.
          expect([back.name, back.partNumber, back.lengthAddOn, back.nodeId, back.rotation, back.mirrored]).toEqual([record.name, record.partNumber, record.lengthAddOn, reimportedIdOf('node', record.nodeId), record.rotation, record.mirrored])
        }
        if (record.typeName === 'protection' && back?.typeName === 'protection') {
          expect({ ...back, id: record.id, segmentId: record.segmentId }).toEqual(record)
        }
        if (record.typeName === 'module' && back?.typeName === 'module') {
          expect({ ...back, id: record.id }).toEqual(record)
        }
      }
    })

    it('follows the KBL 2.4 SR-1 schema in structure', () => {
      expect(checkAgainstSchema(xml, schema)).toEqual([])
    })
  })
})

describe('exportKbl text', () => {
  it('escapes XML special characters in names and reads them back', () => {
    const records = generateHarness('S', 1).map((r) => (r.typeName === 'wire' && r.name === 'W1' ? { ...r, name: 'W1 <"&\'>' } : r))
    const again = imported(exportKbl(records))
    expect(again.records.some((r) => r.typeName === 'wire' && r.name === 'W1 <"&\'>')).toBe(true)
  })

  it('keeps every connector turned as it was, unturned ones too (an import turns only those whose file states nothing)', () => {
    const records = generateHarness('S', 1).map((r) => (r.typeName === 'connector' ? { ...r, rotation: 0, mirrored: false } : r))
    const again = imported(exportKbl(records))
    const connectors = again.records.filter((r) => r.typeName === 'connector')
    expect(connectors.length).toBeGreaterThan(0)
    expect(connectors.every((c) => c.typeName === 'connector' && c.rotation === 0)).toBe(true)
  })

  it('writes a part of a harness: ends at connectors outside the part stay open', () => {
    const records = generateHarness('S', 5)
    const dropped = records.find((r) => r.typeName === 'connector')!.id
    const part = records.filter((r) => r.id !== dropped && !(r.typeName === 'cavity' && r.connectorId === dropped) && r.typeName !== 'module')
    const again = imported(exportKbl(part))
    expect(again.records.filter((r) => r.typeName === 'connector')).toHaveLength(part.filter((r) => r.typeName === 'connector').length)
    expect(again.records.filter((r) => r.typeName === 'configuration').every((c) => c.typeName === 'configuration' && c.moduleIds.length === 0)).toBe(true)
    const open = (rs: readonly HarnessRecord[]) => rs.filter((r) => r.typeName === 'wire' && (r.endA.kind === 'open' || r.endB.kind === 'open')).length
    expect(open(again.records)).toBeGreaterThan(open(records))
  })

  it('writes the production lengths it is given as Length_information', () => {
    const records = generateHarness('S', 2)
    const lengths = productionLengths(derive(records))
    const again = imported(exportKbl(records, { wireLengths: lengths }))
    const cables = records.filter((r) => r.typeName === 'multicore').length
    expect(again.report.statedLengths).toHaveLength(lengths.size + cables)
    for (const stated of again.report.statedLengths) expect(stated.lengthType).toBe('Production')
  })
})
