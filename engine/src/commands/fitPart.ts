import type { CavityId } from '@harness/protocol'
import { createSeal, createTerminal } from '../model/factories'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/** What the fit tool puts in a cavity: a terminal on its wire ends, a seal on its wire, or a plug in it empty. */
export type FittedKind = 'terminal' | 'seal' | 'plug'

/** The fitted kinds, for checking messages from another thread. */
export const FITTED_KINDS: readonly FittedKind[] = ['terminal', 'seal', 'plug']

/** A library part fitted in a cavity: its numbers and, for a terminal, the strip length it takes (mm). */
export interface FittedPart {
  readonly partNumber: string
  readonly description: string
  readonly stripLength?: number
}

/**
 * Fits a library part into cavity `cavityId` (the part panel's terminals, seals and cavity plugs,
 * placed by clicking a pin): a terminal goes on every wire end in the cavity (replacing the part
 * of a terminal already there, taking the terminal's strip length); a seal goes on the cavity's
 * wire (sealing it; the housing gets its seal property ticked); a plug closes an empty cavity (the
 * housing gets its plug property ticked). One undo step. Refused, changing nothing: a terminal or
 * seal for a cavity no wire ends in, a plug for one a wire ends in.
 *
 * Example: fitting terminal 964281-1 (strip 4.5 mm) in X1:2, where W3's end B is, gives W3 a
 * terminal at B with that part number and strip length 4.5 mm at B.
 */
export const fitPart: Command<{ cavityId: CavityId; kind: FittedKind; part: FittedPart }> = (doc, { cavityId, kind, part }, tx) => {
  if (!FITTED_KINDS.includes(kind)) return refuse('invalidArguments', `kind must be one of ${FITTED_KINDS.join(', ')}`)
  if (typeof part !== 'object' || part === null || typeof part.partNumber !== 'string' || typeof part.description !== 'string'
    || part.partNumber.length > 200 || part.description.length > 2000) {
    return refuse('invalidArguments', 'part needs a part number and a description (texts)')
  }
  if (part.stripLength !== undefined && !(typeof part.stripLength === 'number' && part.stripLength >= 0 && part.stripLength <= 1000)) {
    return refuse('invalidArguments', 'stripLength must be 0 to 1,000 mm')
  }
  const cavity = doc.getOf('cavity', cavityId)
  const connector = cavity ? doc.connectorOfCavity(cavity.id) : undefined
  if (!cavity || !connector) return refuse('notFound', `cavity ${String(cavityId)}`)
  const pin = `${connector.name || connector.id}:${cavity.name}`
  const wires = doc.wiresAt(cavity.id)
  if (kind === 'plug' && wires.length > 0) return refuse('invalidArguments', `a wire ends in ${pin}: it takes a seal, not a plug`)
  if (kind !== 'plug' && wires.length === 0) return refuse('invalidArguments', `no wire ends in ${pin}: a ${kind} goes on a wire`)
  if (!tx) return true
  const fields = { partNumber: part.partNumber, description: part.description }
  if (kind === 'terminal') {
    for (const wire of wires) {
      for (const end of ['A', 'B'] as const) {
        const at = end === 'A' ? wire.endA : wire.endB
        if (at.kind !== 'cavity' || at.cavityId !== cavity.id) continue
        const terminals = doc.terminalsOf(wire.id).filter((t) => t.end === end)
        for (const terminal of terminals) tx.update('terminal', terminal.id, fields)
        if (terminals.length === 0) tx.put(createTerminal({ wireId: wire.id, end, ...fields }))
        if (part.stripLength !== undefined) tx.update('wire', wire.id, end === 'A' ? { stripA: part.stripLength as Mm } : { stripB: part.stripLength as Mm })
      }
    }
    return true
  }
  // A seal and a plug exclude each other in one cavity: what was there of the other kind goes.
  const held = doc.sealsIn(cavity.id)
  tx.remove(held.filter((s) => s.kind !== kind).map((s) => s.id))
  const same = held.filter((s) => s.kind === kind)
  for (const seal of same) tx.update('seal', seal.id, fields)
  if (same.length === 0) tx.put(createSeal({ cavityId: cavity.id, kind, ...fields }))
  if (kind === 'seal' && !connector.sealable) tx.update('connector', connector.id, { sealable: true })
  if (kind === 'plug' && !connector.pluggable) tx.update('connector', connector.id, { pluggable: true })
  return true
}
