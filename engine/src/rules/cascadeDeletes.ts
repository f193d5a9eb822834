import type { NodeId } from '@harness/protocol'
import type { HarnessRecord, WireEndpoint, WireRecord } from '../model/records'
import type { Transaction } from '../tx/Transaction'

/**
 * The invariants that follow a removal, applied inside the transaction until nothing more changes:
 * - a connector takes its cavities with it; a cavity its seals and plugs;
 * - a node left without the connector or splice it was placed for goes too when nothing else is at
 *   it (no segment, connector, splice or fixing); with segments or a fixing it stays as a branch point;
 * - wire ends at a removed cavity or splice become open (the wire stays, unconnected);
 * - a node takes the segments, connectors, splices and fixings at it;
 * - a segment takes its protection runs and the fixings on it;
 * - a wire takes its terminals and leaves its group; a multicore takes its cores;
 * - a removed group releases its members; a removed module leaves wires and configurations.
 * Answers how many records it changed, for tests and logs.
 */
export function cascadeDeletes(tx: Transaction): number {
  const handled = new Set<string>()
  let changes = 0
  for (;;) {
    const pending = tx.removedRecords().filter((r) => !handled.has(r.id))
    if (pending.length === 0) return changes
    for (const record of pending) {
      handled.add(record.id)
      changes += cascadeOne(tx, record)
    }
  }
}

function cascadeOne(tx: Transaction, record: HarnessRecord): number {
  const doc = tx.doc
  const removeIds: string[] = []
  let updated = 0
  switch (record.typeName) {
    case 'connector':
      for (const cavity of doc.cavitiesOf(record.id)) removeIds.push(cavity.id)
      updated += releaseNode(tx, record.nodeId, removeIds)
      break
    case 'cavity':
      for (const seal of doc.sealsIn(record.id)) removeIds.push(seal.id)
      updated += openEnds(tx, doc.wiresAt(record.id), (end) => end.kind === 'cavity' && end.cavityId === record.id)
      break
    case 'splice':
      updated += openEnds(tx, doc.wiresAt(record.id), (end) => end.kind === 'splice' && end.spliceId === record.id)
      updated += releaseNode(tx, record.nodeId, removeIds)
      break
    case 'node':
      for (const segment of doc.segmentsAt(record.id)) removeIds.push(segment.id)
      for (const connector of doc.connectorsAt(record.id)) removeIds.push(connector.id)
      for (const splice of doc.splicesAt(record.id)) removeIds.push(splice.id)
      for (const fixing of doc.fixingsAt(record.id)) removeIds.push(fixing.id)
      break
    case 'segment':
      for (const protection of doc.protectionsOn(record.id)) removeIds.push(protection.id)
      for (const fixing of doc.fixingsAt(record.id)) removeIds.push(fixing.id)
      break
    case 'wire': {
      for (const terminal of doc.terminalsOf(record.id)) removeIds.push(terminal.id)
      const group = record.groupId ? doc.getOf('wireGroup', record.groupId) : undefined
      if (group) {
        tx.update('wireGroup', group.id, { wireIds: group.wireIds.filter((id) => id !== record.id) })
        updated += 1
      }
      break
    }
    case 'multicore':
      for (const core of doc.coresOf(record.id)) removeIds.push(core.id)
      break
    case 'wireGroup':
      for (const id of record.wireIds) {
        const wire = doc.getOf('wire', id)
        if (wire && wire.groupId === record.id) {
          tx.update('wire', wire.id, { groupId: null })
          updated += 1
        }
      }
      break
    case 'module':
      for (const user of doc.usersOfModule(record.id)) {
        if (user.typeName === 'wire') tx.update('wire', user.id, { moduleIds: user.moduleIds.filter((m) => m !== record.id) })
        else if (user.typeName === 'configuration') tx.update('configuration', user.id, { moduleIds: user.moduleIds.filter((m) => m !== record.id) })
        updated += 1
      }
      break
    default:
      break
  }
  tx.remove(removeIds)
  return removeIds.length + updated
}

/**
 * The node of a removed connector or splice, when it was placed for it (its kind says so) and no
 * other connector or splice is there: pushed onto `removeIds` when nothing else is at it; made a
 * branch point when segments or a clip still are (a node of kind connector or splice with neither
 * would be drawn and checked as one). Answers the records updated.
 */
function releaseNode(tx: Transaction, nodeId: NodeId, removeIds: string[]): number {
  const doc = tx.doc
  const node = doc.getOf('node', nodeId)
  if (!node || doc.connectorsAt(nodeId).length > 0 || doc.splicesAt(nodeId).length > 0) return 0
  // Only a node placed for the part (of its kind) follows it; a branch or reference point stays.
  if (node.kind !== 'connector' && node.kind !== 'splice') return 0
  if (doc.segmentsAt(nodeId).length === 0 && doc.fixingsAt(nodeId).length === 0) {
    removeIds.push(nodeId)
    return 0
  }
  tx.update('node', nodeId, { kind: 'branch' })
  return 1
}

const OPEN: WireEndpoint = { kind: 'open' }

function openEnds(tx: Transaction, wires: readonly WireRecord[], matches: (end: WireEndpoint) => boolean): number {
  let count = 0
  for (const wire of wires) {
    const patch: Partial<WireRecord> = {}
    if (matches(wire.endA)) Object.assign(patch, { endA: OPEN })
    if (matches(wire.endB)) Object.assign(patch, { endB: OPEN })
    if (Object.keys(patch).length > 0) {
      tx.update('wire', wire.id, patch)
      count += 1
    }
  }
  return count
}
