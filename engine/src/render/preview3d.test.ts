import { describe, expect, it } from 'vitest'
import type { MulticoreId, WireGroupId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { DerivedColumns } from '../derive/columns/DerivedColumns'
import { Editor } from '../Editor'
import { createMulticore, createWireGroup } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import type { Mm } from '../model/units'
import { buildPreview3d, MAX_PREVIEW_WIRES, previewWiresOf, type Preview3dTube } from './preview3d'
import { wireColour } from './wireColours'

// X1 at A (0, 0) to X2 at C (200, 0) through B: a twisted pair T1/T2 (lay 25 mm), a shielded
// cable M1 with cores C1/C2, a plain wire W5 stripped 5 mm at its end A.
function sample(change: (r: HarnessRecord) => HarnessRecord = (r) => r) {
  const h = harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0])
    .segment('A', 'B', 100).segment('B', 'C', 100).connector('X1', 'A', 6).connector('X2', 'C', 6)
    .wire('T1', 'X1:1', 'X2:1').wire('T2', 'X1:2', 'X2:2').wire('C1', 'X1:3', 'X2:3').wire('C2', 'X1:4', 'X2:4').wire('W5', 'X1:5', 'X2:5')
  const records: HarnessRecord[] = h.records.map((r) => {
    if (r.typeName !== 'wire') return change(r)
    if (r.id === 'T1' || r.id === 'T2') return change({ ...r, groupId: 'G1' as WireGroupId, colors: r.id === 'T1' ? ['RD'] : ['BU', 'WH'] })
    if (r.id === 'C1' || r.id === 'C2') return change({ ...r, multicoreId: 'M1' as MulticoreId })
    return change({ ...r, stripA: 5 as Mm })
  })
  records.push(createWireGroup({ id: 'G1' as WireGroupId, pitch: 25 as Mm, wireIds: ['T1' as WireId, 'T2' as WireId] }))
  records.push(createMulticore({ id: 'M1' as MulticoreId, od: 5 as Mm, shielded: true }))
  const editor = new Editor(records)
  const derived = new DerivedColumns(editor.doc)
  const routes = derived.get().routes
  const preview = (ids: readonly string[]) => buildPreview3d(editor.doc, (id) => routes.get(id), previewWiresOf(editor.doc, ids, (s, n) => derived.wiresThrough(s, n)), (s) => derived.segmentDiameterOf(s)?.covered ?? 0)
  return { editor, derived, preview }
}

const points = (tube: Preview3dTube) => Array.from({ length: tube.points.length / 3 }, (_, i) => [tube.points[i * 3]!, tube.points[i * 3 + 1]!, tube.points[i * 3 + 2]!])

