import type { WireId } from '@harness/protocol'
import { bundleDiameter, type BundleDiameterMethod, type BundleDiameterResult } from '../calc'
import type { DocReader } from '../store/DocReader'

/** Outer diameters are tallied in whole micrometres, so sums are exact and order-free. */
export const MICROMETRES_PER_MM = 1000

/** The largest wire count the equal-wire table covers; above it the packing formula applies. */
const TABLE_LIMIT = 61

/**
 * The wires routed through one segment, tallied for its bundle diameter: the sum of squared outer
 * diameters (in µm², an exact integer) and the count, with each multicore counted once by its
 * sheath however many of its cores pass. Adding or removing a wire costs O(1), so an edit that
 * re-routes a few wires re-sizes each segment they touch without revisiting its other wires; and
 * because the sums are exact, the result never depends on the order wires were added in.
 */
export class BundleTally {
  private sumSq = 0
  private count = 0
  /** The thickest outer diameter ever added, in µm: a bound on the thickest member (not lowered on removal). */
  private thickestUm = 0
  private readonly wires = new Map<WireId, { od: number; cable: string | null }>()
  private readonly cables = new Map<string, { cores: number; od: number }>()

  /** Number of bundle members (wires, and multicores once each). */
  get members(): number {
    return this.count
  }

  /** Adds a wire of outer diameter `od` mm, or a core of the cable `cable` with sheath `od` mm. */
  add(wireId: WireId, od: number, cable: string | null): void {
    if (this.wires.has(wireId)) return
    const um = Math.round(od * MICROMETRES_PER_MM)
    if (um > this.thickestUm) this.thickestUm = um
    this.wires.set(wireId, { od: um, cable })
    if (cable) {
      const entry = this.cables.get(cable)
      if (entry) {
        entry.cores += 1
        return
      }
      this.cables.set(cable, { cores: 1, od: um })
    }
    this.sumSq += um * um
    this.count += 1
  }

  /** Removes a wire added before (unknown wires are ignored). */
  remove(wireId: WireId): void {
    const entry = this.wires.get(wireId)
    if (!entry) return
    this.wires.delete(wireId)
    if (entry.cable) {
      const cable = this.cables.get(entry.cable)!
      cable.cores -= 1
      if (cable.cores > 0) return
      this.cables.delete(entry.cable)
      this.sumSq -= cable.od * cable.od
    } else {
      this.sumSq -= entry.od * entry.od
    }
    this.count -= 1
  }

  /** √Σd² in mm over the members, the diameter of a circle of their summed cross-sections (0 when empty). */
  areaDiameter(): number {
    return Math.sqrt(this.sumSq) / MICROMETRES_PER_MM
  }

  /** The bundle diameter in mm by `method` (harness-domain 3.1). */
  diameter(method: BundleDiameterMethod): BundleDiameterResult {
    return tallyBundleDiameter(this.sumSq, this.count, () => this.memberDiameters(), method, () => this.twoThickest(), this.thickestUm / MICROMETRES_PER_MM)
  }

  /** The two thickest members side by side, d₁ + d₂ in mm (summed in whole µm, as the column store does). */
  twoThickest(): number {
    let first = 0
    let second = 0
    const consider = (um: number) => {
      if (um > first) [first, second] = [um, first]
      else if (um > second) second = um
    }
    for (const { od, cable } of this.wires.values()) if (!cable) consider(od)
    for (const { od } of this.cables.values()) consider(od)
    return (first + second) / MICROMETRES_PER_MM
  }

  /** The members' outer diameters in mm, smallest first. */
  memberDiameters(): number[] {
    const out: number[] = []
    for (const { od, cable } of this.wires.values()) if (!cable) out.push(od / MICROMETRES_PER_MM)
    for (const { od } of this.cables.values()) out.push(od / MICROMETRES_PER_MM)
    return out.sort((a, b) => a - b)
  }
}

/**
 * The bundle diameter in mm (harness-domain 3.1) of `count` members whose squared outer diameters
 * sum to `sumSq` µm², as `bundleDiameter` gives it for the members themselves: the equal-wire
 * table up to 61 members (it needs the members' diameters in mm, which `members` lists), else the
 * packing formula k·√Σd², a single member being its own diameter and two or more never less than
 * their two thickest side by side (`sideBySide`, in mm, asked only when k·√Σd² could be less:
 * below twice `thickest`, a bound in mm on the thickest member, and below √2·√Σd², so never for
 * k ≥ √2 and not for a bundle of many wires), or the area equivalent √Σd².
 * Example: two 1.4 mm wires, k 1.2: max(1.2·√3.92, 2.8) = 2.8 mm; one: 1.4 mm.
 */
export function tallyBundleDiameter(
  sumSq: number, count: number, members: () => number[], method: BundleDiameterMethod, sideBySide: () => number, thickest: number,
): BundleDiameterResult {
  if (count === 0) return { diameter: 0, basis: 'none' }
  if (method.method === 'equalWireTable' && count <= TABLE_LIMIT) return bundleDiameter(members(), method)
  const root = Math.sqrt(sumSq) / MICROMETRES_PER_MM
  if (method.method === 'areaEquivalent') return { diameter: root, basis: 'areaEquivalent' }
  const k = method.k ?? 1.2
  if (count === 1) return { diameter: root, basis: 'packing' }
  const packed = k * root
  return { diameter: k >= Math.SQRT2 || packed >= 2 * thickest ? packed : Math.max(packed, sideBySide()), basis: 'packing' }
}

/** Adds wire `wireId` of `doc` to `tally` (a core counts by its multicore's sheath). */
export function tallyWire(doc: DocReader, tally: BundleTally, wireId: WireId): void {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return
  const multicore = wire.multicoreId ? doc.getOf('multicore', wire.multicoreId) : undefined
  if (multicore) tally.add(wireId, multicore.od, multicore.id)
  else tally.add(wireId, wire.od, null)
}
