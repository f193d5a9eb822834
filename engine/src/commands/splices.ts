import type { NodeId, SegmentId, SpliceId } from '@harness/protocol'
import { spliceMedian, type SpliceKeepOut, type SpliceTerminal, type SpliceTree, type TreePoint } from '../calc'
import { endNode } from '../derive/wireRoutes'
import { createSplice, NO_PART } from '../model/factories'
import { newId } from '../model/newId'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import type { SheetPoint } from '../model/records'
import { refuse, type Command, type Refusal } from '../tx/Command'
import { joinSegments, newIdsProblem, splitSegment } from './topology'

/**
 * Adds a splice on a segment, `offset` mm from its start node: the segment is split there and the
 * new node carries the splice.
 */
export const addSplice: Command<{ segmentId: SegmentId; offset: Mm; name: string; spliceId?: SpliceId; nodeId?: NodeId }> = (doc, args, tx) => {
  if (typeof args.name !== 'string' || args.name.length > 200) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  const idProblem = newIdsProblem(doc, [args.spliceId, args.nodeId])
  if (idProblem) return refuse('invalidArguments', idProblem)
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
  const found = optimumOf(doc, args.spliceId, args.weighting, args.clearance)
  if (!found.ok) return found
  const { splice, result } = found
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

/** The splice, its bundle tree, the ends it joins and the optimum among them, or why there is none. */
function optimumOf(doc: DocReader, spliceId: SpliceId, weighting: SpliceWeighting = 'count', clearance = 0) {
  const splice = doc.getOf('splice', spliceId)
  if (!splice) return refuse('notFound', spliceId)
  const tree = componentTree(doc, splice.nodeId)
  if (!tree) return refuse('noOptimalSplicePoint', 'the bundle holding the splice is not a tree')
  const terminals: SpliceTerminal[] = []
  for (const wire of doc.wiresAt(splice.id)) {
    const other = wire.endA.kind === 'splice' && wire.endA.spliceId === splice.id ? wire.endB : wire.endA
    const node = endNode(doc, other)
    if (node && tree.nodes.includes(node)) terminals.push({ node, weight: weighting === 'csa' ? wire.csa : 1 })
  }
  if (terminals.length < 2) return refuse('noOptimalSplicePoint', 'fewer than two wire ends reach the splice')
  const result = spliceMedian(tree, terminals, keepOuts(doc, tree, splice.nodeId, clearance))
  if (!result.ok) return refuse('noOptimalSplicePoint')
  return { ok: true as const, splice, tree, terminals, result }
}

/**
 * What moving a splice to its optimum would do, without doing it (the preview before
 * {@link placeSpliceAtOptimum}): where the optimum is on the sheet, the weighted length of the
 * wires it joins now and there (Σ w·distance along the bundles, mm for count weighting), and the
 * saving. Refused as the command is. Example: a splice 10 mm from X1 on X1–B, joining X1, X2
 * (40 mm beyond B) and X3 (100 mm beyond B), B 60 mm from X1: now 10 + 90 + 150 = 250 mm, at B
 * 60 + 40 + 100 = 200 mm, saving 50 mm.
 */
export function spliceOptimumPreview(doc: DocReader, spliceId: SpliceId, weighting: SpliceWeighting = 'count', clearance = 0):
  { readonly ok: true; readonly at: SheetPoint; readonly from: SheetPoint; readonly current: number; readonly optimum: number; readonly saving: number } | Refusal {
  const found = optimumOf(doc, spliceId, weighting, clearance)
  if (!found.ok) return found
  const { splice, tree, terminals, result } = found
  const distance = treeDistances(tree, splice.nodeId)
  const current = terminals.reduce((sum, t) => sum + t.weight * (distance.get(t.node) ?? 0), 0)
  const position = result.position
  let at: SheetPoint
  if (position.kind === 'node') at = doc.getOf('node', position.node)!.position
  else {
    const edge = tree.edges.find((e) => e.id === position.edge)!
    const a = doc.getOf('node', position.from)!.position
    const b = doc.getOf('node', position.from === edge.a ? edge.b : edge.a)!.position
    const f = edge.length > 0 ? position.offset / edge.length : 0
    at = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]
  }
  const from = doc.getOf('node', splice.nodeId)!.position
  return { ok: true, at, from, current, optimum: result.cost, saving: Math.max(0, current - result.cost) }
}

/** Distances in mm along the tree's segments from node `start` to every node of the tree. */
function treeDistances(tree: SpliceTree, start: string): Map<string, number> {
  const adjacent = new Map<string, { to: string; length: number }[]>()
  for (const e of tree.edges) {
    adjacent.set(e.a, [...(adjacent.get(e.a) ?? []), { to: e.b, length: e.length }])
    adjacent.set(e.b, [...(adjacent.get(e.b) ?? []), { to: e.a, length: e.length }])
  }
  const distance = new Map<string, number>([[start, 0]])
  const stack = [start]
  while (stack.length > 0) {
    const node = stack.pop()!
    for (const { to, length } of adjacent.get(node) ?? []) {
      if (distance.has(to)) continue
      distance.set(to, distance.get(node)! + length)
      stack.push(to)
    }
  }
  return distance
}

/** The bundle tree around `start`, in the splice optimiser's terms; null when it has a cycle. */
export function componentTree(doc: DocReader, start: NodeId): SpliceTree | null {
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
