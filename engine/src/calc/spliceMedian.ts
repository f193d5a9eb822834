/**
 * Splice position on a harness tree that minimises the weighted wire length in mm·weight: the
 * weighted 1-median on a tree (harness-domain.md 3.4, facility-location theory, trimming algorithm
 * [S53]), with keep-out constraints. Runs in linear time in the tree size for a fixed number of
 * keep-outs: O(n) for the trimming and the costs, O(n) per clearance, O(keep-outs) per candidate.
 */

import { GEOMETRY_TOLERANCE, requireFinite, requireNonNegative } from './numberChecks'

/** A bundle segment between two nodes of the tree, with its length in mm. */
export interface SpliceTreeEdge {
  readonly id: string
  readonly a: string
  readonly b: string
  readonly length: number
}

/** A harness topology that is a tree: node ids and segments (n nodes, n − 1 segments, connected). */
export interface SpliceTree {
  readonly nodes: readonly string[]
  readonly edges: readonly SpliceTreeEdge[]
}

/** A wire end the splice joins: its node and its cost weight (1 per wire for length, or mm²·price). */
export interface SpliceTerminal {
  readonly node: string
  readonly weight: number
}

/** A point of the tree: a node, or a segment with an offset in mm measured from the segment's node `a`. */
export type TreePoint =
  | { readonly kind: 'node'; readonly node: string }
  | { readonly kind: 'segment'; readonly edge: string; readonly offset: number }

/**
 * Where a splice may not be (harness-domain 3.4, "constraints tools typically apply", unverified):
 * - `nodes`: the splice may not sit at these nodes. Only the node points are excluded and the
 *   splice is never put an arbitrarily small distance beside one, so a segment whose two ends are
 *   excluded offers no position unless another keep-out boundary lies inside it; give a clearance
 *   to allow positions a set distance away;
 * - `ranges`: open ranges (from, to) in mm from the segment's node `a` — the ends stay allowed, so a
 *   splice can sit at a keep-out boundary;
 * - `clearances`: minimum distances in mm from points such as connector backs, branch points and
 *   fixings; every point strictly closer than `distance` along the tree is excluded.
 */
export interface SpliceKeepOut {
  readonly nodes?: readonly string[]
  readonly ranges?: readonly { readonly edge: string; readonly from: number; readonly to: number }[]
  readonly clearances?: readonly { readonly at: TreePoint; readonly distance: number }[]
}

/** The optimal splice position: a node, or a segment with an offset in mm from its reference node `from` (= `a`). */
export type SplicePosition =
  | { readonly kind: 'node'; readonly node: string }
  | { readonly kind: 'segment'; readonly edge: string; readonly from: string; readonly offset: number }

/** An optimal splice position with its cost Σ w_j·dist_j in mm·weight and each terminal's distance in mm. */
export interface SpliceMedian {
  readonly ok: true
  readonly position: SplicePosition
  readonly cost: number
  /** Tree distance in mm from the splice to each terminal, in the order the terminals were given. */
  readonly distances: readonly number[]
}

/** The dictionary message of the specification (section 8) for `noOptimalSplicePoint`. */
export const NO_OPTIMAL_SPLICE_POINT_MESSAGE = 'no optimal splice point could be computed please check configuration'

/** The keep-outs leave no allowed splice position. */
export interface SpliceMedianFailure {
  readonly ok: false
  readonly reason: 'noOptimalSplicePoint'
  readonly message: typeof NO_OPTIMAL_SPLICE_POINT_MESSAGE
}

interface IndexedTree {
  readonly n: number
  readonly nodeIndex: ReadonlyMap<string, number>
  readonly edgeIndex: ReadonlyMap<string, number>
  readonly ea: Int32Array
  readonly eb: Int32Array
  readonly len: Float64Array
  /** CSR adjacency: neighbours of v are adjNode[adjStart[v] .. adjStart[v+1]) via adjEdge. */
  readonly adjStart: Int32Array
  readonly adjNode: Int32Array
  readonly adjEdge: Int32Array
}

const FN = 'spliceMedian'

