/**
 * Protection material quantities in millimetres (harness-domain.md 3.3): tape per metre of bundle and
 * tape length for every winding of the specification (section 9 wrapping types) and of KBL 2.5
 * `Winding_type`, spot taping, the empirical correction A, and tube cut lengths (braided, PET,
 * corrugated, heat-shrink). The helix model follows Sinotapes [S48] and Xiamen Kehan [S49]; the KBL
 * and VEC semantics follow [S54]. Tube formulas are derived and unverified against vendors.
 */

import { GEOMETRY_TOLERANCE, assertNever, requireNonNegative, requirePositive, requireRatioBelowOne } from './numberChecks'

/** Empirical correction A measured against real winding, ≈ 1.02 (Sinotapes [S48], Kehan [S49]). */
export const EMPIRICAL_TAPE_CORRECTION = 1.02

/** Turns per spot in spot taping, k = 3 (Kehan [S49]). */
export const DEFAULT_SPOT_TURNS = 3

/** A tape's width and thickness in mm (VEC `TapeSpecification.Width` / `Thickness` [S54]). */
export interface TapeSpec {
  readonly width: number
  readonly thickness: number
}

/**
 * How a tape is applied (KBL 2.5 `Winding_type` / VEC `WindingType` [S54], plus spot taping [S49]),
 * with the axial advance per turn p in mm that sets its consumption:
 * - `overlap`: each turn overlaps the previous by ratio r, p = w·(1−r); r = 0 is butt-wound [S48];
 * - `doubleOverlap`: `overlap` taped forth and back, twice the tape;
 * - `onSpace`: gaps g mm between turns, p = w + g (KBL "on space", German Lücke);
 * - `spare`: larger gaps g mm between turns, same formula (KBL "spare", German Spar);
 * - `spiral`: p = G, the gradient in mm the winding advances per turn (KBL `Protection_area.Gradient`);
 * - `longitudinal`: the tape is folded lengthwise around the bundle, material ≈ protected length,
 *   width ≥ π·D + seam overlap (derived);
 * - `spot`: N = ⌊L/e⌋ + 1 spots at spacing e mm, k turns each (k = 3 [S49]).
 */
export type TapeWinding =
  | { readonly kind: 'overlap'; readonly overlapRatio: number }
  | { readonly kind: 'doubleOverlap'; readonly overlapRatio: number }
  | { readonly kind: 'onSpace'; readonly gap: number }
  | { readonly kind: 'spare'; readonly gap: number }
  | { readonly kind: 'spiral'; readonly gradient: number }
  | { readonly kind: 'longitudinal'; readonly seamOverlap?: number }
  | { readonly kind: 'spot'; readonly spacing: number; readonly turns?: number }

/** The windings that consume tape in proportion to the protected length (all but spot taping). */
export type ContinuousWinding = Exclude<TapeWinding, { kind: 'spot' }>

/** Axial advance per turn p in mm of a helical winding: w·(1−r), w + g or G (harness-domain 3.3, [S48]). */
export function tapePitch(tape: TapeSpec, winding: Exclude<ContinuousWinding, { kind: 'longitudinal' }>): number {
  const fn = 'tapePitch'
  const w = requirePositive(fn, 'tape.width', tape.width)
  switch (winding.kind) {
    case 'overlap':
    case 'doubleOverlap':
      return w * (1 - requireRatioBelowOne(fn, 'overlapRatio', winding.overlapRatio))
    case 'onSpace':
    case 'spare':
      return w + requireNonNegative(fn, 'gap', winding.gap)
    case 'spiral':
      return requirePositive(fn, 'gradient', winding.gradient)
    default:
      return assertNever(fn, winding)
  }
}

/**
 * Metres of tape per metre of bundle (m/m) for a continuous winding on a bundle of diameter D mm
 * (harness-domain 3.3, [S48][S49]): A·√((π·D_m)² + p²)/p with D_m = D + t, ×2 for double overlap,
 * and 1 for longitudinal wrap. D 10, t 0.13, w 19 mm: r 0.5 → 3.50 (3.57 with A 1.02), r 0.25 → 2.45,
 * butt-wound 1.95, spaced g 25 → 1.23.
 */
