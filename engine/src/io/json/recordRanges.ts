import type { HarnessRecord, ManufacturingFields, SettingsRecord, TypeName } from '../../model/records'

/**
 * Largest magnitude of any measured number in a record (mm, mm², counts, %): 1e9, a thousand
 * kilometres. Far beyond any harness, yet small enough that sums and products of lengths along a
 * route never overflow to Infinity (the derivation would then meet Infinity − Infinity = NaN).
 */
export const MAX_MAGNITUDE = 1e9
/** The smallest side of a custom page, in mm (1 cm). */
export const MIN_PAGE_SIDE_MM = 10
/** The largest side of a custom page, in mm (10 m). */
export const MAX_PAGE_SIDE_MM = 10_000

/**
 * A range a numeric field must lie in, within ±{@link MAX_MAGNITUDE}: lengths, diameters and counts
 * ≥ 0; add-ons of either sign; ratios in [0, 1).
 */
export type FieldRange = 'nonNegative' | 'signed' | 'ratioBelowOne'

/** A field path (dots into nested objects, as `lengthRules.roundTo`) and the range its number must lie in. */
type RangeRule = readonly [path: string, range: FieldRange]

const ADD_ON: RangeRule = ['lengthAddOn', 'signed']

/**
 * The ranges of the numeric fields that the derivation measures with, per record type. A field
 * absent here is any finite number (a sheet position, a rotation); a nullable field may also be
 * null. Within these bounds the formulas of `calc/` accept every number, so a document that reads
 * or commits always derives.
 */
export const FIELD_RANGES: { readonly [T in TypeName]?: readonly RangeRule[] } = {
  node: [ADD_ON],
  segment: [['length', 'nonNegative'], ['fixedDiameter', 'nonNegative']],
  connector: [ADD_ON],
  splice: [ADD_ON],
  terminal: [ADD_ON],
  wire: [['csa', 'nonNegative'], ['od', 'nonNegative'], ['stripA', 'nonNegative'], ['stripB', 'nonNegative'], ['fixedLength', 'nonNegative']],
  multicore: [['od', 'nonNegative'], ['cutBackA', 'nonNegative'], ['cutBackB', 'nonNegative']],
  wireGroup: [['pitch', 'nonNegative']],
  protection: [
    ['start', 'nonNegative'], ['end', 'nonNegative'], ['width', 'nonNegative'], ['thickness', 'nonNegative'],
    ['overlap', 'ratioBelowOne'], ['gap', 'nonNegative'], ['pitch', 'nonNegative'], ['innerDiameter', 'nonNegative'],
  ],
  settings: [
    ['packingFactor', 'nonNegative'], ['lengthRules.roundTo', 'nonNegative'], ['lengthRules.percentAddOn', 'signed'],
    ['lengthRules.minAddOn', 'signed'], ['lengthRules.maxAddOn', 'signed'], ['lengthRules.junctionAddOn', 'signed'],
    ['grid.size', 'nonNegative'], ['stroke.width', 'nonNegative'], ['stroke.opacity', 'nonNegative'], ['arcSize', 'nonNegative'],
    ['font.size', 'nonNegative'], ['wire.headTailSpacing', 'nonNegative'], ['wire.layPitch', 'nonNegative'], ['wire.diameter', 'nonNegative'],
    ['wire.space', 'nonNegative'], ['table.rows', 'nonNegative'], ['table.cols', 'nonNegative'], ['symbolEdgeWidth', 'nonNegative'],
  ],
}

const RANGE_TEXT: Readonly<Record<FieldRange, string>> = {
  nonNegative: 'must be in [0, 1e9]',
  signed: 'must be in [-1e9, 1e9]',
  ratioBelowOne: 'must be in [0, 1)',
}

function inRange(value: number, range: FieldRange): boolean {
  switch (range) {
    case 'nonNegative':
      return value >= 0 && value <= MAX_MAGNITUDE
    case 'signed':
      return value >= -MAX_MAGNITUDE && value <= MAX_MAGNITUDE
    case 'ratioBelowOne':
      return value >= 0 && value < 1
    default:
      return range satisfies never
  }
}

/** A range rule with its path split once, so checking a record allocates nothing. */
interface CompiledRule {
  readonly path: string
  readonly keys: readonly string[]
  readonly range: FieldRange
}

const COMPILED: ReadonlyMap<string, readonly CompiledRule[]> = new Map(
  Object.entries(FIELD_RANGES).map(([typeName, rules]) => [typeName, rules!.map(([path, range]) => ({ path, keys: path.split('.'), range }))]),
)

function fieldAt(record: HarnessRecord, keys: readonly string[]): unknown {
  let value: unknown = record
  for (let i = 0; i < keys.length; i++) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Readonly<Record<string, unknown>>)[keys[i]!]
  }
  return value
}

