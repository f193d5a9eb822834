import type { SettingsRecord } from './records'

/** The settings the derived data reads: wire-length rules and the bundle-diameter method with its factor. */
const DERIVING: readonly (keyof SettingsRecord)[] = ['lengthRules', 'diameterMethod', 'packingFactor']

/** The settings nothing on the canvas shows: the manufacturing BOM state, which only the reports read. */
const UNDRAWN: ReadonlySet<keyof SettingsRecord> = new Set(['manufacturing'])

const differs = (from: SettingsRecord, to: SettingsRecord, key: keyof SettingsRecord) =>
  from[key] !== to[key] && JSON.stringify(from[key]) !== JSON.stringify(to[key])

/**
 * What a change of the settings from `from` to `to` reaches: `derives` when the derived data must
 * start over (length rules, diameter method, packing factor), `draws` when the canvas must redraw
 * (anything drawn: page, grid, labels, strokes, …). Setting a manufacturing-BOM line's fields
 * reaches neither, so on an aircraft harness it costs a report, not a recomputation and every tile.
 *
 * Example: `{ ...s, manufacturing: [entry] }` → `{ derives: false, draws: false }`;
 * `{ ...s, packingFactor: 1.3 }` → `{ derives: true, draws: true }` (diameters are drawn).
 */
export function settingsChange(from: SettingsRecord, to: SettingsRecord): { readonly derives: boolean; readonly draws: boolean } {
  const derives = DERIVING.some((key) => differs(from, to, key))
  const draws = derives || (Object.keys(to) as (keyof SettingsRecord)[]).some((key) => !UNDRAWN.has(key) && differs(from, to, key))
  return { derives, draws }
}
