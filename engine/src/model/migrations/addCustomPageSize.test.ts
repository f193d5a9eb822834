import { describe, expect, it } from 'vitest'
import { decodeDocument, encodeDocument } from '../../io/flatbuffers/documentCodec'
import { documentFromJson, documentToJson } from '../../io/json/jsonDocument'
import { sampleDocument } from '../../io/json/sampleDocument'
import { GENERIC_SETTINGS } from '../defaults'
import type { SettingsRecord } from '../records'
import { addCustomPageSize } from './addCustomPageSize'

/** The JSON rendering of the sample as schema 2 wrote it: no custom page size. */
function schemaTwoJson(): string {
  const parsed = JSON.parse(documentToJson(sampleDocument())) as { schemaVersion: number; records: Record<string, unknown>[] }
  parsed.schemaVersion = 2
  for (const r of parsed.records) {
    delete r.customPageWidth
    delete r.customPageHeight
  }
  return JSON.stringify(parsed)
}

const settingsOf = (records: readonly { typeName: string }[]) => records.find((r): r is SettingsRecord => r.typeName === 'settings')!

describe('addCustomPageSize (schema 2 → 3)', () => {
  it('reads a schema-2 JSON file with an A4 custom size and its page format as it was', () => {
    const result = documentFromJson(schemaTwoJson())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const settings = settingsOf(result.records)
    expect([settings.pageSize, settings.landscape, settings.customPageWidth, settings.customPageHeight]).toEqual(['b5', false, 210, 297])
  })

  it('keeps a custom size a record already carries, so binary files pass unchanged', () => {
    const plain = [{ typeName: 'settings', id: 'settings', customPageWidth: 400, customPageHeight: 100 }, { typeName: 'node', id: 'N1' }]
    expect(addCustomPageSize.migrate(plain, 'diff')).toEqual(plain)
    const generic = [{ ...GENERIC_SETTINGS }]
    const decoded = decodeDocument(encodeDocument(generic))
    expect(decoded.ok && decoded.records).toEqual(generic)
  })

  it('refuses a custom side outside 1 cm to 10 m, naming the field', () => {
    const parsed = JSON.parse(documentToJson(sampleDocument())) as { records: Record<string, unknown>[] }
    parsed.records.find((r) => r.typeName === 'settings')!.customPageHeight = 0
    const result = documentFromJson(JSON.stringify(parsed))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.message).toContain("'customPageHeight' must be in [10, 10000] mm")
  })
})
