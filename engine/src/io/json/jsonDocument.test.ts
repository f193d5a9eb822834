import { describe, expect, it } from 'vitest'
import { createWire } from '../../model/factories'
import { CURRENT_SCHEMA_VERSION } from '../../model/migrations/migrateRecords'
import type { HarnessRecord } from '../../model/records'
import { documentFromJson, documentToJson } from './jsonDocument'
import { sampleDocument, syntheticDocument } from './sampleDocument'

const byId = (records: readonly HarnessRecord[]) => new Map(records.map((r) => [r.id as string, r]))

/** A harness-json text with `records` as given (no checks), for malformed input. */
const envelope = (records: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'harness-json', schemaVersion: CURRENT_SCHEMA_VERSION, records, ...extra })

describe('documentToJson / documentFromJson', () => {
  it('round-trips every record type and field', () => {
    const records = sampleDocument()
    const result = documentFromJson(documentToJson(records))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    expect(byId(result.records)).toEqual(byId(records))
    expect(result.records).toHaveLength(records.length)
  })

  it('is stable: record order and key order of the input do not change the text', () => {
    const records = syntheticDocument(30, 5)
    const shuffled = [...records].reverse().map((r) => Object.fromEntries(Object.entries(r).reverse()) as unknown as HarnessRecord)
    const text = documentToJson(records)
    expect(documentToJson(shuffled)).toBe(text)
    const decoded = documentFromJson(text)
    expect(decoded.ok && documentToJson(decoded.records)).toBe(text)
  })

  it('writes one record per line with id and typeName first', () => {
    const text = documentToJson([createWire({ id: 'wire:1' as never })])
    expect(text.split('\n')).toEqual([
      '{',
      '  "format": "harness-json",',
      `  "schemaVersion": ${CURRENT_SCHEMA_VERSION},`,
      '  "records": [',
      expect.stringMatching(/^ {4}\{"id":"wire:1","typeName":"wire","name":"",/),
      '  ]',
      '}',
      '',
    ])
    expect(documentToJson([])).toContain('"records": []')
  })

  it('names the record and field of every problem', () => {
    const wire = JSON.parse(JSON.stringify(createWire({ id: 'wire:7' as never }))) as Record<string, unknown>
    const cases: [unknown[], string][] = [
      [[{ ...wire, typeName: 'cable' }], 'record "wire:7" has unknown typeName "cable"'],
      [[{ ...wire, od: undefined }], `record "wire:7" (wire): field 'od' is missing`],
      [[{ ...wire, od: '1.4' }], `record "wire:7" (wire): field 'od' must be a finite number`],
      [[{ ...wire, colour: 'RD' }], `record "wire:7" (wire): field 'colour' is not a field of this record type`],
      [[{ ...wire, colors: ['RD', 3] }], `record "wire:7" (wire): field 'colors[1]' must be a string`],
      [[{ ...wire, endA: { kind: 'cavity' } }], `record "wire:7" (wire): field 'endA.cavityId' is missing`],
      [[{ ...wire, endB: { kind: 'pin' } }], `record "wire:7" (wire): field 'endB' must be an object whose kind is one of "cavity", "splice", "open"`],
      [[{ ...wire, usage: 'maybe' }], `record "wire:7" (wire): field 'usage' must be one of "optional", "mandatory", "customerSpecified"`],
      [[{ ...wire, fixedLength: 'x' }], `record "wire:7" (wire): field 'fixedLength' must be null or a finite number`],
      [[{ ...wire, id: 5 }], `record #0: field 'id' must be a string`],
      [[wire, wire], 'two records have the id "wire:7"'],
      [[{ id: 'c:1', typeName: 'cavity', connectorId: 'x', name: '1', index: 0.5 }], `record "c:1" (cavity): field 'index' must be an integer`],
      [[{ id: 'n:1', typeName: 'node', kind: 'branch', name: '', position: [0], lengthAddOn: null }], `record "n:1" (node): field 'position' must be a point [x, y] of finite numbers`],
    ]
    for (const [records, message] of cases) expect(documentFromJson(envelope(records))).toEqual({ ok: false, error: { message } })
  })

  it('refuses text that is not a harness-json document, and newer versions', () => {
    expect(documentFromJson('{')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^not valid JSON/) } })
    expect(documentFromJson('[]')).toMatchObject({ ok: false, error: { message: 'not a harness-json document (expected an object)' } })
    expect(documentFromJson(envelope([], { format: 'kbl' }))).toMatchObject({ ok: false, error: { message: expect.stringContaining('format is "kbl"') } })
    expect(documentFromJson(envelope([], { records: {} }))).toMatchObject({ ok: false, error: { message: 'records is missing or not an array' } })
    const newer = documentFromJson(envelope([], { schemaVersion: CURRENT_SCHEMA_VERSION + 1 }))
    expect(newer).toMatchObject({ ok: false, error: { message: expect.stringContaining('file was written by a newer version') } })
  })

  it('throws a RangeError when asked to write a record that breaks its type', () => {
    expect(() => documentToJson([{ ...createWire(), csa: Number.POSITIVE_INFINITY }])).toThrow(RangeError)
  })
})
