import { createHash } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { chunkEnds, chunkSizesFor } from '../lib/contentChunks'

/**
 * Content ready for the chunk store, prepared in the document worker (off the server's event
 * loop): split into content-defined chunks, each hashed (SHA-256) and deflated when that saves
 * space, plus the whole content's size and hash. Storing it is then a few inserts.
 */
export interface PreparedBlob {
  readonly size: number
  /** SHA-256 of the whole content, hex. */
  readonly sha256: string
  /** The chunk hashes in content order (a chunk may repeat). */
  readonly hashes: readonly Uint8Array[]
  /** Each distinct chunk once: its hash, original size, encoding (0 raw, 1 deflate) and stored bytes. */
  readonly chunks: readonly { readonly hash: Uint8Array; readonly size: number; readonly encoding: 0 | 1; readonly data: Uint8Array }[]
}

/** Chunk sizes of the store: 16 KiB on average (4 KiB to 128 KiB); docs/workspace.md has the measurement. */
const CHUNK_SIZES = chunkSizesFor(16 * 1024)

/** zlib level for chunk deflation: level 1 is several times faster than 6 and loses little on harness documents. */
const DEFLATE_LEVEL = 1

/**
 * Prepares `bytes` for the chunk store. A chunk is stored deflated only when that makes it at least
 * 1/16 smaller, so already-compressed content (xlsx outputs) is stored as it is.
 */
export function prepareBlob(bytes: Uint8Array): PreparedBlob {
  const hashes: Uint8Array[] = []
  const chunks: PreparedBlob['chunks'][number][] = []
  const seen = new Set<string>()
  let start = 0
  for (const end of chunkEnds(bytes, CHUNK_SIZES)) {
    const piece = bytes.subarray(start, end)
    start = end
    const hash = createHash('sha256').update(piece).digest()
    hashes.push(hash)
    const key = hash.toString('hex')
    if (seen.has(key)) continue
    seen.add(key)
    const deflated = deflateRawSync(piece, { level: DEFLATE_LEVEL })
    const compress = deflated.length < piece.length - (piece.length >> 4)
    chunks.push({ hash, size: piece.length, encoding: compress ? 1 : 0, data: compress ? new Uint8Array(deflated) : piece.slice() })
  }
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), hashes, chunks }
}
