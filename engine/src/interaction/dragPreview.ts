import type { NodeId, SegmentId } from '@harness/protocol'
import type { SheetPoint } from '../model/records'
import { CONNECTOR_SIDE_MM, SPLICE_SIDE_MM } from '../spatial/lodRules'
import { NODE_RADIUS } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import type { DragPreview } from './toolEvents'

/** What a drag moves: a node (with the connector or splice on it), or one bend point of a segment. */
export type DragTarget = { readonly kind: 'node'; readonly id: NodeId } | { readonly kind: 'bend'; readonly id: SegmentId; readonly index: number }

/** The drawn polyline of a segment: start node, bend points, end node (sheet mm); null when a node is gone. */
function polylineOf(doc: DocReader, segmentId: SegmentId): SheetPoint[] | null {
  const segment = doc.getOf('segment', segmentId)
  const a = segment && doc.getOf('node', segment.startNodeId)
  const b = segment && doc.getOf('node', segment.endNodeId)
  return segment && a && b ? [a.position, ...segment.points, b.position] : null
}

const flat = (points: readonly SheetPoint[]) => Float32Array.from(points.flat())

/**
 * The preview of dragging `target` from sheet point `start`: the item's position now, the
 * segments that follow it as legs ending at it, and its outline. Null when the target is gone.
 *
 * Example: dragging the node of connector X2 at (200, 0), joined by segment B-C from (100, 0),
 * gives from (200, 0), one leg [100, 0, 200, 0] and a connector outline of
 * {@link CONNECTOR_SIDE_MM}.
 */
export function dragPreviewOf(doc: DocReader, target: DragTarget, start: SheetPoint, guides: DragPreview['guides'] = null): DragPreview | null {
  if (target.kind === 'bend') {
    const line = polylineOf(doc, target.id)
    const at = target.index + 1
    if (!line || at >= line.length - 1) return null
    return { start, from: line[at]!, legs: [flat(line.slice(0, at + 1)), flat(line.slice(at).reverse())], body: 'bend', size: 0, guides }
  }
  const node = doc.getOf('node', target.id)
  if (!node) return null
  const legs: Float32Array[] = []
  for (const segment of doc.segmentsAt(node.id)) {
    const line = polylineOf(doc, segment.id)
    if (!line) continue
    legs.push(flat(segment.startNodeId === node.id ? line.reverse() : line))
  }
  const connector = doc.connectorsAt(node.id).length > 0
  const splice = !connector && doc.splicesAt(node.id).length > 0
  return {
    start, from: node.position, legs,
    body: connector ? 'connector' : splice ? 'splice' : 'node',
    size: connector ? CONNECTOR_SIDE_MM : splice ? SPLICE_SIDE_MM : NODE_RADIUS * 2,
    guides,
  }
}

/**
 * A rubber band from `from` (sheet mm) to the pointer, as a drag preview whose moving end is the
 * pointer: what the bundle and wire tools show between their two presses.
 */
export function rubberBand(from: SheetPoint): DragPreview {
  return { start: from, from, legs: [new Float32Array([from[0], from[1], from[0], from[1]])], body: 'node', size: NODE_RADIUS * 2, guides: null }
}
