import type { ConnectorRecord, PartFields, TerminalRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'

/**
 * Whether connector `connector` is its own terminal: a ring terminal, cable lug or eyelet that a
 * DMU places at a node like a housing. KBL models one as a one-cavity Connector_occurrence whose
 * part is the lug, and the same part again as the Terminal_occurrence crimped on the wire end in
 * that cavity; the VW generator sample's battery lug XB.C.1 (part O1a2816a916, "KABELSCHUH_A8_1")
 * is one. The part is one piece, bought and fitted once: the BOM lists it as the wire end's
 * terminal, not again as a housing.
 *
 * True when the connector has a part number and one cavity with no seal or plug in it, and a
 * terminal of the same part (part number and description both equal) is on a wire end in that
 * cavity. A one-cavity housing with another part crimped in it (a single-way connector) is a
 * housing as any other, and so is one whose number its terminal shares only as a placeholder
 * ("-", "DUMMY"), since their descriptions differ. The lug's line in the BOM carries the
 * terminal's usage.
 */
export function isOwnTerminal(doc: DocReader, connector: ConnectorRecord): boolean {
  if (connector.partNumber === '' || doc.cavityCount(connector.id) !== 1) return false
  const cavity = doc.cavitiesOf(connector.id)[0]!
  const terminals: TerminalRecord[] = []
  for (const wire of doc.wiresAt(cavity.id)) {
    for (const terminal of doc.terminalsOf(wire.id)) {
      const end = terminal.end === 'A' ? wire.endA : wire.endB
      if (end.kind === 'cavity' && end.cavityId === cavity.id) terminals.push(terminal)
    }
  }
  return isLug(connector, 1, doc.sealsIn(cavity.id).length, terminals)
}

/**
 * {@link isOwnTerminal} from what a caller without a document has counted: the connector's
 * cavities, the seals and plugs in them, and the terminals on the wire ends in them.
 */
export function isLug(connector: ConnectorRecord, cavities: number, seals: number, terminals: Iterable<PartFields>): boolean {
  if (connector.partNumber === '' || cavities !== 1 || seals > 0) return false
  for (const terminal of terminals) {
    if (terminal.partNumber === connector.partNumber && terminal.description === connector.description) return true
  }
  return false
}
