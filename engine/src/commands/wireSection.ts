import type { WireId } from '@harness/protocol'
import { tableOuterDiameter, type WireDiameterTable } from '../model/wireDiameterTable'
import { BUILT_IN_WIRE_DIAMETERS, FORMER_BUILT_IN_WIRE_DIAMETERS } from '../model/wireDiameters'
import type { Mm } from '../model/units'
import { refuse, type Command } from '../tx/Command'

/** Largest conductor cross-section a wire may be given, in mm² (battery cables stop well below). */
export const MAX_WIRE_CSA = 1000

/**
 * Sets a wire's conductor cross-section in mm². Its outer diameter follows when it is the one
 * the wire-diameter table gives for the old cross-section (the diameter it was drawn with): it
 * becomes the table's value for the new one, so the bundle diameters through the wire follow. A
 * diameter set by hand, or by a part, is kept. `diameters` is the team's table (the editor's
 * worker passes the one it holds), else the engine's ISO 6722-1 thin-wall values; without a team
 * table a wire drawn with the engine's former values (1.3 mm at 0.35 mm²,
 * `FORMER_BUILT_IN_WIRE_DIAMETERS`) follows too. One undo step.
 *
 * Example: a wire of 0.35 mm² and 1.4 mm set to 2.5 mm² becomes 2.5 mm² and 3 mm (thin wall); the
 * same wire with 2.1 mm typed in stays 2.1 mm.
 */
export const setWireSection: Command<{ wireId: WireId; csa: number; diameters?: WireDiameterTable | null }> = (doc, { wireId, csa, diameters }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  if (typeof csa !== 'number' || !(csa > 0) || csa > MAX_WIRE_CSA) return refuse('invalidArguments', `the cross-section must be a number of mm² above 0 and at most ${MAX_WIRE_CSA}`)
  const table = diameters ?? BUILT_IN_WIRE_DIAMETERS
  const drawnBy = (t: WireDiameterTable) => Math.abs(wire.od - tableOuterDiameter(t, wire.csa)) < 1e-9
  const drawnWith = !(wire.od > 0) || drawnBy(table) || (!diameters && drawnBy(FORMER_BUILT_IN_WIRE_DIAMETERS))
  tx?.update('wire', wireId, drawnWith ? { csa, od: tableOuterDiameter(table, csa) as Mm } : { csa })
  return true
}
