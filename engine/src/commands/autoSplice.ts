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
  for (const id of [args.spliceId, args.feedWireId]) if (id !== undefined && (typeof id !== 'string' || doc.get(id))) return refuse('invalidArguments', `id ${String(id)} is taken or not text`)
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
  for (const wire of all) {
    const other = endKey(wire.endA) === endKey(shared) ? wire.endB : wire.endA
    const node = endNode(doc, other)
    if (!node || !tree.nodes.includes(node)) return refuse('autoSpliceFailed', `the other end of ${wire.name || wire.id} is not on the same bundles`)
    terminals.push({ node, weight: 1 })
  }
  const result = spliceMedian(tree, terminals, { nodes: [], clearances: [] })
  if (!result.ok) return refuse('autoSpliceFailed', 'no place for the splice')
  // Where the splice goes: the optimum's node when it holds no part, else 1 mm out along its
  // first segment (a part's node cannot hold the splice too), or a point on a segment.
  const position = result.position
  let split: { segmentId: string; offset: number } | null = null
  if (position.kind === 'node' && !isFree(doc, position.node as NodeId)) {
    const segment = doc.segmentsAt(position.node as NodeId).find((s) => s.length > 1)
    if (!segment) return refuse('autoSpliceFailed', 'the optimum is a part with no segment to place the splice on')
    split = { segmentId: segment.id, offset: segment.startNodeId === position.node ? 1 : segment.length - 1 }
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
  for (const wire of all) tx.update('wire', wire.id, endKey(wire.endA) === endKey(shared) ? { endA: atSplice } : { endB: atSplice })
  tx.put(createWire({
    id: args.feedWireId ?? newId('wire'), name: args.feedName, endA: shared, endB: atSplice,
    csa: all.reduce((sum, w) => sum + w.csa, 0), od: Math.max(...all.map((w) => w.od)) as Mm, colors: all[0]!.colors,
  }))
  return true
}

/** Whether node `id` holds nothing a splice could not share (no connector, splice or fixing). */
function isFree(doc: DocReader, id: NodeId): boolean {
  return doc.connectorsAt(id).length === 0 && doc.splicesAt(id).length === 0 && doc.fixingsAt(id).length === 0
}
