import { partNumberIdentity, type CatalogPart, type LibraryPartKind, type ParameterValue, type PartRelation, type PartUsage } from '@harness/protocol'
import type { HarnessRecord, PartFields, TerminalRecord, WireRecord } from '../model/records'
import { isLug } from './ownTerminals'

/**
 * The catalogue parts a harness uses, as library parts: what "import the part masters of a KBL
 * file" brings into a team's library (the file is imported first, so KBL's housings, terminals,
 * seals, plugs, wires, cables, protections and fixings arrive as the records that name them).
 *
 * One part per part number (the first record of a number gives its kind and data; later ones of
 * another kind are listed as conflicts). What a harness states goes into the parameters: a
 * housing's cavity count (the most any of its connectors has), that it is sealed or takes plugs
 * when one of them is (never that it is not), and its links (the terminals on wire ends in its cavities, the seals and plugs in
 * them, most used first); a wire's cross-section, outer diameter and colours; a cable's cores,
 * outer diameter and shield; a protection's material, winding, width, thickness and inner
 * diameter. Nothing a harness does not state is invented: a KBL terminal comes without a
 * cross-section range, so its range stays unstated (the engine then does not judge its fit).
 * A ring terminal the file places as a one-cavity connector is a terminal part, as the BOM lists
 * it (`isLug`). Records without a part number are not parts.
 */

/** One part found in a harness: a catalogue part (with its links by part number) and its usage in the BOM. */
export interface HarnessPart extends CatalogPart {
  readonly usage: PartUsage
}

/** A part number used for parts of two kinds: the first kind wins, the others are listed. */
export interface PartConflict {
  readonly partNumber: string
  readonly kinds: readonly LibraryPartKind[]
}

/** A wire record's parameters: cross-section (mm²), outer diameter (mm), colours as "RD/WH". */
function wireParams(wire: WireRecord): Record<string, ParameterValue> | null {
  if (!(wire.csa > 0) || !(wire.od > 0)) return null
  const params: Record<string, ParameterValue> = { csa: wire.csa, od: wire.od }
  if (wire.colors.length > 0) params.colours = wire.colors.join('/')
  return params
}

/** Counts uses of part numbers, for links listed most used first (ties by first use). */
class UseCounter {
  private readonly counts = new Map<string, number>()
  add(partNumber: string): void {
    if (partNumber !== '') this.counts.set(partNumber, (this.counts.get(partNumber) ?? 0) + 1)
  }
  ordered(): string[] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n)
  }
}

