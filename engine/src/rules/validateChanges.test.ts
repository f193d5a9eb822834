import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { generateHarness } from '../generate'
import { importKbl } from '../io/kbl/importKbl'
import { importWirevizHarness } from '../io/wireviz/importWirevizHarness'
import { DEFAULT_SETTINGS } from '../model/defaults'
import type { HarnessRecord } from '../model/records'
import { DiffBuilder } from '../store/RecordsDiff'
import { FIELD_RANGES } from '../io/json/recordRanges'
import { recordProblem as problemOf } from '../io/json/validateRecord'
import { validateChanges } from './validateChanges'

const recordProblem = (record: HarnessRecord) => problemOf(record, 0)

const corpus = new URL('../shared/corpus/', new URL('../../../', import.meta.url))
const sample = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 100).connector('X1', 'A', 1).connector('X2', 'B', 1)
  .wire('W1', 'X1:1', 'X2:1').records

const recordOf = <T extends HarnessRecord['typeName']>(typeName: T) => sample.find((r) => r.typeName === typeName)!

describe('validateChanges', () => {
  it('refuses a negative, infinite or mistyped number and names the record, the field and the value', () => {
    const segment = recordOf('segment')
    expect(recordProblem({ ...segment, length: -5 } as HarnessRecord)).toBe(`segment "A-B": field 'length' must be in [0, 1e9], got -5`)
    expect(recordProblem({ ...segment, length: Number.POSITIVE_INFINITY } as HarnessRecord)).toContain("field 'length' must be a finite number")
    expect(recordProblem({ ...segment, fixedDiameter: -1 } as HarnessRecord)).toContain("'fixedDiameter' must be in [0, 1e9], got -1")
    expect(recordProblem({ ...segment, fixedDiameter: null } as HarnessRecord)).toBeNull()
    expect(recordProblem({ ...segment, length: 0 } as HarnessRecord)).toBeNull()
    // Lengths whose sums along a route would overflow to Infinity, and add-ons of either sign.
    expect(recordProblem({ ...segment, length: 1e300 } as HarnessRecord)).toContain("'length' must be in [0, 1e9], got 1e+300")
    const connector = recordOf('connector')
    expect(recordProblem({ ...connector, lengthAddOn: -20 } as HarnessRecord)).toBeNull()
    expect(recordProblem({ ...connector, lengthAddOn: -2e9 } as HarnessRecord)).toContain("'lengthAddOn' must be in [-1e9, 1e9]")
    const settings = DEFAULT_SETTINGS
    expect(recordProblem({ ...settings, packingFactor: 0 } as HarnessRecord)).toContain("'packingFactor' must be > 0 with the diameter method packing, got 0")
    expect(recordProblem({ ...settings, packingFactor: 0, diameterMethod: 'areaEquivalent' } as HarnessRecord)).toBeNull()
    expect(recordProblem({ ...settings, lengthRules: { ...settings.lengthRules, roundTo: -1 } } as HarnessRecord)).toContain("'lengthRules.roundTo' must be in [0, 1e9]")
    // Drawing settings the canvas draws with: no negative sizes, and a grid that has a size.
    expect(recordProblem({ ...settings, grid: { ...settings.grid, size: 0 } } as HarnessRecord)).toContain("'grid.size' must be > 0")
    expect(recordProblem({ ...settings, stroke: { ...settings.stroke, width: -1 } } as HarnessRecord)).toContain("'stroke.width' must be in [0, 1e9]")
    expect(recordProblem({ ...settings, table: { rows: -3, cols: 3 } } as HarnessRecord)).toContain("'table.rows' must be in [0, 1e9]")
  })

  it('checks every range it lists against a field the record type has', () => {
    for (const [typeName, rules] of Object.entries(FIELD_RANGES)) {
      for (const [path] of rules!) expect(path.split('.')[0], `${typeName}.${path}`).toMatch(/^[a-zA-Z]+$/)
    }
    const wire = recordOf('wire')
    for (const [field] of FIELD_RANGES.wire!) {
      expect(recordProblem({ ...wire, [field]: -0.5 } as HarnessRecord), field).toContain(`field '${field}' must be in [0, 1e9], got -0.5`)
    }
  })

  it('checks added and updated records, not removed ones, and answers the first problem as a refusal', () => {
    const segment = recordOf('segment')
    const bad = { ...segment, length: -5 } as HarnessRecord
    const updated = new DiffBuilder()
    updated.put(segment, bad)
    expect(validateChanges(updated.toDiff())).toMatchObject({ ok: false, reason: 'invalidArguments' })
    const added = new DiffBuilder()
    added.put(undefined, { ...bad, id: 'S9' } as HarnessRecord)
    expect(validateChanges(added.toDiff())).toMatchObject({ ok: false, detail: expect.stringContaining('"S9"') })
    const removed = new DiffBuilder()
    removed.remove(bad)
    expect(validateChanges(removed.toDiff())).toBeNull()
  })

  it('accepts every record the generator and the importers make from the corpus', () => {
    const documents: [string, readonly HarnessRecord[]][] = [['generated S', generateHarness('S', 1)]]
    const kbl = new URL('kbl/samples/', corpus)
    for (const file of readdirSync(kbl).filter((f) => f.endsWith('.kbl')).sort()) {
      const imported = importKbl(readFileSync(new URL(file, kbl), 'utf8'))
      if (imported.ok) documents.push([file, imported.records])
    }
    const examples = new URL('wireviz/examples/', corpus)
    for (const file of readdirSync(examples).filter((f) => f.endsWith('.yml')).sort()) {
      const imported = importWirevizHarness(readFileSync(new URL(file, examples), 'utf8'))
      if (imported.ok) documents.push([file, imported.records])
    }
    expect(documents.length).toBeGreaterThan(8)
    for (const [name, records] of documents) {
      const problems = records.map(recordProblem).filter((p) => p !== null)
      expect(problems.slice(0, 3), name).toEqual([])
    }
  })
})