export function tapePerMetre(bundleDiameter: number, tape: TapeSpec, winding: ContinuousWinding, correction = 1): number {
  const fn = 'tapePerMetre'
  const d = requireNonNegative(fn, 'bundleDiameter', bundleDiameter)
  const t = requireNonNegative(fn, 'tape.thickness', tape.thickness)
  const a = requirePositive(fn, 'correction', correction)
  if (winding.kind === 'longitudinal') {
    requirePositive(fn, 'tape.width', tape.width)
    return 1
  }
  const p = tapePitch(tape, winding)
  const circumference = Math.PI * (d + t)
  const perTurn = Math.sqrt(circumference * circumference + p * p) / p
  return a * perTurn * (winding.kind === 'doubleOverlap' ? 2 : 1)
}

/** What a tape run needs: `length` in mm of tape (with end turns), its m/m rate and the minimum width. */
export interface TapeQuantity {
  readonly ok: true
  /** Tape length in mm. */
  readonly length: number
  /** Tape per metre of bundle (m/m) of the continuous part; null for spot taping. */
  readonly perMetre: number | null
  /** Minimum tape width in mm a longitudinal wrap needs (π·D + seam overlap); null otherwise. */
  readonly minimumWidth: number | null
}

/** A tape that cannot do the job: a longitudinal wrap narrower than π·D + seam overlap mm. */
export interface TapeTooNarrow {
  readonly ok: false
  readonly reason: 'tapeTooNarrow'
  readonly minimumWidth: number
}

/** Inputs of a tape run, in mm; `correction` is A (default 1), `endTurns` the extra turns per end n_end. */
export interface TapeRun {
  readonly protectedLength: number
  readonly bundleDiameter: number
  readonly tape: TapeSpec
  readonly winding: TapeWinding
  readonly correction?: number
  readonly endTurns?: number
}

/**
 * Tape length in mm for a protected length L on a bundle of diameter D (harness-domain 3.3,
 * [S48][S49]): A·L·√((π·D_m)² + p²)/p + 2·n_end·π·D_m for helical windings (×2 on the helical part
 * for double overlap); N·k·π·D_m with N = ⌊L/e⌋ + 1 for spot taping; L for a longitudinal wrap, which
 * fails as `tapeTooNarrow` when w < π·D + seam overlap. A applies to the helical part only.
 */
export function tapeLength(run: TapeRun): TapeQuantity | TapeTooNarrow {
  const fn = 'tapeLength'
  const length = requireNonNegative(fn, 'protectedLength', run.protectedLength)
  const d = requireNonNegative(fn, 'bundleDiameter', run.bundleDiameter)
  const t = requireNonNegative(fn, 'tape.thickness', run.tape.thickness)
  const endTurns = requireNonNegative(fn, 'endTurns', run.endTurns ?? 0)
  const turn = Math.PI * (d + t)
  const winding = run.winding
  switch (winding.kind) {
    case 'spot': {
      const spacing = requirePositive(fn, 'spacing', winding.spacing)
      const turns = requireNonNegative(fn, 'turns', winding.turns ?? DEFAULT_SPOT_TURNS)
      requirePositive(fn, 'tape.width', run.tape.width)
      const spots = Math.floor(length / spacing + GEOMETRY_TOLERANCE) + 1
      return { ok: true, length: spots * turns * turn + 2 * endTurns * turn, perMetre: null, minimumWidth: null }
    }
    case 'longitudinal': {
      const seam = requireNonNegative(fn, 'seamOverlap', winding.seamOverlap ?? 0)
      const minimumWidth = Math.PI * d + seam
      const w = requirePositive(fn, 'tape.width', run.tape.width)
      if (w < minimumWidth - GEOMETRY_TOLERANCE) return { ok: false, reason: 'tapeTooNarrow', minimumWidth }
      return { ok: true, length: length + 2 * endTurns * turn, perMetre: 1, minimumWidth }
    }
    case 'overlap':
    case 'doubleOverlap':
    case 'onSpace':
    case 'spare':
    case 'spiral': {
      const perMetre = tapePerMetre(d, run.tape, winding, run.correction ?? 1)
      return { ok: true, length: perMetre * length + 2 * endTurns * turn, perMetre, minimumWidth: null }
    }
    default:
      return assertNever(fn, winding)
  }
}

