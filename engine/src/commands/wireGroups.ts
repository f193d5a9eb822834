import type { WireGroupId, WireGroupKind, WireId } from '@harness/protocol'
import { createWireGroup } from '../model/factories'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/**
 * Combines wires into a twisted or combined group (wire-combination sync): the members then share
 * their route, the twist pitch and the properties the group owns (module applicability). Refused
 * with 'please select wires to set' for fewer than two wires; a wire of another group, or a core
 * of a multicore, is refused too.
 */
export const combineWires: Command<{ wireIds: readonly WireId[]; kind: WireGroupKind; pitch?: Mm; name?: string; groupId?: WireGroupId }> = (doc, args, tx) => {
  const unique = [...new Set(args.wireIds)]
  if (unique.length < 2) return refuse('selectWiresToSet')
  if (args.kind === 'twisted' && !(args.pitch === undefined || args.pitch > 0)) return refuse('invalidArguments', 'a twist pitch must be positive')
  for (const id of unique) {
    const wire = doc.getOf('wire', id)
    if (!wire) return refuse('notFound', id)
    if (wire.groupId) return refuse('invalidArguments', `${id} already belongs to ${wire.groupId}`)
    if (wire.multicoreId) return refuse('invalidArguments', `${id} is a core of ${wire.multicoreId}`)
  }
  if (!tx) return true
  const group = createWireGroup({
    ...(args.groupId ? { id: args.groupId } : {}),
    name: args.name ?? '',
    kind: args.kind,
    pitch: args.pitch ?? (doc.settings.wire.layPitch as Mm),
    wireIds: unique,
  })
  tx.put(group)
  const modules = doc.getOf('wire', unique[0]!)!.moduleIds
  for (const id of unique) tx.update('wire', id, { groupId: group.id, moduleIds: modules })
  return true
}

/** Dissolves a group: its wires stay, each on its own again. */
export const splitWireGroup: Command<{ groupId: WireGroupId }> = (doc, { groupId }, tx) => {
  if (!doc.getOf('wireGroup', groupId)) return refuse('notFound', groupId)
  tx?.remove([groupId])
  return true
}

/**
 * Sets the modules (variants) a wire belongs to; for a member of a group or a core of a multicore
 * every fellow member follows, since they are built together.
 */
export const setWireModules: Command<{ wireId: WireId; moduleIds: readonly string[] }> = (doc, { wireId, moduleIds }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  const missing = moduleIds.find((id) => !doc.getOf('module', id))
  if (missing) return refuse('notFound', missing)
  if (!tx) return true
  const fellows = wire.groupId ? doc.membersOf(wire.groupId) : wire.multicoreId ? doc.coresOf(wire.multicoreId) : [wire]
  for (const member of fellows) tx.update('wire', member.id, { moduleIds: moduleIds as typeof wire.moduleIds })
  return true
}
