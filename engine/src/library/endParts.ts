import type { CatalogPart, PartCatalog } from './PartCatalog'

/**
 * Which library terminal and seal a wire end takes, from the housing its cavity belongs to.
 *
 * A terminal fits a wire when the wire's conductor cross-section lies in the terminal's
 * [csaMin, csaMax] (mm²) and, where the terminal states an insulation range, the wire's outer
 * diameter lies in [insulationOdMin, insulationOdMax] (mm): the conductor crimp and the insulation
 * crimp of the contact each grip one range (harness-domain: terminals by cross-section; KBL
 * Terminal `Wire_size_range` / `Insulation_diameter_range`). A seal fits when the wire's outer
 * diameter lies in [wireOdMin, wireOdMax] (KBL Cavity_seal `Wire_size`). Bounds are inclusive. A
 * bound the library leaves unstated limits nothing: a terminal or seal with no range at all (KBL
 * part masters state none) is taken to fit, since nothing known says otherwise.
 *
 * Worked example: a 1.5 mm² FLRY-B wire (outer diameter 2.4 mm) in a built-in sealed housing
 * HB-C-04S takes HB-T-F-1-2.5 (1–2.5 mm², 2.0–3.1 mm), the first linked terminal that fits, and
 * the seal HB-SL-2.1-3.1 (2.1–3.1 mm).
 */

/** The wire as the matching reads it: cross-section in mm², outer diameter in mm. */
export interface WireSize {
  readonly csa: number
  readonly od: number
}

/** What the library says a wire end in a housing takes, or why it cannot say. */
export type EndPartsProposal =
  | {
      readonly ok: true
      /** The first linked terminal of normal status that fits the wire. */
      readonly terminal: CatalogPart
      /** The first linked seal that fits, when the housing is sealed; null for an unsealed housing. */
      readonly seal: CatalogPart | null
    }
  | {
      readonly ok: false
      /** `unknownHousing`: the housing's number is not in the library; `noTerminal`/`noSeal`: nothing linked fits. */
      readonly reason: 'unknownHousing' | 'noTerminal' | 'noSeal'
    }

const within = (value: number, low: unknown, high: unknown) =>
  (typeof low !== 'number' || value >= low - 1e-9) && (typeof high !== 'number' || value <= high + 1e-9)

/** True when `terminal` grips a wire of `size` (conductor and, where stated, insulation range). */
export function terminalFits(terminal: CatalogPart, size: WireSize): boolean {
  const p = terminal.params
  return within(size.csa, p.csaMin, p.csaMax) && within(size.od, p.insulationOdMin, p.insulationOdMax)
}

/** True when `seal` seals a wire of outer diameter `od` mm. */
export function sealFits(seal: CatalogPart, od: number): boolean {
  return within(od, seal.params.wireOdMin, seal.params.wireOdMax)
}

/** True when the library part of a housing says its cavities are sealed. */
export function housingSealed(housing: CatalogPart): boolean {
  return housing.params.sealed === true
}

/**
 * The terminal and seal the library proposes for a wire of `size` in a cavity of the housing
 * numbered `housingNumber`: the first fitting parts in the housing's link order, leaving out parts
 * marked invalid.
 */
export function proposeEndParts(catalog: PartCatalog, housingNumber: string, size: WireSize): EndPartsProposal {
  const housing = catalog.getOf('connector', housingNumber)
  if (!housing) return { ok: false, reason: 'unknownHousing' }
  const terminal = catalog.linked(housing, 'terminal').find((t) => t.kind === 'terminal' && t.status === 'normal' && terminalFits(t, size))
  if (!terminal) return { ok: false, reason: 'noTerminal' }
  if (!housingSealed(housing)) return { ok: true, terminal, seal: null }
  const seal = catalog.linked(housing, 'seal').find((s) => s.kind === 'seal' && s.status === 'normal' && sealFits(s, size.od))
  return seal ? { ok: true, terminal, seal } : { ok: false, reason: 'noSeal' }
}
