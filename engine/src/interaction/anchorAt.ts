import type { CavityId, NodeId, SegmentId } from '@harness/protocol'
import type { NodeAnchor } from '../commands/anchors'
import type { AnyId, SheetPoint, WireEndpoint } from '../model/records'
import type { Mm } from '../model/units'
import { bodyOrientation, pinCentre, pinIndexAt, pinLayout } from '../render/pinLayout'
import { connectorBodySize } from '../spatial/connectorBody'
import { pinsLegible } from '../spatial/lodRules'
import type { DocReader } from '../store/DocReader'
import type { ToolContext } from './ToolContext'
import { segmentPolyline } from '../commands/bendPoints'
import { nearestOnPolyline } from '../render/drawnShape'
import { guideCandidates, guideReach, snapDrag, snapToGuides } from './guides'
import { HIT_PX, type ToolPointerEvent } from './toolEvents'

/** Where a press of a drawing tool lands: the anchor, the sheet point it stands at, and the record the pointer is over. */
export interface PointerAnchor {
  readonly anchor: NodeAnchor
  readonly point: SheetPoint
  readonly hover: AnyId | null
}

/** Hit tolerance of `event` in sheet mm ({@link HIT_PX} screen px). */
export const toleranceOf = (event: ToolPointerEvent): number => HIT_PX / event.scale

/** The grid step in mm presses and drags land on: the drawing's grid when its settings show it, else null. */
export function gridStep(doc: DocReader): number | null {
  const grid = doc.settings.grid
  return grid.visible && grid.size > 0 ? grid.size : null
}

/**
 * The point `p` snapped to the drawing's grid when the settings show it (to the nearest multiple
 * of the grid size in mm); else `p` itself. Example: grid 10, (13, 27) → (10, 30).
 */
export function snapToGrid(doc: DocReader, p: SheetPoint): SheetPoint {
  const step = gridStep(doc)
  return step === null ? p : snapDrag(p, null, step).point
}

/**
 * A free point of a press at `event` lined up with the nodes and bend points around it when the
 * drawing settings turn smart guides on: each axis takes the x or y of one within the hit
 * tolerance ({@link snapToGuides}), else `gridded`'s. Only presses look (a hover needs no guide,
 * and gathering candidates on every move of an aircraft harness would not be free).
 */
function alignedToGuides(context: ToolContext, event: ToolPointerEvent, gridded: SheetPoint): SheetPoint {
  if (event.type !== 'pointerDown' || !context.doc.settings.guides) return gridded
  const candidates = guideCandidates(context.query(guideReach(event.point, event.scale)), () => false, event.point)
  const snapped = snapToGuides(event.point, candidates, toleranceOf(event))
  if (snapped.x === null && snapped.y === null) return gridded
  return [snapped.x ?? gridded[0], snapped.y ?? gridded[1]]
}

/**
 * What a drawing tool's press at `event` lands on: a node (or the node of the connector or splice
 * under the pointer), a point on a segment (its physical offset taken at the same fraction of the
 * drawn polyline as the foot on it of the grid point nearest the pointer, so a segment drawn along
 * the grid splits on a grid line), or a free point snapped to the grid, and on a press
 * lined up with what is around it by the smart guides.
 */
export function anchorAt(context: ToolContext, event: ToolPointerEvent): PointerAnchor {
  const doc = context.doc
  const hit = context.hitTest(event.point, toleranceOf(event))
  const record = hit ? doc.get(hit.id) : undefined
  if (record?.typeName === 'node') return { anchor: { kind: 'node', nodeId: record.id }, point: record.position, hover: record.id }
  if (record?.typeName === 'connector' || record?.typeName === 'splice') {
    const node = doc.getOf('node', record.nodeId)
    if (node) return { anchor: { kind: 'node', nodeId: node.id }, point: node.position, hover: record.id }
  }
  if (record?.typeName === 'segment') {
    // The foot of the grid point nearest the pointer, so a branch splits a segment drawn along the grid at a grid line.
    const onSegment = segmentAnchor(doc, record.id, snapToGrid(doc, event.point))
    if (onSegment) return { ...onSegment, hover: record.id }
  }
  const point = alignedToGuides(context, event, snapToGrid(doc, event.point))
  // The grid may have put the point on a node the pointer was not near: use that node.
  if (point !== event.point) {
    const there = context.hitTest(point, 1e-6)
    const at = there ? doc.get(there.id) : undefined
    const nodeId = at?.typeName === 'node' ? at.id : at?.typeName === 'connector' || at?.typeName === 'splice' ? at.nodeId : undefined
    const node = nodeId !== undefined ? doc.getOf('node', nodeId) : undefined
    if (node) return { anchor: { kind: 'node', nodeId: node.id }, point: node.position, hover: at!.id }
  }
  return { anchor: { kind: 'point', point }, point, hover: null }
}

