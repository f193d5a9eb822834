import type { Knex } from 'knex'

/**
 * The content-addressed store's tables: `chunks` (each distinct chunk once, keyed by the SHA-256 of
 * its bytes, stored raw or deflated), `blobs` (a whole content: its size and SHA-256) and
 * `blob_chunks` (a blob's chunks in order). File versions and factory outputs point at blobs.
 */

/** A chunk to store: its hash, its original size and its stored bytes with their encoding. */
export interface StoredChunk {
  readonly hash: Buffer
  readonly size: number
  /** 0: raw bytes; 1: raw deflate (zlib's deflateRaw). */
  readonly encoding: 0 | 1
  readonly data: Buffer
}

/** A blob's identity: its size in bytes and the SHA-256 of its whole content (hex). */
export interface BlobRecord {
  readonly id: number
  readonly size: number
  readonly sha256: string
  readonly chunkCount: number
}

/**
 * Which of `hashes` the store already holds, each locked (FOR KEY SHARE) so that no reclaiming of
 * unreferenced chunks can delete it before this transaction's references are committed.
 */
export async function lockExistingChunks(db: Knex, hashes: readonly Buffer[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = (await db('chunks').whereIn('hash', hashes.slice(i, i + 500)).forKeyShare().select('hash')) as { hash: Buffer }[]
    for (const row of rows) found.add(Buffer.from(row.hash).toString('hex'))
  }
  return found
}

/** Stores chunks that are not there yet (a concurrent insert of the same chunk is harmless). */
export async function insertChunks(db: Knex, chunks: readonly StoredChunk[]): Promise<void> {
  // Batches of about 8 MiB keep each statement's parameters within bounds.
  let batch: StoredChunk[] = []
  let bytes = 0
  const flush = async () => {
    if (batch.length === 0) return
    await db('chunks')
      .insert(batch.map((c) => ({ hash: c.hash, size: c.size, encoding: c.encoding, data: c.data })))
      .onConflict('hash')
      .ignore()
    batch = []
    bytes = 0
  }
  for (const chunk of chunks) {
    batch.push(chunk)
    bytes += chunk.data.length
    if (bytes >= 8 * 1024 * 1024 || batch.length >= 500) await flush()
  }
  await flush()
}

/** Stores a blob as its ordered chunk hashes and answers its id. */
export async function insertBlob(db: Knex, blob: { size: number; sha256: string; hashes: readonly Buffer[]; now: Date }): Promise<number> {
  const [row] = await db('blobs').insert({ size: blob.size, sha256: blob.sha256, chunk_count: blob.hashes.length, created_at: blob.now }).returning('id')
  const blobId = Number((row as { id: string | number }).id)
  for (let i = 0; i < blob.hashes.length; i += 1000) {
    await db('blob_chunks').insert(blob.hashes.slice(i, i + 1000).map((hash, k) => ({ blob_id: blobId, seq: i + k, chunk_hash: hash })))
  }
  return blobId
}

/** A blob by id, or null. */
export async function findBlob(db: Knex, id: number): Promise<BlobRecord | null> {
  const row = (await db('blobs').where({ id }).first(['id', 'size', 'sha256', 'chunk_count'])) as
    | { id: string | number; size: string | number; sha256: string; chunk_count: number }
    | undefined
  return row ? { id: Number(row.id), size: Number(row.size), sha256: row.sha256, chunkCount: Number(row.chunk_count) } : null
}

/** Chunks `from` to `from + count - 1` of a blob, in order, as stored. */
export async function readChunks(db: Knex, blobId: number, from: number, count: number): Promise<{ size: number; encoding: number; data: Buffer }[]> {
  const rows = (await db('blob_chunks as b')
    .join('chunks as c', 'c.hash', 'b.chunk_hash')
    .where('b.blob_id', blobId)
    .andWhere('b.seq', '>=', from)
    .andWhere('b.seq', '<', from + count)
    .orderBy('b.seq')
    .select(['c.size', 'c.encoding', 'c.data'])) as { size: number; encoding: number; data: Buffer | Uint8Array }[]
  return rows.map((r) => ({ size: Number(r.size), encoding: Number(r.encoding), data: Buffer.from(r.data) }))
}

