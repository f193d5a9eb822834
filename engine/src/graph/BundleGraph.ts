import type { NodeId, SegmentId } from '@harness/protocol'
import type { SegmentRecord } from '../model/records'

/** One step of a route: a segment and whether it is walked from its end node to its start node. */
export interface RouteStep {
  readonly segmentId: SegmentId
  readonly reversed: boolean
}

/** A route between two nodes: the segments walked, in order, and the total length in mm. */
export interface Route {
  readonly steps: readonly RouteStep[]
  readonly length: number
  /** Nodes passed strictly between the two ends (for node add-ons). */
  readonly innerNodes: readonly NodeId[]
}

interface Edge {
  readonly to: number
  readonly segment: number
}

/**
 * The physical bundle graph of a harness: nodes joined by segments with lengths in mm. Routes are
 * shortest paths. Harness topologies are mostly trees, so each connected component that is a tree
 * answers routes through its lowest common ancestor in O(path) after O(n log n) preparation;
 * components with cycles use Dijkstra from the source node, cached per source. Ties between equal
 * paths break toward the smaller segment index (insertion order), so routes are deterministic.
 */
export class BundleGraph {
  private readonly index = new Map<string, number>()
  private readonly nodeIds: NodeId[] = []
  private readonly adjacency: Edge[][] = []
  private readonly segments: SegmentRecord[]
  private readonly component: Int32Array
  private readonly isTree: boolean[] = []
  private readonly parent: Int32Array
  private readonly parentEdge: Int32Array
  private readonly depth: Int32Array
  private readonly distance: Float64Array
  private readonly up: Int32Array[] = []
  private readonly dijkstraCache = new Map<number, { dist: Float64Array; via: Int32Array }>()
  private readonly segmentStart: Int32Array
  private readonly segmentEnd: Int32Array
  /** Scratch of the last {@link routeIndexes}: segment indexes of the route's steps, in order. */
  readonly stepSegments: Int32Array
  /** Scratch of the last {@link routeIndexes}: 1 where the step walks its segment from end to start. */
  readonly stepReversed: Uint8Array
  /** Scratch of the last {@link routeIndexes}: node indexes passed strictly between the ends. */
  readonly innerNodes: Int32Array
  /** Number of valid entries in {@link stepSegments} and {@link stepReversed}. */
  stepCount = 0
  /** Number of valid entries in {@link innerNodes}. */
  innerCount = 0

  constructor(nodeIds: Iterable<NodeId>, segments: Iterable<SegmentRecord>) {
    for (const id of nodeIds) this.addNode(id)
    this.segments = [...segments]
    this.segmentStart = new Int32Array(this.segments.length)
    this.segmentEnd = new Int32Array(this.segments.length)
    this.stepSegments = new Int32Array(this.segments.length + 1)
    this.stepReversed = new Uint8Array(this.segments.length + 1)
    this.segments.forEach((segment, s) => {
      const a = this.addNode(segment.startNodeId)
      const b = this.addNode(segment.endNodeId)
      this.segmentStart[s] = a
      this.segmentEnd[s] = b
      this.adjacency[a]!.push({ to: b, segment: s })
      this.adjacency[b]!.push({ to: a, segment: s })
    })
    const n = this.nodeIds.length
    this.component = new Int32Array(n).fill(-1)
    this.parent = new Int32Array(n).fill(-1)
    this.parentEdge = new Int32Array(n).fill(-1)
    this.depth = new Int32Array(n)
    this.innerNodes = new Int32Array(n + 1)
    this.distance = new Float64Array(n)
    this.buildForest()
  }

  /** True when some component has a cycle, so a length change can move shortest routes. */
  get hasCycles(): boolean {
    return this.isTree.some((tree) => !tree)
  }

  /** Number of nodes known to the graph. */
  get nodeCount(): number {
    return this.nodeIds.length
  }

  /** True when both nodes lie in one connected component (a route exists). */
  connected(from: NodeId, to: NodeId): boolean {
    const a = this.index.get(from)
    const b = this.index.get(to)
    return a !== undefined && b !== undefined && this.component[a] === this.component[b]
  }

  /** The shortest route from `from` to `to`, or null when they are not connected. */
  route(from: NodeId, to: NodeId): Route | null {
    const a = this.index.get(from)
    const b = this.index.get(to)
    if (a === undefined || b === undefined || this.component[a] !== this.component[b]) return null
    if (a === b) return { steps: [], length: 0, innerNodes: [] }
    const length = this.walk(a, b)
    const steps: RouteStep[] = []
    for (let i = 0; i < this.stepCount; i++) steps.push({ segmentId: this.segments[this.stepSegments[i]!]!.id, reversed: this.stepReversed[i] === 1 })
    const innerNodes: NodeId[] = []
    for (let i = 0; i < this.innerCount; i++) innerNodes.push(this.nodeIds[this.innerNodes[i]!]!)
    return { steps, length, innerNodes }
  }

