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
  const node = doc.getOf('node', nodeId)
  if (!node) return false
  const [x, y] = node.position
  let up = false
  let down = false
  for (const segment of doc.segmentsAt(nodeId)) {
    const fromStart = segment.startNodeId === nodeId
    const bend = fromStart ? segment.points[0] : segment.points[segment.points.length - 1]
    const far = bend ?? doc.getOf('node', fromStart ? segment.endNodeId : segment.startNodeId)?.position
    if (!far) continue
    const dx = far[0] - x
    const dy = far[1] - y
    if (Math.abs(dx) >= 2 * Math.abs(dy)) continue
    if (dy < 0) up = true
    else if (dy > 0) down = true
  }
  return up && !down
}
