import type { ConnectorId } from '@harness/protocol'
import { toolPartProblem, type ToolPart } from '../interaction/toolIds'
import { createCavity } from '../model/factories'
import type { AnyId } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'

/** The kinds of library part that can be given to records already drawn, and the records each fits. */
export type AssignedKind = 'connector' | 'splice' | 'wire' | 'clip' | 'grommet'

/** The assignable kinds, for checking messages from outside. */
export const ASSIGNED_KINDS: readonly AssignedKind[] = ['connector', 'splice', 'wire', 'clip', 'grommet']

/** The ids among `ids` that a part of `kind` fits: connectors, splices, wires (not a cable's cores), clips or grommets. */
export function assignableIds(doc: DocReader, ids: readonly (AnyId | string)[], kind: AssignedKind): AnyId[] {
  const out: AnyId[] = []
  for (const id of new Set(ids)) {
    const record = doc.get(id)
    if (!record) continue
    if (kind === 'connector' || kind === 'splice' ? record.typeName === kind
      : kind === 'wire' ? record.typeName === 'wire' && record.multicoreId === null
      : record.typeName === 'fixing' && record.kind === kind) out.push(record.id)
  }
  return out
}

/**
 * Gives the library part `part` (its numbers and what it states) to the records among `ids` that
 * a part of `kind` fits (see {@link assignableIds}): what a designer does after drawing generic
 * parts. A connector takes the part's seal and plug flags and its cavity count: cavities are added
 * up to it, and the ones above it removed when no wire ends in them (otherwise refused, naming
 * the wire); a wire takes the part's cross-section, outer diameter and colours. One undo step.
 * Refused, changing nothing, when none of `ids` fits the kind.
 *
 * Example: a generic 4-cavity connector X1 with W3 in cavity 2, given HB-C-06S (6 cavities,
 * sealed): X1 is HB-C-06S, sealable, with cavities 1-6; W3 stays in cavity 2.
 */
export const assignPart: Command<{ ids: readonly (AnyId | string)[]; kind: AssignedKind; part: ToolPart }> = (doc, { ids, kind, part }, tx) => {
  if (!ASSIGNED_KINDS.includes(kind)) return refuse('invalidArguments', `kind must be one of ${ASSIGNED_KINDS.join(', ')}`)
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return refuse('invalidArguments', 'ids must be a list of record ids')
  const problem = toolPartProblem(part)
  if (problem) return refuse('invalidArguments', problem)
  const targets = assignableIds(doc, ids, kind)
  if (targets.length === 0) return refuse('invalidArguments', `select a ${kind} to give the part to`)
  const numbers = { partNumber: part.partNumber, description: part.description }
  if (kind === 'connector' && part.cavities !== undefined) {
    for (const id of targets) {
      const busy = doc.cavitiesOf(id as ConnectorId).find((c) => c.index >= part.cavities! && doc.wiresAt(c.id).length > 0)
      if (busy) {
        const wire = doc.wiresAt(busy.id)[0]!
        return refuse('invalidArguments', `${wire.name || wire.id} ends in cavity ${busy.name} of ${doc.getOf('connector', id)?.name ?? id}; ${part.partNumber} has ${part.cavities}`)
      }
    }
  }
  if (!tx) return true
  for (const id of targets) {
    const record = doc.get(id)!
    if (record.typeName === 'connector') {
      tx.update('connector', record.id, {
        ...numbers, ...(part.sealable !== undefined ? { sealable: part.sealable } : {}), ...(part.pluggable !== undefined ? { pluggable: part.pluggable } : {}),
      })
      if (part.cavities === undefined) continue
      const cavities = doc.cavitiesOf(record.id)
      tx.remove(cavities.filter((c) => c.index >= part.cavities!).map((c) => c.id))
      // The positions up to the part's count that have no cavity yet, named by position.
      const held = new Set(cavities.map((c) => c.index))
      for (let i = 0; i < part.cavities; i++) if (!held.has(i)) tx.put(createCavity({ connectorId: record.id, name: String(i + 1), index: i }))
    } else if (record.typeName === 'wire') {
      tx.update('wire', record.id, {
        ...numbers, ...(part.csa !== undefined ? { csa: part.csa } : {}), ...(part.od !== undefined ? { od: part.od as Mm } : {}), ...(part.colors !== undefined ? { colors: [...part.colors] } : {}),
      })
    } else if (record.typeName === 'splice') tx.update('splice', record.id, numbers)
    else if (record.typeName === 'fixing') tx.update('fixing', record.id, numbers)
  }
  return true
}
