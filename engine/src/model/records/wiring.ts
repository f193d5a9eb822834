import type { CavityId, ModuleId, MulticoreId, SpliceId, WireGroupId, WireGroupKind, WireId } from '@harness/protocol'
import type { Mm } from '../units'
import type { PartFields } from './components'

/** Where a wire end is attached: a connector cavity, a splice, or nowhere yet. */
export type WireEndpoint =
  | { readonly kind: 'cavity'; readonly cavityId: CavityId }
  | { readonly kind: 'splice'; readonly spliceId: SpliceId }
  | { readonly kind: 'open' }

/**
 * A single wire (or a core of a multicore). Its route and lengths are derived, never stored; only
 * a designer's fixed length overrides them.
 */
export interface WireRecord extends PartFields {
  readonly id: WireId
  readonly typeName: 'wire'
  /** Wire number, e.g. W12. */
  readonly name: string
  /** Conductor cross-section in mm². */
  readonly csa: number
  /** Outer diameter over insulation in mm. */
  readonly od: Mm
  /** Base colour then stripe colours, as colour codes (e.g. ['RD', 'WH']). */
  readonly colors: readonly string[]
  readonly endA: WireEndpoint
  readonly endB: WireEndpoint
  /** Insulation strip lengths at each end, in mm. */
  readonly stripA: Mm
  readonly stripB: Mm
  /** A production length fixed by the designer in mm; null means computed. */
  readonly fixedLength: Mm | null
  /** The multicore this wire is a core of, or null for a single wire. */
  readonly multicoreId: MulticoreId | null
  /** The twisted/combined group this wire belongs to, or null. */
  readonly groupId: WireGroupId | null
  /** Modules (variants) the wire belongs to; empty means every variant. */
  readonly moduleIds: readonly ModuleId[]
}

/** A multicore (sheathed) cable whose cores are wire records pointing back to it. */
export interface MulticoreRecord extends PartFields {
  readonly id: MulticoreId
  readonly typeName: 'multicore'
  readonly name: string
  readonly sheathed: boolean
  readonly shielded: boolean
  /** Outer diameter over the sheath in mm. */
  readonly od: Mm
  /** Jacket cut-back at ends A and B in mm (core length = jacket + cut-backs). */
  readonly cutBackA: Mm
  readonly cutBackB: Mm
}

/**
 * Wires twisted together (with a lay pitch) or merely combined. Members share route, length
 * rules and the properties the group owns (wire-combination sync).
 */
export interface WireGroupRecord {
  readonly id: WireGroupId
  readonly typeName: 'wireGroup'
  readonly name: string
  readonly kind: WireGroupKind
  /** Lay length (twist pitch) in mm; ignored for combined groups. */
  readonly pitch: Mm
  /** Members in order. */
  readonly wireIds: readonly WireId[]
}
