import { describe, expect, it } from 'vitest'
import { rotationToward } from '../commands/facingBundle'
import type { NodeRecord } from '../model/records'
import { bodyOrientation, connectorBodyBox } from '../spatial/connectorBody'
import { STACK_GAP_MM } from './connectorStacks'
import { generateHarness } from './generateHarness'
import { generateTopology } from './harnessTopology'
import { HARNESS_SIZES } from './harnessSizes'
import { createRandom } from './seededRandom'

describe('stackConnectors', () => {
  it('stacks each cluster\'s connectors so their bodies keep apart, moving nothing else', () => {
    for (const size of ['S', 'M'] as const) {
      const records = generateHarness(size, 3)
      const topology = generateTopology(HARNESS_SIZES[size], createRandom(3, 'topology'))
      const nodes = new Map(records.filter((r): r is NodeRecord => r.typeName === 'node').map((n) => [n.id, n]))
      // Branch points and splices stay where the topology put them; connectors keep their x.
      for (const before of topology.nodes) {
        const after = nodes.get(before.id)!
        expect(after.position[0]).toBe(before.position[0])
        if (before.kind !== 'connector') expect(after.position).toEqual(before.position)
      }
      const count = new Map<string, number>()
      for (const r of records) if (r.typeName === 'cavity') count.set(r.connectorId, (count.get(r.connectorId) ?? 0) + 1)
      const boxOf = new Map(records.flatMap((r) => (r.typeName === 'connector' ? [[r.nodeId, connectorBodyBox(nodes.get(r.nodeId)!.position, count.get(r.id) ?? 0, bodyOrientation(r.rotation, r.mirrored))] as const] : [])))
      const clusters = new Map<number, string[]>()
      topology.connectorNodes.forEach((id, c) => clusters.set(topology.connectorCluster[c]!, [...(clusters.get(topology.connectorCluster[c]!) ?? []), id]))
      for (const members of clusters.values()) {
        for (let i = 1; i < members.length; i++) {
          // In order down the stack, each body below the one before with the gap (less a rounding mm).
          expect(boxOf.get(members[i] as never)!.minY - boxOf.get(members[i - 1] as never)!.maxY).toBeGreaterThanOrEqual(STACK_GAP_MM - 1)
        }
      }
    }
  })

  it('turns every connector to face the stub to its hub', () => {
    const records = generateHarness('S', 4)
    const nodes = new Map(records.filter((r): r is NodeRecord => r.typeName === 'node').map((n) => [n.id, n.position]))
    const hubOf = new Map(records.flatMap((r) => (r.typeName === 'segment' ? [[r.endNodeId, r.startNodeId] as const] : [])))
    const rotations = new Set<number>()
    for (const r of records) {
      if (r.typeName !== 'connector') continue
      expect(r.rotation).toBe(rotationToward(nodes.get(r.nodeId)!, nodes.get(hubOf.get(r.nodeId)!)!))
      rotations.add(r.rotation)
    }
    // Connectors stand right of their hubs: most face left.
    expect(rotations.has(180)).toBe(true)
  })

  it('is deterministic for a seed', () => {
    expect(generateHarness('S', 9)).toEqual(generateHarness('S', 9))
  })
})
