import type { NodeId, SegmentId, SpliceId } from '@harness/protocol'
import { spliceMedian, type SpliceKeepOut, type SpliceTerminal, type SpliceTree, type TreePoint } from '../calc'
import { endNode } from '../derive/wireRoutes'
import { createSplice, NO_PART } from '../model/factories'
import { newId } from '../model/newId'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { joinSegments, splitSegment } from './topology'

/**
 * Adds a splice on a segment, `offset` mm from its start node: the segment is split there and the
 * new node carries the splice.
 */
export const addSplice: Command<{ segmentId: SegmentId; offset: Mm; name: string; spliceId?: SpliceId; nodeId?: NodeId }> = (doc, args, tx) => {
  const nodeId = args.nodeId ?? newId('node')
  const split = splitSegment(doc, { segmentId: args.segmentId, offset: args.offset, nodeId }, tx)
  if (split !== true) return split
  if (!tx) return true
  tx.update('node', nodeId, { kind: 'splice', name: args.name })
  tx.put(createSplice({ ...NO_PART, ...(args.spliceId ? { id: args.spliceId } : {}), name: args.name, nodeId }))
  return true
}

/** How the wires joined at a splice are weighed: by count (shortest copper length) or by cross-section (least copper mass). */
export type SpliceWeighting = 'count' | 'csa'

/**
 * Moves a splice to the point of its bundle tree where the wires it joins are shortest in total
 * (the weighted 1-median, harness-domain 3.4), keeping `clearance` mm away from connectors, branch
 * points and fixings. The splice lands on an existing node or on a segment, which is split there;
 * the node it leaves is folded back into its segment when nothing else holds it. Refused with
 * 'noOptimalSplicePoint' when fewer than two wire ends can be reached, the bundle is not a tree, or
 * the clearances leave no place.
 */
export const placeSpliceAtOptimum: Command<{ spliceId: SpliceId; clearance?: Mm; weighting?: SpliceWeighting }> = (doc, args, tx) => {
  const splice = doc.getOf('splice', args.spliceId)
  if (!splice) return refuse('notFound', args.spliceId)
  const tree = componentTree(doc, splice.nodeId)
  if (!tree) return refuse('noOptimalSplicePoint', 'the bundle holding the splice is not a tree')
  const terminals: SpliceTerminal[] = []
  for (const wire of doc.wiresAt(splice.id)) {
    const other = wire.endA.kind === 'splice' && wire.endA.spliceId === splice.id ? wire.endB : wire.endA
    const node = endNode(doc, other)
    if (node && tree.nodes.includes(node)) terminals.push({ node, weight: args.weighting === 'csa' ? wire.csa : 1 })
  }
  if (terminals.length < 2) return refuse('noOptimalSplicePoint', 'fewer than two wire ends reach the splice')
  const result = spliceMedian(tree, terminals, keepOuts(doc, tree, splice.nodeId, args.clearance ?? 0))
  if (!result.ok) return refuse('noOptimalSplicePoint')
  if (!tx) return true
  const oldNode = splice.nodeId
  let target: NodeId
  if (result.position.kind === 'node') {
    target = result.position.node as NodeId
    if (target === oldNode) return true
  } else {
    const segment = doc.getOf('segment', result.position.edge)!
    const offset = result.position.from === segment.startNodeId ? result.position.offset : segment.length - result.position.offset
    target = newId('node')
    const split = splitSegment(doc, { segmentId: segment.id, offset: offset as Mm, nodeId: target }, tx)
    if (split !== true) return split
  }
  const targetNode = doc.getOf('node', target)!
  if (targetNode.kind === 'branch') tx.update('node', target, { kind: 'splice', name: splice.name })
  tx.update('splice', splice.id, { nodeId: target })
  releaseNode(doc, oldNode, tx)
  return true
}

/** The bundle tree around `start`, in the splice optimiser's terms; null when it has a cycle. */
function componentTree(doc: DocReader, start: NodeId): SpliceTree | null {
  const nodes: string[] = []
  const edges: { id: string; a: string; b: string; length: number }[] = []
  const seenNodes = new Set<string>([start])
  const seenEdges = new Set<string>()
  const queue: NodeId[] = [start]
  while (queue.length > 0) {
    const node = queue.pop()!
    nodes.push(node)
    for (const segment of doc.segmentsAt(node)) {
      if (seenEdges.has(segment.id)) continue
      seenEdges.add(segment.id)
      edges.push({ id: segment.id, a: segment.startNodeId, b: segment.endNodeId, length: segment.length })
      const other = segment.startNodeId === node ? segment.endNodeId : segment.startNodeId
      if (seenNodes.has(other)) return null
      seenNodes.add(other)
      queue.push(other)
    }
  }
  return { nodes, edges }
}

/** Clearances around connectors, branch points (three or more segments) and fixings. */
function keepOuts(doc: DocReader, tree: SpliceTree, spliceNode: NodeId, clearance: number): SpliceKeepOut {
  const clearances: { at: TreePoint; distance: number }[] = []
  const nodes: string[] = []
  for (const id of tree.nodes) {
    if (id === spliceNode) continue
    const nodeId = id as NodeId
    const isConnector = doc.connectorsAt(nodeId).length > 0
    const isBranch = doc.segmentsAt(nodeId).length >= 3
    const hasFixing = doc.fixingsAt(nodeId).length > 0
    if (isConnector) nodes.push(id)
    if ((isConnector || isBranch || hasFixing) && clearance > 0) clearances.push({ at: { kind: 'node', node: id }, distance: clearance })
  }
  for (const edge of tree.edges) {
    for (const fixing of doc.fixingsAt(edge.id as SegmentId)) {
      if (fixing.place.kind === 'segment' && clearance > 0) {
        clearances.push({ at: { kind: 'segment', edge: edge.id, offset: fixing.place.offset }, distance: clearance })
      }
    }
  }
  return { nodes, clearances }
}

/** Turns a node a splice left back into a plain branch point, folding it away when it only joins two segments. */
function releaseNode(doc: DocReader, nodeId: NodeId, tx: NonNullable<Parameters<Command<unknown>>[2]>): void {
  const node = doc.getOf('node', nodeId)
  if (!node || node.kind !== 'splice' || doc.splicesAt(nodeId).length > 0) return
  tx.update('node', nodeId, { kind: 'branch' })
  const segments = doc.segmentsAt(nodeId)
  if (segments.length === 2) joinSegments(doc, { first: segments[0]!.id, second: segments[1]!.id }, tx)
}
