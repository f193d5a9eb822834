import type { NodeId } from '@harness/protocol'
import { rotationToward } from '../commands/facingBundle'
import type { CavityRecord, ConnectorRecord, NodeRecord, SegmentRecord } from '../model/records'
import { connectorBodySize, type BodySize } from '../spatial/connectorBody'
import { CLUSTER_PITCH_MM, type GeneratedTopology } from './harnessTopology'

/** Clear space between two connector bodies stacked in a cluster, in mm. */
export const STACK_GAP_MM = 4

/** Clear space between the stacks of neighbouring clusters, in mm. */
export const CLUSTER_GAP_MM = 10

/**
 * The topology's nodes with each cluster's connectors stacked so their drawn bodies do not
 * overlap, within their cluster or with another one. The topology draws the tree before the
 * connectors' cavities are known: a cluster's connectors 15 mm apart around their hub and the
 * clusters {@link CLUSTER_PITCH_MM} apart, while a body grows with its cavities
 * (`connectorBody.ts`: a 26-way housing is 39 mm tall, a cluster of three of them 125 mm).
 *
 * Each cluster's stack is as tall as its bodies plus {@link STACK_GAP_MM} between them. In cluster
 * order, a cluster's centre goes at least the pitch below the one before, and further where its
 * stack would reach into the stack of an earlier cluster whose connectors stand over the same x
 * (with {@link CLUSTER_GAP_MM} between them); clusters side by side along x share their height.
 * Every other node's y is carried from the pitch's grid to the clusters' new centres (linearly
 * between neighbouring clusters', so the tree keeps its order and shape), rounded to the mm, and
 * each cluster's connectors are spaced in their order around its centre. Nodes move along y
 * only: segment lengths are the harness's own and do not change.
 *
 * Example: clusters 0, 1, 2 (hubs at y 0, 30, 60) with stacks 14, 59 and 14 mm tall, all over the
 * same x: centres 0, 7 + 10 + 29.5 = 46.5 and 46.5 + 29.5 + 10 + 7 = 93 instead of 0, 30 and
 * 60; a branch point halfway between clusters 1 and 2 (y = 45) moves to 69.75 → 70. Cluster 1's
 * 4-way (14 mm) and 26-way (41 mm) connectors stack to 14 + 4 + 41 = 59 mm around 46.5: the 4-way
 * at 46.5 − 29.5 + 7 = 24, the 26-way at 46.5 − 29.5 + 18 + 20.5 = 55.5 → 56. Had cluster 1's
 * connectors stood clear of the others along x, every centre would have stayed on the pitch.
 */
export function stackConnectors(topology: GeneratedTopology, connectors: readonly ConnectorRecord[], cavities: readonly CavityRecord[]): NodeRecord[] {
  const cavityCount = new Map<string, number>()
  for (const cavity of cavities) cavityCount.set(cavity.connectorId, (cavityCount.get(cavity.connectorId) ?? 0) + 1)
  const sizeAt = new Map<NodeId, BodySize>()
  for (const connector of connectors) sizeAt.set(connector.nodeId, connectorBodySize(cavityCount.get(connector.id) ?? 0))
  const nodes = new Map(topology.nodes.map((n) => [n.id, n]))
  // The members of each cluster in their order; each stack's height and the x its bodies span.
  const members: NodeId[][] = Array.from({ length: topology.clusterCount }, () => [])
  topology.connectorNodes.forEach((id, c) => members[topology.connectorCluster[c]!]!.push(id))
  const stacks = members.map((cluster) => {
    let height = STACK_GAP_MM * Math.max(0, cluster.length - 1)
    let minX = Infinity
    let maxX = -Infinity
    for (const id of cluster) {
      const size = sizeAt.get(id)
      const x = nodes.get(id)!.position[0]
      // Turned to face its stub later, a body may stand either way: its larger side, either way.
      const reach = size ? Math.max(size.width, size.height) / 2 : 0
      height += size?.height ?? 0
      minX = Math.min(minX, x - reach)
      maxX = Math.max(maxX, x + reach)
    }
    return { height, minX, maxX }
  })
  const toCentres = centreMapping(clusterCentres(stacks))
  const inCluster = new Set(topology.connectorNodes)
  const moved = new Map<NodeId, number>()
  members.forEach((cluster, k) => {
    let top = toCentres(k * CLUSTER_PITCH_MM) - stacks[k]!.height / 2
    for (const id of cluster) {
      const height = sizeAt.get(id)?.height ?? 0
      moved.set(id, Math.round(top + height / 2))
      top += height + STACK_GAP_MM
    }
  })
  return topology.nodes.map((n) => {
    const y = moved.get(n.id) ?? (inCluster.has(n.id) ? n.position[1] : Math.round(toCentres(n.position[1])))
    return y === n.position[1] ? n : { ...n, position: [n.position[0], y] }
  })
}

/** A cluster's stack: its height and the x range its bodies may cover, in mm. */
interface Stack {
  readonly height: number
  readonly minX: number
  readonly maxX: number
}

/**
 * The centres (y, mm) of stacks `stacks` in order from 0: each at least the pitch below the one
 * before and clear by {@link CLUSTER_GAP_MM} of every earlier stack that overlaps it along x.
 * Earlier stacks are looked at back to where even the tallest could no longer reach.
 */
function clusterCentres(stacks: readonly Stack[]): Float64Array {
  const centre = new Float64Array(stacks.length)
  let tallest = 0
  for (let k = 0; k < stacks.length; k++) {
    const stack = stacks[k]!
    let y = k === 0 ? 0 : centre[k - 1]! + CLUSTER_PITCH_MM
    for (let j = k - 1; j >= 0 && centre[j]! + tallest / 2 + CLUSTER_GAP_MM + stack.height / 2 > y; j--) {
      const other = stacks[j]!
      if (other.maxX <= stack.minX || stack.maxX <= other.minX || other.height === 0 || stack.height === 0) continue
      y = Math.max(y, centre[j]! + other.height / 2 + CLUSTER_GAP_MM + stack.height / 2)
    }
    centre[k] = y
    tallest = Math.max(tallest, stack.height)
  }
  return centre
}

/**
 * The map of a y on the topology's grid (cluster k's hub at k × {@link CLUSTER_PITCH_MM}) to the
 * clusters' `centres`: linear between neighbouring centres, and beyond the first or last with the
 * slope of the nearest pair.
 */
function centreMapping(centres: Float64Array): (y: number) => number {
  if (centres.length < 2) return (y) => y
  return (y) => {
    const t = y / CLUSTER_PITCH_MM
    const k = Math.min(centres.length - 2, Math.max(0, Math.floor(t)))
    return centres[k]! + (t - k) * (centres[k + 1]! - centres[k]!)
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
