import type { ProtectionId, SegmentId, WireId } from '@harness/protocol'
import type { PartCatalog } from '../../library/PartCatalog'
import type { BundleGraph, Route } from '../../graph/BundleGraph'
import type { HarnessRecord, TerminalRecord, WireRecord } from '../../model/records'
import type { DocReader, EndPart } from '../../store/DocReader'
import type { RecordsDiff } from '../../store/RecordsDiff'
import { coveredOver, diameterMethod, type SegmentDiameter } from '../bundleDiameters'
import { affectedWires } from '../affectedWires'
import { MICROMETRES_PER_MM, tallyBundleDiameter } from '../BundleTally'
import type { DerivedHarness } from '../deriveHarness'
import { protectionQuantity, type ProtectionQuantityRow } from '../protectionQuantities'
import { lengthInputsWith, nodeAddOn, type DerivedWireLength } from '../wireLengths'
import { buildGraph, endNode, type UnroutableReason, type WireRoute } from '../wireRoutes'
import { IncrementalFindings } from './IncrementalFindings'
import { LengthColumns, LengthState } from './LengthColumns'
import { MapView } from './MapView'
import { RoutePool } from './RoutePool'
import { SegmentTallies } from './SegmentTallies'
import { WireRows } from './WireRows'
import { grow } from '../../store/grow'
import { settingsChange } from '../../model/settingsChange'


/** A wire's end parts (see {@link DocReader.endPartOf}) and its terminals, resolved once per wire. */
interface WireEnds {
  readonly partA: EndPart
  readonly partB: EndPart
  readonly terminals: readonly TerminalRecord[]
}
/** What one update changed in the derived data: the wires re-measured and the segments re-sized. */
export interface ColumnsDelta {
  /** True when everything was recomputed (topology or settings changed). */
  readonly full: boolean
  /** Ids of the re-measured wires (every wire when `full`). */
  readonly wires: readonly WireId[]
  /** Their wire rows, index for index (for {@link DerivedColumns.productionAt} and its kin). */
  readonly wireRows: Int32Array
  /** Ids of the re-sized segments (every segment when `full`). */
  readonly segments: readonly SegmentId[]
}

const ROUTED = 0
const OPEN_END = 1
const NOT_CONNECTED = 2

/**
 * The derived data of an open document (routes, lengths, bundle diameters, protection material,
 * design-rule findings) in typed arrays, kept current edit by edit. Routes are compressed rows of
 * segment indexes with, per segment, the list of wires through it ({@link RoutePool}); lengths and
 * their inputs are columns ({@link LengthColumns}); bundle tallies are exact integer sums per
 * segment ({@link SegmentTallies}). A new segment length re-measures the wires through it by
 * walking integers: nothing is allocated per wire. A changed wire, connector, splice, terminal,
 * group or cable re-routes the wires concerned and re-sizes the segments on their old and new
 * routes; topology and settings changes recompute everything. Findings are kept incrementally.
 * {@link get} answers the same values as {@link deriveHarness} of the same version (a property test
 * compares them after random edits), read through map views that make records on request.
 */
export class DerivedColumns {
  private graph!: BundleGraph
  private readonly rows = new WireRows()
  private readonly pool = new RoutePool()
  private readonly lengths = new LengthColumns()
  private readonly tallies = new SegmentTallies()
  private readonly findings: IncrementalFindings
  private routeState = new Uint8Array(0)
  private segmentIndex = new Map<SegmentId, number>()
  private segmentLength = new Float64Array(0)
  private diameters: SegmentDiameter[] = []
  private nodeAddOns = new Float64Array(0)
  private readonly quantities = new Map<ProtectionId, ProtectionQuantityRow>()
  /** Per wire row: the update in which it was last re-measured (to list each wire once). */
  private stamp = new Uint32Array(0)
  private generation = 0
  /** Rows of the wires re-measured by the current update, in the order of its id list. */
  private measuredRows = new Int32Array(64)
  private snapshot: DerivedHarness | null = null
  private version = -1

  constructor(private readonly doc: DocReader) {
    this.findings = new IncrementalFindings(doc, (id) => this.segmentDiameterOf(id))
    this.recomputeAll()
  }

