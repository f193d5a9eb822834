import type { WireId } from '@harness/protocol'
import { roundLength, wireLength, type Rounding, type WireLengthBreakdown } from '../../calc'
import type { SettingsRecord } from '../../model/records'
import { fixedInPlaceOfNone, type DerivedWireLength, type LengthInputs } from '../wireLengths'
import { grow } from '../../store/grow'

/** What a wire row's length columns hold. */
export const LengthState = {
  /** No wire in this row. */
  none: 0,
  /** Measured: dmu, drawing and production are set. */
  ok: 1,
  /** The add-ons leave no positive production length. */
  nonPositive: 2,
  /** The wire has no route. */
  unroutable: 3,
  /** Measured by {@link wireLength} itself (unusual inputs); the result is kept as an object. */
  object: 4,
} as const

/** Numbers per wire row, and where each sits in the row. */
const STRIDE = 8
const DMU = 0
const DRAWING = 1
const PRODUCTION = 2
const END_ADD_ONS = 3
const NODE_ADD_ONS = 4
const TWIST = 5
const FIXED = 6
const STATE = 7

/**
 * The lengths of every wire row in typed arrays (harness-domain 3.2), with the per-wire inputs that
 * do not depend on segment lengths: end add-ons, node add-ons, twist take-up factor and a fixed
 * production length. Re-measuring a wire after a segment length changed reads its route's segment
 * lengths and these columns and writes three numbers: no object is made.
 *
 * The arithmetic is {@link wireLength}'s, step for step in the same order, so the results are the
 * same bits; inputs {@link wireLength} would refuse (a negative or infinite segment length, a
 * non-finite add-on) go through {@link wireLength} itself, which keeps its answer or its error.
 */
export class LengthColumns {
  /**
   * One row of {@link STRIDE} numbers per wire: DMU length (route sum), drawing length (DMU
   * rounded), production length as computed (before a fixed length replaces it), the sum of both
   * ends' connector, terminal and splice add-ons, the sum of the passed nodes' add-ons (all mm),
   * the twist take-up factor (1 untwisted), the designer's fixed production length (NaN when
   * computed) and the {@link LengthState}. A row is one cache line, so re-measuring the wires
   * through a segment, which are scattered over the rows, reads and writes one line per wire.
   */
  private cells = new Float64Array(0)
  /** Results of wires measured through {@link wireLength}, by row. */
  private readonly objects = new Map<number, DerivedWireLength>()
  /** Inputs of rows measured through {@link wireLength}. */
  private readonly slowInputs = new Map<number, LengthInputs>()
  private percent = 0
  private percentMin = Number.NEGATIVE_INFINITY
  private percentMax = Number.POSITIVE_INFINITY
  private rounding: Rounding = { value: 0, method: 'nearest' }
  private plainSettings = true

  /** Takes the project's length rules (percentage, clamp, rounding) from `settings`. */
  useSettings(settings: SettingsRecord): void {
    const rules = settings.lengthRules
    const usesPercentage = rules.percentAddOn > 0
    this.percent = usesPercentage ? rules.percentAddOn : 0
    this.percentMin = usesPercentage ? rules.minAddOn : Number.NEGATIVE_INFINITY
    this.percentMax = usesPercentage && rules.maxAddOn > 0 ? rules.maxAddOn : Number.POSITIVE_INFINITY
    this.rounding = rules.roundTo > 0 ? { value: rules.roundTo, method: rules.roundMethod } : { value: 0, method: 'nearest' }
    this.plainSettings =
      Number.isFinite(this.percent) && !Number.isNaN(this.percentMin) && !Number.isNaN(this.percentMax) &&
      this.percentMin <= this.percentMax && (!usesPercentage || Number.isFinite(rules.minAddOn)) && rules.roundTo >= 0 && rules.roundTo < Number.POSITIVE_INFINITY
  }

  /** The {@link LengthState} of row `w`. */
  stateOf(w: number): number {
    return this.cells[w * STRIDE + STATE]!
  }

  /** Makes room for rows up to `rows` (exclusive). */
  ensureRows(rows: number): void {
    const capacity = this.cells.length / STRIDE
    if (rows <= capacity) return
    this.cells = grow(this.cells, Math.max(rows, capacity * 2, 16) * STRIDE)
  }

  /** Forgets every row's kept objects (before rows are given out again). */
  forgetRows(): void {
    this.objects.clear()
    this.slowInputs.clear()
  }

