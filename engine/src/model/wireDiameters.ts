/**
 * Default outer diameters the engine uses when a source states none: single wires by conductor
 * cross-section (FLRY-B thin wall, ISO 6722) and multicore cables by their cores.
 */

/**
 * Outer diameter in mm of an FLRY-B wire of `csa` mm² (ISO 6722 thin wall, rounded) for 0.13 to
 * 6 mm²; above 6 mm² the 6 mm² wire scaled by conductor area (4.3 mm · √(csa / 6)), since thin-wall
 * automotive wire stops at 6 mm² and larger conductors keep roughly the same wall-to-core ratio.
 */
export function wireOuterDiameter(csa: number): number {
  if (csa <= 0.13) return 1.05
  if (csa <= 0.22) return 1.2
  if (csa <= 0.35) return 1.3
  if (csa <= 0.5) return 1.6
  if (csa <= 0.75) return 1.9
  if (csa <= 1) return 2.1
  if (csa <= 1.5) return 2.4
  if (csa <= 2.5) return 3
  if (csa <= 4) return 3.7
  if (csa <= 6) return 4.3
  return Math.round(4.3 * Math.sqrt(csa / 6) * 10) / 10
}

/**
 * Outer diameter in mm of a sheathed cable of `cores` equal cores of outer diameter `coreOd` mm:
 * the packed core bundle (k = 1.2, harness-domain B2: 1.2 · √n · d), a 0.5 mm jacket wall, and
 * 0.2 mm more wall for a braided shield, rounded to 0.1 mm.
 */
export function multicoreOuterDiameter(cores: number, coreOd: number, shielded: boolean): number {
  return Math.round((1.2 * Math.sqrt(cores) * coreOd + 1 + (shielded ? 0.4 : 0)) * 10) / 10
}