  /**
   * Recomputes everything from the document as it stands: what a topology change does, and how a
   * host recovers when an update failed half-way. Answers every wire and segment as changed.
   */
  recompute(): ColumnsDelta {
    this.snapshot = null
    this.recomputeAll()
    const wires = [...this.rows.ids()]
    return { full: true, wires, wireRows: Int32Array.from(wires, (id) => this.rows.rowOf(id)!), segments: [...this.segmentIndex.keys()] }
  }

  /** Brings the derived data to the document's current version after `diff` was applied. */
  update(diff: RecordsDiff): ColumnsDelta {
    this.snapshot = null
    const changed: HarnessRecord[] = [...Object.values(diff.added), ...Object.values(diff.removed)]
    const updated = Object.values(diff.updated)
    let topology = false
    for (const record of changed) if (record.typeName === 'segment' || record.typeName === 'settings') topology = true
    for (const [from, to] of updated) {
      // Only the settings the derivation reads start it over (not the manufacturing BOM state, say).
      if (from.typeName === 'settings' && to.typeName === 'settings' && settingsChange(from, to).derives) topology = true
      if (from.typeName === 'segment' && to.typeName === 'segment') {
        if (from.startNodeId !== to.startNodeId || from.endNodeId !== to.endNodeId) topology = true
        // In a bundle with a loop a new length can move shortest routes: route again.
        if (from.length !== to.length && this.graph.hasCycles) topology = true
      }
    }
    if (topology) return this.recompute()
    this.generation += 1
    const measured: WireId[] = []
    const reroute = new Set<WireId>()
    const fresh = new Set<WireId>()
    const resize = new Set<number>()
    const runs = new Set<ProtectionId>()
    const touch = (record: HarnessRecord) => {
      this.collect(record, reroute, fresh, resize, runs)
      this.findings.touch(record)
    }
    for (const record of changed) touch(record)
    for (const [from, to] of updated) {
      touch(from)
      if (from !== to) touch(to)
      if (to.typeName === 'node' && from.typeName === 'node' && (from.lengthAddOn !== to.lengthAddOn || from.kind !== to.kind)) {
        // A node's add-on (or its kind, which decides the default junction add-on) changes the
        // lengths of the wires passing it; a move on the sheet changes nothing derived.
        const n = this.graph.nodeIndexOf(to.id)
        if (n >= 0) this.nodeAddOns[n] = nodeAddOn(this.doc, to)
        for (const segment of this.doc.segmentsAt(to.id)) this.forWiresOn(segment.id, (w) => this.refreshNodeAddOns(w, measured))
      }
      if (to.typeName === 'segment' && from.typeName === 'segment') {
        const s = this.segmentIndex.get(to.id)
        if (s === undefined) continue
        if (from.length !== to.length) {
          this.segmentLength[s] = to.length
          this.forWiresOn(to.id, (w) => this.measureRow(w, measured))
        }
        if (from.fixedDiameter !== to.fixedDiameter) resize.add(s)
      }
    }
    // Two passes, so a cable's cores all leave before any comes back (a new sheath diameter).
    for (const wireId of reroute) {
      const w = this.rows.rowOf(wireId)
      if (w === undefined) continue
      this.untally(w, resize)
    }
    for (const wireId of reroute) {
      const wire = this.doc.getOf('wire', wireId)
      if (!wire) {
        const w = this.rows.rowOf(wireId)
        if (w !== undefined) this.dropRow(w)
        continue
      }
      const w = this.rows.rowOf(wireId) ?? this.addRow(wireId)
      const ends = this.endsOf(wire)
      this.route(w, ends)
      this.setInputs(w, wire, ends, true)
      this.tally(w, wire, resize)
      this.findings.setRoute(wireId, this.unroutableReason(w))
      this.measureRow(w, measured)
    }
    for (const wireId of fresh) {
      if (reroute.has(wireId)) continue
      const wire = this.doc.getOf('wire', wireId)
      const w = this.rows.rowOf(wireId)
      if (!wire || w === undefined) continue
      this.setInputs(w, wire, this.endsOf(wire), false)
      this.measureRow(w, measured)
    }
    const method = diameterMethod(this.doc.settings)
    const segments: SegmentId[] = []
    for (const s of resize) {
      const id = this.graph.segmentAt(s).id
      if (!this.doc.getOf('segment', id)) continue
      this.sizeSegment(s, method)
      this.findings.resized(id)
      segments.push(id)
      for (const run of this.doc.protectionsOn(id)) runs.add(run.id)
    }
    for (const runId of runs) {
      const run = this.doc.getOf('protection', runId)
      if (!run) this.quantities.delete(runId)
      else this.quantities.set(runId, protectionQuantity(run, this.diameterOf(run.segmentId)))
    }
    this.version = this.doc.version
    return { full: false, wires: measured, wireRows: this.measuredRows.slice(0, measured.length), segments }
  }

