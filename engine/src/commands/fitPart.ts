import type { CavityId, WireId } from '@harness/protocol'
import type { PartFields, WireEndSide } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { Transaction } from '../tx/Transaction'
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
  if (kind !== 'terminal') {
    fitCavityClosure(doc, tx, cavity.id, kind, fields)
    return true
  }
  for (const wire of wires) {
    for (const end of ['A', 'B'] as const) {
      const at = end === 'A' ? wire.endA : wire.endB
      if (at.kind === 'cavity' && at.cavityId === cavity.id) fitTerminal(doc, tx, wire.id, end, fields, part.stripLength)
    }
  }
  return true
}

/** A part's numbers and status as a fitted record takes them. */
type FittedFields = Partial<Pick<PartFields, 'partNumber' | 'description' | 'status'>>

/**
 * Gives end `end` of wire `wireId` the terminal part `fields`: every terminal already on the end
 * takes it (an end listed twice would otherwise keep a stale one), or a terminal is added; the
 * wire takes the terminal's strip length (mm) at that end when one is given.
 */
export function fitTerminal(doc: DocReader, tx: Transaction, wireId: WireId, end: WireEndSide, fields: FittedFields, stripLength?: number): void {
  const terminals = doc.terminalsOf(wireId).filter((t) => t.end === end)
  for (const terminal of terminals) tx.update('terminal', terminal.id, fields)
  if (terminals.length === 0) tx.put(createTerminal({ wireId, end, ...fields }))
  if (stripLength !== undefined) tx.update('wire', wireId, end === 'A' ? { stripA: stripLength as Mm } : { stripB: stripLength as Mm })
}

/**
 * Closes cavity `cavityId` with a seal (on its wire) or a plug (empty) of part `fields`: what was
 * there of the other kind goes (they exclude each other), one of the same kind takes the part or
 * one is added, and the housing gets its seal or plug property ticked.
 */
export function fitCavityClosure(doc: DocReader, tx: Transaction, cavityId: CavityId, kind: 'seal' | 'plug', fields: FittedFields): void {
  const held = doc.sealsIn(cavityId)
  tx.remove(held.filter((s) => s.kind !== kind).map((s) => s.id))
  const same = held.filter((s) => s.kind === kind)
  for (const seal of same) tx.update('seal', seal.id, fields)
  if (same.length === 0) tx.put(createSeal({ cavityId, kind, ...fields }))
  const connector = doc.connectorOfCavity(cavityId)
  if (connector && kind === 'seal' && !connector.sealable) tx.update('connector', connector.id, { sealable: true })
  if (connector && kind === 'plug' && !connector.pluggable) tx.update('connector', connector.id, { pluggable: true })
}
