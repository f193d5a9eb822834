/**
 * The occurrences (placed parts) of a KBL harness, gathered from the Harness element and from
 * Assembly_part elements. An assembly part (a pre-assembled sub-harness bought as one part)
 * carries its own occurrences as a template; since KBL 2.4 SR-1 the harness realises each of
 * them with a `Specified_*_occurrence` whose `Related_occurrence` names the template. Such a
 * template is merged into its specified occurrence (one record, counted in `merged`); a template
 * no harness occurrence realises is imported on its own, with a warning.
 */
import type { KblDocument } from './KblDocument'
import type { KblElement } from './kblTree'

/** The occurrence element names the importer maps. */
export const OCCURRENCE_KINDS = [
  'Connector_occurrence', 'General_wire_occurrence', 'Terminal_occurrence', 'Special_terminal_occurrence',
  'Cavity_seal_occurrence', 'Cavity_plug_occurrence', 'Wire_protection_occurrence', 'Fixing_occurrence',
  'Component_box_occurrence', 'Wiring_group', 'Connection', 'Module', 'Harness_configuration',
] as const

/** One of {@link OCCURRENCE_KINDS}. */
export type OccurrenceKind = (typeof OCCURRENCE_KINDS)[number]

/** The occurrences to import by kind, and how assembly-part templates were merged. */
export interface KblOccurrences {
  /** The Harness element, or null for a file holding only parts. */
  readonly harness: KblElement | null
  /** Elements to import, by kind, in file order (harness first, then unrealised templates). */
  readonly byKind: Readonly<Record<OccurrenceKind, readonly KblElement[]>>
  /** Templates merged into a specified occurrence, by kind. */
  readonly merged: Readonly<Record<OccurrenceKind, number>>
  /** The KBL id a reference should use: a merged template's id maps to its specified occurrence's id. */
  canonical(id: string): string
}

/** Gathers the harness's occurrences and merges assembly-part templates (see the module comment). */
export function collectKblOccurrences(doc: KblDocument): KblOccurrences {
  const harnesses = doc.children(doc.root, 'Harness')
  if (harnesses.length > 1) doc.warn(harnesses[1]!, `the file has ${harnesses.length} Harness elements; only the first is imported`)
  const harness = harnesses[0] ?? null
  const byKind = emptyRecord<KblElement[]>(() => [])
  const merged = emptyRecord<number>(() => 0)
  const alias = new Map<string, string>()

  if (harness) {
    for (const element of harness.children) {
      if (!isKind(element.name)) continue
      byKind[element.name].push(element)
      for (const related of doc.children(element, 'Related_occurrence')) {
        for (const id of related.text.split(/\s+/)) if (id !== '') alias.set(id, doc.idOf(element))
      }
    }
  }
  for (const part of doc.children(doc.root, 'Assembly_part')) {
    for (const element of part.children) {
      if (!isKind(element.name)) continue
      const id = doc.idOf(element)
      if (alias.has(id)) {
        merged[element.name] += 1
      } else {
        doc.warn(element, `${element.name} ${id} of assembly part ${doc.idOf(part)} is realised by no harness occurrence; imported on its own`)
        byKind[element.name].push(element)
      }
    }
  }
  return { harness, byKind, merged, canonical: (id) => alias.get(id) ?? id }
}

function isKind(name: string): name is OccurrenceKind {
  return (OCCURRENCE_KINDS as readonly string[]).includes(name)
}

function emptyRecord<T>(make: () => T): Record<OccurrenceKind, T> {
  const out = {} as Record<OccurrenceKind, T>
  for (const kind of OCCURRENCE_KINDS) out[kind] = make()
  return out
}
