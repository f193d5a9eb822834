import { describe, expect, it } from 'vitest'
import { decodeDocument, encodeDocument } from '../../io/flatbuffers/documentCodec'
import { documentFromJson, documentToJson } from '../../io/json/jsonDocument'
import { sampleDocument } from '../../io/json/sampleDocument'
import type { TableRecord } from '../records'
import { addPinoutTables } from './addPinoutTables'

/** The JSON rendering of the sample as schema 3 wrote it: tables without `pinoutOf`. */
function schemaThreeJson(): string {
  const parsed = JSON.parse(documentToJson(sampleDocument())) as { schemaVersion: number; records: Record<string, unknown>[] }
  parsed.schemaVersion = 3
  for (const r of parsed.records) if (r.typeName === 'table') delete r.pinoutOf
  return JSON.stringify(parsed)
}

const tablesOf = (records: readonly { typeName: string }[]) => records.filter((r): r is TableRecord => r.typeName === 'table')

describe('addPinoutTables (schema 3 → 4)', () => {
  it('reads a schema-3 JSON file with its tables filled by hand, as they were', () => {
    const result = documentFromJson(schemaThreeJson())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const tables = tablesOf(result.records)
    expect(tables.length).toBeGreaterThan(0)
    expect(tables.every((t) => t.pinoutOf === null)).toBe(true)
    const byId = (ts: readonly TableRecord[]) => [...ts].sort((a, b) => (a.id < b.id ? -1 : 1)).map((t) => t.cells)
    expect(byId(tables)).toEqual(byId(tablesOf(sampleDocument())))
  })

  it('keeps the field a table already carries, and a pin-out table survives the native file', () => {
    const plain = [{ typeName: 'table', id: 'T1', pinoutOf: 'X1' }, { typeName: 'node', id: 'N1' }]
    expect(addPinoutTables.migrate(plain, 'diff')).toEqual(plain)
    const pinout: TableRecord = { id: 'T1' as never, typeName: 'table', position: [0, 0], rows: 1, cols: 1, cells: ['腔位'], pinoutOf: 'X1' as never }
    const decoded = decodeDocument(encodeDocument([pinout]))
    expect(decoded.ok && decoded.records.filter((r) => r.typeName === 'table')).toEqual([pinout])
  })

  it('refuses a table whose pinoutOf is not text or null, naming the field', () => {
    const parsed = JSON.parse(documentToJson(sampleDocument())) as { records: Record<string, unknown>[] }
    parsed.records.find((r) => r.typeName === 'table')!.pinoutOf = 7
    const result = documentFromJson(JSON.stringify(parsed))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.message).toContain('pinoutOf')
  })
})
