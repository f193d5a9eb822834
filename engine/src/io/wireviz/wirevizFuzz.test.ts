import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createRecords } from '../../commands/records'
import { Editor } from '../../Editor'
import { validateRecord } from '../json/validateRecord'
import { importWirevizHarness } from './importWirevizHarness'
import { importWireviz } from './wirevizImport'

// Mutates corpus files (delete / duplicate / swap lines, delete / insert / replace bytes) with a
// seeded PRNG and checks that the importer always returns a value, never throws, never hangs.
const corpusDir = fileURLToPath(new URL('../shared/corpus/wireviz/', new URL('../../../../', import.meta.url)))
const sources = ['examples', 'tutorial', 'synthetic'].flatMap((d) =>
  existsSync(corpusDir + d) ? readdirSync(corpusDir + d).filter((f) => f.endsWith('.yml')).sort().map((f) => readFileSync(`${corpusDir}${d}/${f}`, 'utf8')) : [],
)

/** mulberry32: a small seeded PRNG giving floats in [0, 1). */
function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SNIPPETS = ['0', '-1', '08', '0x1F', '1e3', '1.0', '~', 'yes', '"', "'", '[', ']', '{', '}', ',', ':', '#', '&a', '*a', '<<', '- ', '|', '>', '\t', '\n', '1-3', '4-1', 'X1', 'W1', 'F.', 's', '-->', '==>', '999999999999', '\u0000']
// What the document mapping reads besides: gauges, lengths, colours, shields, loops, bundles.
const DOCUMENT_SNIPPETS = ['20 AWG', '0000 AWG', '-5 m', '.inf', '2 ft', '3 parsecs', '#ff0000:#00ff00', 'GNYE', 'shield: true', 'loops: [[1, 2]]', 'category: bundle', 'length: 0']

function mutate(text: string, rnd: () => number, snippets: readonly string[] = SNIPPETS): string {
  const at = (n: number): number => Math.floor(rnd() * n)
  const pick = <T>(a: readonly T[]): T => a[at(a.length)] as T
  let t = text
  for (let k = 1 + at(3); k > 0; k--) {
    const lines = t.split('\n')
    const a = at(lines.length)
    const b = at(lines.length)
    const p = at(t.length + 1)
    switch (at(6)) {
      case 0:
        lines.splice(a, 1)
        t = lines.join('\n')
        break
      case 1:
        lines.splice(a, 0, lines[a] as string)
        t = lines.join('\n')
        break
      case 2:
        ;[lines[a], lines[b]] = [lines[b] as string, lines[a] as string]
        t = lines.join('\n')
        break
      case 3:
        t = t.slice(0, p) + t.slice(p + 1 + at(3))
        break
      case 4:
        t = t.slice(0, p) + pick(snippets) + t.slice(p)
        break
      default:
        t = t.slice(0, p) + pick(snippets) + t.slice(p + 1)
    }
  }
  return t
}

describe('fuzz: mutated corpus files', () => {
  it('has corpus files to mutate', () => {
    expect(sources.length).toBeGreaterThan(0)
  })

  it('300 seeded mutations each return a value within the time limit', () => {
    const rnd = prng(20240713)
    let ok = 0
    let failed = 0
    for (let i = 0; i < 300; i++) {
      const text = mutate(sources[Math.floor(rnd() * sources.length)] as string, rnd)
      const started = performance.now()
      let result: ReturnType<typeof importWireviz> | undefined
      expect(() => {
        result = importWireviz(text)
      }, `mutation ${i} threw:\n${text}`).not.toThrow()
      expect(performance.now() - started, `mutation ${i} was slow`).toBeLessThan(1000)
      expect(result).toBeDefined()
      if (result?.ok) ok++
      else {
        failed++
        expect(typeof result?.error.message).toBe('string')
      }
    }
    expect(ok + failed).toBe(300)
  })

  it('400 seeded mutations opened as documents: the WireViz error, or records that validate and resolve', () => {
    const rnd = prng(20250116)
    let opened = 0
    for (let i = 0; i < 400; i++) {
      const text = mutate(sources[Math.floor(rnd() * sources.length)] as string, rnd, [...SNIPPETS, ...DOCUMENT_SNIPPETS])
      let result: ReturnType<typeof importWirevizHarness> | undefined
      expect(() => {
        result = importWirevizHarness(text)
      }, `mutation ${i} threw:\n${text}`).not.toThrow()
      const bom = importWireviz(text)
      expect(result!.ok, `mutation ${i}:\n${text}`).toBe(bom.ok)
      if (!result!.ok) {
        if (!bom.ok) expect(result!.error).toEqual(bom.error)
        continue
      }
      opened++
      result!.records.forEach((r, k) => {
        const checked = validateRecord(r, k)
        if (!checked.ok) expect.fail(`mutation ${i}: ${checked.message}\n${text}`)
      })
      expect(new Editor().run(createRecords, { records: result!.records }), `mutation ${i}:\n${text}`).toBe(true)
    }
    // Enough mutations survive to exercise the mapping, not only the parser.
    expect(opened).toBeGreaterThan(50)
  })
})
