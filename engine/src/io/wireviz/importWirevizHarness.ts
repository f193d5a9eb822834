/**
 * Opens a WireViz file as a native harness document: the harness WireViz instantiates (the same
 * one its BOM comes from, so a file WireViz refuses is refused here with the same error) becomes
 * connector, cavity, wire and multicore records on a generated topology (a star per cable, laid
 * out in WireViz's left-to-right order), with notes on what the document does not carry.
 *
 * Pipeline: importWireviz (YAML → document → harness, BOM checked) → cable lengths
 * (wirevizLength) → layout (wirevizLayout) → topology (wirevizTopology) → connectors and
 * cavities (wirevizComponents) → wires and multicores (wirevizWiring) → notes.
 */
import type { HarnessRecord } from '../../model/records'
import { pyStr } from './pyFormat'
import { mapWirevizComponents, unconnectedPinNotes } from './wirevizComponents'
import type { PinReference, WirevizHarness } from './wirevizHarness'
import type { WirevizHarnessNote } from './wirevizHarnessNotes'
import { importWireviz, type WirevizImportError } from './wirevizImport'
import { layoutWirevizHarness } from './wirevizLayout'
import { cableLengthMm } from './wirevizLength'
import { wirevizDisplayName } from './wirevizNames'
import { mapWirevizTopology } from './wirevizTopology'
import { mapWirevizWiring } from './wirevizWiring'
import type { YamlLimits } from './yaml11'
import { faceBundles } from '../faceBundles'

/** The result of {@link importWirevizHarness}: the records and notes, or the WireViz import error. */
export type WirevizHarnessResult =
  | { readonly ok: true; readonly records: HarnessRecord[]; readonly notes: WirevizHarnessNote[] }
  | { readonly ok: false; readonly error: WirevizImportError }

/**
 * Reads WireViz YAML text (or prepend files followed by the main file, as {@link importWireviz})
 * into harness records a designer can open and edit: nodes, segments, connectors, cavities,
 * multicores and wires, in that order, with ids derived from the designators (wirevizNames).
 * The first note is always `generatedTopology`. Expected failures come back as the WireViz import
 * error (message, document path, YAML line and column). Never throws for any input text.
 */
export function importWirevizHarness(source: string | readonly string[], limits: YamlLimits = {}): WirevizHarnessResult {
  const imported = importWireviz(source, limits)
  if (!imported.ok) return imported
  const harness = imported.value.harness
  const notes: WirevizHarnessNote[] = []
  const lengths = new Map<string, number | null>()
  for (const cable of harness.cables) {
    const t = cable.template
    const length = cableLengthMm(t.length, t.lengthUnit)
    lengths.set(cable.name, length.ok ? length.mm : null)
    if (!length.ok) notes.push({ code: 'noLength', cable: wirevizDisplayName(cable.name, harness.options.templateSeparator), length: `${pyStr(t.length)} ${pyStr(t.lengthUnit)}`, reason: length.reason })
  }
  const layout = layoutWirevizHarness(harness)
  const topology = mapWirevizTopology(harness, layout, (cable) => lengths.get(cable) ?? 0)
  const components = mapWirevizComponents(harness)
  const wiring = mapWirevizWiring(harness, components, (cable) => lengths.get(cable) ?? null)
  // Each connector at a star's tip is turned toward its bundle (faceBundles).
  const records: HarnessRecord[] = faceBundles([
    ...topology.nodes, ...topology.segments, ...components.connectors, ...components.cavities, ...wiring.multicores, ...wiring.wires,
  ])
  const generated: WirevizHarnessNote = {
    code: 'generatedTopology', layout: 'starPerCable', cables: harness.cables.length, branchNodes: harness.cables.length, segments: topology.segments.length,
  }
  return {
    ok: true,
    records,
    notes: [generated, ...notes, ...wiring.notes, ...unconnectedPinNotes(components, wiring.wires, harness), ...connectorNotes(harness), ...bomOnlyNotes(harness)],
  }
}

/** Loops and mates: WireViz draws them, the document has no record for them. */
function connectorNotes(harness: WirevizHarness): WirevizHarnessNote[] {
  const notes: WirevizHarnessNote[] = []
  const shown = (designator: string) => wirevizDisplayName(designator, harness.options.templateSeparator)
  for (const c of harness.connectors) {
    for (const [a, b] of c.template.loops) notes.push({ code: 'loop', connector: shown(c.name), pins: [pyStr(a), pyStr(b)] })
  }
  for (const m of harness.mates) {
    const side = (p: PinReference) => (m.kind === 'pin' ? `${shown(p.connector)}:${pyStr(p.pin)}` : shown(p.connector))
    notes.push({ code: 'mate', kind: m.kind, from: side(m.from), to: side(m.to) })
  }
  return notes
}

/** Additional components and BOM items, which WireViz lists in its BOM only. */
function bomOnlyNotes(harness: WirevizHarness): WirevizHarnessNote[] {
  const components = [...harness.connectors, ...harness.cables].reduce((n, c) => n + c.template.additionalComponents.length, 0)
  const items = harness.additionalBomItems.length
  return components + items > 0 ? [{ code: 'bomOnlyItems', additionalComponents: components, additionalBomItems: items }] : []
}
