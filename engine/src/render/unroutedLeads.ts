import type { WireId } from '@harness/protocol'
import type { DerivedHarness } from '../derive/deriveHarness'
import type { WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { compareNatural } from '../reports/reportCells'

/** The most unrouted wires whose leads one answer carries (the count says how many there are). */
export const MAX_UNROUTED_LEADS = 5000

/**
 * The unrouted wires of a document as the canvas shows them all at once (the "rat's nest" of a
 * layout tool): a straight lead from the node of one end's connector or splice to the other's.
 */
export interface UnroutedLeads {
  /** Every wire whose two ends are placed but lie in separate bundles (rule cannotConnectToGraph). */
  readonly total: number
  /** x1 y1 x2 y2 per lead in sheet mm, for at most {@link MAX_UNROUTED_LEADS} of them (natural order of the wire names). */
  readonly lines: Float32Array
  /** The wires of `lines`, in the same order. */
  readonly wireIds: readonly WireId[]
}

/**
 * The leads of the wires that cannot be routed because their ends lie in separate bundles, read
 * from the design-rule findings (so no route is walked: at XL a document of 100,000 wires with
 * five unrouted ones costs five lookups). A wire with an open end, or with both ends at one node,
 * has no lead. Example: W1 from X1 at node (0, 0) to X2 at node (120, 40), the two nodes not
 * joined by bundles → total 1, lines [0, 0, 120, 40].
 */
export function unroutedLeads(doc: DocReader, derived: DerivedHarness, limit = MAX_UNROUTED_LEADS): UnroutedLeads {
  const wires: WireRecord[] = []
  for (const finding of derived.findings) {
    if (finding.rule !== 'cannotConnectToGraph') continue
    const wire = doc.getOf('wire', finding.ids[0] ?? '')
    if (wire) wires.push(wire)
  }
  wires.sort((a, b) => compareNatural(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const coords: number[] = []
  const wireIds: WireId[] = []
  let total = 0
  for (const wire of wires) {
    const a = endPlace(doc, wire.endA)
    const b = endPlace(doc, wire.endB)
    if (!a || !b || (a[0] === b[0] && a[1] === b[1])) continue
    total += 1
    if (wireIds.length >= limit) continue
    coords.push(a[0], a[1], b[0], b[1])
    wireIds.push(wire.id)
  }
  return { total, lines: new Float32Array(coords), wireIds }
}

/** Where the connector or splice of a wire end sits (its node's position), or null when the end is open. */
function endPlace(doc: DocReader, end: WireRecord['endA']): readonly [number, number] | null {
  const part = doc.endPartOf(end)
  return part ? doc.getOf('node', part.nodeId)?.position ?? null : null
}
