import { describe, expect, it } from 'vitest'
import {
  NO_OPTIMAL_SPLICE_POINT_MESSAGE,
  spliceMedian,
  type SpliceKeepOut,
  type SpliceMedian,
  type SpliceTerminal,
  type SpliceTree,
  type TreePoint,
} from './spliceMedian'

/** mulberry32: a small seeded PRNG so the property tests are reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

/** A tree builder: `tree('A-B:10', 'B-C:5')` gives nodes in order of first mention and segments e0, e1, …. */
function tree(...specs: string[]): SpliceTree {
  const nodes: string[] = []
  const edges = specs.map((s, i) => {
    const [ends, length] = s.split(':') as [string, string]
    const [a, b] = ends.split('-') as [string, string]
    for (const v of [a, b]) if (!nodes.includes(v)) nodes.push(v)
    return { id: `e${i}`, a, b, length: Number(length) }
  })
  return { nodes, edges }
}

function ok(r: ReturnType<typeof spliceMedian>): SpliceMedian {
  if (!r.ok) throw new Error(`expected a splice point, got ${r.reason}`)
  return r
}

// A star with a tail: connectors X1, X2, X3 around branch point N, and X4 behind X3.
const star = tree('X1-N:100', 'X2-N:200', 'N-X3:50', 'X3-X4:400')

describe('spliceMedian (unconstrained)', () => {
  it('puts the splice at the weighted median node', () => {
    const r = ok(spliceMedian(star, [{ node: 'X1', weight: 1 }, { node: 'X2', weight: 1 }, { node: 'X4', weight: 1 }]))
    expect(r.position).toEqual({ kind: 'node', node: 'N' })
    expect(r.cost).toBe(100 + 200 + 450)
    expect(r.distances).toEqual([100, 200, 450])
  })

  it('follows a dominant weight to its terminal (more than half the total weight)', () => {
    const r = ok(spliceMedian(star, [{ node: 'X1', weight: 1 }, { node: 'X2', weight: 1 }, { node: 'X4', weight: 2.5 }]))
    expect(r.position).toEqual({ kind: 'node', node: 'X4' })
  })

  it('handles a one-node tree and terminals without weight', () => {
    expect(ok(spliceMedian({ nodes: ['S'], edges: [] }, [{ node: 'S', weight: 2 }]))).toEqual({
      ok: true, position: { kind: 'node', node: 'S' }, cost: 0, distances: [0],
    })
    expect(ok(spliceMedian(star, [])).position).toEqual({ kind: 'node', node: 'X1' })
  })
})

