/**
 * Imports a KBL file (VDA 4964 harness description, releases 2.3 SR-1, 2.4 SR-1 and 2.5 SR-1)
 * as harness document records: topology (nodes, segments with lengths in mm), connectors,
 * splices and cavities, wires, multicores and their cores, wire groups, terminals, seals and
 * plugs, protections and fixings on segments, modules and configurations, on a page that holds
 * the drawing (the settings' page; `placeOnPage` moves the vehicle's top view there). Record ids derive
 * from the KBL ids (`node:Node_1`, `wire:id_350_0`), so importing the same file again gives the
 * same ids. Every reference between the records resolves inside the imported set.
 */
import type { HarnessRecord, NodeRecord } from '../../model/records'
import { placeOnPage } from '../../model/placeOnPage'
import { collectKblOccurrences } from './collectKblOccurrences'
import { detectKblVersion } from './detectKblVersion'
import { KblDocument, KblFault } from './KblDocument'
import type { KblImportResult } from './KblImportReport'
import { DEFAULT_TREE_LIMITS, parseKblTree, type KblTreeLimits } from './kblTree'
import { mapKblComponents } from './mapKblComponents'
import { mapKblCoverings } from './mapKblCoverings'
import { mapKblTopology, type NodeDraft } from './mapKblTopology'
import { mapKblVariants } from './mapKblVariants'
import { mapKblWiring } from './mapKblWiring'
import { faceBundles } from '../faceBundles'

/**
 * Reads KBL XML text into records and a report (release, counts, merged assembly-part templates,
 * warnings with KBL ids and lines, the wire lengths the file states). Expected failures (not
 * well-formed XML, another root element, an unsupported release, a reference that a record cannot
 * exist without, a number that is not one or is absurd such as a negative or 1e300 mm length)
 * come back as `{ ok: false, error }` naming the 1-based line and column and the element path;
 * lesser problems become warnings. Never throws for any input text.
 */
export function importKbl(xml: string, limits: KblTreeLimits = DEFAULT_TREE_LIMITS): KblImportResult {
  if (typeof xml !== 'string') throw new RangeError('importKbl: expected the KBL file as a string')
  const tree = parseKblTree(xml, limits)
  if (!tree.ok) return tree
  const version = detectKblVersion(tree.root)
  if (!version.ok) return version
  try {
    const doc = new KblDocument(tree.root, tree.withId)
    const occurrences = collectKblOccurrences(doc)
    const topology = mapKblTopology(doc)
    const variants = mapKblVariants(doc, occurrences)
    const components = mapKblComponents(doc, occurrences, topology)
    const coverings = mapKblCoverings(doc, occurrences, topology)
    const wiring = mapKblWiring(doc, occurrences, components, variants)

    const nodes = [...topology.nodes.values(), ...components.ownNodes, ...coverings.ownNodes].map(toNodeRecord)
    // Drawn where the vehicle has it, the harness is moved onto a page that holds it (placeOnPage);
    // a connector at a bundle's end is turned toward it (faceBundles).
    const records: HarnessRecord[] = faceBundles(placeOnPage([
      ...variants.modules, ...variants.configurations, ...nodes, ...[...topology.segments.values()].map((s) => s.record),
      ...components.connectors, ...components.cavities, ...components.splices, ...wiring.multicores, ...wiring.groups,
      ...wiring.wires, ...wiring.terminals, ...wiring.seals, ...components.plugs, ...coverings.protections, ...coverings.fixings,
    ]), components.turnedInFile)
    const merged = occurrences.merged
    return {
      ok: true,
      records,
      report: {
        version: version.version,
        counts: {
          connectors: components.connectors.length - components.componentBoxConnectors,
          splices: components.splices.length,
          componentBoxConnectors: components.componentBoxConnectors,
          unplacedConnectors: components.ownNodes.length,
          cavities: components.cavities.length,
          wires: wiring.wireOccurrences,
          multicores: wiring.multicores.length,
          cores: wiring.cores,
          wireGroups: wiring.groups.length,
          connections: wiring.connections,
          terminals: wiring.terminals.length,
          seals: wiring.seals.length,
          plugs: components.plugs.length,
          segments: topology.segments.size,
          nodes: topology.nodes.size,
          addedNodes: components.ownNodes.length + coverings.ownNodes.length,
          protections: occurrences.byKind.Wire_protection_occurrence.length,
          protectionRuns: coverings.protections.length,
          fixings: coverings.fixings.length,
          modules: variants.modules.length,
          configurations: variants.configurations.length,
        },
        merged: {
          connectors: merged.Connector_occurrence,
          wires: merged.General_wire_occurrence,
          fixings: merged.Fixing_occurrence,
          terminals: merged.Terminal_occurrence + merged.Special_terminal_occurrence,
          seals: merged.Cavity_seal_occurrence,
          plugs: merged.Cavity_plug_occurrence,
          protections: merged.Wire_protection_occurrence,
        },
        warnings: doc.warnings,
        statedLengths: wiring.statedLengths,
      },
    }
  } catch (e) {
    if (e instanceof KblFault) return { ok: false, error: e.error }
    throw e
  }
}

function toNodeRecord(draft: NodeDraft): NodeRecord {
  return { id: draft.id, typeName: 'node', kind: draft.kind, name: draft.name, position: draft.position, lengthAddOn: draft.lengthAddOn ?? null }
}
