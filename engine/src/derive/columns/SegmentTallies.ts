import { MICROMETRES_PER_MM } from '../BundleTally'
import { grow } from '../../store/grow'

/**
 * The bundle tallies of every segment index in typed arrays: the sum of squared outer diameters
 * of its members in µm² (an exact integer in a double up to 2^53, so sums never depend on order)
 * and the member count, each multicore counting once by its sheath however many of its cores pass
 * (the rule of {@link BundleTally}). Each wire row carries what it was tallied with (outer diameter
 * in whole µm and its multicore), so removing it later subtracts exactly what was added.
 */
export class SegmentTallies {
  /** Σ od² of the members of each segment, in µm². */
  sumSq = new Float64Array(0)
  /** Members of each segment (wires, and multicores once each). */
  members = new Int32Array(0)
  /** Outer diameter each wire row is tallied with, in µm (a core: its multicore's sheath). */
  wireUm = new Int32Array(0)
  /** The thickest outer diameter any wire row was tallied with, in µm: a bound on every member (not lowered). */
  thickestUm = 0
  /** Multicore index of each wire row, -1 for a single wire. */
  wireCable = new Int32Array(0)
  /** For (segment, multicore) pairs with cores routed: cores there, and the sheath in µm first tallied. */
  private readonly cables = new Map<number, { cores: number; um: number }>()
  private readonly cableIndex = new Map<string, number>()

  /** √Σd² in mm over the members of segment `s`, the diameter of a circle of their summed cross-sections. */
  areaDiameter(s: number): number {
    return Math.sqrt(this.sumSq[s]!) / MICROMETRES_PER_MM
  }

  /** Empty tallies for `segments` segment indexes. */
  reset(segments: number): void {
    this.sumSq = new Float64Array(segments)
    this.members = new Int32Array(segments)
    this.cables.clear()
  }

  /** Makes room for wire rows up to `rows` (exclusive). */
  ensureWireRows(rows: number): void {
    if (rows <= this.wireUm.length) return
    const size = Math.max(rows, this.wireUm.length * 2, 16)
    this.wireUm = grow(this.wireUm, size)
    this.wireCable = grow(this.wireCable, size)
  }

  /** Records what wire row `w` is tallied with: outer diameter `od` in mm and its multicore id, or null. */
  setWire(w: number, od: number, cable: string | null): void {
    const um = Math.round(od * MICROMETRES_PER_MM)
    this.wireUm[w] = um
    if (um > this.thickestUm) this.thickestUm = um
    if (cable === null) {
      this.wireCable[w] = -1
      return
    }
    let index = this.cableIndex.get(cable)
    if (index === undefined) this.cableIndex.set(cable, (index = this.cableIndex.size))
    this.wireCable[w] = index
  }

  /** Adds wire row `w` to segment `s`. */
  add(s: number, w: number): void {
    const um = this.wireUm[w]!
    const cable = this.wireCable[w]!
    if (cable !== -1) {
      const key = s * 0x100000 + cable
      const entry = this.cables.get(key)
      if (entry) {
        entry.cores += 1
        return
      }
      this.cables.set(key, { cores: 1, um })
    }
    this.sumSq[s]! += um * um
    this.members[s]! += 1
  }

  /** Removes wire row `w` (tallied before with the same values) from segment `s`. */
  remove(s: number, w: number): void {
    const cable = this.wireCable[w]!
    if (cable !== -1) {
      const key = s * 0x100000 + cable
      const entry = this.cables.get(key)!
      entry.cores -= 1
      if (entry.cores > 0) return
      this.cables.delete(key)
      this.sumSq[s]! -= entry.um * entry.um
    } else {
      const um = this.wireUm[w]!
      this.sumSq[s]! -= um * um
    }
    this.members[s]! -= 1
  }

  /**
   * The two thickest members of segment `s` side by side, d₁ + d₂ in mm, from the wire rows of
   * its route entries (the pool's links: `entryHead[s]`, then `entryNext`, rows in `entryWire`; a
   * multicore once, by its sheath), without building a list: the bundle diameter's lower bound
   * for a few wires.
   */
  twoThickest(s: number, entryHead: Int32Array, entryNext: Int32Array, entryWire: Int32Array): number {
    let first = 0
    let firstCable = -2
    let second = 0
    for (let e = entryHead[s]!; e !== -1; e = entryNext[e]!) {
      const w = entryWire[e]!
      const cable = this.wireCable[w]!
      const um = cable === -1 ? this.wireUm[w]! : this.cables.get(s * 0x100000 + cable)!.um
      if (cable !== -1 && cable === firstCable) continue
      if (um > first) {
        second = first
        first = um
        firstCable = cable
      } else if (um > second) {
        second = um
      }
    }
    return (first + second) / MICROMETRES_PER_MM
  }

  /**
   * The members' outer diameters of segment `s` in mm, smallest first: the single wires among
   * `wireRows` and each multicore once (for the equal-wire table, which needs the members).
   */
  memberDiameters(s: number, wireRows: Iterable<number>): number[] {
    const out: number[] = []
    const seen = new Set<number>()
    for (const w of wireRows) {
      const cable = this.wireCable[w]!
      if (cable === -1) out.push(this.wireUm[w]! / MICROMETRES_PER_MM)
      else if (!seen.has(cable)) {
        seen.add(cable)
        out.push(this.cables.get(s * 0x100000 + cable)!.um / MICROMETRES_PER_MM)
      }
    }
    return out.sort((a, b) => a - b)
  }
}
