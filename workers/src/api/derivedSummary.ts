import type { DerivedDelta, DerivedHarness, DerivedWireLength, SegmentDiameter } from '@harness/engine'

/** Derived data as plain, transferable rows: what panels and the canvas need, in mm. */
export interface DerivedSummary {
  readonly version: number
  /** Per wire: production length in mm (null when it has none) and DMU length. */
  readonly wires: ReadonlyArray<{ readonly id: string; readonly production: number | null; readonly dmu: number | null; readonly problem: string | null }>
  /** Per segment: bundle and covered diameter in mm and the wire count. */
  readonly segments: ReadonlyArray<{ readonly id: string; readonly diameter: number; readonly covered: number; readonly wires: number }>
  readonly findings: ReadonlyArray<{ readonly rule: string; readonly severity: string; readonly ids: readonly string[]; readonly detail: string }>
}

/** What an edit changed in the derived data: the wires and segments it re-measured or re-sized. */
export interface DerivedChanges {
  readonly wires: DerivedSummary['wires']
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
 * The derived rows an edit touched (the incremental delta's wires and segments), so a change event
 * carries a few rows, not the whole harness.
 */
export function derivedChangesOf(derived: DerivedHarness, delta: DerivedDelta): DerivedChanges {
  const wires: WireRow[] = []
  for (const id of delta.wires) {
    const l = derived.lengths.get(id)
    if (l) wires.push(wireRow(l))
  }
  const segments: SegmentRow[] = []
  for (const id of delta.segments) {
    const d = derived.diameters.get(id)
    if (d) segments.push(segmentRow(d))
  }
  return { wires, segments, findingCount: derived.findings.length, full: delta.full }
}
