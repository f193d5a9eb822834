import type { CavityId } from '@harness/protocol'
import type { CavityRecord, ConnectorRecord, SealRecord, SpliceRecord, TerminalRecord, WireEndSide, WireRecord } from '../model/records'
import type { DocReader, EndPlace } from '../store/DocReader'

/**
 * What sits at one end of a wire, resolved for the reports (harness-domain 3.5, KBL
 * `Extremity` → `Contact_point` → `Terminal_occurrence` / `Cavity_seal_occurrence`): the connector
 * and cavity or the splice, the terminal crimped on the end, the seal in the cavity, and the strip
 * length in mm. An end attached to nothing, or to a record that no longer exists, is `open`.
 */
export type WireEndInfo =
  | {
      readonly kind: 'cavity'
      readonly connector: ConnectorRecord
      readonly cavity: CavityRecord
      readonly terminal: TerminalRecord | undefined
      readonly seal: SealRecord | undefined
      /** Insulation strip length at this end in mm. */
      readonly strip: number
    }
  | {
      readonly kind: 'splice'
      readonly splice: SpliceRecord
      readonly terminal: TerminalRecord | undefined
      readonly strip: number
    }
  | { readonly kind: 'open'; readonly terminal: TerminalRecord | undefined; readonly strip: number }

/**
 * Resolves end `side` of `wire`: its connector and cavity (with the cavity's seal, not its plug)
 * or its splice, the terminal on that end, and the strip length in mm.
 */
export function wireEndInfo(doc: DocReader, wire: WireRecord, side: WireEndSide): WireEndInfo {
  const end = side === 'A' ? wire.endA : wire.endB
  const terminal = doc.terminalsOf(wire.id).find((t) => t.end === side)
  const strip = side === 'A' ? wire.stripA : wire.stripB
  switch (end.kind) {
    case 'cavity': {
      const cavity = doc.getOf('cavity', end.cavityId)
      const connector = cavity ? doc.getOf('connector', cavity.connectorId) : undefined
      if (!cavity || !connector) return { kind: 'open', terminal, strip }
      return { kind: 'cavity', connector, cavity, terminal, seal: sealIn(doc, cavity.id), strip }
    }
    case 'splice': {
      const splice = doc.getOf('splice', end.spliceId)
      return splice ? { kind: 'splice', splice, terminal, strip } : { kind: 'open', terminal, strip }
    }
    case 'open':
      return { kind: 'open', terminal, strip }
    default: {
      const never: never = end
      throw new RangeError(`wireEndInfo: unknown end ${JSON.stringify(never)}`)
    }
  }
}

/**
 * End `side` of `wire` from its place as the store resolved it (see {@link DocReader.eachWireWithPlaces})
 * and the wire's `terminals`: the same answer as {@link wireEndInfo}, with no id looked up.
 */
export function wireEndInfoAt(wire: WireRecord, side: WireEndSide, place: EndPlace, terminals: readonly TerminalRecord[]): WireEndInfo {
  const terminal = terminals.find((t) => t.end === side)
  const strip = side === 'A' ? wire.stripA : wire.stripB
  if (place === undefined) return { kind: 'open', terminal, strip }
  if (place.kind === 'splice') return { kind: 'splice', splice: place.splice, terminal, strip }
  return { kind: 'cavity', connector: place.connector, cavity: place.cavity, terminal, seal: firstSeal(place.seals), strip }
}

/** The seal (not a plug) fitted in a cavity; the one with the smallest id when several are. */
export function sealIn(doc: DocReader, cavityId: CavityId): SealRecord | undefined {
  return firstSeal(doc.sealsIn(cavityId))
}

/** Of the seals and plugs of one cavity, the seal with the smallest id. */
function firstSeal(fitted: readonly SealRecord[]): SealRecord | undefined {
  let found: SealRecord | undefined
  for (const seal of fitted) if (seal.kind === 'seal' && (!found || seal.id < found.id)) found = seal
  return found
}
