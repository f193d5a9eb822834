import type { CavityId, ConnectorId, NodeId, PartStatus, PartUsage, SealId, SpliceId, TerminalId, WireId } from '@harness/protocol'
import type { Mm } from '../units'

/** What every placed part carries for the BOM: part number, description, usage and status (spec 3). */
export interface PartFields {
  /** Part number; '' when the part is not chosen yet. */
  readonly partNumber: string
  readonly description: string
  readonly usage: PartUsage
  readonly status: PartStatus
}

/**
 * A connector (housing) placed at a topology node. Its cavities are separate records. `sealable`
 * and `pluggable` say whether cavity seals and plugs may be fitted (the design-rule check
 * "current connector has no seal / plug property ticked" reads them).
 */
export interface ConnectorRecord extends PartFields {
  readonly id: ConnectorId
  readonly typeName: 'connector'
  /** Reference designator, e.g. X1. */
  readonly name: string
  readonly nodeId: NodeId
  /** Wire length added at this connector's end of every wire, in mm (VEC AverageWireLengthAddOn). */
  readonly lengthAddOn: Mm
  readonly sealable: boolean
  readonly pluggable: boolean
  /**
   * Drawing rotation in degrees, clockwise; the body is drawn at the nearest quarter turn (the pin
   * column on the right at 0, at the bottom at 90, on the left at 180, at the top at 270).
   */
  readonly rotation: number
  /** Drawn mirrored: the pin column on the body's left before the rotation is applied. */
  readonly mirrored: boolean
}

/** One cavity (pin position) of a connector. */
export interface CavityRecord {
  readonly id: CavityId
  readonly typeName: 'cavity'
  readonly connectorId: ConnectorId
  /** The cavity's label as printed on the housing, e.g. "1" or "A3". */
  readonly name: string
  /** Order within the connector, from 0. */
  readonly index: number
}

/** Which end of a wire: A (from) or B (to). */
export type WireEndSide = 'A' | 'B'

/** A terminal (contact) crimped on one end of a wire. */
export interface TerminalRecord extends PartFields {
  readonly id: TerminalId
  readonly typeName: 'terminal'
  readonly wireId: WireId
  readonly end: WireEndSide
  /** Wire length the terminal takes up beyond the cavity, in mm. */
  readonly lengthAddOn: Mm
}

/** A cavity seal on a wire end's cavity, or a plug that closes an unused cavity. */
export interface SealRecord extends PartFields {
  readonly id: SealId
  readonly typeName: 'seal'
  readonly kind: 'seal' | 'plug'
  readonly cavityId: CavityId
}

/** A splice (weld or crimp joint) at a topology node, joining wire ends. */
export interface SpliceRecord extends PartFields {
  readonly id: SpliceId
  readonly typeName: 'splice'
  readonly name: string
  readonly nodeId: NodeId
  /** Wire length each joined end takes up in the splice, in mm (Inventor's embedded length). */
  readonly lengthAddOn: Mm
}
