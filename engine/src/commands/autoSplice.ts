import type { NodeId, SpliceId, WireId } from '@harness/protocol'
import { spliceMedian, type SpliceTerminal } from '../calc'
import { endNode } from '../derive/wireRoutes'
import { createSplice, createWire } from '../model/factories'
import { newId } from '../model/newId'
import type { WireEndpoint } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { splitSegment } from './topology'
import { newIdsProblem } from './drawSegment'
import { componentTree } from './splices'

const endKey = (e: WireEndpoint) => (e.kind === 'cavity' ? `c:${e.cavityId}` : e.kind === 'splice' ? `s:${e.spliceId}` : null)

/** The end every wire of `wires` has (a cavity or splice they all start or end in), or null. */
function commonEnd(wires: readonly { endA: WireEndpoint; endB: WireEndpoint }[]): WireEndpoint | null {
  const first = wires[0]!
  for (const candidate of [first.endA, first.endB]) {
    const key = endKey(candidate)
    if (key !== null && wires.every((w) => endKey(w.endA) === key || endKey(w.endB) === key)) return candidate
  }
  return null
}

/**
 * Automatic splice addition (specification section 1) for wires that share one end, say three
 * wires crimped together in cavity X1:1: a splice is added where the wires are shortest in total
 * (the weighted 1-median of the shared end and the wires' other ends, as `placeSpliceAtOptimum`
 * finds it; on a node, or on a segment split there), the wires are moved from the shared end to
 * the splice, and one feed wire `feedName` joins the shared end to the splice (its cross-section
 * the sum of theirs, its outer diameter the largest, the first wire's colours). One undo step.
 * Refused with 'autoSpliceFailed' ('automatic splice addition failed try manual') when fewer than
 * two wires are given, they share no end, or their ends do not lie on one tree of bundles.
 */
