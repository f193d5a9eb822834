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
 * or its splice, the terminal on that end, and the strip length in mm, by id lookups (a whole
 * table walks the store instead: {@link wireEndInfoAt}).
 */
export function wireEndInfo(doc: DocReader, wire: WireRecord, side: WireEndSide): WireEndInfo {
  return wireEndInfoAt(wire, side, doc.endPlaceOf(side === 'A' ? wire.endA : wire.endB), doc.terminalsOf(wire.id))
}

/**
 * End `side` of `wire` from the place it is attached to ({@link EndPlace}: from
 * {@link DocReader.eachWireWithPlaces} in a walk, or {@link DocReader.endPlaceOf}) and the wire's
 * `terminals`; an end with no place is `open`.
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
