/**
 * What the importer reads from KBL catalogue parts (the container's Connector_housing,
 * General_wire, General_terminal, Cavity_seal, Cavity_plug, Wire_protection, Fixing ...): part
 * number and description for the BOM, and for wires the conductor cross-section (mm²), the outer
 * diameter (mm), the wire type and the colours as engine colour codes.
 */
import { colourCodeOf } from '@harness/protocol'
import { NO_PART } from '../../model/factories'
import type { PartFields } from '../../model/records'
import { LENGTH_BOUNDS, type KblDocument } from './KblDocument'
import type { KblElement } from './kblTree'

/** The electrical and visual data of a General_wire or of one of its Cores. */
export interface KblWirePart {
  /** Conductor cross-section in mm²; null when the part states none. */
  readonly csa: number | null
  /** Outer diameter in mm; null when the part states none. */
  readonly od: number | null
  /** Wire_type as written, lower case ("individual wire", "twist", "multicore wire", "shield", "cable"). */
  readonly wireType: string
  /** Base colour, then identification (stripe) colours, as engine colour codes. */
  readonly colors: string[]
}

/** Cross-sections above this (mm²) are refused as absurd. */
const MAX_CSA = 1000
/** Outer diameters above this (mm) are refused as absurd. */
const MAX_OD = 500

/**
 * The engine colour code (IEC 60757) of a KBL colour value, read through the dictionary's colour
 * table (German abbreviations such as sw, rt, ws, German and English names); values the table does
 * not know are kept upper-cased as written.
 */
export function kblColourCode(value: string): string {
  return colourCodeOf(value) ?? value.trim().toUpperCase()
}

// A catalogue part is named by many occurrences (100,000 wires of 40 wire types); each part is read once.
const fieldsRead = new WeakMap<KblElement, PartFields>()
const wiresRead = new WeakMap<KblElement, KblWirePart>()

/** Part number and description of a catalogue part (none when `part` is null), for the BOM. */
export function readPartFields(doc: KblDocument, part: KblElement | null): PartFields {
  if (!part) return NO_PART
  let fields = fieldsRead.get(part)
  if (!fields) {
    fields = { ...NO_PART, partNumber: doc.text(part, 'Part_number'), description: doc.text(part, 'Description') }
    fieldsRead.set(part, fields)
  }
  return fields
}

/**
 * The wire data of a General_wire or a Core. Colours come from Cover_colour (wires) or
 * Core_colour (cores): the base colour ("Grundfarbe", "base colour") first, then the others in
 * file order; "/NULL" colours are left out.
 */
export function readWirePart(doc: KblDocument, part: KblElement): KblWirePart {
  const known = wiresRead.get(part)
  if (known) return known
  const read = readWirePartOnce(doc, part)
  wiresRead.set(part, read)
  return read
}

function readWirePartOnce(doc: KblDocument, part: KblElement): KblWirePart {
  const csa = doc.measure(part, 'Cross_section_area', 'area', { min: 0, max: MAX_CSA })
  const od = doc.measure(part, 'Outside_diameter', 'length', { min: 0, max: Math.min(MAX_OD, LENGTH_BOUNDS.max) })
  const colours = [...doc.children(part, 'Cover_colour'), ...doc.children(part, 'Core_colour')]
    .map((c) => ({ type: doc.text(c, 'Colour_type').toLowerCase(), value: doc.text(c, 'Colour_value') }))
    .filter((c) => c.value !== '')
  const isBase = (type: string) => type === 'grundfarbe' || type.startsWith('base')
  const ordered = [...colours.filter((c) => isBase(c.type)), ...colours.filter((c) => !isBase(c.type))]
  return { csa, od, wireType: doc.text(part, 'Wire_type').toLowerCase(), colors: ordered.map((c) => kblColourCode(c.value)) }
}

/**
 * The catalogue part an occurrence's `Part` names, if it is one of `kinds`; an unknown or wrongly
 * typed part is warned about and the occurrence imports without part data.
 */
export function occurrencePart(doc: KblDocument, occurrence: KblElement, kinds: readonly string[]): KblElement | null {
  if (!doc.child(occurrence, 'Part')) {
    doc.warn(occurrence, `${occurrence.name} ${occurrence.attributes.id ?? ''} names no Part`)
    return null
  }
  return doc.refs(occurrence, 'Part', kinds, 'warn')[0] ?? null
}
