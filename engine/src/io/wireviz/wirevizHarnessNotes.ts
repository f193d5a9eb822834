/**
 * What a WireViz import tells the designer besides the records, as machine-readable notes (the
 * interface words them from its message catalogue): that the topology was generated, and what
 * the native document does not carry or had to assume. Connectors and cables are named as the
 * designer sees them in the editor (`X1`, `W1`, or `F.1` for the instance WireViz calls `__F_1`,
 * see wirevizNames); pins and wires are written as WireViz's `str()` prints them.
 */

/**
 * One note of a WireViz import:
 * - `generatedTopology`: WireViz has no bundle topology, so one was made: a star per cable (one
 *   branch node per cable, one segment from it to each connector the cable reaches), with arms of
 *   half the cable length (the full length when the cable reaches one connector), so that every
 *   route through a star equals the cable's length; wires carry their cable's length as fixed length.
 * - `loop`: a connector loop (two pins shorted by a loop wire) that has no record.
 * - `mate`: a pin mate (`-->`) or connector mate (`==>`) that has no record.
 * - `unconnectedPins`: cavities of a connector that no wire reaches.
 * - `openWireEnds`: wires of a cable with at least one end attached to nothing.
 * - `extraWireEnds`: a wire WireViz connects to more than two pins; the ends beyond two are dropped.
 * - `unknownWire`: a connection names a wire the cable does not have (`s` without a shield, 0, a
 *   negative number, or text that is no colour or label); the connection is dropped.
 * - `assumedGauge`: the cable's gauge is missing or not understood; `csa` mm² was assumed.
 * - `noLength`: the cable states no usable length (`reason`); its arms have length 0 and its wires no fixed length.
 * - `bomOnlyItems`: additional components and BOM items WireViz lists only in its BOM.
 */
export type WirevizHarnessNote =
  | {
      readonly code: 'generatedTopology'
      readonly layout: 'starPerCable'
      readonly cables: number
      readonly branchNodes: number
      readonly segments: number
    }
  | { readonly code: 'loop'; readonly connector: string; readonly pins: readonly [string, string] }
  | { readonly code: 'mate'; readonly kind: 'pin' | 'connector'; readonly from: string; readonly to: string }
  | { readonly code: 'unconnectedPins'; readonly connector: string; readonly pins: readonly string[] }
  | { readonly code: 'openWireEnds'; readonly cable: string; readonly wires: readonly string[] }
  | { readonly code: 'extraWireEnds'; readonly cable: string; readonly wire: string; readonly dropped: readonly string[] }
  | { readonly code: 'unknownWire'; readonly cable: string; readonly wire: string }
  | { readonly code: 'assumedGauge'; readonly cable: string; readonly gauge: string; readonly csa: number }
  | { readonly code: 'noLength'; readonly cable: string; readonly length: string; readonly reason: 'noLength' | 'unknownUnit' | 'invalidLength' }
  | { readonly code: 'bomOnlyItems'; readonly additionalComponents: number; readonly additionalBomItems: number }

/** The code of a note. */
export type WirevizHarnessNoteCode = WirevizHarnessNote['code']
