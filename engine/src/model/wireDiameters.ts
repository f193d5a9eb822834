import { tableOuterDiameter, type WireDiameterTable } from './wireDiameterTable'

/**
 * Default outer diameters the engine uses when a source states none: single wires by conductor
 * cross-section (FLRY-B thin wall, ISO 6722) and multicore cables by their cores.
 */

/**
 * The engine's own outer diameters (mm) of FLRY-B thin-wall wires by cross-section (mm²), 0.13 to
 * 6 mm²: the product's rounded values (ISO 6722 thin wall), used where a wire states none and no
 * team table gives one. Shown in the dictionary (`/dictionary`) as the engine's, not the standard's.
 */
export const BUILT_IN_WIRE_DIAMETERS: WireDiameterTable = {
  source: 'FLRY-B',
  rows: [[0.13, 1.05], [0.22, 1.2], [0.35, 1.3], [0.5, 1.6], [0.75, 1.9], [1, 2.1], [1.5, 2.4], [2.5, 3], [4, 3.7], [6, 4.3]],
}

/**
 * Outer diameter in mm of an FLRY-B wire of `csa` mm² ({@link BUILT_IN_WIRE_DIAMETERS}): the row of
 * the next size up; above 6 mm² the 6 mm² wire scaled by conductor area (4.3 mm · √(csa / 6)), since
 * thin-wall automotive wire stops at 6 mm² and larger conductors keep roughly the same wall-to-core
 * ratio. Example: 0.5 → 1.6; 2.5 → 3; 10 → 5.6.
 */
export function wireOuterDiameter(csa: number): number {
  return tableOuterDiameter(BUILT_IN_WIRE_DIAMETERS, csa)
}

/**
 * Diameter in mm of `cores` equal cores of outer diameter `coreOd` mm laid together without a
 * jacket (a twisted pair, say): the packed bundle, k = 1.2 (harness-domain B2: 1.2 · √n · d),
 * rounded to 0.1 mm. Example: 2 cores of 1.3 mm → 2.2 mm.
 */
export function bundledCoresDiameter(cores: number, coreOd: number): number {
  return Math.round(1.2 * Math.sqrt(cores) * coreOd * 10) / 10
}

/**
 * Outer diameter in mm of a sheathed cable of `cores` equal cores of outer diameter `coreOd` mm:
 * the packed core bundle (k = 1.2, harness-domain B2: 1.2 · √n · d), a 0.5 mm jacket wall, and
 * 0.2 mm more wall for a braided shield, rounded to 0.1 mm.
 */
export function multicoreOuterDiameter(cores: number, coreOd: number, shielded: boolean): number {
  return Math.round((1.2 * Math.sqrt(cores) * coreOd + 1 + (shielded ? 0.4 : 0)) * 10) / 10
}