function indexTree(tree: SpliceTree): IndexedTree {
  const n = tree.nodes.length
  if (n === 0) throw new RangeError(`${FN}: the tree has no nodes`)
  const nodeIndex = new Map<string, number>()
  tree.nodes.forEach((id, i) => {
    if (nodeIndex.has(id)) throw new RangeError(`${FN}: duplicate node ${id}`)
    nodeIndex.set(id, i)
  })
  if (tree.edges.length !== n - 1) {
    throw new RangeError(`${FN}: a tree of ${n} nodes has ${n - 1} segments, got ${tree.edges.length}`)
  }
  const ea = new Int32Array(n - 1)
  const eb = new Int32Array(n - 1)
  const len = new Float64Array(n - 1)
  const edgeIndex = new Map<string, number>()
  const degree = new Int32Array(n + 1)
  tree.edges.forEach((e, i) => {
    if (edgeIndex.has(e.id)) throw new RangeError(`${FN}: duplicate segment ${e.id}`)
    edgeIndex.set(e.id, i)
    const a = nodeIndex.get(e.a)
    const b = nodeIndex.get(e.b)
    if (a === undefined || b === undefined) throw new RangeError(`${FN}: segment ${e.id} joins unknown node ${a === undefined ? e.a : e.b}`)
    if (a === b) throw new RangeError(`${FN}: segment ${e.id} is a loop at node ${e.a}`)
    ea[i] = a
    eb[i] = b
    len[i] = requireNonNegative(FN, `length of segment ${e.id}`, e.length)
    degree[a + 1]! += 1
    degree[b + 1]! += 1
  })
  const adjStart = new Int32Array(n + 1)
  for (let v = 0; v < n; v++) adjStart[v + 1] = adjStart[v]! + degree[v + 1]!
  const fill = adjStart.slice(0, n)
  const adjNode = new Int32Array(2 * (n - 1))
  const adjEdge = new Int32Array(2 * (n - 1))
  for (let e = 0; e < n - 1; e++) {
    const a = ea[e]!
    const b = eb[e]!
    adjNode[fill[a]!] = b
    adjEdge[fill[a]!++] = e
    adjNode[fill[b]!] = a
    adjEdge[fill[b]!++] = e
  }
  return { n, nodeIndex, edgeIndex, ea, eb, len, adjStart, adjNode, adjEdge }
}

/** Leaf trimming [S53]: each node's parent, parent segment and the weight on its side, in trimming order. */
function trimLeaves(t: IndexedTree, weight: Float64Array) {
  const { n, adjStart, adjNode, adjEdge } = t
  const degree = new Int32Array(n)
  for (let v = 0; v < n; v++) degree[v] = adjStart[v + 1]! - adjStart[v]!
  const removed = new Uint8Array(n)
  const acc = Float64Array.from(weight)
  const parent = new Int32Array(n).fill(-1)
  const parentEdge = new Int32Array(n).fill(-1)
  const order = new Int32Array(Math.max(0, n - 1))
  const queue = new Int32Array(2 * n)
  let head = 0
  let tail = 0
  for (let v = 0; v < n; v++) if (degree[v] === 1) queue[tail++] = v
  let trimmed = 0
  while (trimmed < n - 1 && head < tail) {
    const u = queue[head++]!
    if (removed[u] || degree[u] !== 1) continue
    let p = -1
    let pe = -1
    for (let k = adjStart[u]!; k < adjStart[u + 1]!; k++) {
      if (!removed[adjNode[k]!]) {
        p = adjNode[k]!
        pe = adjEdge[k]!
      }
    }
    removed[u] = 1
    parent[u] = p
    parentEdge[u] = pe
    // Trimming merges the leaf's weight into its neighbour: acc[u] is the weight on u's side of pe.
    acc[p]! += acc[u]!
    degree[p]! -= 1
    degree[u] = 0
    order[trimmed++] = u
    if (degree[p] === 1) queue[tail++] = p
  }
  if (trimmed !== n - 1) throw new RangeError(`${FN}: the segments do not form a tree (a cycle or a disconnected part)`)
  let root = 0
  while (removed[root]) root++
  return { acc, parent, parentEdge, order, root }
}

/** A tree point by index: a node, or a segment and an offset in mm from its node `a`. */
type Resolved = { node: number } | { edge: number; offset: number }

