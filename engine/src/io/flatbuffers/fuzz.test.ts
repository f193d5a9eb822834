import { describe, expect, it } from 'vitest'
import { createWire } from '../../model/factories'
import { DiffBuilder } from '../../store/RecordsDiff'
import { sampleDocument, seededRandom, syntheticDocument } from '../json/sampleDocument'
import { validateRecord } from '../json/validateRecord'
import { decodeDiff, encodeDiff } from './diffCodec'
import { decodeDocument, encodeDocument } from './documentCodec'

type Mutation = (random: () => number, a: Uint8Array, b: Uint8Array) => Uint8Array

const int = (random: () => number, n: number) => Math.floor(random() * n)

/** Ways of damaging a file: bit flips, truncation, splices of two files, overwritten and shifted bytes. */
const MUTATIONS: Record<string, Mutation> = {
  bitFlips(random, a) {
    const out = a.slice()
    const flips = 1 + int(random, 8)
    for (let i = 0; i < flips; i++) out[int(random, out.length)]! ^= 1 << int(random, 8)
    return out
  },
  truncate(random, a) {
    return a.slice(0, int(random, a.length))
  },
  splice(random, a, b) {
    const cutA = int(random, a.length)
    const cutB = int(random, b.length)
    const out = new Uint8Array(cutA + b.length - cutB)
    out.set(a.subarray(0, cutA))
    out.set(b.subarray(cutB), cutA)
    return out
  },
  overwriteRun(random, a) {
    const out = a.slice()
    const at = int(random, out.length)
    const len = 1 + int(random, 16)
    const value = random() < 0.5 ? 0xff : int(random, 256)
    out.fill(value, at, Math.min(out.length, at + len))
    return out
  },
  wordToExtreme(random, a) {
    const out = a.slice()
    const at = int(random, Math.max(1, out.length - 4))
    new DataView(out.buffer).setInt32(at, [0x7fffffff, -0x80000000, -1, 0x10000, 4][int(random, 5)]!, true)
    return out
  },
  shift(random, a) {
    const at = int(random, a.length)
    const out = new Uint8Array(a.length + 1)
    out.set(a.subarray(0, at))
    out[at] = int(random, 256)
    out.set(a.subarray(at), at + 1)
    return out
  },
}

function corpus(): Uint8Array[] {
  const diff = new DiffBuilder()
  for (const r of sampleDocument().slice(0, 12)) diff.put(undefined, r)
  const w = createWire({ id: 'wire:z' as never })
  diff.put(w, { ...w, name: 'renamed' })
  return [
    encodeDocument(sampleDocument()),
    encodeDocument(syntheticDocument(60, 3)),
    encodeDocument([]),
    encodeDiff({ version: 9, diff: diff.toDiff() }),
  ]
}

describe('decoders on damaged bytes (seeded fuzz)', () => {
  it('never throw on 600 mutations of documents and change events; what they still read is well typed', () => {
    const random = seededRandom(20240611)
    const files = corpus()
    const names = Object.keys(MUTATIONS)
    const tally: Record<string, { ok: number; error: number }> = {}
    for (let i = 0; i < 600; i++) {
      const name = names[i % names.length]!
      const a = files[int(random, files.length)]!
      const b = files[int(random, files.length)]!
      const bytes = MUTATIONS[name]!(random, a, b)
      const t = (tally[name] ??= { ok: 0, error: 0 })
      const isDiff = a[7] === 0x44 // "HRND"
      let result: ReturnType<typeof decodeDocument> | ReturnType<typeof decodeDiff>
      try {
        result = isDiff ? decodeDiff(bytes) : decodeDocument(bytes)
        expect((isDiff ? decodeDocument(bytes) : decodeDiff(bytes)).ok).toBe(false)
      } catch (error) {
        throw new Error(`${name} mutation #${i} made a decoder throw: ${String(error)}`)
      }
      if (result.ok) {
        t.ok++
        // What a damaged file still yields must be well-typed records.
        const records = 'records' in result ? result.records : Object.values(result.event.diff.added)
        for (const [k, r] of records.entries()) {
          const check = validateRecord(r, k)
          expect(check, `${name} mutation #${i}: ${check.ok ? '' : check.message}`).toMatchObject({ ok: true })
        }
      } else {
        t.error++
        expect(result.error.message).toMatch(/\S/)
        if (result.error.offset !== undefined) expect(result.error.offset).toBeGreaterThanOrEqual(0)
        if (result.error.offset !== undefined) expect(result.error.offset).toBeLessThan(bytes.length)
      }
    }
    console.log(`[flatbuffers fuzz] decodes per mutation kind (ok = still readable, error = refused): ${JSON.stringify(tally)}`)
  })

  it('refuses random bytes behind a valid header without looping over absurd lengths', () => {
    const random = seededRandom(99)
    for (let i = 0; i < 100; i++) {
      const bytes = new Uint8Array(12 + int(random, 4000))
      for (let k = 0; k < bytes.length; k++) bytes[k] = int(random, 256)
      bytes.set([0x48, 0x52, 0x4e, 0x53], 4)
      new DataView(bytes.buffer).setUint32(0, int(random, bytes.length), true)
      expect(() => decodeDocument(bytes)).not.toThrow()
    }
  })
})
