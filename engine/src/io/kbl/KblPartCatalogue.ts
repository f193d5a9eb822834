/**
 * The catalogue parts of an exported KBL file. In KBL every occurrence names a part of the
 * container (Connector_housing, General_wire, General_terminal, Cavity_seal, Cavity_plug,
 * Wire_protection, Fixing); occurrences with the same part data share one part, as in a real
 * catalogue, so an aircraft harness with 100,000 wires in 40 wire types writes 40 General_wire
 * parts. A connector housing also carries its slot and cavity numbers, so connectors share a
 * housing only when their cavities are named alike. A cable's General_wire carries one Core per
 * core and is never shared. Parts are registered while the harness is indexed and written in
 * the order the schema puts them in the container.
 */
import type { MulticoreRecord, PartFields, WireRecord } from '../../model/records'
import { kblIdOf } from './kblIds'
import type { KblXmlWriter } from './KblXmlWriter'

/** A connector housing part: its KBL id, its slot's id and its cavities' ids in cavity order. */
export interface KblHousing {
  readonly id: string
  readonly slotId: string
  readonly cavityIds: readonly string[]
  readonly cavityNames: readonly string[]
}

/** The simple part kinds: part data is number and description plus one type text. */
type SimpleKind = 'Cavity_plug' | 'Cavity_seal' | 'Fixing' | 'General_terminal' | 'Wire_protection'

const TYPE_ELEMENT: Readonly<Record<SimpleKind, string>> = {
  Cavity_plug: 'Plug_type', Cavity_seal: 'Seal_type', Fixing: 'Fixing_type', General_terminal: 'Terminal_type', Wire_protection: 'Protection_type',
}

interface SimplePart { readonly id: string; readonly fields: PartFields; readonly type: string }
interface WirePart { readonly id: string; readonly wire: WireRecord }
interface CablePart { readonly id: string; readonly cable: MulticoreRecord; readonly cores: readonly WireRecord[] }

/** The parts of one exported file (see the module comment). */
export class KblPartCatalogue {
  private readonly simple: Record<SimpleKind, Map<string, SimplePart>> = {
    Cavity_plug: new Map(), Cavity_seal: new Map(), Fixing: new Map(), General_terminal: new Map(), Wire_protection: new Map(),
  }
  private readonly housings = new Map<string, KblHousing & { readonly fields: PartFields }>()
  private readonly wireParts = new Map<string, WirePart>()
  private readonly cableParts: CablePart[] = []
  private serial = 0

  /** The part of kind `kind` with these fields and type text (Fixing_type, Protection_type ...). */
  simplePart(kind: SimpleKind, fields: PartFields, type = ''): string {
    const key = `${fields.partNumber}\u0001${fields.description}\u0001${type}`
    const parts = this.simple[kind]
    let part = parts.get(key)
    if (!part) {
      part = { id: `part.${kind}.${(this.serial += 1)}`, fields, type }
      parts.set(key, part)
    }
    return part.id
  }

  /** The housing of a connector with these fields and cavity names (a splice has one cavity). */
  housing(fields: PartFields, cavityNames: readonly string[]): KblHousing {
    const key = `${fields.partNumber}\u0001${fields.description}\u0001${cavityNames.join('\u0001')}`
    let housing = this.housings.get(key)
    if (!housing) {
      const id = `part.Connector_housing.${(this.serial += 1)}`
      housing = { id, slotId: `${id}.slot`, cavityIds: cavityNames.map((_, i) => `${id}.cavity.${i + 1}`), cavityNames, fields }
      this.housings.set(key, housing)
    }
    return housing
  }

  /** The General_wire of a single wire: shared by wires of the same part, cross-section, diameter and colours. */
  wirePart(wire: WireRecord): string {
    const key = `${wire.partNumber}\u0001${wire.description}\u0001${wire.csa}\u0001${wire.od}\u0001${wire.colors.join(' ')}`
    let part = this.wireParts.get(key)
    if (!part) {
      part = { id: `part.General_wire.${(this.serial += 1)}`, wire }
      this.wireParts.set(key, part)
    }
    return part.id
  }