/** Distances in mm from a tree point to every node (a tree walk from the point). */
function distancesFrom(t: IndexedTree, point: Resolved): Float64Array {
  const dist = new Float64Array(t.n).fill(Number.POSITIVE_INFINITY)
  const stack: number[] = []
  if ('node' in point) {
    dist[point.node] = 0
    stack.push(point.node)
  } else {
    dist[t.ea[point.edge]!] = point.offset
    dist[t.eb[point.edge]!] = t.len[point.edge]! - point.offset
    stack.push(t.ea[point.edge]!, t.eb[point.edge]!)
  }
  while (stack.length > 0) {
    const v = stack.pop()!
    for (let k = t.adjStart[v]!; k < t.adjStart[v + 1]!; k++) {
      const w = t.adjNode[k]!
      if (dist[w] === Number.POSITIVE_INFINITY) {
        dist[w] = dist[v]! + t.len[t.adjEdge[k]!]!
        stack.push(w)
      }
    }
  }
  return dist
}

function resolvePoint(t: IndexedTree, p: TreePoint, what: string): Resolved {
  if (p.kind === 'node') {
    const node = t.nodeIndex.get(p.node)
    if (node === undefined) throw new RangeError(`${FN}: ${what} refers to unknown node ${p.node}`)
    return { node }
  }
  const edge = t.edgeIndex.get(p.edge)
  if (edge === undefined) throw new RangeError(`${FN}: ${what} refers to unknown segment ${p.edge}`)
  const offset = requireFinite(FN, `${what} offset`, p.offset)
  if (offset < 0 || offset > t.len[edge]!) throw new RangeError(`${FN}: ${what} offset ${offset} lies outside segment ${p.edge} (0..${t.len[edge]})`)
  return { edge, offset }
}

interface Clearance {
  readonly centre: Resolved
  readonly radius: number
  readonly dist: Float64Array
}

/** Distance in mm from a clearance centre to the point at `offset` mm along segment `e`. */
function clearanceDistance(t: IndexedTree, c: Clearance, e: number, offset: number): number {
  if ('edge' in c.centre && c.centre.edge === e) return Math.abs(offset - c.centre.offset)
  return Math.min(c.dist[t.ea[e]!]! + offset, c.dist[t.eb[e]!]! + t.len[e]! - offset)
}

/** The keep-outs as candidate boundary offsets per segment and tests for nodes and segment points. */
function compileKeepOut(t: IndexedTree, keepOut: SpliceKeepOut) {
  const forbiddenNode = new Uint8Array(t.n)
  for (const id of keepOut.nodes ?? []) {
    const v = t.nodeIndex.get(id)
    if (v === undefined) throw new RangeError(`${FN}: keep-out refers to unknown node ${id}`)
    forbiddenNode[v] = 1
  }
  const rangesOn: { from: number; to: number }[][] = Array.from({ length: t.n - 1 }, () => [])
  const boundaries: number[][] = Array.from({ length: t.n - 1 }, () => [])
  ;(keepOut.ranges ?? []).forEach((r, i) => {
    const e = t.edgeIndex.get(r.edge)
    if (e === undefined) throw new RangeError(`${FN}: keep-out range ${i} refers to unknown segment ${r.edge}`)
    const from = requireFinite(FN, `keep-out range ${i} from`, r.from)
    const to = requireFinite(FN, `keep-out range ${i} to`, r.to)
    if (from > to || from < 0 || to > t.len[e]!) {
      throw new RangeError(`${FN}: keep-out range ${i} (${from}..${to}) is not within segment ${r.edge} (0..${t.len[e]})`)
    }
    rangesOn[e]!.push({ from, to })
    boundaries[e]!.push(from, to)
  })
  const clearances: Clearance[] = (keepOut.clearances ?? []).map((c, i) => {
    const centre = resolvePoint(t, c.at, `clearance ${i}`)
    const radius = requireNonNegative(FN, `clearance ${i} distance`, c.distance)
    return { centre, radius, dist: distancesFrom(t, centre) }
  })
  for (const c of clearances) {
    for (let e = 0; e < t.n - 1; e++) {
      const L = t.len[e]!
      const offsets =
        'edge' in c.centre && c.centre.edge === e
          ? [c.centre.offset - c.radius, c.centre.offset + c.radius]
          : [c.radius - c.dist[t.ea[e]!]!, L - (c.radius - c.dist[t.eb[e]!]!)]
      for (const s of offsets) {
        if (s > 0 && s < L && Math.abs(clearanceDistance(t, c, e, s) - c.radius) <= GEOMETRY_TOLERANCE) boundaries[e]!.push(s)
      }
    }
  }

  const allowedOnEdge = (e: number, offset: number): boolean => {
    for (const r of rangesOn[e]!) if (offset > r.from + GEOMETRY_TOLERANCE && offset < r.to - GEOMETRY_TOLERANCE) return false
    for (const c of clearances) if (clearanceDistance(t, c, e, offset) < c.radius - GEOMETRY_TOLERANCE) return false
    return true
  }
  const allowedNode = (v: number): boolean => {
    if (forbiddenNode[v]) return false
    for (const c of clearances) if (c.dist[v]! < c.radius - GEOMETRY_TOLERANCE) return false
    return true
  }
  return { boundaries, allowedNode, allowedOnEdge }
}

