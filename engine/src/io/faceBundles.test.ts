import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import type { ConnectorRecord, HarnessRecord } from '../model/records'
import { faceBundles } from './faceBundles'

const rotations = (records: readonly HarnessRecord[]) =>
  Object.fromEntries(records.filter((r): r is ConnectorRecord => r.typeName === 'connector').map((c) => [c.id, c.rotation]))

describe('faceBundles', () => {
  it('turns a connector at a bundle\'s end toward it, the nearest quarter', () => {
    // B branches to four connectors: right (X1, as placed), below (X2), left (X3) and above (X4).
    const built = harness().node('B', 'branch', [0, 0])
      .node('R', 'connector', [100, 10]).node('D', 'connector', [5, 100]).node('L', 'connector', [-100, 0]).node('U', 'connector', [0, -100])
      .segment('B', 'R', 100).segment('D', 'B', 100).segment('B', 'L', 100).segment('B', 'U', 100)
      .connector('X1', 'R', 2).connector('X2', 'D', 2).connector('X3', 'L', 2).connector('X4', 'U', 2)
    // R's bundle leaves it to the left (toward B): pins on the left, 180; D's upwards, 270; L's to the right, 0; U's downwards, 90.
    expect(rotations(faceBundles(built.records))).toEqual({ X1: 180, X2: 270, X3: 0, X4: 90 })
  })

  it('follows a bundle\'s first leg to its bend point, and leaves turned, mirrored, shared and branching housings alone', () => {
    const built = harness().node('A', 'connector', [0, 0]).node('B', 'branch', [100, 100]).node('C', 'connector', [200, 100]).node('E', 'connector', [300, 100])
      .segment('A', 'B', 150).segment('B', 'C', 100).segment('C', 'E', 100)
      .connector('X1', 'A', 2).connector('X2', 'C', 2).connector('X3', 'E', 2).connector('X4', 'E', 2)
    const records = built.records.map((r) => (r.typeName === 'segment' && r.id === 'A-B' ? { ...r, points: [[0, 80] as const] } : r))
    // A-B first runs down to its bend at (0, 80): 90. X2 sits where two bundles meet, X3 and X4 share a node.
    expect(rotations(faceBundles(records))).toEqual({ X1: 90, X2: 0, X3: 0, X4: 0 })
    const turned = records.map((r) => (r.typeName === 'connector' && r.id === 'X1' ? { ...r, rotation: 270 } : r))
    expect(rotations(faceBundles(turned)).X1).toBe(270)
    const mirrored = records.map((r) => (r.typeName === 'connector' && r.id === 'X1' ? { ...r, mirrored: true } : r))
    expect(rotations(faceBundles(mirrored)).X1).toBe(0)
    // A rotation the file states, 0 too, is kept.
    expect(rotations(faceBundles(records, new Set(['X1']))).X1).toBe(0)
  })
})
