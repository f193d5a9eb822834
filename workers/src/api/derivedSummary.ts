import type { ColumnsDelta, DerivedColumns, DerivedHarness, DerivedWireLength, SegmentDiameter } from '@harness/engine'

/** Derived data as plain, transferable rows: what panels and the canvas need, in mm. */
export interface DerivedSummary {
  readonly version: number
  /** Per wire: production length in mm (null when it has none) and DMU length. */
  readonly wires: ReadonlyArray<{ readonly id: string; readonly production: number | null; readonly dmu: number | null; readonly problem: string | null }>
  /** Per segment: bundle and covered diameter in mm and the wire count. */
  readonly segments: ReadonlyArray<{ readonly id: string; readonly diameter: number; readonly covered: number; readonly wires: number }>
  readonly findings: ReadonlyArray<{ readonly rule: string; readonly severity: string; readonly ids: readonly string[]; readonly detail: string }>
}

/**
 * What an edit changed in the derived data: the wires it re-measured as parallel columns (ids,
 * production and DMU lengths in mm, NaN where a wire has none, and the reason it has none), and
 * the segments it re-sized as rows. Columns keep an edit through a trunk segment (thousands of
 * wires) to a few arrays, whose number buffers transfer between threads without copying.
 */
export interface DerivedChanges {
  readonly wires: {
    readonly ids: readonly string[]
    readonly production: Float64Array
    readonly dmu: Float64Array
    readonly problems: ReadonlyArray<string | null>
  }
  readonly segments: DerivedSummary['segments']
  readonly findingCount: number
  /** True when everything was recomputed: the rows are then every wire and segment. */
  readonly full: boolean
}

type WireRow = DerivedSummary['wires'][number]
type SegmentRow = DerivedSummary['segments'][number]

function wireRow(l: DerivedWireLength): WireRow {
  return l.ok ? { id: l.wireId, production: l.production, dmu: l.dmu, problem: null } : { id: l.wireId, production: null, dmu: null, problem: l.reason }
}

function segmentRow(d: SegmentDiameter): SegmentRow {
  return { id: d.segmentId, diameter: d.diameter, covered: d.covered, wires: d.wireCount }
}

/** Flattens derived data into plain rows. */
export function summariseDerived(derived: DerivedHarness): DerivedSummary {
  const wires = [...derived.lengths.values()].map(wireRow)
  const segments = [...derived.diameters.values()].map(segmentRow)
  const findings = derived.findings.map((f) => ({ rule: f.rule, severity: f.severity, ids: f.ids as readonly string[], detail: f.detail }))
  return { version: derived.version, wires, segments, findings }
}

/**
 * The derived values an edit touched (the delta's wires and segments), so a change event carries
 * what changed, not the whole harness.
 */
export function derivedChangesOf(derived: DerivedColumns, delta: ColumnsDelta): DerivedChanges {
  const n = delta.wires.length
  const production = new Float64Array(n)
  const dmu = new Float64Array(n)
  const problems = new Array<string | null>(n)
  for (let i = 0; i < n; i++) {
    const w = delta.wireRows[i]!
    production[i] = derived.productionAt(w)
    dmu[i] = derived.dmuAt(w)
    problems[i] = Number.isNaN(production[i]!) ? derived.problemOf(delta.wires[i]!) : null
  }
  const segments: SegmentRow[] = []
  for (const id of delta.segments) {
    const d = derived.segmentDiameterOf(id)
    if (d) segments.push(segmentRow(d))
  }
  return { wires: { ids: delta.wires, production, dmu, problems }, segments, findingCount: derived.findingCount, full: delta.full }
}