  /** Forgets row `w` (its wire is gone or unroutable, per `state`). */
  clear(w: number, state: typeof LengthState.none | typeof LengthState.unroutable): void {
    this.cells[w * STRIDE + STATE] = state
    this.objects.delete(w)
    this.slowInputs.delete(w)
  }

  /**
   * Sets the inputs of row `w` from its {@link LengthInputs} and fixed length (mm, null when
   * computed). Inputs {@link wireLength} would check and refuse mark the row to be measured by it.
   */
  setInputs(w: number, inputs: LengthInputs, fixedLength: number | null): void {
    this.objects.delete(w)
    this.slowInputs.delete(w)
    const a = inputs.endA
    const b = inputs.endB
    const endA = a ? (a.connector ?? 0) + (a.terminal ?? 0) + (a.splice ?? 0) : 0
    const endB = b ? (b.connector ?? 0) + (b.terminal ?? 0) + (b.splice ?? 0) : 0
    let nodeAddOns = 0
    for (const addOn of inputs.nodeAddOns ?? []) nodeAddOns += addOn.count * addOn.value
    this.cells[w * STRIDE + END_ADD_ONS] = endA + endB
    this.cells[w * STRIDE + NODE_ADD_ONS] = nodeAddOns
    this.cells[w * STRIDE + FIXED] = fixedLength === null ? Number.NaN : fixedLength
    let twist = 1
    let plain = this.plainSettings && Number.isFinite(endA + endB) && Number.isFinite(nodeAddOns) && (inputs.serviceLoops?.length ?? 0) === 0
    if (inputs.twist) {
      if (inputs.twist.kind === 'pair' && inputs.twist.outerDiameter >= 0 && inputs.twist.layLength > 0 && Number.isFinite(inputs.twist.layLength)) {
        const slope = (Math.PI * inputs.twist.outerDiameter) / inputs.twist.layLength
        twist = Math.sqrt(1 + slope * slope)
        if (!Number.isFinite(twist)) plain = false
      } else plain = false
    }
    this.cells[w * STRIDE + TWIST] = twist
    this.cells[w * STRIDE + STATE] = plain ? LengthState.ok : LengthState.object
    if (!plain) this.slowInputs.set(w, inputs)
  }

  /**
   * Sets the sum of the node add-ons (mm) of row `w`, whose other inputs stand; answers false when
   * the row is measured through {@link wireLength} and needs all its inputs set again.
   */
  setNodeAddOns(w: number, nodeSum: number): boolean {
    if (this.cells[w * STRIDE + STATE] === LengthState.object || !Number.isFinite(nodeSum)) return false
    // As setInputs sums its node add-on list: none when the sum is zero.
    this.cells[w * STRIDE + NODE_ADD_ONS] = nodeSum === 0 ? 0 : nodeSum
    return true
  }

  /**
   * Measures row `w` of wire `wireId` from the lengths (mm) of its route's segments:
   * `segmentLengths[routeSegments[start + i]]` for i < count. Allocates nothing on the usual path.
   */
  measure(w: number, wireId: WireId, segmentLengths: Float64Array, routeSegments: Int32Array, start: number, count: number): void {
    if (this.cells[w * STRIDE + STATE]! !== LengthState.object) {
      let dmu = 0
      let plain = true
      for (let i = start; i < start + count; i++) {
        const l = segmentLengths[routeSegments[i]!]!
        if (!(l >= 0) || l === Number.POSITIVE_INFINITY) plain = false
        dmu += l
      }
      if (plain) {
        const base = dmu * this.cells[w * STRIDE + TWIST]! + this.cells[w * STRIDE + END_ADD_ONS]! + this.cells[w * STRIDE + NODE_ADD_ONS]! + 0
        const unrounded = base + Math.min(this.percentMax, Math.max(this.percentMin, (this.percent / 100) * base))
        if (Number.isFinite(unrounded) && Number.isFinite(dmu)) {
          const production = roundLength(unrounded, this.rounding)
          this.cells[w * STRIDE + DMU] = dmu
          this.cells[w * STRIDE + DRAWING] = roundLength(dmu, this.rounding)
          this.cells[w * STRIDE + PRODUCTION] = production
          // A fixed length stands where the add-ons leave none (a jumper inside one housing).
          this.cells[w * STRIDE + STATE] = production > 0 || this.cells[w * STRIDE + FIXED]! > 0 ? LengthState.ok : LengthState.nonPositive
          return
        }
      }
      this.slowInputs.set(w, this.inputsOf(w))
      this.cells[w * STRIDE + STATE] = LengthState.object
    }
    const route: number[] = []
    for (let i = start; i < start + count; i++) route.push(segmentLengths[routeSegments[i]!]!)
    const result = wireLength({ ...this.slowInputs.get(w)!, route })
    const fixed = this.cells[w * STRIDE + FIXED]!
    this.objects.set(w, !result.ok
      ? fixedInPlaceOfNone(result, route, this.slowInputs.get(w)!, wireId, Number.isNaN(fixed) ? null : fixed)
      : Number.isNaN(fixed) ? { ...result, wireId, fixed: false } : { ...result, production: fixed, wireId, fixed: true })
  }

