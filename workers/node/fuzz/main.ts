/**
 * `npm run fuzz -- [--seconds N | --cases N] [--seed S] [--from I] [--corpus DIR] [--case-timeout MS]`: feeds the
 * engine damaged native documents, damaged KBL and WireViz files from the corpus and hostile
 * documents (cycles, zero and negative lengths, open ends, huge counts), derives, reports and
 * edits what reads, and prints a JSON report. Exit 0 when no case crashed or hung, 1 otherwise;
 * each failure names its seed and case index, which replay it alone (`--seed S --from I --cases 1`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { FuzzCorpus } from './fuzzCase'
import { runFuzz } from './runFuzz'

/** Corpus files larger than this are left out, so each case stays short (bytes). */
const MAX_CORPUS_FILE = 256 * 1024

function readCorpus(dir: string): FuzzCorpus {
  const files = (sub: string, ext: RegExp) => {
    const folder = join(dir, sub)
    return readdirSync(folder).filter((f) => ext.test(f) && statSync(join(folder, f)).size <= MAX_CORPUS_FILE).sort()
      .map((f) => ({ name: `${sub}/${f}`, text: readFileSync(join(folder, f), 'utf8') }))
  }
  return { kbl: files('kbl/samples', /\.kbl$/), wireviz: [...files('wireviz/examples', /\.ya?ml$/), ...files('wireviz/tutorial', /\.ya?ml$/)] }
}

const number = (name: string, text: string | undefined, fallback: number | undefined): number | undefined => {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`fuzz: --${name} must be a whole number, not "${text}"\n`)
    process.exit(2)
  }
  return value
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' }, cases: { type: 'string' }, from: { type: 'string' }, seed: { type: 'string' }, corpus: { type: 'string' }, 'case-timeout': { type: 'string' },
  },
})
const root = resolve(import.meta.dirname, '../..')
const report = await runFuzz({
  corpus: readCorpus(values.corpus ?? resolve(root, '../shared/corpus')),
  seed: number('seed', values.seed, 1)!,
  from: number('from', values.from, 0),
  cases: number('cases', values.cases, undefined),
  seconds: number('seconds', values.seconds, 60),
  caseTimeoutMs: number('case-timeout', values['case-timeout'], 10_000)!,
  heapMb: 1024,
  threadUrl: new URL('./fuzz.thread.mjs', import.meta.url),
})
process.stdout.write(JSON.stringify(report, null, 2) + '\n')
process.exitCode = report.failures.length === 0 ? 0 : 1
