import * as fb from '@harness/protocol/generated'
import { Builder } from 'flatbuffers'
import { CURRENT_MIGRATION_PLAN, CURRENT_SCHEMA_VERSION, versionProblem } from '../../model/migrations/migrateRecords'
import type { HarnessRecord } from '../../model/records'
import { type DecodeResult, decodeFailure, internIds } from '../json/DecodeResult'
import type { ReadOptions } from '../json/jsonDocument'
import { recordRangeProblem } from '../json/recordRanges'
import { countRecords, groupRecords } from './groupRecords'
import { failureFromError, openBuffer, upgradeRecords } from './openBuffer'
import { RecordSetReader } from './RecordSetReader'
import { BYTES_PER_RECORD, RecordSetWriter, runSteps } from './RecordSetWriter'

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
  return runSteps(encodeSteps(records))
}

/**
 * {@link encodeDocument} in slices of about `sliceMs` milliseconds, awaiting `pause()` between them,
 * so the host's other work runs while a large document is written (at XL, 707,007 records, the
 * encoding takes 1-2 s: without slices a save would hold every hover, drag and tile request of
 * the editor's worker that long). The records are taken (as references) before the first pause;
 * records are never changed in place, so edits made while it runs do not reach the bytes, which
 * are the document as it was when the call began. The same bytes as {@link encodeDocument}.
 */
export async function encodeDocumentInSlices(records: Iterable<HarnessRecord>, pause: () => Promise<void>, sliceMs = 12): Promise<Uint8Array> {
  const steps = encodeSteps(records)
  let sliceStart = Date.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (Date.now() - sliceStart >= sliceMs) {
      await pause()
      sliceStart = Date.now()
    }
  }
}

/** The encoding of {@link encodeDocument} as steps: the records are grouped (taken) before the first step. */
function* encodeSteps(records: Iterable<HarnessRecord>): Generator<void, Uint8Array, void> {
  const groups = groupRecords(records)
  const b = new Builder(Math.max(1024, countRecords(groups) * BYTES_PER_RECORD))
  const recordSet = yield* new RecordSetWriter(b).writeSteps(groups)
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
    let records = table ? new RecordSetReader().readRecords(table) : []
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
