import { recordShapeProblem } from '../io/json/validateRecord'
import type { HarnessRecord, TypeName } from '../model/records'
import type { RecordsDiff } from '../store/RecordsDiff'
import { refuse, type Refusal } from '../tx/Command'

/** A range a numeric field must lie in: lengths and diameters ≥ 0, ratios in [0, 1), factors > 0. */
export type FieldRange = 'nonNegative' | 'positive' | 'ratioBelowOne'

/** A field path (dots into nested objects, as `lengthRules.roundTo`) and the range its number must lie in. */
type RangeRule = readonly [path: string, range: FieldRange]

/**
 * The ranges of the numeric fields that the derivation measures with, per record type. A field
 * absent here is any finite number (an add-on may be negative, a sheet position anywhere); a
 * nullable field may also be null. These are the bounds below which the formulas of `calc/` would
 * refuse the number, so a committed document always derives.
 */
export const FIELD_RANGES: { readonly [T in TypeName]?: readonly RangeRule[] } = {
  segment: [['length', 'nonNegative'], ['fixedDiameter', 'nonNegative']],
  wire: [['csa', 'nonNegative'], ['od', 'nonNegative'], ['stripA', 'nonNegative'], ['stripB', 'nonNegative'], ['fixedLength', 'nonNegative']],
  multicore: [['od', 'nonNegative'], ['cutBackA', 'nonNegative'], ['cutBackB', 'nonNegative']],
  wireGroup: [['pitch', 'nonNegative']],
  cavity: [['index', 'nonNegative']],
  protection: [
    ['start', 'nonNegative'], ['end', 'nonNegative'], ['width', 'nonNegative'], ['thickness', 'nonNegative'],
    ['overlap', 'ratioBelowOne'], ['gap', 'nonNegative'], ['pitch', 'nonNegative'], ['innerDiameter', 'nonNegative'],
  ],
  table: [['rows', 'nonNegative'], ['cols', 'nonNegative']],
  label: [['fontSize', 'positive']],
  settings: [['packingFactor', 'positive'], ['lengthRules.roundTo', 'nonNegative']],
}

const RANGE_TEXT: Readonly<Record<FieldRange, string>> = {
  nonNegative: 'must be ≥ 0',
  positive: 'must be > 0',
  ratioBelowOne: 'must be in [0, 1)',
}

function inRange(value: number, range: FieldRange): boolean {
  switch (range) {
    case 'nonNegative':
      return value >= 0
    case 'positive':
      return value > 0
    case 'ratioBelowOne':
      return value >= 0 && value < 1
    default:
      return range satisfies never
  }
}

function fieldAt(record: HarnessRecord, path: string): unknown {
  let value: unknown = record
  for (const name of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Readonly<Record<string, unknown>>)[name]
  }
  return value
}

/**
 * Why `record` may not be stored, or null when it may: its shape (every field of its type, of the
 * right type, nothing else; see `validateRecord`) and then the range of each measured number
 * ({@link FIELD_RANGES}). The message names the record, the field and the value, e.g.
 * `segment "S1": field 'length' must be ≥ 0, got -5`.
 */
export function recordProblem(record: HarnessRecord): string | null {
  const shape = recordShapeProblem(record, 0)
  if (shape !== null) return shape
  for (const [path, range] of FIELD_RANGES[record.typeName] ?? []) {
    const value = fieldAt(record, path)
    // A nullable field left null, or a variant without the field (a fixing at a node), is fine.
    if (typeof value !== 'number' || inRange(value, range)) continue
    return `${record.typeName} ${JSON.stringify(record.id)}: field '${path}' ${RANGE_TEXT[range]}, got ${value}`
  }
  return null
}

/**
 * The rule that runs last inside every transaction, before it commits: each record the change adds
 * or updates must be a valid record ({@link recordProblem}). Answers the refusal
 * (`invalidArguments`, naming the first bad record and field) or null when the change may commit.
 * Removals are not checked: a removed record is gone. Cost: linear in the records changed.
 */
export function validateChanges(diff: RecordsDiff): Refusal | null {
  for (const record of Object.values(diff.added)) {
    const problem = recordProblem(record)
    if (problem !== null) return refuse('invalidArguments', problem)
  }
  for (const [, record] of Object.values(diff.updated)) {
    const problem = recordProblem(record)
    if (problem !== null) return refuse('invalidArguments', problem)
  }
  return null
}
