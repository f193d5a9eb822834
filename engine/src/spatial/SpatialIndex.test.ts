import { describe, expect, it } from 'vitest'
import type { ConnectorId, NodeId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { createRecords, deleteRecords } from '../commands/records'
import { moveNode } from '../commands/topology'
import { Editor } from '../Editor'
import { createCavity } from '../model/factories'
import { touchedIds } from '../store/RecordsDiff'
import { SpatialIndex, spatialIdsOf } from './SpatialIndex'

const drawing = () =>
  harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80])
    .segment('A', 'B', 100).segment('B', 'C', 80).connector('X1', 'A', 2).connector('X2', 'C', 2)

describe('SpatialIndex', () => {
  it('answers what a viewport shows', () => {
    const editor = new Editor(drawing().records)
    const index = new SpatialIndex(editor.doc)
    expect(index.size).toBe(7)
    expect(index.query({ minX: 40, minY: -5, maxX: 60, maxY: 5 }).sort()).toEqual(['A-B'])
    expect(index.query({ minX: 90, minY: 70, maxX: 110, maxY: 90 }).sort()).toEqual(['B-C', 'C', 'X2'])
    expect(index.query({ minX: 500, minY: 500, maxX: 600, maxY: 600 })).toEqual([])
  })

  it('hits the smallest thing under the pointer within the tolerance', () => {
    const index = new SpatialIndex(new Editor(drawing().records).doc)
    expect(index.hitTest([50, 1], 3)).toMatchObject({ id: 'A-B' })
    expect(index.hitTest([100.5, 0.5], 3)).toMatchObject({ id: 'B' })
    // Node A holds X1: the connector answers for it.
    expect(index.hitTest([3, 3], 3)?.id).toBe('X1')
    expect(index.hitTest([50, 20], 3)).toBeNull()
  })

  it('hits a thick bundle anywhere on its drawn width, up to the reach', () => {
    const index = new SpatialIndex(new Editor(drawing().records).doc)
    // A-B drawn 16 mm thick: 8 mm either side of its centre line.
    const half = (id: string) => (id === 'A-B' ? 8 : 0)
    expect(index.hitTest([50, 7], 2)).toBeNull()
    expect(index.hitTest([50, 7], 2, half)).toMatchObject({ id: 'A-B', distance: 0 })
    expect(index.hitTest([50, 9], 2, half)).toMatchObject({ id: 'A-B', distance: 1 })
    expect(index.hitTest([50, 11], 2, half)).toBeNull()
    expect(index.hitTest([50, 11], 2, () => 1000)).toMatchObject({ id: 'A-B', distance: 0 })
    expect(index.hitTest([50, 40], 2, () => 1000)).toBeNull()
    // A connector still answers before the bundle under it.
    expect(index.hitTest([3, 3], 3, () => 8)?.id).toBe('X1')
    // On both a thick trunk and a thin branch at their junction: the branch whose centre line is nearer.
    expect(index.hitTest([100.5, 6], 0.5, (id) => (id === 'A-B' ? 10 : 1))?.id).toBe('B-C')
  })

  it('follows a moved node with its segments and connectors', () => {
    const editor = new Editor(drawing().records)
    const index = new SpatialIndex(editor.doc)
    editor.subscribe((event) => index.update(touchedIds(event.diff)))
    editor.run(moveNode, { nodeId: 'C' as NodeId, position: [300, 300] })
    expect(index.query({ minX: 290, minY: 290, maxX: 310, maxY: 310 }).sort()).toEqual(['B-C', 'C', 'X2'])
    expect(index.hitTest([100, 80], 2)).toBeNull()
    expect(index.hitTest([200, 150], 2)).toMatchObject({ id: 'B-C' })
  })

  it('sizes a connector by its cavities and follows cavities added and removed', () => {
    const editor = new Editor(drawing().records)
    const index = new SpatialIndex(editor.doc)
    editor.subscribe((event) => index.update(spatialIdsOf(event.diff)))
    const box = (id: string) => {
      const e = index.entry(id)!
      return [e.minX, e.minY, e.maxX, e.maxY]
    }
    expect(box('X2')).toEqual([94, 73, 106, 87])
    const cavities = Array.from({ length: 18 }, (_, i) => createCavity({ id: `X2:${i + 3}` as never, connectorId: 'X2' as ConnectorId, name: String(i + 3), index: i + 2 }))
    expect(editor.run(createRecords, { records: cavities })).toBe(true)
    // 20 cavities: 1.5 mm rows and 1 mm at each end, a body 12 × 32 mm.
    expect(box('X2')).toEqual([94, 64, 106, 96])
    expect(index.hitTest([100, 93], 1)?.id).toBe('X2')
    expect(editor.run(deleteRecords, { ids: cavities.slice(4).map((c) => c.id) })).toBe(true)
    expect(box('X2')).toEqual([94, 73, 106, 87])
    expect(editor.undo()).toBe(true)
    expect(box('X2')).toEqual([94, 64, 106, 96])
  })
})

