/**
 * Record ids and names of an imported WireViz harness. Ids derive from WireViz designators, so
 * importing the same file again gives the same ids: `connector:X1`, `cavity:X1:3` (the third pin),
 * `node:X1` and `node:W1` (a connector's node, a cable's branch node; a designator names either a
 * connector or a cable, never both), `segment:W1:2` (the cable's second arm), `multicore:W1`,
 * `wire:W1:4` and `wire:W1:s` (the shield). The trailing number is always a position, so ids stay
 * distinct whatever characters a designator holds.
 *
 * Names are the designators, except that an unnamed instance WireViz calls `__F_3` (the third
 * `F.` in the connection sets) is named `F.3` with the file's template separator: it cannot clash
 * with a designator, which never contains the separator.
 */
import { asId, type CavityId, type ConnectorId, type MulticoreId, type NodeId, type SegmentId, type WireId } from '@harness/protocol'

/** The node of a connector or of a cable's branch point. */
export function wirevizNodeId(designator: string): NodeId {
  return asId('node', `node:${designator}`)
}

/** The connector record of a connector instance. */
export function wirevizConnectorId(designator: string): ConnectorId {
  return asId('connector', `connector:${designator}`)
}

/** The cavity of the pin at `index` (from 0) of a connector. */
export function wirevizCavityId(designator: string, index: number): CavityId {
  return asId('cavity', `cavity:${designator}:${index + 1}`)
}

/** The `arm`-th segment (from 0) of a cable's star. */
export function wirevizSegmentId(cable: string, arm: number): SegmentId {
  return asId('segment', `segment:${cable}:${arm + 1}`)
}

/** The multicore record of a (non-bundle) cable. */
export function wirevizMulticoreId(cable: string): MulticoreId {
  return asId('multicore', `multicore:${cable}`)
}

/** The wire record of wire `wire` (1-based number, or 's' for the shield) of a cable or bundle. */
export function wirevizWireId(cable: string, wire: number | 's'): WireId {
  return asId('wire', `wire:${cable}:${wire}`)
}

const UNNAMED = /^__(.+)_(\d+)$/s

/** The name a designer sees for a WireViz designator (see the module comment). */
export function wirevizDisplayName(designator: string, separator: unknown): string {
  const unnamed = UNNAMED.exec(designator)
  if (!unnamed || typeof separator !== 'string' || separator === '') return designator
  return `${unnamed[1]}${separator}${unnamed[2]}`
}
