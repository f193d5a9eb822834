import { iso6722Rows } from '@harness/protocol'
import { tableOuterDiameter, type WireDiameterTable } from './wireDiameterTable'

/**
 * Default outer diameters the engine uses when a source states none: single wires by conductor
 * cross-section (ISO 6722-1 thin wall, the FLRY-B of the generated and built-in parts) and
 * multicore cables by their cores.
 */

/**
 * The engine's outer diameters (mm) of thin-wall wires by cross-section (mm²), 0.13 to 95 mm²: the
 * largest diameters of ISO 6722-1's thin wall with a type B conductor (FLRY-B; the protocol's
 * `ISO_6722_DIAMETERS`, where their sources are named), used where a wire states none and no team
 * table gives one. Shown in the dictionary (`/dictionary`).
 */
export const BUILT_IN_WIRE_DIAMETERS: WireDiameterTable = {
  source: 'ISO 6722-1 thin wall (FLRY-B)',
  rows: iso6722Rows('thin'),
}

/**
 * The engine's own outer diameters before they were ISO 6722-1's (mm by mm², the product's rounded
 * FLRY-B values: the same up to 6 mm² but 1.3 mm at 0.35 mm², and above 6 mm² the 6 mm² wire
 * scaled by √area). Wires drawn with them are in saved harnesses: a cross-section change
 * (`setWireSection`) still takes their diameter along, as for wires drawn with today's table.
 */
export const FORMER_BUILT_IN_WIRE_DIAMETERS: WireDiameterTable = {
  source: 'FLRY-B (before ISO 6722-1)',
  rows: [[0.13, 1.05], [0.22, 1.2], [0.35, 1.3], [0.5, 1.6], [0.75, 1.9], [1, 2.1], [1.5, 2.4], [2.5, 3], [4, 3.7], [6, 4.3]],
}

/**
 * Outer diameter in mm of a thin-wall (FLRY-B) wire of `csa` mm² ({@link BUILT_IN_WIRE_DIAMETERS}):
 * the row of the next size up; above 95 mm², the 95 mm² wire scaled by conductor area
 * (16.7 mm · √(csa / 95)). Example: 0.35 → 1.4; 0.5 → 1.6; 2.5 → 3; 10 → 6; 9 → 6 (the next size up).
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
