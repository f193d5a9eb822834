import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateHarness } from '../../generate'
import type { HarnessRecord } from '../../model/records'
import { importKbl } from '../kbl'
import { decodeDocument, encodeDocument } from './documentCodec'

const kblDir = resolve(import.meta.dirname, '../../../../../shared/corpus/kbl/samples')
const byId = (records: readonly HarnessRecord[]) => new Map(records.map((r) => [r.id, r]))

describe('FlatBuffers round trip on real and generated harnesses', () => {
  for (const name of readdirSync(kblDir)) {
    it(`is lossless for ${name}`, () => {
      const imported = importKbl(readFileSync(join(kblDir, name), 'utf8'))
      if (!imported.ok) throw new Error(imported.error.message)
      const decoded = decodeDocument(encodeDocument(imported.records))
      if (!decoded.ok) throw new Error(decoded.error.message)
      expect(byId(decoded.records)).toEqual(byId(imported.records))
    })
  }

  for (const size of ['S', 'M', 'L', 'XL'] as const) {
    it(`is lossless for the generated ${size} harness`, { timeout: 180_000 }, () => {
      const records = generateHarness(size, 1)
      const decoded = decodeDocument(encodeDocument(records))
      if (!decoded.ok) throw new Error(decoded.error.message)
      const withoutSettings = (list: readonly HarnessRecord[]) => list.filter((r) => r.typeName !== 'settings')
      expect(withoutSettings(decoded.records).length).toBe(withoutSettings(records).length)
      const got = byId(decoded.records)
      for (const record of records) expect(got.get(record.id)).toEqual(record)
    })
  }
})