/** The anchor on segment `id` nearest `p` (an end node when the foot falls on an end). */
function segmentAnchor(doc: DocReader, id: SegmentId, p: SheetPoint): Omit<PointerAnchor, 'hover'> | null {
  const segment = doc.getOf('segment', id)
  const line = segmentPolyline(doc, id)
  const nearest = line ? nearestOnPolyline(line, p) : null
  if (!segment || !line || !nearest) return null
  const offset = nearest.length > 0 ? Math.round((nearest.along / nearest.length) * segment.length * 10) / 10 : 0
  if (offset <= 0) return { anchor: { kind: 'node', nodeId: segment.startNodeId }, point: line[0]! }
  if (offset >= segment.length) return { anchor: { kind: 'node', nodeId: segment.endNodeId }, point: line[line.length - 1]! }
  const point: SheetPoint = [nearest.at[0], nearest.at[1]]
  return { anchor: { kind: 'segment', segmentId: segment.id, offset: offset as Mm, point }, point }
}

/** A wire end under the pointer: the endpoint, where its pin is drawn (sheet mm), and the record to show as hovered. */
export interface PointerEnd {
  readonly end: WireEndpoint
  readonly point: SheetPoint
  readonly hover: AnyId
}

/**
 * The wire end a press at `event` picks: the cavity whose pin row of a connector's body holds the
 * pointer (see `pinLayout.ts`), or a splice; null over anything else or a connector without
 * cavities.
 */
export function wireEndAt(context: ToolContext, event: ToolPointerEvent): PointerEnd | null {
  const doc = context.doc
  const hit = context.hitTest(event.point, toleranceOf(event))
  const record = hit ? doc.get(hit.id) : undefined
  if (record?.typeName === 'splice') {
    const node = doc.getOf('node', record.nodeId)
    return node ? { end: { kind: 'splice', spliceId: record.id }, point: node.position, hover: record.id } : null
  }
  if (record?.typeName !== 'connector') return null
  const node = doc.getOf('node', record.nodeId as NodeId)
  const cavities = doc.cavitiesOf(record.id)
  if (!node || cavities.length === 0) return null
  const orientation = bodyOrientation(record.rotation, record.mirrored)
  const index = pinIndexAt(node.position, cavities.length, event.point, orientation) ?? 0
  const cavity = cavities[index]!
  return { end: { kind: 'cavity', cavityId: cavity.id as CavityId }, point: pinCentre(pinLayout(node.position, cavities.length, orientation), index), hover: cavity.id }
}

/**
 * The cavity whose pin box holds `point` on connector `id` (grown by the hit tolerance, at most
 * half a box side), when the canvas draws its pins at `scale` px per mm (`pinsLegible`); null
 * elsewhere on the body, on anything else, or zoomed out too far to see pins. The select tool
 * hovers and picks this pin, so a designer pointing at a pin reads its name and where its wires go.
 *
 * Example: X1 at (0, 0) with 4 cavities (pin boxes 2.1 mm at x 3.99, y -4.5, -1.5, 1.5, 4.5) at
 * 20 px/mm: (4.5, -1.2) is on pin 2; (-3, 0), on the body beside the pins, is on none.
 */
export function pinUnder(context: ToolContext, id: AnyId, point: SheetPoint, scale: number): CavityId | null {
  const doc = context.doc
  const record = doc.get(id)
  if (record?.typeName !== 'connector') return null
  const count = doc.cavityCount(record.id)
  if (count === 0 || !pinsLegible(connectorBodySize(count).pitch, scale)) return null
  const node = doc.getOf('node', record.nodeId as NodeId)
  if (!node) return null
  const orientation = bodyOrientation(record.rotation, record.mirrored)
  const index = pinIndexAt(node.position, count, point, orientation)
  if (index === null) return null
  const layout = pinLayout(node.position, count, orientation)
  const [x, y] = pinCentre(layout, index)
  const reach = layout.side / 2 + Math.min(HIT_PX / scale, layout.side / 2)
  if (Math.abs(point[0] - x) > reach || Math.abs(point[1] - y) > reach) return null
  return (doc.cavitiesOf(record.id)[index]?.id as CavityId | undefined) ?? null
}
