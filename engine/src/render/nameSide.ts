import type { NodeId } from '@harness/protocol'
import type { DocReader } from '../store/DocReader'

/**
 * Where a connector's or splice's name goes on the drawing: above its body, as a formboard
 * drawing puts it, unless a bundle leaves the body upwards there and none leaves downwards; then
 * below, so the name is not drawn under the bundle (a bundle arriving from above ran across it).
 *
 * A bundle leaves upwards when its first stretch from the node (to its first bend point, or to
 * the node at its other end) points within about 63° of straight up: |dx| < 2·|dy| with dy < 0
 * (sheet y grows downwards). A shallower one passes beside the name.
 *
 * Example: X3 at (120, 160) with its only bundle to (120, 40): straight up, so its name goes
 * below; X1 at (0, 0) with a bundle to (120, 40): shallow, so its name stays above.
 */
export function nameBelow(doc: DocReader, nodeId: NodeId): boolean {
  return nameSides(doc, nodeId).below
}

/**
 * Where a name goes: below its body rather than above ({@link nameBelow}), and, when it goes
 * beside the body, on the left first: where a bundle leaves the body to the right (its first
 * stretch within about 27° of level, |dy| ≤ |dx| / 2) and none to the left, so the name is not
 * written on the bundle. Example: X1 with its only bundle to (60, 5): above, beside on the left.
 */
export function nameSides(doc: DocReader, nodeId: NodeId): { readonly below: boolean; readonly besideLeft: boolean } {
  const { up, down, left, right } = bundleWays(doc, nodeId)
  return { below: up && !down, besideLeft: right && !left }
}

/** Which ways the bundles leave node `nodeId`: steeply up or down, or nearly level left or right. */
function bundleWays(doc: DocReader, nodeId: NodeId): { up: boolean; down: boolean; left: boolean; right: boolean } {
  const ways = { up: false, down: false, left: false, right: false }
  const node = doc.getOf('node', nodeId)
  if (!node) return ways
  const [x, y] = node.position
  for (const segment of doc.segmentsAt(nodeId)) {
    const fromStart = segment.startNodeId === nodeId
    const bend = fromStart ? segment.points[0] : segment.points[segment.points.length - 1]
    const far = bend ?? doc.getOf('node', fromStart ? segment.endNodeId : segment.startNodeId)?.position
    if (!far) continue
    const dx = far[0] - x
    const dy = far[1] - y
    if (Math.abs(dx) >= 2 * Math.abs(dy)) {
      if (dx > 0) ways.right = true
      else if (dx < 0) ways.left = true
    } else if (dy < 0) ways.up = true
    else if (dy > 0) ways.down = true
  }
  return ways
}
