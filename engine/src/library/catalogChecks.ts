import type { HarnessRecord, WireEndSide, WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { housingSealed, proposeEndParts, sealFits, terminalFits } from './endParts'
import type { PartCatalog } from './PartCatalog'

/**
 * The design-rule checks of a harness against its part library: parts the library marks invalid,
 * and wire ends whose housing (known to the library) takes no terminal or seal that fits the wire,
 * or that carry a terminal or seal the library says does not fit. Pure; the findings keeper calls
 * them record by record.
 */

/** The record types that carry a part number the library can know. */
export const PART_RECORD_TYPES = ['connector', 'terminal', 'seal', 'splice', 'wire', 'multicore', 'protection', 'fixing'] as const

const PART_TYPES: ReadonlySet<string> = new Set(PART_RECORD_TYPES)

/** The invalid library part a record uses, as its part number, or null (records of other types included). */
export function invalidPartOf(catalog: PartCatalog, record: HarnessRecord): string | null {
  if (!PART_TYPES.has(record.typeName)) return null
  const partNumber = (record as { partNumber: string }).partNumber
  return catalog.get(partNumber)?.status === 'invalid' ? partNumber : null
}

/**
 * What is wrong with one end of a wire against the library, in words for the finding's detail, or
 * null: a terminal the library knows that does not take the wire, or, where the housing is the
 * library's, no terminal of it that would; a seal the library knows that does not take the wire's
 * outer diameter (in any housing), or, in a housing the library says is sealed, no seal at all.
 * Every problem of the end is said, joined.
 */
function endProblem(doc: DocReader, catalog: PartCatalog, wire: WireRecord, side: WireEndSide): string | null {
  const end = side === 'A' ? wire.endA : wire.endB
  if (end.kind !== 'cavity') return null
  const connector = doc.connectorOfCavity(end.cavityId)
  if (!connector) return null
  const housing = catalog.getOf('connector', connector.partNumber)
  const where = `${wire.name} ${side} in ${connector.name}`
  const size = { csa: wire.csa, od: wire.od }
  const problems: string[] = []
  const terminal = doc.terminalsOf(wire.id).find((t) => t.end === side)
  const known = terminal ? catalog.getOf('terminal', terminal.partNumber) : undefined
  if (known && !terminalFits(known, size)) problems.push(`terminal ${terminal!.partNumber} does not take ${wire.csa} mm² / ${wire.od} mm`)
  else if (!known && housing) {
    const proposal = proposeEndParts(catalog, connector.partNumber, size)
    if (!proposal.ok && proposal.reason === 'noTerminal') problems.push(`no terminal of ${housing.partNumber} takes ${wire.csa} mm² / ${wire.od} mm`)
  }
  const seals = doc.sealsIn(end.cavityId).filter((s) => s.kind === 'seal')
  const seal = seals.length > 0 ? catalog.getOf('seal', seals[0]!.partNumber) : undefined
  if (seal && !sealFits(seal, wire.od)) problems.push(`seal ${seal.partNumber} does not take ${wire.od} mm`)
  else if (seals.length === 0 && housing && housingSealed(housing)) problems.push(`sealed housing ${housing.partNumber} has no seal in the cavity`)
  return problems.length > 0 ? `${where}: ${problems.join(', ')}` : null
}

/** The end-part problems of a wire against the library, joined, or null when its ends are fine (or unknown to it). */
export function wireEndPartsProblem(doc: DocReader, catalog: PartCatalog, wire: WireRecord): string | null {
  if (catalog.size === 0) return null
  const problems = [endProblem(doc, catalog, wire, 'A'), endProblem(doc, catalog, wire, 'B')].filter((p) => p !== null)
  return problems.length > 0 ? problems.join('; ') : null
}
