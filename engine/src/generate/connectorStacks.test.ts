import { describe, expect, it } from 'vitest'
import { rotationToward } from '../commands/facingBundle'
import type { CavityId, ConnectorId, NodeId } from '@harness/protocol'
import { createCavity, createConnector, createNode } from '../model/factories'
import type { NodeRecord } from '../model/records'
import { bodyOrientation, connectorBodyBox } from '../spatial/connectorBody'
import { STACK_GAP_MM, stackConnectors } from './connectorStacks'
import { generateHarness } from './generateHarness'
import { generateTopology } from './harnessTopology'
import { HARNESS_SIZES } from './harnessSizes'
import { createRandom } from './seededRandom'

describe('stackConnectors', () => {
  it('stacks each cluster\'s connectors so their bodies keep apart, and no cluster\'s reach into another\'s', () => {
    for (const size of ['S', 'M'] as const) {
      const records = generateHarness(size, 3)
      const topology = generateTopology(HARNESS_SIZES[size], createRandom(3, 'topology'))
      const nodes = new Map(records.filter((r): r is NodeRecord => r.typeName === 'node').map((n) => [n.id, n]))
      // Every node keeps its x; branch points and splices keep their order along y (the tree its shape).
      for (const before of topology.nodes) expect(nodes.get(before.id)!.position[0]).toBe(before.position[0])
      const inner = topology.nodes.filter((n) => n.kind !== 'connector').sort((a, b) => a.position[1] - b.position[1])
      for (let i = 1; i < inner.length; i++) expect(nodes.get(inner[i]!.id)!.position[1]).toBeGreaterThanOrEqual(nodes.get(inner[i - 1]!.id)!.position[1])
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
      // No two bodies overlap, of one cluster or of two.
      const boxes = [...boxOf.values()].sort((a, b) => a.minY - b.minY)
      let overlaps = 0
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length && boxes[j]!.minY < boxes[i]!.maxY; j++) {
          if (boxes[j]!.minX < boxes[i]!.maxX && boxes[i]!.minX < boxes[j]!.maxX) overlaps += 1
        }
      }
      expect(overlaps).toBe(0)
    }
  })

  it('moves a cluster down as far as its stack needs, and only past stacks over the same x: the worked example', () => {
    // Three clusters at y 0, 30 and 60: a 4-way alone, a 4-way over a 26-way, a 4-way alone.
    const stack = (clusterX: number) => {
      const node = (id: string, y: number, x = 100, kind: NodeRecord['kind'] = 'connector') => createNode({ id: id as NodeId, kind, name: id, position: [x, y] })
      const nodes = [node('R', 0, 0, 'branch'), node('H', 45, 0, 'branch'), node('N1', 0), node('N2', 22, clusterX), node('N3', 38, clusterX), node('N4', 60)]
      const topology = { nodes, segments: [], segmentClasses: [], connectorNodes: ['N1', 'N2', 'N3', 'N4'] as NodeId[], connectorCluster: Int32Array.of(0, 1, 1, 2), clusterCount: 3, spliceNodes: [], spliceCluster: new Int32Array(0) }
      const connectors = ['N1', 'N2', 'N3', 'N4'].map((n, i) => createConnector({ id: `X${i + 1}` as ConnectorId, name: `X${i + 1}`, nodeId: n as NodeId }))
      const cavities = connectors.flatMap((c) => Array.from({ length: c.id === 'X3' ? 26 : 4 }, (_, i) => createCavity({ id: `${c.id}:${i + 1}` as CavityId, connectorId: c.id, name: String(i + 1), index: i })))
      return stackConnectors(topology, connectors, cavities).map((n) => n.position[1])
    }
    // All over x = 100: centres 0, 46.5 and 93; H, halfway from cluster 1 to 2, halfway from 46.5 to 93.
    expect(stack(100)).toEqual([0, 70, 0, 24, 56, 93])
    // Cluster 1 far to the right: every centre stays on the 30 mm pitch.
    expect(stack(400)).toEqual([0, 45, 0, 8, 39, 60])
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
