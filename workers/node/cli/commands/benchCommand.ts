import { benchKblImport } from '../../bench/benchKbl'
import { benchSize } from '../../bench/runBench'
import { parseCommandArgs } from '../args'
import { usageError } from '../CliError'
import { writeOutput } from '../writeOutput'

const SIZES = ['S', 'M', 'L', 'XL'] as const

const STORES = ['columns', 'previous', 'both'] as const

/**
 * `harness bench [--sizes S,M,L,XL] [--repeat N] [--seed N] [--store columns|previous|both] [--kbl]`:
 * measures the engine on generated harnesses and prints one JSON object with a result per size and
 * store (times in ms, medians of N runs). `both` (the default) measures the columnar engine and the
 * previous object store in the same run, one after the other, so their ratio is read from one run.
 * `--kbl` adds, per size, the generated harness exported as KBL, imported and opened end to end.
 */
export async function benchCommand(argv: readonly string[]): Promise<void> {
  const args = parseCommandArgs('bench', argv, { sizes: { type: 'string' }, repeat: { type: 'string' }, seed: { type: 'string' }, store: { type: 'string' }, kbl: { type: 'boolean' } }, { min: 0, max: 0, names: 'no positional arguments' })
  const sizes = (typeof args.values.sizes === 'string' ? args.values.sizes : 'S,M,L,XL').split(',').map((s) => s.trim().toUpperCase())
  for (const s of sizes) if (!(SIZES as readonly string[]).includes(s)) throw usageError(`bench: --sizes takes S, M, L and XL, not "${s}"`)
  const repeat = Number(typeof args.values.repeat === 'string' ? args.values.repeat : '5')
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 100) throw usageError('bench: --repeat must be a whole number from 1 to 100')
  const seed = Number(typeof args.values.seed === 'string' ? args.values.seed : '1')
  if (!Number.isInteger(seed) || seed < 0) throw usageError('bench: --seed must be a whole number')
  const store = typeof args.values.store === 'string' ? args.values.store : 'both'
  if (!(STORES as readonly string[]).includes(store)) throw usageError(`bench: --store takes columns, previous or both, not "${store}"`)
  const stores = store === 'both' ? (['columns', 'previous'] as const) : ([store] as ['columns' | 'previous'])
  const results = []
  for (const size of sizes) {
    for (const one of stores) {
      process.stderr.write(`bench: ${size} ${one}...\n`)
      results.push(await benchSize(size as (typeof SIZES)[number], seed, repeat, one))
    }
  }
  const kbl = []
  if (args.values.kbl) {
    for (const size of sizes) {
      process.stderr.write(`bench: ${size} KBL export and import...\n`)
      kbl.push(benchKblImport(size as (typeof SIZES)[number], seed))
    }
  }
  await writeOutput(undefined, JSON.stringify({ benchmark: 'engine', node: process.version, repeat, seed, results, ...(args.values.kbl ? { kbl } : {}) }, null, 2) + '\n')
}
