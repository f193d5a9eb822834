import * as fb from '@harness/protocol/generated'
import { Builder } from 'flatbuffers'
import { CURRENT_MIGRATION_PLAN, CURRENT_SCHEMA_VERSION, versionProblem } from '../../model/migrations/migrateRecords'
import type { HarnessRecord } from '../../model/records'
import { type DecodeResult, decodeFailure, internIds } from '../json/DecodeResult'
import type { ReadOptions } from '../json/jsonDocument'
import { recordRangeProblem } from '../json/recordRanges'
import { countRecords, emptyGroups, groupRecords, ungroupRecords } from './groupRecords'
import { failureFromError, openBuffer, upgradeRecords } from './openBuffer'
import { RecordSetReader } from './RecordSetReader'
import { BYTES_PER_RECORD, RecordSetWriter } from './RecordSetWriter'

/** The file identifier of harness documents (document.fbs). */
export const DOCUMENT_IDENTIFIER = 'HRNS'

const WHAT = 'harness document'

/**
 * The native file of a harness document: a FlatBuffers `Document` ("HRNS", current schema version)
 * with the records grouped by type. Records of one type keep their input order. The result owns
 * its ArrayBuffer exactly (no spare capacity), so it can be transferred to a worker as it is.
 * A record that breaks its type (a NaN length, an unknown enum value, two settings records) is a
 * programmer error and throws a RangeError.
 */
export function encodeDocument(records: Iterable<HarnessRecord>): Uint8Array {
  const groups = groupRecords(records)
  const b = new Builder(Math.max(1024, countRecords(groups) * BYTES_PER_RECORD))
  const recordSet = new RecordSetWriter(b).writeRecordSet(groups)
  fb.Document.startDocument(b)
  fb.Document.addSchemaVersion(b, CURRENT_SCHEMA_VERSION)
  fb.Document.addRecords(b, recordSet)
  fb.Document.finishDocumentBuffer(b, fb.Document.endDocument(b))
  return b.asUint8Array().slice()
}

/**
 * Reads a native harness document. Every read is bounds-checked, so truncated, corrupted or foreign
 * bytes (another identifier, offsets outside the file, absurd list lengths, unknown enum numbers,
 * non-finite numbers, duplicate ids) give an error value with the byte offset when known; it never
 * throws and its work is linear in the file size. A file of an older schema version is migrated; a
 * newer one is an error ("file was written by a newer version"). Records come in TYPE_NAMES order.
 */
export function decodeDocument(bytes: Uint8Array, options: ReadOptions = {}): DecodeResult {
  const opened = openBuffer(bytes, DOCUMENT_IDENTIFIER, WHAT)
  if (!opened.ok) return opened
  const plan = options.migrations ?? CURRENT_MIGRATION_PLAN
  try {
    const doc = fb.Document.getRootAsDocument(opened.bb)
    const schemaVersion = doc.schemaVersion()
    const problem = versionProblem(schemaVersion, plan)
    if (problem !== null) return decodeFailure(problem)
    const table = doc.records()
    let records = ungroupRecords(table ? new RecordSetReader().read(table) : emptyGroups())
    if (schemaVersion !== plan.currentVersion) {
      const upgraded = upgradeRecords(records, schemaVersion, 'document', plan)
      if (!upgraded.ok) return upgraded
      records = upgraded.records
    }
    const interned = internIds(records)
    if (!interned.ok) return decodeFailure(`corrupt ${WHAT}: two records have the id ${JSON.stringify(interned.duplicate)}`)
    for (const record of records) {
      const range = recordRangeProblem(record)
      if (range !== null) return decodeFailure(`corrupt ${WHAT}: ${range}`)
    }
    return { ok: true, records, schemaVersion, ids: interned.ids }
  } catch (error) {
    return failureFromError(error, WHAT)
  }
}
