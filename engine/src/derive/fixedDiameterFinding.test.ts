import { describe, expect, it } from 'vitest'
import type { SegmentId, WireId } from '@harness/protocol'
import { setProperties } from '../commands/records'
import { Editor } from '../Editor'
import { generateHarness } from '../generate'
import { createSegment } from '../model/factories'
import type { Mm } from '../model/units'
import { BundleTally } from './BundleTally'
import type { SegmentDiameter } from './bundleDiameters'
import { DerivedColumns } from './columns/DerivedColumns'
import { deriveHarness } from './deriveHarness'
import { fixedDiameterFinding, fixedDiameterShortfall } from './designRules'

const segment = (fixed: number | null) =>
  createSegment({ id: 'S1' as SegmentId, name: 'S1', startNodeId: 'A' as never, endNodeId: 'B' as never, length: 100 as Mm, fixedDiameter: fixed as Mm | null })
/** Derived diameters of S1: a bundle estimated at `bundle` mm whose wires' cross-sections make `least` mm. */
const diameters = (bundle: number, least: number): SegmentDiameter => ({ segmentId: 'S1' as SegmentId, wireCount: 3, bundle: { diameter: bundle, basis: 'packing' }, leastDiameter: least, diameter: bundle, covered: bundle })

/** The worked example's segment: wires of OD 1.6, 1.6 and 5.1 mm through it, tallied as the derivation does. */
function workedExample(): SegmentDiameter {
  const tally = new BundleTally()
  ;[1.6, 1.6, 5.1].forEach((od, i) => tally.add(`W${i}` as WireId, od, null))
  return diameters(tally.diameter({ method: 'packing', k: 1.2 }).diameter, tally.areaDiameter())
}

describe('fixedDiameterShortfall', () => {
  it('says by how much a fixed diameter is under the estimated bundle, both to 0.1 mm as the panels show them', () => {
    expect(workedExample().bundle.diameter).toBeCloseTo(6.7, 9)
    expect(fixedDiameterShortfall(segment(0.5), workedExample())).toBe(6.2)
    // 6.64 shows as 6.6, 6.66 as 6.7: short by the 0.1 mm the panel shows.
    expect(fixedDiameterShortfall(segment(6.64), diameters(6.66, 5.4))).toBe(0.1)
    expect(fixedDiameterShortfall(segment(6.66), diameters(6.69, 5.4))).toBeNull()
    expect(fixedDiameterShortfall(segment(null), workedExample())).toBeNull()
  })
})

describe('fixedDiameterFinding', () => {
  it('finds a fixed diameter under the wires\' area-equivalent diameter: they cannot fit, however packed', () => {
    expect(workedExample().leastDiameter).toBeCloseTo(Math.sqrt(31.13), 9)
    expect(fixedDiameterFinding(segment(3), workedExample())).toEqual({ rule: 'fixedDiameterTooSmall', severity: 'warning', ids: ['S1'], detail: 'fixed 3 mm, wires at least 5.6 mm' })
    expect(fixedDiameterFinding(segment(5.5), workedExample())?.detail).toBe('fixed 5.5 mm, wires at least 5.6 mm')
  })

  it('leaves a fixed diameter under the estimate but over the cross-sections to the panel (the estimate\'s packing is uncertain)', () => {
    expect(fixedDiameterFinding(segment(6), workedExample())).toBeNull()
    expect(fixedDiameterShortfall(segment(6), workedExample())).toBe(0.7)
  })

  it('finds nothing without a fixed diameter, without derived diameters, or where both show the same', () => {
    expect(fixedDiameterFinding(segment(null), workedExample())).toBeNull()
    expect(fixedDiameterFinding(segment(0.5), undefined)).toBeNull()
    // 5.58 shows as 5.6: a fixed 5.6 mm holds it as far as anyone can see.
    expect(fixedDiameterFinding(segment(5.6), workedExample())).toBeNull()
  })
})

describe('the fixed-diameter rule as the editor keeps it', () => {
  it('comes and goes with the fixed diameter and with the wires through the segment, as a full check finds it', { timeout: 60_000 }, () => {
    const editor = new Editor(generateHarness('S', 5))
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    const busiest = [...columns.get().diameters.values()].sort((a, b) => b.bundle.diameter - a.bundle.diameter)[0]!
    const id = busiest.segmentId
    const found = () => columns.get().findings.filter((f) => f.rule === 'fixedDiameterTooSmall').map((f) => [f.ids[0], f.detail])
    const full = () => deriveHarness(editor.doc).findings.filter((f) => f.rule === 'fixedDiameterTooSmall').map((f) => [f.ids[0], f.detail])
    expect(found()).toEqual([])

    editor.run(setProperties<'segment'>(), { typeName: 'segment', id, patch: { fixedDiameter: 0.5 as Mm } })
    const least = Math.round(busiest.leastDiameter * 10) / 10
    expect(least).toBeGreaterThan(1)
    expect(found()).toEqual([[id, `fixed 0.5 mm, wires at least ${least} mm`]])
    expect(found()).toEqual(full())
    // Between the cross-sections and the estimate: no finding, the panel's shortfall only.
    editor.run(setProperties<'segment'>(), { typeName: 'segment', id, patch: { fixedDiameter: (busiest.leastDiameter + busiest.bundle.diameter) / 2 as Mm } })
    expect(found()).toEqual([])

    // Thinner wires through it: their cross-sections fit the fixed diameter again and the finding goes.
    editor.run(setProperties<'segment'>(), { typeName: 'segment', id, patch: { fixedDiameter: (least - 1) as Mm } })
    expect(found()).toHaveLength(1)
    const routes = deriveHarness(editor.doc).routes
    const routed = [...editor.doc.all('wire')].filter((w) => routes.get(w.id)?.ok)
    editor.run((_doc, _args, tx) => {
      for (const wire of routed) tx?.put({ ...wire, od: 0.1 as Mm })
      return true
    }, {})
    expect(found()).toEqual([])
    expect(full()).toEqual([])

    editor.undo()
    expect(found()).toEqual(full())
    expect(found()).toHaveLength(1)
    editor.run(setProperties<'segment'>(), { typeName: 'segment', id, patch: { fixedDiameter: null } })
    expect(found()).toEqual([])
  })
})
