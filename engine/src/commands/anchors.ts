import type { NodeId, SegmentId } from '@harness/protocol'
import { createNode } from '../model/factories'
import type { SheetPoint } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Refusal } from '../tx/Command'
import type { Transaction } from '../tx/Transaction'
import { MAX_POSITION_MM, splitSegment } from './topology'

/**
 * Where a drawing tool puts something on the bundle graph: an existing node, a point on a segment
 * (`offset` mm of physical length from its start node; the segment is split there, and the new
 * node drawn at `point` when given), or a free point of the sheet (a new node there).
 */
export type NodeAnchor =
  | { readonly kind: 'node'; readonly nodeId: NodeId }
  | { readonly kind: 'segment'; readonly segmentId: SegmentId; readonly offset: Mm; readonly point?: SheetPoint }
  | { readonly kind: 'point'; readonly point: SheetPoint }

const finitePoint = (p: unknown): p is SheetPoint =>
  Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)

/** Why `anchor` cannot be used on `doc`, as a refusal; null when it can. */
export function anchorProblem(doc: DocReader, anchor: NodeAnchor): Refusal | null {
  if (typeof anchor !== 'object' || anchor === null) return refuse('invalidArguments', 'an anchor is required')
  switch (anchor.kind) {
    case 'node':
      return doc.getOf('node', anchor.nodeId) ? null : refuse('notFound', `node ${anchor.nodeId}`)
    case 'segment': {
      const segment = doc.getOf('segment', anchor.segmentId)
      if (!segment) return refuse('notFound', `segment ${anchor.segmentId}`)
      if (anchor.point !== undefined && !finitePoint(anchor.point)) return refuse('invalidArguments', 'point must be two finite coordinates in mm')
      if (!(anchor.offset > 0 && anchor.offset < segment.length)) return refuse('invalidArguments', 'offset must lie strictly inside the segment')
      return null
    }
    case 'point':
      return finitePoint(anchor.point) ? null : refuse('invalidArguments', `point must be two finite coordinates within ${MAX_POSITION_MM} mm`)
    default:
      return refuse('invalidArguments', 'an anchor is a node, a point on a segment or a point of the sheet')
  }
}

/**
 * The node `anchor` stands for, made in `tx` when it is new: the node itself, the node that
 * splits the segment (id `newNodeId`), or a new branch node at the point (id `newNodeId`).
 * The anchor must have passed {@link anchorProblem}.
 */
export function resolveAnchor(doc: DocReader, anchor: NodeAnchor, newNodeId: NodeId, tx: Transaction): NodeId | Refusal {
  switch (anchor.kind) {
    case 'node':
      return anchor.nodeId
    case 'segment': {
      const split = splitSegment(doc, { segmentId: anchor.segmentId, offset: anchor.offset, nodeId: newNodeId }, tx)
      if (split !== true) return split
      if (anchor.point) tx.update('node', newNodeId, { position: anchor.point })
      return newNodeId
    }
    case 'point':
      tx.put(createNode({ id: newNodeId, kind: 'branch', position: anchor.point }))
      return newNodeId
  }
}

/** The sheet point of `anchor` (a node's position, a split's drawn point, or the point), or null when unknown. */
export function anchorPoint(doc: DocReader, anchor: NodeAnchor): SheetPoint | null {
  if (anchor.kind === 'point') return anchor.point
  if (anchor.kind === 'node') return doc.getOf('node', anchor.nodeId)?.position ?? null
  if (anchor.point) return anchor.point
  const segment = doc.getOf('segment', anchor.segmentId)
  const a = segment && doc.getOf('node', segment.startNodeId)
  const b = segment && doc.getOf('node', segment.endNodeId)
  if (!segment || !a || !b) return null
  const t = anchor.offset / segment.length
  return [a.position[0] + (b.position[0] - a.position[0]) * t, a.position[1] + (b.position[1] - a.position[1]) * t]
}
