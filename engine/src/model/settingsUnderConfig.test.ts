import { describe, expect, it } from 'vitest'
import { DEFAULT_WORKSPACE_CONFIG, effectiveConfig } from '@harness/protocol'
import { DEFAULT_SETTINGS } from './defaults'
import { settingsUnderConfig } from './settingsUnderConfig'

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
})
