import { describe, expect, it } from 'vitest'
import type { CavityId, NodeId, SegmentId } from '@harness/protocol'
import { deleteRecords, setProperties } from '../../commands/records'
import { addSplice } from '../../commands/splices'
import { moveNode, setSegmentLength } from '../../commands/topology'
import { connectWireEnd, disconnectWireEnd } from '../../commands/wiring'
import { Editor } from '../../Editor'
import { generateHarness, type HarnessSize } from '../../generate'
import { createRandom } from '../../generate/seededRandom'
import { createProtection } from '../../model/factories'
import type { Mm } from '../../model/units'
import { deriveHarness, type DerivedHarness } from '../deriveHarness'
import { IncrementalDerived } from '../IncrementalDerived'
import { DerivedColumns } from './DerivedColumns'

/** A seeded uniform source in [0, 1). */
function prng(seed: number): () => number {
  const random = createRandom(seed, 'derived-columns')
  return () => random.next()
}

const byFirst = (a: readonly [string, unknown], b: readonly [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

/** Every derived value as sorted plain data: whole length records (breakdowns included), routes, diameters. */
function everything(d: DerivedHarness) {
  return {
    lengths: [...d.lengths.entries()].sort(byFirst),
    routes: [...d.routes.values()]
      .map((r) => [r.wireId, r.ok ? { from: r.from, to: r.to, steps: r.route.steps, inner: r.route.innerNodes } : r.reason] as const)
      .sort(byFirst),
    diameters: [...d.diameters.entries()].sort(byFirst),
    protections: [...d.protections].map((p) => JSON.stringify(p)).sort(),
    findings: d.findings.map((f) => JSON.stringify(f)).sort(),
  }
}

/** Runs `steps` random edits on a generated harness, comparing after each one. */
function randomEdits(size: HarnessSize, seed: number, steps: number, compare: (editor: Editor, columns: DerivedColumns, step: number) => void): void {
  const editor = new Editor(generateHarness(size, seed))
  const columns = new DerivedColumns(editor.doc)
  editor.subscribe((event) => columns.update(event.diff))
  const random = prng(seed * 31 + 7)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const all = <T extends 'segment' | 'wire' | 'cavity' | 'node' | 'connector' | 'wireGroup' | 'terminal'>(t: T) => [...editor.doc.all(t)]
  for (let step = 0; step < steps; step++) {
    const roll = random()
    if (roll < 0.2) editor.run(setSegmentLength, { segmentId: pick(all('segment')).id, length: (10 + Math.floor(random() * 900)) as Mm })
    else if (roll < 0.28) editor.run(moveNode, { nodeId: pick(all('node')).id, position: [random() * 1000, random() * 1000] })
    else if (roll < 0.36) editor.run(deleteRecords, { ids: [pick(all('connector')).id] })
    else if (roll < 0.5) editor.run(connectWireEnd, { wireId: pick(all('wire')).id, end: random() < 0.5 ? 'A' : 'B', to: { kind: 'cavity', cavityId: pick(all('cavity')).id as CavityId } })
    else if (roll < 0.55) editor.run(disconnectWireEnd, { wireId: pick(all('wire')).id, end: 'A' })
    else if (roll < 0.62) editor.run(setProperties<'wire'>(), { typeName: 'wire', id: pick(all('wire')).id, patch: { od: (1 + random() * 3) as Mm, partNumber: random() < 0.3 ? '' : 'P-1' } })
    else if (roll < 0.66) editor.run(setProperties<'wire'>(), { typeName: 'wire', id: pick(all('wire')).id, patch: { fixedLength: random() < 0.5 ? null : (100 + random() * 500) as Mm } })
    else if (roll < 0.72) {
      const segment = pick(all('segment'))
      editor.run((_doc, _a, tx) => {
        tx?.put(createProtection({ segmentId: segment.id as SegmentId, start: 0 as Mm, end: (segment.length * (random() < 0.8 ? 0.5 : 2)) as Mm, overlap: 0.5 }))
        return true
      }, {})
    } else if (roll < 0.76) editor.run(addSplice, { segmentId: pick(all('segment')).id as SegmentId, offset: 1 as Mm, name: `SP${step}` })
    else if (roll < 0.8 && all('terminal').length > 0) editor.run(setProperties<'terminal'>(), { typeName: 'terminal', id: pick(all('terminal')).id, patch: { lengthAddOn: (random() * 10) as Mm } })
    else if (roll < 0.84 && all('wireGroup').length > 0) editor.run(setProperties<'wireGroup'>(), { typeName: 'wireGroup', id: pick(all('wireGroup')).id, patch: { pitch: (10 + random() * 40) as Mm } })
    else if (roll < 0.9) editor.undo()
    else if (roll < 0.95) editor.redo()
    else if (roll < 0.975) editor.run(setProperties<'node'>(), { typeName: 'node', id: pick(all('node')).id as NodeId, patch: { lengthAddOn: (random() * 20) as Mm } })
    // A fixed diameter, often below what the wires need (a finding), or none.
    else editor.run(setProperties<'segment'>(), { typeName: 'segment', id: pick(all('segment')).id, patch: { fixedDiameter: random() < 0.3 ? null : (0.5 + random() * 8) as Mm } })
    compare(editor, columns, step)
  }
}

describe('DerivedColumns', () => {
  it('answers what a full derivation answers, value for value, after every random edit (S)', { timeout: 120_000 }, () => {
    let checked = 0
    const editor0 = new Editor(generateHarness('S', 3))
    expect(everything(new DerivedColumns(editor0.doc).get())).toEqual(everything(deriveHarness(editor0.doc)))
    for (const seed of [3, 4]) {
      randomEdits('S', seed, 120, (editor, columns, step) => {
        expect(everything(columns.get()), `seed ${seed} step ${step}`).toEqual(everything(deriveHarness(editor.doc)))
        checked += 1
      })
    }
    expect(checked).toBe(240)
  })

  it('answers a full derivation when the first read comes only after many edits (the findings check waits for it)', { timeout: 120_000 }, () => {
    for (const seed of [5, 6]) {
      let last: { editor: Editor; columns: DerivedColumns } | null = null
      // No read after any edit: the full findings check left waiting by the open runs inside the
      // first edit's update, on a document that has already changed.
      randomEdits('S', seed, 40, (editor, columns) => {
        last = { editor, columns }
      })
      const { editor, columns } = last!
      expect(everything(columns.get()), `seed ${seed}`).toEqual(everything(deriveHarness(editor.doc)))
    }
  })

  it('runs the findings check an open leaves waiting only when the findings are read, not for the diameters', () => {
    const editor = new Editor(generateHarness('S', 8))
    // The full check walks the seals; nothing else in the derivation does.
    let sealWalks = 0
    const doc = new Proxy(editor.doc, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown
        if (key === 'all') return (type: string) => { if (type === 'seal') sealWalks += 1; return (value as (t: string) => unknown).call(target, type) }
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
    const columns = new DerivedColumns(doc)
    const snapshot = columns.get()
    expect(snapshot.diameters.size).toBeGreaterThan(0)
    expect([...snapshot.lengths.values()].length).toBeGreaterThan(0)
    expect(sealWalks).toBe(0)
    expect(everything(snapshot).findings).toEqual(everything(deriveHarness(editor.doc)).findings)
    expect(sealWalks).toBe(1)
    void columns.get().findings
    expect(sealWalks).toBe(1)
  })

  it('equals a full derivation and the previous incremental derivation after random edits', { timeout: 120_000 }, () => {
    const editor = new Editor(generateHarness('S', 11))
    const columns = new DerivedColumns(editor.doc)
    const previous = new IncrementalDerived(editor.doc)
    editor.subscribe((event) => {
      columns.update(event.diff)
      previous.update(event.diff)
    })
    const random = prng(5)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    for (let step = 0; step < 150; step++) {
      const roll = random()
      if (roll < 0.3) editor.run(setSegmentLength, { segmentId: pick([...editor.doc.all('segment')]).id, length: (10 + Math.floor(random() * 900)) as Mm })
      else if (roll < 0.45) editor.run(deleteRecords, { ids: [pick([...editor.doc.all('connector')]).id] })
      else if (roll < 0.6) editor.run(connectWireEnd, { wireId: pick([...editor.doc.all('wire')]).id, end: 'B', to: { kind: 'cavity', cavityId: pick([...editor.doc.all('cavity')]).id as CavityId } })
      else if (roll < 0.7) editor.run(setProperties<'node'>(), { typeName: 'node', id: pick([...editor.doc.all('node')]).id as NodeId, patch: { lengthAddOn: (random() * 20) as Mm } })
      else if (roll < 0.8) editor.run(addSplice, { segmentId: pick([...editor.doc.all('segment')]).id as SegmentId, offset: 2 as Mm, name: `S${step}` })
      else if (roll < 0.9) editor.undo()
      else editor.redo()
      const mine = everything(columns.get())
      expect(mine, `step ${step}`).toEqual(everything(deriveHarness(editor.doc)))
      expect(mine.lengths, `step ${step}`).toEqual(everything(previous.get()).lengths)
    }
  })

  for (const size of ['M', 'L'] as const) {
    it(`equals the previous incremental derivation after random edits on ${size}, and a full derivation at the end`, { timeout: 180_000 }, () => {
      let previous: IncrementalDerived | null = null
      let last: { editor: Editor; columns: DerivedColumns } | null = null
      randomEdits(size, 21, 8, (editor, columns, step) => {
        if (!previous) {
          // Built after the first edit from the same document; from then on both follow every change.
          previous = new IncrementalDerived(editor.doc)
          editor.subscribe((event) => previous!.update(event.diff))
          return
        }
        const mine = everything(columns.get())
        const theirs = everything(previous.get())
        expect(mine.lengths, `${size} step ${step}`).toEqual(theirs.lengths)
        expect(mine.diameters, `${size} step ${step}`).toEqual(theirs.diameters)
        expect(mine.findings, `${size} step ${step}`).toEqual(theirs.findings)
        last = { editor, columns }
      })
      const { editor, columns } = last!
      expect(everything(columns.get())).toEqual(everything(deriveHarness(editor.doc)))
    })
  }

  it('answers the segments a set of wires runs through as their routes name them, and which wires are routed, after random edits', { timeout: 60_000 }, () => {
    const random = prng(5)
    randomEdits('S', 5, 40, (editor, columns, step) => {
      if (step % 8 !== 7) return
      const full = deriveHarness(editor.doc)
      const wires = [...editor.doc.all('wire')].filter(() => random() < 0.1).map((w) => w.id)
      const expected = new Set<string>()
      for (const id of wires) {
        const route = full.routes.get(id)!
        expect(columns.isRouted(id)).toBe(route.ok)
        if (route.ok) for (const s of route.route.steps) expected.add(s.segmentId)
      }
      expect([...columns.segmentsUsedBy([...wires, 'no such wire'])].sort()).toEqual([...expected].sort())
    })
    expect(new DerivedColumns(new Editor(generateHarness('S', 1)).doc).segmentsUsedBy([])).toEqual([])
  })

  it('takes the new length add-on of a connector into the wires at it, the wire last routed included', () => {
    const editor = new Editor(generateHarness('S', 4))
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    // The last wire a full derivation routed, at a cavity: its end parts were resolved last.
    const wire = [...editor.doc.all('wire')].reverse().find((w) => w.endA.kind === 'cavity')!
    const connector = editor.doc.endPartOf(wire.endA)!
    editor.run(setProperties<'connector'>(), { typeName: 'connector', id: connector.id, patch: { lengthAddOn: 123 as Mm } })
    expect(columns.get().lengths.get(wire.id)).toEqual(deriveHarness(editor.doc).lengths.get(wire.id))
    expect(everything(columns.get())).toEqual(everything(deriveHarness(editor.doc)))
  })

  it('re-measures exactly the wires through a segment whose length changed, and re-sizes nothing', { timeout: 60_000 }, () => {
    const editor = new Editor(generateHarness('M', 2))
    const columns = new DerivedColumns(editor.doc)
    let delta: ReturnType<DerivedColumns['update']> | null = null
    editor.subscribe((event) => (delta = columns.update(event.diff)))
    const busiest = [...columns.get().diameters.values()].sort((a, b) => b.wireCount - a.wireCount)[0]!
    const through = [...columns.get().routes.values()].filter((r) => r.ok && r.route.steps.some((s) => s.segmentId === busiest.segmentId)).map((r) => r.wireId)
    editor.run(setSegmentLength, { segmentId: busiest.segmentId, length: 777 as Mm })
    expect(delta!.full).toBe(false)
    expect([...delta!.wires].sort()).toEqual(through.sort())
    expect(delta!.segments).toEqual([])
    const full = deriveHarness(editor.doc)
    for (const id of through) expect(columns.dmuOf(id)).toBe((full.lengths.get(id) as { dmu: number }).dmu)
  })
})
