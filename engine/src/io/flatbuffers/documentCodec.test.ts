import * as fb from '@harness/protocol/generated'
import { Builder } from 'flatbuffers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../model/defaults'
import { createWire } from '../../model/factories'
import { CURRENT_SCHEMA_VERSION } from '../../model/migrations/migrateRecords'
import type { HarnessRecord } from '../../model/records'
import { TYPE_NAMES } from '../../model/records'
import { mm } from '../../model/units'
import { sampleDocument, syntheticDocument } from '../json/sampleDocument'
import { decodeDocument, encodeDocument, encodeDocumentInSlices } from './documentCodec'

/** `records` in the order decodeDocument returns them: by TYPE_NAMES, input order within a type. */
function inFileOrder(records: readonly HarnessRecord[]): HarnessRecord[] {
  return TYPE_NAMES.flatMap((name) => records.filter((r) => r.typeName === name))
}

function decodeOk(bytes: Uint8Array) {
  const result = decodeDocument(bytes)
  if (!result.ok) throw new Error(`decode failed: ${result.error.message}`)
  return result
}

/** A Document buffer built by hand with the generated API, for cases encodeDocument never writes. */
function handBuilt(build: (b: Builder) => number, schemaVersion = CURRENT_SCHEMA_VERSION): Uint8Array {
  const b = new Builder(256)
  const records = build(b)
  fb.Document.startDocument(b)
  fb.Document.addSchemaVersion(b, schemaVersion)
  if (records) fb.Document.addRecords(b, records)
  fb.Document.finishDocumentBuffer(b, fb.Document.endDocument(b))
  return b.asUint8Array().slice()
}

