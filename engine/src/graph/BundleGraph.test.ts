import { describe, expect, it } from 'vitest'
import type { NodeId, SegmentId } from '@harness/protocol'
import { createSegment } from '../model/factories'
import type { SegmentRecord } from '../model/records'
import type { Mm } from '../model/units'
import { BundleGraph } from './BundleGraph'

const seg = (id: string, a: string, b: string, length: number): SegmentRecord =>
  createSegment({ id: id as SegmentId, startNodeId: a as NodeId, endNodeId: b as NodeId, length: length as Mm })

/** A seeded PRNG (mulberry32) so property tests are repeatable. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Floyd-Warshall distances: the brute-force oracle. */
function allPairs(n: number, segments: SegmentRecord[]): number[][] {
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)))
  for (const s of segments) {
    const a = Number(s.startNodeId.slice(1))
    const b = Number(s.endNodeId.slice(1))
    d[a]![b] = Math.min(d[a]![b]!, s.length)
    d[b]![a] = Math.min(d[b]![a]!, s.length)
  }
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (d[i]![k]! + d[k]![j]! < d[i]![j]!) d[i]![j] = d[i]![k]! + d[k]![j]!
  return d
}

describe('BundleGraph', () => {
  it('routes along a branch tree and lists the nodes passed', () => {
    const g = new BundleGraph([], [seg('s1', 'X1', 'B1', 45), seg('s2', 'B1', 'B2', 55), seg('s3', 'B2', 'X2', 12), seg('s4', 'B1', 'X3', 30)])
    const route = g.route('X1' as NodeId, 'X2' as NodeId)!
    expect(route.length).toBe(112)
    expect(route.steps).toEqual([
      { segmentId: 's1', reversed: false },
      { segmentId: 's2', reversed: false },
      { segmentId: 's3', reversed: false },
    ])
    expect(route.innerNodes).toEqual(['B1', 'B2'])
    const back = g.route('X2' as NodeId, 'X3' as NodeId)!
    expect(back.length).toBe(97)
    expect(back.steps.map((s) => [s.segmentId, s.reversed])).toEqual([['s3', true], ['s2', true], ['s4', false]])
    expect(back.innerNodes).toEqual(['B2', 'B1'])
  })

  it('reports disconnected nodes as unroutable', () => {
    const g = new BundleGraph(['Z' as NodeId], [seg('s1', 'A', 'B', 10)])
    expect(g.route('A' as NodeId, 'Z' as NodeId)).toBeNull()
    expect(g.route('A' as NodeId, 'nowhere' as NodeId)).toBeNull()
    expect(g.route('A' as NodeId, 'A' as NodeId)).toEqual({ steps: [], length: 0, innerNodes: [] })
  })

  it('finds shortest routes on trees and on graphs with cycles (property test against Floyd-Warshall)', () => {
    const random = prng(42)
    for (let trial = 0; trial < 120; trial++) {
      const n = 2 + Math.floor(random() * 25)
      const segments: SegmentRecord[] = []
      for (let v = 1; v < n; v++) segments.push(seg(`t${v}`, `n${Math.floor(random() * v)}`, `n${v}`, 1 + Math.floor(random() * 100)))
      const extra = trial % 2 === 0 ? 0 : Math.floor(random() * 4)
      for (let e = 0; e < extra; e++) segments.push(seg(`c${e}`, `n${Math.floor(random() * n)}`, `n${Math.floor(random() * n)}`, 1 + Math.floor(random() * 100)))
      const g = new BundleGraph([], segments)
      const d = allPairs(n, segments)
      for (let q = 0; q < 20; q++) {
        const a = Math.floor(random() * n)
        const b = Math.floor(random() * n)
        const route = g.route(`n${a}` as NodeId, `n${b}` as NodeId)!
        expect(route.length, `trial ${trial} n${a}->n${b}`).toBeCloseTo(d[a]![b]!, 9)
        // The steps form a walk from a to b whose lengths add up.
        let at = `n${a}`
        let sum = 0
        for (const step of route.steps) {
          const s = segments.find((x) => x.id === step.segmentId)!
          expect(step.reversed ? s.endNodeId : s.startNodeId).toBe(at)
          at = step.reversed ? s.startNodeId : s.endNodeId
          sum += s.length
        }
        expect(at).toBe(`n${b}`)
        expect(sum).toBeCloseTo(route.length, 9)
      }
    }
  })

  it('walks routes through cycles of zero-length segments (generated stars share connectors)', () => {
    // Two cables between the same four connectors, as a WireViz import without lengths makes them.
    const segments = ['X1', 'X2', 'X3', 'X4'].flatMap((x, i) => [seg(`a${i}`, x, 'W1', 0), seg(`b${i}`, 'W2', x, 0)])
    const g = new BundleGraph([], segments)
    for (const [from, to] of [['X1', 'X4'], ['X4', 'X1'], ['X2', 'W2'], ['W1', 'W2']] as const) {
      const route = g.route(from as NodeId, to as NodeId)!
      expect(route.length).toBe(0)
      let at: string = from
      for (const step of route.steps) {
        const s = segments.find((x) => x.id === step.segmentId)!
        expect(step.reversed ? s.endNodeId : s.startNodeId).toBe(at)
        at = step.reversed ? s.startNodeId : s.endNodeId
      }
      expect(at).toBe(to)
      expect(route.steps.length).toBeLessThanOrEqual(segments.length)
    }
  })
})