  /** The index of node `id` in this graph (0 ≤ i < {@link nodeCount}), or -1 when unknown. */
  nodeIndexOf(id: NodeId): number {
    return this.index.get(id) ?? -1
  }

  /** The id of the node at index `i`. */
  nodeIdAt(i: number): NodeId {
    return this.nodeIds[i]!
  }

  /** Number of segments; segment indexes follow the order the segments were given in. */
  get segmentCount(): number {
    return this.segments.length
  }

  /** The segment at index `i`, as it was when the graph was built. */
  segmentAt(i: number): SegmentRecord {
    return this.segments[i]!
  }

  /**
   * Routes node index `a` to `b` without allocating: answers false when they are not connected;
   * otherwise the route's segment indexes and directions are in {@link stepSegments} /
   * {@link stepReversed} (first {@link stepCount}) and the inner node indexes in
   * {@link innerNodes} (first {@link innerCount}), valid until the next call. Same route as {@link route}.
   */
  routeIndexes(a: number, b: number): boolean {
    if (a < 0 || b < 0 || this.component[a] !== this.component[b]) return false
    if (a === b) {
      this.stepCount = 0
      this.innerCount = 0
      return true
    }
    this.walk(a, b)
    return true
  }

  /** Walks a route between two distinct connected nodes into the scratch buffers; answers its length in mm at build time. */
  private walk(a: number, b: number): number {
    if (!this.isTree[this.component[a]!]) return this.walkDijkstra(a, b)
    this.walkTree(a, b)
    const top = this.lca(a, b)
    return this.distance[a]! + this.distance[b]! - 2 * this.distance[top]!
  }

  private addNode(id: NodeId): number {
    let i = this.index.get(id)
    if (i === undefined) {
      i = this.nodeIds.length
      this.index.set(id, i)
      this.nodeIds.push(id)
      this.adjacency.push([])
    }
    return i
  }

  /** Labels components, roots each at its first node, and records parents, depths and distances. */
  private buildForest(): void {
    const n = this.nodeIds.length
    let components = 0
    const stack: number[] = []
    for (let root = 0; root < n; root++) {
      if (this.component[root] !== -1) continue
      const c = components++
      let nodes = 0
      let edgeEnds = 0
      this.component[root] = c
      stack.push(root)
      while (stack.length > 0) {
        const v = stack.pop()!
        nodes += 1
        edgeEnds += this.adjacency[v]!.length
        for (const edge of this.adjacency[v]!) {
          if (this.component[edge.to] !== -1) continue
          this.component[edge.to] = c
          this.parent[edge.to] = v
          this.parentEdge[edge.to] = edge.segment
          this.depth[edge.to] = this.depth[v]! + 1
          this.distance[edge.to] = this.distance[v]! + this.segments[edge.segment]!.length
          stack.push(edge.to)
        }
      }
      this.isTree[c] = edgeEnds / 2 === nodes - 1
    }
    // Binary lifting table for lowest common ancestors.
    let levels = 1
    while (1 << levels < n) levels += 1
    this.up.push(Int32Array.from(this.parent, (p, v) => (p === -1 ? v : p)))
    for (let k = 1; k < levels; k++) {
      const prev = this.up[k - 1]!
      this.up.push(Int32Array.from(prev, (p) => prev[p]!))
    }
  }

  private lca(a: number, b: number): number {
    if (this.depth[a]! < this.depth[b]!) [a, b] = [b, a]
    let diff = this.depth[a]! - this.depth[b]!
    for (let k = 0; diff > 0; k++, diff >>= 1) if (diff & 1) a = this.up[k]![a]!
    if (a === b) return a
    for (let k = this.up.length - 1; k >= 0; k--) {
      const ua = this.up[k]![a]!
      const ub = this.up[k]![b]!
      if (ua !== ub) {
        a = ua
        b = ub
      }
    }
    return this.parent[a]!
  }