describe('encodeDocument / decodeDocument', () => {
  it('round-trips every record type and field losslessly', () => {
    const records = sampleDocument()
    const bytes = encodeDocument(records)
    const result = decodeOk(bytes)
    expect(result.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    expect(result.records).toEqual(inFileOrder(records))
    // toEqual treats a missing key like undefined; the decoded records must have exactly the keys.
    for (const [i, r] of result.records.entries()) expect(Object.keys(r).sort()).toEqual(Object.keys(inFileOrder(records)[i]!).sort())
  })

  it('keeps null apart from 0 and empty lists apart from absent ones', () => {
    const result = decodeOk(encodeDocument(sampleDocument()))
    const byId = new Map(result.records.map((r) => [r.id as string, r]))
    expect(byId.get('N0')).toMatchObject({ lengthAddOn: null })
    expect(byId.get('N1')).toMatchObject({ lengthAddOn: 0 })
    expect(byId.get('W1')).toMatchObject({ fixedLength: 0, multicoreId: 'MC1' })
    expect(byId.get('W2')).toMatchObject({ fixedLength: null, multicoreId: null, colors: [], moduleIds: [] })
    expect(byId.get('W3')).toMatchObject({ colors: [''] })
  })

  it('writes the same bytes in slices, pausing between them, from the records as they were when called', async () => {
    const records = [...syntheticDocument(3000)]
    const whole = encodeDocument(records)
    let pauses = 0
    // A slice of 0 ms pauses after every step (RECORDS_PER_STEP records).
    const sliced = encodeDocumentInSlices(records, async () => void (pauses += 1), 0)
    // Records taken before the first pause: changing the caller's list afterwards changes nothing.
    records.length = 0
    const bytes = await sliced
    expect(bytes.length).toBe(whole.length)
    expect(bytes.every((byte, i) => byte === whole[i])).toBe(true)
    expect(pauses).toBeGreaterThan(1)
  })

  it('writes a file with the HRNS identifier and reads an empty document', () => {
    const bytes = encodeDocument([])
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('HRNS')
    expect(decodeOk(bytes).records).toEqual([])
    expect(bytes.byteOffset).toBe(0)
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength)
  })

  it('reads bytes that sit inside a larger buffer', () => {
    const bytes = encodeDocument(sampleDocument())
    const padded = new Uint8Array(bytes.length + 13)
    padded.set(bytes, 5)
    expect(decodeOk(padded.subarray(5, 5 + bytes.length)).records).toEqual(inFileOrder(sampleDocument()))
  })

  it('reads an empty Settings table as DEFAULT_SETTINGS (schema defaults equal the model defaults)', () => {
    const bytes = handBuilt((b) => {
      fb.Settings.startSettings(b)
      const settings = fb.Settings.endSettings(b)
      return fb.Records.createRecords(b, settings, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    })
    expect(decodeOk(bytes).records).toEqual([DEFAULT_SETTINGS])
    expect(decodeOk(encodeDocument([DEFAULT_SETTINGS])).records).toEqual([DEFAULT_SETTINGS])
  })

  it('refuses foreign, short and newer files with an error value', () => {
    const bytes = encodeDocument(sampleDocument())
    const foreign = bytes.slice()
    foreign.set([0x50, 0x4b, 0x03, 0x04], 4)
    expect(decodeDocument(foreign)).toEqual({
      ok: false,
      error: { message: 'not a harness document (file identifier 0x504b0304, expected "HRNS")', offset: 4 },
    })
    foreign.set([0x48, 0x52, 0x4e, 0x44], 4)
    expect(decodeDocument(foreign)).toMatchObject({ ok: false, error: { message: 'not a harness document (file identifier "HRND", expected "HRNS")' } })
    expect(decodeDocument(new Uint8Array(3))).toMatchObject({ ok: false, error: { offset: 0 } })
    const newer = decodeDocument(handBuilt(() => 0, CURRENT_SCHEMA_VERSION + 1))
    expect(newer.ok).toBe(false)
    if (!newer.ok) expect(newer.error.message).toContain('file was written by a newer version')
    const unversioned = decodeDocument(handBuilt(() => 0, 0))
    expect(unversioned).toMatchObject({ ok: false, error: { message: expect.stringContaining('invalid schema version 0') } })
  })

  it('reports duplicate ids and unknown enum numbers as corrupt', () => {
    const w = createWire({ id: 'wire:1' as never })
    const dup = decodeDocument(encodeDocument([w, w]))
    expect(dup).toMatchObject({ ok: false, error: { message: expect.stringContaining('two records have the id "wire:1"') } })

    const badEnum = handBuilt((b) => {
      const id = b.createString('node:x')
      fb.Node.startNode(b)
      fb.Node.addId(b, id)
      fb.Node.addKind(b, 200 as fb.NodeKind)
      fb.Node.addPosition(b, fb.Point.createPoint(b, 0, 0))
      const node = fb.Node.endNode(b)
      const nodes = fb.Records.createNodesVector(b, [node])
      fb.Records.startRecords(b)
      fb.Records.addNodes(b, nodes)
      return fb.Records.endRecords(b)
    })
    expect(decodeDocument(badEnum)).toMatchObject({ ok: false, error: { message: 'corrupt harness document: node node:x: field kind has no NodeKind numbered 200' } })
  })

  it('throws a RangeError when asked to write a record that breaks its type', () => {
    expect(() => encodeDocument([createWire({ od: mm(Number.NaN) })])).toThrow(RangeError)
    expect(() => encodeDocument([{ ...createWire(), usage: 'sometimes' as never }])).toThrow(/not a valid value/)
    expect(() => encodeDocument([DEFAULT_SETTINGS, DEFAULT_SETTINGS])).toThrow(/at most one/)
  })

  it('encodes and decodes a synthetic 20,000-wire document losslessly (size and times printed, not asserted)', () => {
    const records = syntheticDocument(20_000, 7)
    decodeOk(encodeDocument(syntheticDocument(2_000, 8))) // warm the JIT so the times printed are not first-run times
    const t0 = performance.now()
    const bytes = encodeDocument(records)
    const t1 = performance.now()
    const result = decodeOk(bytes)
    const t2 = performance.now()
    expect(result.records).toEqual(inFileOrder(records))
    const wires = records.filter((r) => r.typeName === 'wire').length
    console.log(
      `[flatbuffers] ${wires} wires, ${records.length} records: ${(bytes.length / 1024 / 1024).toFixed(2)} MiB ` +
        `(${Math.round(bytes.length / records.length)} B/record); encode ${(t1 - t0).toFixed(0)} ms, decode ${(t2 - t1).toFixed(0)} ms`,
    )
  })
})
