import type { ProtectionId, SegmentId } from '@harness/protocol'
import { describe, expect, it } from 'vitest'
import { CONNECTOR_SIDE_MM } from '../spatial/lodRules'
import { harness } from '../../test/harnessBuilder'
import { OpenDocument } from '../open/OpenDocument'
import { inspectRecord } from '../render/inspection'
import { buildTileScene } from '../render/tileScene'
import { setProtectionRange } from './protectionRange'
import { DEFAULT_WRAPPINGS, wrapSegments } from './wrapSegments'

// X1 at A (0, 0), X2 at B (250, 0), one wire; the segment wrapped with the first default (duct tape).
const open = () => {
  const doc = OpenDocument.fromRecords(harness().node('A', 'connector', [0, 0]).node('B', 'connector', [250, 0])
    .segment('A', 'B', 250).connector('X1', 'A', 1).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1').records)
  doc.editor.run(wrapSegments, { segmentIds: ['A-B' as SegmentId], wrapping: DEFAULT_WRAPPINGS[0]! })
  return { doc, run: [...doc.editor.doc.all('protection')][0]!.id as ProtectionId }
}

describe('setProtectionRange', () => {
  it('lays a run over part of its segment; the material used follows, the property panel shows and edits it, undo restores', () => {
    const { doc, run } = open()
    const used = () => {
      const row = doc.derived.get().protections.find((q) => q.protectionId === run)!
      return row.ok ? row.length : NaN
    }
    const whole = used()
    expect(doc.editor.run(setProtectionRange, { protectionId: run, start: 170 as never })).toBe(true)
    expect(doc.editor.doc.getOf('protection', run)).toMatchObject({ start: 170, end: 250 })
    expect(used()).toBeCloseTo((whole * 80) / 250, 6)
    const facts = Object.fromEntries(inspectRecord(doc.editor.doc, doc.derived.get(), doc.spatial, (segmentId, limit) => doc.derived.wiresThrough(segmentId, limit), run)!.facts.map((f) => [f.key, f]))
    expect(facts.runStart).toMatchObject({ value: 170, unit: 'mm', editable: 'start' })
    expect(facts.runEnd).toMatchObject({ value: 250, editable: 'end' })
    expect(facts.material!.value).toBe('ductTape')
    expect(facts.materialLength!.value).toBeCloseTo(used(), 0)
    // Drawn over the last 80 mm of the 250 mm line: from x = 170 to where the bundle enters the
    // housing of the connector at x = 250 (half its side before the node).
    const diameters = doc.derived.get().diameters
    const pieces: number[][] = []
    for (const tile of doc.lod.query({ minX: -10, minY: -10, maxX: 260, maxY: 10 }, 4).tiles) {
      const scene = buildTileScene(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id))
      scene.runIds.forEach((id, i) => { if (id === run) pieces.push(Array.from(scene.runs.slice(i * 4, i * 4 + 4))) })
    }
    expect(Math.min(...pieces.map((p) => Math.min(p[0]!, p[2]!)))).toBeCloseTo(170, 3)
    expect(Math.max(...pieces.map((p) => Math.max(p[0]!, p[2]!)))).toBeCloseTo(250 - CONNECTOR_SIDE_MM / 2, 3)
    expect(doc.editor.undo()).toBe(true)
    expect(used()).toBe(whole)
  })

  it('refuses a run outside its segment or of no length, changing nothing', () => {
    const { doc, run } = open()
    const version = doc.editor.version
    expect(doc.editor.run(setProtectionRange, { protectionId: run, end: 251 as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.run(setProtectionRange, { protectionId: run, start: 250 as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.run(setProtectionRange, { protectionId: run, start: -1 as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.run(setProtectionRange, { protectionId: run, start: Number.NaN as never })).toMatchObject({ reason: 'invalidArguments' })
    expect(doc.editor.run(setProtectionRange, { protectionId: 'nope' as never, start: 1 as never })).toMatchObject({ reason: 'notFound' })
    expect(doc.editor.version).toBe(version)
  })
})
