import type { WireId } from '@harness/protocol'
import { roundLength, wireLength, type Rounding, type WireLengthBreakdown } from '../../calc'
import type { SettingsRecord } from '../../model/records'
import type { DerivedWireLength, LengthInputs } from '../wireLengths'
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
  state = new Uint8Array(0)
  /** DMU length in mm (route sum). */
  dmu = new Float64Array(0)
  /** Drawing length in mm (DMU rounded). */
  drawing = new Float64Array(0)
  /** Production length in mm as computed (before a fixed length replaces it). */
  production = new Float64Array(0)
  /** Sum of both ends' connector, terminal and splice add-ons in mm. */
  endAddOns = new Float64Array(0)
  /** Sum of the add-ons of the nodes the route passes, in mm. */
  nodeAddOns = new Float64Array(0)
  /** Twist take-up factor (1 for untwisted wires). */
  twistFactor = new Float64Array(0)
  /** The designer's fixed production length in mm, NaN when computed. */
  fixedLength = new Float64Array(0)
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

  /** Makes room for rows up to `rows` (exclusive). */
  ensureRows(rows: number): void {
    if (rows <= this.state.length) return
    const size = Math.max(rows, this.state.length * 2, 16)
    this.state = grow(this.state, size)
    this.dmu = grow(this.dmu, size)
    this.drawing = grow(this.drawing, size)
    this.production = grow(this.production, size)
    this.endAddOns = grow(this.endAddOns, size)
    this.nodeAddOns = grow(this.nodeAddOns, size)
    this.twistFactor = grow(this.twistFactor, size)
    this.fixedLength = grow(this.fixedLength, size)
  }

  /** Forgets every row's kept objects (before rows are given out again). */
  forgetRows(): void {
    this.objects.clear()
    this.slowInputs.clear()
  }

  /** Forgets row `w` (its wire is gone or unroutable, per `state`). */
  clear(w: number, state: typeof LengthState.none | typeof LengthState.unroutable): void {
    this.state[w] = state
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
    this.endAddOns[w] = endA + endB
    this.nodeAddOns[w] = nodeAddOns
    this.fixedLength[w] = fixedLength === null ? Number.NaN : fixedLength
    let twist = 1
    let plain = this.plainSettings && Number.isFinite(endA + endB) && Number.isFinite(nodeAddOns) && (inputs.serviceLoops?.length ?? 0) === 0
    if (inputs.twist) {
      if (inputs.twist.kind === 'pair' && inputs.twist.outerDiameter >= 0 && inputs.twist.layLength > 0 && Number.isFinite(inputs.twist.layLength)) {
        const slope = (Math.PI * inputs.twist.outerDiameter) / inputs.twist.layLength
        twist = Math.sqrt(1 + slope * slope)
        if (!Number.isFinite(twist)) plain = false
      } else plain = false
    }
    this.twistFactor[w] = twist
    this.state[w] = plain ? LengthState.ok : LengthState.object
    if (!plain) this.slowInputs.set(w, inputs)
  }

  /**
   * Sets the sum of the node add-ons (mm) of row `w`, whose other inputs stand; answers false when
   * the row is measured through {@link wireLength} and needs all its inputs set again.
   */
  setNodeAddOns(w: number, nodeSum: number): boolean {
    if (this.state[w] === LengthState.object || !Number.isFinite(nodeSum)) return false
    // As setInputs sums its node add-on list: none when the sum is zero.
    this.nodeAddOns[w] = nodeSum === 0 ? 0 : nodeSum
    return true
  }

  /**
   * Measures row `w` of wire `wireId` from the lengths (mm) of its route's segments:
   * `segmentLengths[routeSegments[start + i]]` for i < count. Allocates nothing on the usual path.
   */
  measure(w: number, wireId: WireId, segmentLengths: Float64Array, routeSegments: Int32Array, start: number, count: number): void {
    if (this.state[w] !== LengthState.object) {
      let dmu = 0
      let plain = true
      for (let i = start; i < start + count; i++) {
        const l = segmentLengths[routeSegments[i]!]!
        if (!(l >= 0) || l === Number.POSITIVE_INFINITY) plain = false
        dmu += l
      }
      if (plain) {
        const base = dmu * this.twistFactor[w]! + this.endAddOns[w]! + this.nodeAddOns[w]! + 0
        const unrounded = base + Math.min(this.percentMax, Math.max(this.percentMin, (this.percent / 100) * base))
        if (Number.isFinite(unrounded) && Number.isFinite(dmu)) {
          const production = roundLength(unrounded, this.rounding)
          this.dmu[w] = dmu
          this.drawing[w] = roundLength(dmu, this.rounding)
          this.production[w] = production
          this.state[w] = production > 0 ? LengthState.ok : LengthState.nonPositive
          return
        }
      }
      this.slowInputs.set(w, this.inputsOf(w))
      this.state[w] = LengthState.object
    }
    const route: number[] = []
    for (let i = start; i < start + count; i++) route.push(segmentLengths[routeSegments[i]!]!)
    const result = wireLength({ ...this.slowInputs.get(w)!, route })
    const fixed = this.fixedLength[w]!
    this.objects.set(w, !result.ok ? { ...result, wireId } : Number.isNaN(fixed) ? { ...result, wireId, fixed: false } : { ...result, production: fixed, wireId, fixed: true })
  }

  /** The length of row `w` as {@link deriveWireLength} answers it (made on request). */
  lengthOf(w: number, wireId: WireId): DerivedWireLength | undefined {
    switch (this.state[w]) {
      case LengthState.ok: {
        const fixed = this.fixedLength[w]!
        const base = { ok: true as const, dmu: this.dmu[w]!, drawing: this.drawing[w]!, production: this.production[w]!, breakdown: this.breakdownOf(w) }
        return Number.isNaN(fixed) ? { ...base, wireId, fixed: false } : { ...base, production: fixed, wireId, fixed: true }
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
    const state = this.state[w]
    if (state === LengthState.ok) return Number.isNaN(this.fixedLength[w]!) ? this.production[w]! : this.fixedLength[w]!
    if (state === LengthState.object) {
      const l = this.objects.get(w)
      return l?.ok ? l.production : Number.NaN
    }
    return Number.NaN
  }

  /** The DMU length of row `w` in mm, NaN when it has none. */
  dmuOf(w: number): number {
    const state = this.state[w]
    if (state === LengthState.ok) return this.dmu[w]!
    if (state === LengthState.object) {
      const l = this.objects.get(w)
      return l?.ok ? l.dmu : Number.NaN
    }
    return Number.NaN
  }

  private breakdownOf(w: number): WireLengthBreakdown {
    const twistFactor = this.twistFactor[w]!
    const path = this.dmu[w]! * twistFactor
    const endAddOns = this.endAddOns[w]!
    const nodeAddOns = this.nodeAddOns[w]!
    const base = path + endAddOns + nodeAddOns + 0
    const percentageAddOn = Math.min(this.percentMax, Math.max(this.percentMin, (this.percent / 100) * base))
    return { path, twistFactor, endAddOns, nodeAddOns, serviceLoops: 0, base, percentageAddOn, unrounded: base + percentageAddOn }
  }

  /** The inputs of a plain row as {@link LengthInputs}, for measuring it through {@link wireLength}. */
  private inputsOf(w: number): LengthInputs {
    return {
      endA: { connector: this.endAddOns[w]! },
      nodeAddOns: [{ count: 1, value: this.nodeAddOns[w]! }],
      percentage: { percent: this.percent, min: this.percentMin === Number.NEGATIVE_INFINITY ? undefined : this.percentMin, max: this.percentMax === Number.POSITIVE_INFINITY ? undefined : this.percentMax } as LengthInputs['percentage'],
      rounding: this.rounding,
      twist: { kind: 'factor', factor: this.twistFactor[w]! },
    }
  }
}
