import type { HarnessRecord, RecordOf, TypeName } from '../../model/records'
import { TYPE_NAMES } from '../../model/records'

/** Records sorted into one array per type, each in input order: the layout of the schema's Records table. */
export type RecordGroups = { [T in TypeName]: RecordOf<T>[] }

/** Empty groups, one array per type name. */
function emptyGroups(): RecordGroups {
  const groups = {} as Record<TypeName, HarnessRecord[]>
  for (const name of TYPE_NAMES) groups[name] = []
  return groups as RecordGroups
}

/**
 * `records` grouped by `typeName`. A record of an unknown type, or more than one settings record,
 * breaks the model and is a programmer error (RangeError).
 */
export function groupRecords(records: Iterable<HarnessRecord>): RecordGroups {
  const groups = emptyGroups() as Record<string, HarnessRecord[] | undefined>
  for (const record of records) {
    const group = groups[record.typeName]
    if (group === undefined) throw new RangeError(`encode: record ${String(record.id)} has unknown typeName ${String(record.typeName)}`)
    group.push(record)
  }
  const result = groups as RecordGroups
  if (result.settings.length > 1) throw new RangeError(`encode: ${result.settings.length} settings records; a document has at most one`)
  return result
}

/** The number of records in `groups`. */
export function countRecords(groups: RecordGroups): number {
  let n = 0
  for (const name of TYPE_NAMES) n += groups[name].length
  return n
}