  /**
   * Checks the document against a part library from now on (`PartCatalog.EMPTY`: no library
   * checks). The findings change; the document and its version do not.
   */
  setCatalog(catalog: PartCatalog): void {
    this.findings.setCatalog(catalog)
    this.snapshot = null
  }

  /**
   * The derived data of the current version, in the shape {@link deriveHarness} answers; the same
   * object until the next update. Like its views of routes, lengths and diameters, its findings
   * are read when asked for: the canvas's tiles read the diameters of the snapshot an open's
   * first view takes, and must not wait for the full findings check (90 ms at XL) the open left
   * waiting.
   */
  get(): DerivedHarness {
    if (this.snapshot) return this.snapshot
    // Views list wires in document order, as a full derivation does.
    const wires = () => this.wireIdsInOrder()
    const count = () => this.rows.size
    const checks = this.findings
    return (this.snapshot = {
      version: this.version,
      graph: this.graph,
      routes: new MapView<WireId, WireRoute>(wires, (id) => this.routeOf(id), count),
      lengths: new MapView<WireId, DerivedWireLength>(wires, (id) => this.lengthOf(id), count),
      diameters: new MapView<SegmentId, SegmentDiameter>(() => this.segmentIndex.keys(), (id) => this.segmentDiameterOf(id), () => this.segmentIndex.size),
      protections: [...this.quantities.values()],
      get findings() {
        return checks.all()
      },
    })
  }

  private *wireIdsInOrder(): IterableIterator<WireId> {
    for (const wire of this.doc.all('wire')) if (this.rows.rowOf(wire.id) !== undefined) yield wire.id
  }

  /** The length of wire `id` (made on request), or undefined for an unknown wire. */
  lengthOf(id: WireId): DerivedWireLength | undefined {
    const w = this.rows.rowOf(id)
    return w === undefined ? undefined : this.lengths.lengthOf(w, id)
  }

  /** The production length of wire `id` in mm (a fixed length wins); NaN when it has none. */
  productionOf(id: WireId): number {
    const w = this.rows.rowOf(id)
    return w === undefined ? Number.NaN : this.lengths.productionOf(w)
  }

  /** The DMU length of wire `id` in mm; NaN when it has none. */
  dmuOf(id: WireId): number {
    const w = this.rows.rowOf(id)
    return w === undefined ? Number.NaN : this.lengths.dmuOf(w)
  }

  /** The production length in mm of the wire in row `w` (rows as {@link ColumnsDelta.wireRows} gives them); NaN when none. */
  productionAt(w: number): number {
    return this.lengths.productionOf(w)
  }

  /** The DMU length in mm of the wire in row `w`; NaN when none. */
  dmuAt(w: number): number {
    return this.lengths.dmuOf(w)
  }

  /** Why wire `id` has no length (`unroutable`, `nonPositiveLength`), or null when it has one. */
  problemOf(id: WireId): string | null {
    const w = this.rows.rowOf(id)
    if (w === undefined) return null
    const state = this.lengths.stateOf(w)
    if (state === LengthState.ok) return null
    if (state === LengthState.nonPositive) return 'nonPositiveLength'
    if (state === LengthState.unroutable) return 'unroutable'
    const l = this.lengths.lengthOf(w, id)
    return l && !l.ok ? l.reason : null
  }

  /** The diameters of segment `id` in mm, or undefined for an unknown segment. */
  segmentDiameterOf(id: SegmentId): SegmentDiameter | undefined {
    const s = this.segmentIndex.get(id)
    return s === undefined ? undefined : this.diameters[s]
  }

  /** The number of design-rule findings. */
  get findingCount(): number {
    return this.findings.size
  }

