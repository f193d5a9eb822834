import type { NodeId, SegmentId } from '@harness/protocol'
import { createNode, createSegment } from '../model/factories'
import type { NodeRecord, SegmentRecord } from '../model/records'
import type { Mm } from '../model/units'
import type { HarnessSizeSpec } from './harnessSizes'
import type { SegmentClass } from './partCatalogue'
import type { Random } from './seededRandom'

/**
 * The bundle tree of a synthetic harness and where its parts sit: connectors numbered 0.. in
 * cluster order (a cluster is the group of connectors at one branch end), the cluster of every
 * connector, and for every splice the cluster around which it gathers wire ends. Clusters are
 * numbered in depth-first order, so clusters with near numbers are near in the tree.
 */
export interface GeneratedTopology {
  readonly nodes: NodeRecord[]
  readonly segments: SegmentRecord[]
  /** The class of each segment, parallel to `segments`. */
  readonly segmentClasses: SegmentClass[]
  readonly connectorNodes: NodeId[]
  readonly connectorCluster: Int32Array
  readonly clusterCount: number
  readonly spliceNodes: NodeId[]
  readonly spliceCluster: Int32Array
}

/** How far apart (mm, along y) the topology draws neighbouring clusters' hubs: cluster k's at k times this. */
export const CLUSTER_PITCH_MM = 30

/** Average number of connectors in one cluster at a branch end. */
const CONNECTORS_PER_CLUSTER = 3
/** Share of the connectors that gather at the trunk's root (the control-unit and fuse-box end). */
const ROOT_CLUSTER_SHARE = 0.04

/**
 * Builds the bundle tree of `spec` in O(n): a trunk of branch nodes; branches (paths of branch
 * nodes) attached to random inner nodes of the trunk or of earlier branches, which makes
 * sub-branches; a cluster of connectors at the root and at every branch end, each connector on a
 * short stub segment of its own; and splices on branch segments, each splitting its segment.
 * Lengths in mm: trunk segments 80–350, branch segments 40–250, stubs 20–150. Node positions
 * draw the tree as a dendrogram: x is the distance from the root in mm, y follows the clusters.
 * The tree has exactly `spec.segments` segments and `spec.segments + 1` nodes.
 */
