/** The sizes of synthetic harness the generator makes: S, M, L and XL. */
export type HarnessSize = 'S' | 'M' | 'L' | 'XL'

/**
 * Exact record counts of a synthetic harness: connectors, wires (cores of multicores included),
 * bundle segments, splices and protection runs. The topology is a tree, so it has segments + 1
 * nodes: connector nodes, splice nodes and segments − connectors − splices + 1 branch nodes.
 */
export interface HarnessSizeSpec {
  readonly connectors: number
  readonly wires: number
  readonly segments: number
  readonly splices: number
  readonly protections: number
}

/**
 * The four standard sizes. XL is the stress size of the brief (10,000 connectors, 100,000 wires,
 * 30,000 segments, 5,000 splices, 20,000 protection runs); the smaller ones keep its ratios:
 * 10 wires, 3 segments, 0.5 splices and 2 protection runs per connector.
 */
export const HARNESS_SIZES: Readonly<Record<HarnessSize, HarnessSizeSpec>> = {
  S: { connectors: 50, wires: 500, segments: 150, splices: 25, protections: 100 },
  M: { connectors: 1_000, wires: 10_000, segments: 3_000, splices: 500, protections: 2_000 },
  L: { connectors: 3_000, wires: 30_000, segments: 9_000, splices: 1_500, protections: 6_000 },
  XL: { connectors: 10_000, wires: 100_000, segments: 30_000, splices: 5_000, protections: 20_000 },
}

/**
 * Why a size cannot be built, or null when it can: counts must be whole numbers, at least 2
 * connectors, enough segments for a trunk of 3 branch nodes plus one stub per connector and one
 * split per splice, and enough wire ends for one per connector and 3 per splice.
 */
export function checkSizeSpec(spec: HarnessSizeSpec): string | null {
  for (const [key, value] of Object.entries(spec)) {
    if (!Number.isInteger(value) || value < 0) return `${key} must be a whole number ≥ 0, got ${value}`
  }
  if (spec.connectors < 2) return 'at least 2 connectors are needed'
  if (spec.wires < 1) return 'at least 1 wire is needed'
  if (spec.segments - spec.connectors - spec.splices + 1 < 3) return 'segments must be ≥ connectors + splices + 2'
  if (2 * spec.wires < spec.connectors + 3 * spec.splices) return 'wires must give every connector one end and every splice three'
  return null
}
