import { describe, expect, it } from 'vitest'
import { DEFAULT_WORKSPACE_CONFIG, effectiveConfig } from '@harness/protocol'
import { DEFAULT_SETTINGS } from './defaults'
import { projectConfigPatch, settingsUnderConfig } from './settingsUnderConfig'

describe('settingsUnderConfig', () => {
  it('leaves the default settings unchanged under the built-in configuration (the two defaults agree)', () => {
    expect(settingsUnderConfig(DEFAULT_SETTINGS, DEFAULT_WORKSPACE_CONFIG)).toEqual(DEFAULT_SETTINGS)
  })

  it('takes unit, length rules and diameter method from the configuration and keeps the drawing settings', () => {
    const config = effectiveConfig(
      { unit: 'in', diameterMethod: 'areaEquivalent' },
      { lengthRules: { percentAddOn: 3, minAddOn: 10, maxAddOn: 50, roundTo: 5, roundMethod: 'up', junctionAddOn: 2 }, packingFactor: 1.3 },
    )
    const drawn = { ...DEFAULT_SETTINGS, pageSize: 'a3' as const, landscape: false }
    const settings = settingsUnderConfig(drawn, config)
    expect(settings.unit).toBe(3)
    expect(settings.diameterMethod).toBe('areaEquivalent')
    expect(settings.packingFactor).toBe(1.3)
    expect(settings.lengthRules).toEqual({ percentAddOn: 3, minAddOn: 10, maxAddOn: 50, roundTo: 5, roundMethod: 'up', junctionAddOn: 2 })
    expect(settings.pageSize).toBe('a3')
    expect(settings.landscape).toBe(false)
  })

  it('answers the change a configuration makes: nothing under the built-in one, only the fields that differ otherwise', () => {
    expect(projectConfigPatch(DEFAULT_SETTINGS, DEFAULT_WORKSPACE_CONFIG)).toEqual({})
    const inches = effectiveConfig({ unit: 'in' }, {})
    expect(projectConfigPatch(DEFAULT_SETTINGS, inches)).toEqual({ unit: 3 })
    // Length rules compare field by field, in any key order.
    const rules = { ...DEFAULT_WORKSPACE_CONFIG.lengthRules, percentAddOn: 3 }
    const patch = projectConfigPatch(DEFAULT_SETTINGS, effectiveConfig({}, { lengthRules: rules }))
    expect(Object.keys(patch)).toEqual(['lengthRules'])
    expect(patch.lengthRules!.percentAddOn).toBe(3)
    const reordered = { ...DEFAULT_SETTINGS, lengthRules: Object.fromEntries(Object.entries(DEFAULT_SETTINGS.lengthRules).reverse()) as typeof DEFAULT_SETTINGS.lengthRules }
    expect(projectConfigPatch(reordered, DEFAULT_WORKSPACE_CONFIG)).toEqual({})
  })
})
