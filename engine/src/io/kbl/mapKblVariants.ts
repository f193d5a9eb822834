/**
 * KBL Module and Harness_configuration elements as module and configuration records, and which
 * modules each occurrence belongs to. A module's Module_configuration lists its
 * Controlled_components (wires, connections, protections, parts ...); an occurrence no module
 * controls belongs to every variant (an empty `moduleIds` in the engine).
 */
import { asId, type ModuleId } from '@harness/protocol'
import type { ConfigurationRecord, ModuleRecord } from '../../model/records'
import type { KblOccurrences } from './collectKblOccurrences'
import type { KblDocument } from './KblDocument'
import { instructionText, readInstructions } from './kblInstructions'

/** The modules and configurations of the harness, and the modules controlling each KBL id. */
export interface KblVariants {
  readonly modules: ModuleRecord[]
  readonly configurations: ConfigurationRecord[]
  /** Module ids by the (canonical) KBL id of a controlled occurrence, in module order. */
  readonly modulesOf: ReadonlyMap<string, readonly ModuleId[]>
}

/** Reads modules and configurations. A configuration naming an unknown module is fatal. */
export function mapKblVariants(doc: KblDocument, occurrences: KblOccurrences): KblVariants {
  const modules: ModuleRecord[] = []
  const modulesOf = new Map<string, ModuleId[]>()
  for (const element of occurrences.byKind.Module) {
    const kblId = doc.idOf(element)
    const id = asId('module', `module:${kblId}`)
    const partNumber = doc.text(element, 'Part_number')
    const name = instructionText(readInstructions(doc, element), 'name') || partNumber || kblId
    modules.push({ id, typeName: 'module', name, partNumber, description: doc.text(element, 'Description') })
    for (const configuration of doc.children(element, 'Module_configuration')) {
      for (const controlled of doc.refs(configuration, 'Controlled_components', ANY_OCCURRENCE, 'warn')) {
        const key = occurrences.canonical(doc.idOf(controlled))
        const list = modulesOf.get(key) ?? []
        if (!list.includes(id)) list.push(id)
        modulesOf.set(key, list)
      }
    }
  }
  const configurations: ConfigurationRecord[] = []
  for (const element of occurrences.byKind.Harness_configuration) {
    const kblId = doc.idOf(element)
    const moduleIds = doc.refs(element, 'Modules', ['Module'], 'fatal').map((m) => asId('module', `module:${doc.idOf(m)}`))
    configurations.push({ id: asId('configuration', `configuration:${kblId}`), typeName: 'configuration', name: configurationName(doc, element, kblId), moduleIds: [...new Set(moduleIds)] })
  }
  return { modules, configurations, modulesOf }
}

/** Any element a Module_configuration may control (the schema allows every occurrence kind). */
const ANY_OCCURRENCE: readonly string[] = [
  'Accessory_occurrence', 'Assembly_part_occurrence', 'Cavity_plug_occurrence', 'Cavity_seal_occurrence', 'Co_pack_occurrence',
  'Component_box_occurrence', 'Component_occurrence', 'Connection', 'Connector_occurrence', 'Fixing_occurrence',
  'General_wire_occurrence', 'Core_occurrence', 'Special_terminal_occurrence', 'Terminal_occurrence', 'Wire_protection_occurrence',
  'Wiring_group', 'Fuse_occurrence',
]

/**
 * A configuration's display name: the most specific classification stated (levels 4, 3, 2),
 * else its description, else its part number, else its KBL id. VOBES files give every
 * configuration the part number "/OVMM" and tell them apart by classification.
 */
function configurationName(doc: KblDocument, element: Parameters<KblDocument['text']>[0], kblId: string): string {
  for (const name of ['Car_classification_level_4', 'Car_classification_level_3', 'Description', 'Part_number', 'Car_classification_level_2']) {
    const text = doc.text(element, name)
    if (text !== '') return text
  }
  return kblId
}
