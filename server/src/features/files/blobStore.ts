import { Readable } from 'node:stream'
import { inflateRawSync } from 'node:zlib'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { PreparedBlob } from '../../documents/preparedBlob'
import { deleteBlobs, deleteUnusedChunks, findBlob, insertBlob, insertChunks, lockExistingChunks, orphanBlobs, readChunks, unreferencedBlobs } from './blobs.repo'

/**
 * The content-addressed chunk store of file versions and factory outputs (DESIGN 3): content is
 * split into content-defined chunks, each stored once under its SHA-256, so a version that changes
 * a few bytes of a 44 MB harness adds only the chunks around the change (see docs/workspace.md for
 * the measurement behind the choice). Reading streams the chunks back in order.
 */

/** Chunks read from the database per round trip when streaming a blob out. */
const READ_BATCH = 32

/**
 * Stores prepared content in the caller's transaction and answers the blob id: chunks already in
 * the store are locked against reclaiming and reused, the others inserted, then the blob's chunk
 * list is written.
 */
export async function storeBlob(trx: Knex, blob: PreparedBlob, now: Date): Promise<number> {
  const existing = await lockExistingChunks(trx, blob.chunks.map((c) => Buffer.from(c.hash)))
  const missing = blob.chunks.filter((c) => !existing.has(Buffer.from(c.hash).toString('hex')))
  await insertChunks(trx, missing.map((c) => ({ hash: Buffer.from(c.hash), size: c.size, encoding: c.encoding, data: Buffer.from(c.data.buffer, c.data.byteOffset, c.data.byteLength) })))
  return insertBlob(trx, { size: blob.size, sha256: blob.sha256, hashes: blob.hashes.map((h) => Buffer.from(h)), now })
}

function decode(chunk: { size: number; encoding: number; data: Buffer }): Buffer {
  const bytes = chunk.encoding === 1 ? inflateRawSync(chunk.data) : chunk.data
  if (bytes.length !== chunk.size) throw new Error(`chunk store: a chunk decoded to ${bytes.length} bytes, expected ${chunk.size}`)
  return bytes
}

/** A blob's bytes as a stream, read from the database a batch of chunks at a time. */
export async function blobStream(db: Knex, blobId: number): Promise<{ size: number; sha256: string; stream: Readable }> {
  const blob = await findBlob(db, blobId)
  if (!blob) throw new RangeError(`blobStream: no blob ${blobId}`)
  async function* chunks() {
    for (let from = 0; from < blob!.chunkCount; from += READ_BATCH) {
      for (const chunk of await readChunks(db, blobId, from, READ_BATCH)) yield decode(chunk)
    }
  }
  return { size: blob.size, sha256: blob.sha256, stream: Readable.from(chunks(), { objectMode: false }) }
}

/** A blob's whole content (for the document worker: decoding, comparing, reports). */
export async function readBlob(db: Knex, blobId: number): Promise<Uint8Array> {
  const blob = await findBlob(db, blobId)
  if (!blob) throw new RangeError(`readBlob: no blob ${blobId}`)
  const out = new Uint8Array(blob.size)
  let at = 0
  for (let from = 0; from < blob.chunkCount; from += READ_BATCH) {
    for (const chunk of await readChunks(db, blobId, from, READ_BATCH)) {
      const bytes = decode(chunk)
      out.set(bytes, at)
      at += bytes.length
    }
  }
  if (at !== blob.size) throw new Error(`readBlob: blob ${blobId} holds ${at} bytes, expected ${blob.size}`)
  return out
}

/**
 * Reclaims the storage of `candidates` once nothing refers to them (after the transaction that
 * dropped their last reference committed): the blobs, then the chunks no other blob uses. It runs
 * in its own transaction; if it fails (say a concurrent save just started to reuse a chunk, which
 * the chunk's foreign key protects), nothing is lost and the space is reclaimed by a later call.
 */
export async function reclaimBlobs(db: Knex, log: Logger, candidates: readonly number[]): Promise<void> {
  if (candidates.length === 0) return
  try {
    await db.transaction(async (trx) => {
      const blobs = await unreferencedBlobs(trx, [...new Set(candidates)])
      const hashes = await deleteBlobs(trx, blobs)
      const freed = await deleteUnusedChunks(trx, hashes)
      log.info({ blobs: blobs.length, chunks: hashes.length, bytes: freed }, 'reclaimed file storage')
    })
  } catch (error) {
    log.warn({ err: error, blobs: candidates.length }, 'could not reclaim file storage now')
  }
}

/**
 * Reclaims blobs nothing refers to, a batch at a time (run when the server starts): what a reclaiming
 * that failed left behind. A blob being written is referred to in the same transaction that makes it,
 * so none is ever taken for an orphan.
 */
export async function reclaimOrphans(db: Knex, log: Logger): Promise<void> {
  for (;;) {
    const orphans = await orphanBlobs(db, 500)
    if (orphans.length === 0) return
    await reclaimBlobs(db, log, orphans)
    if (orphans.length < 500) return
  }
}
