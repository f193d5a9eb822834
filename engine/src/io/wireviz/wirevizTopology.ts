/**
 * The bundle topology of an imported WireViz harness. WireViz describes connectivity only, so the
 * importer generates a topology a designer can edit: a star per cable.
 *
 * - Every connector sits at a node of its own (kind `connector`).
 * - Every cable or bundle gets one branch node and one segment from it to each connector the
 *   cable reaches (in order of first connection), drawn from the left item to the right one.
 * - Arm lengths: a route between two connectors of one cable passes exactly two arms of its star,
 *   so each arm is half the cable length L and every such route measures L, whatever the number
 *   of arms. A cable reaching a single connector has one arm of length L (its branch node stands
 *   for the cable's free end). A cable without a usable length has arms of length 0.
 * - Branch nodes have a junction add-on of 0 mm, so the project's junction add-on does not
 *   lengthen routes through a star that is not a real junction.
 *
 * Where cables share connectors the graph has cycles, and a shortest route may pass through
 * another cable's star; the wires therefore carry their cable's length as a fixed length.
 */
import { createNode, createSegment } from '../../model/factories'
import type { NodeRecord, SegmentRecord } from '../../model/records'
import type { Mm } from '../../model/units'
import type { WirevizHarness } from './wirevizHarness'
import type { WirevizLayout } from './wirevizLayout'
import { wirevizDisplayName, wirevizNodeId, wirevizSegmentId } from './wirevizNames'

/** The generated topology: connector nodes, then branch nodes (one per cable), then the star arms. */
export interface WirevizTopology {
  readonly nodes: NodeRecord[]
  readonly segments: SegmentRecord[]
}

/** The connectors each cable reaches, in order of first connection. */
export function connectorsReached(harness: WirevizHarness): Map<string, string[]> {
  const reached = new Map<string, Set<string>>(harness.cables.map((c) => [c.name, new Set<string>()]))
  for (const c of harness.connections) {
    const set = reached.get(c.cable)!
    if (c.from) set.add(c.from.connector)
    if (c.to) set.add(c.to.connector)
  }
  return new Map([...reached].map(([cable, set]) => [cable, [...set]]))
}

/** The arm length in mm of a star with `arms` arms for a cable of `length` mm (see the module comment). */
export function armLength(length: number, arms: number): number {
  return arms === 1 ? length : length / 2
}

/**
 * Nodes and segments of `harness` placed by `layout`; `lengthOf` gives a cable's length in mm
 * (0 when it has none).
 */
export function mapWirevizTopology(harness: WirevizHarness, layout: WirevizLayout, lengthOf: (cable: string) => number): WirevizTopology {
  const separator = harness.options.templateSeparator
  const nodes: NodeRecord[] = []
  for (const c of harness.connectors) {
    nodes.push(createNode({ id: wirevizNodeId(c.name), kind: 'connector', name: wirevizDisplayName(c.name, separator), position: layout.get(c.name)!.position }))
  }
  const segments: SegmentRecord[] = []
  const reached = connectorsReached(harness)
  for (const cable of harness.cables) {
    const star = layout.get(cable.name)!
    const cableName = wirevizDisplayName(cable.name, separator)
    nodes.push(createNode({ id: wirevizNodeId(cable.name), kind: 'branch', name: cableName, position: star.position, lengthAddOn: 0 as Mm }))
    const arms = reached.get(cable.name)!
    const length = armLength(lengthOf(cable.name), arms.length)
    arms.forEach((connector, arm) => {
      const leftToRight = layout.get(connector)!.column <= star.column
      const [start, end] = leftToRight ? [connector, cable.name] : [cable.name, connector]
      segments.push(createSegment({
        id: wirevizSegmentId(cable.name, arm),
        name: `${cableName}/${wirevizDisplayName(connector, separator)}`,
        startNodeId: wirevizNodeId(start),
        endNodeId: wirevizNodeId(end),
        length: length as Mm,
      }))
    })
  }
  return { nodes, segments }
}
