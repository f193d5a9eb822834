import type { CavityId, ConnectorId, NodeId, NodeKind, SegmentId, SpliceId, WireId } from '@harness/protocol'
import { createCavity, createConnector, createNode, createSegment, createSplice, createWire } from '../src/model/factories'
import type { HarnessRecord } from '../src/model/records'
import type { Mm } from '../src/model/units'

/**
 * A small builder for test harnesses with readable ids: `node('N1')`, `segment('N1', 'N2', 100)`,
 * `connector('X1', 'N1', 4)` (cavities X1:1..X1:4), `wire('W1', 'X1:1', 'X2:1')`.
 */
export class HarnessBuilder {
  readonly records: HarnessRecord[] = []

  node(id: string, kind: NodeKind = 'branch', position: readonly [number, number] = [0, 0]): this {
    this.records.push(createNode({ id: id as NodeId, kind, name: id, position }))
    return this
  }

  segment(from: string, to: string, length: number, id = `${from}-${to}`): this {
    this.records.push(createSegment({ id: id as SegmentId, name: id, startNodeId: from as NodeId, endNodeId: to as NodeId, length: length as Mm }))
    return this
  }

  connector(name: string, nodeId: string, cavities: number, lengthAddOn = 0): this {
    const id = name as ConnectorId
    this.records.push(createConnector({ id, name, nodeId: nodeId as NodeId, lengthAddOn: lengthAddOn as Mm }))
    for (let i = 1; i <= cavities; i++) this.records.push(createCavity({ id: `${name}:${i}` as CavityId, connectorId: id, name: String(i), index: i - 1 }))
    return this
  }

  /** A splice named and identified `name` at node `nodeId`. */
  splice(name: string, nodeId: string): this {
    this.records.push(createSplice({ id: name as SpliceId, name, nodeId: nodeId as NodeId }))
    return this
  }

  wire(id: string, from: string, to: string, od = 1.4): this {
    this.records.push(
      createWire({ id: id as WireId, name: id, od: od as Mm, endA: { kind: 'cavity', cavityId: from as CavityId }, endB: { kind: 'cavity', cavityId: to as CavityId } }),
    )
    return this
  }
}

/** Starts a test harness. */
export const harness = () => new HarnessBuilder()

/**
 * Three connectors on a star around branch point B (100, 0): X1 (3 pins) at A (0, 0), X2 (2) at
 * C (100, 80), X3 (1) at D (200, 0), along A-B 100 mm, B-C 80 mm, B-D 50 mm; W1 and W2 run X1-X2,
 * W3 runs X1-X3.
 */
export function starHarness(): HarnessBuilder {
  return harness()
    .node('A', 'connector', [0, 0]).node('B', 'branch', [100, 0]).node('C', 'connector', [100, 80]).node('D', 'connector', [200, 0])
    .segment('A', 'B', 100).segment('B', 'C', 80).segment('B', 'D', 50)
    .connector('X1', 'A', 3).connector('X2', 'C', 2).connector('X3', 'D', 1)
    .wire('W1', 'X1:1', 'X2:1').wire('W2', 'X1:2', 'X2:2').wire('W3', 'X1:3', 'X3:1')
}
