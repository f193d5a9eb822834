import { describe, expect, it } from 'vitest'
import type { MulticoreId, WireGroupId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { Editor } from '../Editor'
import { createMulticore, createWireGroup } from '../model/factories'
import type { HarnessRecord } from '../model/records'
import type { Mm } from '../model/units'
import { buildHarness3d } from './harness3d'
import { routeAllWires } from './wireRoutes'

function sample() {
  const h = harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [200, 0])
    .segment('A', 'B', 100).segment('B', 'C', 100).connector('X1', 'A', 6).connector('X2', 'C', 6)
    .wire('T1', 'X1:1', 'X2:1').wire('T2', 'X1:2', 'X2:2').wire('C1', 'X1:3', 'X2:3').wire('C2', 'X1:4', 'X2:4').wire('W5', 'X1:5', 'X2:5')
  const records: HarnessRecord[] = h.records.map((r) => {
    if (r.typeName !== 'wire') return r
    if (r.id === 'T1' || r.id === 'T2') return { ...r, groupId: 'G1' as WireGroupId }
    if (r.id === 'C1' || r.id === 'C2') return { ...r, multicoreId: 'M1' as MulticoreId }
    return r
  })
  records.push(createWireGroup({ id: 'G1' as WireGroupId, pitch: 25 as Mm, wireIds: ['T1' as WireId, 'T2' as WireId] }))
  records.push(createMulticore({ id: 'M1' as MulticoreId, od: 5 as Mm, shielded: true }))
  return new Editor(records).doc
}

describe('3D harness data', () => {
  it('groups wires sharing a route under an automatic top parent with the spec defaults', () => {
    const doc = sample()
    const data = buildHarness3d(doc, routeAllWires(doc))
    expect(data.wires).toHaveLength(1)
    const top = data.wires[0]!
    expect(top).toMatchObject({ mtype: 'topparent', pitch: 500, gap: 0.5 })
    expect(top.path).toEqual([[0, 0, 0], [100, 0, 0], [200, 0, 0]])
    const kinds = top.children.map((c) => c.mtype).sort()
    expect(kinds).toEqual([null, 'shielded', 'twisted'])
    const twisted = top.children.find((c) => c.mtype === 'twisted')!
    expect(twisted.pitch).toBe(25)
    expect(twisted.children.map((c) => c.id).sort()).toEqual(['T1', 'T2'])
    const shield = top.children.find((c) => c.mtype === 'shielded')!
    expect(shield.pitch).toBe(500)
    expect(shield.od).toBeGreaterThanOrEqual(5)
    expect(top.od).toBeGreaterThan(shield.od)
  })

  it('lists the connection points with the wires ending there', () => {
    const doc = sample()
    const data = buildHarness3d(doc, routeAllWires(doc))
    const points = data.connections.map((c) => [c.point, c.wires.length])
    expect(points).toEqual(expect.arrayContaining([[[0, 0, 0], 5], [[200, 0, 0], 5]]))
  })
})
