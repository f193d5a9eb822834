import type { WireId } from '@harness/protocol'
import type { HarnessRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'

/**
 * The wires a changed record (added, updated or removed) can move in the derived data: those to
 * route again, because an end, a part at an end or a cable changed (`reroute`), and those whose
 * length inputs changed while their route stands (`remeasure`: a terminal's add-on, a group's
 * twist). Both incremental derivations decide what to recompute from it.
 */
export function affectedWires(doc: DocReader, record: HarnessRecord, reroute: Set<WireId>, remeasure: Set<WireId>): void {
  switch (record.typeName) {
    case 'wire':
      reroute.add(record.id)
      break
    case 'terminal':
      remeasure.add(record.wireId)
      break
    case 'connector':
      for (const cavity of doc.cavitiesOf(record.id)) for (const w of doc.wiresAt(cavity.id)) reroute.add(w.id)
      break
    case 'cavity':
    case 'splice':
      for (const w of doc.wiresAt(record.id)) reroute.add(w.id)
      break
    case 'wireGroup':
      for (const id of record.wireIds) remeasure.add(id)
      break
    case 'multicore':
      for (const core of doc.coresOf(record.id)) reroute.add(core.id)
      break
    default:
      break
  }
}
