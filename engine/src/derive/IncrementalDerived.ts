import type { ProtectionId, SegmentId, WireId } from '@harness/protocol'
import type { BundleGraph } from '../graph/BundleGraph'
import type { HarnessRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { RecordsDiff } from '../store/RecordsDiff'
import { diameterMethod, tallyDiameter, wiresBySegment, type SegmentDiameter } from './bundleDiameters'
import { affectedWires } from './affectedWires'
import { BundleTally, tallyWire } from './BundleTally'
import type { DerivedHarness } from './deriveHarness'
import { checkDesignRules, type RuleFinding } from './designRules'
import { protectionQuantity, type ProtectionQuantityRow } from './protectionQuantities'
import { lengthInputs, measureWire, type DerivedWireLength, type LengthInputs } from './wireLengths'
import { buildGraph, routeWire, type WireRoute } from './wireRoutes'
import { settingsChange } from '../model/settingsChange'

/** What one update changed in the derived data. */
export interface DerivedDelta {
  /** True when everything was recomputed (topology or settings changed). */
  readonly full: boolean
  readonly wires: ReadonlySet<WireId>
  readonly segments: ReadonlySet<SegmentId>
}

/**
 * Derived data kept current edit by edit: each change diff recomputes only what it can reach. A
 * segment's new length re-measures the wires through it; a wire, connector, splice, terminal, group
 * or cable change re-routes the wires concerned and re-sizes the segments on their old and new
 * routes; a protection run re-covers its segment. Topology changes (segments added, removed or
 * re-joined) and settings changes recompute everything. Design-rule findings are computed on read.
 * The result always equals {@link deriveHarness} of the same version (a property test checks it).
 */
export class IncrementalDerived {
  private graph!: BundleGraph
  private readonly routes = new Map<WireId, WireRoute>()
  private readonly lengths = new Map<WireId, DerivedWireLength>()
  private readonly diameters = new Map<SegmentId, SegmentDiameter>()
  private readonly quantities = new Map<ProtectionId, ProtectionQuantityRow>()
  private wiresOn = new Map<SegmentId, Set<WireId>>()
  private readonly tallies = new Map<SegmentId, BundleTally>()
  private readonly inputs = new Map<WireId, LengthInputs>()
  private findings: RuleFinding[] | null = null
  private snapshot: DerivedHarness | null = null
  private version = -1

  constructor(private readonly doc: DocReader) {
    this.recomputeAll()
  }

  /** Brings the derived data to the document's current version after `diff` was applied. */
  update(diff: RecordsDiff): DerivedDelta {
    this.findings = null
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
    if (topology) {
      this.recomputeAll()
      return { full: true, wires: new Set(this.lengths.keys()), segments: new Set(this.diameters.keys()) }
    }
    const reroute = new Set<WireId>()
    const remeasure = new Set<WireId>()
    // Wires whose segments only changed length: their inputs stand, only the route sum moves.
    const resum = new Set<WireId>()
    const resize = new Set<SegmentId>()
    const runs = new Set<ProtectionId>()
    const touch = (record: HarnessRecord) => this.collect(record, reroute, remeasure, resize, runs)
    for (const record of changed) touch(record)
    for (const [from, to] of updated) {
      touch(from)
      touch(to)
      if (to.typeName === 'node' && from.typeName === 'node' && (from.lengthAddOn !== to.lengthAddOn || from.kind !== to.kind)) {
        // A node's add-on (or its kind, which decides the default junction add-on) changes the
        // lengths of the wires passing it; a move on the sheet changes nothing derived.
        for (const segment of this.doc.segmentsAt(to.id)) for (const w of this.wiresOn.get(segment.id) ?? []) remeasure.add(w)
      }
      if (to.typeName === 'segment' && from.typeName === 'segment') {
        if (from.length !== to.length) for (const w of this.wiresOn.get(to.id) ?? []) resum.add(w)
        if (from.fixedDiameter !== to.fixedDiameter) resize.add(to.id)
      }
    }
    // Two passes, so a cable's cores all leave before any comes back (a new sheath diameter).
    for (const wireId of reroute) {
      const old = this.routes.get(wireId)
      if (!old?.ok) continue
      for (const step of old.route.steps) {
        this.wiresOn.get(step.segmentId)?.delete(wireId)
        this.tallies.get(step.segmentId)?.remove(wireId)
        resize.add(step.segmentId)
      }
    }
    for (const wireId of reroute) {
      const wire = this.doc.getOf('wire', wireId)
      if (!wire) {
        this.routes.delete(wireId)
        this.lengths.delete(wireId)
        this.inputs.delete(wireId)
        continue
      }
      const route = routeWire(this.doc, this.graph, wire)
      this.routes.set(wireId, route)
      if (route.ok) {
        for (const step of route.route.steps) {
          let set = this.wiresOn.get(step.segmentId)
          if (!set) this.wiresOn.set(step.segmentId, (set = new Set()))
          set.add(wireId)
          tallyWire(this.doc, this.tallyOf(step.segmentId), wireId)
          resize.add(step.segmentId)
        }
      }
      remeasure.add(wireId)
    }
    for (const wireId of remeasure) this.measure(wireId, true)
    for (const wireId of resum) if (!remeasure.has(wireId)) this.measure(wireId, false)
    const method = diameterMethod(this.doc.settings)
    for (const segmentId of resize) {
      if (!this.doc.getOf('segment', segmentId)) continue
      this.diameters.set(segmentId, tallyDiameter(this.doc, segmentId, this.tallyOf(segmentId), method))
      for (const run of this.doc.protectionsOn(segmentId)) runs.add(run.id)
    }
    for (const runId of runs) {
      const run = this.doc.getOf('protection', runId)
      if (!run) this.quantities.delete(runId)
      else this.quantities.set(runId, protectionQuantity(run, this.diameters.get(run.segmentId)?.diameter ?? 0))
    }
    this.version = this.doc.version
    for (const wireId of resum) remeasure.add(wireId)
    return { full: false, wires: remeasure, segments: resize }
  }

  /** The derived data of the current version, in the shape {@link deriveHarness} answers; the same object until the next update. */
  get(): DerivedHarness {
    if (this.snapshot) return this.snapshot
    this.findings ??= checkDesignRules(this.doc, { routes: this.routes, diameters: this.diameters })
    return (this.snapshot = {
      version: this.version,
      graph: this.graph,
      routes: this.routes,
      lengths: this.lengths,
      diameters: this.diameters,
      protections: [...this.quantities.values()],
      findings: this.findings,
    })
  }

  /** Which wires, segments and runs a changed record can affect. */
  private collect(record: HarnessRecord, reroute: Set<WireId>, remeasure: Set<WireId>, resize: Set<SegmentId>, runs: Set<ProtectionId>): void {
    affectedWires(this.doc, record, reroute, remeasure)
    if (record.typeName !== 'protection') return
    runs.add(record.id)
    resize.add(record.segmentId)
  }

  /** Re-measures one wire; with `fresh` its inputs are looked up again, else the cached ones serve. */
  private measure(wireId: WireId, fresh: boolean): void {
    const wire = this.doc.getOf('wire', wireId)
    const route = this.routes.get(wireId)
    if (!wire || !route) return
    if (!route.ok) {
      this.inputs.delete(wireId)
      this.lengths.set(wireId, { ok: false, wireId, reason: 'unroutable' })
      return
    }
    let inputs = fresh ? undefined : this.inputs.get(wireId)
    if (!inputs) this.inputs.set(wireId, (inputs = lengthInputs(this.doc, wire, route)))
    this.lengths.set(wireId, measureWire(this.doc, wire, route, inputs))
  }

  private tallyOf(segmentId: SegmentId): BundleTally {
    let tally = this.tallies.get(segmentId)
    if (!tally) this.tallies.set(segmentId, (tally = new BundleTally()))
    return tally
  }

  private recomputeAll(): void {
    this.graph = buildGraph(this.doc)
    this.routes.clear()
    this.lengths.clear()
    this.inputs.clear()
    this.diameters.clear()
    this.quantities.clear()
    for (const wire of this.doc.all('wire')) {
      const route = routeWire(this.doc, this.graph, wire)
      this.routes.set(wire.id, route)
    }
    this.inputs.clear()
    for (const wireId of this.routes.keys()) this.measure(wireId, true)
    this.wiresOn = wiresBySegment(this.routes)
    this.tallies.clear()
    for (const [segmentId, wireIds] of this.wiresOn) {
      const tally = this.tallyOf(segmentId)
      for (const wireId of wireIds) tallyWire(this.doc, tally, wireId)
    }
    const method = diameterMethod(this.doc.settings)
    for (const segment of this.doc.all('segment')) this.diameters.set(segment.id, tallyDiameter(this.doc, segment.id, this.tallyOf(segment.id), method))
    for (const run of this.doc.all('protection')) this.quantities.set(run.id, protectionQuantity(run, this.diameters.get(run.segmentId)?.diameter ?? 0))
    this.findings = null
    this.snapshot = null
    this.version = this.doc.version
  }
}
