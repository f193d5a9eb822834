/**
 * Wire length in millimetres the way Capital Harness Designer builds it (harness-domain.md 3.2,
 * Siemens KB000130325 [S4]), extended with the derived steps of the seed engine: route sum → end
 * add-ons → node add-ons → service loops → percentage add-on clamped to [min, max] → rounding. The
 * DMU, drawing and production (cut) lengths stay separate, as KBL `Length_type` and VEC
 * `WireLengthType` need them [S54].
 */

import { GEOMETRY_TOLERANCE, assertNever, requireCount, requireFinite, requireNonNegative, requirePositive } from './numberChecks'

/** How a length is rounded to a multiple of the round value: to the nearest, always up, or always down. */
export type RoundMethod = 'nearest' | 'up' | 'down'

/**
 * Rounding of a length to a multiple of `value` mm (Capital "Round Value / Round Method" [S4]).
 * `value` 0 means no rounding. For `nearest` a length exactly halfway rounds up (126 → 125 and
 * 127.5 → 130 at value 5): Capital documents only "126 is near 125", so the half-up tie is our
 * convention. Lengths within 1e-6 mm of a multiple count as that multiple, so floating-point noise
 * such as 100·1.1 = 110.00000000000001 never rounds up to the next step.
 */
export interface Rounding {
  /** Round value in mm (a step such as 5 or 10); 0 disables rounding. */
  readonly value: number
  readonly method: RoundMethod
}

/**
 * `length` in mm rounded to a multiple of the round value by the round method (Capital [S4]);
 * ties of `nearest` go up and lengths within 1e-6 mm of a multiple snap to it.
 */
export function roundLength(length: number, rounding: Rounding): number {
  const fn = 'roundLength'
  requireFinite(fn, 'length', length)
  const step = requireNonNegative(fn, 'rounding.value', rounding.value)
  if (step === 0) return length
  const q = length / step
  const nearest = Math.round(q)
  if (Math.abs(length - nearest * step) <= GEOMETRY_TOLERANCE) return nearest * step
  switch (rounding.method) {
    case 'nearest':
      return Math.floor(q + 0.5) * step
    case 'up':
      return Math.ceil(q) * step
    case 'down':
      return Math.floor(q) * step
    default:
      return assertNever(fn, rounding.method)
  }
}

/**
 * Length add-ons in mm at one wire end (Capital connector add-on [S4], VEC
 * `ConnectorHousingSpecification.AverageWireLengthAddOn`, Inventor embedded length [S42]). A butt
 * splice with a wire stop may carry a negative embedded length.
 */
export interface EndAddOns {
  readonly connector?: number
  readonly terminal?: number
  readonly splice?: number
}

/** An add-on of `value` mm applied `count` times, e.g. Capital's "Add-On Per Junction" × junctions on the path [S4]. */
export interface NodeAddOn {
  readonly count: number
  readonly value: number
}

/** Percentage add-on p % of the length so far, clamped to [min, max] mm (Capital ΔL [S4]). */
export interface PercentageAddOn {
  /** Percentage, e.g. 5 for 5 %. */
  readonly percent: number
  /** Smallest add-on in mm; no lower clamp when absent. */
  readonly min?: number
  /** Largest add-on in mm; no upper clamp when absent. */
  readonly max?: number
}

/**
 * Twist take-up of a twisted member, applied to the path part of its length (harness-domain 3.2,
 * derived): either a twisted pair of conductor outer diameter d and lay length P in mm (factor
 * √(1 + (π·d/P)²)), or a factor computed elsewhere (e.g. from twistGeometry for an outer layer).
 */
export type TwistTakeUp =
  | { readonly kind: 'pair'; readonly outerDiameter: number; readonly layLength: number }
  | { readonly kind: 'factor'; readonly factor: number }

/** Everything a wire length depends on, in mm; only `route` is required. */
export interface WireLengthInput {
  /** Lengths in mm of the segments on the wire's route (their neutral axes in the DMU). */
  readonly route: readonly number[]
  readonly endA?: EndAddOns
  readonly endB?: EndAddOns
  readonly nodeAddOns?: readonly NodeAddOn[]
  /** Service loops in mm added along the route (Inventor [S42]). */
  readonly serviceLoops?: readonly number[]
  readonly percentage?: PercentageAddOn
  readonly rounding?: Rounding
  readonly twist?: TwistTakeUp
}

/** The steps of a production length in mm, in the order they are applied. */
export interface WireLengthBreakdown {
  /** Route sum × twist take-up factor, in mm. */
  readonly path: number
  /** Twist take-up factor applied to the route sum (1 for untwisted wires). */
  readonly twistFactor: number
  readonly endAddOns: number
  readonly nodeAddOns: number
  readonly serviceLoops: number
  /** Length the percentage applies to, in mm: path + end, node and service-loop add-ons (Capital's L_path). */
  readonly base: number
  /** ΔL in mm after the [min, max] clamp. */
  readonly percentageAddOn: number
  /** base + ΔL in mm, before rounding. */
  readonly unrounded: number
}

/** A computed wire length: DMU, drawing and production values in mm kept apart, with the steps. */
export interface WireLength {
  readonly ok: true
  /** DMU length in mm: the sum of the route segments' neutral axes (KBL/VEC "DMU"). */
  readonly dmu: number
  /** Drawing length in mm: the DMU length rounded, without add-ons (KBL/VEC "Drawing"). */
  readonly drawing: number
  /** Production (cutting) length in mm with all add-ons, twist take-up and rounding (KBL/VEC "Production"). */
  readonly production: number
  readonly breakdown: WireLengthBreakdown
}

