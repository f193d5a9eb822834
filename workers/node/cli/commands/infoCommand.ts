import { harnessCounts, importWireviz, type HarnessCounts, type HarnessRecord, type KblImportReport } from '@harness/engine'
import { parseCommandArgs } from '../args'
import { CliError } from '../CliError'
import { describeWirevizError } from '../describeWirevizError'
import { loadDocument } from '../loadDocument'
import { detectFormat, readInput } from '../readInput'
import { writeOutput } from '../writeOutput'

/**
 * Counts of a harness file by kind, as `harness info` prints them: the engine's headline counts
 * (wires are single wires plus multicore cables, as KBL counts general wire occurrences) and the format.
 */
export type FileCounts = { readonly format: string } & Omit<HarnessCounts, 'byType' | 'multicores'>

/** Counts of a document's records (the engine's harnessCounts): connectors exclude splices (counted apart); protections count runs. */
export function countRecords(format: string, records: Iterable<HarnessRecord>): FileCounts {
  const c = harnessCounts(records)
  return {
    format, connectors: c.connectors, splices: c.splices, wires: c.wires, cores: c.cores, segments: c.segments, nodes: c.nodes,
    protections: c.protections, fixings: c.fixings, modules: c.modules, configurations: c.configurations,
  }
}

/**
 * Counts of a KBL file as the file states them: connectors are Connector_occurrences (splices
 * included, also counted apart), wires General_wire_occurrences, protections
 * Wire_protection_occurrences; connectors inside component boxes (fuse carriers) are not counted.
 */
export function countKbl(report: KblImportReport): FileCounts {
  const c = report.counts
  const m = report.merged
  return {
    format: `kbl ${report.version.release}`, connectors: c.connectors + c.splices + m.connectors, splices: c.splices,
    wires: c.wires + m.wires, cores: c.cores, segments: c.segments, nodes: c.nodes, protections: c.protections + m.protections,
    fixings: c.fixings + m.fixings, modules: c.modules, configurations: c.configurations,
  }
}

/** `harness info FILE [--json]`: what a file holds, counted by kind. */
export async function infoCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs(argv, { json: { type: 'boolean' } }, { min: 1, max: 1, names: 'FILE' })
  const path = args.positionals[0]!
  const bytes = await readInput(path)
  const format = detectFormat(path, bytes)
  let counts: FileCounts
  if (format === 'wireviz') {
    const imported = importWireviz(bytes.toString('utf8'))
    if (!imported.ok) throw new CliError(`${path}: ${describeWirevizError(imported.error)}`)
    const cables = imported.value.harness.cables
    counts = {
      format: 'wireviz', connectors: imported.value.harness.connectors.length, splices: 0,
      wires: cables.reduce((s, c) => s + (c.template.bundle ? c.template.wirecount : 1), 0),
      cores: cables.reduce((s, c) => s + (c.template.bundle ? 0 : c.template.wirecount), 0),
      segments: 0, nodes: 0, protections: 0, fixings: 0, modules: 0, configurations: 0,
    }
  } else {
    const loaded = loadDocument(path, format, bytes)
    counts = loaded.kbl ? countKbl(loaded.kbl) : countRecords(format, loaded.records)
  }
  if (args.values.json) {
    await writeOutput(undefined, JSON.stringify(counts, null, 2) + '\n')
    return
  }
  const lines = Object.entries(counts).map(([k, v]) => `${k.padEnd(15)} ${v}`)
  await writeOutput(undefined, lines.join('\n') + '\n')
}
