/**
 * Bundle diameter of a harness segment in millimetres from the outer diameters of the wires it
 * carries (harness-domain.md 3.1, B1/B2/B4), and the covered diameter over tape and tube layers (B7).
 * Inputs are plain millimetres so the module runs in a worker, on the server or in the CLI.
 */

import { GEOMETRY_TOLERANCE, assertNever, requireFinite, requireNonNegative, requirePositive, requireRatioBelowOne } from './numberChecks'

/** Packing factor k of B2 (IS-Rayfast [S44]): D = 1.2·√Σd², a fill factor of 1/k² ≈ 0.69. */
export const DEFAULT_PACKING_FACTOR = 1.2

/**
 * How a bundle diameter is estimated, chosen per project (EPLAN and CATIA expose the same choice):
 * - `packing`: D = k·√Σd² in mm, k default 1.2 (B2, IS-Rayfast [S44]);
 * - `areaEquivalent`: D = √Σd² in mm, the no-void lower bound (B1, [S45]);
 * - `equalWireTable`: D = F(n)·d in mm with the IS-Rayfast factor table for 1–61 equal wires
 *   (B4, [S44]). The table only holds for equal wires: when the diameters differ by more than the
 *   geometry tolerance, `unequal` decides — `'packing'` (default, the catalogue's own rule for mixed
 *   sizes) applies B2 with `k`, `'largest'` applies the table to the largest diameter (an upper bound).
 *   Above 61 wires the table ends and B2 with `k` is used.
 */
export type BundleDiameterMethod =
  | { readonly method: 'packing'; readonly k?: number }
  | { readonly method: 'areaEquivalent' }
  | { readonly method: 'equalWireTable'; readonly unequal?: 'packing' | 'largest'; readonly k?: number }

/** The formula that actually produced a bundle diameter, so a report can say how it was obtained. */
export type BundleDiameterBasis = 'none' | 'packing' | 'areaEquivalent' | 'equalWireTable' | 'equalWireTableLargest'

/** A bundle diameter in mm together with the formula that produced it. */
export interface BundleDiameterResult {
  /** Estimated bundle diameter in mm (0 for an empty segment). */
  readonly diameter: number
  /** Which formula was applied; differs from the requested method when the table does not apply. */
  readonly basis: BundleDiameterBasis
}

// IS-Rayfast catalogue Issue 9 p. 544 [S44]: [largest n of the row, factor F(n)].
const EQUAL_WIRE_TABLE: readonly (readonly [maxCount: number, factor: number])[] = [
  [1, 1.0], [2, 2.0], [3, 2.16], [4, 2.41], [5, 2.7], [7, 3.0], [8, 3.6], [12, 4.0], [14, 4.41],
  [16, 4.7], [19, 5.0], [21, 5.31], [24, 5.61], [27, 6.0], [30, 6.41], [33, 6.7], [37, 7.0],
  [40, 7.31], [44, 7.61], [48, 8.0], [52, 8.41], [56, 8.7], [61, 9.0],
]

/** Largest wire count the equal-wire table of B4 covers (IS-Rayfast [S44]): 61. */
export const EQUAL_WIRE_TABLE_MAX_COUNT = 61

/**
 * Bundle factor F(n) of B4 (IS-Rayfast table [S44]): the bundle of n equal wires of diameter d
 * measures F(n)·d mm; null for n above 61 where the table ends, 0 for n = 0.
 */
export function equalWireFactor(count: number): number | null {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`equalWireFactor: count must be an integer ≥ 0, got ${String(count)}`)
  }
  if (count === 0) return 0
  for (const [maxCount, factor] of EQUAL_WIRE_TABLE) if (count <= maxCount) return factor
  return null
}

/** Σd² in mm² over the wire outer diameters, after checking each is a finite number ≥ 0. */
function sumOfSquares(fn: string, diameters: readonly number[]): number {
  let sum = 0
  diameters.forEach((d, i) => {
    requireNonNegative(fn, `wire diameter [${i}]`, d)
    sum += d * d
  })
  return sum
}

/** The two largest diameters in mm side by side (the width of the bundle's two thickest wires touching). */
function sideBySide(diameters: readonly number[]): number {
  let first = 0
  let second = 0
  for (const d of diameters) {
    if (d > first) [first, second] = [d, first]
    else if (d > second) second = d
  }
  return first + second
}

/**
 * Bundle diameter in mm of the wires with outer diameters `diameters` (mm), by the chosen method
 * (default B2 packing, D = 1.2·√Σd², IS-Rayfast [S44], never less than the two thickest wires side
 * by side, d₁ + d₂: the packing factor is an average for many wires and falls below the geometry
 * for two or three); a single wire is its own diameter by every method (the packing factor
 * leaves room between wires, and one wire has none: 1.4 mm, not 1.68). Worked example: two 1.4 mm
 * wires give max(1.2·√(1.96 + 1.96), 2.8) = 2.8 mm; ten give 1.2·√19.6 = 5.31 mm. No wires give 0; a negative, NaN or infinite diameter or a non-positive k throws a
 * RangeError.
 */
