import { describe, expect, it } from 'vitest'
import { decodeDiff, encodeDiff } from '../../io/flatbuffers/diffCodec'
import { decodeDocument, encodeDocument } from '../../io/flatbuffers/documentCodec'
import { documentFromJson, documentToJson } from '../../io/json/jsonDocument'
import { sampleDocument } from '../../io/json/sampleDocument'
import { createNode, createWire } from '../factories'
import type { WireRecord } from '../records'
import { DiffBuilder } from '../../store/RecordsDiff'
import type { Migration, MigrationPlan, PlainRecord } from './Migration'
import { checkMigrationPlan, CURRENT_MIGRATION_PLAN, CURRENT_SCHEMA_VERSION, migrateRecords } from './migrateRecords'
import { MIGRATIONS } from './registry'

/** Test-only step 4 → 5: wire names gain a "W-" prefix; documents (not diffs) gain a marker node. */
const prefixWireNames: Migration = {
  from: 4,
  name: 'test-prefix-wire-names',
  migrate(records, scope) {
    const out: PlainRecord[] = records.map((r) => (r.typeName === 'wire' ? { ...r, name: `W-${String(r.name)}` } : r))
    if (scope === 'document') out.push({ ...createNode({ id: 'node:migrated' as never }) })
    return out
  },
}

/** Test-only step 5 → 6 that refuses documents holding a label. */
const refuseLabels: Migration = {
  from: 5,
  name: 'test-refuse-labels',
  migrate: (records) => (records.some((r) => r.typeName === 'label') ? { ok: false, message: 'labels cannot be converted' } : records),
}

// Plans one and two versions beyond the engine's: its own steps, then the test-only ones.
const toV5: MigrationPlan = { currentVersion: 5, migrations: [...MIGRATIONS, prefixWireNames] }
const toV6: MigrationPlan = { currentVersion: 6, migrations: [refuseLabels, ...MIGRATIONS, prefixWireNames] }

describe('migrateRecords', () => {
  it('has a sound plan for the current schema version', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(4)
    expect(checkMigrationPlan(CURRENT_MIGRATION_PLAN)).toEqual([])
  })

  it('runs the steps in order from the file version, without touching its input', () => {
    const records = [createWire({ id: 'wire:1' as never, name: 'a' })] as unknown as PlainRecord[]
    const result = migrateRecords(records, 1, 'document', toV6)
    expect(result).toMatchObject({ ok: true, applied: ['add-connector-mirror-and-manufacturing-bom', 'add-custom-page-size', 'add-pinout-tables', 'test-prefix-wire-names', 'test-refuse-labels'] })
    expect(result.ok && result.records.map((r) => r.name)).toEqual(['W-a', ''])
    expect(records[0]!.name).toBe('a')
    expect(migrateRecords(records, 6, 'document', toV6)).toEqual({ ok: true, records, applied: [] })
  })

  it('reports a failing step, a newer file and an invalid version as errors', () => {
    const label = { id: 'label:1', typeName: 'label' }
    expect(migrateRecords([label], 1, 'diff', toV6)).toEqual({
      ok: false,
      error: { message: 'cannot migrate from schema version 5 (test-refuse-labels): labels cannot be converted' },
    })
    expect(migrateRecords([], 7, 'document', toV6)).toEqual({
      ok: false,
      error: { message: 'file was written by a newer version of the harness editor (schema version 7; this version reads up to 6)' },
    })
    expect(migrateRecords([], 0.5, 'document', toV6)).toMatchObject({ ok: false, error: { message: expect.stringContaining('invalid schema version') } })
  })

  it('finds gaps and strays in a plan, and refuses to run one', () => {
    expect(checkMigrationPlan({ currentVersion: 5, migrations: [prefixWireNames] })).toEqual(['0 migrations from version 1 (expected 1)', '0 migrations from version 2 (expected 1)', '0 migrations from version 3 (expected 1)'])
    expect(checkMigrationPlan({ currentVersion: 4, migrations: [...MIGRATIONS, prefixWireNames] })).toEqual([
      'migration test-prefix-wire-names from version 4 is outside 1..3',
    ])
    expect(() => migrateRecords([], 1, 'document', { currentVersion: 5, migrations: [prefixWireNames] })).toThrow(RangeError)
  })

  it('is run by every decoder when a file is older than the plan', () => {
    const records = sampleDocument()
    const wireNames = (rs: readonly { typeName: string; name?: unknown }[]) => rs.filter((r) => r.typeName === 'wire').map((r) => r.name)
    const expected = wireNames(records).map((n) => `W-${String(n)}`)

    const binary = decodeDocument(encodeDocument(records), { migrations: toV5 })
    expect(binary.ok && binary.schemaVersion).toBe(4)
    expect(binary.ok && wireNames(binary.records)).toEqual(expected)
    expect(binary.ok && binary.records.some((r) => r.id === 'node:migrated')).toBe(true)

    const json = documentFromJson(documentToJson(records), { migrations: toV5 })
    expect(json.ok && wireNames(json.records)).toEqual(expected)

    const w = createWire({ id: 'wire:d' as never, name: 'd' })
    const diff = new DiffBuilder()
    diff.put(w, { ...w, name: 'e' })
    const event = decodeDiff(encodeDiff({ version: 3, diff: diff.toDiff() }), { migrations: toV5 })
    expect(event.ok && (event.event.diff.updated['wire:d']!.map((r) => (r as WireRecord).name))).toEqual(['W-d', 'W-e'])
    expect(event.ok && Object.keys(event.event.diff.added)).toEqual([]) // scope 'diff': no marker node

    const refused = decodeDocument(encodeDocument(records), { migrations: toV6 })
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringContaining('labels cannot be converted') } })
  })

  it('checks what a step produces against the record types', () => {
    const breaksWires: Migration = { from: 4, name: 'test-break', migrate: (rs) => rs.map((r) => (r.typeName === 'wire' ? { ...r, od: 'thick' } : r)) }
    const result = decodeDocument(encodeDocument([createWire({ id: 'wire:b' as never })]), { migrations: { currentVersion: 5, migrations: [...MIGRATIONS, breaksWires] } })
    expect(result).toEqual({ ok: false, error: { message: `after migration: record "wire:b" (wire): field 'od' must be a finite number` } })
  })
})
