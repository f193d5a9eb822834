import type { NodeId } from '@harness/protocol'
import { rotationToward } from '../commands/facingBundle'
import type { CavityRecord, ConnectorRecord, NodeRecord, SegmentRecord } from '../model/records'
import { connectorBodySize } from '../spatial/connectorBody'
import { CLUSTER_PITCH_MM, type GeneratedTopology } from './harnessTopology'

/** Clear space between two connector bodies stacked in a cluster, in mm. */
export const STACK_GAP_MM = 4

/** Clear space between the stacks of neighbouring clusters, in mm. */
export const CLUSTER_GAP_MM = 10

/**
 * The topology's nodes with each cluster's connectors stacked so their drawn bodies do not
 * overlap, within their cluster or with a neighbouring one. The topology draws the tree before
 * the connectors' cavities are known: a cluster's connectors 15 mm apart around their hub and
 * the clusters {@link CLUSTER_PITCH_MM} apart, while a body grows with its cavities
 * (`connectorBody.ts`: a 26-way housing is 39 mm tall, a cluster of three of them 125 mm).
 *
 * Each cluster gets a band of the sheet as tall as its stack plus {@link CLUSTER_GAP_MM} (at
 * least the pitch), the bands in cluster order from the root's, centred at y = 0. Every node's y
 * is carried from the pitch's grid to the bands' (linearly between neighbouring clusters'
 * centres, so the tree keeps its order and shape), rounded to the mm; each cluster's connectors
 * are then spaced by their bodies' heights plus {@link STACK_GAP_MM} around their band's centre,
 * in their order. Nodes move along y only: segment lengths are the harness's own and do not change.
 *
 * Example: clusters 0, 1, 2 with stacks 12, 55 and 12 mm tall get bands 30, 65 and 30 mm:
 * centres 0, 47.5 and 95 instead of 0, 30 and 60; a branch point halfway between clusters 1 and
 * 2 (y = 45) moves to 71.25 → 71. Cluster 1's 4-way (12 mm) and 26-way (39 mm) connectors
 * stack to 12 + 4 + 39 = 55 mm around 47.5: the 4-way at 47.5 − 27.5 + 6 = 26, the 26-way at
 * 47.5 − 27.5 + 16 + 19.5 = 55.5 → 56.
 */
export function stackConnectors(topology: GeneratedTopology, connectors: readonly ConnectorRecord[], cavities: readonly CavityRecord[]): NodeRecord[] {
  const cavityCount = new Map<string, number>()
  for (const cavity of cavities) cavityCount.set(cavity.connectorId, (cavityCount.get(cavity.connectorId) ?? 0) + 1)
  const heightAt = new Map<NodeId, number>()
  for (const connector of connectors) heightAt.set(connector.nodeId, connectorBodySize(cavityCount.get(connector.id) ?? 0).height)
  // The members of each cluster in their order, and the height of each cluster's stack.
  const members: NodeId[][] = Array.from({ length: topology.clusterCount }, () => [])
  topology.connectorNodes.forEach((id, c) => members[topology.connectorCluster[c]!]!.push(id))
  const stackHeight = members.map((cluster) => cluster.reduce((sum, id) => sum + (heightAt.get(id) ?? 0), 0) + STACK_GAP_MM * Math.max(0, cluster.length - 1))
  const toBands = bandMapping(stackHeight.map((h) => Math.max(CLUSTER_PITCH_MM, h + CLUSTER_GAP_MM)))
  const inCluster = new Set(topology.connectorNodes)
  const moved = new Map<NodeId, number>()
  members.forEach((cluster, k) => {
    let top = toBands(k * CLUSTER_PITCH_MM) - stackHeight[k]! / 2
    for (const id of cluster) {
      const height = heightAt.get(id) ?? 0
      moved.set(id, Math.round(top + height / 2))
      top += height + STACK_GAP_MM
    }
  })
  return topology.nodes.map((n) => {
    const y = moved.get(n.id) ?? (inCluster.has(n.id) ? n.position[1] : Math.round(toBands(n.position[1])))
    return y === n.position[1] ? n : { ...n, position: [n.position[0], y] }
  })
}

/**
 * The map of a y on the topology's grid (cluster k's hub at k × {@link CLUSTER_PITCH_MM}) to the
 * sheet of bands `bands` mm tall, band 0 centred at 0: linear between neighbouring centres,
 * and beyond the first or last with the pitch's slope of the nearest pair.
 */
function bandMapping(bands: readonly number[]): (y: number) => number {
  const centre = new Float64Array(Math.max(1, bands.length))
  for (let k = 1; k < bands.length; k++) centre[k] = centre[k - 1]! + (bands[k - 1]! + bands[k]!) / 2
  if (bands.length < 2) return (y) => y
  return (y) => {
    const t = y / CLUSTER_PITCH_MM
    const k = Math.min(bands.length - 2, Math.max(0, Math.floor(t)))
    return centre[k]! + (t - k) * (centre[k + 1]! - centre[k]!)
  }
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