  /** The route of wire `id`, made on request from the bundle graph. */
  private routeOf(id: WireId): WireRoute | undefined {
    const w = this.rows.rowOf(id)
    const wire = this.doc.getOf('wire', id)
    if (w === undefined || !wire) return undefined
    const reason = this.unroutableReason(w)
    if (reason) return { ok: false, wireId: id, reason }
    const from = endNode(this.doc, wire.endA)!
    const to = endNode(this.doc, wire.endB)!
    // The path is walked when first read: a cut table asks only whether a wire is routed. The
    // graph of this version is kept (topology changes build a new one), so a late read still
    // answers this version's path.
    const graph = this.graph
    let walked: Route | undefined
    return {
      ok: true,
      wireId: id,
      from,
      to,
      get route(): Route {
        return (walked ??= graph.route(from, to)!)
      },
    }
  }

  private unroutableReason(w: number): UnroutableReason | null {
    const state = this.routeState[w]
    return state === OPEN_END ? 'openEnd' : state === NOT_CONNECTED ? 'cannotConnectToGraph' : null
  }

  private diameterOf(segmentId: SegmentId): number {
    return this.segmentDiameterOf(segmentId)?.diameter ?? 0
  }

  /** The wires routed through segment `segmentId`, at most `limit` of them (for lists in panels). */
  wiresThrough(segmentId: SegmentId, limit: number): WireId[] {
    const out: WireId[] = []
    const s = this.segmentIndex.get(segmentId)
    if (s === undefined) return out
    const pool = this.pool
    for (let e = pool.segmentHead[s]!; e !== -1 && out.length < limit; e = pool.entryNext[e]!) {
      const id = this.rows.idAt(pool.entryWire[e]!)
      if (id !== null) out.push(id)
    }
    return out
  }

  /** Whether wire `wireId` is routed through the bundles (both ends placed on one connected bundle graph). */
  isRouted(wireId: WireId): boolean {
    const w = this.rows.rowOf(wireId)
    return w !== undefined && this.unroutableReason(w) === null
  }

  /**
   * The segments that at least one of wires `wireIds` is routed through, each once, in no
   * particular order (unknown ids and unrouted wires add none). Read from the segments' lists of
   * wires, not by walking each wire's route: a segment is done at its first listed wire that is
   * one of them, so the work is at most one look per wire on a segment (at XL a selection of all
   * 100,000 wires takes about 30,000 looks; walking their routes took 0.6 s).
   * Example: W1 along S1, S2 and W2 along S2, S3: wires W1, W2 → S1, S2, S3.
   */
  segmentsUsedBy(wireIds: Iterable<string>): SegmentId[] {
    const wanted = new Uint8Array(this.rows.capacity)
    for (const id of wireIds) {
      const w = this.rows.rowOf(id as WireId)
      if (w !== undefined) wanted[w] = 1
    }
    const out: SegmentId[] = []
    const pool = this.pool
    for (const [segmentId, s] of this.segmentIndex) {
      for (let e = pool.segmentHead[s]!; e !== -1; e = pool.entryNext[e]!) {
        if (wanted[pool.entryWire[e]!] === 1) {
          out.push(segmentId)
          break
        }
      }
    }
    return out
  }

  /** Calls `visit` with the row of every wire routed through segment `segmentId`. */
  private forWiresOn(segmentId: SegmentId, visit: (w: number) => void): void {
    const s = this.segmentIndex.get(segmentId)
    if (s === undefined) return
    const pool = this.pool
    for (let e = pool.segmentHead[s]!; e !== -1; e = pool.entryNext[e]!) visit(pool.entryWire[e]!)
  }

  /** Which wires (to re-route or to re-measure with fresh inputs), segments and runs a changed record can affect. */
  private collect(record: HarnessRecord, reroute: Set<WireId>, fresh: Set<WireId>, resize: Set<number>, runs: Set<ProtectionId>): void {
    affectedWires(this.doc, record, reroute, fresh)
    if (record.typeName !== 'protection') return
    runs.add(record.id)
    const s = this.segmentIndex.get(record.segmentId)
    if (s !== undefined) resize.add(s)
  }

  private addRow(wireId: WireId): number {
    const w = this.rows.add(wireId)
    this.ensureRows(w + 1)
    return w
  }

