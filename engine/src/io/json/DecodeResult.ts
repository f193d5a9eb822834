import type { HarnessRecord } from '../../model/records'
import { IdSlots } from '../../store/IdSlots'

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
  | {
      readonly ok: true
      readonly records: HarnessRecord[]
      readonly schemaVersion: number
      /** The records' ids interned in record order (slot i is `records[i].id`), where the reader made them. */
      readonly ids?: IdSlots
    }
  | { readonly ok: false; readonly error: DecodeError }

/** A failed {@link DecodeResult}. */
export function decodeFailure(message: string, offset?: number): { readonly ok: false; readonly error: DecodeError } {
  return { ok: false, error: offset === undefined ? { message } : { message, offset } }
}

/**
 * The records' ids interned in record order (slot i is `records[i].id`), or the first id two
 * records share. The store adopts the table, so a document's ids are hashed once on open.
 */
export function internIds(records: readonly { readonly id: string }[]): { ok: true; ids: IdSlots } | { ok: false; duplicate: string } {
  const ids = new IdSlots(records.length + 1)
  for (let i = 0; i < records.length; i++) {
    const id = records[i]!.id
    if (!ids.appendNew(id)) return { ok: false, duplicate: id }
  }
  return { ok: true, ids }
}
