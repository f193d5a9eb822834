import type { HarnessRecord } from '../../model/records'
import { TYPE_NAMES } from '../../model/records'
import { CURRENT_MIGRATION_PLAN, CURRENT_SCHEMA_VERSION, migrateRecords } from '../../model/migrations/migrateRecords'
import type { MigrationPlan, PlainRecord } from '../../model/migrations/Migration'
import { type DecodeResult, decodeFailure, internIds } from './DecodeResult'
import { validateRecord } from './validateRecord'

/** The `format` tag of the JSON rendering. */
export const HARNESS_JSON_FORMAT = 'harness-json'

const TYPE_ORDER = new Map<string, number>(TYPE_NAMES.map((name, i) => [name, i]))

function compareRecords(a: HarnessRecord, b: HarnessRecord): number {
  const byType = TYPE_ORDER.get(a.typeName)! - TYPE_ORDER.get(b.typeName)!
  if (byType !== 0) return byType
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The readable JSON rendering of a document, for debugging and tests:
 * `{ "format": "harness-json", "schemaVersion": N, "records": [...] }` with one record per line,
 * records in {@link TYPE_NAMES} order then by id, and each record's keys in a fixed order, so the
 * same document always gives the same text. Throws a RangeError for a record that breaks its type.
 */
export function documentToJson(records: Iterable<HarnessRecord>): string {
  const sorted = [...records].sort(compareRecords)
  const lines: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const check = validateRecord(sorted[i], i)
    if (!check.ok) throw new RangeError(`documentToJson: ${check.message}`)
    lines.push(`    ${JSON.stringify(check.record)}`)
  }
  const body = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n  ]`
  return `{\n  "format": "${HARNESS_JSON_FORMAT}",\n  "schemaVersion": ${CURRENT_SCHEMA_VERSION},\n  "records": ${body}\n}\n`
}

/** Options of the readers; tests pass another migration plan. */
export interface ReadOptions {
  readonly migrations?: MigrationPlan
}

/**
 * Reads the JSON rendering: checks the envelope, migrates records of an older schema version,
 * then checks every record (unknown typeName, a missing, extra or mistyped field, a duplicate id
 * are errors naming the record and field). Never throws on bad input.
 */
export function documentFromJson(text: string, options: ReadOptions = {}): DecodeResult {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return decodeFailure(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return decodeFailure('not a harness-json document (expected an object)')
  const envelope = parsed as { readonly format?: unknown; readonly schemaVersion?: unknown; readonly records?: unknown }
  if (envelope.format !== HARNESS_JSON_FORMAT) {
    return decodeFailure(`not a harness-json document (format is ${JSON.stringify(envelope.format ?? null)}, expected "${HARNESS_JSON_FORMAT}")`)
  }
  const schemaVersion = envelope.schemaVersion
  if (typeof schemaVersion !== 'number') return decodeFailure('schemaVersion is missing or not a number')
  if (!Array.isArray(envelope.records)) return decodeFailure('records is missing or not an array')

  const plain: PlainRecord[] = []
  for (let i = 0; i < envelope.records.length; i++) {
    const record: unknown = envelope.records[i]
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return decodeFailure(`record #${i} is not an object`)
    const { id, typeName } = record as { readonly id?: unknown; readonly typeName?: unknown }
    if (typeof id !== 'string') return decodeFailure(`record #${i}: field 'id' must be a string`)
    if (typeof typeName !== 'string') return decodeFailure(`record ${JSON.stringify(id)}: field 'typeName' must be a string`)
    plain.push(record as PlainRecord)
  }
  const migrated = migrateRecords(plain, schemaVersion, 'document', options.migrations ?? CURRENT_MIGRATION_PLAN)
  if (!migrated.ok) return decodeFailure(migrated.error.message)

  const records: HarnessRecord[] = []
  for (let i = 0; i < migrated.records.length; i++) {
    const check = validateRecord(migrated.records[i], i)
    if (!check.ok) return decodeFailure(check.message)
    records.push(check.record)
  }
  const interned = internIds(records)
  if (!interned.ok) return decodeFailure(`two records have the id ${JSON.stringify(interned.duplicate)}`)
  return { ok: true, records, schemaVersion, ids: interned.ids }
}
