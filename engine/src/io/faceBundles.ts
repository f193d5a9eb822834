import type { NodeId } from '@harness/protocol'
import { rotationToward } from '../commands/facingBundle'
import type { HarnessRecord, NodeRecord, SegmentRecord, SheetPoint } from '../model/records'

/**
 * Turns the imported connectors toward their bundle, as the editor turns one placed at a bundle's
 * end (`facingBundle.ts`): a connector alone on a node with exactly one segment, unturned and
 * unmirrored, is turned the nearest quarter toward that segment's first leg (to its first bend
 * point, else to its other node). Its pin column then faces the bundle and the wires' leads run
 * from the pins straight into it, instead of across the pin numbers. Connectors on a node where
 * several bundles meet, two housings share a node, or the file turned them (also to 0: the ids
 * in `keep`) are left as they are. Answers the records in the same order, the turned connectors
 * replaced.
 *
 * Example: X1 at node A (0, 0) whose one segment runs to B (-100, 0): X1 gets rotation 180 (its
 * pins on the left, toward the bundle).
 */
export function faceBundles(records: readonly HarnessRecord[], keep: ReadonlySet<string> = NONE): HarnessRecord[] {
  const positions = new Map<NodeId, SheetPoint>()
  const legs = new Map<NodeId, SheetPoint[]>()
  const housings = new Map<NodeId, number>()
  const leg = (node: NodeId, toward: SheetPoint | undefined) => {
    if (!toward) return
    let list = legs.get(node)
    if (!list) legs.set(node, (list = []))
    list.push(toward)
  }
  for (const r of records) {
    if (r.typeName === 'node') positions.set(r.id, (r as NodeRecord).position)
    else if (r.typeName === 'connector' || r.typeName === 'splice') housings.set(r.nodeId, (housings.get(r.nodeId) ?? 0) + 1)
  }
  for (const r of records) {
    if (r.typeName !== 'segment') continue
    const s = r as SegmentRecord
    leg(s.startNodeId, s.points[0] ?? positions.get(s.endNodeId))
    leg(s.endNodeId, s.points[s.points.length - 1] ?? positions.get(s.startNodeId))
  }
  return records.map((r) => {
    if (r.typeName !== 'connector' || r.rotation !== 0 || r.mirrored || keep.has(r.id) || housings.get(r.nodeId) !== 1) return r
    const only = legs.get(r.nodeId)
    const at = positions.get(r.nodeId)
    if (!at || !only || only.length !== 1) return r
    const rotation = rotationToward(at, only[0]!)
    return rotation === null || rotation === 0 ? r : { ...r, rotation }
  })
}

/** No connector kept as the file has it. */
const NONE: ReadonlySet<string> = new Set()