export function bundleDiameter(
  diameters: readonly number[],
  method: BundleDiameterMethod = { method: 'packing' },
): BundleDiameterResult {
  const fn = 'bundleDiameter'
  const squares = sumOfSquares(fn, diameters)
  const k = method.method === 'areaEquivalent' ? 1 : requirePositive(fn, 'k', method.k ?? DEFAULT_PACKING_FACTOR)
  if (diameters.length === 0) return { diameter: 0, basis: 'none' }
  // One wire is its own bundle (the table's F(1) = 1.0): packing factors are for wires laid together.
  // No formula may give less than the two thickest wires side by side: for two or three wires
  // the packing estimate falls below that (two 1.4 mm wires: 1.2·√3.92 = 2.38 mm, but 2.8 mm
  // across), which matters when a tube or grommet is sized from it.
  const packing = (): BundleDiameterResult => ({ diameter: diameters.length === 1 ? diameters[0]! : Math.max(k * Math.sqrt(squares), sideBySide(diameters)), basis: 'packing' })
  switch (method.method) {
    case 'packing':
      return packing()
    case 'areaEquivalent':
      return { diameter: Math.sqrt(squares), basis: 'areaEquivalent' }
    case 'equalWireTable': {
      const factor = equalWireFactor(diameters.length)
      if (factor === null) return packing()
      const largest = Math.max(...diameters)
      const smallest = Math.min(...diameters)
      if (largest - smallest <= GEOMETRY_TOLERANCE) return { diameter: factor * largest, basis: 'equalWireTable' }
      const unequal = method.unequal ?? 'packing'
      switch (unequal) {
        case 'packing':
          return packing()
        case 'largest':
          return { diameter: factor * largest, basis: 'equalWireTableLargest' }
        default:
          return assertNever(fn, unequal)
      }
    }
    default:
      return assertNever(fn, method)
  }
}

/**
 * One protection layer over a bundle, innermost first (B7, derived; VEC TapeSpecification.Thickness,
 * TubeSpecification.InnerDiameter / WallThickness [S54]):
 * - `tape`: thickness t in mm wound with overlap ratio r ∈ [0, 1) (0 for butt-wound, spaced or
 *   spiral tape), giving 1/(1−r) layers; `doubleOverlap` (KBL "double overlap", taped forth and
 *   back) doubles that;
 * - `tube`: a tube (braided, PET, corrugated, or a heat-shrink tube with its recovered dimensions)
 *   of inner diameter and wall thickness in mm, giving max(D, ID) + 2·wall.
 */
export type ProtectionLayer =
  | { readonly kind: 'tape'; readonly thickness: number; readonly overlapRatio: number; readonly doubleOverlap?: boolean }
  | { readonly kind: 'tube'; readonly innerDiameter: number; readonly wallThickness: number }

/**
 * Number of tape thicknesses a winding puts on the bundle (B7): 1/(1−r) for overlap ratio r,
 * doubled for KBL "double overlap" — 2 at 50 % overlap, 4 for double overlap at 50 %.
 */
export function tapeLayerCount(overlapRatio: number, doubleOverlap = false): number {
  requireRatioBelowOne('tapeLayerCount', 'overlapRatio', overlapRatio)
  return (doubleOverlap ? 2 : 1) / (1 - overlapRatio)
}

/** A covered diameter in mm and the diameter after each protection layer. */
export interface CoveredDiameterResult {
  /** Outer diameter in mm over all layers (equals the bundle diameter when there are none). */
  readonly diameter: number
  /** Diameter in mm after each layer, innermost first. */
  readonly afterLayer: readonly number[]
}

/**
 * Covered diameter in mm of a bundle of diameter `bundle` (mm) under protection layers, innermost
 * first (B7, derived): tape adds 2·t·N_layers with N = 1/(1−r) (×2 for double overlap), a tube gives
 * max(D, ID) + 2·wall.
 */
export function coveredDiameter(bundle: number, layers: readonly ProtectionLayer[]): CoveredDiameterResult {
  const fn = 'coveredDiameter'
  let diameter = requireNonNegative(fn, 'bundle', bundle)
  const afterLayer: number[] = []
  layers.forEach((layer, i) => {
    switch (layer.kind) {
      case 'tape': {
        const t = requireNonNegative(fn, `layers[${i}].thickness`, layer.thickness)
        requireRatioBelowOne(fn, `layers[${i}].overlapRatio`, layer.overlapRatio)
        diameter += 2 * t * tapeLayerCount(layer.overlapRatio, layer.doubleOverlap ?? false)
        break
      }
      case 'tube': {
        const id = requireNonNegative(fn, `layers[${i}].innerDiameter`, layer.innerDiameter)
        const wall = requireNonNegative(fn, `layers[${i}].wallThickness`, layer.wallThickness)
        diameter = Math.max(diameter, id) + 2 * wall
        break
      }
      default:
        assertNever(fn, layer)
    }
    afterLayer.push(requireFinite(fn, 'covered diameter', diameter))
  })
  return { diameter, afterLayer }
}

/** Cross-section area in mm² of a bundle of diameter D mm, π·D²/4: what KBL and VEC exchange (B8, [S54]). */
export function bundleArea(diameter: number): number {
  requireNonNegative('bundleArea', 'diameter', diameter)
  return (Math.PI * diameter * diameter) / 4
}
