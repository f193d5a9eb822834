import type { KblImportReport } from '@harness/engine'

/**
 * What a KBL import tells the designer besides the file it made, as notes with stable codes (the
 * server words them from the message catalogue, `importNotes.ts`): the assembly-part templates it
 * merged into the harness occurrences that realise them, the warnings the reader gave (what it
 * did with parts missing or at odds, with their lines), the connectors it had to place at nodes of their
 * own, and the modules and configurations of a variant harness (more than one module, or any
 * configuration), whose parts the drawing and the BOM hold all together (a 150 % harness).
 */
export type KblImportNote =
  | { readonly code: 'kblMerged'; readonly connectors: number; readonly wires: number; readonly others: number }
  | { readonly code: 'kblWarnings'; readonly count: number; readonly first: readonly string[] }
  | { readonly code: 'kblUnplaced'; readonly connectors: number }
  | { readonly code: 'kblVariants'; readonly modules: number; readonly configurations: number }

/** How many of the reader's warnings a note quotes (with their lines); the rest are counted. */
const QUOTED_WARNINGS = 3

/**
 * The notes of a KBL import's report; none for a plain harness read without a warning.
 * Example: 27 connector and 25 wire templates merged and 14 warnings → a `kblMerged` note
 * (27, 25, 0) and a `kblWarnings` note of 14 quoting the first three as "line 120: …".
 */
export function kblImportNotes(report: KblImportReport): KblImportNote[] {
  const notes: KblImportNote[] = []
  const m = report.merged
  const others = m.fixings + m.terminals + m.seals + m.plugs + m.protections
  if (m.connectors + m.wires + others > 0) notes.push({ code: 'kblMerged', connectors: m.connectors, wires: m.wires, others })
  if (report.counts.unplacedConnectors > 0) notes.push({ code: 'kblUnplaced', connectors: report.counts.unplacedConnectors })
  if (report.counts.modules > 1 || report.counts.configurations > 0) notes.push({ code: 'kblVariants', modules: report.counts.modules, configurations: report.counts.configurations })
  if (report.warnings.length > 0) {
    notes.push({ code: 'kblWarnings', count: report.warnings.length, first: report.warnings.slice(0, QUOTED_WARNINGS).map((w) => `line ${w.line}: ${w.message}`) })
  }
  return notes
}
