/**
 * Writes harness records as a KBL 2.4 SR-1 file (VDA 4964; the release of the corpus's modular
 * harness and VOBES samples), in the element order of the KBL 2.4 SR-1 schema: the catalogue
 * parts, then the Harness with its occurrences (plugs, seals, connections, connectors and splices,
 * fixings, wires and cables, terminals, protections, wiring groups, configurations, modules), then
 * the Nodes, Segments, Units and protection parts. Lengths are in mm and areas in mm² under two
 * declared Units. What KBL has no element for (length add-ons, a node's kind, strip lengths,
 * protection dimensions ...) travels in instructions (see `kblInstructions`), so `importKbl`
 * gives back the same records by type, the same topology and wiring, and the same derived wire
 * lengths and bundle diameters, under the ids described in `kblIds`. Drawing-only records
 * (tables, labels), drawing points of segments and the settings record are not written.
 */
import type { HarnessRecord } from '../../model/records'
import { indexForKbl, type KblExportIndex } from './kblExportIndex'
import { kblIdOf } from './kblIds'
import { INSTRUCTION } from './kblInstructions'
import { KblPartCatalogue, type KblHousing } from './KblPartCatalogue'
import { UNIT_MM, UNIT_MM2, KblXmlWriter } from './KblXmlWriter'
import { writeKblConnectors } from './writeKblConnectors'
import { protectionOccurrenceIdOf, pointIdOf, writeKblNodes, writeKblPoints, writeKblSegments } from './writeKblTopology'
import { writeKblCavityParts, writeKblConnections, writeKblGroups, writeKblTerminals, writeKblWires, type KblWiringParts } from './writeKblWiring'

/** Options of {@link exportKbl}. */
export interface KblExportOptions {
  /** Production lengths in mm by wire id, written as each wire's Length_information. */
  readonly wireLengths?: ReadonlyMap<string, number>
}

const NAMESPACE = 'http://www.prostep.org/Car_electric_container/KBL2.3/KBLSchema'

/**
 * The KBL 2.4 SR-1 text of `records` (see the module comment). A reference to a record outside
 * the set is left out: a wire end at a connector or splice not in the set is written open, a
 * configuration names only the modules in the set.
 */
export function exportKbl(records: Iterable<HarnessRecord>, options: KblExportOptions = {}): string {
  const ix = indexForKbl(records)
  const catalogue = new KblPartCatalogue()
  const { housings, parts } = assignParts(ix, catalogue, options)
  const w = new KblXmlWriter()
  w.line('<?xml version="1.0" encoding="UTF-8"?>')
  w.start('kbl:KBL_container', [
    ['xmlns:kbl', NAMESPACE], ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'], ['id', 'container'], ['version_id', '2.4 SR-1'],
  ])
  writeKblPoints(w, ix)
  catalogue.writeBeforeHarness(w)
  writeHarness(w, ix, housings, parts)
  writeKblNodes(w, ix)
  writeKblSegments(w, ix)
  w.start('Unit', [['id', UNIT_MM]]).leaf('Unit_name', 'mm').leaf('Si_unit_name', 'metre').leaf('Si_prefix', 'milli').end()
  w.start('Unit', [['id', UNIT_MM2]]).leaf('Unit_name', 'mm2').leaf('Si_unit_name', 'metre').leaf('Si_prefix', 'milli').leaf('Si_dimension', 'square').end()
  catalogue.writeAfterHarness(w)
  w.end()
  return w.toString()
}

