import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BundleGraph } from '../../graph/BundleGraph'
import type { HarnessRecord, NodeRecord, SegmentRecord, WireEndpoint, WireRecord } from '../../model/records'
import { compareStatedLengths, summariseStatedLengths, type StatedLengthComparison } from './compareStatedLengths'
import { importKbl } from './importKbl'

const corpus = new URL('../shared/corpus/kbl/samples/', new URL('../../../../', import.meta.url))
const modularFile = readdirSync(corpus).find((f) => f.includes('modulare'))!
const tiny = readFileSync(new URL('./__fixtures__/tiny-2.5.kbl', import.meta.url), 'utf8')

/**
 * Computed lengths in mm as the engine's bundle graph routes them: a wire's shortest route
 * between the nodes of its two ends (connector or splice node), no add-ons; a multicore's is
 * the longest route among its cores (the sheath runs as far as its furthest-reaching core).
 */
function routeLengths(records: readonly HarnessRecord[]): (id: string) => number | null {
  const nodes = records.filter((r): r is NodeRecord => r.typeName === 'node')
  const segments = records.filter((r): r is SegmentRecord => r.typeName === 'segment')
  const graph = new BundleGraph(nodes.map((n) => n.id), segments)
  const nodeOf = new Map<string, string>()
  for (const r of records) if (r.typeName === 'connector' || r.typeName === 'splice') nodeOf.set(r.id, r.nodeId)
  for (const r of records) if (r.typeName === 'cavity') nodeOf.set(r.id, nodeOf.get(r.connectorId)!)
  const endNode = (end: WireEndpoint) => (end.kind === 'cavity' ? nodeOf.get(end.cavityId) : end.kind === 'splice' ? nodeOf.get(end.spliceId) : undefined)
  const wires = records.filter((r): r is WireRecord => r.typeName === 'wire')
  const wireLength = (wire: WireRecord): number | null => {
    const a = endNode(wire.endA)
    const b = endNode(wire.endB)
    if (!a || !b) return null
    return graph.route(a as NodeRecord['id'], b as NodeRecord['id'])?.length ?? null
  }
  return (id) => {
    const wire = wires.find((w) => w.id === id)
    if (wire) return wireLength(wire)
    const cores = wires.filter((w) => w.multicoreId === id).map(wireLength).filter((l): l is number => l !== null)
    return cores.length > 0 ? Math.max(...cores) : null
  }
}

function table(rows: readonly StatedLengthComparison[]): string {
  const fmt = (n: number | null, digits = 1) => (n === null ? '—' : n.toFixed(digits))
  const lines = rows.map((r) => [r.name.padEnd(18), r.typeName.padEnd(9), r.lengthType.padEnd(6), fmt(r.stated).padStart(9), fmt(r.computed).padStart(9), fmt(r.differenceMm).padStart(9), fmt(r.differencePercent, 2).padStart(8)].join(' '))
  return ['wire               kind      type      stated  computed    Δ (mm)     Δ (%)', ...lines].join('\n')
}

describe('compareStatedLengths', () => {
  it('builds rows with differences in mm and per cent, and null where nothing is computed', () => {
    const result = importKbl(tiny)
    if (!result.ok) throw new Error(result.error.message)
    const rows = compareStatedLengths(result.report, routeLengths(result.records))
    const w1 = rows.find((r) => r.recordId === 'wire:W1' && r.lengthType === 'DMU')!
    // X1 (N1) → X2 (N3): S1 101.6 mm (4 inch) + S2 100 mm.
    expect(w1.computed).toBeCloseTo(201.6, 9)
    expect(w1.differenceMm).toBeCloseTo(-8.4, 9)
    expect(w1.differencePercent).toBeCloseTo(-4, 9)
    const none = compareStatedLengths(result.report, () => null)
    expect(none.every((r) => r.computed === null && r.differenceMm === null && r.differencePercent === null)).toBe(true)
    expect(summariseStatedLengths(none)).toEqual({ rows: 6, within1Percent: 0, within5Percent: 0, worse: 0, notCompared: 6 })
  })

  it('compares the modular harness with the bundle graph and prints the table', () => {
    const result = importKbl(readFileSync(new URL(modularFile, corpus), 'utf8'))
    if (!result.ok) throw new Error(result.error.message)
    const rows = compareStatedLengths(result.report, routeLengths(result.records))
    const summary = summariseStatedLengths(rows)
    console.log(`${table(rows)}\n\nstated lengths: ${summary.rows}; within 1 %: ${summary.within1Percent}; within 5 %: ${summary.within5Percent}; worse: ${summary.worse}; not compared: ${summary.notCompared}`)
    const withStated = new Set(result.report.statedLengths.map((s) => s.recordId))
    expect(rows.length).toBe(result.report.statedLengths.length)
    expect(rows.length).toBeGreaterThan(0)
    for (const id of withStated) expect(rows.some((r) => r.recordId === id)).toBe(true)
  })
})