  /**
   * Walks the route from node index `a` to `b` into the scratch buffers: `stepSegments[i]` and
   * `stepReversed[i]` for i < {@link stepCount}, inner node indexes for i < {@link innerCount}.
   * Through the lowest common ancestor on trees: up from `a`, then down to `b`.
   */
  private walkTree(a: number, b: number): void {
    const top = this.lca(a, b)
    let steps = 0
    let inner = 0
    for (let v = a; v !== top; v = this.parent[v]!) {
      const s = this.parentEdge[v]!
      this.stepSegments[steps] = s
      this.stepReversed[steps++] = this.segmentEnd[s] === v ? 1 : 0
      if (this.parent[v] !== top) this.innerNodes[inner++] = this.parent[v]!
    }
    if (top !== a && top !== b) this.innerNodes[inner++] = top
    const firstBack = steps
    const firstInnerBack = inner
    for (let v = b; v !== top; v = this.parent[v]!) {
      const s = this.parentEdge[v]!
      this.stepSegments[steps] = s
      this.stepReversed[steps++] = this.segmentStart[s] === v ? 1 : 0
      if (this.parent[v] !== top) this.innerNodes[inner++] = this.parent[v]!
    }
    reverseRange(this.stepSegments, firstBack, steps)
    reverseRange(this.stepReversed, firstBack, steps)
    reverseRange(this.innerNodes, firstInnerBack, inner)
    this.stepCount = steps
    this.innerCount = inner
  }

  /** Walks the Dijkstra route from `a` to `b` into the scratch buffers (see {@link walkTree}). */
  private walkDijkstra(a: number, b: number): number {
    let tree = this.dijkstraCache.get(a)
    if (!tree) {
      tree = this.dijkstra(a)
      if (this.dijkstraCache.size > 4096) this.dijkstraCache.clear()
      this.dijkstraCache.set(a, tree)
    }
    let steps = 0
    let inner = 0
    for (let v = b; v !== a; ) {
      const s = tree.via[v]!
      const prev = this.segmentStart[s] === v ? this.segmentEnd[s]! : this.segmentStart[s]!
      this.stepSegments[steps] = s
      this.stepReversed[steps++] = this.segmentStart[s] === v ? 1 : 0
      if (prev !== a) this.innerNodes[inner++] = prev
      v = prev
    }
    reverseRange(this.stepSegments, 0, steps)
    reverseRange(this.stepReversed, 0, steps)
    reverseRange(this.innerNodes, 0, inner)
    this.stepCount = steps
    this.innerCount = inner
    return tree.dist[b]!
  }

  private dijkstra(source: number): { dist: Float64Array; via: Int32Array } {
    const n = this.nodeIds.length
    const dist = new Float64Array(n).fill(Infinity)
    const via = new Int32Array(n).fill(-1)
    // A settled node keeps its predecessor: with zero-length segments a tie could otherwise
    // re-parent it onto a node reached through itself, and the route walk would never end.
    const settled = new Uint8Array(n)
    const heap = new MinHeap()
    dist[source] = 0
    heap.push(0, source)
    while (heap.size > 0) {
      const [d, v] = heap.pop()
      if (d > dist[v]! || settled[v]) continue
      settled[v] = 1
      for (const edge of this.adjacency[v]!) {
        if (settled[edge.to]) continue
        const nd = d + this.segments[edge.segment]!.length
        if (nd < dist[edge.to]! || (nd === dist[edge.to]! && edge.segment < via[edge.to]!)) {
          dist[edge.to] = nd
          via[edge.to] = edge.segment
          heap.push(nd, edge.to)
        }
      }
    }
    return { dist, via }
  }
}

/** Reverses `items[from..to)` in place. */
function reverseRange(items: Int32Array | Uint8Array, from: number, to: number): void {
  for (let i = from, j = to - 1; i < j; i++, j--) {
    const t = items[i]!
    items[i] = items[j]!
    items[j] = t
  }
}

/** A binary min-heap of (priority, value) pairs for Dijkstra. */
class MinHeap {
  private readonly keys: number[] = []
  private readonly values: number[] = []

  get size(): number {
    return this.keys.length
  }

  push(key: number, value: number): void {
    let i = this.keys.length
    this.keys.push(key)
    this.values.push(value)
    while (i > 0) {
      const p = (i - 1) >> 1
      if (this.keys[p]! <= key) break
      this.keys[i] = this.keys[p]!
      this.values[i] = this.values[p]!
      i = p
    }
    this.keys[i] = key
    this.values[i] = value
  }

  pop(): [number, number] {
    const top: [number, number] = [this.keys[0]!, this.values[0]!]
    const lastKey = this.keys.pop()!
    const lastValue = this.values.pop()!
    if (this.keys.length > 0) {
      let i = 0
      const n = this.keys.length
      for (;;) {
        const l = 2 * i + 1
        if (l >= n) break
        const r = l + 1
        const c = r < n && this.keys[r]! < this.keys[l]! ? r : l
        if (this.keys[c]! >= lastKey) break
        this.keys[i] = this.keys[c]!
        this.values[i] = this.values[c]!
        i = c
      }
      this.keys[i] = lastKey
      this.values[i] = lastValue
    }
    return top
  }
}
