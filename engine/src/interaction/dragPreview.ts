import type { NodeId, SegmentId } from '@harness/protocol'
import type { SheetPoint } from '../model/records'
import { bodyHalfExtent, bodyOrientation, connectorBodySize } from '../spatial/connectorBody'
import { SPLICE_SIDE_MM } from '../spatial/lodRules'
import { NODE_RADIUS } from '../spatial/SpatialIndex'
import type { DocReader } from '../store/DocReader'
import { segmentPolyline as polylineOf } from '../commands/bendPoints'
import type { DragPreview } from './toolEvents'
import { gridStep } from './anchorAt'

/**
 * What a drag moves: a node (with the connector or splice on it), one bend point of a segment, or
 * a bend point the drag adds to a segment at `at` (on its line) as bend point `index`.
 */
export type DragTarget =
  | { readonly kind: 'node'; readonly id: NodeId }
  | { readonly kind: 'bend'; readonly id: SegmentId; readonly index: number }
  | { readonly kind: 'newBend'; readonly id: SegmentId; readonly index: number; readonly at: SheetPoint }

const flat = (points: readonly SheetPoint[]) => Float32Array.from(points.flat())

/**
 * The preview of dragging `target` from sheet point `start`: the item's position now, the
 * segments that follow it as legs ending at it, and its outline. Null when the target is gone.
 *
 * Example: dragging the node of connector X2 at (200, 0), joined by segment B-C from (100, 0),
 * gives from (200, 0), one leg [100, 0, 200, 0] and a connector outline of its body (12 × 14 mm
 * for a 4-way one, larger for a many-way one: `connectorBody.ts`).
 */
export function dragPreviewOf(doc: DocReader, target: DragTarget, start: SheetPoint, guides: DragPreview['guides'] = null): DragPreview | null {
  if (target.kind === 'bend' || target.kind === 'newBend') {
    const drawn = polylineOf(doc, target.id)
    const line = drawn && target.kind === 'newBend' ? [...drawn.slice(0, target.index + 1), target.at, ...drawn.slice(target.index + 1)] : drawn
    const at = target.index + 1
    if (!line || at >= line.length - 1) return null
    return { start, from: line[at]!, legs: [flat(line.slice(0, at + 1)), flat(line.slice(at).reverse())], body: 'bend', size: 0, height: 0, guides, grid: gridStep(doc) }
  }
  const node = doc.getOf('node', target.id)
  if (!node) return null
  const legs: Float32Array[] = []
  for (const segment of doc.segmentsAt(node.id)) {
    const line = polylineOf(doc, segment.id)
    if (!line) continue
    legs.push(flat(segment.startNodeId === node.id ? line.reverse() : line))
  }
  const connector = doc.connectorsAt(node.id)[0]
  const splice = !connector && doc.splicesAt(node.id).length > 0
  const size = splice ? SPLICE_SIDE_MM : NODE_RADIUS * 2
  const [hx, hy] = connector ? bodyHalfExtent(connectorBodySize(doc.cavityCount(connector.id)), bodyOrientation(connector.rotation, connector.mirrored)) : [size / 2, size / 2]
  return {
    start, from: node.position, legs,
    body: connector ? 'connector' : splice ? 'splice' : 'node',
    size: hx * 2,
    height: hy * 2,
    guides,
    grid: gridStep(doc),
  }
}

/**
 * A rubber band from `from` (sheet mm) through the bend points `through` to the pointer, as a drag
 * preview whose moving end is the pointer: what the bundle and wire tools show between their
 * two presses.
 */
export function rubberBand(from: SheetPoint, through: readonly SheetPoint[] = []): DragPreview {
  const last = through[through.length - 1] ?? from
  return { start: last, from: last, legs: [flat([from, ...through, last])], body: 'node', size: NODE_RADIUS * 2, height: NODE_RADIUS * 2, guides: null, grid: null }
}
