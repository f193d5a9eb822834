import { describe, expect, it } from 'vitest'
import { decodeDocument, encodeDocument } from '../../io/flatbuffers/documentCodec'
import { documentFromJson, documentToJson } from '../../io/json/jsonDocument'
import { sampleDocument } from '../../io/json/sampleDocument'
import type { ConnectorRecord, HarnessRecord, SettingsRecord } from '../records'
import { addMirrorAndManufacturing } from './addMirrorAndManufacturing'
import { CURRENT_SCHEMA_VERSION } from './migrateRecords'

/** The JSON rendering of `records` as schema 1 wrote it: no `mirrored`, no `manufacturing`. */
function schemaOneJson(records: readonly HarnessRecord[]): string {
  const parsed = JSON.parse(documentToJson(records)) as { schemaVersion: number; records: Record<string, unknown>[] }
  parsed.schemaVersion = 1
  for (const r of parsed.records) {
    delete r.mirrored
    if (r.typeName === 'settings') delete r.manufacturing
  }
  return JSON.stringify(parsed)
}

describe('addMirrorAndManufacturing (schema 1 → 2)', () => {
  it('reads a schema-1 JSON file with unmirrored connectors and no manufacturing BOM state', () => {
    const result = documentFromJson(schemaOneJson(sampleDocument()))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const connectors = result.records.filter((r): r is ConnectorRecord => r.typeName === 'connector')
    expect(connectors.map((c) => [c.name, c.rotation, c.mirrored])).toEqual([['X1', -90, false], ['', 0, false]])
    expect(result.records.find((r): r is SettingsRecord => r.typeName === 'settings')?.manufacturing).toEqual([])
  })

  it('keeps fields a record already carries, so binary files (read with the schema defaults) pass unchanged', () => {
    const records = sampleDocument()
    const decoded = decodeDocument(encodeDocument(records))
    expect(decoded.ok && decoded.records).toEqual(records)
    const plain = [{ typeName: 'connector', id: 'X9', mirrored: true }, { typeName: 'settings', id: 'settings', manufacturing: [{ partNumber: 'P' }] }]
    expect(addMirrorAndManufacturing.migrate(plain, 'diff')).toEqual(plain)
  })

  it('writes schema 2 and reads it back with the mirror and manufacturing entries intact', () => {
    const records = sampleDocument()
    const json = documentToJson(records)
    expect(json).toContain(`"schemaVersion": ${CURRENT_SCHEMA_VERSION}`)
    const read = documentFromJson(json)
    expect(read.ok && documentToJson(read.records)).toBe(json)
    expect(json).toContain('"mirrored":true')
    expect(json).toContain('Komax Alpha 530')
  })
})
