import type { HarnessRecord, TypeName } from '../../model/records'
import { recordRangeProblem } from './recordRanges'
import { type Fields, isTypeName, RECORD_FIELDS, type Shape } from './recordShapes'

/** A record checked against its type: a fresh canonical copy, or why it is not a valid record. */
export type RecordCheck = { readonly ok: true; readonly record: HarnessRecord } | { readonly ok: false; readonly message: string }

interface Problem {
  readonly path: string
  readonly problem: string
}

function describe(shape: Shape): string {
  switch (shape.kind) {
    case 'string':
      return 'a string'
    case 'number':
      return 'a finite number'
    case 'integer':
      return 'an integer'
    case 'boolean':
      return 'true or false'
    case 'enum':
      return `one of ${shape.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'nullable':
      return `null or ${describe(shape.of)}`
    case 'array':
      return 'an array'
    case 'point':
      return 'a point [x, y] of finite numbers'
    case 'object':
      return 'an object'
    case 'variant':
      return `an object whose kind is one of ${Object.keys(shape.variants).map((k) => JSON.stringify(k)).join(', ')}`
    default:
      return shape satisfies never
  }
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkFields(value: Readonly<Record<string, unknown>>, fields: Fields, path: string, skip?: string): Problem | null {
  for (const name of Object.keys(fields)) {
    if (!Object.prototype.hasOwnProperty.call(value, name)) return { path: path + name, problem: 'is missing' }
    const problem = checkShape(value[name], fields[name]!, `${path}${name}`)
    if (problem) return problem
  }
  for (const name of Object.keys(value)) {
    if (name !== skip && !Object.prototype.hasOwnProperty.call(fields, name)) return { path: path + name, problem: 'is not a field of this record type' }
  }
  return null
}

function checkShape(value: unknown, shape: Shape, path: string): Problem | null {
  const wrong = (): Problem => ({ path, problem: `must be ${describe(shape)}` })
  switch (shape.kind) {
    case 'string':
      return typeof value === 'string' ? null : wrong()
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : wrong()
    case 'integer':
      return Number.isSafeInteger(value) ? null : wrong()
    case 'boolean':
      return typeof value === 'boolean' ? null : wrong()
    case 'enum':
      return shape.values.includes(value as string | number) ? null : wrong()
    case 'nullable':
      return value === null ? null : checkShape(value, shape.of, path) && wrong()
    case 'array': {
      if (!Array.isArray(value)) return wrong()
      for (let i = 0; i < value.length; i++) {
        const problem = checkShape(value[i], shape.of, `${path}[${i}]`)
        if (problem) return problem
      }
      return null
    }
    case 'point':
      return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v)) ? null : wrong()
    case 'object':
      return isPlainObject(value) ? checkFields(value, shape.fields, `${path}.`) : wrong()
    case 'variant': {
      if (!isPlainObject(value) || typeof value.kind !== 'string' || !Object.prototype.hasOwnProperty.call(shape.variants, value.kind)) return wrong()
      return checkFields(value, shape.variants[value.kind]!, `${path}.`, 'kind')
    }
    default:
      return shape satisfies never
  }
}

/** A copy of a value already checked against `shape`, with object keys in the shape's order. */
export function canonicalValue(value: unknown, shape: Shape): unknown {
  switch (shape.kind) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
    case 'enum':
      return value
    case 'nullable':
      return value === null ? null : canonicalValue(value, shape.of)
    case 'array':
      return (value as readonly unknown[]).map((item) => canonicalValue(item, shape.of))
    case 'point': {
      const [x, y] = value as readonly [number, number]
      return [x, y]
    }
    case 'object':
      return canonicalFields(value as Readonly<Record<string, unknown>>, shape.fields, {})
    case 'variant': {
      const kind = (value as { readonly kind: string }).kind
      return canonicalFields(value as Readonly<Record<string, unknown>>, shape.variants[kind]!, { kind })
    }
    default:
      return shape satisfies never
  }
}

function canonicalFields(value: Readonly<Record<string, unknown>>, fields: Fields, out: Record<string, unknown>): Record<string, unknown> {
  for (const [name, shape] of Object.entries(fields)) out[name] = canonicalValue(value[name], shape)
  return out
}

/**
 * Why `value` is not a valid harness record, or null when it is: an unknown `typeName`, a field
 * missing, of the wrong type or not of that type (naming the record by its id, or its position
 * `index` when it has none, and the field), or a measured number out of its range
 * ({@link recordRangeProblem}). Makes no copy, so the editor can check every record a change touches.
 */
export function recordProblem(value: unknown, index: number): string | null {
  if (!isPlainObject(value)) return `record #${index} is not an object`
  const name = typeof value.id === 'string' ? `record ${JSON.stringify(value.id)}` : `record #${index}`
  if (!isTypeName(value.typeName)) return `${name} has unknown typeName ${JSON.stringify(value.typeName ?? null)}`
  const problem = checkFields(value, RECORD_FIELDS[value.typeName], '', 'typeName')
  if (problem) return `${name} (${value.typeName}): field '${problem.path}' ${problem.problem}`
  return recordRangeProblem(value as unknown as HarnessRecord)
}

/**
 * Checks that `value` is a harness record: a known `typeName` and every field of that type, each of
 * the right type and in its range, and nothing else. Returns a canonical copy (keys `id`, `typeName`, then the
 * fields in {@link RECORD_FIELDS} order), or a message naming the record (its id, or its position
 * `index` when it has none) and the field.
 */
export function validateRecord(value: unknown, index: number): RecordCheck {
  const problem = recordProblem(value, index)
  if (problem !== null) return { ok: false, message: problem }
  const checked = value as Readonly<Record<string, unknown>> & { readonly typeName: TypeName }
  const record = canonicalFields(checked, RECORD_FIELDS[checked.typeName], {})
  return { ok: true, record: { id: record.id, typeName: checked.typeName, ...record } as unknown as HarnessRecord }
}