/** Blobs no file version and no factory output refers to any more, among `candidates`. */
export async function unreferencedBlobs(db: Knex, candidates: readonly number[]): Promise<number[]> {
  if (candidates.length === 0) return []
  const rows = (await db('blobs as b')
    .whereIn('b.id', candidates)
    .whereNotExists(db('file_versions as v').whereRaw('v.blob_id = b.id'))
    .whereNotExists(db('file_versions as r').whereRaw('r.raw_blob_id = b.id'))
    .whereNotExists(db('factory_outputs as o').whereRaw('o.blob_id = b.id'))
    .select('b.id')) as { id: string | number }[]
  return rows.map((r) => Number(r.id))
}

/** Up to `limit` blobs nothing refers to (left behind by a reclaiming that failed), oldest first. */
export async function orphanBlobs(db: Knex, limit: number): Promise<number[]> {
  const rows = (await db('blobs as b')
    .whereNotExists(db('file_versions as v').whereRaw('v.blob_id = b.id'))
    .whereNotExists(db('file_versions as r').whereRaw('r.raw_blob_id = b.id'))
    .whereNotExists(db('factory_outputs as o').whereRaw('o.blob_id = b.id'))
    .orderBy('b.id')
    .limit(limit)
    .select('b.id')) as { id: string | number }[]
  return rows.map((r) => Number(r.id))
}

/** Deletes blobs (their chunk lists go with them) and answers the chunk hashes they used. */
export async function deleteBlobs(db: Knex, ids: readonly number[]): Promise<Buffer[]> {
  if (ids.length === 0) return []
  const rows = (await db('blob_chunks').whereIn('blob_id', ids).distinct('chunk_hash')) as { chunk_hash: Buffer }[]
  await db('blobs').whereIn('id', ids).delete()
  return rows.map((r) => Buffer.from(r.chunk_hash))
}

/** Deletes those of `hashes` no blob uses any more; answers how many bytes that freed. */
export async function deleteUnusedChunks(db: Knex, hashes: readonly Buffer[]): Promise<number> {
  let freed = 0
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = (await db('chunks as c')
      .whereIn('c.hash', hashes.slice(i, i + 500))
      .whereNotExists(db('blob_chunks as b').whereRaw('b.chunk_hash = c.hash'))
      .delete()
      .returning('size')) as { size: number }[]
    for (const r of rows) freed += Number(r.size)
  }
  return freed
}

/** The blobs held by the versions and outputs of a team's projects. */
export async function blobIdsOfTeam(db: Knex, teamId: number): Promise<number[]> {
  const projects = (await db('projects').where({ team_id: teamId }).select('id')) as { id: string | number }[]
  const ids: number[] = []
  for (const p of projects) ids.push(...(await blobIdsOfProject(db, Number(p.id))))
  return ids
}

/** The blobs held by the versions and outputs of one project. */
export async function blobIdsOfProject(db: Knex, projectId: number): Promise<number[]> {
  const versions = (await db('file_versions as v')
    .join('project_nodes as n', 'n.id', 'v.file_id')
    .where('n.project_id', projectId)
    .select(['v.blob_id', 'v.raw_blob_id'])) as { blob_id: string | number; raw_blob_id: string | number | null }[]
  const outputs = (await db('factory_outputs').where({ project_id: projectId }).distinct('blob_id')) as { blob_id: string | number }[]
  const ids = new Set<number>()
  for (const v of versions) {
    ids.add(Number(v.blob_id))
    if (v.raw_blob_id !== null) ids.add(Number(v.raw_blob_id))
  }
  for (const o of outputs) ids.add(Number(o.blob_id))
  return [...ids]
}

/** The blobs held by the versions (and outputs) of the files in the subtree under node `id`. */
export async function blobIdsOfSubtree(db: Knex, id: number): Promise<number[]> {
  const result = (await db.raw(
    `WITH RECURSIVE down(id) AS (
       SELECT id FROM project_nodes WHERE id = ?
       UNION ALL
       SELECT n.id FROM project_nodes n JOIN down ON n.parent_id = down.id
     )
     SELECT DISTINCT blob_id FROM file_versions WHERE file_id IN (SELECT id FROM down)
     UNION
     SELECT DISTINCT raw_blob_id FROM file_versions WHERE file_id IN (SELECT id FROM down) AND raw_blob_id IS NOT NULL
     UNION
     SELECT DISTINCT blob_id FROM factory_outputs WHERE file_id IN (SELECT id FROM down)`,
    [id],
  )) as { rows: { blob_id: string | number }[] }
  return result.rows.map((r) => Number(r.blob_id))
}