/** Why a wire has no production length: its add-ons (e.g. negative embedded lengths) leave ≤ 0 mm. */
export interface WireLengthFailure {
  readonly ok: false
  readonly reason: 'nonPositiveLength'
  readonly breakdown: WireLengthBreakdown
}

/**
 * Twist take-up factor of a twisted pair, the conductor length per unit of pair length:
 * √(1 + (π·d/P)²) for conductor outer diameter d mm and lay length P mm (harness-domain 3.2,
 * derived; VEC `WireGroupSpecification.LengthOfTwist`). d 1.6 mm, P 25 mm → 1.020.
 */
export function twistTakeUpFactor(outerDiameter: number, layLength: number): number {
  requireNonNegative('twistTakeUpFactor', 'outerDiameter', outerDiameter)
  requirePositive('twistTakeUpFactor', 'layLength', layLength)
  const slope = (Math.PI * outerDiameter) / layLength
  return Math.sqrt(1 + slope * slope)
}

/**
 * Core length in mm of a multicore: jacket length + cut-back at end A + cut-back at end B
 * (harness-domain 3.2, derived; VEC `WireEnd.CutBackLength`).
 */
export function multicoreCoreLength(jacketLength: number, cutBackA: number, cutBackB: number): number {
  const fn = 'multicoreCoreLength'
  return (
    requireNonNegative(fn, 'jacketLength', jacketLength) +
    requireNonNegative(fn, 'cutBackA', cutBackA) +
    requireNonNegative(fn, 'cutBackB', cutBackB)
  )
}

function endSum(fn: string, name: string, end: EndAddOns | undefined): number {
  if (!end) return 0
  const sum = (end.connector ?? 0) + (end.terminal ?? 0) + (end.splice ?? 0)
  // Names are built only when something is wrong: this runs once per wire end on every re-measure.
  if (!Number.isFinite(sum)) {
    requireFinite(fn, `${name}.connector`, end.connector ?? 0)
    requireFinite(fn, `${name}.terminal`, end.terminal ?? 0)
    requireFinite(fn, `${name}.splice`, end.splice ?? 0)
  }
  return sum
}

function twistFactorOf(fn: string, twist: TwistTakeUp | undefined): number {
  if (!twist) return 1
  switch (twist.kind) {
    case 'pair':
      return twistTakeUpFactor(twist.outerDiameter, twist.layLength)
    case 'factor': {
      const f = requireFinite(fn, 'twist.factor', twist.factor)
      if (f < 1) throw new RangeError(`${fn}: twist.factor must be ≥ 1, got ${f}`)
      return f
    }
    default:
      return assertNever(fn, twist)
  }
}

/**
 * Production length of a wire in mm, Capital-style [S4]: L = Round(path + end add-ons + node
 * add-ons + service loops + clamp(p %·that, min, max)), where path = route sum × twist take-up
 * factor; the DMU (route sum) and drawing (rounded DMU, no add-ons) lengths come alongside.
 * Worked example: route 45 + 55, connector add-ons 12 + 5, one junction × 3 → 120, 5 % → 126,
 * rounded to 5 → 125 (with ΔL max 1: 121). A total ≤ 0 mm is returned as `nonPositiveLength`.
 */
export function wireLength(input: WireLengthInput): WireLength | WireLengthFailure {
  const fn = 'wireLength'
  let dmu = 0
  const route = input.route
  for (let i = 0; i < route.length; i++) {
    const l = route[i]!
    if (!(l >= 0) || l === Number.POSITIVE_INFINITY) requireNonNegative(fn, `route[${i}]`, l)
    dmu += l
  }
  const twistFactor = twistFactorOf(fn, input.twist)
  const path = dmu * twistFactor
  const endAddOns = endSum(fn, 'endA', input.endA) + endSum(fn, 'endB', input.endB)
  let nodeAddOns = 0
  ;(input.nodeAddOns ?? []).forEach((a, i) => {
    nodeAddOns += requireCount(fn, `nodeAddOns[${i}].count`, a.count) * requireFinite(fn, `nodeAddOns[${i}].value`, a.value)
  })
  let serviceLoops = 0
  ;(input.serviceLoops ?? []).forEach((l, i) => {
    serviceLoops += requireNonNegative(fn, `serviceLoops[${i}]`, l)
  })
  const base = path + endAddOns + nodeAddOns + serviceLoops
  let percentageAddOn = 0
  if (input.percentage) {
    const p = input.percentage
    const percent = requireFinite(fn, 'percentage.percent', p.percent)
    const min = p.min === undefined ? Number.NEGATIVE_INFINITY : requireFinite(fn, 'percentage.min', p.min)
    const max = p.max === undefined ? Number.POSITIVE_INFINITY : requireFinite(fn, 'percentage.max', p.max)
    if (min > max) throw new RangeError(`${fn}: percentage.min ${min} exceeds percentage.max ${max}`)
    percentageAddOn = Math.min(max, Math.max(min, (percent / 100) * base))
  }
  const unrounded = base + percentageAddOn
  const breakdown: WireLengthBreakdown = { path, twistFactor, endAddOns, nodeAddOns, serviceLoops, base, percentageAddOn, unrounded }
  const rounding = input.rounding ?? { value: 0, method: 'nearest' }
  const production = roundLength(unrounded, rounding)
  if (!(production > 0)) return { ok: false, reason: 'nonPositiveLength', breakdown }
  return { ok: true, dmu, drawing: roundLength(dmu, rounding), production, breakdown }
}
