import type {
  CavityId, ConnectorId, ModuleId, MulticoreId, PartStatus, PartUsage, SealId, SpliceId, TerminalId, WireGroupId, WireId,
} from '@harness/protocol'
import {
  createCavity, createConnector, createMulticore, createSeal, createSplice, createTerminal, createWire, createWireGroup,
} from '../model/factories'
import type {
  CavityRecord, ConnectorRecord, MulticoreRecord, SealRecord, SpliceRecord, TerminalRecord, WireEndpoint, WireGroupRecord, WireRecord,
} from '../model/records'
import type { Mm } from '../model/units'
import { multicoreOuterDiameter, wireOuterDiameter } from '../model/wireDiameters'
import type { GeneratedTopology } from './harnessTopology'
import {
  BASE_COLOURS, CORE_COLOURS, HOUSING_FAMILIES, HOUSING_SIZES, WIRE_SIZES, housingFor, housingPart, plugPart, sealPart, stripLength,
  terminalPart, wirePart,
} from './partCatalogue'
import { pairWireEnds } from './pairWireEnds'
import { weightedTable, type Random } from './seededRandom'

/** The electrical records of a synthetic harness, each list in id order. */
export interface GeneratedWiring {
  readonly connectors: ConnectorRecord[]
  readonly cavities: CavityRecord[]
  readonly splices: SpliceRecord[]
  readonly multicores: MulticoreRecord[]
  readonly wireGroups: WireGroupRecord[]
  readonly wires: WireRecord[]
  readonly terminals: TerminalRecord[]
  readonly seals: SealRecord[]
}

/** Share of connectors with sealed housings (single-wire seals on used cavities, plugs in the others). */
const SEALED_SHARE = 0.35
/** Share of wires (plain wires only) that belong to one optional module. */
const MODULE_SHARE = 0.08
/** Twisted pairs and multicores per wire, at most. */
const TWISTED_PER_WIRE = 1 / 40
const MULTICORES_PER_WIRE = 1 / 150
const CORE_CSA = 0.22
const PAIR_CSA = 0.35

const USAGES = weightedTable<PartUsage>([['mandatory', 97], ['optional', 2], ['customerSpecified', 1]])

type Role = { kind: 'plain' } | { kind: 'twisted'; group: number; member: number } | { kind: 'core'; cable: number; member: number }

/**
 * The connectors, cavities, splices, wires, terminals, seals, plugs, twisted pairs and multicores
 * of a synthetic harness on `topology`, with exactly `wires` wires. Wire ends are paired by
 * {@link pairWireEnds}; a connector's housing is the smallest standard size that holds its wires
 * plus 0–35 % spare cavities, filled from cavity 1. Where several wires join the same two
 * connectors, some become a twisted pair (0.35 mm², lay length 20–33 mm) or the 3–4 cores of a
 * multicore (0.22 mm², sheathed, some shielded). Every connector end gets a terminal sized to its
 * wire; sealed housings (35 %) get a seal on every used cavity and a plug in every other one.
 */