  private dropRow(w: number): void {
    this.pool.clearRoute(w)
    this.lengths.clear(w, LengthState.none)
    this.routeState[w] = ROUTED
    this.findings.setRoute(this.rows.idAt(w)!, null)
    this.rows.remove(w)
  }

  private ensureRows(rows: number): void {
    this.pool.ensureWireRows(rows)
    this.lengths.ensureRows(rows)
    this.tallies.ensureWireRows(rows)
    if (rows > this.routeState.length) {
      const size = Math.max(rows, this.routeState.length * 2, 16)
      const state = new Uint8Array(size)
      state.set(this.routeState)
      this.routeState = state
      const stamp = new Uint32Array(size)
      stamp.set(this.stamp)
      this.stamp = stamp
    }
  }

  /** Routes wire row `w` through the graph into the pool (no allocation on the way). */
  private route(w: number, ends: WireEnds): void {
    const from = ends.partA?.nodeId
    const to = ends.partB?.nodeId
    if (from === undefined || to === undefined) {
      this.pool.clearRoute(w)
      this.routeState[w] = OPEN_END
      return
    }
    if (!this.graph.routeIndexes(this.graph.nodeIndexOf(from), this.graph.nodeIndexOf(to))) {
      this.pool.clearRoute(w)
      this.routeState[w] = NOT_CONNECTED
      return
    }
    this.pool.setRoute(w, this.graph.stepSegments, this.graph.stepCount)
    this.routeState[w] = ROUTED
  }

  /** The sum in mm of the add-ons of the nodes the last routed path passed, in walking order. */
  private innerNodeSum(): number {
    let sum = 0
    for (let i = 0; i < this.graph.innerCount; i++) sum += this.nodeAddOns[this.graph.innerNodes[i]!]!
    return sum
  }

  /**
   * Sets wire row `w`'s length inputs from its `ends`; with `walked` the graph's scratch already
   * holds its route, else the route is walked again (the graph only: the pool keeps its entries).
   */
  private setInputs(w: number, wire: WireRecord, ends: WireEnds, walked: boolean): void {
    if (this.routeState[w] !== ROUTED) {
      this.lengths.clear(w, LengthState.unroutable)
      return
    }
    if (!walked) this.graph.routeIndexes(this.graph.nodeIndexOf(ends.partA!.nodeId), this.graph.nodeIndexOf(ends.partB!.nodeId))
    this.lengths.setInputs(w, lengthInputsWith(this.doc, wire, this.innerNodeSum(), ends.partA, ends.partB, ends.terminals), wire.fixedLength)
  }

  /** What a wire's route and length inputs read of its ends, looked up by id. */
  private endsOf(wire: WireRecord): WireEnds {
    return { partA: this.doc.endPartOf(wire.endA), partB: this.doc.endPartOf(wire.endB), terminals: this.doc.terminalsOf(wire.id) }
  }

  /** Re-walks wire row `w`'s route for its node add-ons and re-measures it. */
  private refreshNodeAddOns(w: number, measured: WireId[]): void {
    const wire = this.doc.getOf('wire', this.rows.idAt(w)!)
    if (!wire || this.routeState[w] !== ROUTED) return
    // Only the node add-ons moved: walk the route again (no allocation) and set their sum; a row
    // measured through wireLength keeps its inputs as an object, so it gets them all afresh.
    this.graph.routeIndexes(this.graph.nodeIndexOf(endNode(this.doc, wire.endA)!), this.graph.nodeIndexOf(endNode(this.doc, wire.endB)!))
    if (!this.lengths.setNodeAddOns(w, this.innerNodeSum())) this.setInputs(w, wire, this.endsOf(wire), true)
    this.measureRow(w, measured)
  }

  /** Measures wire row `w` from its route and inputs; lists it in `measured` once per update. */
  private measureRow(w: number, measured: WireId[]): void {
    if (this.routeState[w] === ROUTED) {
      this.lengths.measure(w, this.rows.idAt(w)!, this.segmentLength, this.pool.routeSegments, this.pool.routeStart[w]!, this.pool.routeCount[w]!)
    }
    if (this.stamp[w] !== this.generation) {
      this.stamp[w] = this.generation
      if (measured.length === this.measuredRows.length) this.measuredRows = grow(this.measuredRows, Math.max(64, measured.length * 2))
      this.measuredRows[measured.length] = w
      measured.push(this.rows.idAt(w)!)
    }
  }