export const addSpliceForWires: Command<{ wireIds: readonly WireId[]; name: string; feedName: string; spliceId?: SpliceId; feedWireId?: WireId }> = (doc, args, tx) => {
  if (!Array.isArray(args.wireIds)) return refuse('selectWiresToSet')
  const unique = [...new Set(args.wireIds)]
  if (unique.length < 2) return refuse('selectWiresToSet')
  if (typeof args.name !== 'string' || typeof args.feedName !== 'string' || args.name.length > 200 || args.feedName.length > 200) return refuse('invalidArguments', 'name and feedName must be texts')
  const idProblem = newIdsProblem(doc, [args.spliceId, args.feedWireId])
  if (idProblem) return refuse('invalidArguments', idProblem)
  const wires = unique.map((id) => doc.getOf('wire', id))
  if (wires.some((w) => w === undefined)) return refuse('notFound', 'a selected wire')
  const all = wires as NonNullable<(typeof wires)[number]>[]
  const shared = commonEnd(all)
  if (!shared) return refuse('autoSpliceFailed', 'the wires share no end')
  const sharedNode = endNode(doc, shared)
  const tree = sharedNode ? componentTree(doc, sharedNode) : null
  if (!sharedNode || !tree) return refuse('autoSpliceFailed', 'the shared end is not on a tree of bundles')
  // The feed is one wire: the shared end weighs as one, like each wire's other end.
  const terminals: SpliceTerminal[] = [{ node: sharedNode, weight: 1 }]
  const treeNodes = new Set(tree.nodes)
  for (const wire of all) {
    const other = endKey(wire.endA) === endKey(shared) ? wire.endB : wire.endA
    const node = endNode(doc, other)
    if (!node || !treeNodes.has(node)) return refuse('autoSpliceFailed', `the other end of ${wire.name || wire.id} is not on the same bundles`)
    terminals.push({ node, weight: 1 })
  }
  const result = spliceMedian(tree, terminals, { nodes: [], clearances: [] })
  if (!result.ok) return refuse('autoSpliceFailed', 'no place for the splice')
  // Where the splice goes: the optimum's node when it holds no part, else 1 mm out along its
  // first segment (a part's node cannot hold the splice too), or a point on a segment.
  const position = result.position
  let split: { segmentId: string; offset: number } | null = null
  if (position.kind === 'node' && !isFree(doc, position.node as NodeId)) {
    // Beside the part, on the segment toward most of the ends it joins.
    const at = position.node as NodeId
    const ends = new Set(terminals.map((t) => t.node))
    const toward = (segment: { startNodeId: NodeId; endNodeId: NodeId }) => endsBeyond(doc, at, segment.startNodeId === at ? segment.endNodeId : segment.startNodeId, ends)
    const segment = doc.segmentsAt(at).filter((s) => s.length > 1).sort((a, b) => toward(b) - toward(a))[0]
    if (!segment) return refuse('autoSpliceFailed', 'the optimum is a part with no segment to place the splice on')
    split = { segmentId: segment.id, offset: segment.startNodeId === at ? 1 : segment.length - 1 }
  } else if (position.kind === 'segment') {
    const segment = doc.getOf('segment', position.edge)!
    split = { segmentId: segment.id, offset: position.from === segment.startNodeId ? position.offset : segment.length - position.offset }
  }
  if (split && !(split.offset > 0 && split.offset < doc.getOf('segment', split.segmentId)!.length)) return refuse('autoSpliceFailed', 'no place for the splice on the segment')
  if (!tx) return true
  const spliceId = args.spliceId ?? newId('splice')
  let nodeId = position.kind === 'node' ? (position.node as NodeId) : ('' as NodeId)
  if (split) {
    nodeId = newId('node')
    const done = splitSegment(doc, { segmentId: split.segmentId as never, offset: split.offset as Mm, nodeId }, tx)
    if (done !== true) return done
  }
  tx.update('node', nodeId, { kind: 'splice', name: args.name })
  tx.put(createSplice({ id: spliceId, nodeId, name: args.name }))
  const atSplice: WireEndpoint = { kind: 'splice', spliceId }
  const feedId = args.feedWireId ?? newId('wire')
  let od = 0
  let strip = 0
  let terminalMoved = false
  for (const wire of all) {
    const side = endKey(wire.endA) === endKey(shared) ? 'A' : 'B'
    od = Math.max(od, wire.od)
    strip = Math.max(strip, side === 'A' ? wire.stripA : wire.stripB)
    tx.update('wire', wire.id, side === 'A' ? { endA: atSplice, stripA: 0 as Mm } : { endB: atSplice, stripB: 0 as Mm })
    // The terminal crimped at the shared end goes to the feed wire (one is enough); a splice takes none.
    for (const terminal of doc.terminalsOf(wire.id)) {
      if (terminal.end !== side) continue
      if (!terminalMoved && shared.kind === 'cavity') {
        tx.update('terminal', terminal.id, { wireId: feedId, end: 'A' })
        terminalMoved = true
      } else tx.remove([terminal.id])
    }
  }
  tx.put(createWire({
    id: feedId, name: args.feedName, endA: shared, endB: atSplice, stripA: strip as Mm,
    csa: all.reduce((sum, w) => sum + w.csa, 0), od: od as Mm, colors: all[0]!.colors, moduleIds: all[0]!.moduleIds,
  }))
  return true
}

/** Whether node `id` is a plain branch point holding nothing (no connector, splice or fixing; not a reference point). */
function isFree(doc: DocReader, id: NodeId): boolean {
  return doc.getOf('node', id)?.kind === 'branch' && doc.connectorsAt(id).length === 0 && doc.splicesAt(id).length === 0 && doc.fixingsAt(id).length === 0
}

/** How many of `ends` lie beyond `next`, walking the bundles away from `from` (a tree: no node twice). */
function endsBeyond(doc: DocReader, from: NodeId, next: NodeId, ends: ReadonlySet<string>): number {
  const seen = new Set<string>([from, next])
  const stack = [next]
  let count = 0
  while (stack.length > 0) {
    const node = stack.pop()!
    if (ends.has(node)) count++
    for (const s of doc.segmentsAt(node)) {
      const other = s.startNodeId === node ? s.endNodeId : s.startNodeId
      if (!seen.has(other)) { seen.add(other); stack.push(other) }
    }
  }
  return count
}
