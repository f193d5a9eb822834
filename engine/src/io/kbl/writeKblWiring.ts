/**
 * The wiring of an exported KBL file: a Wire_occurrence per single wire, a Special_wire_occurrence
 * per multicore cable with a Core_occurrence per core, a Connection per wire or core with at least
 * one attached end (extremity at Position_on_wire 0 for end A, 1 for end B, each naming the
 * contact point of that end), the Terminal_occurrences, Cavity_seal_occurrences and
 * Cavity_plug_occurrences fitted at wire ends and cavities, and the Wiring_groups. A wire's
 * production length in mm is written as a Length_information of type "Production" when the caller
 * gives one (a cable's is its longest core's; KBL asks for one on every wire); its fixed length, strip lengths and a cable's cut-backs (mm) travel as instructions.
 * A wire with one open end gets a Connection with a single extremity (KBL asks for two; the
 * importer leaves the other end open), and a wire with two open ends gets none.
 */
import type { WireRecord } from '../../model/records'
import { contactPointIdOf, sealOccurrenceIdOf } from './writeKblConnectors'
import { wireEndKey, type KblExportIndex } from './kblExportIndex'
import { kblIdOf } from './kblIds'
import { INSTRUCTION } from './kblInstructions'
import { formatDouble, type KblXmlWriter } from './KblXmlWriter'

/** What the wiring writer needs besides the records: the part of each record and optional lengths. */
export interface KblWiringParts {
  /** Catalogue part id by record id (wires, cables, terminals, seals, plugs). */
  readonly partOf: ReadonlyMap<string, string>
  /** Core part id by core wire id. */
  readonly corePartOf: ReadonlyMap<string, string>
  /** Production lengths in mm by wire id, written as Length_information when given. */
  readonly wireLengths?: ReadonlyMap<string, number>
}

/** Writes the plug and seal occurrences (they come first in the Harness). */
export function writeKblCavityParts(w: KblXmlWriter, ix: KblExportIndex, parts: KblWiringParts): void {
  for (const plug of ix.plugs) w.start('Cavity_plug_occurrence', [['id', sealOccurrenceIdOf(plug.id)]]).leaf('Part', parts.partOf.get(plug.id)!).end()
  for (const seal of ix.seals) w.start('Cavity_seal_occurrence', [['id', sealOccurrenceIdOf(seal.id)]]).leaf('Part', parts.partOf.get(seal.id)!).end()
}

/** Writes a Connection per wire or core with an attached end. */
export function writeKblConnections(w: KblXmlWriter, ix: KblExportIndex): void {
  const write = (wire: WireRecord) => {
    const sides = (['A', 'B'] as const).filter((side) => ix.attached.has(wireEndKey(wire.id, side)))
    if (sides.length === 0) return
    const id = `connection.${kblIdOf(wire.id)}`
    w.start('Connection', [['id', id]]).leaf('Wire', kblIdOf(wire.id))
    for (const side of sides) {
      w.start('Extremities', [['id', `${id}.${side}`]]).leaf('Position_on_wire', side === 'A' ? '0' : '1').leaf('Contact_point', contactPointIdOf({ wire, side })).end()
    }
    w.end()
  }
  for (const wire of ix.wires) write(wire)
  for (const cable of ix.multicores) for (const core of ix.coresOf.get(cable.id) ?? []) write(core)
}

/** Writes the General_wire_occurrences: single wires, then cables with their cores. */
export function writeKblWires(w: KblXmlWriter, ix: KblExportIndex, parts: KblWiringParts): void {
  for (const wire of ix.wires) {
    w.start('General_wire_occurrence', [['id', kblIdOf(wire.id)], ['xsi:type', 'kbl:Wire_occurrence']]).leaf('Part', parts.partOf.get(wire.id)!)
    writeWireBody(w, parts, wire)
    w.leaf('Wire_number', wire.name).end()
  }
  for (const cable of ix.multicores) {
    const id = kblIdOf(cable.id)
    const cores = ix.coresOf.get(cable.id) ?? []
    w.start('General_wire_occurrence', [['id', id], ['xsi:type', 'kbl:Special_wire_occurrence']]).leaf('Part', parts.partOf.get(cable.id)!)
    if (cable.cutBackA !== 0) w.instruction('Installation_information', INSTRUCTION.cutBackA, formatDouble(cable.cutBackA))
    if (cable.cutBackB !== 0) w.instruction('Installation_information', INSTRUCTION.cutBackB, formatDouble(cable.cutBackB))
    // A cable is as long as its longest core.
    const lengths = cores.map((core) => parts.wireLengths?.get(core.id)).filter((l): l is number => l !== undefined)
    if (lengths.length > 0) writeLength(w, id, Math.max(...lengths))
    w.leaf('Special_wire_id', cable.name)
    for (const core of cores) {
      w.start('Core_occurrence', [['id', kblIdOf(core.id)]]).leaf('Wire_number', core.name).leaf('Part', parts.corePartOf.get(core.id)!)
      writeWireBody(w, parts, core)
      w.end()
    }
    w.end()
  }
}

/** Writes the Terminal_occurrences with their length add-ons. */
export function writeKblTerminals(w: KblXmlWriter, ix: KblExportIndex, parts: KblWiringParts): void {
  for (const terminal of ix.terminals) {
    w.start('Terminal_occurrence', [['id', kblIdOf(terminal.id)]]).leaf('Part', parts.partOf.get(terminal.id)!)
    if (terminal.lengthAddOn !== 0) w.instruction('Installation_information', INSTRUCTION.lengthAddOn, formatDouble(terminal.lengthAddOn))
    w.end()
  }
}

/** Writes the Wiring_groups: Type "twisted pair" or "combined", members, lay length. */
export function writeKblGroups(w: KblXmlWriter, ix: KblExportIndex): void {
  for (const group of ix.groups) {
    w.start('Wiring_group', [['id', kblIdOf(group.id)]]).leaf('Id', group.name).leaf('Type', group.kind === 'twisted' ? 'twisted pair' : 'combined')
    w.leaf('Assigned_wire', group.wireIds.map(kblIdOf).join(' '))
    w.instruction('Processing_information', INSTRUCTION.pitch, formatDouble(group.pitch))
    w.end()
  }
}

/** Installation instructions and the stated length of a wire or core (after its Part). */
function writeWireBody(w: KblXmlWriter, parts: KblWiringParts, wire: WireRecord): void {
  const ii = 'Installation_information'
  if (wire.fixedLength !== null) w.instruction(ii, INSTRUCTION.fixedLength, formatDouble(wire.fixedLength))
  if (wire.stripA !== 0) w.instruction(ii, INSTRUCTION.stripA, formatDouble(wire.stripA))
  if (wire.stripB !== 0) w.instruction(ii, INSTRUCTION.stripB, formatDouble(wire.stripB))
  const length = parts.wireLengths?.get(wire.id)
  if (length !== undefined) writeLength(w, kblIdOf(wire.id), length)
}

/** A Length_information of type "Production" (mm) for the wire or cable with KBL id `owner`. */
function writeLength(w: KblXmlWriter, owner: string, length: number): void {
  const id = `length.${owner}`
  w.start('Length_information', [['id', id]]).leaf('Length_type', 'Production').measure('Length_value', id, length).end()
}
