import type { NodeId } from '@harness/protocol'
import { rotationToward } from '../commands/facingBundle'
import type { CavityRecord, ConnectorRecord, NodeRecord, SegmentRecord } from '../model/records'
import { connectorBodySize } from '../spatial/connectorBody'
import type { GeneratedTopology } from './harnessTopology'

/** Clear space between two connector bodies stacked in a cluster, in mm. */
export const STACK_GAP_MM = 4

/**
 * The topology's nodes with each cluster's connectors stacked so their drawn bodies do not
 * overlap: the topology places a cluster's connectors 15 mm apart around their hub before their
 * cavities are known, and a body grows with its cavities (`connectorBody.ts`: a 26-way housing is
 * 39 mm tall). Each cluster keeps its order and its centre (the hub's height); the connectors are
 * spaced by their bodies' heights plus {@link STACK_GAP_MM}. Only connector nodes move, and only
 * along y: segment lengths are the harness's own and do not change.
 *
 * Example: a cluster of a 4-way (12 mm tall) and a 26-way (39 mm) connector around y = 100 spans
 * 12 + 4 + 39 = 55 mm: the 4-way at y = 100 − 27.5 + 6 = 78.5 → 79 (rounded to the mm), the
 * 26-way at 100 − 27.5 + 16 + 19.5 = 108.
 */
export function stackConnectors(topology: GeneratedTopology, connectors: readonly ConnectorRecord[], cavities: readonly CavityRecord[]): NodeRecord[] {
  const cavityCount = new Map<string, number>()
  for (const cavity of cavities) cavityCount.set(cavity.connectorId, (cavityCount.get(cavity.connectorId) ?? 0) + 1)
  const heightAt = new Map<NodeId, number>()
  for (const connector of connectors) heightAt.set(connector.nodeId, connectorBodySize(cavityCount.get(connector.id) ?? 0).height)
  const nodes = new Map(topology.nodes.map((n) => [n.id, n]))
  // The members of each cluster in their order, and the height of the cluster's stack.
  const members: NodeId[][] = Array.from({ length: topology.clusterCount }, () => [])
  topology.connectorNodes.forEach((id, c) => members[topology.connectorCluster[c]!]!.push(id))
  const moved = new Map<NodeId, number>()
  for (const cluster of members) {
    if (cluster.length === 0) continue
    const centre = cluster.reduce((sum, id) => sum + nodes.get(id)!.position[1], 0) / cluster.length
    const total = cluster.reduce((sum, id) => sum + (heightAt.get(id) ?? 0), 0) + STACK_GAP_MM * (cluster.length - 1)
    let top = centre - total / 2
    for (const id of cluster) {
      const height = heightAt.get(id) ?? 0
      moved.set(id, Math.round(top + height / 2))
      top += height + STACK_GAP_MM
    }
  }
  return topology.nodes.map((n) => {
    const y = moved.get(n.id)
    return y === undefined || y === n.position[1] ? n : { ...n, position: [n.position[0], y] }
  })
}

/**
 * The connectors turned to face the stub that joins each to its cluster's hub
 * (`rotationToward`, as the place tool turns a connector toward its first bundle): the wires'
 * leads run from the pins straight into the bundle, not across the housing and its pin names.
 * Connectors stand right of their hub, so most face left (180°); in a tall stack the outer ones
 * face up or down.
 */
export function facingStubs(connectors: readonly ConnectorRecord[], nodes: readonly NodeRecord[], segments: readonly SegmentRecord[]): ConnectorRecord[] {
  const position = new Map(nodes.map((n) => [n.id, n.position]))
  const hubOf = new Map<NodeId, NodeId>()
  for (const segment of segments) hubOf.set(segment.endNodeId, segment.startNodeId)
  return connectors.map((connector) => {
    const at = position.get(connector.nodeId)
    const hub = position.get(hubOf.get(connector.nodeId)!)
    const rotation = at && hub ? rotationToward(at, hub) : null
    return rotation === null || rotation === connector.rotation ? connector : { ...connector, rotation }
  })
}
