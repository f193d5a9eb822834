import { weightedTable, type WeightedTable } from './seededRandom'

/**
 * The synthetic part catalogue the generator draws from: housing sizes, FLRY-B wire sizes (their
 * outer diameters are the model's defaults, `model/wireDiameters`), DIN 47100 / IEC 60757 colour
 * codes, and the part numbers of terminals, seals, plugs, splices, tapes, tubes and clips. Part numbers are readable and repeat across the
 * harness, so BOM rows group many designators, as in real harnesses.
 */

/**
 * Nominal housing sizes (cavity count) and how often they occur: many small sensor and actuator
 * connectors, fewer large inline and control-unit connectors.
 */
export const HOUSING_SIZES: WeightedTable<number> = weightedTable([
  [1, 2], [2, 10], [3, 6], [4, 10], [6, 9], [8, 8], [10, 6], [12, 8], [16, 7], [18, 4], [20, 6], [24, 5], [26, 4],
  [32, 4], [40, 4], [52, 3], [64, 3], [81, 2], [94, 1], [121, 1],
])

/** Housing cavity counts that exist, ascending (a connector gets the smallest that fits its wires plus spares). */
export const HOUSING_CAVITY_COUNTS: readonly number[] = [1, 2, 3, 4, 6, 8, 10, 12, 16, 18, 20, 24, 26, 32, 40, 52, 64, 81, 94, 121]

/** The smallest housing with at least `cavities` cavities; above 121, the next multiple of 10. */
export function housingFor(cavities: number): number {
  for (const size of HOUSING_CAVITY_COUNTS) if (size >= cavities) return size
  return Math.ceil(cavities / 10) * 10
}

/** FLRY-B conductor sizes in mm² and how often they occur (0.35 mm² dominates signal wiring). */
export const WIRE_SIZES: WeightedTable<number> = weightedTable([
  [0.13, 2], [0.22, 6], [0.35, 40], [0.5, 18], [0.75, 12], [1, 7], [1.5, 7], [2.5, 5], [4, 2], [6, 1],
])

/** Insulation strip length in mm for a conductor of `csa` mm². */
export function stripLength(csa: number): number {
  return csa <= 0.5 ? 4 : csa <= 1.5 ? 5 : 7
}

/** Wire base colours (IEC 60757 codes). */
export const BASE_COLOURS: readonly string[] = ['BK', 'BN', 'RD', 'OG', 'YE', 'GN', 'BU', 'VT', 'GY', 'WH', 'PK']

/** Core colours of multicore cables in core order (DIN 47100-like). */
export const CORE_COLOURS: readonly string[] = ['BK', 'BN', 'RD', 'OG', 'YE', 'GN']

/** Part number and description of a single FLRY-B wire of `csa` mm² and `colours`. */
export function wirePart(csa: number, colours: readonly string[]): { partNumber: string; description: string } {
  const colour = colours.join('/')
  return { partNumber: `FLRYB-${csa}-${colours.join('')}`, description: `FLRY-B ${csa} mm² ${colour}` }
}

/** Part number, description and length add-on (mm) of a housing with `cavities` cavities of `family`. */
export function housingPart(family: string, cavities: number, sealed: boolean): { partNumber: string; description: string; lengthAddOn: number } {
  return {
    partNumber: `HSG-${family}${cavities}${sealed ? 'S' : ''}`,
    description: `${cavities}-way housing, family ${family}${sealed ? ', sealed' : ''}`,
    lengthAddOn: cavities <= 4 ? 20 : cavities <= 20 ? 30 : 50,
  }
}

/** Housing families (contact systems) a connector belongs to. */
export const HOUSING_FAMILIES: readonly string[] = ['A', 'B', 'C']

/** Terminal part number and description for a wire of `csa` mm². */
export function terminalPart(csa: number): { partNumber: string; description: string } {
  if (csa <= 0.5) return { partNumber: 'TRM-064', description: 'terminal 0.64 mm, 0.13–0.5 mm²' }
  if (csa <= 1.5) return { partNumber: 'TRM-15', description: 'terminal 1.5 mm, 0.75–1.5 mm²' }
  if (csa <= 2.5) return { partNumber: 'TRM-28', description: 'terminal 2.8 mm, 2.5 mm²' }
  return { partNumber: 'TRM-63', description: 'terminal 6.3 mm, 4–6 mm²' }
}

/** Single-wire seal part number and description for a wire of outer diameter `od` mm. */
export function sealPart(od: number): { partNumber: string; description: string } {
  if (od < 1.5) return { partNumber: 'SEAL-13', description: 'single wire seal 1.0–1.4 mm' }
  if (od < 2.0) return { partNumber: 'SEAL-18', description: 'single wire seal 1.5–1.9 mm' }
  if (od < 2.6) return { partNumber: 'SEAL-24', description: 'single wire seal 2.0–2.5 mm' }
  return { partNumber: 'SEAL-32', description: 'single wire seal 2.6–4.5 mm' }
}

/** Cavity plug part number and description of housing `family`. */
export function plugPart(family: string): { partNumber: string; description: string } {
  return { partNumber: `PLUG-${family}`, description: `cavity plug, family ${family}` }
}

/** Bundle classes: the trunk, branches, and the stubs from a branch end to a connector. */
export type SegmentClass = 'trunk' | 'branch' | 'stub'

/** Tube inner diameters in mm that suit a segment class. */
export function tubeSizes(segmentClass: SegmentClass): readonly number[] {
  switch (segmentClass) {
    case 'trunk':
      return [17, 23, 29]
    case 'branch':
      return [10, 13, 17]
    case 'stub':
      return [7, 10]
    default: {
      const never: never = segmentClass
      throw new RangeError(`tubeSizes: unknown class ${String(never)}`)
    }
  }
}