/**
 * A tube cut from stock, with allowances in mm per end (harness-domain 3.3, derived, unverified
 * against vendors):
 * - `braided`, `pet`: protected length + 2·allowance;
 * - `corrugated`: the same, rounded up to a multiple of the corrugation pitch when cut on the wave
 *   (VEC `CorrugatedPipeSpecification.CutOnWave`);
 * - `heatShrink`: (protected length + 2·allowance)/(1 − s_L), s_L the longitudinal shrinkage ratio
 *   (VEC `MaximumLongitudinalShrinkage`).
 */
export type TubeCut =
  | { readonly kind: 'braided'; readonly endAllowance?: number }
  | { readonly kind: 'pet'; readonly endAllowance?: number }
  | { readonly kind: 'corrugated'; readonly endAllowance?: number; readonly corrugationPitch?: number; readonly cutOnWave?: boolean }
  | { readonly kind: 'heatShrink'; readonly longitudinalShrinkage: number; readonly endAllowance?: number }

/**
 * Cut length in mm of a tube protecting `protectedLength` mm (harness-domain 3.3, derived): length
 * + end allowances, corrugated tube rounded up to the corrugation pitch when cut on the wave,
 * heat-shrink divided by (1 − longitudinal shrinkage).
 */
export function tubeCutLength(protectedLength: number, tube: TubeCut): number {
  const fn = 'tubeCutLength'
  const target = requireNonNegative(fn, 'protectedLength', protectedLength) + 2 * requireNonNegative(fn, 'endAllowance', tube.endAllowance ?? 0)
  switch (tube.kind) {
    case 'braided':
    case 'pet':
      return target
    case 'corrugated': {
      if (!tube.cutOnWave) return target
      if (tube.corrugationPitch === undefined) throw new RangeError(`${fn}: a corrugated tube cut on the wave needs corrugationPitch`)
      const pitch = requirePositive(fn, 'corrugationPitch', tube.corrugationPitch)
      return Math.ceil(target / pitch - GEOMETRY_TOLERANCE / pitch) * pitch
    }
    case 'heatShrink':
      return target / (1 - requireRatioBelowOne(fn, 'longitudinalShrinkage', tube.longitudinalShrinkage))
    default:
      return assertNever(fn, tube)
  }
}

/**
 * Whether a heat-shrink size suits a bundle of diameter D mm: recovered ID ≤ D ≤ supplied ID
 * (harness-domain 3.3, VEC `ShrinkingFactor` [S54]); a misfit comes back as a reason.
 */
export function heatShrinkFit(
  bundleDiameter: number,
  suppliedInnerDiameter: number,
  recoveredInnerDiameter: number,
): { readonly ok: true } | { readonly ok: false; readonly reason: 'bundleAboveSuppliedDiameter' | 'bundleBelowRecoveredDiameter' } {
  const fn = 'heatShrinkFit'
  const d = requireNonNegative(fn, 'bundleDiameter', bundleDiameter)
  const supplied = requirePositive(fn, 'suppliedInnerDiameter', suppliedInnerDiameter)
  const recovered = requireNonNegative(fn, 'recoveredInnerDiameter', recoveredInnerDiameter)
  if (recovered > supplied) throw new RangeError(`${fn}: recovered ID ${recovered} exceeds supplied ID ${supplied}`)
  if (d > supplied + GEOMETRY_TOLERANCE) return { ok: false, reason: 'bundleAboveSuppliedDiameter' }
  if (d < recovered - GEOMETRY_TOLERANCE) return { ok: false, reason: 'bundleBelowRecoveredDiameter' }
  return { ok: true }
}

