import type { HarnessRecord } from '../../model/records'

/** Why a file could not be read: a sentence for the user, and the byte offset where it went wrong when known. */
export interface DecodeError {
  readonly message: string
  readonly offset?: number
}

/**
 * The outcome of reading a harness document: its records (migrated to the current schema) and the
 * schema version the file was written with, or an error. Reading bad input never throws.
 */
export type DecodeResult =
  | { readonly ok: true; readonly records: HarnessRecord[]; readonly schemaVersion: number }
  | { readonly ok: false; readonly error: DecodeError }

/** A failed {@link DecodeResult}. */
export function decodeFailure(message: string, offset?: number): { readonly ok: false; readonly error: DecodeError } {
  return { ok: false, error: offset === undefined ? { message } : { message, offset } }
}

/** The first id used by two records, or null when every id is unique. */
export function duplicateId(records: readonly { readonly id: string }[]): string | null {
  const seen = new Set<string>()
  for (const record of records) {
    if (seen.has(record.id)) return record.id
    seen.add(record.id)
  }
  return null
}
