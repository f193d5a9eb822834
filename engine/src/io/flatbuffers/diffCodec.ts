import * as fb from '@harness/protocol/generated'
import { Builder } from 'flatbuffers'
import { CURRENT_MIGRATION_PLAN, CURRENT_SCHEMA_VERSION, versionProblem } from '../../model/migrations/migrateRecords'
import type { MigrationPlan } from '../../model/migrations/Migration'
import type { HarnessRecord } from '../../model/records'
import type { RecordsDiff } from '../../store/RecordsDiff'
import { type DecodeError, decodeFailure } from '../json/DecodeResult'
import type { ReadOptions } from '../json/jsonDocument'
import { recordRangeProblem } from '../json/recordRanges'
import { CorruptFileError } from './CheckedByteBuffer'
import { countRecords, groupRecords } from './groupRecords'
import { failureFromError, openBuffer, upgradeRecords } from './openBuffer'
import { RecordSetReader } from './RecordSetReader'
import { BYTES_PER_RECORD, RecordSetWriter } from './RecordSetWriter'

/** The file identifier of change events (diff.fbs). */
export const DIFF_IDENTIFIER = 'HRND'

const WHAT = 'harness change event'

/**
 * A change event as it crosses a thread or goes to autosave: the document version after the change
 * and its {@link RecordsDiff}. The Editor's ChangeEvent is one (its local metadata is not sent).
 */
export interface DiffEvent {
  readonly version: number
  readonly diff: RecordsDiff
}

/** A decoded change event and the schema version it was written with, or why it could not be read. */
export type DecodeDiffResult =
  | { readonly ok: true; readonly event: DiffEvent; readonly schemaVersion: number }
  | { readonly ok: false; readonly error: DecodeError }

function checkedValues(map: Readonly<Record<string, HarnessRecord>>, part: string): HarnessRecord[] {
  const out: HarnessRecord[] = []
  for (const [key, record] of Object.entries(map)) {
    if (record.id !== key) throw new RangeError(`encodeDiff: ${part} key ${key} holds record ${record.id}`)
    out.push(record)
  }
  return out
}

/**
 * The binary form of a change event: a FlatBuffers `Diff` ("HRND") whose added, updated (from, to)
 * and removed records use the document's record tables. Keys of the diff must be the records' ids
 * (as DiffBuilder makes them); a version that is not a safe non-negative integer, or a record that
 * breaks its type, is a programmer error (RangeError).
 */
export function encodeDiff(event: DiffEvent): Uint8Array {
  if (!Number.isSafeInteger(event.version) || event.version < 0) throw new RangeError(`encodeDiff: version ${event.version} is not a safe non-negative integer`)
  const { diff } = event
  const added = groupRecords(checkedValues(diff.added, 'added'))
  const removed = groupRecords(checkedValues(diff.removed, 'removed'))
  const from: HarnessRecord[] = []
  const to: HarnessRecord[] = []
  for (const [key, [before, after]] of Object.entries(diff.updated)) {
    if (before.id !== key || after.id !== key) throw new RangeError(`encodeDiff: updated key ${key} holds records ${before.id} -> ${after.id}`)
    from.push(before)
    to.push(after)
  }
  const updatedFrom = groupRecords(from)
  const updatedTo = groupRecords(to)
  const count = countRecords(added) + countRecords(removed) + 2 * from.length

  const b = new Builder(Math.max(256, count * BYTES_PER_RECORD))
  const writer = new RecordSetWriter(b)
  const addedSet = writer.writeRecordSet(added)
  const fromSet = writer.writeRecordSet(updatedFrom)
  const toSet = writer.writeRecordSet(updatedTo)
  const removedSet = writer.writeRecordSet(removed)
  fb.Diff.startDiff(b)
  fb.Diff.addSchemaVersion(b, CURRENT_SCHEMA_VERSION)
  fb.Diff.addVersion(b, BigInt(event.version))
  fb.Diff.addAdded(b, addedSet)
  fb.Diff.addUpdatedFrom(b, fromSet)
  fb.Diff.addUpdatedTo(b, toSet)
  fb.Diff.addRemoved(b, removedSet)
  fb.Diff.finishDiffBuffer(b, fb.Diff.endDiff(b))
  return b.asUint8Array().slice()
}

/** The records of one Records table (absent = none), migrated when the event is older. */
function readSet(
  reader: RecordSetReader,
  table: fb.Records | null,
  version: number,
  plan: MigrationPlan,
): { readonly ok: true; readonly records: HarnessRecord[] } | { readonly ok: false; readonly error: DecodeError } {
  const records = table ? reader.readRecords(table) : []
  // An older event is checked whole (ranges included) by its upgrade; a current one gets the
  // range checks a document's records get, so a damaged event yields no record the editor could not take.
  if (version !== plan.currentVersion) return upgradeRecords(records, version, 'diff', plan)
  for (const record of records) {
    const range = recordRangeProblem(record)
    if (range !== null) return decodeFailure(`corrupt ${WHAT}: ${range}`)
  }
  return { ok: true, records }
}

function byId(records: readonly HarnessRecord[], part: string): Record<string, HarnessRecord> {
  const out: Record<string, HarnessRecord> = {}
  for (const record of records) {
    if (Object.prototype.hasOwnProperty.call(out, record.id)) throw new CorruptFileError(`${part} holds ${record.id} twice`)
    out[record.id] = record
  }
  return out
}

/**
 * Reads a change event written by {@link encodeDiff}, with the same guarantees as decodeDocument:
 * bad bytes give an error value, never an exception; an older schema version is migrated (scope
 * 'diff'); updated records are paired by id, and a from without its to (or the reverse) is corrupt.
 */
export function decodeDiff(bytes: Uint8Array, options: ReadOptions = {}): DecodeDiffResult {
  const opened = openBuffer(bytes, DIFF_IDENTIFIER, WHAT)
  if (!opened.ok) return opened
  const plan = options.migrations ?? CURRENT_MIGRATION_PLAN
  try {
    const root = fb.Diff.getRootAsDiff(opened.bb)
    const schemaVersion = root.schemaVersion()
    const problem = versionProblem(schemaVersion, plan)
    if (problem !== null) return decodeFailure(problem)
    const version = root.version()
    if (version > BigInt(Number.MAX_SAFE_INTEGER)) return decodeFailure(`corrupt ${WHAT}: version ${version} is out of range`)

    const reader = new RecordSetReader()
    const added = readSet(reader, root.added(), schemaVersion, plan)
    if (!added.ok) return added
    const from = readSet(reader, root.updatedFrom(), schemaVersion, plan)
    if (!from.ok) return from
    const to = readSet(reader, root.updatedTo(), schemaVersion, plan)
    if (!to.ok) return to
    const removed = readSet(reader, root.removed(), schemaVersion, plan)
    if (!removed.ok) return removed

    const fromById = byId(from.records, 'updated_from')
    const toById = byId(to.records, 'updated_to')
    const updated: Record<string, readonly [HarnessRecord, HarnessRecord]> = {}
    for (const id of Object.keys(toById)) {
      const before = fromById[id]
      if (before === undefined) throw new CorruptFileError(`updated record ${id} has no previous version`)
      updated[id] = [before, toById[id]!]
    }
    if (from.records.length !== to.records.length) throw new CorruptFileError('an updated record has no new version')
    const diff: RecordsDiff = { added: byId(added.records, 'added'), updated, removed: byId(removed.records, 'removed') }
    return { ok: true, event: { version: Number(version), diff }, schemaVersion }
  } catch (error) {
    return failureFromError(error, WHAT)
  }
}
