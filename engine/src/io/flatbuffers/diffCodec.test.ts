import * as fb from '@harness/protocol/generated'
import { Builder } from 'flatbuffers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../model/defaults'
import { createWire } from '../../model/factories'
import { CURRENT_SCHEMA_VERSION } from '../../model/migrations/migrateRecords'
import type { HarnessRecord } from '../../model/records'
import { mm } from '../../model/units'
import { DiffBuilder, emptyDiff } from '../../store/RecordsDiff'
import { sampleDocument, SAMPLE_SETTINGS } from '../json/sampleDocument'
import { decodeDiff, encodeDiff } from './diffCodec'
import { encodeDocument } from './documentCodec'

function sampleDiff() {
  const records = sampleDocument()
  const builder = new DiffBuilder()
  // Added: the second half of the sample; updated: every wire and the settings; removed: the nodes.
  for (const r of records.slice(Math.floor(records.length / 2))) if (r.typeName !== 'wire') builder.put(undefined, r)
  for (const r of records) {
    if (r.typeName === 'wire') builder.put(r, { ...r, name: `${r.name}′`, fixedLength: r.fixedLength === null ? mm(1) : null })
    if (r.typeName === 'node') builder.remove(r)
  }
  builder.put(DEFAULT_SETTINGS, SAMPLE_SETTINGS)
  return builder.toDiff()
}

describe('encodeDiff / decodeDiff', () => {
  it('round-trips a change event with added, updated (from, to) and removed records of every type', () => {
    const diff = sampleDiff()
    expect(Object.keys(diff.added).length).toBeGreaterThan(10)
    expect(Object.keys(diff.updated).length).toBe(4)
    expect(Object.keys(diff.removed).length).toBe(6)
    const bytes = encodeDiff({ version: 2 ** 40 + 3, diff })
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('HRND')
    const result = decodeDiff(bytes)
    expect(result).toEqual({ ok: true, event: { version: 2 ** 40 + 3, diff }, schemaVersion: CURRENT_SCHEMA_VERSION })
  })

  it('round-trips an empty change', () => {
    expect(decodeDiff(encodeDiff({ version: 0, diff: emptyDiff() }))).toEqual({ ok: true, event: { version: 0, diff: emptyDiff() }, schemaVersion: CURRENT_SCHEMA_VERSION })
  })

  it('refuses a document given as a change event, and an update without its previous version', () => {
    expect(decodeDiff(encodeDocument([]))).toMatchObject({ ok: false, error: { message: 'not a harness change event (file identifier "HRNS", expected "HRND")' } })

    const b = new Builder(256)
    const id = b.createString('wire:lonely')
    const open = fb.OpenEnd.createOpenEnd(b)
    fb.Wire.startWire(b)
    fb.Wire.addId(b, id)
    fb.Wire.addEndAType(b, fb.WireEndpoint.OpenEnd)
    fb.Wire.addEndA(b, open)
    fb.Wire.addEndBType(b, fb.WireEndpoint.OpenEnd)
    fb.Wire.addEndB(b, open)
    const wire = fb.Wire.endWire(b)
    const wires = fb.Records.createWiresVector(b, [wire])
    fb.Records.startRecords(b)
    fb.Records.addWires(b, wires)
    const to = fb.Records.endRecords(b)
    fb.Diff.startDiff(b)
    fb.Diff.addSchemaVersion(b, 1)
    fb.Diff.addUpdatedTo(b, to)
    fb.Diff.finishDiffBuffer(b, fb.Diff.endDiff(b))
    expect(decodeDiff(b.asUint8Array())).toMatchObject({
      ok: false,
      error: { message: 'corrupt harness change event: updated record wire:lonely has no previous version' },
    })
  })

  it('throws a RangeError for a diff whose keys are not the record ids, or a bad version', () => {
    const w = createWire({ id: 'wire:a' as never })
    const mislabelled = { ...emptyDiff(), added: { 'wire:b': w as HarnessRecord } }
    expect(() => encodeDiff({ version: 1, diff: mislabelled })).toThrow(RangeError)
    expect(() => encodeDiff({ version: -1, diff: emptyDiff() })).toThrow(RangeError)
    expect(() => encodeDiff({ version: 1.5, diff: emptyDiff() })).toThrow(RangeError)
  })
})
