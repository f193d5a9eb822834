import { CURRENT_MIGRATION_PLAN, migrateRecords } from '../../model/migrations/migrateRecords'
import type { MigrationPlan, MigrationScope, PlainRecord } from '../../model/migrations/Migration'
import type { HarnessRecord } from '../../model/records'
import { type DecodeError, decodeFailure } from '../json/DecodeResult'
import { validateRecord } from '../json/validateRecord'
import { CheckedByteBuffer, CorruptFileError } from './CheckedByteBuffer'

/** Bytes before the root table: the root offset (4) and the file identifier (4). */
const HEADER_BYTES = 8

function identifierText(bytes: Uint8Array): string {
  const id = bytes.subarray(4, 8)
  const printable = id.every((c) => c >= 0x20 && c < 0x7f)
  return printable ? `"${String.fromCharCode(...id)}"` : `0x${[...id].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/**
 * A bounds-checked buffer over `bytes` when they start like a FlatBuffers file with `identifier`
 * (e.g. "HRNS"), or an error naming what was expected (`what`, e.g. "harness document").
 */
export function openBuffer(
  bytes: Uint8Array,
  identifier: string,
  what: string,
): { readonly ok: true; readonly bb: CheckedByteBuffer } | { readonly ok: false; readonly error: DecodeError } {
  if (bytes.byteLength < HEADER_BYTES + 4) return decodeFailure(`not a ${what}: only ${bytes.byteLength} bytes`, 0)
  for (let i = 0; i < 4; i++) {
    if (bytes[4 + i] !== identifier.charCodeAt(i)) {
      return decodeFailure(`not a ${what} (file identifier ${identifierText(bytes)}, expected "${identifier}")`, 4)
    }
  }
  return { ok: true, bb: new CheckedByteBuffer(bytes) }
}

/** The decode error for anything a reader threw: corrupt-file errors keep their offset. */
export function failureFromError(error: unknown, what: string): { readonly ok: false; readonly error: DecodeError } {
  if (error instanceof CorruptFileError) return decodeFailure(`corrupt ${what}: ${error.message}`, error.offset)
  // Anything else is a reader bug met on strange bytes; it must still not escape as an exception.
  return decodeFailure(`corrupt ${what}: ${error instanceof Error ? error.message : String(error)}`)
}

/**
 * Records read from a file of an older schema `version`, migrated step by step to the plan's
 * current version and then checked against the current record types (migrations work on plain
 * records, so their output is checked like JSON input).
 */
export function upgradeRecords(
  records: readonly HarnessRecord[],
  version: number,
  scope: MigrationScope,
  plan: MigrationPlan = CURRENT_MIGRATION_PLAN,
): { readonly ok: true; readonly records: HarnessRecord[] } | { readonly ok: false; readonly error: DecodeError } {
  const migrated = migrateRecords(records as unknown as readonly PlainRecord[], version, scope, plan)
  if (!migrated.ok) return decodeFailure(migrated.error.message)
  const out: HarnessRecord[] = []
  for (let i = 0; i < migrated.records.length; i++) {
    const check = validateRecord(migrated.records[i], i)
    if (!check.ok) return decodeFailure(`after migration: ${check.message}`)
    out.push(check.record)
  }
  return { ok: true, records: out }
}
