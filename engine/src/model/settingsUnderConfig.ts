import type { WorkspaceConfig } from '@harness/protocol'
import type { SettingsRecord } from './records'
import { UNIT_CODES, type Mm } from './units'

/**
 * The settings a document works with when it opens in a project: the display unit, the wire-length
 * add-on rules and the bundle-diameter method come from the project's configuration in force (its
 * own overrides over its team's); the drawing settings (page, grid, fonts...) stay the document's.
 * For example a team that adds 3 % (at least 10 mm, at most 50 mm) and rounds up to 5 mm makes a
 * 1,000 mm route a 1,030 mm production length in every harness of its projects.
 */
export function settingsUnderConfig(settings: SettingsRecord, config: WorkspaceConfig): SettingsRecord {
  const rules = config.lengthRules
  return {
    ...settings,
    unit: UNIT_CODES[config.unit] as SettingsRecord['unit'],
    lengthRules: {
      percentAddOn: rules.percentAddOn,
      minAddOn: rules.minAddOn as Mm,
      maxAddOn: rules.maxAddOn as Mm,
      roundTo: rules.roundTo as Mm,
      roundMethod: rules.roundMethod,
      junctionAddOn: rules.junctionAddOn as Mm,
    },
    diameterMethod: config.diameterMethod,
    packingFactor: config.packingFactor,
  }
}

/** The settings fields a project's configuration decides (see {@link settingsUnderConfig}). */
export const CONFIGURED_SETTINGS = ['unit', 'lengthRules', 'diameterMethod', 'packingFactor'] as const

/** Whether two settings values are equal: numbers and texts, or objects of them field by field (in any key order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false
  return true
}

/**
 * The change that brings `settings` under `config`: the fields of {@link CONFIGURED_SETTINGS}
 * whose values differ, with the configuration's values; empty when the document already follows
 * it. For example a document in mm under a project configured in inches answers `{ unit: 3 }`.
 */
export function projectConfigPatch(settings: SettingsRecord, config: WorkspaceConfig): Partial<SettingsRecord> {
  const wanted = settingsUnderConfig(settings, config)
  const patch: Partial<SettingsRecord> = {}
  for (const key of CONFIGURED_SETTINGS) if (!sameValue(settings[key], wanted[key])) Object.assign(patch, { [key]: wanted[key] })
  return patch
}
