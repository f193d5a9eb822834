import type { NodeId } from '@harness/protocol'
import type { SheetPoint } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { Transaction } from '../tx/Transaction'
import { segmentPolyline } from './bendPoints'

/**
 * The rotation in degrees (clockwise, a quarter turn) that turns a connector body's pin column
 * toward a bundle leaving its node at `node` toward `toward` (sheet mm, y down): right 0, down 90,
 * left 180, up 270, whichever is nearest. The wires' leads then run from the pins straight out of
 * the body into the bundle instead of across the pin numbers. Null when the two points coincide.
 *
 * Example: a node at (0, 0) with the bundle going to (-40, 10) gives 180 (pins on the left).
 */
export function rotationToward(node: SheetPoint, toward: SheetPoint): number | null {
  const dx = toward[0] - node[0]
  const dy = toward[1] - node[1]
  if (dx === 0 && dy === 0) return null
  const quarter = ((Math.round(Math.atan2(dy, dx) / (Math.PI / 2)) % 4) + 4) % 4
  return quarter * 90
}

/** The rotation facing the first segment at node `nodeId` (its first leg), or null without one. */
export function rotationFacingSegments(doc: DocReader, nodeId: NodeId): number | null {
  const node = doc.getOf('node', nodeId)
  const segment = node ? doc.segmentsAt(nodeId)[0] : undefined
  const line = segment ? segmentPolyline(doc, segment.id) : null
  if (!node || !segment || !line || line.length < 2) return null
  return rotationToward(node.position, segment.startNodeId === nodeId ? line[1]! : line[line.length - 2]!)
}

/**
 * Turns the connector at node `nodeId` toward a bundle just drawn from it toward `toward`, when it
 * is the node's first bundle and the connector is still as placed (unturned, unmirrored): a
 * designer's own rotation is never changed.
 */
export function faceFirstBundle(doc: DocReader, tx: Transaction, nodeId: NodeId, toward: SheetPoint): void {
  if (doc.segmentsAt(nodeId).length > 0) return
  const node = doc.getOf('node', nodeId)
  const connectors = doc.connectorsAt(nodeId)
  if (!node || connectors.length !== 1) return
  const connector = connectors[0]!
  if (connector.rotation !== 0 || connector.mirrored) return
  const rotation = rotationToward(node.position, toward)
  if (rotation !== null && rotation !== 0) tx.update('connector', connector.id, { rotation })
}
