import { describe, expect, it } from 'vitest'
import type { CavityId, NodeId, SegmentId } from '@harness/protocol'
import { deleteRecords, setProperties } from '../commands/records'
import { addSplice } from '../commands/splices'
import { moveNode, setSegmentLength } from '../commands/topology'
import { connectWireEnd, disconnectWireEnd } from '../commands/wiring'
import { Editor } from '../Editor'
import { generateHarness } from '../generate'
import { createProtection } from '../model/factories'
import type { Mm } from '../model/units'
import { deriveHarness, type DerivedHarness } from './deriveHarness'
import { IncrementalDerived } from './IncrementalDerived'

/** Seeded PRNG (mulberry32). */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The derived numbers as sorted plain data, for comparing two derivations. */
function numbers(d: DerivedHarness) {
  const lengths = [...d.lengths.values()].map((l) => [l.wireId, l.ok ? [l.dmu, l.production] : l.reason] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1))
  const routes = [...d.routes.values()].map((r) => [r.wireId, r.ok ? r.route.steps.map((s) => s.segmentId).join(',') : r.reason] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1))
  const diameters = [...d.diameters.values()].map((s) => [s.segmentId, s.wireCount, s.diameter, s.covered] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1))
  const protections = [...d.protections].map((p) => JSON.stringify(p)).sort()
  const findings = d.findings.map((f) => `${f.rule}:${[...f.ids].sort().join(',')}`).sort()
  return { lengths, routes, diameters, protections, findings }
}

describe('IncrementalDerived', () => {
  it('equals a full derivation after every edit of a random edit sequence', { timeout: 60_000 }, () => {
    const editor = new Editor(generateHarness('S', 3))
    const incremental = new IncrementalDerived(editor.doc)
    editor.subscribe((event) => incremental.update(event.diff))
    const random = prng(99)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const segments = () => [...editor.doc.all('segment')]
    const wires = () => [...editor.doc.all('wire')]
    const cavities = () => [...editor.doc.all('cavity')]
    let partial = 0
    for (let step = 0; step < 150; step++) {
      const roll = random()
      if (roll < 0.2) editor.run(setSegmentLength, { segmentId: pick(segments()).id, length: (10 + Math.floor(random() * 900)) as Mm })
      else if (roll < 0.3) editor.run(moveNode, { nodeId: pick([...editor.doc.all('node')]).id, position: [random() * 1000, random() * 1000] })
      else if (roll < 0.4) editor.run(deleteRecords, { ids: [pick([...editor.doc.all('connector')]).id] })
      else if (roll < 0.55) editor.run(connectWireEnd, { wireId: pick(wires()).id, end: random() < 0.5 ? 'A' : 'B', to: { kind: 'cavity', cavityId: pick(cavities()).id as CavityId } })
      else if (roll < 0.6) editor.run(disconnectWireEnd, { wireId: pick(wires()).id, end: 'A' })
      else if (roll < 0.7) editor.run(setProperties<'wire'>(), { typeName: 'wire', id: pick(wires()).id, patch: { od: (1 + random() * 3) as Mm } })
      else if (roll < 0.78) {
        const segment = pick(segments())
        editor.run((_doc, _a, tx) => {
          tx?.put(createProtection({ segmentId: segment.id as SegmentId, start: 0 as Mm, end: (segment.length / 2) as Mm, overlap: 0.5 }))
          return true
        }, {})
      } else if (roll < 0.82) editor.run(addSplice, { segmentId: pick(segments()).id as SegmentId, offset: 1 as Mm, name: `SP${step}` })
      else if (roll < 0.9) editor.undo()
      else if (roll < 0.95) editor.redo()
      else editor.run(setProperties<'node'>(), { typeName: 'node', id: pick([...editor.doc.all('node')]).id as NodeId, patch: { lengthAddOn: (random() * 20) as Mm } })
      expect(numbers(incremental.get()), `step ${step}`).toEqual(numbers(deriveHarness(editor.doc)))
      partial += 1
    }
    expect(partial).toBe(150)
  })

  it('re-measures only the wires through a changed segment', () => {
    const editor = new Editor(generateHarness('S', 5))
    const incremental = new IncrementalDerived(editor.doc)
    let delta: ReturnType<IncrementalDerived['update']> | null = null
    editor.subscribe((event) => (delta = incremental.update(event.diff)))
    const busiest = [...incremental.get().diameters.values()].sort((a, b) => b.wireCount - a.wireCount)[0]!
    editor.run(setSegmentLength, { segmentId: busiest.segmentId, length: 777 as Mm })
    expect(delta!.full).toBe(false)
    expect(delta!.wires.size).toBe(busiest.wireCount > 0 ? [...incremental.get().routes.values()].filter((r) => r.ok && r.route.steps.some((s) => s.segmentId === busiest.segmentId)).length : 0)
    expect(delta!.wires.size).toBeLessThan(editor.doc.count('wire'))
  })
})
