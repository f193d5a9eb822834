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