export function generateWiring(topology: GeneratedTopology, wireCount: number, moduleIds: readonly ModuleId[], rng: Random): GeneratedWiring {
  const connectorCount = topology.connectorNodes.length
  const nominal = Int32Array.from({ length: connectorCount }, () => rng.weighted(HOUSING_SIZES))
  const pairs = pairWireEnds(
    { wires: wireCount, connectorCluster: topology.connectorCluster, clusterCount: topology.clusterCount, spliceCluster: topology.spliceCluster, connectorWeight: nominal },
    rng,
  )
  const cavityCount = Int32Array.from(pairs.connectorEnds, (ends) => housingFor(Math.ceil(ends * (1 + rng.real(0, 0.35)))))
  const family = Array.from({ length: connectorCount }, () => rng.pick(HOUSING_FAMILIES))
  const sealed = Array.from({ length: connectorCount }, () => rng.chance(SEALED_SHARE))

  // Twisted pairs and multicores among wires that join the same two connectors.
  const roles: Role[] = new Array<Role>(wireCount).fill({ kind: 'plain' })
  const sameEnds = new Map<number, number[]>()
  for (let w = 0; w < wireCount; w++) {
    if (pairs.endB[w]! >= connectorCount) continue
    const key = pairs.endA[w]! * connectorCount + pairs.endB[w]!
    const list = sameEnds.get(key)
    if (list) list.push(w)
    else sameEnds.set(key, [w])
  }
  const groupMembers: number[][] = []
  const cableMembers: number[][] = []
  const maxGroups = Math.ceil(wireCount * TWISTED_PER_WIRE)
  const maxCables = Math.ceil(wireCount * MULTICORES_PER_WIRE)
  for (const list of sameEnds.values()) {
    let at = 0
    if (list.length >= 3 && cableMembers.length < maxCables && rng.chance(0.3)) {
      const cores = Math.min(list.length, rng.int(3, 4))
      const members = list.slice(0, cores)
      members.forEach((w, member) => (roles[w] = { kind: 'core', cable: cableMembers.length, member }))
      cableMembers.push(members)
      at = cores
    }
    while (list.length - at >= 2 && groupMembers.length < maxGroups && rng.chance(0.35)) {
      const members = list.slice(at, at + 2)
      members.forEach((w, member) => (roles[w] = { kind: 'twisted', group: groupMembers.length, member }))
      groupMembers.push(members)
      at += 2
    }
  }

  const wires: WireRecord[] = []
  const terminals: TerminalRecord[] = []
  const cavityBase = new Int32Array(connectorCount + 1)
  for (let c = 0; c < connectorCount; c++) cavityBase[c + 1] = cavityBase[c]! + cavityCount[c]!
  const cavityOd = new Float64Array(cavityBase[connectorCount]!)
  const nextCavity = new Int32Array(connectorCount)
  const endpoint = (entity: number, od: number): WireEndpoint => {
    if (entity >= connectorCount) return { kind: 'splice', spliceId: `splice:SP${entity - connectorCount + 1}` as SpliceId }
    const k = nextCavity[entity]!++
    cavityOd[cavityBase[entity]! + k] = od
    return { kind: 'cavity', cavityId: `cavity:X${entity + 1}:${k + 1}` as CavityId }
  }
  for (let w = 0; w < wireCount; w++) {
    const role = roles[w]!
    const name = `W${w + 1}`
    const id = `wire:${name}` as WireId
    let csa: number
    let colors: string[]
    switch (role.kind) {
      case 'plain': {
        csa = rng.weighted(WIRE_SIZES)
        const base = rng.pick(BASE_COLOURS)
        const stripe = rng.chance(0.5) ? rng.pick(BASE_COLOURS) : base
        colors = stripe === base ? [base] : [base, stripe]
        break
      }
      case 'twisted':
        csa = PAIR_CSA
        colors = role.member === 0 ? ['BU', 'RD'] : ['RD', 'BU']
        break
      case 'core':
        csa = CORE_CSA
        colors = [CORE_COLOURS[role.member % CORE_COLOURS.length]!]
        break
      default: {
        const never: never = role
        throw new RangeError(`generateWiring: unknown role ${JSON.stringify(never)}`)
      }
    }
    const od = wireOuterDiameter(csa)
    const part = role.kind === 'core' ? { partNumber: '', description: '' } : wirePart(csa, colors)
    const strip = stripLength(csa) as Mm
    const usage = role.kind === 'plain' ? rng.weighted(USAGES) : 'mandatory'
    const status: PartStatus = rng.chance(0.002) ? 'invalid' : 'normal'
    const modules = role.kind === 'plain' && moduleIds.length > 0 && rng.chance(MODULE_SHARE) ? [rng.pick(moduleIds)] : []
    wires.push(createWire({
      id, name, ...part, usage, status, csa, od: od as Mm, colors,
      endA: endpoint(pairs.endA[w]!, od), endB: endpoint(pairs.endB[w]!, od), stripA: strip, stripB: strip,
      multicoreId: role.kind === 'core' ? (`multicore:MC${role.cable + 1}` as MulticoreId) : null,
      groupId: role.kind === 'twisted' ? (`wireGroup:TW${role.group + 1}` as WireGroupId) : null,
      moduleIds: modules,
    }))
    for (const side of ['A', 'B'] as const) {
      if ((side === 'A' ? pairs.endA[w]! : pairs.endB[w]!) >= connectorCount) continue
      terminals.push(createTerminal({ id: `terminal:${name}:${side}` as TerminalId, wireId: id, end: side, ...terminalPart(csa) }))
    }
  }

  const connectors: ConnectorRecord[] = []
  const cavities: CavityRecord[] = []
  const seals: SealRecord[] = []
  for (let c = 0; c < connectorCount; c++) {
    const name = `X${c + 1}`
    const id = `connector:${name}` as ConnectorId
    const housing = housingPart(family[c]!, cavityCount[c]!, sealed[c]!)
    connectors.push(createConnector({
      id, name, nodeId: topology.connectorNodes[c]!, partNumber: housing.partNumber, description: housing.description,
      usage: rng.chance(0.01) ? 'customerSpecified' : 'mandatory', lengthAddOn: housing.lengthAddOn as Mm, sealable: sealed[c]!, pluggable: sealed[c]!,
    }))
    for (let k = 0; k < cavityCount[c]!; k++) {
      const cavityId = `cavity:${name}:${k + 1}` as CavityId
      cavities.push(createCavity({ id: cavityId, connectorId: id, name: String(k + 1), index: k }))
      if (!sealed[c]) continue
      const used = k < pairs.connectorEnds[c]!
      const part = used ? sealPart(cavityOd[cavityBase[c]! + k]!) : plugPart(family[c]!)
      seals.push(createSeal({ id: `seal:${name}:${k + 1}` as SealId, cavityId, kind: used ? 'seal' : 'plug', ...part }))
    }
  }

  const splices = Array.from(pairs.spliceEnds, (ends, s) =>
    createSplice({
      id: `splice:SP${s + 1}` as SpliceId, name: `SP${s + 1}`, nodeId: topology.spliceNodes[s]!,
      partNumber: `SPL-U${ends}`, description: `ultrasonic splice, ${ends} ends`, lengthAddOn: 10 as Mm,
    }))
  const multicores = cableMembers.map((members, i) => {
    const shielded = rng.chance(0.4)
    const cores = members.length
    const od = multicoreOuterDiameter(cores, wireOuterDiameter(CORE_CSA), shielded)
    return createMulticore({
      id: `multicore:MC${i + 1}` as MulticoreId, name: `MC${i + 1}`, partNumber: `CBL-${cores}x${CORE_CSA}${shielded ? '-SH' : ''}`,
      description: `${shielded ? 'shielded ' : ''}cable ${cores} x ${CORE_CSA} mm²`, shielded, od: od as Mm, cutBackA: 30 as Mm, cutBackB: 30 as Mm,
    })
  })
  const wireGroups = groupMembers.map((members, i) =>
    createWireGroup({ id: `wireGroup:TW${i + 1}` as WireGroupId, name: `TW${i + 1}`, kind: 'twisted', pitch: rng.pick([20, 25, 30, 33]) as Mm, wireIds: members.map((w) => `wire:W${w + 1}` as WireId) }))
  return { connectors, cavities, splices, multicores, wireGroups, wires, terminals, seals }
}