describe('spliceMedian (keep-outs)', () => {
  const terms: SpliceTerminal[] = [{ node: 'X1', weight: 1 }, { node: 'X2', weight: 1 }, { node: 'X4', weight: 1 }]

  it('moves the splice to a clearance boundary inside a segment', () => {
    // X4 weighs 1.5 of 3.5: N stays the median, and 60 mm from N the cost rises slowest towards X4
    // (slope 2 − 1.5 = 0.5 per mm, against 1.5 towards X1 or X2); X3 is only 50 mm from N.
    const weighted: SpliceTerminal[] = [{ node: 'X1', weight: 1 }, { node: 'X2', weight: 1 }, { node: 'X4', weight: 1.5 }]
    const r = ok(spliceMedian(star, weighted, { clearances: [{ at: { kind: 'node', node: 'N' }, distance: 60 }] }))
    expect(r.position).toEqual({ kind: 'segment', edge: 'e3', from: 'X3', offset: 10 })
    expect(r.cost).toBeCloseTo(100 + 200 + 1.5 * 450 + 60 * 0.5, 9)
    expect(r.distances).toEqual([160, 260, 390])
  })

  it('breaks an equal-cost clearance boundary by segment order', () => {
    // Equal weights: every direction away from N costs +1 per mm, so the first segment wins.
    const r = ok(spliceMedian(star, terms, { clearances: [{ at: { kind: 'node', node: 'N' }, distance: 60 }] }))
    expect(r.position).toEqual({ kind: 'segment', edge: 'e0', from: 'X1', offset: 40 })
    expect(r.cost).toBeCloseTo(750 + 60, 9)
  })

  it('stops at the end of a forbidden range, which stays allowed', () => {
    const r = ok(spliceMedian(star, terms, { nodes: ['N', 'X3'], ranges: [{ edge: 'e0', from: 30, to: 100 }, { edge: 'e1', from: 0, to: 200 }, { edge: 'e2', from: 0, to: 50 }] }))
    expect(r.position).toEqual({ kind: 'segment', edge: 'e0', from: 'X1', offset: 30 })
    expect(r.cost).toBeCloseTo(30 + (70 + 200) + (70 + 450), 9)
  })

  it('takes another node when the median node is forbidden', () => {
    const r = ok(spliceMedian(star, terms, { nodes: ['N'] }))
    expect(r.position).toEqual({ kind: 'node', node: 'X3' })
  })

  it('reports noOptimalSplicePoint with the dictionary message when nothing is left', () => {
    const r = spliceMedian(tree('A-B:10'), [{ node: 'A', weight: 1 }], {
      clearances: [{ at: { kind: 'segment', edge: 'e0', offset: 5 }, distance: 6 }],
    })
    expect(r).toEqual({ ok: false, reason: 'noOptimalSplicePoint', message: NO_OPTIMAL_SPLICE_POINT_MESSAGE })
    expect(NO_OPTIMAL_SPLICE_POINT_MESSAGE).toBe('no optimal splice point could be computed please check configuration')
  })

  it('allows the exact clearance distance', () => {
    const r = ok(spliceMedian(tree('A-B:10'), [{ node: 'A', weight: 1 }], { clearances: [{ at: { kind: 'node', node: 'A' }, distance: 4 }] }))
    expect(r.position).toEqual({ kind: 'segment', edge: 'e0', from: 'A', offset: 4 })
    expect(r.cost).toBe(4)
  })
})

describe('spliceMedian tie-break', () => {
  // Two terminals of equal weight: every point between them costs the same.
  const path = tree('A-B:10', 'B-C:10', 'C-D:10')
  const ends: SpliceTerminal[] = [{ node: 'A', weight: 1 }, { node: 'D', weight: 1 }]

  it('prefers the first node listed in tree.nodes among equal costs', () => {
    expect(ok(spliceMedian(path, ends)).position).toEqual({ kind: 'node', node: 'A' })
    const reordered: SpliceTree = { nodes: ['C', 'B', 'D', 'A'], edges: path.edges }
    expect(ok(spliceMedian(reordered, ends)).position).toEqual({ kind: 'node', node: 'C' })
  })

  it('prefers any allowed node to a segment point of the same cost', () => {
    const r = ok(spliceMedian(path, ends, { nodes: ['A', 'B'], ranges: [{ edge: 'e2', from: 2, to: 8 }] }))
    expect(r.position).toEqual({ kind: 'node', node: 'C' })
  })

  it('takes segment points in tree.edges order, then by increasing offset', () => {
    const r = ok(spliceMedian(path, ends, { nodes: ['A', 'B', 'C', 'D'], ranges: [{ edge: 'e1', from: 3, to: 7 }, { edge: 'e0', from: 0, to: 10 }] }))
    expect(r.position).toEqual({ kind: 'segment', edge: 'e1', from: 'B', offset: 3 })
  })
})

describe('spliceMedian input errors', () => {
  it('throws RangeError for malformed trees and unknown ids', () => {
    expect(() => spliceMedian({ nodes: [], edges: [] }, [])).toThrow(/no nodes/)
    expect(() => spliceMedian(tree('A-B:1', 'B-C:1', 'C-A:1'), [])).toThrow(/segments/)
    expect(() => spliceMedian({ nodes: ['A', 'B', 'C', 'D'], edges: tree('A-B:1', 'B-A:1', 'C-D:1').edges }, [])).toThrow(/do not form a tree/)
    expect(() => spliceMedian(tree('A-B:-1'), [])).toThrow(/length of segment e0/)
    expect(() => spliceMedian(tree('A-B:1'), [{ node: 'Z', weight: 1 }])).toThrow(/unknown node Z/)
    expect(() => spliceMedian(tree('A-B:1'), [{ node: 'A', weight: -1 }])).toThrow(RangeError)
    expect(() => spliceMedian(tree('A-B:1'), [], { ranges: [{ edge: 'e0', from: 0, to: 2 }] })).toThrow(/not within segment/)
    expect(() => spliceMedian(tree('A-B:1'), [], { clearances: [{ at: { kind: 'segment', edge: 'e0', offset: 3 }, distance: 1 }] })).toThrow(/outside segment/)
  })
})

