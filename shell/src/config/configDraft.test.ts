import { describe, expect, it } from 'vitest'
import { DEFAULT_WORKSPACE_CONFIG } from '@harness/protocol'
import { REPORT_COLUMN_KEYS } from '@harness/engine'
import { CONFIG_KEYS, draftOf, moveItem, overridesOf, problemOf, toggleColumn } from './configDraft'

describe('configuration drafts', () => {
  it('lists every key of the configuration', () => {
    expect([...CONFIG_KEYS].sort()).toEqual(Object.keys(DEFAULT_WORKSPACE_CONFIG).sort())
  })

  it('keeps only the overridden keys of a project, and lays overrides over the inherited configuration', () => {
    const draft = { ...DEFAULT_WORKSPACE_CONFIG, unit: 'in' as const, packingFactor: 1.4 }
    expect(overridesOf(draft, new Set(['unit']))).toEqual({ unit: 'in' })
    expect(overridesOf(draft, new Set())).toEqual({})
    expect(draftOf(DEFAULT_WORKSPACE_CONFIG, { packingFactor: 1.5 })).toEqual({ ...DEFAULT_WORKSPACE_CONFIG, packingFactor: 1.5 })
  })

  it('moves list items within bounds and ticks columns in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b'])
    expect(toggleColumn(['line'], 'wireNumber', true)).toEqual(['line', 'wireNumber'])
    expect(toggleColumn(['line', 'wireNumber'], 'line', false)).toEqual(['wireNumber'])
    expect(toggleColumn(['line'], 'line', true)).toEqual(['line'])
  })

  it('finds the first bad value the server would refuse', () => {
    expect(problemOf(DEFAULT_WORKSPACE_CONFIG, REPORT_COLUMN_KEYS, true)).toBeNull()
    expect(problemOf({ ...DEFAULT_WORKSPACE_CONFIG, packingFactor: 3 }, REPORT_COLUMN_KEYS, true)).toBe('packingFactor')
    const lengthRules = { ...DEFAULT_WORKSPACE_CONFIG.lengthRules, minAddOn: 20, maxAddOn: 10 }
    expect(problemOf({ lengthRules }, REPORT_COLUMN_KEYS, false)).toBe('lengthRules.maxAddOn')
    expect(problemOf({ reportColumns: { cutTable: ['nope'], assembly: [], bom: [] } }, REPORT_COLUMN_KEYS, false)).toBe('reportColumns.cutTable.0')
    expect(problemOf({ unit: 'mm' }, REPORT_COLUMN_KEYS, true)).not.toBeNull()
  })
})
