import type { AnyId, HarnessRecord, RecordOf, TypeName } from '../model/records'
import { recordProblem } from '../io/json/validateRecord'
import { refuse, type Command } from '../tx/Command'

/**
 * Adds new records (parts, wires, topology). Refused when a record is not a valid record, an id is
 * already taken or a record names a node, segment, connector, cavity, splice, multicore or group
 * that does not exist.
 */
export const createRecords: Command<{ records: readonly HarnessRecord[] }> = (doc, { records }, tx) => {
  if (!Array.isArray(records)) return refuse('invalidArguments', 'records must be a list')
  // Checked as a file's records are, before anything reads their fields.
  const list = Array.from(records as readonly unknown[])
  for (let i = 0; i < list.length; i++) {
    const problem = recordProblem(list[i], i)
    if (problem) return refuse('invalidArguments', problem)
  }
  const incoming = new Map(records.map((r) => [r.id as string, r]))
  if (incoming.size !== records.length) return refuse('invalidArguments', 'duplicate ids in the batch')
  const exists = (id: string) => doc.get(id) !== undefined || incoming.has(id)
  for (const record of records) {
    if (doc.get(record.id)) return refuse('invalidArguments', `id ${record.id} is taken`)
    const missing = referencedIds(record).find((id) => !exists(id))
    if (missing) return refuse('notFound', `${record.id} refers to ${missing}`)
  }
  if (tx) for (const record of records) tx.put(record)
  return true
}

/** Changes fields of one record (the property panel's edits). Ids and type names cannot change. */
export function setProperties<T extends TypeName>(): Command<{ typeName: T; id: string; patch: Partial<Omit<RecordOf<T>, 'id' | 'typeName'>> }> {
  return (doc, { typeName, id, patch }, tx) => {
    const record = doc.getOf(typeName, id)
    if (!record) return refuse('notFound', `${typeName} ${id}`)
    if ('id' in patch || 'typeName' in patch) return refuse('invalidArguments', 'id and typeName are fixed')
    const next = { ...record, ...patch } as HarnessRecord
    const missing = referencedIds(next).find((ref) => doc.get(ref) === undefined)
    if (missing) return refuse('notFound', `${id} would refer to ${missing}`)
    if (tx) tx.update(typeName, id, patch)
    return true
  }
}

/** Deletes records; the rules remove or release what depended on them (cascadeDeletes). */
export const deleteRecords: Command<{ ids: readonly (AnyId | string)[] }> = (doc, { ids }, tx) => {
  if (!Array.isArray(ids) || !Array.from(ids as readonly unknown[]).every((id) => typeof id === 'string')) return refuse('invalidArguments', 'ids must be a list of record ids')
  if (ids.length === 0) return refuse('invalidArguments', 'nothing to delete')
  const missing = ids.find((id) => doc.get(id) === undefined)
  if (missing) return refuse('notFound', missing)
  if (ids.includes('settings')) return refuse('invalidArguments', 'the settings cannot be deleted')
  tx?.remove(ids)
  return true
}

/** The ids a record refers to (its references must exist in the document). */
export function referencedIds(record: HarnessRecord): string[] {
  switch (record.typeName) {
    case 'segment':
      return [record.startNodeId, record.endNodeId]
    case 'connector':
    case 'splice':
      return [record.nodeId]
    case 'cavity':
      return [record.connectorId]
    case 'terminal':
      return [record.wireId]
    case 'seal':
      return [record.cavityId]
    case 'wire': {
      const refs: string[] = [...record.moduleIds]
      for (const end of [record.endA, record.endB]) {
        if (end.kind === 'cavity') refs.push(end.cavityId)
        else if (end.kind === 'splice') refs.push(end.spliceId)
      }
      if (record.multicoreId) refs.push(record.multicoreId)
      if (record.groupId) refs.push(record.groupId)
      return refs
    }
    case 'wireGroup':
      return [...record.wireIds]
    case 'protection':
      return [record.segmentId]
    case 'fixing':
      return [record.place.kind === 'node' ? record.place.nodeId : record.place.segmentId]
    case 'configuration':
      return [...record.moduleIds]
    case 'table':
      return record.pinoutOf === null ? [] : [record.pinoutOf]
    case 'node':
    case 'multicore':
    case 'label':
    case 'module':
    case 'settings':
      return []
    default: {
      const never: never = record
      throw new RangeError(`referencedIds: unknown record ${JSON.stringify(never)}`)
    }
  }
}
