import type { MulticoreId, WireGroupId, WireGroupKind, WireId } from '@harness/protocol'
import { createMulticore, createWireGroup } from '../model/factories'
import { multicoreOuterDiameter } from '../model/wireDiameters'
import { nextName } from '../model/nextName'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'
import { newIdsProblem } from './topology'

/**
 * Combines wires into a twisted or combined group (wire-combination sync): the members then share
 * their route, the twist pitch and the properties the group owns (module applicability). The group
 * is named `name`, by default the next free TW (twisted) or CB (combined) number. Refused
 * with 'please select wires to set' for fewer than two wires; a wire of another group, or a core
 * of a multicore, is refused too.
 */
export const combineWires: Command<{ wireIds: readonly WireId[]; kind: WireGroupKind; pitch?: Mm; name?: string; groupId?: WireGroupId }> = (doc, args, tx) => {
  if (!Array.isArray(args.wireIds)) return refuse('selectWiresToSet')
  const unique = [...new Set(args.wireIds)]
  if (unique.length < 2) return refuse('selectWiresToSet')
  if (args.kind !== 'twisted' && args.kind !== 'combined') return refuse('invalidArguments', 'kind must be twisted or combined')
  if (args.kind === 'twisted' && !(args.pitch === undefined || (typeof args.pitch === 'number' && args.pitch > 0 && args.pitch <= 1e6))) return refuse('invalidArguments', 'a twist pitch must be a positive number of mm')
  if (args.name !== undefined && (typeof args.name !== 'string' || args.name.length > 200)) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  const idProblem = newIdsProblem(doc, [args.groupId])
  if (idProblem) return refuse('invalidArguments', idProblem)
  for (const id of unique) {
    const wire = doc.getOf('wire', id)
    if (!wire) return refuse('notFound', id)
    if (wire.groupId) return refuse('invalidArguments', `${id} already belongs to ${wire.groupId}`)
    if (wire.multicoreId) return refuse('invalidArguments', `${id} is a core of ${wire.multicoreId}`)
  }
  if (!tx) return true
  const group = createWireGroup({
    ...(args.groupId ? { id: args.groupId } : {}),
    // Named so the cut table and the assembly table say which wires go together: TW1 (twisted), CB1 (combined).
    name: args.name ?? nextName(doc, 'wireGroup', args.kind === 'twisted' ? 'TW' : 'CB'),
    kind: args.kind,
    pitch: args.pitch ?? (doc.settings.wire.layPitch as Mm),
    wireIds: unique,
  })
  tx.put(group)
  const modules = doc.getOf('wire', unique[0]!)!.moduleIds
  for (const id of unique) tx.update('wire', id, { groupId: group.id, moduleIds: modules })
  return true
}

/**
 * Makes selected wires the cores of a sheathed cable (a multicore): a cable record named `name`
 * (by default the next free C number),
 * its outer diameter computed from the cores (`multicoreOuterDiameter`: the packed cores, the
 * jacket, the shield when `shielded`), and each wire its core; the bundles then carry the cable,
 * not its cores one by one. Refused with 'please select wires to set' for fewer than two wires;
 * a wire already a core or in a twisted group is refused too. One undo step.
 */
export const makeMulticore: Command<{ wireIds: readonly WireId[]; name?: string; shielded?: boolean; multicoreId?: MulticoreId }> = (doc, args, tx) => {
  if (!Array.isArray(args.wireIds)) return refuse('selectWiresToSet')
  const unique = [...new Set(args.wireIds)]
  if (unique.length < 2) return refuse('selectWiresToSet')
  if (args.name !== undefined && (typeof args.name !== 'string' || args.name.length > 200)) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  if (args.multicoreId !== undefined && (typeof args.multicoreId !== 'string' || doc.get(args.multicoreId))) return refuse('invalidArguments', `id ${String(args.multicoreId)} is taken or not text`)
  let coreOd = 0
  for (const id of unique) {
    const wire = doc.getOf('wire', id)
    if (!wire) return refuse('notFound', id)
    if (wire.multicoreId) return refuse('invalidArguments', `${wire.name || id} is already a core of ${wire.multicoreId}`)
    if (wire.groupId) return refuse('invalidArguments', `${wire.name || id} belongs to ${wire.groupId}`)
    coreOd = Math.max(coreOd, wire.od)
  }
  if (!tx) return true
  const shielded = args.shielded === true
  const cable = createMulticore({ ...(args.multicoreId ? { id: args.multicoreId } : {}), name: args.name ?? nextName(doc, 'multicore', 'C'), shielded, od: multicoreOuterDiameter(unique.length, coreOd, shielded) as Mm })
  tx.put(cable)
  const modules = doc.getOf('wire', unique[0]!)!.moduleIds
  for (const id of unique) tx.update('wire', id, { multicoreId: cable.id, moduleIds: modules })
  return true
}

/** Longest lay length a twisted group takes, in mm (the same bound as when it is made). */
const MAX_LAY_MM = 1e6

/**
 * Sets the lay length (twist pitch, mm) of the twisted group wire `wireId` belongs to: every
 * member follows, its take-up (the production length) with it. Refused with 'please select wires
 * to set' for a wire of no group, `invalidArguments` for a combined group (it is not twisted) or a
 * pitch that is not a positive number of at most 1,000,000 mm. One undo step.
 * Example: W1 of TW1 (80 mm) to 25 mm → TW1's pitch 25 mm; W1 and W2 longer by their take-up.
 */
export const setGroupPitch: Command<{ wireId: WireId; pitch: Mm }> = (doc, { wireId, pitch }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  const group = wire.groupId ? doc.getOf('wireGroup', wire.groupId) : undefined
  if (!group) return refuse('selectWiresToSet')
  if (group.kind !== 'twisted') return refuse('invalidArguments', `${group.name || group.id} is combined, not twisted: it has no lay length`)
  if (!(typeof pitch === 'number' && pitch > 0 && pitch <= MAX_LAY_MM)) return refuse('invalidArguments', 'a lay length must be a positive number of mm')
  tx?.update('wireGroup', group.id, { pitch })
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
  if (!Array.isArray(moduleIds) || !Array.from(moduleIds as readonly unknown[]).every((id) => typeof id === 'string')) return refuse('invalidArguments', 'moduleIds must be a list of module ids')
  const missing = moduleIds.find((id) => !doc.getOf('module', id))
  if (missing) return refuse('notFound', missing)
  if (!tx) return true
  const fellows = wire.groupId ? doc.membersOf(wire.groupId) : wire.multicoreId ? doc.coresOf(wire.multicoreId) : [wire]
  for (const member of fellows) tx.update('wire', member.id, { moduleIds: moduleIds as typeof wire.moduleIds })
  return true
}
