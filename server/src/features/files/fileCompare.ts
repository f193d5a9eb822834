import type { Knex } from 'knex'
import type { FileComparison } from '@harness/protocol'
import type { DocumentPool } from '../../documents/DocumentPool'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { readBlob } from './blobStore'
import { versionOf } from './files.service'

/** Most changed records or cells a comparison lists. */
export const COMPARE_LIMIT = 1000

/** The newer side of a comparison: another stored version, or bytes a designer has not saved. */
export type CompareTarget = { readonly version: number } | { readonly unsaved: Uint8Array }

/**
 * `compareVersions` / `compareWithVersion`: what changed from stored version `from` of a file the
 * caller may read to another version or to unsaved bytes (the stale-save dialog's compare):
 * harnesses record by record, tables cell by cell, in the document worker; unsaved bytes are checked
 * like a save.
 */
export async function compareFile(db: Knex, documents: DocumentPool, auth: Auth, fileId: number, from: number, target: CompareTarget): Promise<FileComparison> {
  const before = await versionOf(db, auth, fileId, from)
  const after = 'version' in target ? await versionOf(db, auth, fileId, target.version) : null
  const to = after ? after.version.version : null
  switch (before.fileType) {
    case 'harness':
    case 'drawing': {
      const newer = after ? { canonical: await readBlob(db, after.version.blobId) } : { native: (target as { unsaved: Uint8Array }).unsaved }
      const c = await documents.run({ kind: 'compareHarness', before: await readBlob(db, before.version.blobId), after: newer, limit: COMPARE_LIMIT })
      if (!c.ok) throw new ApiError(400, c.key, { field: 'file', detail: c.detail })
      return {
        kind: 'harness', from, to, countsBefore: c.countsBefore, countsAfter: c.countsAfter, added: c.added, removed: c.removed, changed: c.changed,
        changes: c.changes, truncated: c.truncated,
      }
    }
    case 'datatable': {
      const newer = after ? await readBlob(db, after.version.blobId) : (target as { unsaved: Uint8Array }).unsaved
      const c = await documents.run({ kind: 'compareTables', before: await readBlob(db, before.version.blobId), after: newer })
      if (!c.ok) throw new ApiError(400, c.key, { field: 'file', detail: c.detail }, { detail: c.detail })
      return { ...c.comparison, from, to }
    }
    default: {
      const never: never = before.fileType
      throw new RangeError(`compareFile: unknown file type ${String(never)}`)
    }
  }
}
