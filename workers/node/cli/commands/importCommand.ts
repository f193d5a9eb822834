import { extname } from 'node:path'
import type { KblWarning } from '@harness/engine'
import { nativeCodec } from '../../../src/api/nativeCodec'
import { parseCommandArgs, required } from '../args'
import { loadDocument } from '../loadDocument'
import { detectFormat, readInput } from '../readInput'
import { writeOutput } from '../writeOutput'

/**
 * `harness import FILE --out DOC`: reads a KBL file (or a native or JSON document) and writes it as
 * a native document (`.harness`), or as the JSON rendering when DOC ends in `.json`. Import
 * warnings go to stderr, one per line, naming the place.
 */
export async function importCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs(argv, { out: { type: 'string' } }, { min: 1, max: 1, names: 'FILE' })
  const out = required('out', args.values.out)
  const path = args.positionals[0]!
  const bytes = await readInput(path)
  const loaded = loadDocument(path, detectFormat(path, bytes), bytes)
  for (const warning of loaded.kbl?.warnings ?? []) process.stderr.write(`warning: ${path}: ${formatWarning(warning)}\n`)
  const data = extname(out).toLowerCase() === '.json' ? nativeCodec.toJson(loaded.records) : nativeCodec.encode(loaded.records)
  await writeOutput(out, data)
  process.stderr.write(`imported ${loaded.records.length} records from ${path} into ${out}\n`)
}

function formatWarning(warning: KblWarning): string {
  return `line ${warning.line}${warning.kblId ? ` (${warning.kblId})` : ''}: ${warning.message}`
}
