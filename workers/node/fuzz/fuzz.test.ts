import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FuzzReport } from './runFuzz'

const root = resolve(import.meta.dirname, '../../..')
// A folder of its own, so this build never races the command-line tests' build of dist/cli.
const out = join(root, 'dist/fuzz-test')

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { fuzz: 'workers/node/fuzz/main.ts', 'fuzz.thread': 'workers/node/fuzz/fuzz.thread.ts' },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: 'workers/node/tsconfig.json',
    alias: {
      '@harness/protocol/generated': join(root, 'protocol/src/generated/index.ts'),
      '@harness/protocol': join(root, 'protocol/src/index.ts'),
      '@harness/engine': join(root, 'engine/src/index.ts'),
    },
    logLevel: 'warning',
  })
})

afterAll(() => rmSync(out, { recursive: true, force: true }))

/** Runs the built fuzz runner; answers its exit code, its report and what it wrote on stderr. */
function fuzz(...args: string[]): { code: number | null; report: FuzzReport; err: string } {
  const r = spawnSync(process.execPath, [join(out, 'fuzz.mjs'), ...args], { encoding: 'utf8', timeout: 120_000 })
  return { code: r.status, report: JSON.parse(r.stdout || 'null') as FuzzReport, err: r.stderr }
}

describe('fuzz: importers, derivation, reports and edits on damaged and hostile input', { timeout: 120_000 }, () => {
  it('runs 400 seeded cases of every kind with no crash, stack trace or hang', () => {
    const { code, report, err } = fuzz('--cases', '400', '--seed', '20261124')
    expect(err).toBe('')
    // A failure names its kind, source, mutation and stack; `npm run fuzz -- --seed 20261124
    // --from <index> --cases 1` replays it alone.
    const failures = report.failures.map((f) => `${f.failure} in case ${f.fuzzCase.index} (${f.fuzzCase.kind} ${f.fuzzCase.source}, ${f.fuzzCase.mutation}): ${f.detail}`)
    expect(failures).toEqual([])
    expect(code).toBe(0)
    expect(report.cases).toBe(400)
    // Every kind both refuses damaged input with a message and opens what still reads.
    for (const [kind, tally] of Object.entries(report.byKind)) {
      expect(tally.refused + tally.derived, kind).toBe(100)
      expect(tally.derived, kind).toBeGreaterThan(0)
    }
    expect(report.byKind.document.derived).toBeGreaterThan(30)
  })

  it('counts a case that outlasts its time bound as a hang, stops its thread and goes on', () => {
    // A bound no case can meet: the first case hangs, and the run ends instead of stalling.
    const { code, report } = fuzz('--cases', '2', '--seed', '1', '--from', '3', '--case-timeout', '0')
    expect(code).toBe(1)
    expect(report.failures.length).toBeGreaterThan(0)
    expect(report.failures.every((f) => f.failure === 'hang' && f.detail === 'no answer within 0 ms')).toBe(true)
  })
})
