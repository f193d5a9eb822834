import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createRecords } from '../../commands/records'
import { Editor } from '../../Editor'
import { importKbl } from './importKbl'

const corpus = new URL('../shared/corpus/kbl/samples/', new URL('../../../../', import.meta.url))
const generator = readFileSync(new URL(readdirSync(corpus).find((f) => f.includes('generator'))!, corpus), 'utf8')
const tiny = readFileSync(new URL('./__fixtures__/tiny-2.5.kbl', import.meta.url), 'utf8')

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const GARBAGE = ['<', '>', '&', '"', '-1', '1e300', 'NaN', '</Node>', '<Node id="Node_1">', '\u0000', '\uD800', ']]>', 'Node_1', 'x:y']

/** One mutation of `text`: delete, duplicate or swap lines, flip bytes, insert garbage, or truncate. */
function mutate(text: string, next: () => number): { kind: string; text: string } {
  const lines = text.split('\n')
  const pick = () => Math.floor(next() * lines.length)
  const kind = Math.floor(next() * 6)
  switch (kind) {
    case 0: {
      const at = pick()
      lines.splice(at, 1 + Math.floor(next() * 3))
      return { kind: 'delete lines', text: lines.join('\n') }
    }
    case 1: {
      const at = pick()
      lines.splice(at, 0, ...lines.slice(at, at + 1 + Math.floor(next() * 3)))
      return { kind: 'duplicate lines', text: lines.join('\n') }
    }
    case 2: {
      const a = pick()
      const b = pick()
      ;[lines[a], lines[b]] = [lines[b]!, lines[a]!]
      return { kind: 'swap lines', text: lines.join('\n') }
    }
    case 3: {
      const chars = [...text]
      for (let i = 0; i < 1 + Math.floor(next() * 4); i++) chars[Math.floor(next() * chars.length)] = String.fromCharCode(Math.floor(next() * 128))
      return { kind: 'flip bytes', text: chars.join('') }
    }
    case 4: {
      const at = Math.floor(next() * text.length)
      return { kind: 'insert garbage', text: text.slice(0, at) + GARBAGE[Math.floor(next() * GARBAGE.length)]! + text.slice(at) }
    }
    default:
      return { kind: 'truncate', text: text.slice(0, Math.floor(next() * text.length)) }
  }
}

describe('importKbl under mutation', () => {
  for (const [name, source, cases] of [['tiny 2.5 fixture', tiny, 120], ['2.3 generator sample', generator, 80]] as const) {
    it(`answers a value for ${cases} seeded mutations of the ${name}, quickly, and keeps accepted records consistent`, () => {
      const next = random(0x6b626c ^ source.length)
      const outcomes = { ok: 0, refused: 0 }
      for (let i = 0; i < cases; i++) {
        const { kind, text } = mutate(source, next)
        const started = performance.now()
        let result
        try {
          result = importKbl(text)
        } catch (e) {
          throw new Error(`case ${i} (${kind}) threw: ${e instanceof Error ? e.stack : String(e)}`)
        }
        expect(performance.now() - started, `case ${i} (${kind}) took too long`).toBeLessThan(1000)
        if (result.ok) {
          outcomes.ok += 1
          expect(new Editor().run(createRecords, { records: result.records.filter((r) => r.typeName !== 'settings') }), `case ${i} (${kind})`).toBe(true)
        } else {
          outcomes.refused += 1
          expect(result.error.line, `case ${i} (${kind})`).toBeGreaterThanOrEqual(1)
          expect(result.error.column, `case ${i} (${kind})`).toBeGreaterThanOrEqual(1)
          expect(result.error.message.length).toBeGreaterThan(0)
        }
      }
      expect(outcomes.ok + outcomes.refused).toBe(cases)
      expect(outcomes.ok).toBeGreaterThan(0)
      expect(outcomes.refused).toBeGreaterThan(0)
    })
  }
})