/**
 * Optimal splice position on a harness tree: the point x minimising F(x) = Σ w_j·dist(x, t_j) in
 * mm·weight over the points the keep-outs allow (harness-domain 3.4, weighted 1-median on a tree,
 * trimming [S53]). F is linear along each segment between keep-out boundaries, so the optimum lies at
 * a node or at a keep-out boundary; those candidates are evaluated from the trimming's side weights
 * in O(n + boundaries). Ties within 1e-9 (relative) go to the first node in `tree.nodes`, then to
 * segment points in `tree.edges` order and increasing offset. When the keep-outs leave no candidate,
 * the result is `noOptimalSplicePoint`. A malformed tree or unknown id throws a RangeError.
 */
export function spliceMedian(
  tree: SpliceTree,
  terminals: readonly SpliceTerminal[],
  keepOut: SpliceKeepOut = {},
): SpliceMedian | SpliceMedianFailure {
  const t = indexTree(tree)
  const weight = new Float64Array(t.n)
  let total = 0
  terminals.forEach((term, i) => {
    const v = t.nodeIndex.get(term.node)
    if (v === undefined) throw new RangeError(`${FN}: terminal ${i} refers to unknown node ${term.node}`)
    const w = requireNonNegative(FN, `terminal ${i} weight`, term.weight)
    weight[v]! += w
    total += w
  })
  const { acc, parent, parentEdge, order, root } = trimLeaves(t, weight)

  // Cost at every node: F(root) from the side weights, then F(child) = F(parent) + len·(W − 2·side).
  const cost = new Float64Array(t.n)
  let rootCost = 0
  for (let k = 0; k < order.length; k++) rootCost += acc[order[k]!]! * t.len[parentEdge[order[k]!]!]!
  cost[root] = rootCost
  for (let k = order.length - 1; k >= 0; k--) {
    const u = order[k]!
    cost[u] = cost[parent[u]!]! + t.len[parentEdge[u]!]! * (total - 2 * acc[u]!)
  }
  // Weight on the `a` side minus weight on the `b` side of each segment: F's slope from a towards b.
  const slope = new Float64Array(t.n - 1)
  for (let e = 0; e < t.n - 1; e++) {
    const a = t.ea[e]!
    const aSide = parentEdge[a] === e ? acc[a]! : total - acc[t.eb[e]!]!
    slope[e] = aSide - (total - aSide)
  }

  const { boundaries, allowedNode, allowedOnEdge } = compileKeepOut(t, keepOut)

  let best: Resolved | null = null
  let bestCost = Number.POSITIVE_INFINITY
  const consider = (candidate: Resolved, c: number) => {
    if (best === null || c < bestCost - 1e-9 * Math.max(1, Math.abs(bestCost))) {
      best = candidate
      bestCost = c
    }
  }
  for (let v = 0; v < t.n; v++) if (allowedNode(v)) consider({ node: v }, cost[v]!)
  for (let e = 0; e < t.n - 1; e++) {
    const L = t.len[e]!
    const offsets = boundaries[e]!.filter((s) => s > GEOMETRY_TOLERANCE && s < L - GEOMETRY_TOLERANCE).sort((x, y) => x - y)
    for (const s of offsets) if (allowedOnEdge(e, s)) consider({ edge: e, offset: s }, cost[t.ea[e]!]! + s * slope[e]!)
  }
  const chosen = best as Resolved | null
  if (chosen === null) return { ok: false, reason: 'noOptimalSplicePoint', message: NO_OPTIMAL_SPLICE_POINT_MESSAGE }

  const dist = distancesFrom(t, chosen)
  const distances = terminals.map((term) => dist[t.nodeIndex.get(term.node)!]!)
  const position: SplicePosition =
    'node' in chosen
      ? { kind: 'node', node: tree.nodes[chosen.node]! }
      : { kind: 'segment', edge: tree.edges[chosen.edge]!.id, from: tree.edges[chosen.edge]!.a, offset: chosen.offset }
  return { ok: true, position, cost: bestCost, distances }
}
