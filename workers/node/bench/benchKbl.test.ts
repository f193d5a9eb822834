import { describe, expect, it } from 'vitest'
import { benchKblImport } from './benchKbl'

describe('benchKblImport', () => {
  it('exports, imports and opens a generated harness and reports every measure', () => {
    const result = benchKblImport('S', 1)
    expect(result).toMatchObject({ benchmark: 'kbl-import', size: 'S', seed: 1, importWarnings: 0 })
    expect(result.importedRecords).toBe(result.records)
    expect(result.kblMB).toBeGreaterThan(0.5)
    expect(result.kblLines).toBeGreaterThan(result.records)
    for (const key of ['generateMs', 'exportMs', 'importMs', 'openMs', 'endToEndMs'] as const) expect(result[key]).toBeGreaterThan(0)
    expect(Object.keys(result.openPhasesMs)).toEqual(expect.arrayContaining(['index', 'derive', 'spatial']))
    expect(result.endToEndMs).toBeCloseTo(result.importMs + result.openMs, 1)
  })
})