  /** The length of row `w` as {@link deriveWireLength} answers it (made on request). */
  lengthOf(w: number, wireId: WireId): DerivedWireLength | undefined {
    switch (this.cells[w * STRIDE + STATE]!) {
      case LengthState.ok: {
        // One literal in one field order (spreads made a slow object per read; a cut table reads 10⁵).
        const fixedLength = this.cells[w * STRIDE + FIXED]!
        const fixed = !Number.isNaN(fixedLength)
        const production = fixed ? fixedLength : this.cells[w * STRIDE + PRODUCTION]!
        return { ok: true, dmu: this.cells[w * STRIDE + DMU]!, drawing: this.cells[w * STRIDE + DRAWING]!, production, breakdown: this.breakdownOf(w), wireId, fixed }
      }
      case LengthState.nonPositive:
        return { ok: false, reason: 'nonPositiveLength', breakdown: this.breakdownOf(w), wireId }
      case LengthState.unroutable:
        return { ok: false, wireId, reason: 'unroutable' }
      case LengthState.object:
        return this.objects.get(w)
      default:
        return undefined
    }
  }

  /** The production length of row `w` in mm (a fixed length wins), NaN when it has none. */
  productionOf(w: number): number {
    const state = this.cells[w * STRIDE + STATE]!
    if (state === LengthState.ok) return Number.isNaN(this.cells[w * STRIDE + FIXED]!) ? this.cells[w * STRIDE + PRODUCTION]! : this.cells[w * STRIDE + FIXED]!
    if (state === LengthState.object) {
      const l = this.objects.get(w)
      return l?.ok ? l.production : Number.NaN
    }
    return Number.NaN
  }

  /** The DMU length of row `w` in mm, NaN when it has none. */
  dmuOf(w: number): number {
    const state = this.cells[w * STRIDE + STATE]!
    if (state === LengthState.ok) return this.cells[w * STRIDE + DMU]!
    if (state === LengthState.object) {
      const l = this.objects.get(w)
      return l?.ok ? l.dmu : Number.NaN
    }
    return Number.NaN
  }

  private breakdownOf(w: number): WireLengthBreakdown {
    const twistFactor = this.cells[w * STRIDE + TWIST]!
    const path = this.cells[w * STRIDE + DMU]! * twistFactor
    const endAddOns = this.cells[w * STRIDE + END_ADD_ONS]!
    const nodeAddOns = this.cells[w * STRIDE + NODE_ADD_ONS]!
    const base = path + endAddOns + nodeAddOns + 0
    const percentageAddOn = Math.min(this.percentMax, Math.max(this.percentMin, (this.percent / 100) * base))
    return { path, twistFactor, endAddOns, nodeAddOns, serviceLoops: 0, base, percentageAddOn, unrounded: base + percentageAddOn }
  }

  /** The inputs of a plain row as {@link LengthInputs}, for measuring it through {@link wireLength}. */
  private inputsOf(w: number): LengthInputs {
    return {
      endA: { connector: this.cells[w * STRIDE + END_ADD_ONS]! },
      nodeAddOns: [{ count: 1, value: this.cells[w * STRIDE + NODE_ADD_ONS]! }],
      percentage: { percent: this.percent, min: this.percentMin === Number.NEGATIVE_INFINITY ? undefined : this.percentMin, max: this.percentMax === Number.POSITIVE_INFINITY ? undefined : this.percentMax } as LengthInputs['percentage'],
      rounding: this.rounding,
      twist: { kind: 'factor', factor: this.cells[w * STRIDE + TWIST]! },
    }
  }
}