/**
 * The wrapping types of the specification (section 9) with the data each needs, in mm:
 * duct tape and PVC tape with any winding; overlap tape with its overlap ratio; spaced tape with its
 * gap; spiral tape with or without a gap (p = w + gap); heat-shrink braided tube, PET tube and the
 * corrugated tube variants (`variant` is a free label, e.g. slit or closed, that does not change the
 * quantity).
 */
export type WrappingType =
  | { readonly type: 'ductTape'; readonly tape: TapeSpec; readonly winding: TapeWinding }
  | { readonly type: 'pvcTape'; readonly tape: TapeSpec; readonly winding: TapeWinding }
  | { readonly type: 'overlapTape'; readonly tape: TapeSpec; readonly overlapRatio: number }
  | { readonly type: 'spacedTape'; readonly tape: TapeSpec; readonly gap: number }
  | { readonly type: 'spiralTape'; readonly tape: TapeSpec; readonly gap?: number }
  | { readonly type: 'heatShrinkBraidedTube'; readonly longitudinalShrinkage: number; readonly endAllowance?: number }
  | { readonly type: 'petTube'; readonly endAllowance?: number }
  | {
      readonly type: 'corrugatedTube'
      readonly variant?: string
      readonly endAllowance?: number
      readonly corrugationPitch?: number
      readonly cutOnWave?: boolean
    }

/** Material of one protection run: tape (length in mm, m/m) or a tube cut length in mm. */
export type ProtectionQuantity =
  | { readonly ok: true; readonly material: 'tape'; readonly length: number; readonly perMetre: number | null }
  | { readonly ok: true; readonly material: 'tube'; readonly cutLength: number }
  | TapeTooNarrow

/**
 * Material quantity in mm for one wrapping of the specification (section 9) over `protectedLength`
 * mm of a bundle of diameter D mm: tapes through tapeLength (harness-domain 3.3, [S48][S49]) with
 * optional correction A and end turns, tubes through tubeCutLength (derived).
 */
export function protectionMaterial(
  wrapping: WrappingType,
  protectedLength: number,
  bundleDiameter: number,
  options: { readonly correction?: number; readonly endTurns?: number } = {},
): ProtectionQuantity {
  const fn = 'protectionMaterial'
  const tape = (spec: TapeSpec, winding: TapeWinding): ProtectionQuantity => {
    const r = tapeLength({ protectedLength, bundleDiameter, tape: spec, winding, ...options })
    return r.ok ? { ok: true, material: 'tape', length: r.length, perMetre: r.perMetre } : r
  }
  const tube = (cut: TubeCut): ProtectionQuantity => ({ ok: true, material: 'tube', cutLength: tubeCutLength(protectedLength, cut) })
  switch (wrapping.type) {
    case 'ductTape':
    case 'pvcTape':
      return tape(wrapping.tape, wrapping.winding)
    case 'overlapTape':
      return tape(wrapping.tape, { kind: 'overlap', overlapRatio: wrapping.overlapRatio })
    case 'spacedTape':
      return tape(wrapping.tape, { kind: 'onSpace', gap: wrapping.gap })
    case 'spiralTape': {
      const w = requirePositive(fn, 'tape.width', wrapping.tape.width)
      return tape(wrapping.tape, { kind: 'spiral', gradient: w + requireNonNegative(fn, 'gap', wrapping.gap ?? 0) })
    }
    case 'heatShrinkBraidedTube':
      return tube({ kind: 'heatShrink', longitudinalShrinkage: wrapping.longitudinalShrinkage, endAllowance: wrapping.endAllowance })
    case 'petTube':
      return tube({ kind: 'pet', endAllowance: wrapping.endAllowance })
    case 'corrugatedTube':
      return tube({
        kind: 'corrugated',
        endAllowance: wrapping.endAllowance,
        corrugationPitch: wrapping.corrugationPitch,
        cutOnWave: wrapping.cutOnWave,
      })
    default:
      return assertNever(fn, wrapping)
  }
}
