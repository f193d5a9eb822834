import type { DerivedHarness } from '@harness/engine'

/** Derived data as plain, transferable rows: what panels and the canvas need, in mm. */
export interface DerivedSummary {
  readonly version: number
  /** Per wire: production length in mm (null when it has none) and DMU length. */
  readonly wires: ReadonlyArray<{ readonly id: string; readonly production: number | null; readonly dmu: number | null; readonly problem: string | null }>
  /** Per segment: bundle and covered diameter in mm and the wire count. */
  readonly segments: ReadonlyArray<{ readonly id: string; readonly diameter: number; readonly covered: number; readonly wires: number }>
  readonly findings: ReadonlyArray<{ readonly rule: string; readonly severity: string; readonly ids: readonly string[]; readonly detail: string }>
}

/** What changed in the derived data between two versions: only the wires and segments whose numbers moved. */
export interface DerivedChanges {
  readonly wires: DerivedSummary['wires']
  readonly segments: DerivedSummary['segments']
  readonly findingCount: number
}

/** Flattens derived data into plain rows. */
export function summariseDerived(derived: DerivedHarness): DerivedSummary {
  const wires = [...derived.lengths.values()].map((l) => {
    if (l.ok) return { id: l.wireId, production: l.production, dmu: l.dmu, problem: null }
    return { id: l.wireId, production: null, dmu: null, problem: l.reason }
  })
  const segments = [...derived.diameters.values()].map((d) => ({ id: d.segmentId, diameter: d.diameter, covered: d.covered, wires: d.wireCount }))
  const findings = derived.findings.map((f) => ({ rule: f.rule, severity: f.severity, ids: f.ids as readonly string[], detail: f.detail }))
  return { version: derived.version, wires, segments, findings }
}

/** The rows of `next` that differ from `previous` (all of them when there is no previous). */
export function diffDerived(previous: DerivedSummary | null, next: DerivedSummary): DerivedChanges {
  if (!previous) return { wires: next.wires, segments: next.segments, findingCount: next.findings.length }
  const oldWires = new Map(previous.wires.map((w) => [w.id, w]))
  const oldSegments = new Map(previous.segments.map((s) => [s.id, s]))
  const wires = next.wires.filter((w) => {
    const o = oldWires.get(w.id)
    return !o || o.production !== w.production || o.dmu !== w.dmu || o.problem !== w.problem
  })
  const segments = next.segments.filter((s) => {
    const o = oldSegments.get(s.id)
    return !o || o.diameter !== s.diameter || o.covered !== s.covered || o.wires !== s.wires
  })
  return { wires, segments, findingCount: next.findings.length }
}
