import type { WALL_TYPES } from '../library/partParameters'

/**
 * Largest outer diameters of road-vehicle single-core cable by conductor cross-section and
 * insulation wall, as ISO 6722-1 sets them (thick, thin and ultra-thin wall). The standard's own
 * text is not public; these are the values that cable makers state for cable made to it and that
 * public compilations of its dimension tables list, where they agree:
 *
 * - thin and thick wall from 0.13 (thin) and 0.5 mm² (thick) to 6 mm², and at 10, 16, 25, 35, 50
 *   and 70 mm² thick: the product data of a cable maker (Nizing Electric Wire & Cable, FLRY-A,
 *   FLRY-B, FLR2X, FLY, FLYW and FL2X cable, each stated as ISO 6722 compliant), which agree with
 *   the compiled ISO 6722-1 table of the open-source Wire-Bundle-Diameter-Calculation project and
 *   with the OEM specifications that project compiles (GMW 15626, VW/Audi/BMW LV 112, Ford WSK);
 * - the thin wall above 6 mm², the other thick sizes and the whole ultra-thin wall: that compiled
 *   table alone (the OEM specifications agree with it; no maker's sheet was found);
 * - thin wall 0.5 mm²: 1.6 mm by most sources, 1.7 mm by a distributor's sheet and the Ford and
 *   PSA specifications (the larger figure there is theirs, not the standard's).
 *
 * At 0.35 mm² the thin wall depends on the conductor: 1.3 mm with a conductor of type A (7 strands,
 * FLRY-A), 1.4 mm with type B (19 strands, FLRY-B); every other size has one value for both. The
 * minimum diameters and the insulation thicknesses are not listed: no source at hand states the
 * standard's values. Worked example: a 1.5 mm² thin-wall cable is at most 2.4 mm across, the same
 * size with a thick wall 3.0 mm, with an ultra-thin wall 2.1 mm.
 */

/** An insulation wall of ISO 6722-1 (`thick`, `thin`, `ultraThin`), as library wire parts name it. */
export type Iso6722Wall = (typeof WALL_TYPES)[number]

/** One cross-section of the table: mm² and the largest outer diameter in mm of each wall, null where the wall has no such size. */
export interface Iso6722Row {
  readonly csa: number
  readonly thick: number | null
  /** Thin wall with a type B conductor (and type A, but at 0.35 mm², see {@link thinTypeA}). */
  readonly thin: number | null
  /** Thin wall with a type A conductor where it differs from type B (0.35 mm² only). */
  readonly thinTypeA?: number
  readonly ultraThin: number | null
}

const row = (csa: number, thick: number | null, thin: number | null, ultraThin: number | null, thinTypeA?: number): Iso6722Row =>
  thinTypeA === undefined ? { csa, thick, thin, ultraThin } : { csa, thick, thin, thinTypeA, ultraThin }

/** The table, ascending by cross-section (mm², largest outer diameters in mm). */
export const ISO_6722_DIAMETERS: readonly Iso6722Row[] = [
  row(0.13, null, 1.05, 0.95),
  row(0.22, null, 1.2, 1.05),
  row(0.35, null, 1.4, 1.2, 1.3),
  row(0.5, 2.3, 1.6, 1.4),
  row(0.75, 2.5, 1.9, 1.6),
  row(1, 2.7, 2.1, 1.75),
  row(1.25, 2.95, 2.3, 2.0),
  row(1.5, 3.0, 2.4, 2.1),
  row(2, 3.3, 2.8, 2.4),
  row(2.5, 3.6, 3.0, 2.7),
  row(3, 4.1, 3.4, null),
  row(4, 4.4, 3.7, null),
  row(5, 4.9, 4.2, null),
  row(6, 5.0, 4.3, null),
  row(8, 5.9, 5.0, null),
  row(10, 6.5, 6.0, null),
  row(12, 7.4, 6.5, null),
  row(16, 8.3, 7.2, null),
  row(20, 9.1, 7.8, null),
  row(25, 10.4, 8.7, null),
  row(30, 10.9, 9.6, null),
  row(35, 11.6, 10.4, null),
  row(40, 12.4, 11.1, null),
  row(50, 13.5, 12.2, null),
  row(60, 14.6, 13.3, null),
  row(70, 15.5, 14.4, null),
  row(95, 18.0, 16.7, null),
  row(120, 19.7, null, null),
]

/**
 * The largest outer diameter in mm of an ISO 6722-1 cable of exactly `csa` mm² with insulation
 * `wall` (thin wall with a type B conductor), or null when the standard has no such size for that
 * wall (a size between rows, thick wall below 0.5 mm², ultra-thin above 2.5 mm²). Example:
 * (1.5, 'thick') → 3.0; (0.35, 'thin') → 1.4; (0.35, 'thick') → null.
 */
export function iso6722MaxOd(csa: number, wall: Iso6722Wall): number | null {
  const found = ISO_6722_DIAMETERS.find((r) => Math.abs(r.csa - csa) < 1e-9)
  return found ? found[wall] : null
}

/**
 * The rows of one wall of the table as (cross-section mm², largest outer diameter mm), ascending:
 * what a wire-diameter table of that wall holds. Example: `iso6722Rows('ultraThin')[0]` → [0.13, 0.95].
 */
export function iso6722Rows(wall: Iso6722Wall): [csa: number, od: number][] {
  return ISO_6722_DIAMETERS.flatMap((r) => (r[wall] === null ? [] : [[r.csa, r[wall]] as [number, number]]))
}