/** Chooses the catalogue part of every record that names one. */
function assignParts(ix: KblExportIndex, catalogue: KblPartCatalogue, options: KblExportOptions): { housings: Map<string, KblHousing>; parts: KblWiringParts } {
  const housings = new Map<string, KblHousing>()
  const partOf = new Map<string, string>()
  const corePartOf = new Map<string, string>()
  for (const connector of ix.connectors) housings.set(connector.id, catalogue.housing(connector, (ix.cavitiesOf.get(connector.id) ?? []).map((c) => c.name)))
  for (const splice of ix.splices) housings.set(splice.id, catalogue.housing(splice, ['1']))
  for (const wire of ix.wires) partOf.set(wire.id, catalogue.wirePart(wire))
  for (const cable of ix.multicores) {
    const cores = ix.coresOf.get(cable.id) ?? []
    partOf.set(cable.id, catalogue.cablePart(cable, cores))
    for (const core of cores) corePartOf.set(core.id, KblPartCatalogue.coreIdOf(core))
  }
  for (const terminal of ix.terminals) partOf.set(terminal.id, catalogue.simplePart('General_terminal', terminal))
  for (const seal of ix.seals) partOf.set(seal.id, catalogue.simplePart('Cavity_seal', seal))
  for (const plug of ix.plugs) partOf.set(plug.id, catalogue.simplePart('Cavity_plug', plug))
  for (const run of ix.protections) partOf.set(run.id, catalogue.simplePart('Wire_protection', run, run.material))
  for (const fixing of ix.fixings) partOf.set(fixing.id, catalogue.simplePart('Fixing', fixing, fixing.kind))
  return { housings, parts: { partOf, corePartOf, ...(options.wireLengths ? { wireLengths: options.wireLengths } : {}) } }
}

/** The Harness element and its occurrences, in the schema's order. */
function writeHarness(w: KblXmlWriter, ix: KblExportIndex, housings: Map<string, KblHousing>, parts: KblWiringParts): void {
  w.start('Harness', [['id', 'harness']])
  titleBlock(w, { partNumber: '', description: '' })
  w.leaf('Content', 'harness complete set')
  writeKblCavityParts(w, ix, parts)
  writeKblConnections(w, ix)
  writeKblConnectors(w, ix, housings)
  const loose = new Set(ix.looseFixings)
  for (const fixing of ix.fixings) {
    w.start('Fixing_occurrence', [['id', kblIdOf(fixing.id)]]).leaf('Id', fixing.name)
    if (loose.has(fixing)) {
      const id = `placement.${kblIdOf(fixing.id)}`
      w.start('Placement', [['id', id]]).leaf('U', '1').leaf('U', '0').leaf('V', '0').leaf('V', '1').leaf('Cartesian_point', pointIdOf(fixing.id)).end()
    }
    w.leaf('Part', parts.partOf.get(fixing.id)!).end()
  }
  writeKblWires(w, ix, parts)
  writeKblTerminals(w, ix, parts)
  for (const run of ix.protections) {
    w.start('Wire_protection_occurrence', [['id', protectionOccurrenceIdOf(run.id)]]).leaf('Id', run.name).leaf('Part', parts.partOf.get(run.id)!).end()
  }
  writeKblGroups(w, ix)
  const modules = new Set(ix.modules.map((m) => m.id as string))
  for (const configuration of ix.configurations) {
    w.start('Harness_configuration', [['id', kblIdOf(configuration.id)]])
    titleBlock(w, { partNumber: '', description: '' }, configuration.name)
    w.leaf('Modules', configuration.moduleIds.filter((id) => modules.has(id)).map(kblIdOf).join(' ')).end()
  }
  for (const module of ix.modules) {
    const id = kblIdOf(module.id)
    w.start('Module', [['id', id]])
    titleBlock(w, module, '', module.name)
    w.leaf('Content', 'module')
    w.start('Module_configuration', [['id', `${id}.configuration`]]).leaf('Logistic_control_information', module.name)
    w.refs('Controlled_components', (ix.wiresOfModule.get(module.id) ?? []).map((wire) => kblIdOf(wire.id)))
    w.end().end()
  }
  w.end()
}

/** The fields of a KBL Part_with_title_block (Harness, Module, Harness_configuration). */
function titleBlock(w: KblXmlWriter, part: { readonly partNumber: string; readonly description: string }, classification = '', name = ''): void {
  w.leaf('Part_number', part.partNumber).leaf('Company_name', '').leaf('Version', '').leaf('Abbreviation', '').leaf('Description', part.description)
  w.instruction('Processing_information', INSTRUCTION.name, name)
  w.leaf('Car_classification_level_2', '').optionalLeaf('Car_classification_level_4', classification).leaf('Model_year', '')
}