// ---- Property tests against brute force ----------------------------------------------------

interface Problem {
  readonly tree: SpliceTree
  readonly terminals: SpliceTerminal[]
  readonly keepOut: SpliceKeepOut
}

function randomProblem(rand: () => number, integral: boolean): Problem {
  const n = 1 + Math.floor(rand() * 25)
  const nodes = Array.from({ length: n }, (_, i) => `n${i}`)
  const num = (max: number) => (integral ? Math.floor(rand() * max) : rand() * max)
  const edges = nodes.slice(1).map((id, i) => {
    const other = nodes[Math.floor(rand() * (i + 1))]!
    const length = rand() < 0.05 ? 0 : integral ? 1 + num(100) : 0.5 + num(100)
    return rand() < 0.5 ? { id: `e${i}`, a: id, b: other, length } : { id: `e${i}`, a: other, b: id, length }
  })
  const terminals = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => ({
    node: nodes[Math.floor(rand() * n)]!,
    weight: rand() < 0.1 ? 0 : integral ? 1 + Math.floor(rand() * 4) : 0.1 + rand() * 3,
  }))
  const pickEdge = () => edges[Math.floor(rand() * edges.length)]!
  const point = (): TreePoint => {
    if (edges.length === 0 || rand() < 0.6) return { kind: 'node', node: nodes[Math.floor(rand() * n)]! }
    const e = pickEdge()
    return { kind: 'segment', edge: e.id, offset: integral ? Math.floor(rand() * (e.length + 1)) : rand() * e.length }
  }
  const keepOut: SpliceKeepOut = {
    nodes: rand() < 0.5 ? [] : nodes.filter(() => rand() < 0.2),
    ranges: edges.length === 0 ? [] : Array.from({ length: Math.floor(rand() * 4) }, () => {
      const e = pickEdge()
      const x = integral ? Math.floor(rand() * (e.length + 1)) : rand() * e.length
      const y = integral ? Math.floor(rand() * (e.length + 1)) : rand() * e.length
      return { edge: e.id, from: Math.min(x, y), to: Math.max(x, y) }
    }),
    clearances: Array.from({ length: Math.floor(rand() * 4) }, () => ({ at: point(), distance: num(120) })),
  }
  return { tree: { nodes, edges }, terminals, keepOut }
}

type BrutePoint = { node: number } | { edge: number; offset: number }

