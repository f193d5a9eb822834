import type { FixingId, FixingKind, NodeId, ProtectionId, ProtectionMaterial, SegmentId, WindingType } from '@harness/protocol'
import type { Mm } from '../units'
import type { PartFields } from './components'

/**
 * A protection (taping or tube) run over part of a segment, from `start` to `end` mm measured
 * from the segment's start node. The winding parameters used depend on `winding`.
 */
export interface ProtectionRecord extends PartFields {
  readonly id: ProtectionId
  readonly typeName: 'protection'
  readonly name: string
  readonly segmentId: SegmentId
  readonly start: Mm
  readonly end: Mm
  readonly material: ProtectionMaterial
  readonly winding: WindingType
  /** Tape width in mm (tapes). */
  readonly width: Mm
  /** Tape or wall thickness in mm. */
  readonly thickness: Mm
  /** Overlap ratio 0..1 of overlap winding (0.5 = half overlap). */
  readonly overlap: number
  /** Gap between turns in mm (spaced winding, spiral with gap). */
  readonly gap: Mm
  /** Axial advance per turn in mm (spiral winding). */
  readonly pitch: Mm
  /** Inner diameter of a tube in mm (0 for tapes). */
  readonly innerDiameter: Mm
  /** Layer order: a run drawn over another has a higher layer. */
  readonly layer: number
}

/** Where a fixing sits: at a node, or on a segment at an offset in mm from its start node. */
export type FixingPlace =
  | { readonly kind: 'node'; readonly nodeId: NodeId }
  | { readonly kind: 'segment'; readonly segmentId: SegmentId; readonly offset: Mm }

/** A clip or grommet holding the bundle. */
export interface FixingRecord extends PartFields {
  readonly id: FixingId
  readonly typeName: 'fixing'
  readonly name: string
  readonly kind: FixingKind
  readonly place: FixingPlace
}
