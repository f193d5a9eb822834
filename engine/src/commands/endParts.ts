import type { WireId } from '@harness/protocol'
import type { WireEndSide } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { fitCavityClosure, fitTerminal } from './fitPart'
import { proposeEndParts, type EndPartsProposal } from '../library/endParts'
import type { CatalogPart, PartCatalog } from '../library/PartCatalog'

/** The parts the library proposes for one wire end in a housing's cavity. */
export interface EndAssignment {
  readonly wireId: WireId
  readonly end: WireEndSide
  readonly terminal: CatalogPart
  /** The cavity seal, for a sealed housing; null otherwise. */
  readonly seal: CatalogPart | null
}

/** A wire end the library proposes nothing for, and why (see {@link EndPartsProposal}). */
export interface UnmatchedEnd {
  readonly wireId: WireId
  readonly end: WireEndSide
  readonly reason: Extract<EndPartsProposal, { ok: false }>['reason']
}

/**
 * The library's proposals for the cavity ends of `wireIds` (ends at splices and open ends have
 * none): each end either gets the first fitting terminal (and seal, in a sealed housing) of its
 * housing, or is listed as unmatched with the reason. Unknown ids are skipped.
 */
export function endAssignments(doc: DocReader, catalog: PartCatalog, wireIds: readonly WireId[]): { assignments: EndAssignment[]; unmatched: UnmatchedEnd[] } {
  const assignments: EndAssignment[] = []
  const unmatched: UnmatchedEnd[] = []
  for (const wireId of wireIds) {
    const wire = doc.getOf('wire', wireId)
    if (!wire) continue
    for (const end of ['A', 'B'] as const) {
      const at = end === 'A' ? wire.endA : wire.endB
      if (at.kind !== 'cavity') continue
      const connector = doc.connectorOfCavity(at.cavityId)
      if (!connector) continue
      const proposal = proposeEndParts(catalog, connector.partNumber, { csa: wire.csa, od: wire.od })
      if (proposal.ok) assignments.push({ wireId, end, terminal: proposal.terminal, seal: proposal.seal })
      else unmatched.push({ wireId, end, reason: proposal.reason })
    }
  }
  return { assignments, unmatched }
}

/**
 * Fits the proposed parts to wire ends: each end's terminal takes the proposed part number and
 * description (a terminal record is added where the end has none) and the wire takes the
 * terminal's strip length at that end when the library states one; in a sealed housing the
 * cavity's seal takes the proposed seal (added where the cavity has none) and the connector gets
 * its seal property ticked. Refuses, changing nothing, when a wire is gone or an end is no longer
 * in a cavity.
 */
export const assignEndParts: Command<{ assignments: readonly EndAssignment[] }> = (doc, { assignments }, tx) => {
  for (const a of assignments) {
    const wire = doc.getOf('wire', a.wireId)
    if (!wire) return refuse('notFound', a.wireId)
    if ((a.end === 'A' ? wire.endA : wire.endB).kind !== 'cavity') return refuse('invalidArguments', `end ${a.end} of ${a.wireId} is not in a cavity`)
  }
  if (!tx) return true
  // Two wires may share a cavity (a double crimp): its seal is set once.
  const sealed = new Set<string>()
  for (const a of assignments) {
    const wire = doc.getOf('wire', a.wireId)!
    const at = a.end === 'A' ? wire.endA : wire.endB
    if (at.kind !== 'cavity') continue
    const strip = a.terminal.params.stripLength
    fitTerminal(doc, tx, wire.id, a.end, { partNumber: a.terminal.partNumber, description: a.terminal.description, status: a.terminal.status }, typeof strip === 'number' ? strip : undefined)
    if (!a.seal || sealed.has(at.cavityId)) continue
    sealed.add(at.cavityId)
    fitCavityClosure(doc, tx, at.cavityId, 'seal', { partNumber: a.seal.partNumber, description: a.seal.description, status: a.seal.status })
  }
  return true
}