/** Exhaustive reference: all-pairs distances (Floyd–Warshall) and every node and boundary point. */
function bruteForce(p: Problem): { cost: number; point: BrutePoint } | null {
  const { nodes, edges } = p.tree
  const n = nodes.length
  const idx = new Map(nodes.map((id, i) => [id, i]))
  const eIdx = new Map(edges.map((e, i) => [e.id, i]))
  const D = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)))
  for (const e of edges) {
    const a = idx.get(e.a)!
    const b = idx.get(e.b)!
    D[a]![b] = D[b]![a] = e.length
  }
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    if (D[i]![k]! + D[k]![j]! < D[i]![j]!) D[i]![j] = D[i]![k]! + D[k]![j]!
  }
  const ends = (q: BrutePoint): [number, number][] => {
    if ('node' in q) return [[q.node, 0]]
    const e = edges[q.edge]!
    return [[idx.get(e.a)!, q.offset], [idx.get(e.b)!, e.length - q.offset]]
  }
  const dist = (x: BrutePoint, y: BrutePoint): number => {
    let best = Infinity
    if ('edge' in x && 'edge' in y && x.edge === y.edge) best = Math.abs(x.offset - y.offset)
    for (const [u, du] of ends(x)) for (const [v, dv] of ends(y)) best = Math.min(best, du + D[u]![v]! + dv)
    return best
  }
  const resolve = (q: TreePoint): BrutePoint => (q.kind === 'node' ? { node: idx.get(q.node)! } : { edge: eIdx.get(q.edge)!, offset: q.offset })
  const forbidden = new Set((p.keepOut.nodes ?? []).map((id) => idx.get(id)!))
  const clear = (p.keepOut.clearances ?? []).map((c) => ({ at: resolve(c.at), r: c.distance }))
  const tol = 1e-6
  const allowed = (q: BrutePoint): boolean => {
    if ('node' in q && forbidden.has(q.node)) return false
    if ('edge' in q) {
      for (const r of p.keepOut.ranges ?? []) if (eIdx.get(r.edge) === q.edge && q.offset > r.from + tol && q.offset < r.to - tol) return false
    }
    return clear.every((c) => dist(c.at, q) >= c.r - tol)
  }
  const cost = (q: BrutePoint) => p.terminals.reduce((s, t) => s + t.weight * dist(q, { node: idx.get(t.node)! }), 0)
  const candidates: BrutePoint[] = nodes.map((_, i) => ({ node: i }))
  const segmentCandidates: BrutePoint[] = []
  edges.forEach((e, ei) => {
    const offsets = new Set<number>()
    for (const r of p.keepOut.ranges ?? []) if (eIdx.get(r.edge) === ei) offsets.add(r.from).add(r.to)
    for (const c of clear) {
      // Where the distance to the centre equals r: it is linear with slope ±1 away from the ends.
      const d0 = dist(c.at, { edge: ei, offset: 0 })
      const dL = dist(c.at, { edge: ei, offset: e.length })
      const guesses = [c.r - d0, e.length - (c.r - dL)]
      if ('edge' in c.at && c.at.edge === ei) guesses.push(c.at.offset - c.r, c.at.offset + c.r)
      for (const s of guesses) if (s > 0 && s < e.length && Math.abs(dist(c.at, { edge: ei, offset: s }) - c.r) < 1e-9) offsets.add(s)
    }
    for (const s of [...offsets].sort((x, y) => x - y)) {
      if (s > tol && s < e.length - tol) segmentCandidates.push({ edge: ei, offset: s })
    }
  })
  let best: { cost: number; point: BrutePoint } | null = null
  for (const q of [...candidates, ...segmentCandidates]) {
    if (!allowed(q)) continue
    const c = cost(q)
    if (best === null || c < best.cost - 1e-9 * Math.max(1, best.cost)) best = { cost: c, point: q }
  }
  return best
}

function runProperty(seed: number, count: number, integral: boolean) {
  const rand = prng(seed)
  let infeasible = 0
  let segmentWins = 0
  let sampledChecks = 0
  for (let k = 0; k < count; k++) {
    const p = randomProblem(rand, integral)
    const r = spliceMedian(p.tree, p.terminals, p.keepOut)
    const b = bruteForce(p)
    if (b === null) {
      infeasible++
      expect(r.ok, `problem ${k}`).toBe(false)
      continue
    }
    expect(r.ok, `problem ${k}`).toBe(true)
    if (!r.ok) continue
    if (r.position.kind === 'segment') segmentWins++
    expect(Math.abs(r.cost - b.cost), `problem ${k}`).toBeLessThanOrEqual(1e-6)
    if (integral) {
      // Exact arithmetic: the tie-broken position must match too.
      const expected = 'node' in b.point
        ? { kind: 'node', node: p.tree.nodes[b.point.node] }
        : { kind: 'segment', edge: p.tree.edges[b.point.edge]!.id, from: p.tree.edges[b.point.edge]!.a, offset: b.point.offset }
      expect(r.position, `problem ${k}`).toEqual(expected)
    }
    // Dense sampling: without node keep-outs the allowed set is closed, so no sample may beat the optimum.
    if ((p.keepOut.nodes ?? []).length === 0) {
      const sampled = sampleMinimum(p)
      sampledChecks++
      if (sampled !== null) expect(sampled, `problem ${k}`).toBeGreaterThanOrEqual(r.cost - 1e-6)
    }
  }
  return { infeasible, segmentWins, sampledChecks }
}

/** The least cost over 40 samples per segment that the keep-outs allow (a check independent of the candidate theory). */
function sampleMinimum(p: Problem): number | null {
  let best: number | null = null
  for (const e of p.tree.edges) {
    for (let i = 0; i <= 40; i++) {
      const offset = (e.length * i) / 40
      const r = costAt(p, e.id, offset)
      if (r !== null && (best === null || r < best)) best = r
    }
  }
  return best
}

