import type { CavityId, MulticoreId, WireId } from '@harness/protocol'
import { newId } from '../model/newId'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command, type Refusal } from '../tx/Command'
import { addWire } from './addWire'
import { newIdsProblem } from './drawSegment'
import { makeMulticore } from './wireGroups'

/** Most cores a cable drawn with the cable tool has. */
export const MAX_CABLE_CORES = 64

/**
 * Core colours in the order cores are numbered, as IEC 60757 codes (base colour, then stripe): the
 * first twelve of the DIN 47100 sequence, white, brown, green, yellow, grey, pink, blue, red,
 * black, violet, grey-pink and red-blue, repeated from the first for a 13th core on.
 */
export const CORE_COLOURS: readonly (readonly string[])[] = [
  ['WH'], ['BN'], ['GN'], ['YE'], ['GY'], ['PK'], ['BU'], ['RD'], ['BK'], ['VT'], ['GY', 'PK'], ['RD', 'BU'],
]

/** The cavities from `from` on, in its connector's cavity order: `count` of them, or a refusal when the connector has fewer. */
function pinsFrom(doc: DocReader, from: CavityId, count: number): CavityId[] | Refusal {
  const connector = doc.connectorOfCavity(from)
  if (!connector) return refuse('notFound', `cavity ${from}`)
  const cavities = doc.cavitiesOf(connector.id)
  const at = cavities.findIndex((c) => c.id === from)
  if (at + count > cavities.length) {
    return refuse('invalidArguments', `${connector.name || connector.id} has ${cavities.length - at} pins from the one pressed, the cable has ${count} cores`)
  }
  return cavities.slice(at, at + count).map((c) => c.id as CavityId)
}

/**
 * Draws a multicore cable pin to pin: `cores` wires from the cavities of one connector starting
 * at `from` to those of another starting at `to` (core k from the k-th pin on each side, in
 * cavity order), coloured in DIN 47100 order ({@link CORE_COLOURS}) and named `wireNames`, made the cores of
 * a sheathed cable `name` (shielded when asked) whose diameter comes from its cores
 * (`makeMulticore`); the cores are 0.35 mm², `coreOd` mm thick (by default the engine's table value). Each core is routed and measured at once. One undo step; refused, changing
 * nothing, when either connector has too few pins from the one pressed, a pin already holds a
 * wire, or both ends are on one connector.
 *
 * Example: from X1:1 to X2:3 with 3 cores gives W1 X1:1–X2:3 (WH), W2 X1:2–X2:4 (BN), W3 X1:3–X2:5
 * (GN), the cores of cable C1.
 */
export const addCable: Command<{
  from: CavityId; to: CavityId; cores: number; name: string; wireNames: readonly string[]; shielded?: boolean
  multicoreId?: MulticoreId; wireIds?: readonly WireId[]; coreOd?: Mm
}> = (doc, args, tx) => {
  const { cores } = args
  if (!Number.isInteger(cores) || cores < 2 || cores > MAX_CABLE_CORES) return refuse('invalidArguments', `a cable has 2 to ${MAX_CABLE_CORES} cores`)
  if (typeof args.name !== 'string' || args.name.length > 200) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  if (!Array.isArray(args.wireNames) || args.wireNames.length !== cores) return refuse('invalidArguments', 'wireNames must name every core')
  if (args.wireIds !== undefined && (!Array.isArray(args.wireIds) || args.wireIds.length !== cores)) return refuse('invalidArguments', 'wireIds must give every core an id')
  const idProblem = newIdsProblem(doc, [args.multicoreId, ...(args.wireIds ?? [])])
  if (idProblem) return refuse('invalidArguments', idProblem)
  const a = pinsFrom(doc, args.from, cores)
  if (!Array.isArray(a)) return a
  const b = pinsFrom(doc, args.to, cores)
  if (!Array.isArray(b)) return b
  if (doc.connectorOfCavity(args.from)!.id === doc.connectorOfCavity(args.to)!.id) return refuse('invalidArguments', 'a cable runs from one connector to another')
  const taken = [...a, ...b].find((cavity) => doc.wiresAt(cavity).length > 0)
  if (taken) return refuse('invalidArguments', `pin ${taken} already holds a wire`)
  const wires = a.map((cavity, k) => ({
    endA: { kind: 'cavity' as const, cavityId: cavity }, endB: { kind: 'cavity' as const, cavityId: b[k]! },
    name: args.wireNames[k]!, colors: CORE_COLOURS[k % CORE_COLOURS.length]!, wireId: args.wireIds?.[k] ?? (newId('wire') as WireId),
    ...(args.coreOd !== undefined ? { od: args.coreOd } : {}),
  }))
  for (const wire of wires) {
    const outcome = addWire(doc, wire)
    if (outcome !== true) return outcome
  }
  if (!tx) return true
  for (const wire of wires) {
    const outcome = addWire(doc, wire, tx)
    if (outcome !== true) return outcome
  }
  return makeMulticore(doc, { wireIds: wires.map((w) => w.wireId), name: args.name, shielded: args.shielded === true, ...(args.multicoreId ? { multicoreId: args.multicoreId } : {}) }, tx)
}