/**
 * Why the numbers of `record` are out of range ({@link FIELD_RANGES}), or null when they are not:
 * the record type, id, field and value, e.g. `segment "S1": field 'length' must be in [0, 1e9], got -5`.
 * Expects a record of the right shape; a few comparisons per record and no allocation, so readers
 * run it on every record they read (the 707,007 records of the generated XL harness: 56-134 ms on
 * a loaded 2-core machine, beside 2.5 s of decoding).
 */
export function recordRangeProblem(record: HarnessRecord): string | null {
  const rules = COMPILED.get(record.typeName)
  if (rules !== undefined) {
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!
      const value = fieldAt(record, rule.keys)
      // A nullable field left null, or a variant without the field, is fine.
      if (typeof value !== 'number' || inRange(value, rule.range)) continue
      return `${record.typeName} ${JSON.stringify(record.id)}: field '${rule.path}' ${RANGE_TEXT[rule.range]}, got ${value}`
    }
  }
  // The packing factor k is used (and must be > 0) unless diameters are area-equivalent.
  if (record.typeName === 'settings' && record.diameterMethod !== 'areaEquivalent' && !(record.packingFactor > 0)) {
    return `settings "settings": field 'packingFactor' must be > 0 with the diameter method ${record.diameterMethod}, got ${record.packingFactor}`
  }
  // The canvas draws grid lines a grid size apart: a size of 0 would draw lines without end.
  if (record.typeName === 'settings' && !(record.grid.size > 0)) {
    return `settings "settings": field 'grid.size' must be > 0, got ${record.grid.size}`
  }
  // The page frame, rulers and printing take the custom page as it is: a sheet from 1 cm to 10 m.
  if (record.typeName === 'settings') {
    for (const field of ['customPageWidth', 'customPageHeight'] as const) {
      const side = record[field]
      if (!(side >= MIN_PAGE_SIDE_MM && side <= MAX_PAGE_SIDE_MM)) return `settings "settings": field '${field}' must be in [${MIN_PAGE_SIDE_MM}, ${MAX_PAGE_SIDE_MM}] mm, got ${side}`
    }
  }
  if (record.typeName === 'settings' && record.manufacturing.length > 0) return manufacturingProblem(record.manufacturing)
  return null
}

/**
 * Why the manufacturing-BOM entries of the settings cannot be planned with, or null: a part number
 * listed twice in one category, or an entry {@link manufacturingEntryProblem} refuses.
 */
function manufacturingProblem(entries: SettingsRecord['manufacturing']): string | null {
  const seen = new Set<string>()
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!
    const key = `${e.category}\0${e.partNumber}`
    if (seen.has(key)) return `settings "settings": field 'manufacturing[${i}]' lists ${e.category} ${JSON.stringify(e.partNumber)} a second time`
    seen.add(key)
    const problem = manufacturingEntryProblem(e)
    if (problem) return `settings "settings": field 'manufacturing[${i}].${problem}`
  }
  return null
}

/**
 * Why one set of manufacturing fields cannot be planned with, as `<field>' <rule>, got <value>`,
 * or null: a cell count that is not a whole number in [0, 1e9], move minutes outside [0, 1e9], a
 * quantity ratio outside (0, 1e9] (the planned quantity is the BOM quantity × ratio), or texts
 * longer than 200 characters (at most 50 resources).
 *
 * Example: `{ …, quantityRatio: 0 }` gives `quantityRatio' must be in (0, 1e9], got 0`.
 */
export function manufacturingEntryProblem(e: ManufacturingFields): string | null {
  if (!Number.isInteger(e.cellCount) || !inRange(e.cellCount, 'nonNegative')) return `cellCount' must be a whole number in [0, 1e9], got ${e.cellCount}`
  if (!inRange(e.moveMinutes, 'nonNegative')) return `moveMinutes' ${RANGE_TEXT.nonNegative}, got ${e.moveMinutes}`
  if (!(e.quantityRatio > 0 && e.quantityRatio <= MAX_MAGNITUDE)) return `quantityRatio' must be in (0, 1e9], got ${e.quantityRatio}`
  for (const field of ['cellType', 'process', 'connectWay'] as const) {
    if (e[field].length > MAX_MANUFACTURING_TEXT) return `${field}' must be at most ${MAX_MANUFACTURING_TEXT} characters, got ${e[field].length}`
  }
  if (e.resources.length > MAX_RESOURCES) return `resources' must list at most ${MAX_RESOURCES}, got ${e.resources.length}`
  const long = e.resources.find((r) => r.length > MAX_MANUFACTURING_TEXT)
  if (long !== undefined) return `resources' must each be at most ${MAX_MANUFACTURING_TEXT} characters, got ${long.length}`
  return null
}

/** Longest text of a manufacturing field (cell type, process, connect way, one resource), in characters. */
export const MAX_MANUFACTURING_TEXT = 200
/** Most resources of one manufacturing-BOM line. */
export const MAX_RESOURCES = 50
