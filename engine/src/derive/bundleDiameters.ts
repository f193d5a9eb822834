import type { SegmentId, WireId } from '@harness/protocol'
import { coveredDiameter, type BundleDiameterMethod, type BundleDiameterResult, type ProtectionLayer } from '../calc'
import { BundleTally, tallyWire } from './BundleTally'
import type { ProtectionRecord, SettingsRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { WireRoute } from './wireRoutes'

/** The diameters of one segment in mm: the bundle, and over the protection runs on it. */
export interface SegmentDiameter {
  readonly segmentId: SegmentId
  /** Wires routed through the segment (a multicore counts once, by its sheath). */
  readonly wireCount: number
  readonly bundle: BundleDiameterResult
  /**
   * The least diameter in mm that holds the members' cross-sections, √Σd² (the area-equivalent
   * diameter, no room between wires; 0 without wires): below it the wires do not fit, however
   * they are packed. Worked example: ten 1.4 mm wires, √19.6 = 4.43 mm (their bundle 5.31 mm).
   */
  readonly leastDiameter: number
  /** Bundle diameter unless the designer fixed one, in mm. */
  readonly diameter: number
  /** Largest diameter over the protection runs on the segment, in mm (= diameter without runs). */
  readonly covered: number
}

/** The calculation method the project's settings choose (harness-domain 3.1). */
export function diameterMethod(settings: SettingsRecord): BundleDiameterMethod {
  switch (settings.diameterMethod) {
    case 'packing':
      return { method: 'packing', k: settings.packingFactor }
    case 'areaEquivalent':
      return { method: 'areaEquivalent' }
    case 'equalWireTable':
      return { method: 'equalWireTable', k: settings.packingFactor }
    default: {
      const never: never = settings.diameterMethod
      throw new RangeError(`diameterMethod: unknown method ${String(never)}`)
    }
  }
}

/**
 * The largest covered diameter along a segment in mm: at each point only the runs that cover it
 * stack (innermost layer first), so two runs side by side do not add up.
 */
export function coveredOver(diameter: number, runs: readonly ProtectionRecord[]): number {
  let largest = diameter
  for (const at of runs) {
    const here = runs.filter((r) => r.start <= at.start && at.start < r.end).sort((a, b) => a.layer - b.layer)
    largest = Math.max(largest, coveredDiameter(diameter, here.map(protectionLayer)).diameter)
  }
  return largest
}

/** The layer a protection run adds over a bundle (B7): tapes by overlap, tubes by inner diameter and wall. */
export function protectionLayer(run: ProtectionRecord): ProtectionLayer {
  if (run.winding === 'tube') return { kind: 'tube', innerDiameter: run.innerDiameter, wallThickness: run.thickness }
  const overlap = run.winding === 'overlap' || run.winding === 'doubleOverlap' ? Math.min(Math.max(run.overlap, 0), 0.95) : 0
  return { kind: 'tape', thickness: run.thickness, overlapRatio: overlap, doubleOverlap: run.winding === 'doubleOverlap' }
}

/**
 * The diameter of every segment from the wires routed through it, by the project's method, and
 * the covered diameter over its protection runs (layers stacked by `layer`). Cores of one
 * multicore count once with the multicore's outer diameter.
 */
export function deriveBundleDiameters(doc: DocReader, routes: ReadonlyMap<WireId, WireRoute>): Map<SegmentId, SegmentDiameter> {
  const wiresOn = wiresBySegment(routes)
  const method = diameterMethod(doc.settings)
  const out = new Map<SegmentId, SegmentDiameter>()
  for (const segment of doc.all('segment')) out.set(segment.id, segmentDiameter(doc, segment.id, wiresOn.get(segment.id) ?? [], method))
  return out
}

/** For each segment, the wires routed through it (a reverse index of the routes). */
export function wiresBySegment(routes: ReadonlyMap<WireId, WireRoute>): Map<SegmentId, Set<WireId>> {
  const out = new Map<SegmentId, Set<WireId>>()
  for (const route of routes.values()) {
    if (!route.ok) continue
    for (const step of route.route.steps) {
      let set = out.get(step.segmentId)
      if (!set) out.set(step.segmentId, (set = new Set()))
      set.add(route.wireId)
    }
  }
  return out
}

/**
 * The diameters of one segment from the wires routed through it: a multicore's cores count once,
 * by the sheath; a designer's fixed diameter wins; the covered diameter stacks the runs there.
 */
export function segmentDiameter(doc: DocReader, segmentId: SegmentId, wireIds: Iterable<WireId>, method: BundleDiameterMethod): SegmentDiameter {
  const tally = new BundleTally()
  for (const id of wireIds) tallyWire(doc, tally, id)
  return tallyDiameter(doc, segmentId, tally, method)
}

/** The diameters of one segment from its tally of wires. */
export function tallyDiameter(doc: DocReader, segmentId: SegmentId, tally: BundleTally, method: BundleDiameterMethod): SegmentDiameter {
  const segment = doc.getOf('segment', segmentId)!
  const bundle = tally.diameter(method)
  const diameter = segment.fixedDiameter ?? bundle.diameter
  const covered = coveredOver(diameter, doc.protectionsOn(segmentId))
  return { segmentId, wireCount: tally.members, bundle, leastDiameter: tally.areaDiameter(), diameter, covered }
}
