import type { WireId } from '@harness/protocol'
import type { WireEndpoint, WireEndSide } from '../model/records'
import { refuse, type Command } from '../tx/Command'

/**
 * Attaches one end of a wire to a connector cavity or a splice (or opens it). For a core of a
 * multicore or a member of a twisted group only that wire changes; routes follow automatically.
 */
export const connectWireEnd: Command<{ wireId: WireId; end: WireEndSide; to: WireEndpoint }> = (doc, { wireId, end, to }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  if (end !== 'A' && end !== 'B') return refuse('invalidArguments', 'end must be A or B')
  if (typeof to !== 'object' || to === null || (to.kind !== 'cavity' && to.kind !== 'splice' && to.kind !== 'open')) return refuse('invalidArguments', 'to must be a cavity, a splice or open')
  if (to.kind === 'cavity' && !doc.getOf('cavity', to.cavityId)) return refuse('notFound', to.cavityId)
  if (to.kind === 'splice' && !doc.getOf('splice', to.spliceId)) return refuse('notFound', to.spliceId)
  tx?.update('wire', wireId, end === 'A' ? { endA: to } : { endB: to })
  return true
}

/** Opens one end of a wire (removes it from its cavity or splice). */
export const disconnectWireEnd: Command<{ wireId: WireId; end: WireEndSide }> = (doc, { wireId, end }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  if (end !== 'A' && end !== 'B') return refuse('invalidArguments', 'end must be A or B')
  const current = end === 'A' ? wire.endA : wire.endB
  if (current.kind === 'open') return refuse('invalidArguments', `end ${end} of ${wireId} is already open`)
  tx?.update('wire', wireId, end === 'A' ? { endA: { kind: 'open' } } : { endB: { kind: 'open' } })
  return true
}
