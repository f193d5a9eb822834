import type { SegmentId, WireId } from '@harness/protocol'
import type { BundleGraph } from '../graph/BundleGraph'
import type { DocReader } from '../store/DocReader'
import { deriveBundleDiameters, type SegmentDiameter } from './bundleDiameters'
import { checkDesignRules, type RuleFinding } from './designRules'
import { deriveProtectionQuantities, type ProtectionQuantityRow } from './protectionQuantities'
import { deriveWireLength, type DerivedWireLength } from './wireLengths'
import { buildGraph, routeAllWires, type WireRoute } from './wireRoutes'

/** Everything computed from one version of a document; nothing here is stored in the document. */
export interface DerivedHarness {
  readonly version: number
  readonly graph: BundleGraph
  readonly routes: ReadonlyMap<WireId, WireRoute>
  readonly lengths: ReadonlyMap<WireId, DerivedWireLength>
  readonly diameters: ReadonlyMap<SegmentId, SegmentDiameter>
  readonly protections: readonly ProtectionQuantityRow[]
  readonly findings: readonly RuleFinding[]
}

/**
 * Computes the derived data of a document: routes of every wire, their lengths, the diameter of
 * every segment, protection material and design-rule findings.
 */
export function deriveHarness(doc: DocReader): DerivedHarness {
  const graph = buildGraph(doc)
  const routes = routeAllWires(doc, graph)
  const lengths = new Map<WireId, DerivedWireLength>()
  for (const wire of doc.all('wire')) lengths.set(wire.id, deriveWireLength(doc, wire, routes.get(wire.id)!))
  const diameters = deriveBundleDiameters(doc, routes)
  return {
    version: doc.version,
    graph,
    routes,
    lengths,
    diameters,
    protections: deriveProtectionQuantities(doc, diameters),
    findings: checkDesignRules(doc, { routes, diameters }),
  }
}
