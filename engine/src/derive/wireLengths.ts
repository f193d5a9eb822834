import type { WireId } from '@harness/protocol'
import { roundLength, wireLength, type EndAddOns, type WireLength, type WireLengthFailure, type WireLengthInput } from '../calc'
import type { NodeRecord, TerminalRecord, WireEndSide, WireRecord } from '../model/records'
import type { DocReader, EndPart } from '../store/DocReader'
import type { WireRoute } from './wireRoutes'

/** A wire's lengths in mm, or why it has none; `fixed` marks a production length set by the designer. */
export type DerivedWireLength =
  | (WireLength & { readonly wireId: WireId; readonly fixed: boolean })
  | (WireLengthFailure & { readonly wireId: WireId })
  | { readonly ok: false; readonly wireId: WireId; readonly reason: 'unroutable' }

/**
 * The add-ons at one end of a wire in mm: its connector's or splice's, and its terminal's.
 * `terminals` (the wire's) and `part` (the end's) are passed when the caller has them already.
 */
export function endAddOns(
  doc: DocReader,
  wire: WireRecord,
  side: WireEndSide,
  terminals: readonly TerminalRecord[] = doc.terminalsOf(wire.id),
  part: EndPart = doc.endPartOf(side === 'A' ? wire.endA : wire.endB),
): EndAddOns {
  const terminal = terminals.find((t) => t.end === side)
  const out: { connector?: number; terminal?: number; splice?: number } = {}
  if (terminal) out.terminal = terminal.lengthAddOn
  if (part?.typeName === 'connector') out.connector = part.lengthAddOn
  else if (part?.typeName === 'splice') out.splice = part.lengthAddOn
  return out
}

/**
 * Everything a routed wire's length depends on except the segment lengths: its end and node
 * add-ons, percentage, rounding and twist take-up (harness-domain 3.2). Kept per wire so a new
 * segment length re-measures the wires through it without looking their parts up again.
 */
export type LengthInputs = Omit<WireLengthInput, 'route'>

/** The length inputs of a routed wire (see {@link LengthInputs}). */
export function lengthInputs(doc: DocReader, wire: WireRecord, route: Extract<WireRoute, { ok: true }>): LengthInputs {
  const rules = doc.settings.lengthRules
  let nodeSum = 0
  for (const nodeId of route.route.innerNodes) {
    const node = doc.getOf('node', nodeId)
    if (!node) continue
    nodeSum += node.lengthAddOn ?? (node.kind === 'branch' ? rules.junctionAddOn : 0)
  }
  return lengthInputsWith(doc, wire, nodeSum)
}

/** The add-on in mm a wire passing `node` gets: the node's own, else the junction add-on at branch points. */
export function nodeAddOn(doc: DocReader, node: NodeRecord): number {
  return node.lengthAddOn ?? (node.kind === 'branch' ? doc.settings.lengthRules.junctionAddOn : 0)
}

/**
 * The length inputs of a wire whose route passes nodes with add-ons summing to `nodeSum` mm;
 * `partA`, `partB` (its ends' parts) and `terminals` are passed when the caller has them already.
 */
export function lengthInputsWith(
  doc: DocReader,
  wire: WireRecord,
  nodeSum: number,
  partA: EndPart = doc.endPartOf(wire.endA),
  partB: EndPart = doc.endPartOf(wire.endB),
  terminals: readonly TerminalRecord[] = doc.terminalsOf(wire.id),
): LengthInputs {
  const rules = doc.settings.lengthRules
  const group = wire.groupId ? doc.getOf('wireGroup', wire.groupId) : undefined
  const twisted = group && group.kind === 'twisted' && group.pitch > 0
  return {
    endA: endAddOns(doc, wire, 'A', terminals, partA),
    endB: endAddOns(doc, wire, 'B', terminals, partB),
    nodeAddOns: nodeSum === 0 ? [] : [{ count: 1, value: nodeSum }],
    percentage: rules.percentAddOn > 0 ? { percent: rules.percentAddOn, min: rules.minAddOn, ...(rules.maxAddOn > 0 ? { max: rules.maxAddOn } : {}) } : { percent: 0 },
    ...(rules.roundTo > 0 ? { rounding: { value: rules.roundTo, method: rules.roundMethod } } : {}),
    ...(twisted ? { twist: { kind: 'pair' as const, outerDiameter: wire.od, layLength: group.pitch } } : {}),
  }
}

/** The lengths of a routed wire from its inputs and the current lengths of its route's segments. */
export function measureWire(doc: DocReader, wire: WireRecord, route: Extract<WireRoute, { ok: true }>, inputs: LengthInputs): DerivedWireLength {
  const segmentLengths: number[] = []
  for (const step of route.route.steps) segmentLengths.push(doc.getOf('segment', step.segmentId)!.length)
  const result = wireLength({ ...inputs, route: segmentLengths })
  if (!result.ok) return fixedInPlaceOfNone(result, segmentLengths, inputs, wire.id, wire.fixedLength)
  if (wire.fixedLength !== null) return { ...result, production: wire.fixedLength, wireId: wire.id, fixed: true }
  return { ...result, wireId: wire.id, fixed: false }
}

/**
 * A wire whose route and add-ons leave no production length (a jumper between two cavities of one
 * housing: no segment, no add-on): the designer's fixed length `fixedLength` (mm), when set, is
 * its production length, with the DMU length its route has (0 for a jumper); without one the
 * failure stands for wire `wireId`.
 * Example: a jumper of X1 with a fixed length of 80 mm → DMU 0, drawing 0, production 80.
 */
export function fixedInPlaceOfNone(failure: WireLengthFailure, segmentLengths: readonly number[], inputs: LengthInputs, wireId: WireId, fixedLength: number | null): DerivedWireLength {
  if (fixedLength === null || !(fixedLength > 0)) return { ...failure, wireId }
  let dmu = 0
  for (const length of segmentLengths) dmu += length
  return { ok: true, dmu, drawing: roundLength(dmu, inputs.rounding ?? NO_ROUNDING), production: fixedLength, breakdown: failure.breakdown, wireId, fixed: true }
}

/** Lengths as they are. */
const NO_ROUNDING = { value: 0, method: 'nearest' } as const

/**
 * The lengths of one routed wire by the project's length rules (harness-domain 3.2): route sum,
 * end add-ons, node add-ons for every node passed (the node's own value, else the project's
 * junction add-on for branch points), the clamped percentage, rounding, and the twist take-up of a
 * twisted group's pitch. A designer's fixed length replaces the production length only, and
 * stands also where the route and add-ons leave none (`fixedInPlaceOfNone`).
 */
export function deriveWireLength(doc: DocReader, wire: WireRecord, route: WireRoute): DerivedWireLength {
  if (!route.ok) return { ok: false, wireId: wire.id, reason: 'unroutable' }
  return measureWire(doc, wire, route, lengthInputs(doc, wire, route))
}
