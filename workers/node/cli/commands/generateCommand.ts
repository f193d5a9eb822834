import { extname } from 'node:path'
import { generateHarness, type HarnessSize } from '@harness/engine'
import { nativeCodec } from '../../../src/api/nativeCodec'
import { choice, parseCommandArgs, required } from '../args'
import { usageError } from '../CliError'
import { writeOutput } from '../writeOutput'

const SIZES = ['S', 'M', 'L', 'XL'] as const

/**
 * `harness generate --size S|M|L|XL --seed N --out DOC`: a deterministic synthetic harness shaped
 * like a real harness tree (S 50 connectors / 500 wires ... XL 10,000 / 100,000), written as a
 * native document (or JSON when DOC ends in .json).
 */
export async function generateCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs(argv, { size: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } }, { min: 0, max: 0, names: 'no positional arguments' })
  const size = choice('size', args.values.size, SIZES, 'S') as HarnessSize
  const seedText = typeof args.values.seed === 'string' ? args.values.seed : '1'
  if (!/^\d{1,10}$/.test(seedText) || Number(seedText) > 0xffffffff) throw usageError(`--seed must be a whole number from 0 to 4294967295, not "${seedText}"`)
  const out = required('out', args.values.out)
  const started = performance.now()
  const records = generateHarness(size, Number(seedText))
  const data = extname(out).toLowerCase() === '.json' ? nativeCodec.toJson(records) : nativeCodec.encode(records)
  await writeOutput(out, data)
  process.stderr.write(`generated ${size} (seed ${seedText}): ${records.length} records, ${data.length} bytes, in ${Math.round(performance.now() - started)} ms -> ${out}\n`)
}
