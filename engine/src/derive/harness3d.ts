import type { NodeId, WireId } from '@harness/protocol'
import { groupPitch, layoutWireTree, TOP_PARENT_DEFAULTS, type Vec3, type WireTreeKind, type WireTreeNode } from '../calc'
import type { WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { WireRoute } from './wireRoutes'

/** An operation at a wire end for the 3D preview (strip, crimp...), with its length in mm. */
export interface EndOperation {
  readonly kind: 'strip' | 'terminal'
  readonly length: number
}

/**
 * A node of the 3D harness wire tree of specification section 3: a wire, or a group (twisted,
 * sheathed, shielded, or an automatic top parent) whose children run together along `path`.
 */
export interface Wire3dNode {
  readonly id: string
  readonly mtype: WireTreeKind | null
  /** Outer diameter in mm (a wire's own, or the envelope of a group's children). */
  readonly od: number
  /** Lay pitch in mm (0 for a single wire). */
  readonly pitch: number
  /** Gap between members in mm. */
  readonly gap: number
  /** The route as points in mm (sheet x, y; z = 0). */
  readonly path: readonly Vec3[]
  readonly visible: boolean
  readonly children: readonly Wire3dNode[]
  /** Untwisted lengths at the head and tail in mm. */
  readonly headuntwist: number
  readonly tailuntwist: number
  /** Strip lengths at the from and to ends in mm. */
  readonly fromStrip: number
  readonly toStrip: number
  readonly headOperations: readonly EndOperation[]
  readonly tailOperations: readonly EndOperation[]
}

/** A connection point of the 3D data: where wire ends meet (a connector or splice node). */
export interface Connection3d {
  readonly point: Vec3
  readonly wires: readonly WireId[]
}

/** The 3D harness data: the wire trees and the connection points. */
export interface Harness3d {
  readonly wires: readonly Wire3dNode[]
  readonly connections: readonly Connection3d[]
}

/** Length left untwisted at each end of a twisted group, in mm (the length the ends fan out to their cavities). */
export const DEFAULT_UNTWIST = 20

/**
 * Builds the 3D harness data from routed wires: twisted groups become `twisted` nodes (their
 * pitch), multicores `sheathed` or `shielded` nodes (pitch 500), and wires or groups that share one
 * route are gathered under an automatic `topparent` (pitch 500, od 1, gap 0.5); diameters and
 * layouts come from the twist geometry (at most 6 wires per layer). Unroutable wires are left out
 * of the trees (the design-rule findings list them).
 */
export function buildHarness3d(doc: DocReader, routes: ReadonlyMap<WireId, WireRoute>): Harness3d {
  const byRoute = new Map<string, Wire3dNode[]>()
  const paths = new Map<string, Vec3[]>()
  const done = new Set<string>()
  const connectionWires = new Map<NodeId, WireId[]>()
  for (const wire of doc.all('wire')) {
    const route = routes.get(wire.id)
    if (!route || !route.ok) continue
    for (const node of [route.from, route.to]) connectionWires.set(node, [...(connectionWires.get(node) ?? []), wire.id])
    const key = `${route.from}>${route.to}|${route.route.steps.map((s) => s.segmentId).join(',')}`
    if (!paths.has(key)) paths.set(key, pathOf(doc, route))
    const owner = wire.groupId ?? wire.multicoreId
    if (owner && done.has(owner)) continue
    const node = owner ? groupNode(doc, owner, paths.get(key)!) : wireNode(doc, wire, paths.get(key)!)
    if (owner) done.add(owner)
    byRoute.set(key, [...(byRoute.get(key) ?? []), node])
  }
  const wires: Wire3dNode[] = []
  for (const [key, nodes] of byRoute) {
    if (nodes.length === 1) {
      wires.push(nodes[0]!)
      continue
    }
    wires.push(makeGroup(`top:${key}`, 'topparent', TOP_PARENT_DEFAULTS.pitch, TOP_PARENT_DEFAULTS.gap, TOP_PARENT_DEFAULTS.od, paths.get(key)!, nodes))
  }
  const connections: Connection3d[] = []
  for (const [nodeId, ids] of connectionWires) {
    const node = doc.getOf('node', nodeId)
    if (node) connections.push({ point: [node.position[0], node.position[1], 0], wires: ids })
  }
  return { wires, connections }
}

function pathOf(doc: DocReader, route: Extract<WireRoute, { ok: true }>): Vec3[] {
  const points: Vec3[] = []
  const at = (id: NodeId) => doc.getOf('node', id)!.position
  let current = at(route.from)
  points.push([current[0], current[1], 0])
  for (const step of route.route.steps) {
    const segment = doc.getOf('segment', step.segmentId)!
    const inner = step.reversed ? [...segment.points].reverse() : segment.points
    for (const p of inner) points.push([p[0], p[1], 0])
    current = at(step.reversed ? segment.startNodeId : segment.endNodeId)
    points.push([current[0], current[1], 0])
  }
  return points
}

function wireNode(doc: DocReader, wire: WireRecord, path: readonly Vec3[]): Wire3dNode {
  const ops = (side: 'A' | 'B', strip: number): EndOperation[] => {
    const list: EndOperation[] = []
    if (strip > 0) list.push({ kind: 'strip', length: strip })
    const terminal = doc.terminalsOf(wire.id).find((t) => t.end === side)
    if (terminal) list.push({ kind: 'terminal', length: terminal.lengthAddOn })
    return list
  }
  return {
    id: wire.id, mtype: null, od: wire.od, pitch: 0, gap: 0, path, visible: true, children: [],
    headuntwist: 0, tailuntwist: 0, fromStrip: wire.stripA, toStrip: wire.stripB,
    headOperations: ops('A', wire.stripA), tailOperations: ops('B', wire.stripB),
  }
}

function groupNode(doc: DocReader, owner: string, path: readonly Vec3[]): Wire3dNode {
  const group = doc.getOf('wireGroup', owner)
  if (group) {
    const members = doc.membersOf(group.id).map((w) => wireNode(doc, w, path))
    const mtype: WireTreeKind = group.kind === 'twisted' ? 'twisted' : 'topparent'
    const pitch = mtype === 'twisted' ? group.pitch : TOP_PARENT_DEFAULTS.pitch
    return { ...makeGroup(group.id, mtype, pitch, 0, undefined, path, members), headuntwist: DEFAULT_UNTWIST, tailuntwist: DEFAULT_UNTWIST }
  }
  const cable = doc.getOf('multicore', owner)!
  const cores = doc.coresOf(cable.id).map((w) => wireNode(doc, w, path))
  const mtype: WireTreeKind = cable.shielded ? 'shielded' : 'sheathed'
  return { ...makeGroup(cable.id, mtype, groupPitch(mtype), 0, cable.od, path, cores), fromStrip: cable.cutBackA, toStrip: cable.cutBackB }
}

function makeGroup(id: string, mtype: WireTreeKind, pitch: number, gap: number, od: number | undefined, path: readonly Vec3[], children: readonly Wire3dNode[]): Wire3dNode {
  const tree: WireTreeNode = { mtype, pitch, gap, ...(od !== undefined ? { od } : {}), children: children.map((c) => ({ od: c.od })) }
  const layout = layoutWireTree(tree)
  return {
    id, mtype, od: layout.od, pitch, gap, path, visible: true, children,
    headuntwist: 0, tailuntwist: 0, fromStrip: 0, toStrip: 0, headOperations: [], tailOperations: [],
  }
}
