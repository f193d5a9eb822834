import type { NodeId, WireId } from '@harness/protocol'
import { BundleGraph, type Route } from '../graph/BundleGraph'
import type { WireEndpoint, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'

/** Why a wire has no route: an end is attached to nothing, or its ends lie in separate bundles. */
export type UnroutableReason = 'openEnd' | 'cannotConnectToGraph'

/** The route of one wire, or why it has none. Unroutable wires are reported, never dropped. */
export type WireRoute =
  | { readonly ok: true; readonly wireId: WireId; readonly from: NodeId; readonly to: NodeId; readonly route: Route }
  | { readonly ok: false; readonly wireId: WireId; readonly reason: UnroutableReason }

/** The topology node a wire end sits at: its connector's or splice's node; null for an open end. */
export function endNode(doc: DocReader, end: WireEndpoint): NodeId | null {
  return doc.endPartOf(end)?.nodeId ?? null
}

/** The bundle graph of a document: every node and segment. */
export function buildGraph(doc: DocReader): BundleGraph {
  return new BundleGraph([...doc.all('node')].map((n) => n.id), doc.all('segment'))
}

/** Routes one wire through the graph (shortest path between its end nodes). */
export function routeWire(doc: DocReader, graph: BundleGraph, wire: WireRecord): WireRoute {
  const from = endNode(doc, wire.endA)
  const to = endNode(doc, wire.endB)
  if (from === null || to === null) return { ok: false, wireId: wire.id, reason: 'openEnd' }
  const route = graph.route(from, to)
  if (!route) return { ok: false, wireId: wire.id, reason: 'cannotConnectToGraph' }
  return { ok: true, wireId: wire.id, from, to, route }
}

/**
 * Routes every wire of the document. Members of a twisted or combined group, and cores of a
 * multicore, take the route of the group's or cable's first routable member when their own ends
 * sit at the same nodes (wire-combination sync: they run together through the bundle).
 */
export function routeAllWires(doc: DocReader, graph: BundleGraph = buildGraph(doc)): Map<WireId, WireRoute> {
  const routes = new Map<WireId, WireRoute>()
  const shared = new Map<string, WireRoute>()
  for (const wire of doc.all('wire')) {
    const owner = wire.groupId ?? wire.multicoreId
    const from = endNode(doc, wire.endA)
    const to = endNode(doc, wire.endB)
    const key = owner && from && to ? `${owner}|${from}|${to}` : null
    const cached = key ? shared.get(key) : undefined
    if (cached && cached.ok) {
      routes.set(wire.id, { ...cached, wireId: wire.id })
      continue
    }
    const route = routeWire(doc, graph, wire)
    routes.set(wire.id, route)
    if (key && route.ok) shared.set(key, route)
  }
  return routes
}
