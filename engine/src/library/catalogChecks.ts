import type { CavityId, ConnectorId } from '@harness/protocol'
import type { ConnectorRecord, HarnessRecord, WireEndSide, WireRecord } from '../model/records'
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
  return wireEndPartsProblems(doc, catalog, wire)?.text ?? null
}

/**
 * The end-part problems of a wire against the library with the connectors of the ends that have
 * them (their ids), or null when its ends are fine (or unknown to it).
 */
export function wireEndPartsProblems(doc: DocReader, catalog: PartCatalog, wire: WireRecord): { readonly text: string; readonly connectorIds: readonly ConnectorId[] } | null {
  if (catalog.size === 0) return null
  const problems: string[] = []
  const connectorIds: ConnectorId[] = []
  for (const side of ['A', 'B'] as const) {
    const problem = endProblem(doc, catalog, wire, side)
    if (problem === null) continue
    problems.push(problem)
    const end = side === 'A' ? wire.endA : wire.endB
    const connector = end.kind === 'cavity' ? doc.connectorOfCavity(end.cavityId) : undefined
    if (connector && !connectorIds.includes(connector.id)) connectorIds.push(connector.id)
  }
  return problems.length > 0 ? { text: problems.join('; '), connectorIds } : null
}

/**
 * Whether cavity `cavityId` is an empty cavity of a sealed housing left open: its connector's part
 * is one the library says is sealed, no wire ends in it, and it holds no plug (nor seal). Water
 * gets in through an open cavity of a sealed connector; the factory fits a cavity plug.
 */
export function openSealedCavity(doc: DocReader, catalog: PartCatalog, cavityId: CavityId): { readonly connector: ConnectorRecord } | null {
  if (catalog.size === 0) return null
  const connector = doc.connectorOfCavity(cavityId)
  if (!connector) return null
  const housing = catalog.getOf('connector', connector.partNumber)
  if (!housing || !housingSealed(housing)) return null
  if (doc.wiresAt(cavityId).length > 0 || doc.sealsIn(cavityId).length > 0) return null
  return { connector }
}