  private tally(w: number, wire: WireRecord, resize: Set<number> | null): void {
    const multicore = wire.multicoreId ? this.doc.getOf('multicore', wire.multicoreId) : undefined
    this.tallies.setWire(w, multicore ? multicore.od : wire.od, multicore ? multicore.id : null)
    const start = this.pool.routeStart[w]!
    for (let e = start; e < start + this.pool.routeCount[w]!; e++) {
      const s = this.pool.routeSegments[e]!
      this.tallies.add(s, w)
      resize?.add(s)
    }
  }

  private untally(w: number, resize: Set<number>): void {
    const start = this.pool.routeStart[w]!
    for (let e = start; e < start + this.pool.routeCount[w]!; e++) {
      const s = this.pool.routeSegments[e]!
      this.tallies.remove(s, w)
      resize.add(s)
    }
    this.pool.clearRoute(w)
  }

  private sizeSegment(s: number, method: ReturnType<typeof diameterMethod>): void {
    const id = this.graph.segmentAt(s).id
    const segment = this.doc.getOf('segment', id)!
    const rows = () => {
      const out: number[] = []
      for (let e = this.pool.segmentHead[s]!; e !== -1; e = this.pool.entryNext[e]!) out.push(this.pool.entryWire[e]!)
      return out
    }
    const bundle = tallyBundleDiameter(this.tallies.sumSq[s]!, this.tallies.members[s]!, () => this.tallies.memberDiameters(s, rows()), method,
      () => this.tallies.twoThickest(s, this.pool.segmentHead, this.pool.entryNext, this.pool.entryWire), this.tallies.thickestUm / MICROMETRES_PER_MM)
    const diameter = segment.fixedDiameter ?? bundle.diameter
    const covered = coveredOver(diameter, this.doc.protectionsOn(id))
    this.diameters[s] = { segmentId: id, wireCount: this.tallies.members[s]!, bundle, leastDiameter: this.tallies.areaDiameter(s), diameter, covered }
  }

  private recomputeAll(): void {
    const doc = this.doc
    this.graph = buildGraph(doc)
    const segments = this.graph.segmentCount
    this.segmentIndex = new Map()
    this.segmentLength = new Float64Array(segments)
    for (let s = 0; s < segments; s++) {
      const segment = this.graph.segmentAt(s)
      this.segmentIndex.set(segment.id, s)
      this.segmentLength[s] = segment.length
    }
    this.nodeAddOns = new Float64Array(this.graph.nodeCount)
    for (const node of doc.all('node')) {
      const n = this.graph.nodeIndexOf(node.id)
      if (n >= 0) this.nodeAddOns[n] = nodeAddOn(doc, node)
    }
    this.lengths.useSettings(doc.settings)
    this.lengths.forgetRows()
    this.rows.clear()
    const wires = doc.count('wire')
    // Routes of the generated harnesses average 14 (M) to 21 (XL) segments a wire: room for 24
    // spares the pool's doublings (each a fresh zeroed array of millions of entries).
    this.pool.reset(wires, segments, wires * 24)
    this.tallies.reset(segments)
    this.routeState = new Uint8Array(0)
    this.stamp = new Uint32Array(0)
    this.ensureRows(wires)
    const unroutable: { wireId: WireId; reason: UnroutableReason }[] = []
    this.generation += 1
    const measured: WireId[] = []
    doc.eachWireWithEnds((wire, partA, partB, terminals) => {
      const w = this.addRow(wire.id)
      const ends = { partA, partB, terminals }
      this.route(w, ends)
      this.setInputs(w, wire, ends, true)
      const reason = this.unroutableReason(w)
      if (reason) unroutable.push({ wireId: wire.id, reason })
      this.tally(w, wire, null)
      this.measureRow(w, measured)
    })
    const method = diameterMethod(doc.settings)
    this.diameters = new Array<SegmentDiameter>(segments)
    for (let s = 0; s < segments; s++) this.sizeSegment(s, method)
    this.quantities.clear()
    for (const run of doc.all('protection')) this.quantities.set(run.id, protectionQuantity(run, this.diameterOf(run.segmentId)))
    this.findings.recomputeAll(unroutable)
    this.snapshot = null
    this.version = doc.version
  }
}