/** Cost at a segment point if the keep-outs allow it, by a direct tree walk; null if kept out. */
function costAt(p: Problem, edgeId: string, offset: number): number | null {
  const e = p.tree.edges.find((x) => x.id === edgeId)!
  const adj = new Map<string, [string, number][]>()
  for (const x of p.tree.edges) {
    adj.set(x.a, [...(adj.get(x.a) ?? []), [x.b, x.length]])
    adj.set(x.b, [...(adj.get(x.b) ?? []), [x.a, x.length]])
  }
  const walk = (start: [string, number][]): Map<string, number> => {
    const d = new Map<string, number>()
    const stack = [...start]
    for (const [v, dv] of start) d.set(v, Math.min(dv, d.get(v) ?? Infinity))
    while (stack.length > 0) {
      const [v] = stack.pop()!
      for (const [w, l] of adj.get(v) ?? []) if (!d.has(w)) { d.set(w, d.get(v)! + l); stack.push([w, 0]) }
    }
    return d
  }
  const fromHere = walk([[e.a, offset], [e.b, e.length - offset]])
  for (const r of p.keepOut.ranges ?? []) if (r.edge === edgeId && offset > r.from + 1e-6 && offset < r.to - 1e-6) return null
  for (const c of p.keepOut.clearances ?? []) {
    let d: number
    if (c.at.kind === 'node') d = fromHere.get(c.at.node)!
    else {
      const ce = p.tree.edges.find((x) => x.id === (c.at as { edge: string }).edge)!
      d = c.at.edge === edgeId ? Math.abs(c.at.offset - offset) : Math.min(fromHere.get(ce.a)! + c.at.offset, fromHere.get(ce.b)! + ce.length - c.at.offset)
    }
    if (d < c.distance - 1e-6) return null
  }
  return p.terminals.reduce((s, t) => s + t.weight * fromHere.get(t.node)!, 0)
}

describe('spliceMedian property tests (seeded, against brute force)', () => {
  // The counts make sure the generator exercises every case: infeasible keep-outs, optima inside a
  // segment, and problems without node keep-outs that the sampling check covers.
  it('matches brute force on 300 random trees with integer data, position and tie-break included', () => {
    const stats = runProperty(20240611, 300, true)
    expect(stats.infeasible).toBeGreaterThan(5)
    expect(stats.segmentWins).toBeGreaterThan(30)
    expect(stats.sampledChecks).toBeGreaterThan(100)
  })
  it('matches the brute-force cost within 1e-6 on 300 random trees with real-valued data', () => {
    const stats = runProperty(7, 300, false)
    expect(stats.infeasible).toBeGreaterThan(5)
    expect(stats.segmentWins).toBeGreaterThan(30)
    expect(stats.sampledChecks).toBeGreaterThan(100)
  })
  it('puts the unconstrained optimum at a node where no branch carries more than half the weight', () => {
    const rand = prng(99)
    for (let k = 0; k < 200; k++) {
      const { tree: t, terminals } = randomProblem(rand, false)
      // A zero-length segment makes its two nodes one point: either may be chosen, by the tie-break.
      if (t.edges.some((e) => e.length === 0)) continue
      const r = ok(spliceMedian(t, terminals))
      expect(r.position.kind).toBe('node')
      if (r.position.kind !== 'node') continue
      const median = r.position.node
      const total = terminals.reduce((s, x) => s + x.weight, 0)
      // Weight behind each neighbour of the median, by a walk that never re-enters the median.
      for (const e of t.edges.filter((x) => x.a === median || x.b === median)) {
        const start = e.a === median ? e.b : e.a
        const seen = new Set([median, start])
        const stack = [start]
        while (stack.length > 0) {
          const v = stack.pop()!
          for (const x of t.edges) {
            const w = x.a === v ? x.b : x.b === v ? x.a : null
            if (w !== null && !seen.has(w)) { seen.add(w); stack.push(w) }
          }
        }
        seen.delete(median)
        const branch = terminals.filter((x) => seen.has(x.node)).reduce((s, x) => s + x.weight, 0)
        expect(branch, `tree ${k}`).toBeLessThanOrEqual(total / 2 + 1e-9)
      }
    }
  })
})
