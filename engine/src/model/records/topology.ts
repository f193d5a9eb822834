import type { NodeId, NodeKind, SegmentId } from '@harness/protocol'
import type { Mm } from '../units'

/** A point on the drawing sheet in millimetres, x to the right and y down. */
export type SheetPoint = readonly [x: number, y: number]

/**
 * A topology node: the place where a connector sits, a splice, a branch point, a reference point
 * or a fixing point. Segments join nodes; wires are routed from node to node.
 */
export interface NodeRecord {
  readonly id: NodeId
  readonly typeName: 'node'
  readonly kind: NodeKind
  readonly name: string
  /** Where the node is drawn on the sheet, in mm. */
  readonly position: SheetPoint
  /**
   * Extra wire length, in mm, added to every wire that passes through this node (Capital's
   * junction add-on); null takes the project's default for branch points and 0 elsewhere.
   */
  readonly lengthAddOn: Mm | null
}

/**
 * A bundle branch between two nodes. `length` is the physical (nominal) length in mm that routing
 * and wire lengths use; `points` only shape the drawing and never change a computed length.
 */
export interface SegmentRecord {
  readonly id: SegmentId
  readonly typeName: 'segment'
  readonly name: string
  readonly startNodeId: NodeId
  readonly endNodeId: NodeId
  /** Physical length of the branch in mm (KBL Physical_length; VEC SegmentLength Designed). */
  readonly length: Mm
  /** Intermediate drawing points between the two nodes' positions, in sheet mm. */
  readonly points: readonly SheetPoint[]
  /** A diameter in mm fixed by the designer (measured or reserved); null means computed. */
  readonly fixedDiameter: Mm | null
}