describe('the 3D preview', () => {
  it('previews the wires of what is selected: wires, a connector\'s, a segment\'s, a group\'s members, a cable\'s cores', () => {
    const { editor, derived } = sample()
    const of = (ids: string[]) => previewWiresOf(editor.doc, ids, (s, n) => derived.wiresThrough(s, n)).sort()
    expect(of(['W5'])).toEqual(['W5'])
    expect(of(['X1'])).toEqual(['C1', 'C2', 'T1', 'T2', 'W5'])
    expect(of(['A-B'])).toEqual(['C1', 'C2', 'T1', 'T2', 'W5'])
    expect(of(['G1'])).toEqual(['T1', 'T2'])
    expect(of(['M1', 'W5', 'nope'])).toEqual(['C1', 'C2', 'W5'])
    expect(of(['A'])).toEqual([])
  })

  it('lays a twisted pair as two helices of its lay about the route, straight where it is untwisted, in the wires\' colours', () => {
    const { preview } = sample()
    const scene = preview(['T1'])
    // The pair's other member comes with it.
    expect(scene).toMatchObject({ wires: 1, shown: 2, unrouted: 0 })
    const pair = scene.tubes.filter((t) => t.kind === 'insulation')
    expect(pair.map((t) => [t.id, t.colour, t.stripe]).sort()).toEqual([['T1', wireColour('RD'), null], ['T2', wireColour('BU'), wireColour('WH')]])
    for (const tube of pair) {
      expect(tube.radius).toBeCloseTo(0.7, 6)
      const p = points(tube)
      // About the route's centre line at the wires' layout radius (0.7 mm for two 1.4 mm wires) ...
      const middle = p.filter(([x]) => x! > 30 && x! < 170)
      for (const [, y, z] of middle) expect(Math.hypot(y!, z!)).toBeCloseTo(0.7, 3)
      // ... turning: 12 samples a lay of 25 mm over the twisted 160 mm (200 less 20 untwisted at each end).
      expect(middle.length).toBeGreaterThan(60)
      expect(new Set(middle.map(([, , z]) => Math.sign(Math.round(z! * 100)))).size).toBeGreaterThan(1)
      // ... and not in the untwisted ends: the angle is frozen there.
      const head = p.filter(([x]) => x! < 19)
      expect(new Set(head.map(([, y, z]) => `${y!.toFixed(4)},${z!.toFixed(4)}`)).size).toBe(1)
    }
    // The bundles they run through and the connectors they end in.
    expect(scene.tubes.filter((t) => t.kind === 'bundle').map((t) => t.id).sort()).toEqual(['A-B', 'B-C'])
    expect(scene.parts.map((p) => [p.kind, p.name, p.at]).sort()).toEqual([['connector', 'X1', [0, 0, 0]], ['connector', 'X2', [200, 0, 0]]])
  })

  it('draws a cable\'s shield over its cores, and a stripped end as its conductor, a terminal where one is crimped', () => {
    const { preview } = sample()
    const scene = preview(['X1'])
    expect(scene.shown).toBe(5)
    const shield = scene.tubes.find((t) => t.kind === 'shield')!
    expect(shield.id).toBe('M1')
    expect(shield.radius).toBeGreaterThanOrEqual(2.5)
    const stripped = scene.tubes.filter((t) => t.id === 'W5' && t.kind !== 'insulation')
    expect(stripped).toHaveLength(1)
    expect(stripped[0]!.kind).toBe('conductor')
    const ends = points(stripped[0]!)
    expect(Math.hypot(ends.at(-1)![0]! - ends[0]![0]!, ends.at(-1)![1]! - ends[0]![1]!, ends.at(-1)![2]! - ends[0]![2]!)).toBeCloseTo(5, 3)
    // The insulation starts where the strip ends.
    const insulation = points(scene.tubes.find((t) => t.id === 'W5' && t.kind === 'insulation')!)
    expect(insulation[0]).toEqual(ends.at(-1))
  })

  it('counts wires without a route and previews at most its limit of wires', () => {
    const { preview, editor } = sample((r) => (r.typeName === 'segment' && r.id === 'B-C' ? { ...r, endNodeId: 'B', startNodeId: 'A' } as HarnessRecord : r))
    const scene = preview(['W5'])
    expect(scene).toMatchObject({ wires: 1, shown: 0, unrouted: 1, tubes: [] })
    expect(MAX_PREVIEW_WIRES).toBeGreaterThan(100)
    expect(editor.doc.count('wire')).toBe(5)
  })

  it('lays nothing for a selection without wires, and every wire for the whole harness', () => {
    const { preview, editor, derived } = sample()
    expect(preview(['nope'])).toMatchObject({ tubes: [], parts: [], shown: 0, wires: 0 })
    const routes = derived.get().routes
    const all = buildPreview3d(editor.doc, (id) => routes.get(id), 'all', () => 3)
    expect(all).toMatchObject({ wires: 5, shown: 5 })
    expect(all.tubes.filter((t) => t.kind === 'bundle').every((t) => t.radius === 1.5)).toBe(true)
  })
})