/** The parts `records` use and the part numbers used for two kinds (see the module comment). */
export function partsOfHarness(records: readonly HarnessRecord[]): { parts: HarnessPart[]; conflicts: PartConflict[] } {
  const parts = new Map<string, { part: HarnessPart; kinds: Set<LibraryPartKind> }>()
  const housing = new Map<string, { cavities: number; sealed: boolean; pluggable: boolean; terminal: UseCounter; seal: UseCounter; plug: UseCounter }>()
  const add = (kind: LibraryPartKind, fields: PartFields, params: Record<string, ParameterValue>) => {
    const identity = partNumberIdentity(fields.partNumber)
    if (identity === '') return
    const known = parts.get(identity)
    if (known) {
      known.kinds.add(kind)
      return
    }
    parts.set(identity, { part: { kind, partNumber: fields.partNumber.trim(), description: fields.description, usage: fields.usage, status: fields.status, params, links: {} }, kinds: new Set([kind]) })
  }

  const byId = new Map<string, HarnessRecord>(records.map((r) => [r.id, r]))
  const cavityCount = new Map<string, number>()
  const coreCount = new Map<string, number>()
  for (const r of records) {
    if (r.typeName === 'cavity') cavityCount.set(r.connectorId, (cavityCount.get(r.connectorId) ?? 0) + 1)
    else if (r.typeName === 'wire' && r.multicoreId !== null) coreCount.set(r.multicoreId, (coreCount.get(r.multicoreId) ?? 0) + 1)
  }
  const housingOfCavity = (cavityId: string): string | null => {
    const cavity = byId.get(cavityId)
    const connector = cavity?.typeName === 'cavity' ? byId.get(cavity.connectorId) : undefined
    return connector?.typeName === 'connector' && partNumberIdentity(connector.partNumber) !== '' ? partNumberIdentity(connector.partNumber) : null
  }

  // What a lug test reads (isLug) of the one-cavity connectors: the seals and terminals in them.
  const sealCount = new Map<string, number>()
  const terminalsIn = new Map<string, TerminalRecord[]>()
  const connectorOfCavity = (cavityId: string) => {
    const cavity = byId.get(cavityId)
    return cavity?.typeName === 'cavity' ? cavity.connectorId : undefined
  }
  for (const r of records) {
    if (r.typeName === 'seal') {
      const connector = connectorOfCavity(r.cavityId)
      if (connector && cavityCount.get(connector) === 1) sealCount.set(connector, (sealCount.get(connector) ?? 0) + 1)
    } else if (r.typeName === 'terminal') {
      const wire = byId.get(r.wireId)
      const end = wire?.typeName === 'wire' ? (r.end === 'A' ? wire.endA : wire.endB) : undefined
      const connector = end?.kind === 'cavity' ? connectorOfCavity(end.cavityId) : undefined
      if (!connector || cavityCount.get(connector) !== 1) continue
      const list = terminalsIn.get(connector)
      if (list) list.push(r)
      else terminalsIn.set(connector, [r])
    }
  }

  for (const r of records) {
    if (r.typeName !== 'connector' || partNumberIdentity(r.partNumber) === '') continue
    // A lug placed as a connector is a terminal part, as the BOM lists it (isOwnTerminal).
    if (isLug(r, cavityCount.get(r.id) ?? 0, sealCount.get(r.id) ?? 0, terminalsIn.get(r.id) ?? [])) continue
    const key = partNumberIdentity(r.partNumber)
    const h = housing.get(key) ?? { cavities: 0, sealed: false, pluggable: false, terminal: new UseCounter(), seal: new UseCounter(), plug: new UseCounter() }
    housing.set(key, { ...h, cavities: Math.max(h.cavities, cavityCount.get(r.id) ?? 0), sealed: h.sealed || r.sealable, pluggable: h.pluggable || r.pluggable })
    add('connector', r, {})
  }
  for (const r of records) {
    switch (r.typeName) {
      case 'terminal': {
        add('terminal', r, {})
        const wire = byId.get(r.wireId)
        const end = wire?.typeName === 'wire' ? (r.end === 'A' ? wire.endA : wire.endB) : undefined
        const key = end?.kind === 'cavity' ? housingOfCavity(end.cavityId) : null
        if (key) housing.get(key)?.terminal.add(r.partNumber.trim())
        break
      }
      case 'seal': {
        add(r.kind, r, {})
        const key = housingOfCavity(r.cavityId)
        if (key) housing.get(key)?.[r.kind].add(r.partNumber.trim())
        break
      }
      case 'splice': add('splice', r, {}); break
      case 'wire': {
        if (r.multicoreId !== null) break
        const params = wireParams(r)
        if (params) add('wire', r, params)
        break
      }
      case 'multicore': {
        const cores = coreCount.get(r.id) ?? 0
        if (cores >= 2 && r.od > 0) add('multicore', r, { cores, od: r.od, shielded: r.shielded })
        break
      }
      case 'protection': {
        const params: Record<string, ParameterValue> = { material: r.material, winding: r.winding }
        if (r.width > 0) params.width = r.width
        if (r.thickness > 0) params.thickness = r.thickness
        if (r.innerDiameter > 0) params.innerDiameter = r.innerDiameter
        add('protection', r, params)
        break
      }
      case 'fixing': add(r.kind, r, {}); break
      default: break
    }
  }

  const out: HarnessPart[] = []
  const conflicts: PartConflict[] = []
  for (const [identity, { part, kinds }] of parts) {
    if (kinds.size > 1) conflicts.push({ partNumber: part.partNumber, kinds: [...kinds] })
    const h = part.kind === 'connector' ? housing.get(identity) : undefined
    if (!h) {
      out.push(part)
      continue
    }
    const links: Partial<Record<PartRelation, string[]>> = {}
    for (const relation of ['terminal', 'seal', 'plug'] as const) {
      const numbers = h[relation].ordered().filter((n) => parts.get(partNumberIdentity(n))?.part.kind === relation)
      if (numbers.length > 0) links[relation] = numbers
    }
    // Seal and plug flags only when seen: a harness without seals in a housing does not show the housing unsealed.
    const params: Record<string, ParameterValue> = { cavityCount: Math.max(1, h.cavities) }
    if (h.sealed) params.sealed = true
    if (h.pluggable) params.pluggable = true
    out.push({ ...part, params, links })
  }
  return { parts: out, conflicts }
}
