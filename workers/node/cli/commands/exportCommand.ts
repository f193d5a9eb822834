import { DerivedColumns, Store, exportKbl } from '@harness/engine'
import { choice, parseCommandArgs, required } from '../args'
import { usageError } from '../CliError'
import { loadDocument } from '../loadDocument'
import { detectFormat, readInput } from '../readInput'
import { writeOutput } from '../writeOutput'

/** The formats `harness export` writes. */
const TARGETS = ['kbl'] as const

/**
 * `harness export DOC --to kbl --out FILE`: writes a document (native, JSON or KBL) as a KBL 2.4
 * SR-1 file. Each wire's production length in mm, as the engine derives it from the routing,
 * is written as the wire's stated length. A WireViz file is refused: it has no topology to write.
 */
export async function exportCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs(argv, { to: { type: 'string' }, out: { type: 'string' } }, { min: 1, max: 1, names: 'DOC' })
  required('to', args.values.to)
  choice('to', args.values.to, TARGETS, 'kbl')
  const out = required('out', args.values.out)
  const path = args.positionals[0]!
  const bytes = await readInput(path)
  const format = detectFormat(path, bytes)
  if (format === 'wireviz') throw usageError(`${path} is a WireViz file, which has no bundle topology to write as KBL`)
  const { records } = loadDocument(path, format, bytes)
  const lengths = new Map<string, number>()
  for (const [id, length] of new DerivedColumns(new Store(records)).get().lengths) if (length.ok) lengths.set(id, length.production)
  await writeOutput(out, exportKbl(records, { wireLengths: lengths }))
  process.stderr.write(`exported ${records.length} records from ${path} to ${out} as KBL 2.4 SR-1\n`)
}