  /** The General_wire of a cable with one Core per core wire; returns the part id. */
  cablePart(cable: MulticoreRecord, cores: readonly WireRecord[]): string {
    const id = `part.${kblIdOf(cable.id)}`
    this.cableParts.push({ id, cable, cores })
    return id
  }

  /** The KBL id of the Core part of core wire `core` in its cable's part. */
  static coreIdOf(core: WireRecord): string {
    return `part.${kblIdOf(core.id)}`
  }

  /** Writes the parts that come before the Harness in the container, in schema order. */
  writeBeforeHarness(w: KblXmlWriter): void {
    this.writeSimple(w, 'Cavity_plug')
    this.writeSimple(w, 'Cavity_seal')
    for (const housing of this.housings.values()) {
      partStart(w, 'Connector_housing', housing.id, housing.fields)
      if (housing.cavityIds.length > 0) {
        w.start('Slots', [['id', housing.slotId]]).leaf('Number_of_cavities', housing.cavityIds.length)
        housing.cavityIds.forEach((id, i) => w.start('Cavities', [['id', id]]).leaf('Cavity_number', housing.cavityNames[i]!).end())
        w.end()
      }
      w.end()
    }
    this.writeSimple(w, 'Fixing')
    this.writeSimple(w, 'General_terminal')
    for (const { id, wire } of this.wireParts.values()) {
      partStart(w, 'General_wire', id, wire)
      w.leaf('Wire_type', 'individual wire')
      w.measure('Cross_section_area', id, wire.csa, 'area').measure('Outside_diameter', id, wire.od)
      writeColours(w, 'Cover_colour', id, wire.colors)
      w.end()
    }
    for (const { id, cable, cores } of this.cableParts) {
      partStart(w, 'General_wire', id, cable)
      // The importer reads "twist" as an unsheathed cable and "shield" as a shielded one.
      w.leaf('Wire_type', !cable.sheathed ? 'twist' : cable.shielded ? 'shielded multicore wire' : 'multicore wire')
      w.measure('Outside_diameter', id, cable.od)
      for (const core of cores) {
        const coreId = KblPartCatalogue.coreIdOf(core)
        w.start('Core', [['id', coreId]]).leaf('Id', core.description)
        if (!cable.sheathed && cable.shielded) w.leaf('Wire_type', 'shield')
        w.measure('Cross_section_area', coreId, core.csa, 'area').measure('Outside_diameter', coreId, core.od)
        writeColours(w, 'Core_colour', coreId, core.colors)
        w.end()
      }
      writeColours(w, 'Cover_colour', id, [])
      w.end()
    }
  }

  /** Writes the parts that come after the Segments and Units (Wire_protection). */
  writeAfterHarness(w: KblXmlWriter): void {
    this.writeSimple(w, 'Wire_protection')
  }

  private writeSimple(w: KblXmlWriter, kind: SimpleKind): void {
    for (const part of this.simple[kind].values()) {
      partStart(w, kind, part.id, part.fields)
      w.optionalLeaf(TYPE_ELEMENT[kind], part.type)
      w.end()
    }
  }
}

/** Opens a part element and writes the fields every KBL Part has (number, company, version ...). */
function partStart(w: KblXmlWriter, kind: string, id: string, fields: PartFields): void {
  w.start(kind, [['id', id]])
    .leaf('Part_number', fields.partNumber)
    .leaf('Company_name', '')
    .leaf('Version', '')
    .leaf('Abbreviation', '')
    .leaf('Description', fields.description)
}

/** Wire_colour elements: the base colour first, then identification colours; a colourless wire states an empty base colour. */
function writeColours(w: KblXmlWriter, name: string, owner: string, colours: readonly string[]): void {
  if (colours.length === 0) {
    w.start(name, [['id', `${owner}.colour.0`]]).leaf('Colour_type', 'base colour').leaf('Colour_value', '').end()
    return
  }
  colours.forEach((colour, i) => {
    w.start(name, [['id', `${owner}.colour.${i}`]])
      .leaf('Colour_type', i === 0 ? 'base colour' : 'identification colour')
      .leaf('Colour_value', colour)
      .end()
  })
}