export function generateTopology(spec: HarnessSizeSpec, rng: Random): GeneratedTopology {
  const connectorCount = spec.connectors
  const spliceCount = spec.splices
  const nb = spec.segments - connectorCount - spliceCount + 1
  const leaves = Math.min(Math.max(2, Math.round(connectorCount / CONNECTORS_PER_CLUSTER)), connectorCount, nb - 1)
  const branches = leaves - 2
  const trunk = branches === 0 ? nb : Math.min(Math.max(3, Math.round(2 * Math.sqrt(nb))), nb - branches)

  // The structural tree: node 0 is the root, parents precede children.
  const parent = new Int32Array(nb).fill(-1)
  const length = new Int32Array(nb)
  for (let v = 1; v < trunk; v++) {
    parent[v] = v - 1
    length[v] = rng.int(80, 350)
  }
  const inner: number[] = []
  for (let v = 1; v < trunk - 1; v++) inner.push(v)
  const pathLength = new Int32Array(branches).fill(1)
  for (let r = nb - trunk - branches; r > 0; r--) pathLength[rng.int(0, branches - 1)]! += 1
  let next = trunk
  for (let b = 0; b < branches; b++) {
    let previous = inner[rng.int(0, inner.length - 1)]!
    for (let j = 0; j < pathLength[b]!; j++) {
      const v = next++
      parent[v] = previous
      length[v] = rng.int(40, 250)
      if (j < pathLength[b]! - 1) inner.push(v)
      previous = v
    }
  }

  const { preorder, childCount } = depthFirst(parent)
  // Clusters: the root, then every leaf in depth-first order.
  const clusterOf = new Int32Array(nb).fill(-1)
  const hubs: number[] = []
  for (const v of preorder) {
    if (v === 0 || childCount[v] === 0) {
      clusterOf[v] = hubs.length
      hubs.push(v)
    }
  }
  const lo = new Int32Array(nb).fill(0x7fffffff)
  const hi = new Int32Array(nb).fill(-1)
  for (let i = preorder.length - 1; i >= 0; i--) {
    const v = preorder[i]!
    if (clusterOf[v]! >= 0) {
      lo[v] = Math.min(lo[v]!, clusterOf[v]!)
      hi[v] = Math.max(hi[v]!, clusterOf[v]!)
    }
    const p = parent[v]!
    if (p >= 0) {
      lo[p] = Math.min(lo[p]!, lo[v]!)
      hi[p] = Math.max(hi[p]!, hi[v]!)
    }
  }

  // Connectors per cluster: one each, a share at the root, the rest at random.
  const clusterSize = new Int32Array(hubs.length).fill(1)
  const extra = connectorCount - hubs.length
  const rootExtra = Math.min(extra, Math.round(connectorCount * ROOT_CLUSTER_SHARE))
  clusterSize[0]! += rootExtra
  for (let r = rootExtra; r < extra; r++) clusterSize[rng.int(0, hubs.length - 1)]! += 1

  // Splices on branch segments (trunk segments only when there are no branches).
  const splicesOn = new Int32Array(nb)
  const firstCandidate = branches > 0 ? trunk : 1
  for (let s = 0; s < spliceCount; s++) splicesOn[rng.int(firstCandidate, nb - 1)]! += 1

  const nodes: NodeRecord[] = []
  const segments: SegmentRecord[] = []
  const segmentClasses: SegmentClass[] = []
  const spliceNodes: NodeId[] = []
  const spliceCluster = new Int32Array(spliceCount)
  const nodeId: NodeId[] = new Array<NodeId>(nb)
  const x = new Float64Array(nb)
  const y = new Float64Array(nb)
  const addSegment = (from: NodeId, to: NodeId, mm: number, segmentClass: SegmentClass) => {
    const n = segments.length + 1
    segments.push(createSegment({ id: `segment:S${n}` as SegmentId, name: `S${n}`, startNodeId: from, endNodeId: to, length: mm as Mm }))
    segmentClasses.push(segmentClass)
  }
  preorder.forEach((v, i) => {
    nodeId[v] = `node:B${i + 1}` as NodeId
    const p = parent[v]!
    x[v] = p >= 0 ? x[p]! + length[v]! : 0
    y[v] = v === 0 ? 0 : ((lo[v]! + hi[v]!) / 2) * CLUSTER_PITCH_MM
    nodes.push(createNode({ id: nodeId[v], kind: 'branch', name: `B${i + 1}`, position: [x[v]!, y[v]!] }))
    if (p < 0) return
    const segmentClass: SegmentClass = v < trunk ? 'trunk' : 'branch'
    const m = splicesOn[v]!
    if (m === 0) {
      addSegment(nodeId[p]!, nodeId[v]!, length[v]!, segmentClass)
      return
    }
    // Split the segment into m + 1 pieces of at least 5 mm with a splice node at each cut.
    const total = Math.max(length[v]!, 10 * (m + 1))
    const cuts = Array.from({ length: m }, () => rng.int(0, total - 5 * (m + 1))).sort((a, b) => a - b)
    let from = nodeId[p]!
    let along = 0
    cuts.forEach((cut, k) => {
      const at = cut + 5 * (k + 1)
      const s = spliceNodes.length
      const id = `node:SP${s + 1}` as NodeId
      const t = at / total
      nodes.push(createNode({ id, kind: 'splice', name: `SP${s + 1}`, position: [Math.round(x[p]! + (x[v]! - x[p]!) * t), Math.round(y[p]! + (y[v]! - y[p]!) * t)] }))
      spliceNodes.push(id)
      spliceCluster[s] = rng.int(lo[v]!, hi[v]!)
      addSegment(from, id, at - along, segmentClass)
      from = id
      along = at
    })
    addSegment(from, nodeId[v]!, total - along, segmentClass)
  })

  const connectorNodes: NodeId[] = []
  const connectorCluster = new Int32Array(connectorCount)
  hubs.forEach((hub, cluster) => {
    const n = clusterSize[cluster]!
    for (let j = 0; j < n; j++) {
      const c = connectorNodes.length
      const id = `node:X${c + 1}` as NodeId
      const stub = rng.int(20, 150)
      nodes.push(createNode({ id, kind: 'connector', name: `X${c + 1}`, position: [x[hub]! + 40 + stub, Math.round(y[hub]! + (j - (n - 1) / 2) * 15)] }))
      connectorNodes.push(id)
      connectorCluster[c] = cluster
      addSegment(nodeId[hub]!, id, stub, 'stub')
    }
  })
  return { nodes, segments, segmentClasses, connectorNodes, connectorCluster, clusterCount: hubs.length, spliceNodes, spliceCluster }
}

/** Preorder of a tree given by parent indices (parents before children, children in index order) and child counts. */
function depthFirst(parent: Int32Array): { preorder: number[]; childCount: Int32Array } {
  const n = parent.length
  const childCount = new Int32Array(n)
  for (let v = 1; v < n; v++) childCount[parent[v]!]! += 1
  const start = new Int32Array(n + 1)
  for (let v = 0; v < n; v++) start[v + 1] = start[v]! + childCount[v]!
  const fill = start.slice(0, n)
  const children = new Int32Array(Math.max(n - 1, 0))
  for (let v = 1; v < n; v++) children[fill[parent[v]!]!++] = v
  const preorder: number[] = []
  const stack: number[] = [0]
  while (stack.length > 0) {
    const v = stack.pop()!
    preorder.push(v)
    for (let k = start[v + 1]! - 1; k >= start[v]!; k--) stack.push(children[k]!)
  }
  return { preorder, childCount }
}
