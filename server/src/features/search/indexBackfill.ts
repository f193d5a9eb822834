import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { DocumentPool } from '../../documents/DocumentPool'
import { readBlob } from '../files/blobStore'
import { keepContentIndex } from './contentIndex.repo'

/** Files looked up per round of the backfill. */
const ROUND = 20

/** A live harness file whose current version has no content index, and where that version's content is. */
interface Unindexed {
  readonly fileId: number
  readonly version: number
  readonly blobId: number
}

/** Live harness files whose current version has no content index (saved before migration 0008), by id after `after`. */
async function unindexedFiles(db: Knex, after: number): Promise<Unindexed[]> {
  const rows = (await db('project_nodes as n')
    .join('file_versions as v', (j) => j.on('v.file_id', 'n.id').andOn('v.version', 'n.head_version'))
    .leftJoin('file_search_texts as s', (j) => j.on('s.file_id', 'n.id').andOn('s.version', 'n.head_version'))
    .where('n.kind', 'file').whereIn('n.file_type', ['harness', 'drawing']).whereNull('n.deleted_at').whereNull('s.file_id').where('n.id', '>', after)
    .orderBy('n.id').limit(ROUND)
    .select('n.id', 'n.head_version', 'v.blob_id')) as { id: string | number; head_version: number; blob_id: string | number }[]
  return rows.map((r) => ({ fileId: Number(r.id), version: r.head_version, blobId: Number(r.blob_id) }))
}

/**
 * Gives every live harness file saved before the text search existed the content index of its
 * current version, in the background after the server starts, one file at a time through the
 * document worker (so requests keep the workers most of the time). A file saved meanwhile keeps
 * the index its save wrote: the backfill stores only when the file's current version is still the
 * one it indexed (the file's row locked). A version whose content does not read is logged and
 * passed over. Answers how many files it indexed; `stopped()` ends it between files.
 */
export async function backfillContentIndex(db: Knex, documents: DocumentPool, log: Logger, stopped: () => boolean = () => false): Promise<number> {
  let indexed = 0
  let after = 0
  for (;;) {
    const round = await unindexedFiles(db, after)
    if (round.length === 0) break
    for (const file of round) {
      if (stopped()) return indexed
      after = file.fileId
      const made = await documents.run({ kind: 'harnessSearchText', canonical: await readBlob(db, file.blobId) })
      if (!made.ok) {
        log.warn({ fileId: file.fileId, version: file.version, detail: made.detail }, 'content index: the stored version does not read')
        continue
      }
      const kept = await db.transaction(async (trx) => {
        const row = (await trx('project_nodes').where({ id: file.fileId }).forUpdate().first('head_version', 'deleted_at')) as { head_version: number; deleted_at: Date | null } | undefined
        if (!row || row.head_version !== file.version || row.deleted_at !== null) return false
        await keepContentIndex(trx, file.fileId, file.version, made.searchText)
        return true
      })
      if (kept) indexed++
    }
  }
  if (indexed > 0) log.info({ files: indexed }, 'content index: files saved before the text search are indexed')
  return indexed
}
