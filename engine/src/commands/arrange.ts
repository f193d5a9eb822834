import type { NodeId } from '@harness/protocol'
import type { AnyId, SheetPoint } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { isSheetPoint, MAX_POSITION_MM } from './topology'

/** Most records one arrange command takes. */
export const MAX_ARRANGED = 100_000

/** The nodes records `ids` are drawn at: a node itself, a connector's or splice's node, a segment's two end nodes; in first-seen order. */
export function nodesOf(doc: DocReader, ids: readonly (AnyId | string)[]): NodeId[] {
  const out = new Set<NodeId>()
  for (const id of ids) {
    const record = doc.get(id)
    if (!record) continue
    if (record.typeName === 'node') out.add(record.id)
    else if (record.typeName === 'connector' || record.typeName === 'splice') out.add(record.nodeId)
    else if (record.typeName === 'segment') { out.add(record.startNodeId); out.add(record.endNodeId) }
  }
  return [...out]
}

const within = isSheetPoint

/**
 * Moves what records `ids` draw by (dx, dy) mm (arrow-key nudges): their nodes (see
 * {@link nodesOf}) and the bend points of the segments among them whose both ends move, labels and
 * tables; physical lengths do not change. One undo step. Refused when nothing would move or a
 * position would leave the sheet's 10 km.
 */
export const translateRecords: Command<{ ids: readonly (AnyId | string)[]; dx: number; dy: number }> = (doc, { ids, dx, dy }, tx) => {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_ARRANGED) return refuse('invalidArguments', `select 1 to ${MAX_ARRANGED} records to move`)
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || Math.abs(dx) > MAX_POSITION_MM || Math.abs(dy) > MAX_POSITION_MM) return refuse('invalidArguments', 'dx and dy must be finite distances in mm')
  // Each record once: a segment named twice must not have its bend points moved twice.
  ids = [...new Set(ids)]
  const nodes = nodesOf(doc, ids)
  const labelsAndTables = ids.flatMap((id) => {
    const r = doc.get(id)
    return r && (r.typeName === 'label' || r.typeName === 'table') ? [r] : []
  })
  if (nodes.length === 0 && labelsAndTables.length === 0) return refuse('invalidArguments', 'nothing selected can be moved')
  const shift = (p: SheetPoint): SheetPoint => [p[0] + dx, p[1] + dy]
  for (const id of nodes) if (!within(shift(doc.getOf('node', id)!.position))) return refuse('invalidArguments', `positions must stay within ${MAX_POSITION_MM} mm of the origin`)
  for (const r of labelsAndTables) if (!within(shift(r.position))) return refuse('invalidArguments', `positions must stay within ${MAX_POSITION_MM} mm of the origin`)
  if (!tx) return true
  const moved = new Set(nodes)
  for (const id of nodes) tx.update('node', id, { position: shift(doc.getOf('node', id)!.position) })
  for (const id of ids) {
    const segment = doc.getOf('segment', id)
    if (segment && segment.points.length > 0 && moved.has(segment.startNodeId) && moved.has(segment.endNodeId)) tx.update('segment', segment.id, { points: segment.points.map(shift) })
  }
  for (const r of labelsAndTables) tx.update(r.typeName, r.id, { position: shift(r.position) })
  return true
}

/** How {@link alignRecords} lines nodes up: on the left-most, the mean or the right-most x; likewise for y. */
export type Alignment = 'left' | 'centreX' | 'right' | 'top' | 'centreY' | 'bottom'

/** The alignments, for checking messages from outside. */
export const ALIGNMENTS: readonly Alignment[] = ['left', 'centreX', 'right', 'top', 'centreY', 'bottom']

/**
 * Lines up the nodes of records `ids` (at least two): every node takes the left-most (`left`),
 * mean (`centreX`) or right-most (`right`) x, or likewise y. One undo step; physical lengths do
 * not change. Example: nodes at x 10, 40, 100 aligned `centreX` all move to x 50.
 */
export const alignRecords: Command<{ ids: readonly (AnyId | string)[]; alignment: Alignment }> = (doc, { ids, alignment }, tx) => {
  if (!ALIGNMENTS.includes(alignment)) return refuse('invalidArguments', `alignment must be one of ${ALIGNMENTS.join(', ')}`)
  if (!Array.isArray(ids) || ids.length > MAX_ARRANGED) return refuse('invalidArguments', `select 2 to ${MAX_ARRANGED} records`)
  const nodes = nodesOf(doc, ids).map((id) => doc.getOf('node', id)!)
  if (nodes.length < 2) return refuse('invalidArguments', 'select at least two things to align')
  const axis = alignment === 'left' || alignment === 'centreX' || alignment === 'right' ? 0 : 1
  const values = nodes.map((n) => n.position[axis])
  // Loops, not Math.min(...values): a spread of 200,000 arguments overflows the stack.
  let low = Infinity
  let high = -Infinity
  let sum = 0
  for (const v of values) { low = Math.min(low, v); high = Math.max(high, v); sum += v }
  const target = alignment === 'left' || alignment === 'top' ? low : alignment === 'right' || alignment === 'bottom' ? high : sum / values.length
  if (!Number.isFinite(target)) return refuse('invalidArguments', 'the positions are too far apart to align')
  if (!tx) return true
  for (const n of nodes) {
    if (n.position[axis] === target) continue
    tx.update('node', n.id, { position: axis === 0 ? [target, n.position[1]] : [n.position[0], target] })
  }
  return true
}

/**
 * Spaces the nodes of records `ids` (at least three) evenly along x or y between the two
 * outermost, keeping their order. One undo step. Example: x 0, 10, 100 → 0, 50, 100.
 */
export const distributeRecords: Command<{ ids: readonly (AnyId | string)[]; axis: 'x' | 'y' }> = (doc, { ids, axis }, tx) => {
  if (axis !== 'x' && axis !== 'y') return refuse('invalidArguments', 'axis must be x or y')
  if (!Array.isArray(ids) || ids.length > MAX_ARRANGED) return refuse('invalidArguments', `select 3 to ${MAX_ARRANGED} records`)
  const k = axis === 'x' ? 0 : 1
  const nodes = nodesOf(doc, ids).map((id) => doc.getOf('node', id)!).sort((a, b) => a.position[k] - b.position[k])
  if (nodes.length < 3) return refuse('invalidArguments', 'select at least three things to distribute')
  const first = nodes[0]!.position[k]
  const step = (nodes.at(-1)!.position[k] - first) / (nodes.length - 1)
  if (!tx) return true
  nodes.forEach((n, i) => {
    const v = first + step * i
    if (n.position[k] !== v) tx.update('node', n.id, { position: k === 0 ? [v, n.position[1]] : [n.position[0], v] })
  })
  return true
}
