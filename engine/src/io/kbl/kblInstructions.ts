/**
 * Engine values KBL has no element for, carried in the instructions KBL allows almost everywhere
 * (a Processing_information or Installation_information is an Instruction_type and an
 * Instruction_value): the wire length add-ons of connectors, splices, terminals and nodes (mm),
 * a node's kind, a connector's drawing rotation and mirror, a wire's fixed production length and strip lengths (mm), a cable's jacket
 * cut-backs (mm), a twisted group's lay length (mm), and a protection run's material, winding and
 * tape or tube dimensions (mm). The exporter writes them so that a file it wrote imports back to
 * the same derived lengths and bundle diameters; the importer reads them when present and keeps
 * its usual reading (defaults, words in the part description) when not. The types carry a
 * `harness:` prefix so they never clash with an authoring system's own instructions.
 */
import type { KblDocument, NumberBounds } from './KblDocument'
import type { KblElement } from './kblTree'

/** The Instruction_type of every carried value. */
export const INSTRUCTION = {
  lengthAddOn: 'harness:length_add_on_mm',
  nodeKind: 'harness:node_kind',
  rotation: 'harness:rotation_deg',
  mirrored: 'harness:mirrored',
  fixedLength: 'harness:fixed_length_mm',
  stripA: 'harness:strip_a_mm',
  stripB: 'harness:strip_b_mm',
  cutBackA: 'harness:cut_back_a_mm',
  cutBackB: 'harness:cut_back_b_mm',
  pitch: 'harness:pitch_mm',
  material: 'harness:protection_material',
  winding: 'harness:winding',
  width: 'harness:tape_width_mm',
  thickness: 'harness:thickness_mm',
  overlap: 'harness:overlap_ratio',
  gap: 'harness:gap_mm',
  innerDiameter: 'harness:inner_diameter_mm',
  layer: 'harness:layer',
  name: 'harness:name',
} as const

/** One of the carried values' names. */
export type InstructionName = keyof typeof INSTRUCTION

const HOLDERS = ['Processing_information', 'Installation_information']

/** The carried values of an element, by Instruction_type; empty when it has none. */
export function readInstructions(doc: KblDocument, element: KblElement): ReadonlyMap<string, string> {
  let out: Map<string, string> | null = null
  for (const child of element.children) {
    if (!HOLDERS.includes(child.name)) continue
    const type = doc.text(child, 'Instruction_type')
    if (!type.startsWith('harness:')) continue
    out ??= new Map()
    out.set(type, doc.text(child, 'Instruction_value'))
  }
  return out ?? EMPTY
}

/**
 * The carried number `name` of `element` (see {@link readInstructions}); null when absent. A value
 * that is not a number, or lies outside `bounds` (lengths in mm: 0 to 1 km), is warned about and
 * ignored.
 */
export function instructionNumber(
  doc: KblDocument, element: KblElement, instructions: ReadonlyMap<string, string>, name: InstructionName, bounds: NumberBounds = ANY_NUMBER,
): number | null {
  const text = instructions.get(INSTRUCTION[name])
  if (text === undefined) return null
  const value = Number(text)
  if (text.trim() === '' || !(value >= bounds.min && value <= bounds.max)) {
    doc.warn(element, `instruction ${INSTRUCTION[name]} "${text.slice(0, 40)}" is not a number in ${bounds.min}..${bounds.max}; ignored`)
    return null
  }
  return value
}

const ANY_NUMBER: NumberBounds = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE }

/** The carried text `name` of `element`; null when absent. */
export function instructionText(instructions: ReadonlyMap<string, string>, name: InstructionName): string | null {
  return instructions.get(INSTRUCTION[name]) ?? null
}

const EMPTY: ReadonlyMap<string, string> = new Map()
