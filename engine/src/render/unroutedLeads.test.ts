import { describe, expect, it } from 'vitest'
import type { CavityId, NodeId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { createRecords } from '../commands/records'
import { createSegment, createWire } from '../model/factories'
import type { Mm } from '../model/units'
import { OpenDocument } from '../open/OpenDocument'
import { unroutedLeads } from './unroutedLeads'

// X1 at A (0, 0) and X2 at B (100, 0) share a bundle; X4 at E (0, 12) and X5 at F (120, 40) are on none.
const open = () => {
  const built = harness()
    .node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('E', 'connector', [0, 12]).node('F', 'connector', [120, 40])
    .segment('A', 'B', 100).connector('X1', 'A', 3).connector('X2', 'B', 1).connector('X4', 'E', 1).connector('X5', 'F', 1)
    .wire('W1', 'X1:1', 'X2:1').wire('W10', 'X1:2', 'X4:1').wire('W9', 'X1:3', 'X5:1')
  return OpenDocument.fromRecords(built.records)
}

describe('unroutedLeads', () => {
  it('gives a straight lead between the end nodes of every wire whose ends lie in separate bundles, in name order', () => {
    const doc = open()
    const leads = unroutedLeads(doc.editor.doc, doc.derived.get())
    expect(leads.total).toBe(2)
    expect(leads.wireIds).toEqual(['W9', 'W10'])
    expect(Array.from(leads.lines)).toEqual([0, 0, 120, 40, 0, 0, 0, 12])
  })

  it('carries at most `limit` leads and still counts them all', () => {
    const doc = open()
    const leads = unroutedLeads(doc.editor.doc, doc.derived.get(), 1)
    expect(leads.total).toBe(2)
    expect(leads.wireIds).toEqual(['W9'])
    expect(leads.lines).toHaveLength(4)
  })

  it('drops a lead once a bundle joins its ends, and has none for a routed or open wire', () => {
    const doc = open()
    doc.editor.run(createRecords, { records: [createSegment({ id: 'seg-AE' as never, startNodeId: 'A' as NodeId, endNodeId: 'E' as NodeId, length: 12 as Mm })] })
    const leads = unroutedLeads(doc.editor.doc, doc.derived.get())
    expect(leads.wireIds).toEqual(['W9'])
    expect(leads.total).toBe(1)

    const openEnd = harness().node('A', 'connector', [0, 0]).connector('X1', 'A', 1)
    const lone = OpenDocument.fromRecords([...openEnd.records, createWire({ id: 'W1' as WireId, name: 'W1', endA: { kind: 'cavity', cavityId: 'X1:1' as CavityId } })])
    expect(unroutedLeads(lone.editor.doc, lone.derived.get()).total).toBe(0)
  })
})
