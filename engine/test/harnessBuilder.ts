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
